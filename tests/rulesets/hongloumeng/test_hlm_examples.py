"""The seed's own examples, verbatim where the seed gives words (HLM-R71, R109, R121, A01)."""
from hlm_helpers import (A, DREAMER, EVERYONE, H, KING, KNIGHT, V, V1, V2, V3, V4, WITCH, WOLF, WWITCH, announced,
                         deaths, game, night, of)

SEED_NAMES = [(1, "贾宝玉", "预言家"), (2, "曹雪芹", "荣光骑士")] + H[2:]


def test_hlm_r71_the_seed_vote_and_change_formats():
    """【投票格式】投票对象：贾宝玉 / 投票理由：终须了却尘缘事; 【改票格式】改票需回复原投票楼层:
    改票对象：曹雪芹 / 改票理由：不如著书黄叶村."""
    posts = [{"thread": "vote", "by": 5, "text": "投票对象：贾宝玉\n投票理由：终须了却尘缘事"},
             {"thread": "vote", "by": 5, "text": "改票对象：曹雪芹\n改票理由：不如著书黄叶村", "reply_to": 0}]
    g = game([night(1), {"at": "day 1"}, {"at": "day 2", "posts": posts}], seats=SEED_NAMES)
    assert of(g, "exile", t="day 2")[-1] == {"t": "day 2", "type": "exile", "seat": 2, "tally": {"2": 1}}


def _last_wolf_night(*actions):
    """Wolves down to the 黑狼王, 村民 down to V4, 魔女会 down to the 女巫; then night 4."""
    return [night(1, A(KING, "杀人", [V1])), {"at": "day 1"}, {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
            night(2, A(KING, "杀人", [V2]), A(KING, "残暴", [V3])), {"at": "day 3", "votes": V(WOLF, EVERYONE)},
            night(3, A(KING, "杀人", [DREAMER])), {"at": "day 4", "votes": V(None, EVERYONE)},
            night(4, *actions)]


def test_hlm_r109_a01_the_ps_example_as_written():
    """PS：黑狼王作为最后一狼因毒药出局，杀死最后一个村民，荣光骑士发动荣光审判带走最后一个魔女会成员女巫 ——
    under 报复's own rule a poisoned 黑狼王 has no 报复 (HLM-A01), so the last 村民 stays and the
    village (wolves and 魔女会 out) wins."""
    g = game(_last_wolf_night(A(WITCH, "毒药", [KING]), A(KNIGHT, "荣光审判", [WITCH]), A(KING, "报复", [V4])))
    assert deaths(g, "night 4") == {KING: "毒药", WITCH: "荣光审判"}
    assert of(g, "unused", by=KING, skill="报复") and g.winner == "村民阵营"


def test_hlm_r109_the_ps_example_principle_simultaneous_exits_wolves_first():
    """PS：…则黑狼王，村民，女巫同时出局，此时狼人阵营和村民阵营同时达到胜利条件，判定狼人阵营获胜."""
    g = game(_last_wolf_night(A(KING, "杀人", [V4]), A(WITCH, "毒药", [KING]), A(KNIGHT, "荣光审判", [WITCH])))
    assert set(deaths(g, "night 4")) == {KING, V4, WITCH} and g.winner == "狼人阵营"


def test_hlm_r121_the_announcement_form():
    """黑狼王<报复>发动必定会公示: 1.XXX(目标）被XXX（黑狼王）带走."""
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [V1])]}])
    assert announced(g, "5号史湘云被9号秦可卿带走。")
