"""The 自由警长发言贴 (JIU-R46, R195): the holder of [自由] posts there at any time, by night too and, as the PS
says, out until a new sheriff is made; its posts there count with its discussion posts toward the day's count
(潜水); [寡言] applies; nobody else's posts there count (ruling in rulings.md, "JIU-R46 — [自由]")."""
import pytest
from jiu_helpers import SAINT, SEER, events, game, night

from bansha.engine.errors import Refusal
from bansha.rulesets.jiu import harm, posts
from bansha.rulesets.jiu import statuses as st

EVERYONE = list(range(1, 15))


def talk(by, k, thread="discussion"):
    return [{"thread": thread, "by": by, "text": f"发言{i}"} for i in range(k)]


def vote_all():
    return [{"thread": "vote", "by": n, "text": "投票对象：弃权\n投票理由：无"} for n in EVERYONE]


def yellows(g, t="day 2"):
    return {e["to"] for e in events(g, "card", t, card="黄牌") if "发言不足五帖" in e["reason"]}


def test_jiu_r46_r195_free_thread_posts_count_toward_the_days_posts_of_the_holder_only():
    ps = [p for n in EVERYONE if n not in (SAINT, SEER) for p in talk(n, 5)]
    ps += talk(SAINT, 3) + talk(SAINT, 2, "自由") + talk(SEER, 3) + talk(SEER, 2, "自由")
    g = game([night(1), {"at": "day 2", "posts": ps + vote_all()}])  # 12号 is the 自由 sheriff
    assert SAINT not in yellows(g) and SEER in yellows(g)
    assert any("没有[自由]" in e["text"] for e in events(g, "trace", "day 2"))


def test_jiu_r46_the_holder_posts_there_at_night_nobody_else_does():
    g = game([night(1), {"at": "day 2"}])  # night 2 is open
    g.submit({"kind": "post", "by": SAINT, "thread": "自由", "text": "夜里说两句"})
    with pytest.raises(Refusal, match="没有\\[自由\\]"):
        g.submit({"kind": "post", "by": SEER, "thread": "自由", "text": "我也说"})
    with pytest.raises(Refusal, match="夜晚不得发言"):
        g.submit({"kind": "post", "by": SAINT, "thread": "discussion", "text": "讨论帖不行"})


def test_jiu_r46_an_exited_free_sheriff_still_speaks_there_until_a_new_sheriff():
    g = game([night(1)])  # day 2 open
    harm.exit_seat(g, SAINT, "测试")
    for p in talk(SAINT, 2, "自由") + talk(SAINT, 1):
        g.submit({"kind": "post", **p})
    day = posts.forum_day(g)
    assert day.speech.get(SAINT) == 2  # the discussion post is 诈尸
    assert any("诈尸" in e["text"] for e in events(g, "trace", "day 2"))


def test_jiu_r195_silence_words_apply_in_the_free_thread():
    g = game([night(1)])
    g.submit({"kind": "settle", "step": "开门"})
    st.give(g, SAINT, "寡言", until="day 2/黄昏")
    g.submit({"kind": "post", "by": SAINT, "thread": "自由", "text": "喵~"})
    assert not st.has(g.seats[SAINT], "沉默")
    g.submit({"kind": "post", "by": SAINT, "thread": "自由", "text": "我是警长"})
    assert st.has(g.seats[SAINT], "沉默") and st.has(g.seats[SAINT], "遗忘")


def test_jiu_r46_another_rulesets_day_has_no_free_thread():
    from bansha.engine.game import Game
    from bansha.rulesets import get
    r = get("hongloumeng")
    g = Game(r, [{"seat": n, "name": f"p{n}"} for n in range(1, 15)], rng=1)
    with pytest.raises(Refusal, match="本规则没有"):
        g.submit({"kind": "post", "by": 1, "thread": "自由", "text": "x"})
