"""The gifts of 黑商 and 奇迹商人 (验人, 毒药, 猎枪, 守护, 控制 → [通灵]/[照耀], [毒药], [最后一枪],
[流光庇护], [冰冻]): a one-use temporary skill, told at the night's end, kept until used (JIU-R66,
R82, R246). The seed never defines the granted skills (JIU-A05): the grant is recorded and told,
and using one is not built yet."""
from __future__ import annotations

from ..notify import tell

KINDS = ("验人", "毒药", "猎枪", "守护", "控制")
SKILL_OF = {"黑商": {"验人": "通灵", "毒药": "毒药", "猎枪": "最后一枪", "守护": "流光庇护", "控制": "冰冻"},
            "奇迹商人": {"验人": "照耀", "毒药": "毒药", "猎枪": "最后一枪", "守护": "流光庇护", "控制": "冰冻"}}


def check_kind(game, seat, intent):
    if intent.choice not in KINDS:
        return f"<{intent.skill}>需要决定赠送验人，毒药，猎枪，守护，控制其中之一"
    return None


def grant(game, seat_no: int, kind: str, giver: str) -> None:
    name = SKILL_OF[giver][kind]
    game.seats[seat_no].data.setdefault("gifts", []).append(name)
    game.trace(f"{seat_no}号 获得临时技能[{name}]（{giver}的礼物）")
    tell(game, seat_no, f"你获得了临时技能[{name}]（使用一次后丢失）。")
