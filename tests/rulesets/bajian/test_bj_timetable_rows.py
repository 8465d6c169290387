"""078's timetable rows name their skills as the row itself (「吹笛/魔音、炎盾/业炎、雪隐/暴风雪、守护之盾、报信/捕猎」):
like 245's (rulings JIU-T1), a game's row keeps only the skills some seat holds, and a condition in （） stays
with the alternatives left (「避险/最后一枪/殉职（被投票出局）」)."""
from __future__ import annotations

from types import SimpleNamespace

from bansha import status
from bansha.engine.rows import only_held

from bj_helpers import SNOW, game

SETUP = SimpleNamespace(start_date="2026-12-01")


def rows(g) -> dict[str, str]:
    g.start_date = SETUP.start_date  # the game's calendar, which its rows come from
    return {d.key: d.what for d in status.deadlines(SETUP, g)}


def test_bj_rows_drop_the_skills_of_an_identity_nobody_holds():
    g = game([])
    assert g.period == "night 1"
    assert rows(g)["first_half"] == "吹笛/魔音、炎盾/业炎、雪隐/暴风雪、守护之盾、报信/捕猎"
    g.seats[SNOW].skills = []  # as if the line-up had no 雪狼
    g.seats[SNOW].role = "混血儿"
    assert rows(g)["first_half"] == "吹笛/魔音、炎盾/业炎、守护之盾、报信/捕猎"


def test_bj_a_condition_stays_with_the_alternatives_left():
    known = {"避险", "最后一枪", "殉职", "征召", "支持"}
    assert only_held("避险/最后一枪/殉职（被投票出局）", known, {"避险"}) == "避险（被投票出局）"
    assert only_held("避险/最后一枪/殉职（被投票出局）", known, {"最后一枪", "殉职"}) == "最后一枪/殉职（被投票出局）"
    assert only_held("征召（递交字母）/支持（选择节气）", known, {"征召"}) == "征召（递交字母）"
    assert only_held("避险/最后一枪", known, set()) == "无"
