"""长老 — 征召 refills with fresh skills, 权威, 长寿之命 (BJ-R30–R33, R70, BJ-A05, A09)."""
from bj_helpers import ELDER, HUNTER, KING, SEER, VULTURE, WITCH, A, deaths, events, feedback, game, night, rejected

EVERYONE = list(range(1, 25))


def test_bj_r31_a_village_heir_gets_fresh_skills():
    g = game([night(1, A(SEER, "天眼", [1]), A(SEER, "天眼", [3]), A(VULTURE, "杀人", [SEER])), {"at": "day 2"},
              night(2, A(ELDER, "征召", [1]), A(1, "天眼", [3]), A(1, "天眼", [7]))])
    assert g.seats[1].role == "预言家" and len(feedback(g, 1, "天眼")) == 2


def test_bj_r32_authority_counts_the_elder_s_vote_as_one_to_x():
    votes = [{"by": ELDER, "for": 1}, {"by": 2, "for": 3}, {"by": 4, "for": 3}]
    g = game([{"at": "day 2", "actions": [A(ELDER, "权威", choice=3)], "votes": votes}])
    ex = events(g, "exile", "day 2")[0]
    assert ex["tally"] == {"1": 3, "3": 2} and ex["seat"] == 1
    g = game([{"at": "day 2", "actions": [A(ELDER, "权威", choice=5)], "votes": votes}])
    assert "1至4票" in rejected(g, ELDER, "权威")[0]


def test_bj_r32_authority_on_day_one_in_the_election():
    g = game([{"at": "day 1", "actions": [A(ELDER, "权威", choice=4)],
               "sheriff_votes": [{"by": ELDER, "for": 1}, {"by": 2, "for": 3}, {"by": 4, "for": 3}]}])
    assert g.sheriff == 1


def test_bj_a05_x_is_the_living_gods_now():
    shots = [night(1, A(HUNTER, "枪击", [SEER]), A(HUNTER, "枪击", [WITCH]), A(VULTURE, "杀人", [HUNTER]))]
    g = game([*shots, {"at": "day 2", "actions": [A(ELDER, "权威", choice=2)]}])
    assert "1至1票" in rejected(g, ELDER, "权威")[0]


def test_bj_r33_a09_long_life_once_per_game():
    g = game([night(1, A(VULTURE, "杀人", [ELDER])), {"at": "day 2"}, night(2, A(KING, "冲锋", [ELDER]))])
    assert deaths(g) == [ELDER]


def test_bj_r31_r49_a_witch_heir_gets_her_spirit_report_and_potions_the_night_she_is_recruited():
    """BJ-R31, R49, R36 (issue 20, 5): "被征召的角色当晚可以立即使用技能"; "继承的特权刷新全部技能为初始状态";
    "通灵【强制】——游戏日夜晚，反馈被指杀的角色". The witch dies on night 1; on night 2 the elder names 混血 1, who is told
    the kill at (8), saves the seer with two fresh 救药 and poisons with the 毒药 they bring (Q4)."""
    g = game([night(1, A(VULTURE, "杀人", [WITCH])), {"at": "day 2"},
              night(2, A(ELDER, "征召", [1]), A(VULTURE, "杀人", [SEER]), A(1, "救药", [SEER]), A(1, "救药", [3]),
                    A(1, "毒药", [7]))])
    assert g.seats[1].role == "女巫" and feedback(g, 1, "通灵") == [SEER]
    assert rejected(g, 1, "救药") == rejected(g, 1, "毒药") == []
    assert deaths(g, "night 2") == [7]
