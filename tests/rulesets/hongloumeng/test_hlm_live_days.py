"""[M162] days and the night's 报复 in live play, step by step (issue 18): each 公示 is posted when
its step settles, the vote settles by itself once it is final, an exiled sheriff 黑狼王 is offered
<报复> and then <殉职> on his page before any close, and a close that makes such an offer stops there
(HLM-R27, R28, R41, R58, R63–R69, R71, R73, R79–R81, R95). Played through `bansha.play.apply`, the
store's own path, with the time of each entry."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bansha.engine import acting, life
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.play import apply
from bansha.replay import record, replay
from bansha.rulesets.hongloumeng import RULESET
from bansha.store.games import open_store
from bansha.store.importing import import_scenario

from hlm_helpers import APPRENTICE, DREAMER, EVERYONE, H, JUDGE, KING, SEER, V1, V2, WITCH, WOLF, WWITCH

SEATS = [{"seat": s, "name": n, "role": r} for s, n, r in H]
NAMES = {s: n for s, n, _ in H}
D0 = "2026-12-01"  # night 1 begins on D0 at 21:00; day 1 is 12-02, day 2 12-03, night 2 12-03 21:00


def new() -> Game:
    return Game(RULESET, SEATS, start_date=D0, live=True, timed=True)


def at(g: Game, when: str, kind: str, **fields: Any) -> Any:
    """One entry at `when` (12-02T20:10 style), as the console records it (a refusal raises)."""
    return apply(g, {"kind": kind, **fields}, f"2026-{when}:00" if len(when) == 11 else f"2026-{when}", strict=True)


def act(g: Game, when: str, by: int, skill: str, *targets: int, choice: Any = None) -> Any:
    return at(g, when, "action", by=by, skill=skill, targets=list(targets), **({"choice": choice} if choice else {}))


def night_one(g: Game, kill: int | None = None) -> None:
    """Night 1 quickly: the pack picks 残暴 (so nothing is granted tonight), kills `kill` or nobody."""
    at(g, "12-01T21:00", "close")
    act(g, "12-01T21:05", KING, "狼魂祈礼", choice="残暴")
    if kill is not None:
        act(g, "12-01T21:06", WOLF, "杀人", kill)
    act(g, "12-01T21:07", DREAMER, "摄梦", APPRENTICE)
    at(g, "12-02T09:00", "close")


def announced(g: Game) -> list[dict[str, Any]]:
    return [e for e in g.events if e["type"] == "announce"]


def offered(g: Game, seat: int) -> set[str]:
    return {o.skill for o in acting.openings(g, seat)}


def vote_post(g: Game, when: str, by: int, target: int | None, floor: int, thread: str = "vote",
              change_of: int | None = None) -> None:
    word = "改票" if change_of is not None else "投票"
    text = f"【{by:02d}.{NAMES[by]}】\n{word}对象：{'弃权' if target is None else NAMES[target]}\n{word}理由：……"
    fields: dict[str, Any] = {"thread": thread, "by": by, "text": text, "floor": floor, "time": f"2026-{when}:00"}
    if change_of is not None:
        fields["reply_to"] = change_of  # the original vote: its place among the period's posts
    at(g, when, "post", **fields)


def election(g: Game, chief: int, start: str = "12-02T20:") -> None:
    """Everyone in play votes `chief` in the election's last hour (no 改票 then): it settles at the last vote."""
    voters = [n for n in EVERYONE if g.seats[n].alive or n in g.state.first_night_out]
    for k, n in enumerate(voters):
        at(g, f"{start}{10 + k:02d}", "sheriff_vote", by=n, **{"for": chief})


