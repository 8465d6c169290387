"""九尾狐⑥: 九尾 [强制] — X tails at the start (X = 开局总人数×0.4, rounded) and a permanent [不死] of its
own that does not stop its own suicide (JIU-R77, R78); one tail lost, told at once, each time a role
whose [实际阵营] is 村民阵营 is announced out (JIU-R79; JIU-A48: at the announcement by default, option
`nine_tails_loss`); with 0 or fewer tails, a [致死伤害] at the start of every 晨曦 (九尾自杀, 晨曦1,
JIU-R80). The [不死] is a status: [漏洞] strips it, [遗忘] suspends it (JIU-A30)."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import ACQUIRED, DEALT, DEATH, DAWN, NINE_TAILS_SLOT, PUBLISHED, REFRESHED

from .. import acquire, harm, statuses
from ..common import VILLAGE, judged_camp, round_half_up
from ..notify import tell
from ._kit import skill, 强制
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame

NAME, SUICIDE = "九尾", "九尾自杀"


@dataclass
class Tails:
    """A seat's tails (九尾): X when grown, one fewer per 村民阵营 exit; None before it ever grew any."""
    count: int | None = None


def _foxes(game: "JiuGame"):
    return acquire.bearers(game, "九尾狐")


def start(game: "JiuGame"):
    for n in _foxes(game):
        _grow(game, n)


def gained(game: "JiuGame", seat, identity, reset):
    """九尾 gained refreshed (祭品): its X tails and its [不死] from then (获取技能)."""
    if identity == "九尾狐":
        _grow(game, seat)


def blessed(game: "JiuGame", seat, identity):
    """祝福 "刷新至初始" (JIU-A43): the X tails again, and its own [不死] if it was stripped."""
    if identity == "九尾狐":
        s = game.seats[seat]
        s.statuses = [st for st in s.statuses if not (st.name == "不死" and st.data.get("forced") == NAME)]
        _grow(game, seat, tell_fox=lambda x: tell(game, seat, f"<九尾>：刷新至初始，你的尾巴恢复为{x}根。"))


def _grow(game: "JiuGame", n, tell_fox=None):
    x = round_half_up(game.state.total * 0.4)
    game.seats[n].state_of(Tails).count = x
    statuses.give(game, n, "不死", n, tell=False, forced=NAME, **{"except": SUICIDE})
    if tell_fox is not None:
        tell_fox(x)
    else:
        game.notice(n, f"<九尾>：你获得了{x}根尾巴，并永久获得[不死]状态（除了自己技能自杀）。")


def _lose_tails(game: "JiuGame", seats, when: str):
    if game.options["nine_tails_loss"] != when:
        return
    lost = sum(1 for t in seats if judged_camp(game, t) == VILLAGE)
    for n in _foxes(game):
        if lost and holds(game, n, NAME):
            fox = game.seats[n].state_of(Tails)
            tails = fox.count if fox.count is not None else 0
            fox.count = tails - lost
            for k in range(1, lost + 1):  # 每次技能可发动时…会得知剩余次数: the tails left, told with each loss
                game.notice(n, f"<九尾>：你损失了一根尾巴，剩余{max(tails - k, 0)}根。")
            game.trace(f"{n}号 九尾狐 尾巴剩余{fox.count}根")


def _tails_or_one(seat) -> int:
    """The tails, or 1 for a seat that never grew any (not a fox without tails)."""
    count = seat.state_of(Tails).count
    return 1 if count is None else count


def on_published(game: "JiuGame", seats):
    _lose_tails(game, seats, "宣布出局时")


def on_death(game: "JiuGame", seat, cause):
    _lose_tails(game, [seat], "出局时")


def suicide(game: "JiuGame"):
    """晨曦1: 当尾巴为0或负数时，九尾狐每个[晨曦]阶段开始都会…承受一次[致死伤害]."""
    for n in _foxes(game):
        if holds(game, n, NAME) and _tails_or_one(game.seats[n]) <= 0:
            harm.damage(game, n, "致死伤害", n, SUICIDE)


九尾 = skill(NAME, "晨曦", None, targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
           description="开局获得X根尾巴（开局总人数*0.4）并永久获得[不死]（除了自己技能自杀）；村民阵营角色宣布出局时损失一根尾巴；"
                       "尾巴为0或负数时每个晨曦开始承受一次[致死伤害]。")

ROLE = RoleDef("九尾狐", VILLAGE, (九尾,), listens=(on(DEALT, start), on(ACQUIRED, gained), on(PUBLISHED, on_published), on(DEATH, on_death),
                                               on(DAWN, suicide, NINE_TAILS_SLOT), on(REFRESHED, blessed)))
