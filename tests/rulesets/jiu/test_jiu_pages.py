"""What 245's pages list as a seat's skills: every seat carries the sheriff's, the 执警's and the
chosen group skill's slots, but a page lists only those the seat holds (JIU-R141's 任职宣言 is the
sheriff's, JIU-R145's 代理 the 执警's; 变天 only for the wolves' [群内] once it is their chosen group skill)."""

from jiu_helpers import DUCK, LAN, SAGE, SAINT, SEER, A, game
from bansha.service import console_view, seat_view


def names(g, n):
    return {s["name"] for s in seat_view.skills(g, n)}


def grimoire_names(g, n):
    row = next(r for r in console_view.grimoire(g, [], {}) if r["seat"] == n)
    return {c.split(" ")[0] for c in row["counters"]}


def test_only_the_sheriff_lists_the_sheriffs_skills_and_only_the_deputy_lists_代理():
    g = game([])
    assert g.sheriff == SAINT and g.state.deputy == 1
    for listed in (names, grimoire_names):
        assert {"任职宣言", "辅政", "殉职"} <= listed(g, SAINT) and "代理" not in listed(g, SAINT)
        assert "代理" in listed(g, 1) and "任职宣言" not in listed(g, 1)
        assert not {"任职宣言", "辅政", "殉职", "代理", "变天"} & listed(g, SAGE)


def test_变天_is_listed_for_the_群内_wolves_only_when_it_is_their_chosen_group_skill():
    chose_other = game([])
    assert "变天" not in names(chose_other, DUCK)
    chose_it = game([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="变天")]}])
    assert "变天" in names(chose_it, DUCK) and "变天" not in names(chose_it, SAGE)


def test_the_grimoire_tells_apart_two_skills_of_one_name_by_their_phase():
    """岚's 无尽追猎 is a 正午 and an 早夜 skill (JIU-R117); the grimoire's counters say which is which."""
    g = game([])
    assert {"无尽追猎（正午）", "无尽追猎（早夜）"} <= grimoire_names(g, LAN)
    assert "预言" in grimoire_names(g, SEER)
