"""岚 — 无尽追猎 and 雷击 (JIU-R117, R118, R265; A40)."""
from jiu_helpers import DUCK, LAN, LINEUP, SEER, A, announced, day, deaths, feedback, game, night, rejected, statuses


def test_jiu_r117_r265_hunt_asks_again_after_none_alive_then_announces_the_quarry():
    g = game([night(1, A(LAN, "无尽追猎", choice="女巫"), A(LAN, "无尽追猎", choice="预言家"),
                    A(LAN, "无尽追猎", choice="朱雀")), {"at": "day 2"}])
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
    assert "流血" in statuses(g, 3) and "流血" not in statuses(g, 4)
    assert rejected(g, LAN, "雷击") == ["<雷击>每天只能发动一次（剩余次数：3）"]  # "该技能每天只能发动一次"
    steps = []
    for n in range(1, 6):
        steps += [night(n, A(LAN, "雷击", [2 + n])), {"at": f"day {n + 1}"}]
    g = game(steps[:-1])
    assert rejected(g, LAN, "雷击") == ["<雷击>为[数值]技能，剩余次数为0：次数不足，无法发动"]  # the fifth


DREAMER, EXTRA = 13, 15  # 狂戮's seat takes 空想家, whose extra seat is a second 预言家


def test_jiu_r117_r120_a40_every_holder_of_the_identity_is_hunted_and_the_quarry_is_out_when_all_are():
    """JIU-A40: the 空想家's extra 预言家 seat is a 预言家 ("其一切判定和正常角色没有区别"): both get [漏洞]; with one out
    the identity still lives and 岚 cannot hunt again; once the extra seat leaves the game (空想家 out) it can."""
    start = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天"), A(DREAMER, "空想具现", choice="预言家")]}
    g = game([start, night(1, A(LAN, "无尽追猎", choice="预言家"), A(DUCK, "杀人", [SEER])),
              day(2, A(LAN, "无尽追猎", choice="朱雀")), night(2, A(DUCK, "杀人", [DREAMER])),
              day(3, A(LAN, "无尽追猎", choice="朱雀"))], lineup={**LINEUP, DREAMER: "空想家"})
    assert g.seats[EXTRA].role == "预言家" and announced(g).count("预言家被岚追猎") == 1  # one 公告 for the identity
    assert "漏洞" in statuses(g, SEER) and "漏洞" in statuses(g, EXTRA)
    assert rejected(g, LAN, "无尽追猎") == ["<无尽追猎>：追猎目标仍存活，不能发动"]  # day 2: the extra seat lives
    assert feedback(g, LAN, "无尽追猎") == ["存活", "存活"]  # night 1 预言家, day 3 朱雀


def test_jiu_r117_r50_a40_a_role_holding_the_identity_s_skills_is_not_the_identity():
    """JIU-A40: the 祭品 that gained the out 预言家's skills (获取技能) is still 祭品: "预言家?" answers [没有存活]."""
    from test_jiu_sacrifice import DUCK as S_DUCK, LAN as S_LAN, SEER as S_SEER, VICTIM, play
    g = play(night(1, A(S_DUCK, "杀人", [S_SEER])), day(2, A(VICTIM, "献祭唤醒", [S_SEER], choice=1)),
             night(2, A(S_LAN, "无尽追猎", choice="预言家")))
    assert any(s.defn.name == "预言" for s in g.seats[VICTIM].skills)
    assert feedback(g, S_LAN, "无尽追猎") == ["没有存活"] and "漏洞" not in statuses(g, VICTIM)


def test_jiu_r117_r207_r208_a_quarry_found_at_early_night_is_announced_at_the_next_opening():
    """JIU-R117, R207, R208: "则会公告[追猎的身份被岚追猎]" — found at 早夜, and "夜晚期间需要公示的内容全部在下一个白天开始时
    公布": nothing is published during the night; day 2's 开门 公示 carries it. Found at 正午, it is announced at once."""
    g = game([night(1, A(LAN, "无尽追猎", choice="预言家")), {"at": "day 2"}])
    hunted = [e["t"] for e in g.events if e["type"] == "announce" and "预言家被岚追猎" in e["text"]]
    assert hunted == ["day 2"]
    g = game([day(2, A(LAN, "无尽追猎", choice="预言家"))])
    assert [e["t"] for e in g.events if e["type"] == "announce" and "预言家被岚追猎" in e["text"]] == ["day 2"]


def test_jiu_r117_r19_one_hunting_sitting_a_game_day():
    """JIU-R117, R19: 无尽追猎 is neither <强制> nor [数值], so "一天只能发动一次" — its one written exception is the ask
    again "立刻" after [没有存活]. A sitting at day 2's 正午 spends night 2's 早夜 (a 游戏日 is its day and its night);
    with the quarry voted out that day, 岚 hunts again at day 3's 正午."""
    g = game([day(2, A(LAN, "无尽追猎", choice="女巫")), night(2, A(LAN, "无尽追猎", choice="预言家"))])
    assert feedback(g, LAN, "无尽追猎") == ["没有存活"]
    assert rejected(g, LAN, "无尽追猎") == ["<无尽追猎>：一天只能发动一次（今天已在正午发动）"]
    everyone = {n: SEER for n in LINEUP if n != SEER}
    g = game([day(2, A(LAN, "无尽追猎", choice="预言家"), votes=everyone), night(2, A(LAN, "无尽追猎", choice="朱雀")),
              day(3, A(LAN, "无尽追猎", choice="朱雀"))])
    assert not g.seats[SEER].alive and feedback(g, LAN, "无尽追猎") == ["存活", "存活"]
    assert rejected(g, LAN, "无尽追猎") == ["<无尽追猎>：一天只能发动一次（今天已在正午发动）"]
