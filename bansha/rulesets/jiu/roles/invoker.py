"""祈求者⑨ (验人系): 祈祷 [深夜] (深夜1, not [指定]) — a list of any number of roles, exited ones allowed, each with
a guessed [表面阵营], [表面身份] and [表面带刀]; the answer is only how many entries are right (JIU-R59). 祈愿
[深夜][限定] (深夜2) — the last 祈祷's right count over 总人数×3, rounded to a percentage: 0–50% 翻牌 + [致死伤害]
(last words even with no slot, JIU-R205); 51–75% the table and count published the next day; 76–85% the skills
of a village identity of ≤6 points; 86–95% of any village identity; 96–100% its faction wins at once (JIU-R60,
R222, R258). Readings: JIU-A19, A20, and 祈祷's list in rulings.md."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bansha.engine.procedure import grant_last_words
from bansha.engine.skills import IDENTITY, Ask, RoleDef
from bansha.engine.events import on
from ..events import DEATH

from .. import acquire, harm, knife, wins
from ..common import BY_NAME, FACTIONS, VILLAGE, round_half_up
from ..notify import tell
from ._kit import reveal, skill, 限定

if TYPE_CHECKING:
    from ..state import JiuGame

SLOT = "祈求者祈愿"  # its entry of the exit list (下列顺序统计出局名单)

PRAY, WISH = "祈祷", "祈愿"
COUNTED = {PRAY: "填写正确的数量{}"}  # 导演反馈其中填写正确的数量: a count, not a seat (Ruleset.count_feedback)
SHORT = {"村民": VILLAGE, "狼人": "狼人阵营", "三方": "三方阵营", "不定": "不定阵营"}
KNIFE_WORDS = {"带刀": True, "是": True, "true": True, "不带刀": False, "否": False, "false": False}
BLANK = ("-", "?", "？", "无", "null", "")


@dataclass
class Prayer:
    """祈求者's state: its last 祈祷 — the rows and how many facts were right (none yet: nothing right, JIU-A19)."""
    rows: list[Any] = field(default_factory=list)
    correct: int = 0


@dataclass
class KnifeAtExit:
    """Any seat's state: whether it was 带刀 when it exited (祈祷's [表面带刀] of an exited role, pray_dead_knife)."""
    carried: bool = False
ROW_HELP = ('每行 [座位号, 表面阵营, 表面身份, 表面带刀]，如 [[3,"村民阵营","预言家",false]]；'
            "或文字：3 村民 预言家 不带刀；5 狼人 狼巫 带刀（未猜的一项写 -）")


def _fact(value, kind: str):
    """One guessed fact of a row, or None where the row leaves it blank."""
    if value is None or (isinstance(value, str) and value.strip() in BLANK):
        return None
    if kind == "knife":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in KNIFE_WORDS:
            return KNIFE_WORDS[value.strip().lower()]
        raise ValueError(f"表面带刀应为 true/false（带刀/不带刀），而不是 {value}")
    if not isinstance(value, str):
        raise ValueError(f"{value} 不是{'阵营' if kind == 'camp' else '身份'}名")
    v = value.strip()
    if kind == "camp":
        v = SHORT.get(v, v)
        if v not in FACTIONS:
            raise ValueError(f"{value} 不是阵营名（{'、'.join(FACTIONS)}）")
    elif v not in BY_NAME:
        raise ValueError(f"{value} 不是规则中的身份")
    return v


def _json(text: str):
    try:
        return json.loads(text)
    except ValueError:
        raise ValueError("名单看起来是 JSON，但无法解析") from None


def rows(game: "JiuGame", choice) -> list[tuple[int, str | None, str | None, bool | None]]:
    """The 祈祷 list as rows (seat, 表面阵营, 表面身份, 表面带刀): the JSON list spec/jiu.md gives, or the
    text form (rows split by ；/;/newline, fields by spaces or ，、,). Raises ValueError in the rules' words."""
    if isinstance(choice, str) and choice.strip().startswith("["):
        choice = _json(choice)
    if isinstance(choice, str):
        choice = [re.split(r"[\s,，、]+", r.strip()) for r in re.split(r"[;；\n]+", choice) if r.strip()]
    if not isinstance(choice, list) or not choice:
        raise ValueError("需要提交一份马甲与[表面阵营][表面身份][表面带刀]的对应名单")
    out, seen = [], set()
    for r in choice:
        if not isinstance(r, list) or len(r) != 4:
            line = " ".join(str(x) for x in r) if isinstance(r, list) else str(r)
            raise ValueError(f"名单的每一行应为[座位号, 表面阵营, 表面身份, 表面带刀]（未猜的一项写 -）：“{line}”有{len(r)}项"
                             if isinstance(r, list) else f"名单的每一行应为[座位号, 表面阵营, 表面身份, 表面带刀]：“{line}”")
        seat = r[0]
        if isinstance(seat, str):
            seat = int(seat.rstrip("号")) if seat.rstrip("号").isdecimal() else seat
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in game.seats:
            raise ValueError(f"没有{seat}号座位")
        if seat in seen:
            raise ValueError(f"{seat}号 在名单中出现了两次：每个马甲只能填写一行")
        seen.add(seat)
        out.append((seat, _fact(r[1], "camp"), _fact(r[2], "role"), _fact(r[3], "knife")))
    return out


def check_list(game: "JiuGame", seat, intent):
    try:
        rows(game, intent.choice)
    except ValueError as e:
        return f"<{PRAY}>：{e}"
    return None


