"""One seat of a hand-made deal as a director types it, for the CLI's seats file and the console's
player list: `昵称 身份`, then the ruleset's other seat keys (078's 节气 and 字母) in order, or as
`节气=清明`. One reader, so both say the same thing about the same line."""
from __future__ import annotations

from typing import Any


def extra_keys(parts: list[str], line_no: int, seat_keys: tuple[str, ...], labels: dict[str, str]) -> dict[str, Any]:
    """The seat keys given after the role (`parts` is the line after 昵称 and 身份), or ValueError
    with the line's fault in Chinese."""
    named = {v: k for k, v in labels.items()}
    shown = " ".join(labels.get(k, k) for k in seat_keys)
    plain = [p for p in parts if "=" not in p]
    if len(plain) > len(seat_keys):
        extra = " ".join(plain[len(seat_keys):])
        raise ValueError(f"第{line_no}行多出了“{extra}”：每行写 昵称 身份" + (f" {shown}" if seat_keys else ""))
    out: dict[str, Any] = dict(zip(seat_keys, plain))
    for p in parts:
        if "=" in p:
            key, value = p.split("=", 1)
            key = named.get(key, key)
            if key not in seat_keys:
                raise ValueError(f"第{line_no}行：没有“{p.split('=', 1)[0]}”这一项"
                                 + (f"（可写：{shown}）" if seat_keys else ""))
            out[key] = value
    return out
