"""Who may act now on a 245 day (JIU-R179, R145): the skills the seed bars on the 竞选日 (暗杀, 明察,
雷公助我) are not offered then — not only refused — and 代理 is offered to the 执警 alone
(`SkillDef.when`: a condition on the holder and the moment, checked by intake and by "who may act now")."""
from __future__ import annotations

import pytest

from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.jiu import RULESET

from jiu_helpers import DETECTIVE, DUCK, SAINT, seats


def offered(g: Game, seat: int) -> set[str]:
    return {o.skill for o in acting.openings(g, seat)}


def test_jiu_r179_election_day_bars_are_not_offered_r145_only_the_deputy_draws():
    g = Game(RULESET, seats(), live=True)
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    g.close()  # → day 1, the 竞选日
    assert "暗杀" not in offered(g, DUCK) and "明察" not in offered(g, DETECTIVE)
    with pytest.raises(Refusal, match="<暗杀>竞选日不可发动"):
        g.submit({"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [1], "choice": "朱雀"})
    assert not any("代理" in offered(g, n) for n in g.seats)
    for n in g.seats:
        g.submit({"kind": "sheriff_vote", "by": n, "for": SAINT})
    g.settle("竞选")  # the vote ends at 关门 (or the director's 推进结算), not when all have voted
    g.submit({"kind": "action", "by": SAINT, "skill": "任职宣言", "choice": "自由"})
    g.submit({"kind": "action", "by": SAINT, "skill": "辅政", "targets": [1]})
    assert g.state.deputy == 1 and "代理" not in offered(g, 1)  # the 竞选日 has no 晨曦
    with pytest.raises(Refusal, match="竞选日没有晨曦"):
        g.submit({"kind": "action", "by": 1, "skill": "代理", "choice": "魔法水晶球"})
    g.close()  # → night 1
    g.close()  # → day 2, at 晨曦: the 执警 draws its 新月
    assert {n for n in g.seats if "代理" in offered(g, n)} == {g.state.deputy} == {1}
    g.submit({"kind": "settle", "step": "开门"})  # → 正午
    assert "暗杀" in offered(g, DUCK) and "明察" in offered(g, DETECTIVE)