def test_r65_r79_the_election_settles_by_itself_once_final_and_night_1s_list_follows_as_its_own_post():
    """HLM-R65, R79, R69: votes posted in the 警长竞选帖 count as cast (the waiting list drops them); the
    election waits while a 改票 may still come (投票完成后允许改票，改票只允许进行一次), and once every vote
    in play is final it settles: the result, then night 1's list (在警长竞选完毕之后公布), each its own
    post at the time of the vote that made them due; the night-1 victim votes with weight 2."""
    g = new()
    night_one(g, kill=V1)
    assert g.period == "day 1" and not announced(g), "nothing posted before the election"
    assert not life.knows_out(g, V1), "the night-1 victim is not told before the list"
    voters = [n for n in EVERYONE]
    for k, n in enumerate(voters[:-1]):  # they vote in the thread before 20:00: still open to 改票
        vote_post(g, f"12-02T1{k // 6}:{10 + k:02d}", n, SEER if n != V1 else V2, k + 1, thread="sheriff")
    assert acting.waiting(g) == {14: ["警长竞选投票"]}, "a vote posted in the thread counts as cast"
    vote_post(g, "12-02T12:30", 14, SEER, 14, thread="sheriff")
    assert acting.waiting(g) == {n: ["可改票"] for n in voters} and "警长竞选" not in g.settled
    for k, n in enumerate(voters):  # each uses its one 改票: every vote is final
        vote_post(g, f"12-02T19:{10 + k:02d}", n, V1 if n in (V1, 2, 3) else SEER, 20 + k, "sheriff", change_of=k)
    assert "警长竞选" in g.settled and g.sheriff == SEER
    posts = announced(g)
    assert [p["text"].split("：")[0] for p in posts] == ["警长竞选结果", "【M162】红楼梦 第一个夜晚公示\n第一夜出局"]
    assert {p["at"] for p in posts} == {"2026-12-02T19:23:00"}, "the last 改票 made them due"
    assert "1号11票，5号4票" in posts[0]["text"], "the victim's vote weighs 2 (2号, 3号 and 5号 itself)"
    assert life.knows_out(g, V1), "night 1's list told it"


def test_r69_a_vote_in_the_last_hour_is_final_at_once():
    """HLM-R69: 关门前一小时不允许改票 — the election settles with the last vote cast after 20:00."""
    g = new()
    night_one(g)
    election(g, SEER)
    assert g.sheriff == SEER and announced(g)[0]["at"] == "2026-12-02T20:23:00"


def test_r63_r79_a_days_list_is_posted_when_the_day_opens():
    """HLM-R63, R79: 每个游戏日白天开始时…公示 — day 2's list the moment day 1 closes, day 3's the moment
    night 2 closes (夜晚期间需要公示的内容全部在下一个白天开始时公布), each its own post with the close's time."""
    g = new()
    night_one(g)
    election(g, SEER)
    at(g, "12-02T21:00", "close")
    day2 = announced(g)[-1]
    assert day2["t"] == "day 2" and day2["at"] == "2026-12-02T21:00:00" and day2["text"].startswith("【M162】红楼梦 第2天")
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": None})
    at(g, "12-03T21:00", "close")
    act(g, "12-03T21:10", WOLF, "杀人", V2)
    at(g, "12-04T09:00", "close")
    day3 = announced(g)[-1]
    assert day3["t"] == "day 3" and day3["at"] == "2026-12-04T09:00:00" and "昨夜出局：6号妙玉" in day3["text"]


def exiled_sheriff_king() -> Game:
    """Day 2 of a game whose sheriff is the 黑狼王 (冲锋 unused), every vote cast for him."""
    g = new()
    night_one(g)
    election(g, KING)
    at(g, "12-02T21:00", "close")
    assert g.sheriff == KING
    return g


def test_r27_r28_r41_r68_an_exiled_sheriff_king_is_offered_revenge_then_the_handover_before_any_close():
    """HLM-R68, R27, R28, R41, R80: the vote settles by itself (every vote in, none may change) and is
    posted at once; at 黄昏 the exiled 黑狼王 decides <报复> (需立即决定) on his page, its line is its own
    post, then his <殉职>, posted at once — all before the day is closed."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": KING})
    exile = announced(g)[-1]
    assert "9号秦可卿 被投票出局" in exile["text"] and exile["at"] == "2026-12-03T20:23:00"
    assert offered(g, KING) == {"报复"} and acting.waiting(g) == {KING: ["报复"]}
    act(g, "12-03T20:30", KING, "报复", V1)
    taken = announced(g)[-1]
    assert taken["text"] == "5号史湘云被9号秦可卿带走。" and taken["at"] == "2026-12-03T20:30:00"
    assert offered(g, KING) == {"殉职"}
    act(g, "12-03T20:40", KING, "殉职", V2)
    handed = announced(g)[-1]
    assert "继任警长" in handed["text"] and handed["at"] == "2026-12-03T20:40:00" and g.sheriff == V2
    assert "黄昏" in g.settled and g.period == "day 2"
    at(g, "12-03T21:00", "close")
    assert g.period == "night 2"


def test_r58_a_close_that_makes_the_offer_stops_and_the_next_close_forfeits_it():
    """Issue 18: no close forfeits a choice the close itself triggers. Votes that may still change keep
    the vote open; the close at 关门 settles it, offers <报复> and stops (the day stays open); the
    <报复> is then his, on his page; a second close forfeits what he has since had before him."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T15:{10 + k:02d}", "vote", by=n, **{"for": KING})
    assert "放逐投票" not in g.settled, "a 改票 may still come"
    assert at(g, "12-03T21:00", "close") is False
    assert g.period == "day 2" and offered(g, KING) == {"报复"}
    assert not [e for e in g.events if e["type"] == "unused" or "视为放弃" in e.get("text", "")]
    at(g, "12-03T21:05", "close")  # he was offered it: this close forfeits it, and offers the handover
    assert g.period == "day 2" and offered(g, KING) == {"殉职"}
    act(g, "12-03T21:10", KING, "殉职", choice="撕警徽")
    at(g, "12-03T21:11", "close")
    assert g.period == "night 2" and g.sheriff is None


