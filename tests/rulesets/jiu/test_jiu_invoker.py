"""祈求者 — 祈祷 and 祈愿 (JIU-R59, R60, R258, R222, R205, R168; JIU-A19, A20)."""
from jiu_helpers import (DUCK, LINEUP, SEER, WARRIOR, WITCH, A, announced, day, deaths, events, feedback, game, night,
                         notices, rejected)

from bansha.engine.procedure import OPEN
from bansha.rulesets.jiu import acquire, night as jiu_night
from bansha.rulesets.jiu.common import FACTIONS
from bansha.rulesets.jiu.roles._kit import Revealed
from bansha.rulesets import get as _ruleset
from bansha.rulesets.jiu.action_order import ACTION_ORDER, in_scope

STEP_OF = {s: in_scope(s, _ruleset("jiu").skill_names()) for s in ACTION_ORDER}  # the steps' skills this ruleset has

INVOKER = 15
FIFTEEN = {**LINEUP, INVOKER: "祈求者"}  # 15 players: 总人数×3 = 45
ARMED = {DUCK, WITCH}  # the group's [群内]: 刺客鸭, 狼巫


def truth(n: int) -> list:
    """The row that is right on all three facts (no disguise in this line-up)."""
    role = FIFTEEN[n]
    camp = "狼人阵营" if role in ("刺客鸭", "岚", "狼巫", "帝尊魔皇", "狂戮") else "三方阵营" if role == "瘟神" else "村民阵营"
    return [n, camp, role, n in ARMED]


def table(right: int) -> list:
    """A 15-row table with exactly `right` right facts (the last facts made wrong, knife first)."""
    rows = [truth(n) for n in sorted(FIFTEEN)]
    wrong = 45 - right
    for r in reversed(rows):
        for k in (3, 2, 1):
            if wrong == 0:
                break
            r[k] = (not r[3]) if k == 3 else ("圣女" if r[2] != "圣女" else "朱雀") if k == 2 else (
                "不定阵营" if r[1] != "不定阵营" else "村民阵营")
            wrong -= 1
    return rows


def play(*steps, **kw):
    return game(list(steps), lineup=FIFTEEN, **kw)


def test_jiu_r59_the_director_answers_only_how_many_facts_are_right_exited_roles_included():
    rows = [[WARRIOR, "村民阵营", "闪电战士", False], [DUCK, "狼人阵营", "刺客鸭", True], [WITCH, "村民", "预言家", "带刀"]]
    g = play(night(1, A(DUCK, "杀人", [WARRIOR])), day(2), night(2, A(INVOKER, "祈祷", choice=rows)))
    assert WARRIOR in deaths(g, "night 1")
    assert feedback(g, INVOKER, "祈祷") == [7]  # 3 + 3 + the 狼巫's 带刀
    fb = events(g, "feedback", skill="祈祷")
    assert [g.audiences[g.events.index(e)] for e in fb] == [(INVOKER,)] and "target" not in fb[0]


def test_jiu_r59_the_text_form_reads_as_the_list():
    g = play(night(1, A(INVOKER, "祈祷", choice="2 狼人 刺客鸭 带刀；7 村民 预言家 -;9 - 摄魂师 不带刀")))
    assert feedback(g, INVOKER, "祈祷") == [6]


def test_jiu_r59_the_surface_is_read_not_the_actual_identity():
    dogs = {1: "祈求者", 2: "刺客鸭", 3: "预言家", 4: "狼巫", 5: "狼狗", 6: "黑商", 7: "侦探", 8: "闪电战士"}
    start = {"at": "start", "actions": [A(2, "群内可选技能", choice="遮天"), A(5, "做狼还是做狗", choice="做狼")]}
    g = game([start, day(1, A(5, "做狼还是做狗", choice=["做狗", "预言家"])),
              night(1, A(1, "祈祷", choice=[[5, "村民阵营", "预言家", False]]))], lineup=dogs, sheriff=None)
    g2 = game([start, day(1, A(5, "做狼还是做狗", choice=["做狗", "预言家"])),
               night(1, A(1, "祈祷", choice=[[5, "狼人阵营", "狼狗", True]]))], lineup=dogs, sheriff=None)
    assert feedback(g, 1, "祈祷") == [3] and feedback(g2, 1, "祈祷") == [0]


