"""新月 去打猎② [限定][指定] (JIU-R151): "选择范围：所有男性 / 结算效果：所有结算目标[离开游戏]，持续至下一次新月
抽取阶段，以此[离开游戏]的角色需要进行打猎游戏，回归之后命中猎物的会收到通知，随机获得一份黑商礼物。"

打猎游戏: "导演（一楼公示导演随机的数值且至少80）和所有男性需要在贴里提交一个0-100的整数（不提交视为100），谁提交
的数字离大家选的数字的平均数的80%的值越近谁视为打中猎物，存在多个则都算做打中猎物。"

The director's number is drawn with the game's rng from 80–100 and shown to the hunters as floor 1; each
hunter's number is its 打猎游戏 action (choice 0–100) that day. The mean is over every number in the
thread, the director's included; a hunter who sent none counts 100. The closest hit (the director's own
number may be the closest: then no hunter hits). The numbers come in the day of the cast or the night after. At the return each hitter is told and holds a random
黑商 gift (rulings.md, JIU-A25 and 去打猎)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass, field
from fractions import Fraction

from bansha.engine.skills import SkillDef, SkillSlot

from ..common import labels
from ..roles import gifts
from . import away

if TYPE_CHECKING:
    from ..state import JiuGame

MOON = "去打猎"
PLAY: str = "打猎游戏"  # annotated: modules in 245's import circle read it before it is inferred
NOT_SENT = 100
FLOOR = (80, 100)


@dataclass
class Hunt:
    """打猎游戏 as it stands: the hunters away (away.Trip), the director's number in floor 1, each one's number."""
    trip: away.Trip = field(default_factory=away.Trip)
    director: int = 0
    picks: dict[int, int] = field(default_factory=dict)  # hunter → its number (the last sent)


def of(game: "JiuGame") -> Hunt:
    return game.state.of(Hunt)


def number(x) -> int | None:
    """The integer sent (the command line gives it as text), or None."""
    if isinstance(x, str) and x.strip().isdecimal():
        x = int(x.strip())
    return x if isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 100 else None


def check_number(game: "JiuGame", seat, intent) -> str | None:
    if number(intent.choice) is None:
        return f"<{PLAY}>：在打猎贴里提交一个0-100的整数（收到：{intent.choice}）"
    return None


def keep(game: "JiuGame", intent) -> None:
    st = of(game)
    n = number(intent.choice)
    if away.kept(game, MOON, st.trip, intent) and n is not None:  # check_number refused any other
        st.picks[intent.actor] = n


_HELP = "去打猎：在仅作者可见的打猎贴里提交一个0-100的整数（不提交视为100）。"
打猎游戏 = SkillDef(PLAY, "day", frozenset({MOON}), targets=0, step="正午", checks=(check_number,), effect=keep,
                description=_HELP)
打猎游戏_夜 = SkillDef(PLAY, "night", frozenset({MOON}), targets=0, step="早夜1", checks=(check_number,), effect=keep,
                  description=_HELP)


def promise(game: "JiuGame") -> None:
    away.promise(game, MOON, "男", 打猎游戏)


def refusal(game: "JiuGame") -> str | None:
    return away.gender_refusal(game, MOON, "男")


def cast(game: "JiuGame") -> None:
    floor = game.rng.randint(*FLOOR)
    st = of(game)
    st.director = floor
    away.send_away(game, MOON, st.trip, "男", (打猎游戏, 打猎游戏_夜), lambda n: (
        f"新月<{MOON}>：你暂时离开游戏，持续至下一次新月抽取阶段，需要进行打猎游戏。打猎贴一楼：导演的数值为{floor}。"
        f"请在打猎贴里提交一个0-100的整数（不提交视为100）。"))
    game.trace(f"<{MOON}>：打猎贴一楼，导演随机的数值为{floor}")


def hits(director: int, picks: dict[int, int]) -> tuple[Fraction, list[int]]:
    """平均数的80%, and the hunters closest to it (ties all hit; the director's number counts in the mean
    and may itself be the closest)."""
    numbers = [director, *picks.values()]
    aim = Fraction(4, 5) * Fraction(sum(numbers), len(numbers))
    best = min(abs(x - aim) for x in numbers)
    return aim, sorted(n for n, x in picks.items() if abs(x - aim) == best)


def night_end(game: "JiuGame") -> None:
    """The hunters come back as the next day begins; the hitters are told and get a random 黑商 gift."""
    st = of(game)
    if not away.due(game, st.trip):
        return
    picks = {n: st.picks.get(n, NOT_SENT) for n in st.trip.players}
    aim, hit = hits(st.director, picks)
    game.trace(f"<{MOON}>：导演{st.director}，" + "，".join(f"{n}号 {x}" for n, x in picks.items())
               + f"；平均数的80%={float(aim):.2f}；打中猎物：{labels(game, hit)}")
    away.bring_back(game, MOON, st.trip)
    for n in hit:
        kind = game.rng.choice(gifts.KINDS)
        name = gifts.SKILL_OF["黑商"][kind]
        slot = SkillSlot.of(gifts.BY_NAME[name], gifts.SOURCE, uses=1)
        slot.data.update(role=game.seats[n].role, giver="黑商")
        game.seats[n].skills.append(slot)
        game.notice(n, f"新月<{MOON}>：你打中了猎物，随机获得一份黑商礼物：{kind}（临时技能[{name}]，使用一次后丢失）。")