def test_r81_the_handover_is_forfeited_thirty_minutes_after_closing_time():
    """HLM-R81: 警长被投票出局…关门三十分钟后仍未与导演取得联系，视为放弃移交警长 — the tick at 21:30 moves 黄昏 on."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": KING})
    at(g, "12-03T21:20", "tick")
    assert offered(g, KING) == {"报复"}
    at(g, "12-03T21:31", "tick")
    assert "黄昏" in g.settled and g.sheriff is None
    assert any("视为放弃移交警长" in e["text"] for e in announced(g))


def test_r58_a_king_out_at_night_decides_revenge_at_dawn_and_the_night_waits():
    """HLM-R58, R61: 黑狼王需立即决定<报复> — out at 夜间, he is told and offered it at 凌晨; the night's 凌晨
    step waits for him; its victim goes out after him and, like every night exit, is not told before the
    morning list."""
    g = new()
    at(g, "12-01T21:00", "close")
    act(g, "12-01T21:01", APPRENTICE, "特制药剂", SEER)
    act(g, "12-01T21:02", KING, "狼魂祈礼", choice="残暴")
    act(g, "12-01T21:03", WOLF, "杀人", KING)
    for seat, skill in ((KING, "冲锋"), (WITCH, "救药"), (WITCH, "毒药"), (WWITCH, "黑暗侦测"), (SEER, "预言"),
                        (2, "荣光庇护"), (2, "荣光审判"), (JUDGE, "审判"), (4, "求助"), (13, "摄梦"),
                        (5, "祝福"), (6, "祝福"), (7, "祝福"), (8, "祝福")):
        at(g, "12-01T21:10", "pass", by=seat, skill=skill)
    assert "(14)" in g.settled and "凌晨" not in g.settled
    assert life.knows_out(g, KING) and offered(g, KING) == {"报复"}
    act(g, "12-01T21:20", KING, "报复", V2)
    assert "凌晨" in g.settled and not g.seats[V2].alive and not life.knows_out(g, V2)
    assert not announced(g), "the 报复 line waits for the list after the election"


def test_r21_night_2_neither_offers_nor_waits_for_the_first_night_pick():
    """HLM-R21: 狼魂祈礼 is chosen 首夜 only — night 2 offers it to no wolf and step (3′) does not wait for it."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": None})
    at(g, "12-03T21:00", "close")
    assert g.period == "night 2"
    for wolf in (KING, WWITCH, WOLF):
        assert "狼魂祈礼" not in offered(g, wolf)
    at(g, "12-03T21:04", "pass", by=APPRENTICE, skill="特制药剂")
    act(g, "12-03T21:05", WOLF, "杀人", V1)
    at(g, "12-03T21:06", "pass", by=WOLF, skill="残暴")
    assert "(3′)" in g.settled
    with pytest.raises(Refusal, match="只能在首夜选择"):
        act(g, "12-03T21:07", WOLF, "狼魂祈礼", choice="顶盾")


def test_a20_a_vote_by_a_seat_out_of_play_is_refused_as_it_comes_in():
    """HLM-A20, R77: 角色出局结算结束后，不能继续参与…投票 — entered by the director (console, CLI) it is
    refused with the rules' words and nothing is kept; posted in the vote thread, the post is kept (诈尸)
    but its vote is refused then, for the director, and counts for nothing."""
    g = new()
    night_one(g, kill=V1)
    election(g, SEER)
    at(g, "12-02T21:00", "close")
    with pytest.raises(Refusal, match=f"{V1}号 已出局，不能参与放逐投票"):
        at(g, "12-03T10:00", "vote", by=V1, **{"for": SEER})
    vote_post(g, "12-03T10:01", V1, SEER, 1)
    refused = [e for e in g.events if e["type"] == "rejected"]
    assert refused[-1]["by"] == V1 and refused[-1]["reason"] == f"{V1}号 已出局，不能参与放逐投票"
    assert refused[-1]["at"] == "2026-12-03T10:01:00"
    assert V1 not in acting.waiting(g) and any(isinstance(i, dict) and i["kind"] == "post" for i in g.inbox)
    for k, n in enumerate(n for n in EVERYONE if n != V1):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": None})
    assert len([e for e in g.events if e["type"] == "rejected" and e["by"] == V1]) == 1, "judged once"