def surface_knife(game: "JiuGame", n: int) -> bool:
    """[表面带刀]: no identity of the pool disguises it, so it is the 实际带刀 (knife.carries_knife; a dog
    狼狗 holds no [杀人]); an exited role, as it was when it exited (option pray_dead_knife: 不带刀)."""
    seat = game.seats[n]
    if not seat.alive:
        return game.options.get("pray_dead_knife") != "不带刀" and seat.state_of(KnifeAtExit).carried
    return knife.carries_knife(game, n)


def right(game: "JiuGame", r) -> int:
    n, camp, role, armed = r
    seat = game.seats[n]
    return ((camp is not None and camp == seat.surface_camp) + (role is not None and role == seat.surface_role)
            + (armed is not None and armed == surface_knife(game, n)))


def pray(game: "JiuGame", intent):
    table = rows(game, intent.choice)
    correct = sum(right(game, r) for r in table)
    last = game.seats[intent.actor].state_of(Prayer)
    last.rows, last.correct = table, correct
    game.state.looked_at.setdefault(game.period, []).extend(r[0] for r in table)  # JIU-A20
    game.feedback(intent.actor, PRAY, correct)


def percent(game: "JiuGame", correct: int) -> int:
    """[正确数量]占[总人数*3]的百分比（四舍五入）: 总人数 is the starting total (JIU-R16)."""
    return round_half_up(correct * 100 / (game.state.total * 3))


def grantable(pct: int) -> list[str]:
    """The village identities whose skills 祈愿 may take at this percentage (76–85%: ⑥分及以内; 86–95%: any)."""
    if 76 <= pct <= 85:
        return [i.name for i in BY_NAME.values() if i.faction == VILLAGE and i.score <= 6]
    if 86 <= pct <= 95:
        return [i.name for i in BY_NAME.values() if i.faction == VILLAGE]
    return []


def check_pick(game: "JiuGame", seat, intent):
    c = intent.choice
    if c is not None and (c not in BY_NAME or BY_NAME[c].faction != VILLAGE):
        return f"<{WISH}>：可以获取的是村民阵营的身份牌技能，{c} 不是村民阵营的身份"
    return None


def _row_text(r) -> str:
    n, camp, role, armed = r
    knife_word = "-" if armed is None else ("带刀" if armed else "不带刀")
    return f"{n}号 {camp or '-'} {role or '-'} {knife_word}"


def wish(game: "JiuGame", intent):
    actor = intent.actor
    seat = game.seats[actor]
    last = seat.state_of(Prayer)
    pct = percent(game, last.correct)
    game.trace(f"<{WISH}>：上次祈祷正确{last.correct}项 / (总人数{game.state.total}×3) = {pct}%")
    if pct <= 50:
        reveal(game, actor)
        harm.damage(game, actor, "致死伤害", actor, WISH, slot=SLOT)
    elif pct <= 75:
        table = "；".join(_row_text(r) for r in last.rows) or "（空）"
        game.state.news.append(f"祈求者最后一次填写的表格：{table}。正确数量：{last.correct}。")
    elif pct <= 95:
        take(game, actor, intent.choice, pct)
    elif seat.camp in game.lost:  # 已经判负的阵营无法再次获得胜利 (JIU-R213)
        game.trace(f"<{WISH}>：{pct}%，但{seat.camp}已经判负，无法获胜")
    else:
        wins.special_win(game, seat.camp, f"<{WISH}>：上次祈祷的正确数量占{pct}%（96%-100%），祈求者所在的阵营直接获胜")


def take(game: "JiuGame", actor: int, name: str | None, pct: int) -> None:
    """获取技能 (acquire.py, JIU-R50): no 刷新至初始 is written, so the skills come as the identity's holder left
    them and its [开局] ones cannot be used."""
    allowed = grantable(pct)
    if name is None:
        return tell(game, actor, f"<{WISH}>：{pct}%，你可以获取{'⑥分及以内' if pct <= 85 else '任何'}村民阵营的身份牌技能，但未选择身份。")
    if name not in allowed:
        return game.reject(actor, WISH, f"<{WISH}>：{pct}%只能获取⑥分及以内村民阵营的身份牌技能，{name}为{BY_NAME[name].score}分")
    slots = acquire.grant(game, actor, name, reset=False)
    names = "、".join(f"<{s.defn.name}>" for s in slots) or "无"
    tell(game, actor, f"<{WISH}>：你获取了{name}的身份牌技能：{names}。")  # at the end of 深夜 (JIU-R178)


def on_death(game: "JiuGame", seat, cause):
    """祈愿's 致死: "若因此出局则可以留下遗言" even with no slot left (JIU-R205); every exit keeps its 带刀."""
    s = game.seats[seat]
    s.state_of(KnifeAtExit).carried = knife.carries_knife(game, seat)
    if cause == WISH:
        grant_last_words(game, seat)
        game.notice(seat, f"<{WISH}>：你因祈愿出局，可以留下遗言。")


祈祷 = skill(PRAY, "深夜", None, targets=0, effect=pray, checks=(check_list,), choice_help=ROW_HELP,
           description="提交任意数量的马甲和[表面阵营][表面身份][表面带刀]的对应名单（可以包括已出局角色），导演反馈其中填写正确的数量。")
祈愿 = skill(WISH, "深夜", None, targets=0, tags=(限定,), uses=1, effect=wish, checks=(check_pick,),
           ask=Ask(IDENTITY, "要获取其技能的村民阵营身份（76%-95%时）", among=VILLAGE, optional=True),
           description="根据上次祈祷的正确数量占总人数*3的百分比：0-50%翻牌并受到致死伤害（可留遗言）；51-75%明天公布表格和正确数量；"
                       "76-85%获取⑥分及以内村民身份技能；86-95%获取任何村民身份技能；96-100%所在阵营直接获胜。")

ROLE = RoleDef("祈求者", VILLAGE, (祈祷, 祈愿), listens=(on(DEATH, on_death),), exit_slot=SLOT)
