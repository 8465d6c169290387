"""The <强制> picks a holder makes on its page, and the live steps that wait for them. Such a skill happens
by itself (a pick not made is the director's, at random: rulings JIU-A15, A17, A28), but the pick is the
holder's: 狼狗's side and, as a dog, its surface identity (JIU-R94, R95), 暗恋者's 主人 of the two farthest
(JIU-R130), 盗火者's list of 5 and the account it removes (JIU-R109, R110), 大天狗's floor(living/3) roles of
天狗吞月 (JIU-R102), 祭品's option once 献祭唤醒 is set off (JIU-R128). Each list holds only what the holder may
know; its skill's checks judge what is sent. A close that makes such a pick due (the 黄昏 it opens) stops
there, as a close stops at an offer it made: the pick is the holder's before it is anyone's (`hold`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.intake import seems_alive
from bansha.engine.settlement import holders_awaited, steps_of
from bansha.engine.skills import Intent

from .common import score, seats_in_order
from .roles import fire_thief, sacrifice, secret_admirer, tengu, wolf_dog

if TYPE_CHECKING:
    from .state import JiuGame

# 代偿 waits at the opening (fire_thief.awaited_lists)
AWAITED: Final = (wolf_dog.NAME, secret_admirer.NAME, "天狗吞月", sacrifice.NAME)


def choices(game: "JiuGame", n: int, defn) -> list | None:
    """做狼还是做狗: "做狼", or "做狗" with a surface identity "发动者自行决定的一个村民阵营的身份"; at 黄昏 only
    the other side ("游戏日黄昏，狼狗必须切换到另外一个身份"), which the seat knows of itself."""
    if defn.name == sacrifice.NAME:
        return [1, 2] if sacrifice.due(game, n) else None
    if defn.name != wolf_dog.NAME:
        return None
    dog = [[wolf_dog.DOG_SIDE, face] for face in wolf_dog.VILLAGE_IDS]
    if game.kind == "day":
        now = game.seats[n].state_of(wolf_dog.DogFace).side
        return [wolf_dog.WOLF_SIDE] if now == wolf_dog.DOG_SIDE else dog if now == wolf_dog.WOLF_SIDE else None
    return [wolf_dog.WOLF_SIDE, *dog]


def targets(game: "JiuGame", n: int, defn) -> tuple[int, list[int]] | None:
    """How many seats the holder picks now and from which; None where it has nothing to pick."""
    seat = game.seats[n]
    if defn is secret_admirer.跨越千里:
        far = secret_admirer.farthest(game, n)
        return (1, far) if len(far) > 1 else None  # "若有2人则二选一"
    if defn is fire_thief.代偿_开局:
        return fire_thief.LIST_SIZE, [m for m in sorted(game.seats) if m != n]
    if defn is fire_thief.代偿_黄昏:
        pending = seat.state_of(fire_thief.Fire).pending
        marks = _marks_within_reach(game, n)
        return (min(marks, len(pending)), list(pending)) if pending and marks else None
    if defn.name == sacrifice.NAME:  # option 1's exited role (option 2 names none)
        return (1, [m for m, s in seats_in_order(game) if not s.alive and m != n]) if sacrifice.due(game, n) else None
    if defn is tengu.天狗吞月:
        barred = tengu._barred(game)
        return tengu._count(game), [m for m in sorted(game.seats) if seems_alive(game, m) and m not in barred]
    return None


def _marks_within_reach(game: "JiuGame", n: int) -> int:
    """The removals the 启蒙 sent this 黄昏2 may owe: the marks between the 暴露计数 and its largest gain (+4 for a
    target not of 狼人阵营, +the identity's strength for one that is), all the holder's own knowledge; named in
    order, only those owed are taken (fire_thief.remove)."""
    sent = [i for i in game.inbox if isinstance(i, Intent) and not i.consumed and i.actor == n
            and i.skill == fire_thief.ENLIGHTEN]
    if not sent or sent[-1].choice not in fire_thief.WOLF_IDS:
        return 0
    now = game.seats[n].state_of(fire_thief.Fire).exposure
    gain = max(4, score(sent[-1].choice))
    return sum(1 for m in fire_thief.MARKS if now < m <= now + gain)


def awaited(game: "JiuGame", sid: str) -> list[tuple[int, str]]:
    """The holders the step `sid` waits for in live play: a pick with something to choose, not sent yet
    (a dog switching back to 做狼 has nothing to choose; the step does not wait for it)."""
    sent: set[tuple[int, str]] | None = None  # made at the first pick of this step found: most steps hold none
    done: set[int] = set()
    out = []
    for n, seat in seats_in_order(game):
        if not seat.alive:
            continue
        for slot in seat.skills:
            d = slot.defn
            if not d.auto or d.step != sid or d.name not in AWAITED or game.kind not in d.phases \
                    or d.name in seat.lost:
                continue
            if sent is None:
                sent = {(i.actor, i.skill) for i in game.inbox if isinstance(i, Intent)}
                done = {id(s) for s in game.auto_done}
            if id(slot) in done or (n, d.name) in sent:
                continue
            offered, listed = targets(game, n, d), choices(game, n, d)
            if (offered and len(offered[1]) > offered[0]) or (listed and len(listed) > 1):
                out.append((n, d.name))
    return out


def awaits(sid: str):
    """A step's `awaits`: the holders of its skills as by default, and the picks above."""
    def wait(game: "JiuGame") -> list[tuple[int, str]]:
        step = next(s for s in steps_of(game) if s.id == sid)
        return holders_awaited(game, step) + awaited(game, sid)
    return wait


def hold(sid: str):
    """A `run` step just before `sid`: in live play, a forcing move (a close, 推进结算) that makes a pick of `sid`
    due — it opens the 黄昏 — stops here, once, as `triggers.settle` stops at an offer the close itself made; the
    pick is then on its holder's page (`awaited`), and the next close or the step's deadline forfeits it."""
    def run(game: "JiuGame"):
        if not (game.live and game.forcing):
            return None
        shown = game.ledger.picks_shown
        fresh = [w for w in awaited(game, sid) if w not in shown]
        for n, name in fresh:
            shown.append((n, name))
            game.offers_made.append((n, name))
            game.trace(f"{n}号 可以发动<{name}>")
        return False if fresh else None
    return run
