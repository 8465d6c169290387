"""Deaths with triggered skills: offers settled by priority then in the order made, chains that
join the queue at once, forfeits, refused uses, and reactive inputs nobody triggered."""
from bansha.engine import triggers
from bansha.engine.game import Game

from engine_toy import BAD, Toy, act, deaths, die, give_badge, new, of_type, to_night, traces


def test_a_death_offers_the_triggered_skill_and_its_use_settles():
    g = to_night(new("狼", "猎手", "村民", "村民", "村民", "村民", "村民"))
    g.submit(act(1, "刀", 2))
    g.submit(act(2, "枪", 3))
    g.close()
    assert deaths(g) == [("night 1", 2, "刀"), ("night 1", 3, "枪")]
    assert "2号 可以发动<枪>" in traces(g)
    assert g.offers == [] and g.offers_made == [(2, "枪")]


def test_an_offer_not_taken_up_is_forfeited():
    g = to_night(new("狼", "猎手", "村民", "村民", "村民", "村民"))
    give_badge(g, 2)
    g.submit(act(1, "刀", 2))
    g.close()
    assert deaths(g) == [("night 1", 2, "刀")]
    assert "2号 未发动<枪>，视为放弃" in traces(g)
    assert "2号 未发动<传>，视为放弃" in traces(g)
    assert g.flags["badge_lost"] is True and g.flags["badge"] is None


def test_lower_priority_numbers_settle_first_whatever_the_order_made():
    g = to_night(new("狼", "猎手", "村民", "村民", "村民", "村民", "村民"))
    order = []
    g.offers_made.clear()
    triggers.offer(g, 3, "甲", 5, lambda game: order.append("甲"))
    triggers.offer(g, 4, "乙", 0, lambda game: order.append("乙"))
    triggers.offer(g, 5, "丙", 5, lambda game: order.append("丙"))
    triggers.offer(g, 6, "丁", 1, lambda game: order.append("丁"))
    triggers.settle(g)
    assert order == ["乙", "丁", "甲", "丙"]
    assert g.offers == []


def test_chain_deaths_settle_before_lower_priority_offers_made_earlier():
    """猎手 2 (badge holder) dies: 枪 (priority 0) and 传 (priority 1) are offered. 2 shoots
    猎手 3, whose own 枪 joins the queue at once and settles before 2's 传."""
    g = to_night(new("狼", "狼", "猎手", "猎手", "村民", "村民", "村民", "村民", "村民", "村民"))
    give_badge(g, 3)
    g.submit(act(1, "刀", 3))
    g.submit(act(3, "枪", 4))
    g.submit(act(4, "枪", 2))
    g.submit(act(3, "传", 5))
    g.close()
    assert deaths(g) == [("night 1", 3, "刀"), ("night 1", 4, "枪"), ("night 1", 2, "枪")]
    assert [e["seat"] for e in of_type(g, "badge")] == [5]
    ev = [(e["type"], e.get("seat")) for e in g.events if e["type"] in ("death", "badge")]
    assert ev == [("death", 3), ("death", 4), ("death", 2), ("badge", 5)]
    assert g.flags["badge"] == 5


def test_a_use_is_taken_only_from_the_offered_seat_and_skill():
    g = to_night(new("狼", "猎手", "猎手", "村民", "村民", "村民", "村民"))
    g.submit(act(1, "刀", 2))
    g.submit(act(3, "枪", 4))  # 3 never dies: its shot is never offered
    g.close()
    assert deaths(g) == [("night 1", 2, "刀")]
    unused = of_type(g, "unused")
    assert [(e["by"], e["skill"]) for e in unused] == [(3, "枪")]


class Strict(Toy):
    """A ruleset that refuses a triggered use aimed at a dead seat."""

    def check_reactive(self, game, intent):
        if any(not game.seats[t].alive for t in intent.targets):
            return "目标已出局"
        return None


def test_a_refused_triggered_use_is_rejected_and_the_offer_forfeited():
    rs = Strict()
    g = Game(rs, [{"seat": i, "name": f"P{i}", "role": r} for i, r in
                  enumerate(["狼", "猎手", "村民", "村民", "村民", "村民", "村民"], 1)])
    to_night(g)
    die(g, 4, "测试")
    g.submit(act(1, "刀", 2))
    g.submit(act(2, "枪", 4))
    g.close()
    rej = of_type(g, "rejected")
    assert [(e["by"], e["skill"], e["reason"]) for e in rej] == [(2, "枪", "目标已出局")]
    assert "2号 未发动<枪>，视为放弃" in traces(g)
    assert deaths(g) == [("night 1", 4, "测试"), ("night 1", 2, "刀")]
    slot = next(s for s in g.seats[2].skills if s.name == "枪")
    assert slot.uses_left is None


def test_settling_stops_once_the_game_is_over():
    g = to_night(new("狼", "猎手", "村民", "村民", "村民", "村民"))
    called = []
    triggers.offer(g, 2, "枪", 0, lambda game: called.append(1))
    g.end(BAD, "测试")
    triggers.settle(g)
    assert called == [] and len(g.offers) == 1


def test_triggered_deaths_fire_the_death_hooks_of_the_ruleset():
    """A death's hooks run for every death, a chain death included (here: the badge moves on)."""
    g = to_night(new("狼", "狼", "猎手", "村民", "村民", "村民", "村民", "村民", "村民"))
    give_badge(g, 4)
    g.submit(act(1, "刀", 3))
    g.submit(act(3, "枪", 4))
    g.submit(act(4, "传", 6))
    g.close()
    assert deaths(g) == [("night 1", 3, "刀"), ("night 1", 4, "枪")]
    assert g.flags["badge"] == 6
    assert g.offers_made == [(3, "枪"), (4, "传")]
