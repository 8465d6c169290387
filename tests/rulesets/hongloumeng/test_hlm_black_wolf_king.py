"""黑狼王 — 冲锋 and 报复 (HLM-R26, R27, R28, R47, R58, R68, R92, R110, R121, A09)."""
from hlm_helpers import (A, APPRENTICE, DAY12, EVERYONE, HOOD, JUDGE, KING, KNIGHT, SEER, V, V1, V2, V3, V4, WITCH,
                         WOLF, WWITCH, announced, deaths, game, night, of, rejected, traces)


def test_hlm_r26_charge_is_a_pointed_kill_never_announced():
    """HLM-R26, R47, R84, R121: 冲锋 deals one 指杀; nothing public names it."""
    g = game([night(1, A(KING, "冲锋", [V1]), A(KING, "杀人", [V2])), {"at": "day 1"}])
    assert deaths(g) == {V1: "冲锋", V2: "杀人"}
    assert not any("冲锋" in e["text"] for e in of(g, "announce"))


def test_hlm_r27_r68_r121_revenge_after_the_vote_at_dusk_announced():
    """HLM-R27, R68, R28, R121: exiled with 冲锋 unused → 报复 at 黄昏, posted as「乙被甲带走」."""
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [SEER])]}])
    assert deaths(g, "day 2") == {KING: "投票", SEER: "报复"}
    assert announced(g, "1号贾宝玉被9号秦可卿带走")
    assert "[黄昏] 1号 出局（报复）" in traces(g)


def test_hlm_r27_no_revenge_after_poison():
    """HLM-R27: 不是因为<毒药>出局的情况下 only."""
    g = game([night(1, A(WITCH, "毒药", [KING]), A(KING, "报复", [SEER]))])
    assert deaths(g) == {KING: "毒药"}
    assert of(g, "unused", by=KING, skill="报复")


def test_hlm_r27_no_revenge_once_the_charge_is_used():
    """HLM-R27, A09: 若冲锋可用 — a 黑狼王 that charged has no 报复."""
    g = game([night(1, A(KING, "冲锋", [V1])), {"at": "day 1"},
              {"at": "day 2", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [SEER])]}])
    assert deaths(g) == {V1: "冲锋", KING: "投票"}


def test_hlm_r58_night_exit_revenge_at_dawn_victim_after_the_king():
    """HLM-R58, R61: out at 夜间 (kill) → 报复 at 凌晨; the victim goes out after it."""
    g = game([night(1, A(KING, "杀人", [KING]), A(KING, "报复", [V1])), {"at": "day 1"}])
    assert list(deaths(g)) == [KING, V1]
    assert "[凌晨] 5号 出局（报复）" in traces(g)
    assert announced(g, "5号史湘云被9号秦可卿带走")
    assert not any("带走" in e["text"] for e in of(g, "announce") if e["t"] == "night 1")


def test_hlm_r27_revenge_of_a_dawn_exit_comes_at_noon():
    """HLM-R27: out at 凌晨 (审判) → the next time node is 正午 of the next day."""
    g = game([night(1), *DAY12,
              night(2, A(JUDGE, "审判", [V1, V2], choice=KING)),
              {"at": "day 3", "actions": [A(KING, "报复", [V3])], "votes": V(None, EVERYONE)}])
    assert deaths(g, "night 2") == {KING: "审判"} and deaths(g, "day 3") == {V3: "报复"}


def test_hlm_r27_revenge_needs_one_target_in_play():
    """HLM-R27: 选择任意一名角色 — one target still in play."""
    g = game([night(1, A(KING, "杀人", [V1])), {"at": "day 1"},
              {"at": "day 2", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [V1])]}])
    assert any("已出局" in r for r in rejected(g, KING, "报复"))


def test_hlm_r92_r110_last_wolf_revenge_on_the_last_god_wins():
    """HLM-R92, R110: the last wolf is exiled and its 报复 takes the last 神职 → wolves win."""
    g = game([night(1, A(KING, "杀人", [SEER]), A(WITCH, "毒药", [WOLF])),
              {"at": "day 1"}, {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
              night(2, A(KING, "杀人", [KNIGHT])),
              {"at": "day 3", "votes": V(V1, EVERYONE)},
              night(3, A(KING, "杀人", [JUDGE])),
              {"at": "day 4", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [HOOD])]}])
    assert g.winner == "狼人阵营"
    assert not of(g, "faction_lost", faction="狼人阵营")


def test_hlm_a09_red_card_revenge_option():
    """HLM-A09: only 毒药 is excluded, so a red-carded 黑狼王 may 报复 (option red_card_revenge)."""
    steps = [night(1), {"at": "day 1"},
             {"at": "day 2", "cards": [{"to": KING, "card": "红牌", "reason": "场外"}],
              "actions": [A(KING, "报复", [V4])], "votes": V(None, EVERYONE)}]
    assert deaths(game(steps)) == {KING: "红牌罚下", V4: "报复"}
    assert deaths(game(steps, {"red_card_revenge": False})) == {KING: "红牌罚下"}


def test_hlm_a10_potion_double_charge_leaves_no_revenge():
    """HLM-A10: two 冲锋 with 特制药剂; the 冲锋 is then used, so no 报复."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [KING]), A(KING, "冲锋", [V1]), A(KING, "冲锋", [V2])),
              {"at": "day 1"}, {"at": "day 2", "votes": V(KING, EVERYONE), "actions": [A(KING, "报复", [V3])]}])
    assert deaths(g) == {V1: "冲锋", V2: "冲锋", KING: "投票"}


def test_hlm_r27_revenge_of_a_dusk_exit_comes_at_the_next_night():
    """HLM-R27: out at 黄昏 (a red card completed by the 潜水 yellows) → 报复 at 夜间 of the next night."""
    yellow = {"to": KING, "card": "黄牌", "reason": "贴脸"}
    posts = [{"thread": "discussion", "by": s, "text": "发言"} for s in range(1, 15) if s != KING for _ in range(10)]
    g = game([night(1), {"at": "day 1"},
              {"at": "day 2", "cards": [yellow, yellow], "posts": posts},
              night(2, A(KING, "报复", [V1]))])
    assert deaths(g, "day 2")[KING] == "红牌罚下" and deaths(g, "night 2") == {V1: "报复"}
    assert not g.state.revenge_due
