"""狼王 — 征召 refills (E2), 冲锋, 统领, 激励【3】 (BJ-R14–R18, R49, R55, R115, R120, R124)."""
from bj_helpers import HUNTER, HUNTWOLF, KING, SNOW, VULTURE, A, deaths, events, feedback, game, night, notices, rejected


def test_bj_r16_charge_is_a_kill_of_its_own():
    g = game([night(1, A(VULTURE, "杀人", [1]), A(KING, "冲锋", [3]))])
    assert sorted(deaths(g)) == [1, 3]


def test_bj_r15_r120_e2_refill_by_account_heir_keeps_spent_falcon_eye():
    # night 1: 鹫狼 uses 隼眼 and is shot; night 2: the 狼王 names seat 1 (a 混血) → 鹫狼 with 隼眼 spent
    g = game([night(1, A(VULTURE, "隼眼", [3]), A(HUNTER, "枪击", [VULTURE])), {"at": "day 2"},
              night(2, A(KING, "征召", [1]), A(1, "隼眼", [3]))])
    assert g.seats[1].role == "鹫狼" and "你被狼王征召，成为鹫狼" in " ".join(notices(g, 1))
    assert rejected(g, 1, "隼眼")
    assert 1 in g.groups["鹫猎"]


def test_bj_r49_r15_the_heir_acts_the_same_night():
    g = game([night(1, A(HUNTER, "枪击", [SNOW])), {"at": "day 2"},
              night(2, A(KING, "征召", [1]), A(1, "雪隐", [3]), A(VULTURE, "杀人", [3]))])
    assert g.seats[1].role == "雪狼" and deaths(g, "night 2") == []


def test_bj_r120_a_refill_on_a_non_hybrid_does_nothing_and_needs_a_vacancy():
    g = game([night(1, A(KING, "征召", [1]))])
    assert "出局" in rejected(g, KING, "征召")[0]
    g = game([night(1, A(HUNTER, "枪击", [SNOW])), {"at": "day 2"}, night(2, A(KING, "征召", [VULTURE]))])
    assert g.seats[VULTURE].role == "鹫狼" and not any(s.role == "雪狼" and s.alive for s in g.seats.values())


def test_bj_r17_r124_king_immune_to_kills_first_exit_absorbed():
    g = game([night(1, A(VULTURE, "杀人", [KING]), A(HUNTER, "枪击", [KING])), {"at": "day 2"},
              night(2, A(HUNTER, "枪击", [KING]))])
    assert deaths(g, "night 1") == [] and deaths(g, "night 2") == [KING]


def test_bj_r18_r115_q5_inspire_refreshes_falcon_eye_tonight_but_hunt_only_next_night():
    g = game([night(1, A(VULTURE, "隼眼", [3]), A(HUNTWOLF, "捕猎")), {"at": "day 2"},
              night(2, A(KING, "激励", [VULTURE]), A(KING, "激励", [HUNTWOLF]), A(VULTURE, "隼眼", [7]),
                    A(HUNTWOLF, "捕猎"))])
    assert len(feedback(g, VULTURE, "隼眼")) == 2
    assert rejected(g, HUNTWOLF, "捕猎")
    assert any("恢复成可用状态" in t for t in notices(g, HUNTWOLF))


def test_bj_r18_three_inspires_in_all_a25_wasted_on_a_role_without_a_spent_limit():
    g = game([night(1, *[A(KING, "激励", [t]) for t in (1, 3, 7, 9)])])
    assert len(rejected(g, KING, "激励")) == 1
    assert len([e for e in events(g, "trace") if "没有已用过的限定技" in e["text"]]) == 3


def test_bj_r17_a10_an_exiled_king_stays_in_once_and_it_is_announced():
    g = game([{"at": "day 2", "votes": [{"by": v, "for": KING} for v in range(1, 25)]}])
    assert deaths(g) == [] and any("未出局" in e["text"] for e in events(g, "announce", "day 2"))
    g = game([{"at": "day 2", "votes": [{"by": v, "for": KING} for v in range(1, 25)]}],
             options={"king_first_exit": "仅毒药"})
    assert deaths(g) == [KING]
