"""新月 林地采集② [限定][指定] (JIU-R153, R192): "选择范围：所有女性 / 结算效果：所有结算目标[离开游戏]，持续至下一次
新月抽取阶段，以此[离开游戏]的角色需要进行采集游戏，回归之后根据采集结果，采集对应草药的获得奖励并公布是什么草药最多。"

采集游戏: each gatherer submits 红, 黄, 蓝 or 不采集 (its 采集游戏 action that day or night; none sent = 不采集); the colour
picked most, if it is the only one, decides — as written (JIU-A24):
- 红: "采集黄色的永久获得[独裁]状态";
- 黄: "采集蓝色的在下一次出局时免于出局，所有采集蓝色的共享仅一次" (one avoided exit for the first of them to
  face one, whatever the damage: an exit-avoidance effect, step 2 of the exit settlement);
- 蓝: "下一天额外开启一个放逐投票贴，仅作者可见，但以此开启的投票贴只有采集红色的投票有效" — on the day they come
  back, the red pickers' 采集投票 actions; its top takes [投票出局] in 黄昏1 after the day's own exile, and
  [封锁投票] closes it too;
- 没有唯一最多: 无人得奖.
The most-picked herb is announced at the next 开门 (rulings.md, 林地采集)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bansha.engine.period import Period
from bansha.engine.skills import SkillDef, SkillSlot

from ..common import labels
from . import away, extra_thread
from .grants import BALLOT
from .. import statuses

if TYPE_CHECKING:
    from ..state import JiuGame

MOON = "林地采集"
PLAY: str = "采集游戏"  # annotated: modules in 245's import circle read it before it is inferred
VOTE: str = "采集投票"
COLOURS = ("红", "黄", "蓝")
NONE = "不采集"
PICKS = (*COLOURS, NONE)  # a name, not a literal in the test: mypyc cannot compile `in (*COLOURS, NONE)`
VOTE_RULE = "以此开启的投票贴只有采集红色的投票有效"


@dataclass
class Gathering:
    """采集游戏 as it stands: the gatherers away, each one's pick, the herb picked most, and what that herb gives."""
    trip: away.Trip = field(default_factory=away.Trip)
    picks: dict[int, str] = field(default_factory=dict)  # gatherer → 红, 黄, 蓝 or 不采集 (the last sent)
    herb: str | None = None  # the only most-picked colour, once they are back (None: no single one)
    shield: list[int] = field(default_factory=list)  # 黄: the blue pickers, until the first of them avoids an exit
    thread: Period | None = None  # 蓝: the day of the extra exile thread
    red: list[int] = field(default_factory=list)  # 蓝: the red pickers, whose votes there count
    votes: dict[int, int] = field(default_factory=dict)  # 蓝: voter → the role voted for there


def of(game: "JiuGame") -> Gathering:
    return game.state.of(Gathering)


def check_colour(game: "JiuGame", seat, intent) -> str | None:
    if intent.choice not in PICKS:
        return f"<{PLAY}>：提交一个采集植物：红、黄、蓝或不采集（收到：{intent.choice}）"
    return None


def keep(game: "JiuGame", intent) -> None:
    st = of(game)
    if away.kept(game, MOON, st.trip, intent):
        st.picks[intent.actor] = intent.choice


def check_ballot(game: "JiuGame", seat, intent) -> str | None:
    if not game.seats[intent.target].alive:
        return f"<{VOTE}>：{intent.target}号 已出局，不能被投票"
    return None


def keep_ballot(game: "JiuGame", intent) -> None:
    of(game).votes[intent.actor] = intent.target


def thread_open(game: "JiuGame", seat, defn) -> str | None:
    if of(game).thread != game.period:
        return f"<{VOTE}>：林地采集额外开启的放逐投票贴不在今天"
    return None


_HELP = "林地采集：在仅作者可见的采集贴里提交一个采集植物（红黄蓝或不采集，不提交视为不采集）。"
采集游戏 = SkillDef(PLAY, "day", frozenset({MOON}), targets=0, step="正午", checks=(check_colour,), effect=keep,
                choices=(*COLOURS, NONE), description=_HELP)
