"""[245]酒's timetable rows name only this game's skills (rulings JIU-T1): 「深夜1（预言、祈祷、黑暗侦测、吞食、天狗吞月…）」
is the flow's list for the whole pool; a game's row keeps the skills some seat (or a group) holds, and a phase
nobody acts in keeps its row (the rules time it) without the parenthesis."""
from __future__ import annotations

from types import SimpleNamespace

from bansha import status
from bansha.engine.game import Game
from bansha.rulesets.jiu import RULESET

from jiu_helpers import DUCK, seats

SETUP = SimpleNamespace(start_date="2026-12-01")


def rows(g: Game) -> dict[str, str]:
    return {d.key: d.what for d in status.deadlines(SETUP, g)}


def night_one() -> Game:
    g = Game(RULESET, seats(), live=True, start_date="2026-12-01")
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    g.close()
    g.close()
    assert g.period == "night 1"
    return g


def test_jiu_t1_a_phase_row_names_only_the_skills_of_this_line_up():
    """The jiu-01 line-up has no 祈求者 (祈祷), no 天狗 group skill and no 毒药: 深夜1 lists what its seats hold."""
    night = rows(night_one())
    assert night["深夜1"] == "深夜1（预言、黑暗侦测、馈赠）"
    assert "祈祷" not in night["深夜1"] and "吞食" not in night["深夜1"] and "天狗吞月" not in night["深夜1"]
    assert night["凌晨1"] == "凌晨1（祝福、净化、日月合击）"


def test_jiu_t1_a_phase_nobody_acts_in_keeps_its_row_without_skills():
    night = rows(night_one())
    assert night["凌晨2"] == "凌晨2"  # the seed's phase stays: the night's clock runs through it
    assert list(night)[:7] == ["早夜1", "早夜2", "午夜", "深夜1", "深夜2", "凌晨1", "凌晨2"]


def day_two(group_skill: str) -> Game:
    g = Game(RULESET, seats(), live=True, start_date="2026-12-01")
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": group_skill})
    for _ in range(3):
        g.close()
    assert g.period == "day 2"
    return g


def test_jiu_t1_the_group_skill_named_is_the_one_the_group_chose():
    """Held is read from the game as it stands: of 群内可选技能's four, the rows name the one chosen — 控天 in 正午,
    遮天 in 晨曦2 — and neither the other; nobody is 执警 here, so 晨曦2 does not name 代理 either."""
    sky = rows(day_two("控天"))
    assert "控天" in sky["正午"] and sky["晨曦2"] == "晨曦2"
    cover = rows(day_two("遮天"))
    assert "控天" not in cover["正午"] and cover["晨曦2"] == "晨曦2（遮天）"
