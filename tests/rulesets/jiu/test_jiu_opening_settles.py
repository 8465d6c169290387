"""The opening of a live 245 game (行动顺序总集: 「开局，确定各方人数 / 确定各方具体阵容 / 空想家 空想具现 / 发放账号，
玩家得知身份 / …」) settles by itself up to the first step that awaits someone, as every later period does when it
opens: without a 空想家 nothing holds 空想具现 up, so the seats learn their identities at once and the group is
asked for its 群内可选技能; a 空想家 holds the opening at 空想具现 until it picks."""
from __future__ import annotations

from bansha.engine import acting
from bansha.engine.game import Game
from bansha.rulesets.jiu import RULESET

from jiu_helpers import DUCK, LINEUP, WITCH, seats

DREAMER = 5


def test_jiu_a_live_opening_settles_what_awaits_nobody():
    g = Game(RULESET, seats(), live=True)
    assert g.period == "start" and g.settled[:2] == ["空想具现", "发放账号"]
    assert acting.waiting(g) == {DUCK: ["群内可选技能"], WITCH: ["群内可选技能"]}


def test_jiu_a_live_opening_waits_for_the_dreamer():
    g = Game(RULESET, seats({**LINEUP, DREAMER: "空想家"}), live=True)
    assert g.settled == [] and acting.waiting(g) == {DREAMER: ["空想具现"]}


def test_jiu_a_replay_opening_is_unchanged():
    """A game that is not live (a scenario's replay, the simulator) settles nothing before its inputs, as before."""
    assert Game(RULESET, seats()).settled == []
