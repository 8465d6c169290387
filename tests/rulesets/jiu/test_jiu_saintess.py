"""圣女 — 祝福 and 净化 (JIU-R87, R88)."""
from jiu_helpers import DUCK, SAINT, SEER, A, game, night, statuses

from bansha.rulesets.jiu import statuses as st


def test_jiu_r87_blessing_resets_a_villager_and_clears_its_negative_statuses():
    g = game([])
    st.give(g, SEER, "沉默")
    slot = next(s for s in g.seats[SEER].skills if s.defn.name == "天意")
    slot.uses_left = 0
    g.submit({"kind": "action", "by": SAINT, "skill": "祝福", "targets": [SEER]})
    g.close()
    assert "沉默" not in statuses(g, SEER)
    assert next(s for s in g.seats[SEER].skills if s.defn.name == "天意").uses_left == 1


def test_jiu_r88_purification_only_on_non_village():
    g = game([night(1, A(SAINT, "净化", [DUCK]))])
    assert "净化" in statuses(g, DUCK)
    g = game([night(1, A(SAINT, "净化", [SEER]))])
    assert "净化" not in statuses(g, SEER)
