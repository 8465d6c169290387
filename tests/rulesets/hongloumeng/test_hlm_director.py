"""What the director judges — speech, 贴脸, 马甲, cheating, reports, substitutes, 场外助理 — reaches
the engine only as cards through the ledger (HLM-R75, R97, R99–R108)."""
import pytest

from hlm_helpers import game, night, of

ITEMS = [
    ("HLM-R75", "规则问题：导演公示"),
    ("HLM-R99", "讨论游戏责任"), ("HLM-R100", "贴脸：情绪发言"), ("HLM-R101", "违背阵营利益的发言"),
    ("HLM-R102", "发表与导演的对话"), ("HLM-R103", "表明或暗示自己的马甲"), ("HLM-R104", "诈尸"),
    ("HLM-R105", "场外提供游戏剧情"), ("HLM-R106", "恶意举报"), ("HLM-R107", "无法更换替补"),
    ("HLM-R108", "已参加四场以上申请场外助理"),
]


@pytest.mark.parametrize("item, reason", ITEMS)
def test_director_cards_go_through_the_ledger(item, reason):
    """Each breach is the director's ruling; the card is recorded with its reason (HLM-R97)."""
    g = game([night(1), {"at": "day 1", "cards": [{"to": 5, "card": "蓝牌", "reason": f"{item} {reason}"}]}])
    assert of(g, "card", to=5, card="蓝牌", reason=f"{item} {reason}")


def test_hlm_r97_three_blue_make_a_yellow_and_the_out_can_be_carded():
    """HLM-R97: 累计三张蓝牌合并为一张黄牌; 已出局角色仍可被判罚."""
    g = game([night(1, {"by": 9, "skill": "杀人", "targets": [5]}),
              {"at": "day 1", "cards": [{"to": 5, "card": "蓝牌", "reason": "x"}] * 3}])
    assert [c["card"] for c in of(g, "card", to=5)] == ["蓝牌", "蓝牌", "蓝牌", "黄牌"]
