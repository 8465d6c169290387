"""The 开门 公示 as text (JIU-R206, R207): read by the day that publishes it and by 遮天, which shows it to the
group before 开门 (cover_sky.py), so it sits below both."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import statuses, words as last_words
from .common import label, labels, seats_in_order

if TYPE_CHECKING:
    from .state import JiuGame


def morning_text(game: "JiuGame", words: list[str] | None = None) -> str:
    """The 开门 公示 as it stands (pure: 遮天 shows it to the group before 开门): the exits in exit
    order, the 遗言 (`words` as published, else the period's as they would be), the news, the 寡言
    holders, the sheriff."""
    st = game.state
    n = game.period.number
    if words is None:
        words = [f"{i['by']}号{game.seats[i['by']].name} 的遗言：{i['text']}" for i in last_words.pending(game)]
    lines = [f"[245]酒 第{n}天开门"]
    if n > 1:
        lines.append(f"出局角色（按出局顺序）：{labels(game, st.unpublished)}")
    lines += words + st.news
    quiet = [k for k, s in seats_in_order(game) if s.alive and statuses.blocked(s, statuses.WORDS)]
    if quiet:
        lines.append(f"[寡言]：{labels(game, quiet)}")
    lines.append(f"警长：{label(game, game.sheriff) if game.sheriff else '无'}"
                 + (f"；执警：{label(game, st.deputy)}" if st.deputy else ""))
    return "\n".join(lines)
