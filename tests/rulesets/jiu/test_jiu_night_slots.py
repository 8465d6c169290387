"""The slot order inside the ordered night steps (【有先后顺序】, JIU-R161): 早夜2 (JIU-R166), 午夜 (JIU-R167)
and 凌晨1 (JIU-R170). Each use is submitted in the reverse of the action order, so only the step's own
order can give what is seen; a gift skill settles in the slot of the identity it comes from (JIU-A05)."""
from jiu_helpers import (EMPEROR, MERCHANT, PLAGUE, SAGE, SAINT, SEER, SOUL, WITCH, ZHUQUE, DUCK, A, deaths, events,
                         game, night, notices, rejected, statuses)

DAY2 = {"at": "day 2"}


def _gift(kind: str):
    """Night 1: 黑商 gives 预言家 a gift, held from the night's end."""
    return night(1, A(MERCHANT, "馈赠", [SEER], choice=kind))


def _traces(g, t):
    return [e["text"] for e in events(g, "trace", t)]


def test_jiu_r166_early_night_2_gift_shelter_then_plague_then_soul():
    g = game([_gift("守护"), DAY2,
              night(2, A(SOUL, "摄魂", [WITCH]), A(PLAGUE, "传播瘟疫", [WITCH]), A(SEER, "流光庇护", [WITCH]))])
    lines = _traces(g, "night 2")
    given = lines.index("8号 获得[守护]（来自7号），持续至第2夜结束")
    assert lines[given + 1:given + 3] == ["8号 的状态被清除：守护", "8号 获得[漏洞]（来自10号），永久"]
    told = [t for t in notices(g, WITCH) if "漏洞" in t or "摄魂" in t]
    assert told == ["你获得了[漏洞]状态，永久。", "你被<摄魂>：可以让导演明天公布不超过50字的任意内容。"]


def test_jiu_r167_midnight_karmic_fire_settles_before_the_gift_freeze():
    """朱雀 gets its 业炎 use from 涅槃 (knifed on night 1); on night 2 the 冰冻 holder, burnt first, is silenced."""
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE]), A(MERCHANT, "馈赠", [SEER], choice="控制")), DAY2,
              night(2, A(SEER, "冰冻", [ZHUQUE]), A(ZHUQUE, "业炎", [SEER]))])
    assert "业炎" in statuses(g, SEER) and "冰冻" not in statuses(g, ZHUQUE)
    assert rejected(g, SEER, "冰冻") == ["7号 处于[沉默]状态：不能发动[强制]技能以外的技能"]


def test_jiu_r167_midnight_the_gift_freeze_settles_before_the_guards():
    g = game([_gift("控制"), DAY2, night(2, A(SAGE, "光明守护", [SOUL]), A(SEER, "冰冻", [SAGE]))])
    assert "冰冻" in statuses(g, SAGE) and "不死" not in statuses(g, SOUL)
    assert rejected(g, SAGE, "光明守护") == ["4号 处于[沉默]状态：不能发动[强制]技能以外的技能"]


def test_jiu_r170_dawn_1_purification_settles_before_the_joint_strike():
    """帝尊魔皇 purified at 凌晨1 has lost its <强制> 日月合击 when it strikes: only 九天圣人 deals the damage."""
    both = [A(SAGE, "光明守护", [SOUL]), A(EMPEROR, "黑暗守护", [SOUL])]
    strikes = lambda g: [t for t in _traces(g, "night 1") if t.startswith("日月合击→")]
    g = game([night(1, *both)])
    assert len(strikes(g)) == 2 and deaths(g) == [SOUL]
    g = game([night(1, *both, A(SAINT, "净化", [EMPEROR]))])
    assert len(strikes(g)) == 1 and deaths(g) == [SOUL] and "净化" in statuses(g, EMPEROR)


def test_jiu_r170_dawn_1_gift_seeing_and_poison_before_the_saintess_before_the_strike():
    """The step's key: 通灵/照耀/毒药 (女巫's slot) → 祝福/净化 → 日月合击, whatever the submission order."""
    from bansha.engine.skills import Intent, SkillSlot
    from bansha.rulesets.jiu.night import NIGHT_STEPS
    from bansha.rulesets.jiu.roles import gifts, guards, saintess
    step = next(s for s in NIGHT_STEPS if s.id == "凌晨1")
    slots = [(SkillSlot.of(guards.日月合击), "九天圣人"), (SkillSlot.of(saintess.净化), "圣女"),
             (SkillSlot.of(saintess.祝福), "圣女"), (SkillSlot.of(gifts.毒药, "礼物"), "狂戮"),
             (SkillSlot.of(gifts.通灵, "礼物"), "预言家")]
    for slot, role in slots:
        slot.data["role"] = role
    got = sorted([Intent(k + 1, slot, (), index=k) for k, (slot, _) in enumerate(slots)], key=step.key)
    assert [i.slot.defn.name for i in got] == ["通灵", "毒药", "祝福", "净化", "日月合击"]


def test_jiu_r171_late_dawn_2_holds_no_skill_of_the_pool():
    """凌晨2 (关门100分钟内) is a step of its own on the timetable, but no in-scope skill settles in it: every skill a
    seat of the pool can hold is offered in another sub-phase."""
    from bansha.rulesets import get
    from bansha.rulesets.jiu import night as jiu_night
    from bansha.rulesets.jiu.action_order import ACTION_ORDER
    from bansha.rulesets.jiu.timetable import NIGHT

    assert "凌晨2" not in ACTION_ORDER
    ids = [s.id for s in jiu_night.NIGHT_STEPS]
    assert ids.index("凌晨2") == ids.index("凌晨1") + 1
    assert ("凌晨2", 100, "有先后顺序") in NIGHT
    rs = get("jiu")
    skills = [s for role in rs.roles.values() for s in role.skills]
    assert skills and [s.name for s in skills if s.step == "凌晨2"] == []
