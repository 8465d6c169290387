"""锈剑骑士 — 破伤风 (JIU-R63, R64, R245)."""
from jiu_helpers import A, day, deaths, events, game, night, notices, statuses

from bansha.engine import life
from bansha.rulesets.jiu import harm
from bansha.rulesets.jiu.roles import rust_knight

LINEUP = {1: "预言家", 2: "刺客鸭", 3: "黑商", 4: "摄魂师", 5: "狂戮", 6: "侦探", 7: "锈剑骑士", 8: "闪电战士"}
DUCK, KUANGLU, KNIGHT = 2, 5, 7


def play(steps):
    return game(steps, lineup=LINEUP, sheriff=1)


def test_jiu_r63_r245_knifed_the_first_wolf_below_wrapping_to_the_top_gets_tetanus_after_the_announcement():
    g = play([night(1, A(DUCK, "杀人", [KNIGHT]))])
    assert deaths(g) == [KNIGHT] and "破伤风" not in statuses(g, DUCK)  # not announced yet
    g = play([night(1, A(DUCK, "杀人", [KNIGHT])), day(2)])
    assert "破伤风" in statuses(g, DUCK) and "破伤风" not in statuses(g, KUANGLU)
    assert not [t for t in notices(g, DUCK) if "破伤风" in t]  # 不予通知 (JIU-R29)


def test_jiu_r64_r245_the_holder_dies_at_the_next_dawn_from_the_knight():
    g = play([night(1, A(DUCK, "杀人", [KNIGHT])), day(2), night(2), day(3)])
    out = [e for e in events(g, "death") if e["seat"] == DUCK]
    assert out and out[0]["t"] == "day 3" and out[0]["cause"] == "破伤风"
    assert harm.exit_sources(g, DUCK) == [KNIGHT]


def test_jiu_r64_revived_with_tetanus_still_dies():
    g = play([night(1, A(DUCK, "杀人", [KNIGHT])), day(2)])
    harm.exit_seat(g, DUCK, "测试")
    life.revive(g, DUCK, "测试")
    rust_knight.strike(g)
    assert not g.seats[DUCK].alive


def test_jiu_r63_a_vote_exit_gives_no_tetanus():
    g = play([day(2, votes={1: KNIGHT, 2: KNIGHT, 5: KNIGHT})])
    assert deaths(g) == [KNIGHT]
    assert not any("破伤风" in statuses(g, n) for n in g.seats)


def test_jiu_r63_r207_a_noon_exit_is_announced_after_its_own_hooks_and_tetanus_follows():
    """JIU-R63, R207 (issue 20, 1): "当锈剑骑士因[实际阵营]为[狼人阵营]角色的技能出局时触发此效果：在绣剑骑士正式宣布出局后，
    锈剑骑士电梯楼下方第一个[实际阵营]为[狼人阵营]的角色永久获得状态[破伤风]"; "在正午阶段出局的信息会随时间立刻公示". 暗杀
    (a right guess) puts the knight out at 正午: its exit arms 破伤风, then the announcement gives it to the first wolf
    below (wrapping to seat 2), who takes its [致死伤害] at the next 晨曦."""
    g = play([day(2, A(DUCK, "暗杀", [KNIGHT], choice="锈剑骑士"))])
    assert deaths(g) == [KNIGHT]
    assert "破伤风" in statuses(g, DUCK) and "破伤风" not in statuses(g, KUANGLU)
    g = play([day(2, A(DUCK, "暗杀", [KNIGHT], choice="锈剑骑士")), night(2), day(3)])
    out = [e for e in events(g, "death") if e["seat"] == DUCK]
    assert out and out[0]["t"] == "day 3" and out[0]["cause"] == "破伤风"
