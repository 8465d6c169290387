"""空想家⑩ (JIU-R119–R122, R252, R16).

- 空想具现 [开局][强制]: "游戏开局，空想家需选择一个8分及以下的村民狼人身份（大法官除外），本局游戏将会额外增加一个基于该身份
  的马甲，其一切判定和正常角色没有区别，同时会计入初始人数以及胜负条件内，该马甲由空想家操控。" Settled before 发放账号
  (the opening's order), so the extra seat counts in the starting total (开局总人数) and in its identity's faction. It takes
  the next seat number, at the 电梯楼's end, and the 空想家's player plays it; its player's gender is the 空想家's.
  A choice not made: an identity drawn at random (rulings.md, 空想家).
- PS: "如果空想家出局，丢失技能等导致强制技能失效，那个假马甲将会立刻离开游戏，且不会再计入胜负判定等一切游戏内内容" —
  the extra seat leaves the game for good ([离开游戏], leaving.py) the moment the 空想家 is out or a <强制> skill of its
  identity no longer works ([遗忘], lost).
- 凡有言必被知 [强制]: a [指定] use whose 结算目标 include the 空想家 tells it at once the user's [表面身份] and
  [表面阵营], never who the user is.
- 身份属性: a skill-copying effect that copies 空想家 gives <凡有言必被知> and the choice of a ≤8 village or wolf
  identity's skills, reset (COPIED)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef
from bansha.engine.events import on
from ..events import ACQUIRED, CAMP_CHANGED, DEATH, STATUS, TARGETED

from .. import acquire, leaving
from ..common import IDENTITIES, VILLAGE, WOLF, labels, seats_in_order
from ._kit import skill, 强制
from ..acquire import holds

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "空想家"
CONJURE, KNOW, PICK = "空想具现", "凡有言必被知", "空想之选"
MAX_SCORE = 8
BARRED = frozenset({"大法官"})  # out of the pool; named by the rule
GENDER = "gender"


@dataclass
class Conjured:
    """The extra seat a 空想家 controls (空想具现), and on that seat the 空想家 controlling it."""
    extra: int | None = None
    by: int | None = None


def picks(game: "JiuGame | None" = None) -> tuple[str, ...]:
    """8分及以下的村民狼人身份（大法官除外）, those whose skills are built."""
    return tuple(i.name for i in IDENTITIES if i.faction in (VILLAGE, WOLF) and i.score <= MAX_SCORE
                 and i.name not in BARRED and i.module is not None and i.name != NAME)


def check_pick(game: "JiuGame", seat, intent) -> str | None:
    if intent.choice is not None and intent.choice not in picks(game):
        return f"<{intent.skill}>：选择一个8分及以下的村民狼人身份（大法官除外）：{'、'.join(picks(game))}"
    return None


def conjure(game: "JiuGame", intent) -> None:
    """The extra seat, of the chosen identity, at the end of the 电梯楼."""
    n = intent.actor
    me = game.seats[n]
    role = intent.choice if intent.choice in picks(game) else game.rng.choice(picks(game))
    if intent.choice not in picks(game):
        game.trace(f"{n}号 空想家未作选择：随机为{role}")
    no = max(game.seats) + 1
    seat = game.ruleset.make_seat(no, f"{me.name}的马甲", role)
    game.add_seat(seat)
    seat.state_of(Conjured).by = n
    me.state_of(Conjured).extra = no
    if GENDER in game.seat_facts.get(n, {}):  # the same player
        game.seat_facts[no] = {GENDER: game.seat_facts[n][GENDER]}
    game.trace(f"<{CONJURE}>：额外增加{no}号（{role}），由{n}号 空想家操控")
    game.notice(n, f"<{CONJURE}>：本局额外增加了一个基于{role}的马甲（{no}号），由你操控。")
    _opening_triggers(game, no)


def _opening_triggers(game: "JiuGame", no: int) -> None:
    """"其一切判定和正常角色没有区别": the extra seat's own [开局] triggers (大天狗's 家国抉择, 狼狗's 做狼还是做狗) settle
    in their steps of this opening like any seat's, though the seat came after a close sorted the opening's uses (a
    replay, a forced close). In live play, step by step, they are offered and awaited as any holder's (opening.picks)."""
    if game.live and not game.forcing:
        return
    for slot in game.seats[no].skills:
        d = slot.defn
        if d.auto and d.step and "start" in d.phases and d.step not in game.settled:
            game.inject(Intent(no, slot, (), None, None, -1))


