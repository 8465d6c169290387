"""The action queue (resolution.Resolver): before-hooks that cancel or retarget, after-hooks,
and insert() for immediate insertion (即时插入结算)."""
from bansha.engine.resolution import Action, Resolver, with_tables

from engine_toy import new, traces


def _game():
    return new("狼", "先知", "村民", "村民", "村民")


def _logging_resolver(log):
    r = Resolver()
    r.handle("打", lambda g, a: log.append(("打", a.actor, a.target)))
    return r


def test_actions_settle_in_queue_order_and_come_back_done():
    log = []
    r = _logging_resolver(log)
    acts = [Action("打", 1, 2, "打"), Action("打", 3, 4, "打")]
    done = r.run(_game(), acts)
    assert log == [("打", 1, 2), ("打", 3, 4)]
    assert done == acts and not any(a.cancelled for a in done)


def test_a_before_hook_cancels_the_action_and_says_why():
    g = _game()
    log = []
    r = _logging_resolver(log)
    after = []
    later_before = []
    r.on_before("打", lambda game, a: a.cancel("被挡住") if a.target == 2 else None)
    r.on_before("打", lambda game, a: later_before.append(a.target))
    r.on_after("打", lambda game, a: after.append(a.target))
    done = r.run(g, [Action("打", 1, 2, "打"), Action("打", 1, 3, "打")])
    assert log == [("打", 1, 3)]
    assert after == [3]
    assert later_before == [3], "hooks after the cancelling one must not run"
    assert done[0].cancelled and done[0].why == "被挡住" and not done[1].cancelled
    assert "打→2号 无效：被挡住" in traces(g)


def test_a_before_hook_retargets_the_action():
    log = []
    r = _logging_resolver(log)

    def redirect(game, a):
        if a.target == 2:
            a.target = 5
            a.data["redirected_from"] = 2

    r.on_before("打", redirect)
    done = r.run(_game(), [Action("打", 1, 2, "打")])
    assert log == [("打", 1, 5)]
    assert done[0].target == 5 and done[0].data == {"redirected_from": 2}


def test_redirections_chain_in_registration_order():
    log = []
    r = _logging_resolver(log)
    r.on_before("打", lambda g, a: setattr(a, "target", 3) if a.target == 2 else None)
    r.on_before("打", lambda g, a: setattr(a, "target", 4) if a.target == 3 else None)
    r.run(_game(), [Action("打", 1, 2, "打")])
    assert log == [("打", 1, 4)]


def test_after_hooks_run_after_the_handler_in_order():
    order = []
    r = Resolver()
    r.on_before("打", lambda g, a: order.append("before"))
    r.handle("打", lambda g, a: order.append("handle"))
    r.on_after("打", lambda g, a: order.append("after1"))
    r.on_after("打", lambda g, a: order.append("after2"))
    r.run(_game(), [Action("打", 1, 2, "打")])
    assert order == ["before", "handle", "after1", "after2"]


def test_hooks_are_per_kind():
    seen = []
    r = Resolver()
    r.handle("打", lambda g, a: seen.append(("打", a.target)))
    r.handle("救", lambda g, a: seen.append(("救", a.target)))
    r.on_before("救", lambda g, a: a.cancel("不救"))
    r.run(_game(), [Action("救", 1, 2, "救"), Action("打", 1, 3, "打")])
    assert seen == [("打", 3)]


def test_insert_settles_at_once_before_the_rest_of_the_queue():
    log = []
    r = Resolver()

    def hit(game, a):
        log.append(("打", a.target))
        if a.target == 2:
            r.insert(Action("反击", a.target, a.actor, "反击"))

    r.handle("打", hit)
    r.handle("反击", lambda g, a: log.append(("反击", a.target)))
    r.run(_game(), [Action("打", 1, 2, "打"), Action("打", 1, 3, "打")])
    assert log == [("打", 2), ("反击", 1), ("打", 3)]


def test_inserted_actions_meet_their_own_before_hooks():
    log = []
    r = Resolver()
    r.handle("打", lambda g, a: r.insert(Action("反击", a.target, a.actor, "反击")))
    r.handle("反击", lambda g, a: log.append("反击"))
    r.on_before("反击", lambda g, a: a.cancel("反击被挡"))
    g = _game()
    done = r.run(g, [Action("打", 1, 2, "打")])
    assert log == []
    assert [a.kind for a in done] == ["打", "反击"] and done[1].cancelled
    assert "反击→1号 无效：反击被挡" in traces(g)


def test_insert_before_run_goes_first():
    log = []
    r = _logging_resolver(log)
    r.insert(Action("打", 9, 9, "打"))
    r.run(_game(), [Action("打", 1, 2, "打")])
    assert log == [("打", 9, 9), ("打", 1, 2)]


def test_several_inserts_from_one_action_settle_in_the_order_inserted():
    """即时插入结算: two triggers raised by one action both go before the rest of the queue,
    in the order they were raised."""
    log = []
    r = _logging_resolver(log)
    r.handle("引", lambda g, a: (r.insert(Action("打", 7, 7, "打")), r.insert(Action("打", 8, 8, "打"))))
    r.run(_game(), [Action("引", 1, 1, "引"), Action("打", 1, 2, "打")])
    assert log == [("打", 7, 7), ("打", 8, 8), ("打", 1, 2)]


def test_resolvers_made_with_one_table_share_its_hooks_and_nothing_of_their_queues():
    """A ruleset whose hooks never change builds them once (`Resolver.tables`) and settles each queue on a
    fresh resolver `with_tables`: each runs its own actions, protected by the same hooks."""
    base = Resolver()
    base.on_before("打", lambda g, a: a.cancel("挡") if a.target == 2 else None)
    hits: list[int | None] = []
    base.handle("打", lambda g, a: hits.append(a.target))
    tables = base.tables()
    one, two = with_tables(tables), with_tables(tables)
    g = _game()
    first = one.run(g, [Action("打", 1, 2, "打"), Action("打", 1, 3, "打")])
    second = two.run(g, [Action("打", 1, 4, "打")])
    assert hits == [3, 4]
    assert [(a.target, a.cancelled, a.why) for a in first] == [(2, True, "挡"), (3, False, "")]
    assert [a.target for a in second] == [4] and one.run(g, []) == []
