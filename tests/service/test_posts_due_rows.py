"""待发布's timetable label: which row times a post. A step's row times what the step waited for; not what a
step that waits for nothing posts the moment it begins (078's 计票: the tally is posted at once, its row is the
deadline of the 避险/最后一枪/殉职 it then offers), nor a card the director gives by hand (due when given)."""
from __future__ import annotations

import json
from pathlib import Path

from bansha.replay import play_log
from bansha.scenario import load
from bansha.service import posts_due

LIVE = Path(__file__).parents[1] / "scenarios"


def game_of(path: str):
    data = json.loads((LIVE / path).read_text())
    data.pop("expect", None)
    return play_log(load(data))


def by_text(posts, start: str):
    return next(p for p in posts if p.text.startswith(start))


def test_bj_078_the_tally_and_a_card_are_due_when_made_and_a_shot_keeps_its_row():
    game = game_of("bajian/live/bajian-live-01-every-post-when-due.json")
    day2 = posts_due.of_period(game, "day 2")
    tally = by_text(day2, "第2天投票结果")
    assert tally.row == "" and tally.wanted == tally.at
    card = by_text(day2, "判罚：20号玩家20 红牌")
    assert card.row == "" and card.wanted == card.at and f"{card.at:%H:%M}" == "15:00"
    shot = by_text(day2, "23号玩家23 因猎人<最后一枪>出局")
    assert shot.row == "避险/最后一枪/殉职（被投票出局）"
    election = by_text(posts_due.of_period(game, "day 1"), "警长竞选结果")
    assert election.row == ""


def test_pvz_the_election_keeps_its_own_row_and_a_yellow_card_none():
    game = game_of("pvz/live/pvz-live-02-every-post-when-due.json")
    day1 = posts_due.of_period(game, "day 1")
    assert by_text(day1, "警长竞选结果").row == "警长竞选投票"
    assert by_text(day1, "判罚：12号十二 黄牌").row == ""