def conjured(game: "JiuGame") -> list[tuple[int, int]]:
    """(空想家, its extra seat) pairs (asked at every status and exit: a seat's state is peeked at, never made). Only a
    空想家's own 空想具现 makes one (a copy gets 空想之选 instead), so none where no seat may bear the identity."""
    out: list[tuple[int, int]] = []
    if not acquire.may_bear(game, NAME):
        return out
    for n, s in seats_in_order(game):
        st = s.states.get(Conjured)
        if st is not None and st.extra is not None:
            out.append((n, st.extra))
    return out


def awaits(game: "JiuGame") -> list[tuple[int, str]]:
    """The opening waits for each 空想家's choice (强制: the director may move on; then it is drawn)."""
    sent = {i.actor for i in game.inbox if isinstance(i, Intent) and i.skill == CONJURE}
    return [(n, CONJURE) for n, s in seats_in_order(game)
            if s.role == NAME and s.alive and n not in sent and (n, CONJURE) not in game.passes]


def check(game: "JiuGame", *_) -> None:
    """PS: the 空想家 out, or a <强制> skill of its identity not working — its extra seat leaves for good."""
    for n, extra in conjured(game):
        if leaving.away(game, extra) or not game.seats[extra].alive:
            continue
        if not (holds(game, n, CONJURE) and holds(game, n, KNOW)):
            why = "空想家出局" if not game.seats[n].alive else "空想家的强制技能失效"
            leaving.leave(game, extra, leaving.PERMANENT, NAME, tell=f"{why}：你（空想家的马甲）永久离开游戏。")
            game.notice(n, f"{why}：{labels(game, [extra])} 永久离开游戏。")


def told(game: "JiuGame", use) -> None:
    """凡有言必被知: the user's [表面身份] and [表面阵营], not who it is (its holder: the 空想家, or a copier)."""
    if use.actor is None or not acquire.may_bear(game, NAME):  # 凡有言必被知 is 空想家's (its own, or a copy's)
        return
    user = game.seats[use.actor]
    for t in dict.fromkeys(use.settled):
        if holds(game, t, KNOW):
            game.feedback(t, KNOW, f"发动者的{user.surface_role}和{user.surface_camp}")


def dream_pick(game: "JiuGame", intent) -> None:
    """身份属性 (JIU-R119): the copier's choice of a ≤8 village or wolf identity, whose skills it gains reset."""
    role = intent.choice if intent.choice in picks(game) else game.rng.choice(picks(game))
    if intent.choice not in picks(game):
        game.trace(f"{intent.actor}号 <{PICK}> 未作选择：随机为{role}")
    acquire.grant(game, intent.actor, role, reset=True)


def copied_without_reset(game: "JiuGame", seat, identity, reset) -> None:
    """"效果变为…获得其技能且刷新至初始": a copy of 空想家 without reset (盗火者's 启蒙) still makes its choice at once;
    the copying use names 空想家 and nothing more, so the identity is drawn (rulings.md, 空想家)."""
    if identity != NAME or reset:
        return
    for slot in game.seats[seat].skills:
        if slot.defn.name == PICK and slot.data.get("role") == NAME and not slot.data.get("decided"):
            slot.data.update(reset=True, decided=True)
            slot.use()
            dream_pick(game, Intent(seat, slot, (), None, None, -1))


POOL = tuple(i.name for i in IDENTITIES if i.faction in (VILLAGE, WOLF) and i.score <= MAX_SCORE
             and i.name not in BARRED and i.name != NAME)  # the page's list; `check_pick` is the rule
空想具现 = skill(CONJURE, "开局", targets=0, tags=(强制,), effect=conjure, auto=True, checks=(check_pick,), step=CONJURE,
             choices=POOL,
             description="游戏开局，选择一个8分及以下的村民狼人身份（大法官除外），本局游戏额外增加一个基于该身份的马甲，由空想家操控。")
凡有言必被知 = skill(KNOW, "开局", targets=0, tags=(强制,), effect=lambda g, i: None, auto=True, step=None,
               description="所有角色在使用[指定]技能时，若结算目标有空想家，空想家会立刻获得反馈：发动者的[表面身份]和[表面阵营]。")

空想之选 = skill(PICK, "开局", targets=0, tags=(强制,), effect=dream_pick, auto=True, checks=(check_pick,), uses=1,
             step=None, description="（获取空想家的技能时）选择任何一个8分及以下的村民狼人身份，获得其技能且刷新至初始。")
COPIED = (凡有言必被知, 空想之选)  # 身份属性: what a copy of 空想家 gets (JIU-R119)

ROLE = RoleDef(NAME, WOLF, (空想具现, 凡有言必被知),
               listens=(on(DEATH, check), on(STATUS, check), on(CAMP_CHANGED, check), on(TARGETED, told),
                      on(ACQUIRED, copied_without_reset)))
