"""岚 — 无尽追猎 and 雷击 (JIU-R117, R118, R265)."""
from jiu_helpers import LAN, SEER, A, announced, day, deaths, feedback, game, night, rejected, statuses


def test_jiu_r117_r265_hunt_asks_again_after_none_alive_then_announces_the_quarry():
    g = game([night(1, A(LAN, "无尽追猎", choice="女巫"), A(LAN, "无尽追猎", choice="预言家"),
                    A(LAN, "无尽追猎", choice="朱雀"))])
    assert feedback(g, LAN, "无尽追猎") == ["没有存活", "存活"]
    assert "预言家被岚追猎" in announced(g)
    assert "漏洞" in statuses(g, SEER)
    assert "追猎目标仍存活" in rejected(g, LAN, "无尽追猎")[0]


def test_jiu_r265_a_hunted_role_bleeds_twice_so_one_strike_kills():
    g = game([day(2, A(LAN, "无尽追猎", choice="预言家")), night(2, A(LAN, "雷击", [SEER]))])
    assert feedback(g, LAN, "无尽追猎") == ["存活"]
    assert deaths(g, "night 2") == [SEER]


def test_jiu_r118_r25_strike_once_a_day_four_uses():
    g = game([night(1, A(LAN, "雷击", [3]), A(LAN, "雷击", [4]))])
    assert "流血" in statuses(g, 3) and "流血" not in statuses(g, 4) and rejected(g, LAN, "雷击")
    steps = []
    for n in range(1, 6):
        steps += [night(n, A(LAN, "雷击", [2 + n])), {"at": f"day {n + 1}"}]
    g = game(steps[:-1])
    assert len(rejected(g, LAN, "雷击")) == 1  # the fifth
