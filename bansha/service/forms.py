"""Reading form fields: every field arrives as text and is checked here, so a bad value gets one
clear Chinese sentence (and nothing is recorded) instead of a framework error."""
from __future__ import annotations

import json
import re
from typing import Any

from bansha import choices, dates
from bansha.seatlines import extra_keys
from bansha.store.expect import Expect
from bansha.text import name_key, visible

GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
CHOICE_LIMIT = 1000  # 245 祈祷: a row per seat, [座位号, 表面阵营, 表面身份, 表面带刀]
WORDS_LIMIT = 2000  # 遗言: a forum post's worth


class BadInput(Exception):
    """A field (a form's, or a QQ message's) that cannot be read; the message says which and how."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def seat_no(text: str, what: str = "座位号") -> int:
    text = (text or "").strip().removesuffix("号")
    if not text.isdecimal() or len(text) > 4:
        raise BadInput(f"{what}应为数字，而不是“{text}”")
    return int(text)


def seat_list(texts: list[str] | str, needed: int | None = None) -> list[int]:
    """Targets from several selects, or one text field like “3 5” / “3,5”."""
    if isinstance(texts, str):
        texts = re.split(r"[\s,，、]+", texts.strip())
    picked = [seat_no(t, "目标座位号") for t in texts if t and t.strip()]
    if needed is not None and len(picked) != needed:
        raise BadInput(f"需要选择 {needed} 个目标，实际选择了 {len(picked)} 个")
    return picked


def optional_text(text: str | None, limit: int = 200) -> str | None:
    text = (text or "").strip()
    if len(text) > limit:
        raise BadInput(f"内容过长（最多 {limit} 个字符）")
    return text or None


def choice(picked: str | None, typed: str | None) -> Any:
    """A skill's `choice` from a form: picked from a select it is sent as it is; typed by hand
    it is read by `choice_text`."""
    return optional_text(picked, CHOICE_LIMIT) or choice_text(typed)


def asked(picked: str | None, typed: str | None, picks: list[str], target_picks: list[str], words: str | None,
          targets: list[int]) -> Any:
    """A skill's `choice` from the fields its declared shape (`Ask`) renders: a text kept as typed (`words`), an
    identity per ticked target (`target_picks`, "座位:身份", in the order of the targets: the ticks come in seat
    order), several picks (`picks`), else the select or the typed field (`choice`)."""
    text = optional_text(words, CHOICE_LIMIT)
    if text is not None:
        return text
    if any(target_picks):
        per: dict[int, str] = {}
        for p in target_picks:
            seat, _, name = (p or "").partition(":")
            if name:
                per[seat_no(seat, "目标座位号")] = optional_text(name, 40) or ""
        missing = [t for t in targets if t not in per]
        if missing:
            raise BadInput(f"请为每个目标选择一个身份（{'、'.join(f'{t}号' for t in missing)}没有选择）")
        return [per[t] for t in targets]
    chosen = [optional_text(p, 40) for p in picks if p and p.strip()]
    if chosen:
        return chosen
    return choice(picked, typed)


def choice_text(text: str | None) -> Any:
    """A skill's `choice` typed by hand, read as `bansha.choices.typed` reads it."""
    text = optional_text(text, CHOICE_LIMIT)
    if text is None:
        return None
    try:
        return choices.typed(text)
    except choices.ChoiceError as e:
        raise BadInput(str(e)) from None


def choice_value(value: Any) -> Any:
    """A `choice` from a JSON request, kept as sent if it is a JSON value of modest size."""
    if isinstance(value, str):
        return optional_text(value, CHOICE_LIMIT)
    if isinstance(value, bool) or not (value is None or isinstance(value, (int, list, dict))):
        raise BadInput("choice 应为文字、座位号、列表或对象")
    if len(json.dumps(value, ensure_ascii=False)) > CHOICE_LIMIT:
        raise BadInput(f"choice 过长（最多 {CHOICE_LIMIT} 个字符）")
    return value


def expected_period(text: str) -> Expect | None:
    """The period a director's form was shown in (its hidden `expect`), checked in the write's own
    transaction; a form without one (a script) expects nothing."""
    text = (text or "").strip()
    return Expect(period=text) if text else None


def game_id(text: str) -> str:
    text = (text or "").strip()
    if not GAME_ID.match(text):
        raise BadInput("游戏编号只能包含字母、数字、- 和 _（最多 40 个字符）")
    return text


def start_date(text: str) -> str | None:
    text = (text or "").strip()
    if not text:
        return None
    try:
        return dates.start_date(text)
    except ValueError as e:
        raise BadInput(str(e)) from None


def moment(text: str) -> str | None:
    """An action's time typed by the director (for a timed skill), in the range a calendar reaches."""
    text = (text or "").strip()
    if not text:
        return None
    try:
        dates.moment(text)
    except ValueError as e:
        raise BadInput(str(e)) from None
    return text


def seed(text: str) -> int:
    text = (text or "").strip() or "0"
    if not re.fullmatch(r"-?\d{1,18}", text):
        raise BadInput(f"随机种子应为整数，而不是“{text}”")
    return int(text)


def roster(text: str, by_hand: bool, seat_keys: tuple[str, ...] = (),
           labels: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The player list, one seat per line in 电梯楼 order: “昵称” or, dealt by hand, “昵称 身份” and the
    ruleset's other seat keys (078: 节气 and 字母, `bansha.seatlines`)."""
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    if not lines:
        raise BadInput("玩家名单是空的：每行写一名玩家的昵称")
    if len(lines) > 40:
        raise BadInput("玩家名单最多 40 行")
    seats, names = [], set()
    for i, line in enumerate(lines, 1):
        line = re.sub(r"^\s*\d+\s*[.、号:：]\s*", "", line)
        parts = line.split()
        if not parts:
            raise BadInput(f"第 {i} 行没有昵称")
        if name_key(parts[0]) in names:  # "渐\u200b强" is "渐强"
            raise BadInput(f"第 {i} 行：昵称“{visible(parts[0])}”重复")
        names.add(name_key(parts[0]))
        seat: dict[str, Any] = {"seat": i, "name": parts[0][:40]}
        if by_hand:
            if len(parts) < 2 or (len(parts) > 2 and not seat_keys):
                shown = " ".join((labels or {}).get(k, k) for k in seat_keys)
                raise BadInput(f"第 {i} 行应写成“昵称 身份{' ' + shown if shown else ''}”（按手动发牌）")
            seat["role"] = parts[1]
            try:
                seat.update(extra_keys(parts[2:], i, seat_keys, labels or {}))
            except ValueError as e:
                raise BadInput(str(e)) from None
        elif len(parts) > 1:
            raise BadInput(f"第 {i} 行只应写昵称（随机发牌）；手动发牌请选择“手动指定身份”")
        seats.append(seat)
    return seats
