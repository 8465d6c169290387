"""违规判定 (JIU-R203, R223, R225–R233) and the stalemate rule (JIU-R196).

Cards are the engine's ledger (three 蓝牌 make a 黄牌, three 黄牌 a 红牌); what 245 adds:
- the director enters a card with the breach's name from the seed's 判罚依据 (`BREACHES`: "贴脸（4）",
  "2(4)" or the breach's own words); whether a post breaches is the director's judgement
  ("判罚标准仅供参考，具体以判罚导演为准"), so any other reason is taken as written;
- fixed cards: 潜水 is always one 黄牌, 场外 at least one ("场外一经发现直接黄牌起步");
- cards are given when the period closes, exited players too ("已出局角色仍可被判罚"); a 红牌 is an
  exit — by day after the vote, at night at its end — with no 遗言 and no skill (视作被业炎处理);
- a faction whose roles hold two 红牌 or more loses (wins.py); the director may rule a loss on one.

The stalemate rule (僵局, JIU-R196) is stalemate.py."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from bansha.engine import cards
from bansha.engine.errors import Refusal
from bansha.engine.procedure import card as card_shape

from . import harm, stalemate

if TYPE_CHECKING:
    from .state import JiuGame

# 判罚依据, as the seed numbers them: (section number, its name) → the items' words
BREACHES: dict[tuple[int, str], tuple[str, ...]] = {
    (1, "发言"): ("讨论游戏责任", "讨论评奖或结束后其他事宜", "贴证", "大量无意义的水帖", "提及场助的发言"),
    (2, "贴脸"): ("情绪发言", "使用与某些身体部位有关的称谓或感叹", "侮辱性词汇用来称呼或表达感叹", "攻击、嘲讽或贬低",
                "发誓或诅咒", "以自己或他人的生命安全、人格作为担保或威胁", "以信仰、判罚、揭秘作为担保或威胁",
                "以“贴脸”，“情绪发言”作为讨论依据", "违背阵营利益的发言行为或提及送赢", "讨论以场外因素判定一个人的身份、或判定两个人是否共群",
                "道歉流", "对自己的过往发言进行另类解读或公开给予解读提示"),
    (3, "导演"): ("发表（或伪造）与导演的对话", "反对导演的决定", "在场上谈论对导演的判罚的不满"),
    (4, "马甲"): ("表明或暗示自己（或他人）的马甲", "表明或暗示自己（或他人）已经拆出（或拆错）他人马甲", "提及过去场次",
                "讨论替补", "讨论场外助理"),
    (5, "潜水"): ("在未执行加速的讨论日发言不足五帖", "连续三个未执行加速的讨论日发言均不足十帖", "在未执行加速的讨论日未投票"),
    (6, "帐号及回帖"): ("使用导演专用的放大字体、红色字体", "已出局角色在讨论帖、投票帖、进程帖中发言（即“诈尸”）",
                    "在当场版杀以外的帖子中发言", "使用头像、签名档透露信息", "大量无意义水帖"),
    (7, "作弊"): ("场外提供任何游戏剧情", "利用场外信息或不正当手段获得游戏剧情或证明身份", "非法尝试登录其他角色、导演或管理员的帐号",
                "故意违规牟取战术利益，或讨论故意违规"),
    (0, "替补"): ("无法继续进行游戏的角色无法更换替补",),  # 游戏流程's 替补, not numbered among 判罚依据
}
# each breach as the console offers it ("贴脸（4）攻击、嘲讽或贬低"); a reason written so is read as its breach too
BREACH_NAMES = tuple(f"{name}（{k}）{w}" for (_, name), items in BREACHES.items() for k, w in enumerate(items, 1))
FIXED = {"潜水": ("黄牌", "潜水（以下行为均固定判罚一张“黄牌”）"), "替补": ("红牌", "无法继续进行游戏的角色无法更换替补时红牌罚下")}
AT_LEAST_YELLOW = {("作弊", 1): "场外一经发现直接黄牌起步"}
_CODE = re.compile(r"^\s*(\d+|[^\d\s（(]+)\s*[（(]\s*(\d+)\s*[）)]\s*$")


def breach(reason: str) -> tuple[str, int, str] | None:
    """The breach a reason names: "贴脸（4）", "2(4)", or an item's own words → (section, item, words)."""
    m = _CODE.match(reason or "")
    for (num, name), items in BREACHES.items():
        if m and m.group(1) in ((str(num), name) if num else (name,)) and 1 <= int(m.group(2)) <= len(items):
            k = int(m.group(2))
            return name, k, items[k - 1]
        for k, words in enumerate(items, 1):
            if not m and reason in (words, f"{name}（{k}）{words}"):
                return name, k, words
    return None


def take_card(game: "JiuGame", inp: dict[str, Any]) -> dict[str, Any]:
    """判牌: a breach named by the seed's numbering is written out in full; its fixed card is checked."""
    item = card_shape(game, inp)
    if game.kind == "start":
        raise Refusal("开局阶段不判牌：请在第一天或之后判罚")
    found = breach(item["reason"])
    if found is None:
        return item
    name, k, words = found
    fixed = FIXED.get(name)
    if fixed and item["card"] != fixed[0]:
        raise Refusal(f"{fixed[1]}：{name}（{k}）只能判罚{fixed[0]}")
    if (name, k) in AT_LEAST_YELLOW and item["card"] == "蓝牌":
        raise Refusal(f"{AT_LEAST_YELLOW[(name, k)]}：{name}（{k}）至少判罚黄牌")
    item["reason"] = f"{name}（{k}）{words}"
    return item


def give_cards(game: "JiuGame") -> bool:
    """The period's cards not given yet (the director's, then the red cards' exits: 白天红牌罚下导致的出局结算在投票结算之后执行;
    by day right after the vote, and again at the close for a card entered later). Returns whether wins are to be
    judged again (a card given, or the director's 僵局)."""
    L = game.ledger
    inbox = game.inbox
    given = [i for i in inbox[L.cards_read:] if isinstance(i, dict) and i["kind"] == "card"]
    L.cards_read = len(inbox)
    for c in given:
        cards.give(game, c["to"], c["card"], c["reason"] or "导演判罚")
        if c["faction_loses"] and c["card"] == "红牌":
            game.lose(game.seats[c["to"]].camp, "判罚红牌时，导演判负该玩家所在阵营", audience="director")
    for n in game.state.red_out:
        harm.red_card(game, n)
    game.state.red_out = []
    return bool(given) or stalemate.last_call(game) is not None
