"""新月 (JIU-R58, R145–R160): at the end of every 晨曦 the 执警 draws one (代理, 晨曦2) and the director,
a faceless source with no faction or identity, then casts every drawn 新月 that can be cast — a drawn
新月 stays for good, a <限定> one fires once. A [指定] 新月 goes through the same pipeline as any skill, so
[隐身] resists it (JIU-R256); its random choices use the game's rng. Built: 魔法水晶球, 宝刀未老, 死之触,
奇迹, 天打雷劈; the director's own draw when the 执警 names none follows option moon_draw (rulings.md, JIU-A21)."""
from __future__ import annotations

from bansha.engine.period import Period
from bansha.engine.skills import SkillDef

from . import directed, statuses
from bansha.engine.procedure import OPEN

from .common import BY_NAME, RULE_ORDER, SEER_KIND

MOONS = ("死之触", "匹夫一怒，血溅五步", "去打猎", "魔法水晶球/梦游/诚实笔仙", "林地采集", "光耀传承", "宝刀未老",
         "满月/神经错乱", "天打雷劈", "群情激奋", "狼人毒牙", "奇迹")
LIMITED = frozenset({"匹夫一怒，血溅五步", "去打猎", "林地采集", "光耀传承", "宝刀未老", "满月/神经错乱", "天打雷劈",
                     "群情激奋", "狼人毒牙", "奇迹"})


def canonical(name) -> str | None:
    """A 新月 by its heading, or by any one of the names a heading joins with "/" (spec/jiu.md §3)."""
    if not isinstance(name, str):
        return None
    for m in MOONS:
        if name == m or name in m.split("/"):
            return m
    return None


def crystal_ball(game) -> None:
    """魔法水晶球/梦游/诚实笔仙③ [指定]: X of the roles a 验人系 got surface information on last night (X =
    验人系 alive when that night began; all if fewer) → 公示 their actual identities in rule order."""
    last = str(Period.of("night", game.period.number - 1))
    pool = sorted(set(game.state.looked_at.get(last, [])))
    x = game.state.seers_alive_at.get(last, 0)
    if not pool or x <= 0:
        game.trace("<魔法水晶球>：上一晚没有被验人系获取过表面类信息的角色")
        return
    chosen = pool if len(pool) <= x else sorted(game.rng.sample(pool, x))
    use = directed.cast(game, "魔法水晶球", chosen, lambda g, u: None)
    if use.settled:
        names = sorted((game.seats[t].role for t in use.settled), key=lambda r: RULE_ORDER[r])
        game.announce(f"验人系查验了这些身份：{'、'.join(names)}")


def old_blade(game) -> None:
    """宝刀未老② [限定]: 下一个夜晚 (the night after this 晨曦), every [杀人] used adds 结算目标永久获得[漏洞]
    (night.kill)."""
    game.state.blade_night = str(Period.of("night", game.period.number))


def blade_marks(game, targets) -> None:
    """The 宝刀未老 night: each 结算目标 of a [杀人] is due a permanent [漏洞] (rulings.md, 宝刀未老)."""
    if game.state.blade_night == str(game.period):
        game.state.blade_due += [t for t in targets if t not in game.state.blade_due]


def blade_night_end(game) -> None:
    """添加如下效果 comes after the kill's [指杀], settled with the exit list: the [漏洞] lands at the
    night's end, from the director (no seat), on the living and the out alike (rulings.md, 宝刀未老)."""
    due, game.state.blade_due = game.state.blade_due, []
    for t in due:
        statuses.give(game, t, "漏洞", None)


def death_touch(game) -> None:
    """死之触⑦ [强制]: held by the director from its draw on; what it does is a bar on every [杀人] (touch_bar)."""
    game.trace("<死之触>：所有[杀人]只能对电梯楼邻居两个角色以及自己使用")


def touch_bar(game, seat, intent) -> str | None:
    """死之触: a [杀人] may target only the user itself and its two nearest 电梯楼 neighbours once the
    out are removed; the group's kill (团队) may take any living [群内] as its origin (JIU-R149)."""
    if "死之触" not in game.state.moons:
        return None
    from .common import GROUP, in_elevator, neighbours
    if intent.slot is not None and intent.slot.source == "团队":
        origins = [m for m in sorted(game.groups.get(GROUP, ())) if in_elevator(game, m)]
    else:
        origins = [seat.no]
    allowed = {o for o in origins} | {n for o in origins for n in neighbours(game, o)}
    bad = [t for t in intent.targets if t not in allowed]
    if bad:
        return (f"<死之触>：[杀人]只能对电梯楼邻居两个角色以及自己使用（可选：{'、'.join(f'{n}号' for n in sorted(allowed))}；"
                f"{'、'.join(f'{n}号' for n in bad)}不在其中）")
    return None


def miracle(game) -> bool:
    """奇迹④ [指定][限定]: the last role to exit through [杀人] is revived, gets a permanent [净化] and is
    told. One whose exit is not yet published leaves the unpublished list and gives its 遗言 slot back,
    nobody else told (PS, JIU-R255). With no such role out, nothing can be cast: the 新月 waits (rulings.md, 奇迹)."""
    from bansha.engine import life
    st = game.state
    last = next((n for n, cause, _ in reversed(st.exits) if cause == "杀人"), None)
    if last is None or game.seats[last].alive or game.seats[last].life == life.LEFT:
        game.trace("<奇迹>：没有可复活的因[杀人]出局的角色")
        return False

    def settle(g, use):
        for t in use.settled:
            seat = g.seats[t]
            if t in st.unpublished:
                st.unpublished.remove(t)
                if seat.data.get("遗言") == OPEN:  # its slot not yet used by words
                    seat.data.pop("遗言")
                    st.words_left += 1
            life.revive(g, t, "奇迹")
            statuses.give(g, t, "净化", None, tell=False)
            g.notice(t, "新月<奇迹>：你复活了，并永久获得[净化]状态。")
    directed.cast(game, "奇迹", [last], settle)
    return True


