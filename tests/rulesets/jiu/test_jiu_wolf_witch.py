"""狼巫 — 黑暗侦测 and 光明湮灭 (JIU-R115, R116)."""
from jiu_helpers import SEER, WITCH, A, deaths, feedback, game, night, rejected


def test_jiu_r115_dark_detection_reads_the_surface_identity():
    g = game([night(1, A(WITCH, "黑暗侦测", [SEER]))])
    assert feedback(g, WITCH, "黑暗侦测") == ["选择目标是预言家身份"]


def test_jiu_r116_light_annihilation_from_night_2_on_a_seer_kind_answer_is_a_pierce():
    g = game([night(1, A(WITCH, "黑暗侦测", [SEER]), A(WITCH, "光明湮灭", [SEER]))])
    assert "第二个游戏日夜晚开始后" in rejected(g, WITCH, "光明湮灭")[0] and deaths(g) == []
    g = game([{"at": "night 2", "actions": [A(WITCH, "黑暗侦测", [SEER]), A(WITCH, "光明湮灭", [SEER])]}])
    assert deaths(g, "night 2") == [SEER]
    assert [e["cause"] for e in g.events if e["type"] == "death"] == ["光明湮灭"]


def test_jiu_r116_only_a_target_answered_with_a_seer_kind():
    g = game([{"at": "night 2", "actions": [A(WITCH, "黑暗侦测", [3]), A(WITCH, "光明湮灭", [3])]}])
    assert deaths(g) == [] and "验人系" in rejected(g, WITCH, "光明湮灭")[0]
