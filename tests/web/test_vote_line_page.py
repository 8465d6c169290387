"""Votes are forum posts the director pastes (the ruleset reads a 投票贴), never a form on the player's page: on a
day the page's 现在可以提交 says so in one line, so a player looking there for how to vote finds it."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bansha import rulesets
from bansha.demo import NAMES, ROLES
from bansha.web.thread import vote_line

from .conftest import new_game

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]
JIU = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女", "狂戮",
       "侦探"]
LINE = "投票不在本页提交"


@pytest.mark.parametrize("ruleset_id", ["jiu", "bajian", "pvz", "hongloumeng"])
def test_every_ruleset_whose_votes_come_from_the_thread_says_so_on_a_day(ruleset_id):
    ruleset = rulesets.get(ruleset_id)
    assert "vote" in ruleset.threads
    assert LINE in vote_line(ruleset, "day 2", False)
    assert vote_line(ruleset, "night 1", False) == "" and vote_line(ruleset, "day 2", True) == ""


def test_the_pvz_page_says_where_to_vote_on_a_day_not_at_night(app):
    tokens = new_game(app, "d", "pvz", SEATS)
    store = app.state.web.store
    client = TestClient(app)
    store.record("d", {"kind": "close"})
    assert store.open("d").period == "night 1"
    assert LINE not in client.get(f"/p/{tokens[1]}").text
    store.record("d", {"kind": "close"})
    assert store.open("d").period == "day 1"
    page = client.get(f"/p/{tokens[1]}").text
    actions = page[page.index('id="actions"'):page.index("</section>", page.index('id="actions"'))]
    assert f'<p id="vote-how">{LINE}' in actions and "导演把帖子贴入后统计" in actions


def test_the_245_page_says_it_on_the_election_day(app):
    tokens = new_game(app, "j", "jiu", [{"seat": i, "name": f"j{i}", "role": r} for i, r in enumerate(JIU, 1)])
    store = app.state.web.store
    store.record("j", {"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"})
    assert LINE not in TestClient(app).get(f"/p/{tokens[7]}").text  # the opening: no vote yet
    store.record("j", {"kind": "close"})
    assert store.open("j").period == "day 1"
    assert LINE in TestClient(app).get(f"/p/{tokens[7]}").text
