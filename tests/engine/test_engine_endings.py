"""Win and loss: Game.end happens once; Game.lose marks a faction lost while the game goes on."""
import pickle

import pytest

from bansha.engine.errors import Refusal

from engine_toy import BAD, GOOD, TOY, act, new, of_type, to_night, traces, vote

THIRD = "第三方阵营"


def test_end_records_one_game_over_with_the_winning_seats():
    g = new("狼", "卧底", "先知", "村民", "村民")
    g.end(GOOD, "坏人全部出局")
    g.end(BAD, "再判一次")
    assert g.over and g.winner == GOOD
    [go] = of_type(g, "game_over")
    assert go == {"t": "start", "type": "game_over", "winner": GOOD, "seats": [3, 4, 5]}
    assert "胜负判定：好人阵营胜利（坏人全部出局）" in traces(g)
    assert g.final() == {"period": "start", "alive": [1, 2, 3, 4, 5], "sheriff": None, "winner": GOOD}


def test_the_outcome_is_one_typed_value_and_the_record_is_made_from_it():
    g = new("狼", "卧底", "先知", "村民", "村民")
    assert g.outcome is None and g.winner is None
    g.end(GOOD, "坏人全部出局")
    end = g.outcome
    assert (end.winner, end.reason, end.seats) == (GOOD, "坏人全部出局", (3, 4, 5))
    [go] = of_type(g, "game_over")
    assert (go["winner"], go["seats"]) == (GOOD, [3, 4, 5])
    assert pickle.loads(pickle.dumps(end)) == end  # a stored period start keeps it with its game


def test_no_faction_winning_reads_as_no_winner():
    g = new("狼", "先知", "村民")
    g.end(None, "所有阵营均已判负")
    assert g.outcome.seats == () and g.outcome.reads() == "无人获胜"
    assert "胜负判定：无人获胜（所有阵营均已判负）" in traces(g)


def test_a_finished_game_refuses_inputs_and_closes():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.end(BAD, "测试")
    n = len(g.events)
    with pytest.raises(Refusal, match="游戏已经结束"):
        g.submit(act(2, "查", 1))
    with pytest.raises(Refusal, match="游戏已经结束"):
        g.close()
    assert len(g.events) == n and g.inbox == [] and g.period == "night 1"


def test_lose_marks_a_faction_lost_and_the_game_goes_on():
    g = to_night(new("狼", "先知", "村民", "村民", "村民"))
    g.lose(THIRD, "两张红牌")
    g.lose(THIRD, "again")
    assert g.lost == [THIRD]
    assert [(e["faction"], e["reason"]) for e in of_type(g, "faction_lost")] == [(THIRD, "两张红牌")]
    assert not g.over and g.winner is None and of_type(g, "game_over") == []
    g.submit(act(2, "查", 1))
    g.close()
    assert g.period == "day 1"


def test_no_faction_is_lost_after_the_end():
    g = new("狼", "先知", "村民", "村民", "村民")
    g.end(GOOD, "测试")
    g.lose(BAD, "太晚")
    assert g.lost == [] and of_type(g, "faction_lost") == []


def test_a_played_game_ends_once_and_stops():
    g = new("狼", "先知", "村民", "村民", "村民")
    g.close()
    g.close()
    for by in (2, 3, 4):
        g.submit(vote(by, 1))
    g.close()
    assert g.over and g.winner == GOOD
    assert len(of_type(g, "game_over")) == 1
    assert g.period == "day 1" and g.final()["winner"] == GOOD
    assert TOY.winning_seats(g, GOOD) == of_type(g, "game_over")[0]["seats"]
