"""Every ruleset's intake judges an input by its kind (`Inputs.intake`, `Game._accept`): an input of a kind no
ruleset takes, or with a kind that is no string, is refused naming the kind as given, the game unchanged; the
kinds the engine itself takes (settle, tick, pass) and the ruleset's own (votes, actions) still reach theirs."""
from __future__ import annotations

import pytest

from bansha import simulate
from bansha.engine.errors import Refusal


@pytest.mark.parametrize("ruleset,seats", [("pvz", 12), ("hongloumeng", 14), ("bajian", 24), ("jiu", 14)])
@pytest.mark.parametrize("kind", ["咆哮", None, 7, ["vote"]])
def test_an_unknown_kind_is_refused_naming_it(ruleset, seats, kind):
    game = simulate.new_game(ruleset, seats, 3)
    before = (len(game.inbox), game.taken, len(game.events))
    with pytest.raises(Refusal) as e:
        game.submit({"kind": kind, "by": 1})
    assert str(e.value) == f"无法识别的输入：{kind}"  # a kind that is no string too, as given
    assert (len(game.inbox), game.taken, len(game.events)) == before


def test_the_engines_own_kinds_and_a_vote_still_reach_theirs():
    game = simulate.new_game("pvz", 12, 3)
    game.close()  # → night 1
    with pytest.raises(Refusal, match="投票只能在白天进行"):  # a vote reaches the vote's intake
        game.submit({"kind": "vote", "by": 3, "for": 4})
    game.close()  # → day 1
    assert str(game.period) == "day 1"
    game.submit({"kind": "sheriff_vote", "by": 1, "for": 2})
    game.submit({"kind": "vote", "by": 3, "for": 4})
    assert [(i["kind"], i["by"]) for i in game.inbox] == [("sheriff_vote", 1), ("vote", 3)]
    taken = game.taken
    game.submit({"kind": "tick"})  # the engine's own: no calendar, nothing due, but taken
    assert game.taken == taken + 1
    assert not game.settled
    game.submit({"kind": "settle"})
    assert game.settled  # the director's 推进结算 settled the next step
