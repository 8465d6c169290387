"""行动顺序总集 as the seed writes it, for the sub-phases whose skills the engine settles: each row an identity
(or several) and its skills, out-of-scope identities kept in their place (as the exit list keeps them), so
a role's skill finds its step and its rank there by name and adding a role touches neither. Data only.

The rows are the seed's; the few placements the seed does not make are rulings, listed apart (RULINGS)."""
from __future__ import annotations

ROWS = {
    "晨曦1": "九尾狐 九尾自杀 | 锈剑骑士 破伤风出局 | 大法官 审判出局 | 猎人 报复 | 雷克萨 最后一枪 | 觉醒猎人 巡猎 | "
           "赤狐神女 灵狐灿世 | 钢琴师 绝望弹奏 | 月之子 血月照射 | 河豚 河豚之怒 | 钟 时光倒流",
    "晨曦2": "天命人 薪火相传 | 哨兵 遗志 报信 | 牧魂人 返魂 镜 镜像 | 将军 战略掌控 | 失忆者 回忆 | 野人 野性伙伴 | 执警 抽取新月 | "
           "操控月亮的女孩 控月 | 导演 发动新月事件",
    "黄昏2": "天命人 薪火相传 | 狼狗 做狼还是做狗 | 祭品 献祭唤醒 | 变脸者 变脸 | 玩具商 弹射板车 收集狂 精巧玩具 | 盗火者 启蒙 | "
           "替罪羊 迷魂羊肉 | 熊 咆哮判定 | 雷克萨 咆哮判定 | 赶尸人 尸体操控 | 长老狼 归途 | 御主 英灵召唤 | 定序王子 重定时间",
    "早夜1": "上帝使徒 询问 | 岚 无尽追猎 | 范海辛 寻踪 | 裁决者 探寻 | 怪盗 偷盗 | 钢琴师 调琴 入魔 | 民兵 牵制",
    "早夜2": "隐者 脱下隐身衣 | 太极宗师 归元 | 流光伯爵 流光庇护 | 沉默术士 沉默术 全领域静默 | 毒士 毒计 谋策 | 道士 结印 | "
           "瘟神 传播瘟疫 | 炼金术士 不思议之炼金 | 见习守卫 宣誓效忠 | 摄魂师 摄魂 | 慰魂师 感召 | 大法官 审判",
    "午夜": "魔术师 交换 | 朱雀 业炎 | 纵火犯 纵火 | 企鹅 冰冻 | 子狐 咒缚 | 剑士 防反 | 回忆 记忆同步 回忆碎片 | 巫女 巫蛊之术 | "
          "守卫 守护 | 见习守卫 见习 | 原初守卫 原初守护 | 觉醒守卫 暗夜护卫 | 摄梦人 摄梦 | 医生 救治 | "
          "帝尊魔皇/九天圣人 光明守护 黑暗守护 | 面包师 芬芳 | 炼金魔女 未名之雾",
    "深夜1": "预言家 预言 | 祈求者 祈祷 | 狼巫 黑暗侦测 | 灵能 感知 | 警犬 长嗅 | 灵媒师 安葬 | 郎中 问诊 | 天师 通天 | "
           "大天狗 吞食 天狗吞月 | 穷奇 惩善扬恶 | 药剂师 迷魂药 回复药 | 禁言长老 禁言 | 慰魂师 安魂 | 官员 权势 | 乌鸦 诽谤 | "
           "贵族 诽谤 | 黑商 馈赠 | 奇迹商人 馈赠",
    "深夜2": "狼人阵营与其他身份 杀人 | 狂戮 大杀四方 | 岚 雷击 | 狼巫 光明湮灭 | 瘟神 瘟疫爆发 | 祈求者 祈愿 | 曼陀罗 凋花结果 | "
           "潜行者 潜行 | 灾星 血光之灾 | 警犬 撕咬 | 赏金猎人 悬赏 捕杀 | 民兵 突击 | 猎魔人 猎杀 | 钢琴师 鸣奏 | "
           "圣裁者 异端 裁决 辉耀 | 裁决者 异端 裁决 辉耀 | 朱雀 天火 | 特工 伏击 | 范海辛 追猎 | 剑士 剑痕 蓄力斩 | 使徒 长眠 | "
           "圣武士 至圣斩 | 舞者 共舞 | 半兽人 兽吞",
    "凌晨1": "女巫/觉醒女巫 通灵 救药 毒药 | 女巫学徒 实验 | 阴阳使者 复活 | 灵鹿 森林庇护 | 修女 圣水 | 圣女 祝福 净化 | "
           "帝尊魔皇/九天圣人 日月合击",
}
# 凌晨2's rows are all out of scope: the engine's 凌晨2 settles no skill (it ends 凌晨)

# placements the seed's table does not make: (step, after this skill or None for first, the skill, why)
RULINGS: tuple[tuple[str, str | None, str, str], ...] = (
    ("晨曦2", None, "代理", "执警 抽取新月: the 执警's <代理> (JIU-A21)"),
    ("黄昏2", "启蒙", "代偿", "the removal 启蒙 sets off (盗火者)"),
    ("凌晨1", "通灵", "照耀", "the gift 照耀, beside the gift 通灵"),
)
# 正午 has no row in the table (its skills are the identities' [正午] ones, 即时结算 in 手速 order): the order
# the timetable lists them in
NOON = ("雷公助我", "明察", "断案", "暗杀", "控天", "自爆", "无尽追猎", "情书")


def _order() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for step, rows in ROWS.items():
        names = out.setdefault(step, [])
        for row in rows.split("|"):
            for name in row.split()[1:]:
                if name not in names:
                    names.append(name)
    for step, after, name, _ in RULINGS:
        names = out[step]
        names.insert(0 if after is None else names.index(after) + 1, name)
    out["正午"] = list(NOON)
    first = ("晨曦1", "晨曦2", "正午", "黄昏2", "早夜1", "早夜2", "午夜", "深夜1", "深夜2", "凌晨1")
    return {step: tuple(out[step]) for step in first}


# each sub-phase's skills in their order: what a step settles and the rank it settles them in
ACTION_ORDER: dict[str, tuple[str, ...]] = _order()


def in_scope(step: str, known: set[str] | frozenset[str]) -> tuple[str, ...]:
    """The skills of a step this ruleset has (`known`: its skill names), in their order."""
    return tuple(n for n in ACTION_ORDER.get(step, ()) if n in known)


def step_for(name: str, phase: str) -> str | None:
    """The sub-phase of `phase` whose row names the skill (a [深夜] skill: 深夜1 or 深夜2)."""
    for step, names in ACTION_ORDER.items():
        if name in names and step.startswith(phase):
            return step
    return None
