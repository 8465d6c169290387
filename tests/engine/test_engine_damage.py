"""Damage kinds against protections: kinds filters, counts offsetting hits one at a time, the
ruleset's combination rule (Ruleset.combine_protections), and durations (damage.expire)."""
from bansha.engine import damage
from bansha.engine.model import Protection

from engine_toy import Toy, act, deaths, new, to_night, traces


def _game():
    return to_night(new("狼", "医生", "村民", "村民", "村民", "村民"))


def test_an_unprotected_hit_lands():
    g = _game()
    assert damage.hit(g, 3, "刀", "刀") is True
    assert not any("抵消" in t for t in traces(g))


def test_protect_records_the_shield_until_the_end_of_the_period():
    g = _game()
    damage.protect(g, 3, "护", 2, frozenset({"刀"}))
    [p] = g.seats[3].protections
    assert p == Protection("护", 2, frozenset({"刀"}), None, "night 1")
    assert "3号 受到<护>（来自2号）" in traces(g)
    damage.protect(g, 4, "天佑", None, None, until="day 3")
    assert g.seats[4].protections[0].until == "day 3"
    assert "4号 受到<天佑>" in traces(g)


def test_a_protection_stops_only_its_kinds():
    g = _game()
    damage.protect(g, 3, "护", 2, frozenset({"刀"}), count=1)
    assert damage.hit(g, 3, "毒", "毒") is True
    assert len(g.seats[3].protections) == 1
    assert damage.hit(g, 3, "刀", "刀") is False
    assert "刀→3号 被<护>抵消" in traces(g)


def test_a_protection_without_kinds_stops_every_kind():
    g = _game()
    damage.protect(g, 3, "免疫", None, None)
    assert [damage.hit(g, 3, k, k) for k in ("刀", "毒", "投票出局")] == [False, False, False]
    assert len(g.seats[3].protections) == 1  # no count: never used up


def test_a_count_offsets_hits_one_at_a_time():
    g = _game()
    damage.protect(g, 3, "坚韧", None, frozenset({"伤害"}), count=2)
    assert damage.hit(g, 3, "伤害", "伤害") is False
    assert g.seats[3].protections[0].count == 1
    assert damage.hit(g, 3, "伤害", "伤害") is False
    assert g.seats[3].protections == []
    assert damage.hit(g, 3, "伤害", "伤害") is True


def test_one_hit_uses_one_protection():
    g = _game()
    damage.protect(g, 3, "甲盾", None, frozenset({"刀"}), count=1)
    damage.protect(g, 3, "乙盾", None, frozenset({"刀"}), count=1)
    assert damage.hit(g, 3, "刀", "刀") is False
    assert [p.name for p in g.seats[3].protections] == ["乙盾"]
    assert damage.hit(g, 3, "刀", "刀") is False
    assert damage.hit(g, 3, "刀", "刀") is True


class Cancelling(Toy):
    """Two shields on one seat cancel each other (the shape of PVZ's 同守同救)."""

    def combine_protections(self, game, seat, kind, found):
        self.seen.append((seat, kind, sorted(p.name for p in found)))
        names = {p.name for p in found}
        if {"护", "盾"} <= names:
            return []
        return found


def test_the_ruleset_combines_protections_before_a_hit():
    rs = Cancelling()
    rs.seen = []
    from bansha.engine.game import Game
    g = Game(rs, [{"seat": i, "name": f"P{i}", "role": r} for i, r in
                  enumerate(["狼", "医生", "村民", "村民", "村民"], 1)])
    damage.protect(g, 3, "护", 2, frozenset({"刀"}), count=1)
    assert damage.hit(g, 3, "刀", "刀") is False
    damage.protect(g, 4, "护", 2, frozenset({"刀"}), count=1)
    damage.protect(g, 4, "盾", None, frozenset({"刀"}), count=1)
    damage.protect(g, 4, "毒盾", None, frozenset({"毒"}))
    assert damage.hit(g, 4, "刀", "刀") is True
    assert rs.seen[-1] == (4, "刀", ["护", "盾"]), "only the protections of the hit's kind are offered"
    assert len(g.seats[4].protections) == 3, "a cancelled pair is not used up"


def test_expire_drops_what_ends_with_the_period():
    g = _game()
    damage.protect(g, 3, "今晚", None, None)
    damage.protect(g, 3, "到第二天", None, None, until="day 2")
    damage.expire(g, "day 1")
    assert [p.name for p in g.seats[3].protections] == ["今晚", "到第二天"]
    damage.expire(g, "night 1")
    assert [p.name for p in g.seats[3].protections] == ["到第二天"]
    damage.expire(g, "day 2")
    assert g.seats[3].protections == []


def test_a_nights_protection_saves_that_night_only():
    """护 on night 1 (one count) stops that night's 刀 and is gone on night 2."""
    g = _game()
    g.submit(act(2, "护", 3))
    g.submit(act(1, "刀", 3))
    g.close()
    assert deaths(g) == []
    assert "刀→3号 被<护>抵消" in traces(g) and "刀→3号 无效：被保护" in traces(g)
    assert g.seats[3].protections == []
    g.close()
    g.submit(act(1, "刀", 3))
    g.close()
    assert deaths(g) == [("night 2", 3, "刀")]


def test_an_unused_protection_does_not_outlive_its_night():
    g = _game()
    g.submit(act(2, "护", 3))
    g.close()
    assert g.seats[3].protections == []