def test_jiu_r59_a_malformed_list_is_refused_in_the_rules_words():
    g = play(night(1, A(INVOKER, "祈祷", choice=[[2, "狼人阵营", "刺客鸭", True], [2, "狼人阵营", "狼巫", True]]),
                   A(INVOKER, "祈祷", choice=[[3, "好人", "黑商", False]]),
                   A(INVOKER, "祈祷", choice=[[3, "村民阵营", "猎人", False]])))
    assert rejected(g, INVOKER, "祈祷") == [
        "<祈祷>：2号 在名单中出现了两次：每个马甲只能填写一行", f"<祈祷>：好人 不是阵营名（{'、'.join(FACTIONS)}）",
        "<祈祷>：猎人 不是规则中的身份"]
    assert feedback(g, INVOKER, "祈祷") == []


def test_jiu_r59_a_short_typed_row_is_refused_as_the_player_typed_it():
    """JIU-R59: a typed row with a field missing names the row as typed, not as a Python list."""
    g = play(night(1, A(INVOKER, "祈祷", choice="2 村民 预言家\n11 狼人 刺客鸭 带刀")))
    assert rejected(g, INVOKER, "祈祷") == [
        "<祈祷>：名单的每一行应为[座位号, 表面阵营, 表面身份, 表面带刀]（未猜的一项写 -）：“2 村民 预言家”有3项"]


def test_jiu_r258_forty_of_forty_five_is_89_percent_any_village_identity():
    g = play(night(1, A(INVOKER, "祈祷", choice=table(40)), A(INVOKER, "祈愿", choice="朱雀")))
    assert feedback(g, INVOKER, "祈祷") == [40]
    got = [s for s in g.seats[INVOKER].skills if s.source == acquire.SOURCE and s.data["role"] == "朱雀"]
    assert {s.name for s in got} >= {"业炎", "天火"}
    assert "<祈愿>：你获取了朱雀的身份牌技能" in notices(g, INVOKER)[-1]


def test_jiu_r258_twenty_two_is_49_percent_reveal_and_die_with_last_words_r205():
    words = {"at": "day 2", "last_words": [{"by": INVOKER, "text": "表格是对的"}]}
    g = play(night(1, A(INVOKER, "祈祷", choice=table(22)), A(INVOKER, "祈愿")), words, options={"last_words": 0})
    assert deaths(g, "night 1") == [INVOKER] and events(g, "death", seat=INVOKER)[0]["cause"] == "祈愿"
    assert g.seats[INVOKER].state_of(Revealed).done is True
    assert f"有角色翻牌：15号{g.seats[INVOKER].name} 的实际身份为祈求者。" in announced(g, "day 2")
    assert "<祈愿>：你因祈愿出局，可以留下遗言。" in notices(g, INVOKER)
    assert f"15号{g.seats[INVOKER].name} 的遗言：表格是对的" in announced(g, "day 2")  # given at 晨曦, in the 开门 公告
    g = play(night(1, A(DUCK, "杀人", [SEER])), day(2), options={"last_words": 0})
    assert g.seats[SEER].data.get("遗言") != OPEN  # no slot: an ordinary exit has none


def test_jiu_r60_the_latest_prayer_counts_and_51_to_75_publishes_the_table_the_next_day():
    g = play(night(1, A(INVOKER, "祈祷", choice=table(10))),
             day(2), night(2, A(INVOKER, "祈祷", choice=table(30)), A(INVOKER, "祈愿")), day(3))
    assert feedback(g, INVOKER, "祈祷") == [10, 30]  # 30/45 = 66.7% → 67%
    text = announced(g, "day 3")
    assert "祈求者最后一次填写的表格：1号 村民阵营 朱雀 不带刀；" in text and "正确数量：30。" in text
    assert deaths(g) == []


def test_jiu_r60_76_to_85_takes_only_a_village_identity_of_six_points_or_less():
    g = play(night(1, A(INVOKER, "祈祷", choice=table(36)), A(INVOKER, "祈愿", choice="朱雀")))  # 80%
    assert rejected(g, INVOKER, "祈愿") == ["<祈愿>：80%只能获取⑥分及以内村民阵营的身份牌技能，朱雀为9分"]
    assert not [s for s in g.seats[INVOKER].skills if s.source == acquire.SOURCE]
    g = play(night(1, A(INVOKER, "祈祷", choice=table(36)), A(INVOKER, "祈愿", choice="预言家")),
             day(2), night(2, A(INVOKER, "预言", [DUCK])))
    assert feedback(g, INVOKER, "预言") == ["选择目标为非村民阵营"]
    g = play(night(1, A(INVOKER, "祈愿", choice="岚")))
    assert rejected(g, INVOKER, "祈愿") == ["<祈愿>：可以获取的是村民阵营的身份牌技能，岚 不是村民阵营的身份"]


