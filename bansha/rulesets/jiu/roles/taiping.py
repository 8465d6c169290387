"""太平道徒⑤: 雷公助我 [正午][指定][限定], not on the 竞选日 — at least round(总人数×30%) roles, exited ones
allowed; if every 结算目标 is of 狼人阵营 they all take [致死伤害], else nothing (JIU-R71, R257). 神使
[强制][翻牌] — a permanent [秩序]; on its exit it reveals at once and may leave last words even with no
slot left (JIU-R72, R205); out by [投票出局] or a 村民阵营 skill, every 村民阵营 role gets [净化] from the next
night until the next 正午 begins, and the 默哀 公示 is made (JIU-R73). Readings: JIU-A37, A42."""
from typing import TYPE_CHECKING

from bansha.engine.period import Period
from bansha.engine.procedure import grant_last_words
from bansha.engine.skills import RoleDef
from bansha.engine.events import on
from ..events import ACQUIRED, DEALT, DEATH

from .. import acquire, harm, statuses
from ..common import VILLAGE, WOLF, judged_camp, round_half_up, seats_in_order
from ._kit import publish, reveal, skill, 强制, 指定, 翻牌, 限定
from .duck import not_election_day

if TYPE_CHECKING:
    from ..state import JiuGame

NAME, ORDER = "雷公助我", "神使"
VOTE_CAUSES = ("投票", "断案")  # the exits by [投票出局]


def need(game: "JiuGame") -> int:
    return round_half_up(game.state.total * 0.3)


def enough(game: "JiuGame", seat, intent):
    k = need(game)
    if len(set(intent.targets)) < k:
        return f"<{NAME}>：至少选择总人数30%（四舍五入）={k}名角色"
    return None


def thunder(game: "JiuGame", use):
    """若结算目标的实际阵营均为狼人阵营 (as skills judge them, JIU-A15): each takes [致死伤害]."""
    if not use.settled or any(judged_camp(game, t) != WOLF for t in use.settled):
        return game.trace(f"<{NAME}>：结算目标并非均为狼人阵营，无事发生")
    for t in use.settled:
        harm.damage(game, t, "致死伤害", use.actor, NAME)


def ordain(game: "JiuGame"):
    """神使: 永久获得[秩序]状态, from the deal."""
    for n, s in seats_in_order(game):
        if s.role == "太平道徒":
            statuses.give(game, n, "秩序", n)


def ordain_gained(game: "JiuGame", seat, identity, reset):
    """神使 gained refreshed (祭品): its permanent [秩序] from then (获取技能)."""
    if identity == "太平道徒":
        statuses.give(game, seat, "秩序", seat)


def on_exit(game: "JiuGame", seat, cause):
    s = game.seats[seat]
    if not acquire.bears(game, s, "太平道徒") or ORDER in s.lost or statuses.blocked(s, statuses.FORCED):
        return
    reveal(game, seat)
    grant_last_words(game, seat)
    game.notice(seat, f"<{ORDER}>：你翻开身份牌，可以留遗言。")
    by = [n for n in harm.exit_sources(game, seat) if n != seat]
    if cause in VOTE_CAUSES or any(judged_camp(game, n) == VILLAGE for n in by):
        mourn(game, seat)


def mourn(game: "JiuGame", seat: int) -> None:
    """所有村民阵营的角色仅下一晚开始获得[净化]状态，持续至那之后下一个[正午]阶段开始 (ends at that day's 开门)."""
    p = game.period
    night = Period.of("night", p.number + (1 if p.kind == "night" else 0))
    until = f"{Period.of('day', night.number + 1)}/晨曦"
    for n in sorted(game.alive()):
        if judged_camp(game, n) == VILLAGE:
            statuses.schedule(game, str(night), n, "净化", seat, until)
    publish(game, f"村民阵营害死了{game.seats[seat].role}，自发前来默哀")


雷公助我 = skill(NAME, "正午", thunder, tags=(指定, 限定), uses=1, max_targets=99, dead_targets=True,
             when=not_election_day, checks=(enough,),
             description="除竞选日外，选择至少总人数30%（四舍五入）的角色，可选已出局角色：若结算目标的实际阵营均为狼人阵营，所有结算目标受到[致死伤害]。")
神使 = skill(ORDER, "开局", None, targets=0, tags=(强制, 翻牌), effect=lambda g, i: None, auto=True, step=None,
           description="永久获得[秩序]状态；自己出局时立刻翻牌并可以留遗言；若被[投票出局]或因村民阵营的技能出局，所有村民阵营的角色下一晚起获得[净化]至之后下一个正午开始，并公示默哀。")

ROLE = RoleDef("太平道徒", VILLAGE, (雷公助我, 神使), listens=(on(DEALT, ordain), on(ACQUIRED, ordain_gained), on(DEATH, on_exit)))