LIVE = sorted((Path(__file__).resolve().parents[2] / "scenarios" / "hongloumeng" / "live").glob("*.json"))


@pytest.mark.parametrize("path", LIVE, ids=[p.name for p in LIVE])
def test_a_live_scenario_is_one_game_imported_exported_and_replayed(tmp_path, path):
    """Issue 18.1 on the [M162] timed scenarios: imported into the store, the game's record is the
    replay's (a `probe` entry records nothing), and its export replays to exactly that record — the
    posts replying to a floor included."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("expect")
    store = open_store(tmp_path)
    import_scenario(store, "g", data)
    kept = record(store.open("g"))
    played = replay(data)
    assert kept["events"] == [e for e in played["events"] if e["type"] != "openings"]
    assert replay(store.export("g")) == kept


def test_r71_r98_a_vote_cast_after_closing_time_is_none():
    """HLM-R71, R98: 讨论结束时 the votes are counted — a vote whose time is after 关门 (21:00) is refused
    as it is entered, in the rules' words; one cast before, entered later by the director, counts."""
    g = exiled_sheriff_king()
    with pytest.raises(Refusal, match="讨论已于12-03 21:00结束（关门）：此票不计"):
        at(g, "12-03T21:10", "vote", by=V1, time="2026-12-03T21:05:00", **{"for": KING})
    at(g, "12-03T21:10", "vote", by=V1, time="2026-12-03T20:55:00", **{"for": KING})
    assert V1 not in acting.waiting(g)


def test_r41_a_night_exits_handover_is_offered_as_the_day_opens_and_due_by_closing_time():
    """HLM-R41, R79: a sheriff out at night learns it from the list and is offered <殉职> then; the vote
    waits for it (the sheriff's two votes depend on it). The seed gives it no time of its own, so 关门 is
    the last moment: the tick at 21:00 forfeits it and counts the vote."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": None})
    at(g, "12-03T21:00", "close")
    act(g, "12-03T21:05", WOLF, "杀人", KING)
    assert at(g, "12-04T09:00", "close") is False, "the close offered his 报复 at 凌晨: it waits for him"
    assert g.period == "night 2" and offered(g, KING) == {"报复"}
    at(g, "12-04T09:01", "pass", by=KING, skill="报复")
    at(g, "12-04T09:02", "close")
    assert g.period == "day 3" and life.knows_out(g, KING) and offered(g, KING) == {"殉职"}
    assert "待9号秦可卿移交警徽" in announced(g)[-1]["text"]
    for k, n in enumerate(n for n in EVERYONE if g.seats[n].alive):
        at(g, f"12-04T20:{10 + k:02d}", "vote", by=n, **{"for": None})
    assert "放逐投票" not in g.settled and acting.waiting(g) == {KING: ["殉职"]}
    at(g, "12-04T21:00", "tick")
    assert {"开门", "放逐投票", "黄昏"} <= set(g.settled) and g.sheriff is None
    assert any("视为放弃移交警长" in e["text"] for e in announced(g))


def test_a09_r81_a_revenge_after_the_dusk_deadline_comes_too_late():
    """HLM-A09, R81 (rulings): after a vote exit the 黄昏 step is due 关门三十分钟后, the 报复 with the 殉职 —
    a 报复 sent after 21:30 is refused with that row's words; one sent before is taken."""
    g = exiled_sheriff_king()
    for k, n in enumerate(EVERYONE):
        at(g, f"12-03T20:{10 + k:02d}", "vote", by=n, **{"for": KING})
    with pytest.raises(Refusal, match=r"<报复>须在12-03 21:30前提交"):
        at(g, "12-03T21:40", "action", by=KING, skill="报复", targets=[V1], time="2026-12-03T21:35:00")
    at(g, "12-03T21:40", "action", by=KING, skill="报复", targets=[V1], time="2026-12-03T21:25:00")
    assert not g.seats[V1].alive and offered(g, KING) == {"殉职"}
