"""Wins and losses (JIU-R212, R213, R216, R218–R220, R257)."""
from jiu_helpers import DUCK, KUANGLU, LAN, PLAGUE, WITCH, EMPEROR, A, events, game

from bansha.rulesets.jiu import wins


def _out(g, *seats):
    for n in seats:
        g.seats[n].alive = False


def test_jiu_r218_r257_wolf_loss_thresholds_over_the_starting_total():
    g = game([])  # 14 seats: 0.35 → 5, 0.3 → 4
    _out(g, DUCK, LAN, KUANGLU, EMPEROR)
    assert wins.loss_reason(g, "狼人阵营") is None  # 4 out, 8 狼巫 (群内) in play
    _out(g, WITCH)
    assert "不存在存活的狼人阵营角色" in wins.loss_reason(g, "狼人阵营")


def test_jiu_r218_group_and_knife_out_lowers_the_wolf_threshold():
    g = game([])
    _out(g, DUCK, WITCH, EMPEROR, LAN)
    assert "0.3" in wins.loss_reason(g, "狼人阵营")  # every 群内/接刀 out and 4 = round(14×0.3)


def test_jiu_r219_village_loses_at_half_r84_less_after_a_rebirth():
    g = game([])
    _out(g, 3, 4, 6, 7, 9, 12)
    assert wins.loss_reason(g, "村民阵营") is None
    g.state.village_relief = 1
    assert "0.5" in wins.loss_reason(g, "村民阵营")


def test_jiu_r220_third_party_loses_when_all_out_r212_losses_are_not_announced():
    g = game([{"at": "day 2", "actions": [A(DUCK, "暗杀", [PLAGUE], "瘟神")]}])
    lost = events(g, "faction_lost")
    assert lost and lost[0]["faction"] == "三方阵营"
    assert g.audiences[g.events.index(lost[0])] == "director"


def test_jiu_r216_slaughter_the_only_faction_left_wins_at_once():
    g = game([])
    _out(g, *[n for n in range(1, 15) if n not in (DUCK, WITCH)])
    wins.check(g)
    assert g.winner == "狼人阵营"


def test_jiu_r213_a_lost_faction_never_wins():
    g = game([])
    g.lose("三方阵营", "test")
    g.state.plague_out = 99
    wins.check(g)
    assert g.winner is None
