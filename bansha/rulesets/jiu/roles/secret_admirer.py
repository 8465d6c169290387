"""暗恋者 (不定阵营): 跨越千里 [强制] at the opening (选择主人, JIU-R130) — the role farthest from it on the
circular 电梯楼 is its 暗恋对象 (主人); with two equally far it picks one. It joins the 主人's [实际阵营] and
follows its changes. Whenever the two become 电梯楼 neighbours its faction wins at once (a written
special win, JIU-R131, R222, R260), unless 情书 [正午] was used in one of the first two 正午 (JIU-R132):
then the two send each other one message of ≤50 characters each 正午. Readings: JIU-A28 in rulings.md."""
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.elevator import neighbours
from bansha.engine.events import on
from bansha.engine.skills import TEXT, Ask, RoleDef, SkillDef, SkillSlot
from ..events import CAMP_CHANGED, ELEVATOR, REVIVE

from .. import acquire, wins
from ..common import UNDECIDED, Source, in_elevator, labels, seats_in_order
from ..state import Sides
from ._kit import skill, 强制

if TYPE_CHECKING:
    from ..state import JiuGame

NAME: str = "跨越千里"  # annotated: modules in 245's import circle read it before it is inferred
LETTER = Source.LETTER


@dataclass
class Crush:
    """暗恋者's bond: on its seat the 暗恋对象 (主人) and the day its 情书 went (the direct win lapses); on the
    主人's seat the 暗恋者 that wrote to it."""
    master: int | None = None
    sent: int | None = None
    admirer: int | None = None


def farthest(game: "JiuGame", n: int) -> list[int]:
    """距离你电梯楼最远的角色: on the circular 电梯楼 of the seats in play (at the opening, all)."""
    ring = [m for m in sorted(game.seats) if in_elevator(game, m) or m == n]
    i, k = ring.index(n), len(ring)
    dist = {m: min(abs(j - i), k - abs(j - i)) for j, m in enumerate(ring) if m != n}
    far = max(dist.values(), default=0)
    return sorted(m for m, d in dist.items() if d == far)


def check_pick(game: "JiuGame", seat, intent):
    if not intent.targets:
        return None
    far = farthest(game, seat.no)
    if len(intent.targets) != 1 or intent.targets[0] not in far:
        return f"<{NAME}>：距离你电梯楼最远的角色为{labels(game, far)}" + ("，须在两人中二选一" if len(far) == 2 else "")
    return None


def pick(game: "JiuGame", intent):
    """The 主人: the farthest role; of two, the one chosen (not chosen: one at random, JIU-A28)."""
    n = intent.actor
    far = farthest(game, n)
    if intent.targets and intent.targets[0] in far:
        master = intent.targets[0]
    else:
        master = far[0] if len(far) == 1 else game.rng.choice(far)
        if len(far) > 1:
            game.trace(f"{n}号 暗恋者未在最远的两人中选择：随机为{master}号")
    game.seats[n].state_of(Crush).master = master
    game.notice(n, f"<{NAME}>：你的暗恋对象为{labels(game, [master])}。")
    follow(game, seat=master)


def follow(game: "JiuGame", seat):
    """你加入暗恋对象所在的阵营并跟随变动: the 主人's [实际阵营], told as a faction change (JIU-R13)."""
    for n, s in seats_in_order(game) if acquire.may_bear(game, "暗恋者") else ():
        sides = s.state_of(Sides)
        if acquire.bears(game, s, "暗恋者") and s.state_of(Crush).master == seat and sides.lover_base is not None:
            # a 真爱 lover: its own faction follows, the lovers' rule decides the rest (维纳斯, JIU-A27)
            if sides.lover_base != game.seats[seat].camp:
                sides.lover_base = game.seats[seat].camp
                game.fire(CAMP_CHANGED, seat=n)
        elif acquire.bears(game, s, "暗恋者") and s.state_of(Crush).master == seat and s.camp != game.seats[seat].camp:
            s.camp = game.seats[seat].camp
            game.notice(n, f"你的阵营转变为{s.camp}。")
            game.trace(f"{n}号 暗恋者加入{s.camp}（跟随暗恋对象{seat}号）")
    crossed(game)


