"""太平道徒 — 雷公助我 and 神使 (JIU-R71–R73, R257; 神使's part of JIU-R205; JIU-A37, A42)."""
from jiu_helpers import LINEUP, A, announced, day, deaths, game, night, rejected, statuses

from bansha.rulesets.jiu.roles._kit import Revealed

TAIPING = 6
LINE = {**LINEUP, TAIPING: "太平道徒"}
DUCK, LAN, SEER, WITCH, KUANGLU, SAINT, EMPEROR, DETECTIVE = 2, 5, 7, 8, 13, 12, 11, 14


def play(steps, **kw):
    return game(steps, lineup=LINE, **kw)


def test_jiu_r71_every_target_a_wolf_all_take_lethal_damage():
    g = play([day(2, A(TAIPING, "雷公助我", [DUCK, LAN, WITCH, KUANGLU]))])
    assert sorted(deaths(g, "day 2")) == [DUCK, LAN, WITCH, KUANGLU]


def test_jiu_r71_one_target_not_a_wolf_and_nothing_happens_the_skill_is_spent():
    g = play([day(2, A(TAIPING, "雷公助我", [DUCK, LAN, WITCH, SEER])), night(2),
              day(3, A(TAIPING, "雷公助我", [DUCK, LAN, WITCH, KUANGLU]))])
    assert deaths(g) == [] and len(rejected(g, TAIPING, "雷公助我")) == 1


def test_jiu_r71_r257_at_least_30_percent_of_the_starting_total_not_on_the_election_day():
    g = play([day(2, A(TAIPING, "雷公助我", [DUCK, LAN, WITCH]))])  # 14 × 30% = 4.2 → 4
    assert rejected(g, TAIPING, "雷公助我") == ["<雷公助我>：至少选择总人数30%（四舍五入）=4名角色"]
    g = play([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]},
              {"at": "day 1", "actions": [A(TAIPING, "雷公助我", [DUCK, LAN, WITCH, KUANGLU])]}])
    assert rejected(g, TAIPING, "雷公助我") == ["<雷公助我>竞选日不可发动"]


def test_jiu_r71_exited_roles_may_be_chosen():
    g = play([day(2, A(DUCK, "暗杀", [SEER], choice="侦探"), A(TAIPING, "雷公助我", [DUCK, LAN, WITCH, KUANGLU]))])
    assert deaths(g, "day 2") == [DUCK, LAN, WITCH, KUANGLU]  # the duck's own wrong guess first


def test_jiu_r72_a_permanent_order_status_keeps_negative_statuses_off():
    g = play([night(1, A(LAN, "雷击", [TAIPING]))])
    assert "秩序" in statuses(g, TAIPING) and "流血" not in statuses(g, TAIPING)


def test_jiu_r72_on_exit_it_reveals_and_may_leave_last_words_without_a_slot():
    g = play([night(1, A(DUCK, "杀人", [TAIPING])), {"at": "day 2", "last_words": [{"by": TAIPING, "text": "我是道徒"}]}],
             options={"last_words": 0})
    assert g.seats[TAIPING].state_of(Revealed).done
    assert f"6号{g.seats[TAIPING].name} 的遗言：我是道徒" in announced(g, "day 2")  # no slot, yet its words are published
    assert f"有角色翻牌：6号{g.seats[TAIPING].name} 的实际身份为太平道徒。" in announced(g, "day 2")
    assert "默哀" not in announced(g)  # knifed by the wolves: no mourning
    assert "净化" not in statuses(g, SEER)


def test_jiu_r73_voted_out_every_villager_is_purified_from_the_next_night_to_the_next_noon():
    votes = {n: TAIPING for n in LINE if n != TAIPING}
    order_sheriff = [{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]},
                     {"at": "day 1", "sheriff_votes": [{"by": n, "for": SAINT} for n in LINE],
                      "actions": [A(SAINT, "任职宣言", choice="秩序"), A(SAINT, "辅政", [1])]}]
    g = play([*order_sheriff, day(2, votes=votes), night(2)])
    assert "村民阵营害死了太平道徒，自发前来默哀" in announced(g, "day 2")
    assert "净化" in statuses(g, SEER) and "净化" in statuses(g, 1) and "净化" not in statuses(g, LAN)
    assert "净化" not in statuses(g, SAINT)  # the 秩序 sheriff is immune (JIU-A42)
    g = play([day(2, votes=votes), night(2), day(3)])
    assert "净化" not in statuses(g, SEER)  # gone when the next 正午 begins


def test_jiu_r73_out_by_a_village_skill_the_same():
    g = play([day(2, A(DETECTIVE, "明察"), A(DETECTIVE, "断案", [TAIPING])), night(2)])
    assert not g.seats[TAIPING].alive and "净化" in statuses(g, SEER)
