"""遗言 and revival: the number of slots (JIU-R18, A02), the exit notices and last words before 开门 (JIU-R175),
奇迹's same-night revival using no slot (its part of JIU-R205), and a revived role keeping its statuses (JIU-R211)."""
from jiu_helpers import DUCK, LAN, SEER, SOUL, WARRIOR, A, announced, day, deaths, events, game, night, statuses

from bansha.engine.procedure import OPEN
from bansha.engine.procedure import LAPSED


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def test_jiu_r18_a02_the_slots_are_the_opening_wolves_or_the_directors_number_taken_in_exit_order():
    g = game([])
    assert g.state.words_left == 5  # 刺客鸭, 岚, 狼巫, 帝尊魔皇, 狂戮
    g = game([night(1, A(DUCK, "杀人", [SEER])), day(2, votes={n: WARRIOR for n in range(1, 15)})],
             options={"last_words": 1})
    assert deaths(g) == [SEER, WARRIOR]
    # the seer's slot went unused by day 2's 开门 (forfeited there, words.py); the warrior, second out, had none
    assert g.seats[SEER].data.get("遗言") == LAPSED and g.seats[WARRIOR].data.get("遗言") is None


def test_jiu_r175_a_night_exit_is_told_at_dawn_and_its_last_words_come_with_the_opening():
    g = game([night(1, A(DUCK, "杀人", [SEER])),
              {"at": "day 2", "last_words": [{"by": SEER, "text": "我是预言家"}]}])
    told = [k for k, e in enumerate(g.events) if e["type"] == "notice" and e.get("to") == SEER and e["text"] == "你已出局。"]
    opened = [k for k, e in enumerate(g.events) if e["type"] == "announce" and "第2天开门" in e["text"]]
    assert told and opened and told[0] < opened[0] and g.events[told[0]]["t"] == "day 2"
    assert "的遗言：我是预言家" in announced(g, "day 2")


def test_jiu_r205_r255_a_same_night_miracle_revival_uses_no_slot_the_next_exit_takes_it():
    g = game([night(1, A(DUCK, "杀人", [SEER])), draw(2, "奇迹"), night(2, A(DUCK, "杀人", [SOUL]))],
             options={"last_words": 1})
    assert g.seats[SEER].alive and g.seats[SEER].data.get("遗言") is None
    assert g.seats[SOUL].data.get("遗言") == OPEN


def test_jiu_r211_a_revived_role_keeps_its_statuses():
    g = game([night(1, A(LAN, "雷击", [SEER]), A(DUCK, "杀人", [SEER])), draw(2, "奇迹")])
    assert g.seats[SEER].alive and "流血" in statuses(g, SEER)
    g = game([night(1, A(LAN, "雷击", [SEER]), A(DUCK, "杀人", [SEER])), draw(2, "奇迹"),
              night(2, A(LAN, "雷击", [SEER]))])
    assert [e["cause"] for e in events(g, "death", "night 2", seat=SEER)] == ["二次流血"]
