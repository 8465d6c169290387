"""赶尸人⑦: 行尸走肉 [强制] (walking.py: night exits not told while it holds, the 赶尸人连带 once no
valid one is left; JIU-R97, R98) and 尸体操控 [黄昏] (黄昏2, JIU-R99): at 黄昏 it learns who is
affected and which feedback skills they can use tonight, and may decide each one's feedback
(`choice`: rows `[seat, skill, feedback]`); undecided, a feedback skill answers nothing."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import (CHAIN, CORPSES_SLOT, DAWN, DAWN_END, DEEP_END, DUSK, EARLY_END, MIDNIGHT_END, NIGHT_END, PUBLISHED,
                      SHOTS_SLOT, UNTOLD_EXIT, VOTE_SETTLED)

from .. import acquire, presence, walking
from ..common import labels, seats_in_order
from ._kit import skill, 强制
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame

FEEDBACK = ("预言", "祈祷", "黑暗侦测", "通灵", "照耀", "无尽追猎")  # the pool's skills that answer (获得反馈)
CONTROL = "尸体操控"


def feedback_skills(game: "JiuGame", n: int) -> list[str]:
    """The feedback skills a walking dead could use tonight: held, not lost, uses left, a night tag."""
    seat = game.seats[n]
    return sorted({s.defn.name for s in seat.skills if s.defn.name in FEEDBACK and s.defn.name not in seat.lost
                   and not s.spent() and "night" in s.defn.phases}, key=FEEDBACK.index)


def tell(game: "JiuGame"):
    """游戏日黄昏，赶尸人得知当前谁被尸体操控影响，且知晓这些角色今晚可以发动哪些会获得反馈的技能."""
    if not acquire.may_bear(game, "赶尸人"):
        return
    walkers = walking.walking(game)
    for n, s in seats_in_order(game):
        if not acquire.bears(game, s, "赶尸人") or not s.alive or CONTROL in s.lost:
            continue
        rows = [f"{w}号：{'、'.join(feedback_skills(game, w)) or '无'}" for w in walkers]
        game.notice(n, f"<尸体操控>：受影响的角色 {labels(game, walkers)}" + (f"；今晚可获得反馈的技能 {'；'.join(rows)}" if rows else ""))


def check(game: "JiuGame", seat, intent):
    rows = intent.choice or []
    if not isinstance(rows, list):
        return "<尸体操控>需要给出[角色, 技能, 反馈]的列表"
    walkers = set(walking.walking(game))
    for row in rows:
        if not (isinstance(row, list) and len(row) == 3):
            return "<尸体操控>需要给出[角色, 技能, 反馈]的列表"
        n, name, _ = row
        if n not in walkers:
            return f"<尸体操控>：{n}号 不受尸体操控影响"
        if name not in feedback_skills(game, n):
            return f"<尸体操控>：{n}号 今晚不能发动会获得反馈的技能<{name}>"
    return None


def control(game: "JiuGame", use):
    for n, name, answer in use.choice or []:
        presence.of(game.seats[n]).answers[name] = str(answer)
    game.trace(f"<尸体操控>：{use.choice}")


def night_over(game: "JiuGame"):
    for s in game.seats.values():
        st = presence.peek(s)  # (a seat with no presence yet has no answers to clear)
        if st is not None:
            st.answers.clear()


行尸走肉 = skill(walking.NAME, "晨曦", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
              description="只要持有该技能，所有夜晚的已出局角色不会知晓自己出局，依然可以发言投票或发动技能，但不会有任何效果；"
                          "不存在任何有效的[行尸走肉]时，所有不知道自己已出局的角色立刻出局（赶尸人连带）。")
尸体操控 = skill(CONTROL, "黄昏", control, targets=0, checks=(check,),
              description="游戏日黄昏，得知当前谁被尸体操控影响及其今晚可以发动哪些会获得反馈的技能，并决定这些反馈（不决定默认为无反馈）。")

# the moments the walking dead are looked at: its own slot of 连带出局 (last), each phase's end, the dawn's
# triggered slot of 晨曦1 (last), the announcements, the vote and 黄昏
_WAKE = ((CHAIN, CORPSES_SLOT), (EARLY_END, 0), (MIDNIGHT_END, 0), (DEEP_END, 0), (DAWN_END, 0), (DAWN, SHOTS_SLOT),
         (PUBLISHED, 0), (VOTE_SETTLED, 0), (DUSK, 0))
ROLE = RoleDef("赶尸人", "狼人阵营", (行尸走肉, 尸体操控),
               listens=(on(UNTOLD_EXIT, walking.hold_untold), *(on(e, walking.wake, p) for e, p in _WAKE),
                        on(DUSK, tell), on(NIGHT_END, night_over)))

__all__ = ["ROLE", "holds"]