TITLES = ("警长", "执警", "群内可选技能")  # slots of the titles and the group, not the seat's own skills


def thunder(game) -> None:
    """天打雷劈③ [限定]: 发动后的下一个夜晚 — the night after this 晨曦 (thunder_saves)."""
    game.flags["天打雷劈"] = str(Period.of("night", game.period.number))


def village_median(game) -> float:
    """开局[村民身份强度值排名]的中位数: the scores of the village identities dealt at the opening; an even
    count takes the mean of the middle two (rulings.md, JIU-A23)."""
    from statistics import median
    from .common import VILLAGE
    scores = [BY_NAME[s.role].score for s in game.seats.values() if s.role in BY_NAME and BY_NAME[s.role].faction == VILLAGE]
    return median(scores) if scores else 0


def thunder_saves(game, seat, kind, source, cause) -> bool:
    """天打雷劈's night: a wolf-faction [杀人] that would make its 结算目标 exit does not. A village target whose
    identity's strength (不定 = 0) is at most the opening median loses every skill, gains [群内] and turns
    wolf; otherwise the kill's source takes a [致死伤害] from the director (JIU-R157; rulings.md, JIU-A23)."""
    from . import harm, knife
    from .common import IN_GROUP, VILLAGE, WOLF, label, score
    from .roles import ROLES
    if cause != "杀人" or game.flags.get("天打雷劈") != str(game.period) or source is None \
            or game.seats[source].camp != WOLF:
        return False
    t = game.seats[seat]
    game.trace(f"<天打雷劈>：{seat}号 免于此次出局")
    if t.camp == VILLAGE and score(t.role) <= village_median(game):
        t.lost |= {d.name for d in ROLES[t.role].skills} | {s.defn.name for s in t.skills if s.source not in TITLES}
        knife.tags(game, seat)
        t.data["tags"].add(IN_GROUP)
        t.camp = WOLF
        game.notice(seat, "<天打雷劈>：你免于出局，失去所有技能，获得[群内]标签，阵营变为狼人阵营。")
        knife.refresh(game)
        if seat in game.groups.get(knife.GROUP, ()):
            game.group_message(knife.GROUP, f"{label(game, seat)} 加入狼人[群内]。")
        game.fire("camp_changed", seat=seat)
    else:
        harm.damage(game, source, "致死伤害", None, "天打雷劈")
    return True


CAST = {"魔法水晶球/梦游/诚实笔仙": crystal_ball, "宝刀未老": old_blade, "死之触": death_touch, "奇迹": miracle,
        "天打雷劈": thunder}
BUILT = frozenset(CAST)


def deputy_only(game, seat, defn) -> str | None:
    """Only the 执警 draws, and only at 晨曦 (a `when`: nobody else, and not the 竞选日, is offered 代理)."""
    if game.state.deputy != seat.no:
        return "<代理>：只有执警可以抽取新月"
    if game.period.kind != "day" or game.period.number < 2:
        return "<代理>：执警在晨曦阶段抽取新月（竞选日没有晨曦）"
    return None


def check_draw(game, seat, intent) -> str | None:
    m = canonical(intent.choice)
    if m is None:
        return f"<代理>：没有新月{intent.choice}；新月：{'、'.join(MOONS)}"
    if m in game.state.moons:
        return f"<代理>：新月<{m}>已经抽取过"
    if m not in BUILT:
        return f"<代理>：新月<{m}>尚未实现"
    return None


def draw(game, intent) -> None:
    m = canonical(intent.choice)
    _drawn(game, m, intent.actor)


def _drawn(game, m: str, by: int | None) -> None:
    game.state.moons.append(m)
    game.announce(f"执警抽取新月：{m}")
    game.trace(f"新月<{m}>由{by}号抽取" if by else f"新月<{m}>由导演随机抽取")


def cast_all(game) -> None:
    """导演 发动新月事件: the 执警 who drew nothing (or no 执警) leaves the draw to the director's deck at
    random (JIU-A21); then every drawn 新月 that can be cast is cast, in draw order."""
    st = game.state
    if not game.flags.get(f"drawn {game.period}"):
        left = [m for m in MOONS if m in BUILT and m not in st.moons]
        if game.options["moon_draw"] == "不抽取":
            game.trace("执警没有抽取新月：本次晨曦不抽取（选项 moon_draw：不抽取）")
        elif left:
            _drawn(game, game.rng.choice(left), None)
    for m in list(st.moons):
        if m in LIMITED and m in st.moon_spent:
            continue
        if CAST[m](game) is False:  # nothing it could be cast on yet: a <限定> one waits
            continue
        if m in LIMITED:
            st.moon_spent.add(m)


def mark_drawn(game, intent) -> None:
    game.flags[f"drawn {game.period}"] = True
    draw(game, intent)


代理 = SkillDef("代理", "day", frozenset({"强制", "晨曦"}), targets=0, step="晨曦2", when=deputy_only,
              checks=(check_draw,), effect=mark_drawn, choices=MOONS,
              description="晨曦阶段，执警需私聊导演一个抽取号码，选择一个新月执行。")


def seers_alive(game) -> int:
    return sum(1 for s in game.seats.values() if s.alive and SEER_KIND in BY_NAME[s.role].tags)