def crossed(game: "JiuGame", *_):
    """当你和暗恋对象为邻居时：你所在的阵营直接获胜 — both in the 电梯楼, next to each other."""
    if game.over or game.kind == "start" or not acquire.may_bear(game, "暗恋者"):
        return
    for n, s in seats_in_order(game):
        m = s.state_of(Crush).master
        if (not acquire.bears(game, s, "暗恋者") or m is None or s.state_of(Crush).sent or not in_elevator(game, n)
                or not in_elevator(game, m) or m not in neighbours(game, n) or s.camp == UNDECIDED):
            continue
        if s.camp in game.lost:  # 已经判负的阵营无法获得胜利 (JIU-R213)
            continue
        return wins.special_win(game, s.camp, f"<{NAME}>：暗恋者{labels(game, [n])}与暗恋对象{labels(game, [m])}成为邻居")


def check_letter(game: "JiuGame", seat, intent):
    text = intent.choice
    if not isinstance(text, str) or not text.strip():
        return f"<{LETTER}>：需要提交发送的信息"
    if len(text) > 50:
        return f"<{LETTER}>：信息不超过50字"
    lover = seat.state_of(Crush).master
    if acquire.bears(game, seat, "暗恋者") and lover is not None:
        if not seat.state_of(Crush).sent and game.period.number > 2:
            return f"<{LETTER}>：只能在前2个正午阶段发动"
        if not game.seats[lover].alive:
            return f"<{LETTER}>：暗恋对象已出局，无法互相发送信息"
    return None


def promise(game: "JiuGame", intent):
    """The 主人 may answer in the same 正午 (a promise until the first 情书 settles)."""
    seat = game.seats[intent.actor]
    master = seat.state_of(Crush).master
    if acquire.bears(game, seat, "暗恋者") and master is not None and not seat.state_of(Crush).sent:
        game.promises.append((master, SkillSlot.of(回信, LETTER)))


def send(game: "JiuGame", intent):
    """The first use turns the instant win off and lets the 主人 answer; each later 正午 one each."""
    n, text = intent.actor, intent.choice
    seat = game.seats[n]
    if acquire.bears(game, seat, "暗恋者"):
        master = seat.state_of(Crush).master
        if not seat.state_of(Crush).sent:
            seat.state_of(Crush).sent = game.period.number
            game.trace(f"{n}号 暗恋者发动<{LETTER}>：[{NAME}]的直接获胜效果失效")
            promised = [x for m, x in game.promises if m == master and x.defn is 回信]
            game.seats[master].skills.append(promised[0] if promised else SkillSlot.of(回信, LETTER))
            game.seats[master].state_of(Crush).admirer = n
        game.notice(master, f"<{LETTER}>：暗恋者给你的信息：{text}")
    else:
        admirer = seat.state_of(Crush).admirer
        if admirer is None or not game.seats[admirer].alive:
            return game.reject(n, LETTER, f"<{LETTER}>：暗恋者已出局，无法互相发送信息")
        game.notice(admirer, f"<{LETTER}>：主人给你的信息：{text}")


跨越千里 = skill(NAME, "开局", targets=0, tags=(强制,), effect=pick, auto=True, checks=(check_pick,), step="选择主人",
             description="游戏开局：距离你电梯楼最远的角色为你的暗恋对象（若有2人则二选一），你加入其阵营并跟随变动；"
                         "当你和暗恋对象为邻居时，你所在的阵营直接获胜。")
情书 = skill(LETTER, "正午", targets=0, effect=send, checks=(check_letter,), on_accept=promise, ask=Ask(TEXT, "信息", limit=50),
           description="在前2个正午阶段可以发动：[跨越千里]的直接获胜效果失效，然后你和主人每个正午互相发送一条不超过50字的信息。")
回信 = SkillDef(LETTER, "day", frozenset({"正午"}), targets=0, step="正午", checks=(check_letter,), effect=send,
              ask=Ask(TEXT, "信息", limit=50), description="暗恋者发动情书后：每个正午给暗恋者发送一条不超过50字的信息。")

ROLE = RoleDef("暗恋者", UNDECIDED, (跨越千里, 情书),
               listens=(on(CAMP_CHANGED, follow), on(ELEVATOR, crossed), on(REVIVE, crossed)))
