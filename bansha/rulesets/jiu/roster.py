"""The roster of 245: the identities of the draft pool in the order the rules define them (身份序号),
each with its faction, strength score, tags and the module under roles/ that builds it. Data only: the
one place an identity is registered — the role tables (skills, steps, exit-list slots, wins, copies) are
read from the modules named here (roles/__init__.py; docs/new-role.md)."""
from __future__ import annotations

VILLAGE, WOLF, THIRD, UNDECIDED = "村民阵营", "狼人阵营", "三方阵营", "不定阵营"

# name:score+tag+tag@module, by faction in the rules' order (4L 神, 5L 狼, 6L 三方与不定); 不定视为0分
POOL: tuple[tuple[str, str], ...] = (
    (VILLAGE, "祈求者:9+验人系@invoker 预言家:6+验人系@seer 锈剑骑士:3@rust_knight 摄魂师:5@soul 黑商:5@black_merchant "
              "九天圣人:5@sage 太平道徒:5@taiping 茶艺师:5@tea_master 侦探:6@detective 九尾狐:6@nine_tails "
              "闪电战士:7@lightning 奇迹商人:8@miracle_merchant 朱雀:9@zhuque 圣女:9@saintess"),
    (WOLF, "狼狗:5@wolf_dog 赶尸人:7@corpse_driver 大天狗:7@tengu 帝尊魔皇:8+接刀@demon_emperor 长老狼:8+群内@elder "
           "盗火者:9@fire_thief 穷奇:9+接刀@qiongqi 怪盗:9+群内@phantom_thief 狼巫:9+群内@wolf_witch 岚:10@lan "
           "空想家:10@dreamer 刺客鸭:10+群内@duck 狂戮:10@kuanglu"),
    (THIRD, "瘟神:50@plague"),
    (UNDECIDED, "祭品@sacrifice 暗恋者@secret_admirer 维纳斯@venus"),
)
