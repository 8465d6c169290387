"""遮天 [晨曦][限定] (JIU-R91), the group skill that rewrites the 公告: 「每次该技能可发动时，[群内]都会得知当前会
公布的公告，可以发动此技能，将公告内容修改成任意公告内容（随意添加删除条目或修改内容，但不能修改为勘误公告），在2天后，
导演会勘误，所有公告会变为正确内容。」

The 公告 is the 开门 公示 (day.open_day: exits, 遗言, news, [寡言], the sheriff). At every 晨曦 while the
skill is unspent the living [群内] are shown it as it stands after the 新月; a use replaces it with the
group's text. The true text stays with the director (state, trace) and is published as a 勘误 at the
开门 two days later. The game itself goes on from the truth: what the 公示 would have made public
(an exit, a 遗言) is public for the rules; only what the players read is changed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.order import Step
from bansha.engine.skills import TEXT, Ask

from .common import GROUP
from .group_skills import chosen
from .morning import morning_text
from .roles._kit import skill, 限定

if TYPE_CHECKING:
    from .state import JiuGame

ERRATUM = "勘误"
DELAY = 2  # 在2天后，导演会勘误


def at_dawn(game: "JiuGame", seat, defn) -> str | None:
    """Offered only when 遮天 is the group's choice, and only at a 晨曦 (the 竞选日 has none)."""
    why = chosen("遮天")(game, seat, defn)
    if why:
        return why
    if game.period.kind != "day" or game.period.number < 2:
        return "<遮天>：在晨曦阶段发动（竞选日没有晨曦）"
    return None


def check_text(game: "JiuGame", seat, intent) -> str | None:
    text = intent.choice
    if not isinstance(text, str) or not text.strip():
        return "<遮天>：需要提交修改后的公告内容"
    if ERRATUM in text:
        return "<遮天>：可以将公告内容修改成任意公告内容，但不能修改为勘误公告"
    return None


def cover(game: "JiuGame", use) -> None:
    game.ledger.cover = use.choice.strip()
    game.group_message(GROUP, "<遮天>：今天开门的公告将修改为[群内]提交的内容。")


遮天 = skill("遮天", "晨曦", cover, targets=0, tags=(限定,), uses=1, team=GROUP, step="遮天", checks=(check_text,),
           when=at_dawn, ask=Ask(TEXT, "修改后的公告全文", limit=2000),
           description="每次该技能可发动时，[群内]都会得知当前会公布的公告，可以将公告内容修改成任意公告内容"
                       "（不能修改为勘误公告），在2天后，导演会勘误。")


def _usable(game: "JiuGame"):
    """The group's unspent 遮天 slot when 遮天 is its choice and a [群内] is alive, else None."""
    if game.state.group_skill != "遮天":
        return None
    if not any(game.seats[n].alive for n in game.groups.get(GROUP, [])):
        return None
    slot = next((s for s in game.group_skills.get(GROUP, []) if s.defn is 遮天), None)
    return slot if slot is not None and not slot.spent() else None


def preview(game: "JiuGame") -> None:
    """每次该技能可发动时，[群内]都会得知当前会公布的公告: the 开门 公示 as it stands now."""
    if _usable(game) is None:
        return
    game.group_message(GROUP, f"<遮天>：即将公布的开门公告如下，可以发动<遮天>修改：\n{morning_text(game)}")


def publish(game: "JiuGame", true_text: str) -> None:
    """开门: the 勘误 of the 公告 covered two days ago, then today's 公告 — the group's text if 遮天 was
    used today (the truth kept for the director), else the true one."""
    st, n = game.state, game.period.number
    for day, text in st.covered:
        if day + DELAY == n:
            game.announce(f"{ERRATUM}：第{day}天开门公告的正确内容如下：\n{text}")
    shown = game.ledger.cover
    if shown is None:
        game.announce(true_text)
        return
    st.covered.append((n, true_text))
    game.trace(f"<遮天>：第{n}天开门公告改为[群内]的内容；正确内容（第{n + DELAY}天勘误）：\n{true_text}")
    game.announce(shown)


STEPS = (Step("遮天预告", "晨曦：[群内]得知当前会公布的公告", run=preview),
         Step("遮天", "群内 遮天（修改公告）", ("遮天",), deadline="晨曦2"))  # [晨曦]: by 晨曦's end
