"""圣女 — 祝福 and 净化 (JIU-R87, R88; A43)."""
from jiu_helpers import DUCK, LINEUP, SAINT, SEER, A, day, game, night, notices, rejected, statuses

from bansha.rulesets.jiu.roles.nine_tails import Tails
from bansha.rulesets.jiu import statuses as st


def test_jiu_r87_blessing_resets_a_villager_and_clears_its_negative_statuses():
    g = game([])
    st.give(g, SEER, "沉默")
    slot = next(s for s in g.seats[SEER].skills if s.defn.name == "天意")
    slot.uses_left = 0
    g.submit({"kind": "action", "by": SAINT, "skill": "祝福", "targets": [SEER]})
    g.close()
    assert "沉默" not in statuses(g, SEER)
    assert next(s for s in g.seats[SEER].skills if s.defn.name == "天意").uses_left == 1


def test_jiu_r88_purification_only_on_non_village():
    g = game([night(1, A(SAINT, "净化", [DUCK]))])
    assert "净化" in statuses(g, DUCK)
    g = game([night(1, A(SAINT, "净化", [SEER]))])
    assert "净化" not in statuses(g, SEER)


FOX, MERCHANT = 9, 3  # 闪电战士's seat takes 九尾狐 (14 seats: 6 tails), 黑商's 奇迹商人


def test_jiu_r87_r77_a43_blessing_gives_the_fox_its_tails_back_and_its_own_undying():
    """JIU-A43: "刷新至初始" — the 九尾 of the opening: X tails again (option bless_reset 技能状态); 仅次数 keeps them."""
    line = {**LINEUP, FOX: "九尾狐"}
    steps = [night(1, A(DUCK, "杀人", [6])), day(2), night(2, A(SAINT, "祝福", [FOX]))]
    g = game(steps, lineup=line)
    assert g.seats[FOX].state_of(Tails).count == 6 and "<九尾>：刷新至初始，你的尾巴恢复为6根。" in notices(g, FOX)
    assert statuses(g, FOX).count("不死") == 1
    assert game(steps, lineup=line, options={"bless_reset": "仅次数"}).seats[FOX].state_of(Tails).count == 5
    g = game([], lineup=line)  # night 1 open: a [漏洞] stripped the [不死]; the blessing clears it and the 不死 is back
    st.give(g, FOX, "漏洞")
    g.submit({"kind": "action", "by": SAINT, "skill": "祝福", "targets": [FOX]})
    g.close()
    assert "漏洞" not in statuses(g, FOX) and statuses(g, FOX).count("不死") == 1


def test_jiu_r87_r82_a43_blessing_gives_the_merchant_its_five_and_every_role_and_gift_again():
    """JIU-A43: after a blessing the 奇迹商人's count is 5 and no role or gift has been chosen (仅次数: the count only)."""
    line = {**LINEUP, MERCHANT: "奇迹商人"}
    steps = [night(1, A(MERCHANT, "馈赠", [SEER], "验人"), A(SAINT, "祝福", [MERCHANT])), day(2),
             night(2, A(MERCHANT, "馈赠", [SEER], "验人")), day(3)]
    g = game(steps, lineup=line)
    told = [t for t in notices(g, MERCHANT) if t.startswith("<馈赠>剩余次数")]
    assert told == ["<馈赠>剩余次数：4", "<馈赠>剩余次数：4"] and rejected(g, MERCHANT, "馈赠") == []
    g = game(steps, lineup=line, options={"bless_reset": "仅次数"})
    assert rejected(g, MERCHANT, "馈赠") == ["<馈赠>：每名角色只能被选择一次"]
    assert next(s for s in g.seats[MERCHANT].skills if s.defn.name == "馈赠").uses_left == 5


def test_jiu_r87_blessing_a_non_village_role_has_no_effect():
    """JIU-R87: "若结算目标的[实际阵营]是村民阵营…否则无效果" — a blessed 刺客鸭 keeps its [沉默] and its spent 暗杀;
    the <限定> 祝福 is spent all the same."""
    g = game([])
    st.give(g, DUCK, "沉默")
    next(s for s in g.seats[DUCK].skills if s.defn.name == "暗杀").uses_left = 0
    g.submit({"kind": "action", "by": SAINT, "skill": "祝福", "targets": [DUCK]})
    g.close()
    assert "沉默" in statuses(g, DUCK)
    assert next(s for s in g.seats[DUCK].skills if s.defn.name == "暗杀").uses_left == 0
    assert next(s for s in g.seats[SAINT].skills if s.defn.name == "祝福").uses_left == 0


def test_jiu_r87_r88_blessing_herself_then_purifying_the_same_dawn_spends_the_refreshed_purification():
    """JIU-R87, R88, R24 (issue 20's audit, a skill's state changed between a use's sending and its settling): "祝福…该玩家
    [实际身份]的对应技能刷新至初始"; 净化 is <限定> "只允许发动一次". The 圣女 blesses herself, then (later in 凌晨) uses 净化:
    that use is of 净化 as it now stands — the refreshed one — so the next night she has none left."""
    from jiu_helpers import KUANGLU
    g = game([night(1, A(SAINT, "祝福", [SAINT]), A(SAINT, "净化", [KUANGLU])), {"at": "day 2"},
              night(2, A(SAINT, "净化", [DUCK]))])
    assert "净化" in statuses(g, KUANGLU) and "净化" not in statuses(g, DUCK)
    assert rejected(g, SAINT, "净化") == [f"{SAINT}号 <净化>为限定技能，已经发动过"]
