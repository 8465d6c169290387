"""新月 去打猎 (JIU-R151) and the players' gender it reads (JIU-R17, ruling JIU-A25): every living male leaves
the game until the next 新月 draw and plays the hunting game; the hitters are told and get a random 黑商 gift."""

import pytest

from bansha.engine.errors import ScenarioError
from bansha.replay import play
from bansha.rulesets.jiu.moons import hunt
from bansha.scenario import load
from jiu_helpers import LINEUP, SAINT, SEER, A, announced, day, events, night, notices, rejected, scenario

MALES = {2, 5, 7, 9, 11, 13}
RULE = "离开游戏的角色在电梯楼中消失，所有技能失效，不能发言投票和被投票，也不受其他技能影响"


def with_genders(steps, genders=None, options=None, rng=0):
    genders = {n: ("男" if n in MALES else "女") for n in LINEUP} if genders is None else genders
    opening = [{"at": "start", "actions": [A(2, "群内可选技能", choice="遮天")]},
               {"at": "day 1", "sheriff_votes": [{"by": n, "for": SAINT} for n in LINEUP],
                "actions": [A(SAINT, "任职宣言", choice="自由"), A(SAINT, "辅政", [1])]}]
    sc = scenario([*opening, *steps], options=options, rng=rng)
    for s in sc["seats"]:
        if s["seat"] in genders:
            s["gender"] = genders[s["seat"]]
    return play(load(sc))


def hunt_day(*more, **kw):
    return day(2, A(1, "代理", choice="去打猎"), *more, **kw)


def test_jiu_r17_a25_gender_is_an_optional_seat_key_male_or_female():
    g = with_genders([])
    assert g.seat_facts[2] == {"gender": "男"} and g.seat_facts[1] == {"gender": "女"}
    g = with_genders([], genders={})  # a deal without genders still plays
    assert "gender" not in g.seat_facts.get(2, {})
    sc = scenario([])
    sc["seats"][0]["gender"] = "男性"
    with pytest.raises(ScenarioError) as e:
        load(sc)
    assert "seats[0].gender" in str(e.value) and "性别写男或女" in str(e.value)


def test_jiu_r17_the_seats_file_and_the_console_s_player_list_take_性别(tmp_path):
    from bansha.cli import _read_seats
    from bansha.rulesets import get
    from bansha.service import forms
    rs = get("jiu")
    f = tmp_path / "seats.txt"
    f.write_text("白兰地 朱雀 女\n伏特加 刺客鸭 性别=男\n龙舌兰 黑商\n", encoding="utf-8")
    seats = _read_seats(str(f), None, rs.seat_keys, rs.seat_key_labels)
    assert [s.get("gender") for s in seats] == ["女", "男", None]
    rows = forms.roster("白兰地 朱雀 女\n伏特加 刺客鸭", True, rs.seat_keys, rs.seat_key_labels)
    assert rows[0]["gender"] == "女" and "gender" not in rows[1]


def test_jiu_r17_a25_the_hunt_cannot_be_drawn_while_a_living_seat_has_no_gender():
    g = with_genders([hunt_day()], genders={n: "男" for n in LINEUP if n != 4})
    assert rejected(g, 1, "代理") == ["<代理>：新月<去打猎>的选择范围是所有男性，4号威士忌 没有性别（建局时在座位上写 性别=男 或 性别=女）"]
    assert g.state.moons == []
    # the director's own draw passes it over (the other 新月 stay in the deck)
    g = with_genders([day(2)], genders={}, options={"moon_draw": "随机"})
    assert g.state.moons and g.state.moons[0] not in ("去打猎", "林地采集")


def test_jiu_r17_a25_the_deck_holds_exactly_the_moons_a_draw_naming_them_would_take():
    # the deck asks what a 新月 lacks (moons.NEEDS) without the refusal's words: both must agree
    from bansha.rulesets.jiu import moons
    for g in (with_genders([]), with_genders([], genders={}), with_genders([hunt_day()])):
        assert moons.drawable(g) == [m for m in moons.MOONS if moons._named_refusal(g, m) is None]
    assert "去打猎" not in moons.drawable(with_genders([], genders={n: "男" for n in LINEUP if n != 4}))


def test_jiu_r151_every_living_male_leaves_the_game_until_the_next_draw():
    g = with_genders([hunt_day()])
    away = {n for n, s in g.seats.items() if g.ruleset.life_label(g, n) == "暂时离开游戏"}
    assert away == MALES and all(g.seats[n].alive for n in set(LINEUP) - MALES)
    assert "<去打猎>" not in announced(g)  # 发布一个仅作者可见的打猎贴: nobody else is told who went
    floor = hunt.of(g).director
    assert 80 <= floor <= 100
    assert any(f"打猎贴一楼：导演的数值为{floor}" in t for t in notices(g, 5))
    assert not any("打猎" in t for t in notices(g, SEER + 1))


