"""瘟神 — 传播瘟疫, 瘟疫爆发 and its win (JIU-R125–R127, R268)."""
from bansha.rulesets.jiu.roles.plague import Outbreaks
from jiu_helpers import PLAGUE, SEER, A, deaths, events, game, night, rejected, statuses

from bansha.rulesets.jiu import wins


def test_jiu_r125_r126_spread_then_outbreak_on_loophole_holders():
    g = game([night(1, A(PLAGUE, "传播瘟疫", [SEER])), {"at": "day 2"},
              night(2, A(PLAGUE, "传播瘟疫", [3]), A(PLAGUE, "瘟疫爆发", [SEER, 3]))])
    assert "漏洞" in statuses(g, 3)
    assert deaths(g, "night 2") == [SEER, 3] and g.state.of(Outbreaks).out == 2


def test_jiu_r126_outbreak_only_on_loophole_holders_and_once():
    g = game([{"at": "night 2", "actions": [A(PLAGUE, "瘟疫爆发", [SEER])]}])
    assert "漏洞" in rejected(g, PLAGUE, "瘟疫爆发")[0] and deaths(g) == []


def test_jiu_r127_r268_plague_wins_when_the_clean_living_are_no_more_than_its_victims():
    g = game([])
    g.state.of(Outbreaks).out = 3
    from bansha.rulesets.jiu import statuses as st
    for n in range(1, 15):
        if n not in (3, 4, 5):
            g.seats[n].alive = False
    assert wins.win_reason(g, "三方阵营") is not None
    st.give(g, 3, "漏洞")
    g.state.of(Outbreaks).out = 1
    assert wins.win_reason(g, "三方阵营") is None  # 4 and 5 are clean: 2 > 1
    assert events(g, "game_over") == []


def test_jiu_r126_r21_outbreak_is_limited_to_one_use():
    """JIU-R126, R21: 瘟疫爆发 [限定] — "标明<限定>的技能只允许发动一次": a second outbreak two nights later is refused."""
    g = game([night(1, A(PLAGUE, "传播瘟疫", [SEER])), {"at": "day 2"}, night(2, A(PLAGUE, "瘟疫爆发", [SEER])),
              {"at": "day 3"}, night(3, A(PLAGUE, "传播瘟疫", [3])), {"at": "day 4"}, night(4, A(PLAGUE, "瘟疫爆发", [3]))])
    assert deaths(g) == [SEER] and "限定" in rejected(g, PLAGUE, "瘟疫爆发")[0]
    assert g.seats[3].alive and g.state.of(Outbreaks).out == 1


def test_jiu_r126_the_plague_god_names_which_loophole_holders_break_out():
    """JIU-R126 (rulings: 瘟疫爆发's targets): "选择范围：所有持有[漏洞]状态的角色" is the set it names from — naming one of two
    holders kills that one only; the other keeps its [漏洞]."""
    g = game([night(1, A(PLAGUE, "传播瘟疫", [SEER])), {"at": "day 2"},
              night(2, A(PLAGUE, "传播瘟疫", [3]), A(PLAGUE, "瘟疫爆发", [3]))])
    assert deaths(g) == [3] and g.seats[SEER].alive and "漏洞" in statuses(g, SEER)
