"""遮天 [晨曦][限定] (JIU-R91): the [群内] see the 开门 公告 about to be published and may replace it; two
days later the director posts the 勘误 (ruling in rulings.md, "JIU-R91 — 遮天")."""
from jiu_helpers import DUCK, KUANGLU, SEER, WITCH, A, day, events, game, night, rejected

from bansha.engine.game import PUBLIC

FAKE = "[245]酒 第3天开门\n平安夜"


def opening(pick="遮天"):
    return {"at": "start", "actions": [A(DUCK, "群内可选技能", choice=pick)]}


def public(g, t=None) -> list[str]:
    return [e["text"] for e, a in zip(g.events, g.audiences) if a == PUBLIC and e["type"] == "announce"
            and (t is None or e["t"] == t)]


def group_said(g, t=None) -> list[str]:
    return [e["text"] for e in events(g, "group", t)]


def seen_by(g, seat) -> str:
    return "\n".join(str(e.get("text", "")) for e in g.view(seat))


def covered_game(until=5):
    steps = [opening(), night(1), day(2), night(2, A(DUCK, "杀人", [SEER])), day(3, A(WITCH, "遮天", choice=FAKE))]
    for n in range(3, until):
        steps += [night(n), day(n + 1)]
    return game(steps)


def test_jiu_r91_the_group_is_shown_the_announcement_at_each_dawn_while_the_skill_is_unused():
    g = game([opening(), night(1), day(2), night(2, A(DUCK, "杀人", [SEER])), {"at": "day 3"}])
    shown = [t for t in group_said(g, "day 3") if t.startswith("<遮天>")]
    assert len(shown) == 1 and "出局角色（按出局顺序）：7号清酒" in shown[0]
    opened = [t for t in public(g, "day 3") if t.startswith("[245]酒 第3天开门")]
    assert opened == [shown[0].split("\n", 1)[1]]  # exactly what was published
    assert [t for t in group_said(g, "day 2") if t.startswith("<遮天>")]  # day 2's 晨曦 too
    assert not [t for t in group_said(g, "day 1") if t.startswith("<遮天>")]  # the 竞选日 has no 晨曦


def test_jiu_r91_a_use_replaces_the_announcement_and_the_truth_stays_with_the_director():
    g = covered_game(until=3)
    assert FAKE in public(g, "day 3")
    assert not [t for t in public(g, "day 3") if "清酒" in t]  # the exit is not in the public record
    assert g.state.covered == [(3, next(t for t in group_said(g, "day 3") if t.startswith("<遮天>")).split("\n", 1)[1])]
    assert any("清酒" in e["text"] for e in events(g, "trace", "day 3") if e["text"].startswith("<遮天>"))
    assert g.seats[SEER].alive is False  # the game goes on from the truth


def test_jiu_r91_no_seat_outside_the_group_sees_the_true_announcement_before_the_erratum():
    g = covered_game(until=4)
    village = [n for n in g.seats if n not in g.groups["狼人"] and n != SEER]
    for n in village:
        assert "出局角色（按出局顺序）：7号清酒" not in seen_by(g, n)
    assert "出局角色（按出局顺序）：7号清酒" in seen_by(g, DUCK)  # the group saw it before the change
    assert not [t for t in public(g) if t.startswith("勘误")]  # day 4: not yet


def test_jiu_r91_the_director_posts_the_erratum_two_days_later():
    g = covered_game(until=5)
    errata = [e for e in events(g, "announce") if e["text"].startswith("勘误")]
    assert [e["t"] for e in errata] == ["day 5"]
    assert "第3天开门公告的正确内容" in errata[0]["text"] and "出局角色（按出局顺序）：7号清酒" in errata[0]["text"]
    assert "出局角色（按出局顺序）：7号清酒" in seen_by(g, KUANGLU)


def test_jiu_r91_once_per_game_only_when_chosen_not_an_erratum_and_never_on_the_election_day():
    g = game([opening(), night(1), day(2, A(WITCH, "遮天", choice="平安")), night(2), day(3, A(DUCK, "遮天", choice="再改"))])
    assert "平安" in public(g, "day 2") and "再改" not in public(g, "day 3")
    assert len(rejected(g, DUCK, "遮天")) == 1  # 限定
    assert not [t for t in group_said(g, "day 3") if t.startswith("<遮天>：即将")]  # spent: no longer shown
    g = game([opening(), night(1), day(2, A(WITCH, "遮天", choice="勘误：昨天无人出局"))])
    assert "不能修改为勘误公告" in rejected(g, WITCH, "遮天")[0]
    g = game([opening("控天"), night(1), day(2, A(WITCH, "遮天", choice="平安"))])
    assert "群内可选技能不是遮天" in rejected(g, WITCH, "遮天")[0]
    assert not [t for t in group_said(g) if t.startswith("<遮天>")]
    g = game([opening(), day(1, A(WITCH, "遮天", choice="平安"))], sheriff=None)
    assert "竞选日没有晨曦" in rejected(g, WITCH, "遮天")[0]


def test_jiu_r91_a_village_role_cannot_use_it():
    g = game([opening(), night(1), day(2, A(SEER, "遮天", choice="平安"))])
    assert rejected(g, SEER, "遮天") and "平安" not in public(g, "day 2")


def test_jiu_r91_live_the_day_opens_once_the_group_has_answered():
    from bansha.engine import settlement
    g = game([opening(), night(1)])
    g.live = True
    settlement.settle_ready(g)
    g.submit({"kind": "settle", "step": "晨曦2"})  # 代理 is <强制>: not declined, the director moves on
    assert "遮天预告" in g.settled and "开门" not in g.settled
    assert settlement.waiting_for(g) == {"遮天": [(DUCK, "遮天"), (WITCH, "遮天")]}
    g.submit({"kind": "action", "by": WITCH, "skill": "遮天", "choice": FAKE})
    assert "开门" in g.settled and FAKE in public(g, "day 2")