采集游戏_夜 = SkillDef(PLAY, "night", frozenset({MOON}), targets=0, step="早夜1", checks=(check_colour,), effect=keep,
                  choices=(*COLOURS, NONE), description=_HELP)
采集投票 = SkillDef(VOTE, "day", frozenset({MOON, BALLOT}), targets=1, step="正午", checks=(check_ballot,),
                effect=keep_ballot, when=thread_open, per_period=2, allow_self=True,
                description="林地采集（蓝最多）：额外开启的放逐投票贴，仅作者可见，只有采集红色的投票有效（第二次为改票，只允许一次）。")


def promise(game: "JiuGame") -> None:
    away.promise(game, MOON, "女", 采集游戏)


def refusal(game: "JiuGame") -> str | None:
    return away.gender_refusal(game, MOON, "女")


def cast(game: "JiuGame") -> None:
    away.send_away(game, MOON, of(game).trip, "女", (采集游戏, 采集游戏_夜), lambda n: (
        f"新月<{MOON}>：你暂时离开游戏，持续至下一次新月抽取阶段，需要进行采集游戏。"
        f"请在采集贴里提交一个采集植物：红、黄、蓝或不采集（不提交视为不采集）。"))


def most(picks: dict[int, str]) -> str | None:
    counts = {c: sum(1 for x in picks.values() if x == c) for c in COLOURS}
    best = max(counts.values())
    top_ = [c for c in COLOURS if counts[c] == best]
    return top_[0] if best > 0 and len(top_) == 1 else None


def night_end(game: "JiuGame") -> None:
    """The gatherers come back as the next day begins; the most-picked herb decides the reward."""
    st = of(game)
    if not away.due(game, st.trip):
        return
    picks = {n: st.picks.get(n, NONE) for n in st.trip.players}
    herb = most(picks)
    game.trace(f"<{MOON}>：" + "，".join(f"{n}号 {x}" for n, x in picks.items()) + f"；最多：{herb or '没有唯一最多'}")
    away.bring_back(game, MOON, st.trip)
    pickers = {c: [n for n, x in picks.items() if x == c] for c in COLOURS}
    st.herb = herb
    if herb is None:
        game.state.news.append("林地采集：没有唯一最多的草药，无人得奖。")
        return
    game.state.news.append(f"林地采集：采集最多的草药是{herb}色。")
    if herb == "红":
        for n in pickers["黄"]:
            statuses.give(game, n, "独裁", None)
    elif herb == "黄":
        st.shield = pickers["蓝"]
    else:
        day = Period.of("day", game.period.number + 1)
        st.thread = day
        st.red = pickers["红"]
        for n in pickers["红"]:
            slot = SkillSlot.of(采集投票, MOON)
            slot.data["day"] = str(day)
            game.seats[n].skills.append(slot)
            game.notice(n, f"新月<{MOON}>：第{day.number}天额外开启一个放逐投票贴（仅作者可见），你采集了红色，你的投票有效。")


def shelter(game: "JiuGame", seat, kind, source, cause) -> bool:
    """黄: the blue pickers' one shared avoided exit, spent by the first of them that would exit."""
    st = of(game)
    if seat not in st.shield:
        return False
    st.shield = []
    game.trace(f"<{MOON}>：{seat}号 免于出局（采集蓝色的共享一次，已用完）")
    return True


def extra_exile(game: "JiuGame", voters=None) -> None:
    """蓝: the extra thread's top, after the day's own exile; only the red pickers' votes count."""
    st = of(game)
    if st.thread != game.period:
        return
    extra_thread.settle(game, {v: t for v, t in st.votes.items() if v in st.red}, "林地采集")


def take_ballot_refusal(game: "JiuGame", by: int) -> str | None:
    st = of(game)
    if st.thread == game.period and by not in st.red:
        return f"<{VOTE}>：{VOTE_RULE}（{labels(game, [by])} 没有采集红色）"
    return None
