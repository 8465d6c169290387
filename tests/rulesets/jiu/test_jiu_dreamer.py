"""空想家 (JIU-R120–R122, R252, R16): 空想具现 adds a seat of a ≤8 village or wolf identity that counts toward the
starting total and the win checks and leaves the game for good once the 空想家 is out or its <强制> skills fail;
凡有言必被知 tells it who (by surface) names it."""
import pytest

from bansha.engine.errors import ScenarioError
from bansha.rulesets.jiu import wins
from bansha.scenario import load
from bansha.rulesets.jiu.roles.tengu import Road
from bansha.rulesets.jiu.roles.wolf_dog import DogFace
from jiu_helpers import DUCK, LINEUP, SEER, ZHUQUE, A, day, events, feedback, gained, game, night, notices, rejected, scenario

DREAMER, EXTRA = 5, 15  # 岚's seat takes 空想家; the extra seat comes after the 14 dealt
LINE = {**LINEUP, DREAMER: "空想家"}


def start(choice="闪电战士", *more):
    return {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天"), A(DREAMER, "空想具现", choice=choice), *more]}


def play(steps, choice="闪电战士", **kw):
    return game([start(choice), *steps], lineup=LINE, **kw)


def test_jiu_r120_r16_the_extra_seat_of_the_chosen_identity_counts_in_the_starting_total():
    g = play([])
    s = g.seats[EXTRA]
    assert (s.role, s.camp, s.alive) == ("闪电战士", "村民阵营", True)
    assert g.state.total == 15 and g.state.start_count["村民阵营"] == 9
    assert "<空想具现>：本局额外增加了一个基于闪电战士的马甲（15号），由你操控。" in notices(g, DREAMER)
    assert "你的身份是闪电战士（村民阵营）。" in notices(g, EXTRA)


def test_jiu_r120_the_extra_seat_plays_as_any_role_of_its_identity():
    g = play([night(1, A(EXTRA, "预言", [DUCK]))], choice="预言家")
    assert feedback(g, EXTRA, "预言") == ["选择目标为非村民阵营"]
    assert g.seats[EXTRA].surface_role == "预言家"


def test_jiu_r120_only_a_village_or_wolf_identity_of_8_points_or_less():
    g = play([], choice="祈求者")  # 9 points
    assert rejected(g, DREAMER, "空想具现")[0].startswith("<空想具现>：选择一个8分及以下的村民狼人身份（大法官除外）")
    assert g.seats[EXTRA].role in ("预言家", "锈剑骑士", "摄魂师", "黑商", "九天圣人", "太平道徒", "茶艺师", "侦探", "九尾狐",
                                   "闪电战士", "奇迹商人", "狼狗", "赶尸人", "大天狗", "帝尊魔皇", "长老狼")  # 强制: drawn
    g = play([], choice="瘟神")
    assert rejected(g, DREAMER, "空想具现") and g.seats[EXTRA].role != "瘟神"


def test_jiu_r120_a_scenario_may_name_the_extra_seat_only_with_a_dreamer_in_the_deal():
    with pytest.raises(ScenarioError) as e:
        load(scenario([{"at": "night 1", "actions": [A(15, "预言", [2])]}]))
    assert "no seat 15" in str(e.value)
    load(scenario([{"at": "night 1", "actions": [A(15, "预言", [2])]}], lineup=LINE))


def test_jiu_r121_r252_the_dreamer_out_the_extra_seat_leaves_for_good_and_counts_out():
    g = play([night(1, A(DUCK, "杀人", [DREAMER]))], choice="预言家")
    assert not g.seats[DREAMER].alive
    assert g.ruleset.life_label(g, EXTRA) == "永久离开游戏" and not wins.in_play(g.seats[EXTRA])
    assert not [e for e in events(g, "death") if e["seat"] == EXTRA]  # no exit: it left the game
    assert any("永久离开游戏" in t for t in notices(g, EXTRA))


def test_jiu_r252_forgetting_on_the_dreamer_sends_the_extra_seat_away_at_once():
    # 朱雀 knifed: 涅槃重生 gives it a 业炎 to use
    g = play([night(1, A(DUCK, "杀人", [ZHUQUE])), day(2), night(2, A(ZHUQUE, "业炎", [DREAMER]))], choice="预言家")
    assert g.seats[DREAMER].alive and g.ruleset.life_label(g, EXTRA) == "永久离开游戏"
    assert g.state.total == 15  # 计入初始人数: the starting total stays


def test_jiu_r122_a_directed_use_on_the_dreamer_tells_it_the_user_s_surface_not_the_user():
    g = play([night(1, A(SEER, "预言", [DREAMER]))])
    fb = [e for e in events(g, "feedback") if e["to"] == DREAMER]
    assert [e["result"] for e in fb] == ["发动者的预言家和村民阵营"] and "target" not in fb[0]
    g = play([night(1, A(SEER, "预言", [DUCK]))])
    assert feedback(g, DREAMER, "凡有言必被知") == []


def test_jiu_r122_without_its_forced_skill_it_learns_nothing():
    g = play([night(1, A(DUCK, "杀人", [ZHUQUE])), day(2), night(2, A(ZHUQUE, "业炎", [DREAMER])), day(3),
              night(3, A(SEER, "预言", [DREAMER]))])
    assert "业炎" in [st.name for st in g.seats[DREAMER].statuses]
    # it learnt of the 业炎 itself (it still held the skill as that use named it), not of the later 预言
    assert feedback(g, DREAMER, "凡有言必被知") == ["发动者的朱雀和村民阵营"]


def test_jiu_r119_a_copy_of_the_dreamer_gets_its_hearing_and_a_chosen_identity_s_skills_reset():
    from bansha.rulesets.jiu import acquire
    g = play([])
    # 祭品-like: a reset copy decides at once with the choice given with the gain
    acquire.grant(g, SEER, "空想家", reset=True, opening="侦探")
    names = gained(g, SEER)
    assert names[:2] == ["凡有言必被知", "空想之选"] and {"明察", "断案"} <= set(names)
    assert "空想具现" not in names
    # 盗火者-like: no reset — the choice is still made at once (drawn: the copying use names none)
    acquire.grant(g, DUCK, "空想家", reset=False)
    got = [s for s in g.seats[DUCK].skills if s.source == acquire.SOURCE]
    assert any(s.defn.name == "空想之选" and s.data.get("decided") for s in got) and len(got) > 2


def test_jiu_r119_r122_the_copier_hears_directed_uses_on_itself():
    from bansha.rulesets.jiu import acquire
    g = play([])
    acquire.grant(g, SEER, "空想家", reset=True, opening="侦探")
    g.submit({"kind": "action", "by": DUCK, "skill": "杀人", "targets": [SEER]})
    g.close()
    assert feedback(g, SEER, "凡有言必被知") == ["发动者的刺客鸭和狼人阵营"]


def test_jiu_r120_the_extra_seat_s_opening_triggers_settle_like_any_seat_s():
    """JIU-R120: "其一切判定和正常角色没有区别" — an extra 狼狗 chooses its side in the opening (<强制>: none sent, at
    random), as the dealt 狼狗 does."""
    from test_jiu_wolf_dog import ELDER, LINEUP as DOG_LINEUP, TENGU
    from bansha.replay import play as run
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="回家"),
                                     A(6, "空想具现", choice="狼狗")]}
    g = run(load(scenario([s0], {**DOG_LINEUP, 6: "空想家"})))
    assert g.seats[11].role == "狼狗" and g.seats[11].state_of(DogFace).side in ("做狼", "做狗")
    assert any(t.startswith("<做狼还是做狗>：你现在做") for t in notices(g, 11))


