"""A 078 week as a live game (issue 18): the vote ends at 关门, not when every seat has voted; the day's 公示 waits
for the words of the roles out since, up to its time; what the seed publishes 「立即」 after the vote — a shot's
exit, the handover, 红牌罚下 — comes as its own post when it settles; an out role's vote is refused as it comes."""
from __future__ import annotations

import pytest

from bansha.engine import procedure, settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.bajian import RULESET

from bj_helpers import HUNTER, VULTURE, seats, start


def live() -> Game:
    g = Game(RULESET, seats(), {}, 0, live=True)
    for a in start()["actions"]:
        g.submit({"kind": "action", **a})
    g.close()
    return g


def announced(g: Game) -> list[str]:
    return [e["text"] for e in g.events if e["type"] == "announce"]


def test_bj_r68_r71_a_change_after_every_seat_voted_decides_the_election_at_its_close():
    """BJ-R68 「第一天讨论日结束时，警长竞选帖最先高票者当选警长」, R71 「投票完成后允许改票」 (rulings BJ-T1)."""
    g = live()
    for n in g.alive():
        g.submit({"kind": "sheriff_vote", "by": n, "for": 9 if n <= 13 else 6})
    assert "投票" not in g.settled and g.sheriff is None
    g.submit({"kind": "sheriff_vote", "by": 1, "for": 6})
    g.submit({"kind": "sheriff_vote", "by": 3, "for": 6})
    g.settle("投票")
    assert g.sheriff == 6
    assert "警长竞选计票：6号玩家6得13票，9号玩家9得11票" in [e["text"] for e in g.events if e["type"] == "trace"]
    # the 公示 too: a name ending in a digit never runs into the count ("6号玩家613票", issue 19's review)
    assert any(e["text"].startswith("警长竞选结果：") and "6号玩家6得13票" in e["text"] and "9号玩家9得11票" in e["text"]
               for e in g.events if e["type"] == "announce")


def test_bj_r82_r99_the_day_s_announcement_waits_for_the_night_s_words_then_forfeits_the_rest():
    """BJ-R99 「在次日讨论日开始前，有遗言权利的出局角色未提交遗言，视为放弃遗言」: the night's victim (told at once) is
    waited for; its words are in the 公示; the next day's 公示 does not wait for it again."""
    g = live()
    g.close()
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [1]})
    g.close()
    assert g.period == "day 2" and "公示" not in g.settled
    assert (1, "遗言") in settlement.waiting_for(g)["公示"]
    g.submit({"kind": "last_words", "by": 1, "text": "我支持长老"})
    assert "公示" in g.settled and "1号玩家1 的遗言：我支持长老" in announced(g)[-1]


def test_bj_r99_words_not_sent_by_the_opening_are_forfeited():
    g = live()
    g.close()
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [1]})
    g.close()
    g.settle("公示")
    assert g.seats[1].data["遗言"] == procedure.LAPSED
    with pytest.raises(Refusal, match="遗言须在公示前提交"):
        g.submit({"kind": "last_words", "by": 1, "text": "晚了"})


def test_bj_r80_r83_an_out_role_s_vote_is_refused_and_a_red_card_s_exit_is_published_after_the_vote():
    """BJ-R80 「已公示出局的角色不允许在…投票帖…发言」 at entry and as posted; BJ-R83 「投票结束后，立即公示…红牌罚下」: the card
    is given as it comes, its exit and post come when the vote ends, after the hunter's shot it set off."""
    g = live()
    g.close()
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [1]})
    g.close()
    g.settle("公示")
    with pytest.raises(Refusal, match="1号 已出局：已公示出局的角色不允许在讨论帖、投票帖、进程帖中发言"):
        g.submit({"kind": "vote", "by": 1, "for": HUNTER})
    g.submit({"kind": "post", "thread": "vote", "by": 1, "text": "投票对象：玩家6\n投票理由：砍"})
    assert g.events[-1]["type"] == "rejected" and "此帖为出局后发言" in g.events[-1]["reason"]
    g.submit({"kind": "card", "to": 20, "card": "红牌", "reason": "贴脸"})
    assert g.events[-1]["type"] == "card" and g.seats[20].alive
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": HUNTER if n != HUNTER else 20})
    assert g.seats[20].alive  # every vote is in, and the vote is still open
    g.settle("投票")
    assert not g.seats[HUNTER].alive and g.seats[20].alive  # the shot is offered first
    g.submit({"kind": "action", "by": HUNTER, "skill": "最后一枪", "targets": [23]})
    posts = announced(g)
    assert posts[-2:] == ["23号玩家23 因猎人<最后一枪>出局。", "20号玩家20 被红牌罚下。"]
    with pytest.raises(Refusal, match="放逐投票已经结束"):
        g.submit({"kind": "vote", "by": 2, "for": 3})
