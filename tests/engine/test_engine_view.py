"""Groups and every message's audience: a seat's view is the public record plus its own and its
groups' messages — never the director's trace, rejections or unused inputs, never another
seat's feedback or notice (design.md: Information)."""
import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import DIRECTOR, PUBLIC
from bansha.engine.record import Unused

from engine_toy import act, die, new, of_type, to_night, vote

ROLES = ("狼", "卧底", "先知", "医生", "猎手", "村民", "村民", "村民")


def _played():
    g = new(*ROLES)
    g.group_message("狼", "狼群：1号、2号")
    g.notice(6, "你是村民")
    to_night(g)
    g.submit(act(3, "查", 2))
    g.submit(act(1, "刀", 5))
    g.submit(act(5, "枪", 7))
    with pytest.raises(Refusal):
        g.submit(act(6, "枪", 1))  # 6 holds no 枪: refused, never recorded
    g.close()
    g.announce("天亮了")
    g.submit(vote(3, 1))
    g.close()
    g.reject(4, "护", "测试拒绝")
    g.emit(Unused(4, "护"), DIRECTOR)
    return g


def test_groups_from_roles():
    g = new(*ROLES)
    assert g.groups == {"狼": [1, 2]}
    assert g.members("狼") == [1, 2] and g.members("无") == []
    assert g.groups_of(2) == ["狼"] and g.groups_of(3) == []


def test_a_seat_sees_public_events_its_own_messages_and_its_groups():
    g = _played()
    v3 = g.view(3)
    assert any(e["type"] == "feedback" and e["skill"] == "查" and e["to"] == 3 for e in v3)
    assert any(e["type"] == "announce" for e in v3)
    assert any(e["type"] == "death" for e in v3)
    assert not any(e["type"] == "group" for e in v3)
    assert any(e["type"] == "group" for e in g.view(1)) and any(e["type"] == "group" for e in g.view(2))
    assert [e["text"] for e in g.view(6) if e["type"] == "notice"] == ["你是村民"]


@pytest.mark.parametrize("seat", range(1, 9))
def test_no_seat_sees_the_directors_record_or_anothers_private_messages(seat):
    g = _played()
    view = g.view(seat)
    assert not any(e["type"] in ("trace", "rejected", "unused") for e in view)
    for e in view:
        if e["type"] in ("feedback", "notice"):
            assert e["to"] == seat
        if e["type"] == "group":
            assert seat in g.members(e["group"])
    mine = [e for e, a in zip(g.events, g.audiences) if a == PUBLIC
            or (e["type"] in ("feedback", "notice") and e["to"] == seat)
            or (e["type"] == "group" and seat in g.members(e["group"]))]
    assert view == mine


def test_the_director_record_is_in_the_game_but_in_no_view():
    g = _played()
    assert of_type(g, "trace") and of_type(g, "rejected") and of_type(g, "unused")
    private = {id(e) for e, a in zip(g.events, g.audiences) if a != PUBLIC}
    assert not any(id(e) in private for e in g.public_events())
    assert len(g.public_events()) < len(g.events)


def test_audiences_are_kept_beside_events():
    g = _played()
    assert len(g.audiences) == len(g.events)
    for e, a in zip(g.events, g.audiences):
        if e["type"] in ("feedback", "notice"):
            assert a == (e["to"],)
        elif e["type"] in ("trace", "rejected", "unused"):
            assert a == DIRECTOR
        elif e["type"] in ("death", "announce", "game_over"):
            assert a == PUBLIC


def test_a_group_message_follows_the_groups_members():
    g = new(*ROLES)
    g.group_message("狼", "今晚刀谁")
    assert [n for n in g.seats if any(e["type"] == "group" for e in g.view(n))] == [1, 2]
    die(g, 1, "测试")
    assert any(e["type"] == "group" for e in g.view(1)), "a dead member keeps its group's record"