def test_jiu_r151_r210_the_hunters_are_out_of_reach_for_the_night_and_back_as_the_next_day_begins():
    g = with_genders([hunt_day(), night(2, A(8, "杀人", [SEER]), A(2, "杀人", [3]))])
    assert rejected(g, 8, "杀人") == [f"{SEER}号 已暂时离开游戏：{RULE}"]
    assert rejected(g, 2, "杀人") == [f"2号 已暂时离开游戏：{RULE}"]
    assert all(g.seats[n].alive and g.ruleset.life_label(g, n) is None for n in MALES)
    assert any("回归了游戏" in t for t in notices(g, 5))
    assert not any(s.source == "去打猎" for n in MALES for s in g.seats[n].skills)


def test_jiu_r151_a25_the_closest_to_80_percent_of_the_mean_with_the_director_s_number_hits():
    # director d ≥ 80; 2号 30, 5号 60, 7号 0, the rest send nothing (100): the mean (d+390)/7, its 80% in 53.7–56
    g = with_genders([hunt_day(A(2, "打猎游戏", choice=30), A(5, "打猎游戏", choice=60)),
                      night(2, A(7, "打猎游戏", choice=0))])
    assert hunt.of(g).picks == {2: 30, 5: 60, 7: 0}
    gift = [s for s in g.seats[5].skills if s.source == "礼物"]
    assert len(gift) == 1 and gift[0].data["giver"] == "黑商"
    assert any("你打中了猎物，随机获得一份黑商礼物" in t for t in notices(g, 5))
    assert not any("打中了猎物" in t for n in MALES - {5} for t in notices(g, n))


def test_jiu_r151_ties_all_hit_and_the_director_s_own_number_may_be_the_closest():
    aim, hit = hunt.hits(80, {2: 50, 5: 50, 7: 100})
    assert hit == [2, 5]  # mean 70, 80% = 56
    aim, hit = hunt.hits(80, {2: 100, 5: 100})  # nobody sent a number: 80% of 93.3 = 74.7, the director is closest
    assert hit == []


def test_jiu_r151_only_the_hunters_send_numbers_and_only_0_to_100():
    g = with_genders([hunt_day(), night(2, A(3, "打猎游戏", choice=20), A(5, "打猎游戏", choice=120))])
    assert rejected(g, 3, "打猎游戏") == ["3号 没有技能<打猎游戏>：只有以<去打猎>[离开游戏]的角色需要进行这个游戏"]
    assert rejected(g, 5, "打猎游戏") == ["<打猎游戏>：在打猎贴里提交一个0-100的整数（收到：120）"]


def test_jiu_r151_r147_limited_it_is_cast_once():
    g = with_genders([hunt_day(), night(2), day(3), night(3), day(4)])
    assert "去打猎" in g.state.moon_spent and all(g.seats[n].alive for n in MALES)
    assert not any(e["text"].count("离开游戏") for e in events(g, "trace", "day 4"))
    trip = hunt.of(g).trip  # one trip: the hunters went once and came back once
    assert set(trip.players) == MALES and trip.back == "day 3" and trip.done


def test_jiu_r151_a_number_typed_on_the_command_line_is_read_as_the_integer():
    g = with_genders([hunt_day(A(5, "打猎游戏", choice="60"))])
    assert hunt.of(g).picks == {5: 60}
    assert hunt.number("abc") is None and hunt.number(True) is None and hunt.number(101) is None


def test_jiu_r210_a_hunters_vote_is_refused_as_away_not_as_out():
    """JIU-R210 (issue 20): "离开游戏的角色…不能发言投票和被投票" — 离开游戏 is no exit: the day's vote (sent with the day's
    inputs, read when the vote settles after 晨曦's 去打猎) of a seat away hunting is refused as away, never "已出局", and
    so is a vote for it."""
    g = with_genders([hunt_day(votes={9: 3, 3: 9})])
    mine = [e["reason"] for e in events(g, "rejected", "day 2", by=9) if "vote" in e]
    assert mine == ["9号 已暂时离开游戏，不能参与放逐投票"]
    theirs = [e["reason"] for e in events(g, "rejected", "day 2", by=3) if "vote" in e]
    assert theirs and theirs[0].startswith("投票对象有误：9号 已暂时离开游戏，不允许被选为投票的目标")
