"""The deal and the opening: 24 seats with 节气 and letters (BJ-R01, R04), 征召 letter lists and
顺延 (BJ-R05–R08, R14, R30), 支持 and the camp each 混血 takes (BJ-R10, R11, R13)."""
import pytest

from bansha.engine.errors import ScenarioError
from bansha.scenario import load

from bj_helpers import (ELDER, GUARD, HUNTER, HUNTWOLF, KING, PIPER, RED, SEER, SNOW, TERMS, VULTURE, WITCH, A,
                         game, notices, rejected, scenario, seats)


def test_bj_r01_the_deal_is_one_king_one_elder_one_piper_and_21_hybrids():
    bad = scenario([])
    bad["seats"][0]["role"] = "狼王"
    with pytest.raises(ScenarioError) as e:
        load(bad)
    assert "多出狼王" in str(e.value)


def test_bj_r02_recruited_identities_are_never_dealt():
    bad = scenario([])
    bad["seats"][0]["role"] = "预言家"
    with pytest.raises(ScenarioError) as e:
        load(bad)
    assert "征召" in str(e.value)


def test_bj_r04_terms_and_letters_are_checked_by_field():
    bad = scenario([])
    bad["seats"][3]["letter"] = "W"
    with pytest.raises(ScenarioError) as e:
        load(bad)
    assert e.value.field == "seats[3].letter"
    bad = scenario([])
    bad["seats"][4]["letter"] = "W"  # seat 5 is the 狼王: no letter
    with pytest.raises(ScenarioError) as e:
        load(bad)
    assert e.value.field == "seats[4].letter"
    bad = scenario([])
    bad["seats"][1]["term"] = bad["seats"][0]["term"]
    with pytest.raises(ScenarioError) as e:
        load(bad)
    assert e.value.field == "seats[1].term"


def test_bj_r05_r06_r07_conscription_walks_the_fixed_order_with_shunyan():
    g = game([])
    roles = {n: g.seats[n].role for n in (VULTURE, SEER, HUNTWOLF, WITCH, RED, GUARD, SNOW, HUNTER)}
    assert roles == {VULTURE: "鹫狼", SEER: "预言家", HUNTWOLF: "猎狼", WITCH: "女巫", RED: "赤狼", GUARD: "守护",
                     SNOW: "雪狼", HUNTER: "猎人"}
    assert g.ruleset.camp_of(g, VULTURE) == "狼人阵营" and g.ruleset.camp_of(g, SEER) == "村民阵营"


def test_bj_r05_list_length_and_letters_are_refused_in_the_rules_words():
    short = ["C", "K", "A", "L", "D", "B", "E", "F", "G"]
    g = game([{"at": "start", "actions": [A(KING, "征召", choice=short), A(ELDER, "征召", choice=["Z"] * 10)]}])
    assert "10-11" in rejected(g, KING, "征召")[0]
    assert "A-V" in rejected(g, ELDER, "征召")[0]


def test_bj_a01_the_pipers_letter_is_passed_over_like_a_taken_one():
    wolf = ["V", "C", "K", "A", "L", "D", "B", "E", "F", "G"]  # V is the 吹笛者's letter
    g = game([{"at": "start", "actions": [A(KING, "征召", choice=wolf), A(ELDER, "征召", choice=["K"] + list("LAMNOPQRS"))]}])
    assert g.seats[PIPER].role == "吹笛者" and g.seats[VULTURE].role == "鹫狼"


def test_bj_r08_leaders_know_their_recruits_names_not_kinds():
    g = game([])
    text = " ".join(notices(g, KING))
    assert all(f"{n}号" in text for n in (VULTURE, HUNTWOLF, RED, SNOW)) and "鹫狼" not in text
    assert "你被狼王征召，成为鹫狼" in " ".join(notices(g, VULTURE))


def test_bj_r10_r11_support_takes_the_camp_and_refuses_ones_own_term():
    g = game([{"at": "start", "actions": [A(KING, "征召", choice=list("CKALDBEFGH")), A(1, "支持", choice=TERMS[1]),
                                          A(1, "支持", choice=TERMS[ELDER]), A(3, "支持", choice=TERMS[PIPER])]}])
    assert rejected(g, 1, "支持") == ["若支持了自己，将需要重新选择"]
    assert g.ruleset.camp_of(g, 1) == "村民阵营" and g.ruleset.camp_of(g, 3) == "吹笛者阵营"


def test_bj_r13_day_one_is_the_election_only():
    g = game([{"at": "day 1", "votes": [{"by": 1, "for": 3}], "sheriff_votes": [{"by": 1, "for": 3}]}])
    assert g.sheriff == 3
    assert any("不放逐" in e["reason"] for e in g.events if e["type"] == "rejected")


def test_a_random_deal_gives_terms_and_letters():
    sc = {"ruleset": "bajian", "rng": 3, "seats": [{"seat": n, "name": f"P{n}"} for n in range(1, 25)], "steps": []}
    from bansha.replay import play
    g = play(load(sc))
    st = g.state
    assert sorted(st.term.values()) == sorted(TERMS.values())
    assert len(st.letter) == 22 and all(g.seats[n].role not in ("狼王", "长老") for n in st.letter)


_ = seats


def test_bj_r05_a_letter_list_typed_as_text_is_read_as_letters():
    g = game([{"at": "start", "actions": [A(KING, "征召", choice="C,K,A,L,D,B,E,F,G,H"),
                                          A(ELDER, "征召", choice="CKLAMNOPQRS")]}])
    assert g.seats[VULTURE].role == "鹫狼" and g.seats[SEER].role == "预言家"