def test_jiu_r120_live_the_opening_waits_for_the_extra_seat_s_own_pick():
    """JIU-R120 "其一切判定和正常角色没有区别": in live play the extra 大天狗 picks its road as the dealt one does — the
    opening waits for it — and the pick made is the one that settles."""
    from bansha import rulesets
    from bansha.engine.game import Game
    from jiu_helpers import seats
    from test_jiu_wolf_dog import LINEUP as DOG_LINEUP, TENGU
    g = Game(rulesets.get("jiu"), seats({**DOG_LINEUP, 6: "空想家"}), {"moon_draw": "不抽取"}, 0, live=True)
    g.submit({"kind": "action", **A(6, "空想具现", choice="大天狗")})
    g.submit({"kind": "action", **A(TENGU, "家国抉择", choice="回家")})
    assert g.seats[11].role == "大天狗" and "家国抉择" not in g.settled
    g.submit({"kind": "action", **A(11, "家国抉择", choice="远征")})
    assert "家国抉择" in g.settled and g.seats[11].state_of(Road).chosen == "远征"


def test_jiu_r122_a_forced_directed_skill_is_heard_too_the_moon():
    """JIU-R122 "所有角色在使用[指定]技能时，若结算目标有空想家" — 天狗吞月 is <强制>[指定] (JIU-R102): the 空想家 among its
    结算目标 hears the user's surface, as for any other [指定] skill."""
    g = game([start("大天狗", A(EXTRA, "家国抉择", choice="远征")), night(1, A(EXTRA, "天狗吞月", [DREAMER, 1, 3, 6, 9]))],
             lineup=LINE)
    assert "霸道" in [s.name for s in g.seats[DREAMER].statuses]
    assert feedback(g, DREAMER, "凡有言必被知") == ["发动者的大天狗和狼人阵营"]
