"""What a [M162] seat's page and the bot tell it, in a stored game (issue 19): a seat out at night is
not told before the list that names it (夜晚出局的角色将在白天开始时公示, HLM-R79), so its page and the
bot's 状态 show it in play until then; the acceleration requests of a pasted thread count in the
paste hint's own format (HLM-R73), so the preview hands out no 潜水 cards on an accelerated day."""
from __future__ import annotations

from datetime import datetime

from bansha.bot.hub import Hub
from bansha.engine.schedule import GMT8
from bansha.forum.paste import thread_inputs
from bansha.service import binding, links, seat_view
from bansha.store.games import open_store
from bansha.web import thread

from hlm_helpers import APPRENTICE, DREAMER, EVERYONE, H, JUDGE, KING, SEER, WOLF

SEATS = [{"seat": s, "name": n, "role": r} for s, n, r in H]
NAMES = {s: n for s, n, _ in H}
NIGHT_2_PASSES = ((1, "预言"), (2, "荣光庇护"), (2, "荣光审判"), (3, "审判"), (4, "求助"), (5, "祝福"), (6, "祝福"),
                  (7, "祝福"), (8, "祝福"), (9, "冲锋"), (10, "黑暗侦测"), (11, "残暴"), (12, "救药"), (12, "毒药"),
                  (14, "特制药剂"))


def stored_night_2(tmp_path):
    """A stored game at night 2 whose every step has settled (the 审判官 killed), not yet closed."""
    store = open_store(tmp_path)
    store.create("g", "hongloumeng", SEATS, start_date="2026-12-01")
    def rec(inp, day, hh, mm):
        store.record("g", inp, at=datetime(2026, 12, day, hh, mm, tzinfo=GMT8))

    rec({"kind": "close"}, 1, 21, 0)
    rec({"kind": "action", "by": KING, "skill": "狼魂祈礼", "targets": [], "choice": "残暴"}, 1, 21, 5)
    rec({"kind": "action", "by": DREAMER, "skill": "摄梦", "targets": [APPRENTICE]}, 1, 21, 6)
    rec({"kind": "close"}, 2, 9, 0)  # day 1
    for n in EVERYONE:
        rec({"kind": "sheriff_vote", "by": n, "for": SEER}, 2, 20, 10 + n)
    rec({"kind": "close"}, 2, 21, 0)  # day 2
    for n in EVERYONE:
        rec({"kind": "vote", "by": n, "for": None}, 3, 20, 10 + n)
    rec({"kind": "close"}, 3, 21, 0)  # night 2
    rec({"kind": "action", "by": WOLF, "skill": "杀人", "targets": [JUDGE]}, 3, 21, 5)
    rec({"kind": "action", "by": DREAMER, "skill": "摄梦", "targets": [SEER]}, 3, 21, 6)
    for by, skill in NIGHT_2_PASSES:
        rec({"kind": "pass", "by": by, "skill": skill}, 3, 21, 10 + by)
    return store


def page(store, seat):
    game, log = store.peek("g"), store.inputs("g")
    return seat_view.build(store, store.setup("g"), game, log, seat, {n: s["name"] for n, s in enumerate(SEATS, 1)})


def test_r79_a_night_victim_is_not_told_before_the_morning_list(tmp_path):
    """Issue 19 (LEAK): on night 2, once every step has settled and before the night is closed, the
    killed 审判官's page, and the bot's answer to its 状态, show it in play; the morning list tells it."""
    store = stored_night_2(tmp_path)
    game = store.peek("g")
    assert game.period == "night 2" and "凌晨" in game.settled and not game.seats[JUDGE].alive
    mine = page(store, JUDGE)
    assert mine.alive and mine.role == "审判官"
    assert not any("3号薛宝钗" in e.get("text", "") for e in mine.private + mine.public)
    codes = links.issue_all(store.conn, "g", {n: s["name"] for n, s in enumerate(SEATS, 1)})
    assert codes
    hub = Hub(tmp_path, ["90000"])
    code = binding.codes(hub.conn, hub.secret, "g")[JUDGE]
    assert hub.answer("10003", f"绑定 {code}").startswith("已绑定")
    status = hub.handle("10003", "状态")
    assert "已出局" not in status and "当前：第2夜" in status
    others = [page(store, n) for n in EVERYONE if n != JUDGE]
    assert all(JUDGE not in [e.get("seat") for e in p.public] for p in others)
    store.record("g", {"kind": "close"}, at=datetime(2026, 12, 4, 9, 0, tzinfo=GMT8))
    after = page(store, JUDGE)
    assert not after.alive and "昨夜出局：3号薛宝钗" in after.public[-1]["text"]
    assert "已出局" in hub.handle("10003", "状态")


def test_r73_requests_in_the_paste_hints_format_accelerate_the_day(tmp_path):
    """HLM-R73, R98: a pasted discussion thread of 【01.贾宝玉】申请加速 posts (the paste hint's own format)
    from half the living accelerates the day: the preview posts 执行加速 and hands out no 潜水 card."""
    store = stored_night_2(tmp_path)
    store.record("g", {"kind": "close"}, at=datetime(2026, 12, 4, 9, 0, tzinfo=GMT8))  # day 3
    text = "\n".join(f"【{n:02d}.{NAMES[n]}】申请加速" for n in EVERYONE if n != 3)
    paste = thread_inputs(text, "discussion", NAMES, [])
    assert len(paste.inputs) == 13
    shown = thread.preview(store, "g", text, "discussion", NAMES)
    assert not shown.problems and not shown.cards, shown.cards
    assert "执行加速" in shown.announcement


def test_r21_the_packs_skills_are_due_by_the_packs_row_on_every_wolfs_page(tmp_path):
    """Issue 19: 狼魂祈礼's deadline was labelled 冲锋/黑暗侦测 on the 黑狼王's page (the row of his role); the
    pack's skills are due with the pack's kill (狼队在关门一个小时后仍未提交刀人目标，视为放弃出刀)."""
    store = open_store(tmp_path)
    store.create("g", "hongloumeng", SEATS, start_date="2026-12-01")
    store.record("g", {"kind": "close"}, at=datetime(2026, 12, 1, 21, 0, tzinfo=GMT8))
    for wolf in (KING, 10, WOLF):
        offers = {o.name: o for o in page(store, wolf).offers}
        assert offers["狼魂祈礼"].deadline.key == offers["杀人"].deadline.key == "kill", wolf
