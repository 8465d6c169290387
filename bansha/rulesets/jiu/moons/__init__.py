"""新月 (JIU-R58, R145–R160): at the end of every 晨曦 the 执警 draws one (代理, 晨曦2) and the director,
a faceless source with no faction or identity, then casts every drawn 新月 that can be cast — a drawn
新月 stays for good, a <限定> one fires once. A [指定] 新月 goes through the same pipeline as any skill, so
[隐身] resists it (JIU-R256); its random choices use the game's rng. The director's own draw when the 执警
names none follows option moon_draw (rulings.md, JIU-A21).

One module per 新月: its `cast(game)` (False = nothing to cast it on yet: a <限定> one waits), registered
in CAST below; the ruleset hooks it needs go in HOOKS; what it remembers, a dataclass of its own that its
`of(game)` reads from the game's state (JiuState.of)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine.draws import Draws
from bansha.engine.errors import Refusal
from bansha.engine.intake import build_intent
from bansha.engine.skills import SkillDef
from bansha.engine.events import on
from ..events import DAMAGED, NIGHT_END, VOTE_SETTLED, WOULD_EXIT

from ..common import BY_NAME, SEER_KIND
from . import away, crystal_ball, death_touch, gather, hunt, miracle, old_blade, thunder
from . import fang, full_moon, grants, legacy, rage, uproar
from .texts import TEXT

if TYPE_CHECKING:
    from ..state import JiuGame

MOONS = ("死之触", "匹夫一怒，血溅五步", "去打猎", "魔法水晶球/梦游/诚实笔仙", "林地采集", "光耀传承", "宝刀未老",
         "满月/神经错乱", "天打雷劈", "群情激奋", "狼人毒牙", "奇迹")
# each heading and each name it joins with "/", to its heading (the first heading naming it, as canonical reads them)
_HEADING: dict[str, str] = {}
for _m in MOONS:
    for _name in (_m, *_m.split("/")):
        _HEADING.setdefault(_name, _m)
LIMITED = frozenset({"匹夫一怒，血溅五步", "去打猎", "林地采集", "光耀传承", "宝刀未老", "满月/神经错乱", "天打雷劈",
                     "群情激奋", "狼人毒牙", "奇迹"})

CAST = {"魔法水晶球/梦游/诚实笔仙": crystal_ball.cast, "宝刀未老": old_blade.cast, "死之触": death_touch.cast,
        "奇迹": miracle.cast, "天打雷劈": thunder.cast, "去打猎": hunt.cast, "林地采集": gather.cast}
CAST |= {"匹夫一怒，血溅五步": rage.cast, "满月/神经错乱": full_moon.cast, "群情激奋": uproar.cast, "狼人毒牙": fang.cast,
         "光耀传承": legacy.cast}
HOOKS = [on(NIGHT_END, old_blade.blade_night_end), on(WOULD_EXIT, thunder.thunder_saves),
         on(NIGHT_END, hunt.night_end), on(NIGHT_END, gather.night_end), on(WOULD_EXIT, gather.shelter),
         on(VOTE_SETTLED, gather.extra_exile)]
HOOKS += [on(DAMAGED, uproar.on_damage), on(VOTE_SETTLED, uproar.extra_exile), on(WOULD_EXIT, fang.bitten)]
# what a 新月 drawn by the 执警 lets its targets send before it is cast (a 正午 skill of that day)
PROMISES = {"匹夫一怒，血溅五步": rage.promise, "去打猎": hunt.promise, "林地采集": gather.promise}
# the skills the 新月 give, named in scenarios
GRANTED = (rage.SNIPE, full_moon.TEAM, fang.INFECT, uproar.VOTE)
# the non-<强制> skills the 新月 give, as this module's own: 控天 may name them (group_skills._skill_tags)
崩塌狙击, 感染 = rage.崩塌狙击, fang.感染
# a 新月 that cannot be drawn now: what it lacks (去打猎/林地采集 need every living seat's gender), and the draw's
# refusal naming it; the deck (drawable, asked at every 晨曦) asks only whether anything is lacking: no text
NEEDS = {"去打猎": (away.genderless, hunt.refusal), "林地采集": (away.genderless, gather.refusal)}
# the 新月 games' own uses (a leaver makes them while away), taken by take_away_input
AWAY_SKILLS: Final = {hunt.PLAY: "去打猎", gather.PLAY: "林地采集", gather.VOTE: "林地采集"}


def take_away_input(game: "JiuGame", inp):
    """A submission in a 新月's author-only thread (打猎游戏, 采集游戏), or a vote in 林地采集's extra thread."""
    if inp.get("skill") == gather.VOTE:
        why = gather.take_ballot_refusal(game, inp.get("by"))
        if why:
            raise Refusal(why)
        return build_intent(game, inp, game.kind)
    return away.take(game, inp, AWAY_SKILLS)


def settle_away(game: "JiuGame", intents):
    """The 新月 games' submissions settle here: their senders are away (out of play), which the engine's
    settling would refuse; the rest go on."""
    rest = []
    for i in intents:
        if i.skill in (hunt.PLAY, gather.PLAY):
            i.consumed = True
            i.slot.defn.effect(game, i)
        else:
            rest.append(i)
    return rest


def canonical(name) -> str | None:
    """A 新月 by its heading, or by any one of the names a heading joins with "/" (spec/jiu.md §3)."""
    if not isinstance(name, str):
        return None
    return _HEADING.get(name)


# the 新月 whose targets the director may name itself (黑幕自选): a [指定] one with a choice within its range
PICKED = ("匹夫一怒，血溅五步", "魔法水晶球/梦游/诚实笔仙", "光耀传承", "狼人毒牙")


def take_pick(game: "JiuGame", inp) -> dict:
    """黑幕自选 (JIU-R58): at a 晨曦 the director names the roles a [指定] 新月 cast then is to choose; checked
    against the 选择范围 when the 新月 is cast (grants.pick)."""
    m = canonical(inp.get("moon"))
    if m not in PICKED:
        raise Refusal(f"<{inp.get('moon')}>：导演只能为这些新月自选目标：{'、'.join(PICKED)}")
    if game.period.kind != "day" or game.period.number < 2:
        raise Refusal("导演在晨曦阶段发动新月事件（竞选日没有晨曦）")
    targets = inp.get("targets")
    if not isinstance(targets, list) or not targets or len(set(targets)) != len(targets):
        raise Refusal(f"<{m}>：导演自选的目标应为不重复的座位号列表")
    for t in targets:
        game.seat(t)
    return {"kind": "moon_pick", "moon": m, "targets": list(targets)}


def deputy_only(game: "JiuGame", seat, defn) -> str | None:
    """Only the 执警 draws, and only at 晨曦 (a `when`: nobody else, and not the 竞选日, is offered 代理)."""
    if game.state.deputy != seat.no:
        return "<代理>：只有执警可以抽取新月"
    if game.period.kind != "day" or game.period.number < 2:
        return "<代理>：执警在晨曦阶段抽取新月（竞选日没有晨曦）"
    return None


def code_of(choice) -> int | None:
    """A draw code (抽取号码): a number, sent as one or as its digits."""
    if isinstance(choice, int) and not isinstance(choice, bool):
        return choice
    if isinstance(choice, str) and choice.strip().isdecimal():
        return int(choice.strip())
    return None


def check_draw(game: "JiuGame", seat, intent) -> str | None:
    code = code_of(intent.choice)
    if code is not None:
        left = len(drawable(game))
        if not 1 <= code <= left:
            return f"<代理>：抽取号码须为1至{left}之间的数字（剩余{left}张新月）" if left else "<代理>：没有可以抽取的新月"
        return None
    return _named_refusal(game, intent.choice)


def _named_refusal(game: "JiuGame", choice) -> str | None:
    """check_draw of a 新月 named, not a code."""
    m = canonical(choice)
    if m is None:
        return f"<代理>：没有新月{choice}；新月：{'、'.join(MOONS)}"
    if m in game.state.moons:
        return f"<代理>：新月<{m}>已经抽取过"
    return NEEDS[m][1](game) if m in NEEDS and NEEDS[m][0](game) else None


def drawable(game: "JiuGame") -> list[str]:
    """The 新月 that can be drawn now (not drawn yet, and what they need there: `_named_refusal` without its
    words): the deck the codes draw from."""
    drawn = game.state.moons
    return [m for m in MOONS if m not in drawn and not (m in NEEDS and NEEDS[m][0](game))]


def codes(game: "JiuGame") -> list[int]:
    """What the 执警's page offers: 「执警需私聊导演一个抽取号码（或类似的代号）」 — a number for each card of the deck,
    face down; which 新月 a number draws is known only once drawn (JIU-R145, rulings JIU-T5)."""
    return list(range(1, len(drawable(game)) + 1))


def _drawn(game: "JiuGame", m: str, by: int | None, code: int | None = None) -> None:
    game.state.moons.append(m)
    # 选择的代号和新月内容会被单独公开展示 (JIU-R145): each its own post, in the day's thread after the 开门 公告
    drew = f"执警抽取号码：{code}，抽到新月：{m}" if code is not None else f"执警抽取新月：{m}"
    game.state.moon_posts += [drew, f"新月内容：{m}\n{TEXT[m]}"]
    game.trace(f"新月<{m}>由{by}号以抽取号码{code}抽取" if code is not None
               else f"新月<{m}>由{by}号抽取" if by else f"新月<{m}>由导演随机抽取")


def show_draws(game: "JiuGame") -> None:
    """开门: the 新月 drawn at this 晨曦, shown on their own (游戏流程发生变化时需要在讨论帖中公示: the day's thread
    opens with the 开门 公告; rulings JIU-T3)."""
    posts, game.state.moon_posts = game.state.moon_posts, []
    for text in posts:
        game.announce(text)


def cast_all(game: "JiuGame") -> None:
    """导演 发动新月事件: the 执警 who drew nothing (or no 执警) leaves the draw to the director's deck at
    random (JIU-A21); then every drawn 新月 that can be cast is cast, in draw order."""
    st = game.state
    if st.moon_drawn != game.period:
        left = drawable(game)
        if game.options["moon_draw"] == "不抽取":
            game.trace("执警没有抽取新月：本次晨曦不抽取（选项 moon_draw：不抽取）")
        elif left:
            _drawn(game, game.rng.choice(left), None)
    grants.drop_at_draw(game)
    for m in list(st.moons):
        if m in LIMITED and m in st.moon_spent:
            continue
        if CAST[m](game) is False:  # nothing it could be cast on yet: a <限定> one waits
            continue
        if m in LIMITED:
            st.moon_spent.add(m)


def mark_drawn(game: "JiuGame", intent) -> None:
    """The draw: a 新月 named (the director's entry of what the deck gave, spec/jiu.md §3) or a code — the deck
    (the 新月 that can be drawn now, in the seed's order) shuffled with the game's rng as it is drawn, the code
    taking its card: the same chance for every card, and nobody knows a code's card before (rulings JIU-T5)."""
    game.state.moon_drawn = game.period
    code = code_of(intent.choice)
    if code is None:
        m = canonical(intent.choice)
        assert m is not None, "check_draw refuses a choice that names no 新月"
        return _drawn(game, m, intent.actor)
    deck = drawable(game)
    Draws(game.rng).shuffle(deck)
    m = deck[code - 1]
    _drawn(game, m, intent.actor, code)
    if m in PROMISES:  # what a named draw promises as it is accepted, a coded one as it is drawn
        PROMISES[m](game)


def promise_draw(game: "JiuGame", intent) -> None:
    m = canonical(intent.choice)
    if m in PROMISES:
        PROMISES[m](game)


代理 = SkillDef("代理", "day", frozenset({"强制", "晨曦"}), targets=0, step="晨曦2", when=deputy_only,
              checks=(check_draw,), effect=mark_drawn, on_accept=promise_draw, choices=MOONS,
              choice_help="抽取号码（1至剩余新月张数），抽到哪张新月在抽取后公开",
              description="晨曦阶段，执警需私聊导演一个抽取号码，选择一个新月执行。")


def seers_alive(game: "JiuGame") -> int:
    return sum(1 for s in game.seats.values() if s.alive and SEER_KIND in BY_NAME[s.role].tags)
