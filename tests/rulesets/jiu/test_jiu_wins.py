"""Wins and losses (JIU-R212, R213, R216, R218–R220, R257)."""
from bansha.rulesets.jiu.roles.plague import Outbreaks
from jiu_helpers import DUCK, KUANGLU, LAN, PLAGUE, SAINT, WITCH, EMPEROR, A, events, game

from bansha import present
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
    g.state.relief["村民阵营"] = 1
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
    g.state.of(Outbreaks).out = 99
    wins.check(g)
    assert g.winner is None


def test_jiu_r214_the_last_faction_not_yet_lost_wins_even_with_its_roles_alive_beside_others():
    g = game([{"at": "day 2", "cards": [{"to": n, "card": "红牌"} for n in (6, 7, PLAGUE)]}])
    assert [e["faction"] for e in events(g, "faction_lost")] == ["村民阵营", "三方阵营"]
    assert g.winner == "狼人阵营" and g.outcome.reason == "屠城：场上仅有一个阵营尚未判负"
    assert g.seats[1].alive and len(events(g, "game_over")) == 1


def test_jiu_r215_win_and_loss_at_the_same_moment_is_a_loss():
    g = game([])
    _out(g, PLAGUE)  # 瘟神 out: 三方 has lost …
    g.state.of(Outbreaks).out = 99  # … while its win condition holds
    wins.check(g)
    assert "三方阵营" in g.lost and g.winner != "三方阵营"


def test_jiu_r215_r222_a32_a_written_special_win_stands_against_a_loss_met_at_the_same_moment():
    g = game([])
    _out(g, 3, 4, 6, 7, 9, 12, 14)  # 村民阵营 meets its loss (7 = 14×0.5 out), not judged yet
    wins.special_win(g, "村民阵营", "暗恋者与暗恋对象成为邻居")
    assert g.winner == "村民阵营"


def _undecided(g, n):
    g.seats[n].camp = "不定阵营"  # a 不定 identity that has joined no faction (祭品 before 献祭唤醒)


def test_jiu_r221_a29_undecided_wins_when_four_are_left_and_one_of_them_is_undecided():
    g = game([])
    _undecided(g, 6)
    _out(g, *[n for n in range(1, 15) if n not in (1, DUCK, 6, PLAGUE, 7)])
    wins.check(g)
    assert g.winner is None  # 5 alive
    _out(g, 7)
    wins.check(g)
    assert g.winner == "不定阵营" and "存活至场存4人" in g.outcome.reason


def test_jiu_r221_a29_no_common_win_once_the_undecided_are_out_or_have_joined_a_faction():
    g = game([])
    _undecided(g, 6)
    _out(g, *[n for n in range(1, 15) if n not in (1, DUCK, PLAGUE, 7)])
    wins.check(g)
    assert g.winner != "不定阵营" and "不定阵营" in g.lost
    h = game([])  # nobody is 不定 (暗恋者 joins its 主人's faction at the opening): 4 alive decide nothing
    _out(h, *[n for n in range(1, 15) if n not in (1, DUCK, PLAGUE, 7)])
    assert "不定阵营" not in wins.factions(h)


def test_jiu_r214_a32_one_winner_when_two_factions_meet_a_win_at_once():
    g = game([])
    _undecided(g, 6)
    _out(g, *[n for n in range(1, 15) if n not in (DUCK, 6, PLAGUE, 7)])
    g.state.of(Outbreaks).out = 9  # 瘟神's win holds too
    wins.check(g)
    assert len(events(g, "game_over")) == 1 and g.winner == "三方阵营"  # 胜负判定's order: 三方 before 不定


def test_jiu_r213_r214_every_faction_lost_ends_the_game_with_no_winner():
    """Ruling 所有阵营均判负: the last of every faction out at once — nothing can win any more, the game ends."""
    g = game([])
    _out(g, *range(1, 15))
    wins.check(g)
    assert g.over and g.winner is None and g.outcome.reason == "所有阵营均已判负"
    assert set(g.lost) == {"村民阵营", "狼人阵营", "三方阵营"}
    assert [(e["winner"], e["seats"]) for e in events(g, "game_over")] == [(None, [])]
    assert "[color=red]游戏结束：无人获胜。[/color]" in present.announcement(g, str(g.period))
    assert present.describe(events(g, "game_over")[0]) == "游戏结束：无人获胜"


def test_jiu_r196_all_lost_read_as_a_game_that_cannot_go_on_gives_the_sheriffs_faction_the_win():
    g = game([], options={"all_lost": "警长阵营获胜"})
    assert g.sheriff == SAINT
    _out(g, *range(1, 15))
    wins.check(g)
    assert g.winner == "村民阵营" and "警长所属的阵营获胜" in g.outcome.reason


def test_jiu_r216_a_faction_two_seats_joined_is_one_faction_and_wins_the_slaughter():
    """黑情侣阵营 was dealt to nobody: two lovers who joined it are one faction, not two. With the village
    and the wolves lost while their roles still live, it is the only faction not yet lost — 屠城 at once
    (a count of it once per member had let the game go on to every faction lost)."""
    g = game([])
    g.seats[4].camp = g.seats[6].camp = "黑情侣阵营"
    assert wins.factions(g).count("黑情侣阵营") == 1
    g.lose("狼人阵营", "test")
    g.lose("村民阵营", "test")
    g.lose("三方阵营", "test")
    wins.instant(g)
    assert g.winner == "黑情侣阵营" and g.outcome.reason == "屠城：场上仅有一个阵营尚未判负"