def test_jiu_r222_96_percent_and_up_the_invoker_s_faction_wins_at_once():
    g = play(night(1, A(INVOKER, "祈祷", choice=table(44)), A(INVOKER, "祈愿")))  # 97.8% → 98%
    assert g.over and g.winner == "村民阵营" and "祈求者所在的阵营直接获胜" in g.outcome.reason
    assert events(g, "game_over")[0]["t"] == "night 1"


def test_jiu_r222_r213_a_faction_already_lost_does_not_win_by_the_wish():
    g = play(day(1))  # night 1 open
    g.lose("村民阵营", "test: judged lost before")
    g.submit({"kind": "action", "by": INVOKER, "skill": "祈祷", "choice": table(45)})
    g.submit({"kind": "action", "by": INVOKER, "skill": "祈愿"})
    g.close()
    assert not (g.over and "祈愿" in (g.outcome.reason if g.outcome else ""))


def test_jiu_r60_a19_a_wish_with_no_prayer_counts_nothing_right():
    g = play(night(1, A(INVOKER, "祈愿")), day(2))
    assert deaths(g, "night 1") == [INVOKER]
    g = play(night(1, A(INVOKER, "祈祷", choice=table(30)), A(INVOKER, "祈愿")), day(2), night(2, A(INVOKER, "祈愿")))
    assert rejected(g, INVOKER, "祈愿") == ["15号 <祈愿>为限定技能，已经发动过"]  # [限定]: once


def test_jiu_r168_the_late_night_first_slot_holds_exactly_its_skills_and_they_do_not_affect_each_other():
    assert STEP_OF["深夜1"] == ("预言", "祈祷", "黑暗侦测", "吞食", "天狗吞月", "惩善扬恶", "馈赠")
    step = next(s for s in jiu_night.NIGHT_STEPS if s.id == "深夜1")
    assert step.at_once and "互不影响" in step.title
    g = play(night(1, A(INVOKER, "祈祷", choice=[[SEER, "村民阵营", "预言家", False]]), A(SEER, "预言", [INVOKER]),
                   A(WITCH, "黑暗侦测", [INVOKER])))
    assert feedback(g, INVOKER, "祈祷") == [3] and feedback(g, SEER, "预言") == ["选择目标为村民阵营"]
    assert feedback(g, WITCH, "黑暗侦测") == ["选择目标是祈求者身份"]


def test_jiu_r60_a_taken_identity_s_forced_skill_works_for_the_invoker():
    """86–95%: 闪电战士's 轰雷斩, a <强制> kept on the identity, follows the invoker that took it (acquire.bears)."""
    g = play(night(1, A(INVOKER, "祈祷", choice=table(40)), A(INVOKER, "祈愿", choice="闪电战士")),
             day(2, votes={INVOKER: SEER}))
    bleeds = [s for s in g.seats[SEER].statuses if s.name == "流血"]
    assert [s.source for s in bleeds] == [INVOKER]


def test_jiu_r60_r178_the_skills_taken_are_told_when_the_late_night_ends():
    """JIU-R60 "祈求者可以获取任何村民阵营的身份牌技能", told as a private notice: "夜晚阶段，则需要等待当前行动时间段结束之后再通知"
    (JIU-R178) — after the rest of 深夜2 (朱雀's 天火, which settles after 祈愿)."""
    g = play(night(1, A(INVOKER, "祈祷", choice=table(40)), A(INVOKER, "祈愿", choice="朱雀"), A(1, "天火", [DUCK])))
    night1 = [e for e in g.events if e["t"] == "night 1"]
    told = [k for k, e in enumerate(night1) if e["type"] == "notice" and "你获取了朱雀" in e["text"]]
    fire = [k for k, e in enumerate(night1) if e["type"] == "trace" and e["text"].startswith("天火→")]
    assert told and fire and told[0] > fire[0]


def test_jiu_r60_r102_a_forced_skill_taken_at_deep_night_acts_at_dawn_the_same_night():
    """JIU-R60, R102 (issue 20's audit, a skill gained mid-night against the steps still to come): 祈愿 [深夜] takes 九天圣人's
    skills; 日月合击 [凌晨][强制] "所有持有该技能的角色对目标角色造成一次[致死伤害]" — at 凌晨 the 祈求者 holds it, so it strikes
    with the two others (replayed as in live play: the close settles what a seat gained since it began)."""
    from jiu_helpers import EMPEROR, SAGE
    from bansha.rulesets.jiu import harm
    g = play(night(1, A(SAGE, "光明守护", [SEER]), A(EMPEROR, "黑暗守护", [SEER]), A(INVOKER, "祈祷", choice=table(40)),
                   A(INVOKER, "祈愿", choice="九天圣人")))
    assert deaths(g) == [SEER] and sorted(harm.exit_sources(g, SEER)) == sorted([SAGE, EMPEROR, INVOKER])
