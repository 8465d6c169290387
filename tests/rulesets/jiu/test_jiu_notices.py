"""What is announced and what is told (JIU-R208, R209): the 公示 and private notices the seed names, and that a
private notice reaches its seat alone. Each identity's own are tested in its file (天狗吞月's list, 岚's quarry, the
盗火者 list, 穷奇's reward and punishment, 神使's 默哀, 光耀传承, the 水晶球 identities, 摄魂, the 祈愿 table; gifts,
偷盗, 天意, 九尾狐's tails, faction changes, 归途, 控天, the lovers' statuses, 奇迹); the framework's are here, and the
新月's code and content."""
from jiu_helpers import MERCHANT, SAINT, SEER, SOUL, A, announced, day, events, game, night

from bansha.rulesets.jiu import statuses as st


def private(g, text: str) -> set[int]:
    """The seats that can see a notice containing `text` (none if it is public)."""
    hits = [k for k, e in enumerate(g.events) if e["type"] == "notice" and text in e["text"]]
    assert hits, text
    return {n for k in hits for n in g.seats if g.visible(g.audiences[k], n)}


def test_jiu_r209_the_new_sheriff_and_deputy_are_told_the_pledge_and_the_deputy_announced():
    """JIU-R208: the sheriff's 宣言 choice and a new 执警 are announced."""
    g = game([])
    text = announced(g, "day 1")
    assert f"警长12号雪莉 的任职宣言：自由。" in text and "1号白兰地 成为执警。" in text
    assert private(g, "你成为警长。") == {SAINT} and private(g, "你成为执警。") == {1}


def test_jiu_the_quiet_are_announced_at_the_opening():
    """JIU-R208: the [寡言] holders."""
    g = game([night(1)])  # day 2 open
    st.give(g, SOUL, "寡言", until="day 2")
    g.close()
    assert "[寡言]：6号朗姆" in announced(g, "day 2")


def test_jiu_r209_a_gift_is_told_to_its_receiver_alone_at_the_nights_end():
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "验人"))])
    told = [e for e in events(g, "notice", to=SEER) if "[通灵]" in e["text"]]
    assert told and told[0]["t"] == "night 1" and private(g, "[通灵]") == {SEER}
    assert not [e for e in g.view(SOUL) if e["type"] == "notice" and "[通灵]" in e["text"]]


def test_jiu_r208_r145_the_drawn_moons_code_and_its_content_are_published_apart():
    g = game([day(2, A(1, "代理", choice="奇迹"))])
    said = [e["text"] for e in events(g, "announce", "day 2")]
    assert "执警抽取新月：奇迹" in said
    content = [t for t in said if t.startswith("新月内容：奇迹\n")]
    assert content and "结算效果：结算目标复活，然后永久获得[净化]状态并得知此事。" in content[0]


def test_jiu_a42_r142_a_dawn_publication_waits_for_the_opening_announcement():
    """"在其他阶段出局的信息和应当要公示的信息，则会在第二天白天开门时公示": a 晨曦 exit is first published at 开门, so
    a [翻牌] or a handover made in 晨曦 is not announced ahead of it — it goes out with that 开门 公告."""
    from bansha.engine.game import Game
    from bansha.rulesets import get
    from bansha.rulesets.jiu.roles._kit import publish
    from jiu_helpers import DUCK, seats
    g = Game(get("jiu"), seats(), {"moon_draw": "不抽取"}, 0, live=True)
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    for _ in range(3):
        g.close()
    assert str(g.period) == "day 2" and g.ledger.phase == "晨曦" and "开门" not in g.settled
    before = len([e for e in g.events if e["type"] == "announce"])
    publish(g, "有角色翻牌：测试")
    assert len([e for e in g.events if e["type"] == "announce"]) == before
    g.submit({"kind": "settle", "step": "开门"})
    opening = [e["text"] for e in g.events if e["type"] == "announce" and e["t"] == "day 2" and "开门" in e["text"]]
    assert any("有角色翻牌：测试" in t for t in opening)
