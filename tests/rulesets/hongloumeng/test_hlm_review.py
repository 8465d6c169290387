"""Independent review against the seed: each test cites the checklist item the engine got wrong
and asserts what the seed demands (HLM-R20, R27, R42, R64, R65, R78, R79, R83, R84, R85, R88)."""
import random

from bansha.engine.errors import Refusal
from bansha.engine.game import PUBLIC, Game
from bansha.rulesets.hongloumeng import RULESET
from bansha.rulesets.hongloumeng.randplay import random_inputs

from hlm_helpers import (A, APPRENTICE, DAY12, DREAMER, EVERYONE, HOOD, JUDGE, KING, KNIGHT, SEER, V, V1, V2, V3, V4, WITCH,
                         WOLF, WWITCH, announced, deaths, feedback, game, night, of, rejected)

PUBLIC_TYPES = {"announce", "exile", "sheriff", "card", "game_over"}

# After day 3 every wolf is out (the shared scenario's road); village 1,3,4,5,6 and coven 12,13,14 remain.
WOLVES_FALL = [
    night(1, A(KING, "杀人", [V2]), A(WITCH, "救药", [V2]), A(DREAMER, "摄梦", [APPRENTICE])),
    {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)},
    {"at": "day 2", "votes": V(WWITCH, EVERYONE)},
    night(2, A(KING, "杀人", [V4]), A(KING, "残暴", [V3]), A(WITCH, "毒药", [WOLF]), A(DREAMER, "摄梦", [WITCH])),
    {"at": "day 3", "votes": V(KING, [1, 2, 3, 4, 5, 6]), "actions": [A(KING, "报复", [KNIGHT])]},
]


def public_view(g, seat):
    return [e for e in g.view(seat) if e in g.public_events()]


def test_hlm_r78_r84_exits_reach_players_only_through_the_announcement():
    """HLM-R78, R84, R79: 游戏进行期间以任何方式出局的角色均不公示其身份; 冲锋不公示; night exits are
    posted at day start (night 1's after the election). A public `death` event would give every
    seat the cause (冲锋) during the night itself; players learn of exits from the 公示 only."""
    g = game([night(1, A(KING, "冲锋", [V1]), A(KING, "杀人", [V2])), {"at": "day 1"}])
    assert deaths(g) == {V1: "冲锋", V2: "杀人"}
    for seat in g.seats:
        assert not [e for e in g.view(seat) if e["type"] == "death"]
        assert {e["type"] for e in public_view(g, seat)} <= PUBLIC_TYPES
    assert not any("冲锋" in e["text"] or "杀人" in e["text"] for e in of(g, "announce"))
    assert announced(g, "第一夜出局：5号史湘云、6号妙玉")


def test_hlm_r78_a_camp_lost_by_exits_is_not_made_public():
    """HLM-R78: the wolves all out while the game goes on is the director's to know; made public,
    it would tell every seat that the exited seats hold all three wolves."""
    g = game(WOLVES_FALL)
    assert [e["faction"] for e in of(g, "faction_lost")] == ["狼人阵营"] and not g.over
    for seat in g.seats:
        assert not [e for e in g.view(seat) if e["type"] == "faction_lost"]


def test_hlm_r64_r83_a_seat_red_carded_on_night_1_has_no_day_1_vote():
    """HLM-R64, R83: 首夜出局的玩家票权为2票 is for exits by play; 红牌罚下 — 角色出局结算结束后，不能继续
    参与讨论、投票. A red-carded seat keeps no weight-2 vote, and cannot be elected. Its exit is
    posted with night 1's 公示 (HLM-R79), under 其他原因出局."""
    g = game([{"at": "night 1", "cards": [{"to": V1, "card": "红牌", "reason": "场外"}],
               "actions": [A(KING, "狼魂祈礼", choice="残暴"), A(DREAMER, "摄梦", [V4])]},
              {"at": "day 1", "sheriff_votes": [{"by": V1, "for": V2}, {"by": SEER, "for": SEER}]}])
    assert deaths(g) == {V1: "红牌罚下"}
    assert g.sheriff == SEER
    assert any("已出局" in r for r in rejected(g, V1))
    first = next(e["text"] for e in of(g, "announce") if "第一个夜晚公示" in e["text"])
    assert "其他原因出局：5号史湘云" in first and "第一夜出局：无" in first


def test_hlm_r65_r79_r27_revenge_of_a_night_1_king_comes_after_the_election():
    """HLM-R65, R79, R27: a 黑狼王 executed at 凌晨 of night 1 takes revenge at 正午 of day 1; its
    「X被Y带走」 tells of a night-1 exit, and 第一个夜晚需要公示的信息以及出局名单在警长竞选完毕之后公布.
    So the election comes first (the victim, still in play, votes and may be elected), then night
    1's 公示, then the revenge; day 2's post lists the victim under 其他原因出局."""
    g = game([night(1, A(JUDGE, "审判", [V1, V2], choice=KING)),
              {"at": "day 1", "sheriff_votes": V(V3, EVERYONE), "actions": [A(KING, "报复", [V3])]}, {"at": "day 2"}])
    assert deaths(g, "night 1") == {KING: "审判"} and deaths(g, "day 1") == {V3: "报复"}
    assert of(g, "sheriff", t="day 1")[0]["seat"] == V3
    texts = [e["text"] for e in of(g, "announce")]
    first = next(i for i, t in enumerate(texts) if "第一个夜晚公示" in t)
    taken = texts.index("7号贾探春被9号秦可卿带走。")
    elected = next(i for i, t in enumerate(texts) if "当选警长" in t)
    assert elected < first < taken
    day2 = next(t for t in texts if t.startswith("【M162】红楼梦 第2天"))
    assert "其他原因出局：7号贾探春" in day2


def test_hlm_r79_a_red_card_on_the_election_day_is_in_day_2s_list():
    """HLM-R79: 每个游戏日白天开始时，都会公示前一天…其他原因出局角色名单 — the election day's red card
    too (night 1's 公示 holds the night only)."""
    g = game([night(1), {"at": "day 1", "cards": [{"to": V4, "card": "红牌", "reason": "场外"}]}, {"at": "day 2"}])
    day2 = next(e["text"] for e in of(g, "announce") if e["text"].startswith("【M162】红楼梦 第2天"))
    assert "其他原因出局：8号贾惜春" in day2
    first = next(e["text"] for e in of(g, "announce") if "第一个夜晚公示" in e["text"])
    assert "第一夜出局：无" in first


def test_hlm_r79_night_news_waits_for_the_morning():
    """HLM-R79: 夜晚期间需要公示的内容全部在下一个白天开始时公布 — a sheriff red-carded at night and a
    surrender at night are posted with the morning list, not on their own during the night."""
    g = game([night(1), {"at": "day 1", "sheriff_votes": V(SEER, EVERYONE)}, {"at": "day 2"},
              {"at": "night 2", "cards": [{"to": SEER, "card": "红牌", "reason": "场外"}],
               "surrender": {"faction": "魔女会阵营", "by": [WITCH, DREAMER, APPRENTICE]},
               "actions": [A(KING, "杀人", [V1])]}, {"at": "day 3"}])
    assert not of(g, "announce", t="night 2")
    night2 = [e["text"] for e in of(g, "announce", t="day 3")][:1]  # the list, then day 3's own posts
    assert night2[0].startswith("【M162】红楼梦 第3天")
    assert "警长被红牌罚下" in night2[0] and "其他原因出局：" in night2[0]
    assert "判负" not in night2[0]  # HLM-A13: the camp's loss is the director's


def test_hlm_r88_a_wolf_win_is_not_held_back_by_a_pending_revenge():
    """HLM-R88, R87: 有一个阵营达到胜利条件，游戏立即结束. The last 神职 (the 审判官, executing itself in its
    second meeting) and the 黑狼王 go out at 凌晨; 报复 would come at 正午 of the next day, but it can
    only add to a wolf win, so the wolves win at 凌晨 and no exile vote is held."""
    g = game([night(1, A(KING, "杀人", [SEER]), A(WITCH, "毒药", [KNIGHT])), {"at": "day 1"},
              {"at": "day 2", "votes": V(HOOD, EVERYONE)},
              night(2, A(APPRENTICE, "特制药剂", [JUDGE]), A(JUDGE, "审判", [V1, V2], choice=KING),
                    A(JUDGE, "审判", [V1, V2], choice=JUDGE)),
              {"at": "day 3", "votes": V(WOLF, EVERYONE), "actions": [A(KING, "报复", [V1])]}])
    assert deaths(g, "night 2") == {KING: "审判", JUDGE: "审判"}
    assert g.winner == "狼人阵营" and of(g, "game_over")[0]["t"] == "night 2"
    assert not of(g, "exile", t="day 3")


def test_hlm_r27_a_king_out_at_dusk_of_the_election_day_takes_revenge_at_noon_of_day_2():
    """HLM-R27: 在下一个时间节点 — after 黄昏 of the 警长竞选日 no night falls before day 2, so the next
    node is 正午 of day 2 (here the 黑狼王 is red-carded by 潜水 yellows at 黄昏 of day 1, with option
    election_attendance)."""
    yellow = {"to": KING, "card": "黄牌", "reason": "贴脸"}
    posts = [{"thread": "discussion", "by": s, "text": "发言"} for s in range(1, 15) if s != KING for _ in range(10)]
    posts += [{"thread": "sheriff", "by": s, "text": "投票对象：弃权"} for s in range(1, 15)]
    g = game([night(1), {"at": "day 1", "cards": [yellow, yellow], "posts": posts},
              {"at": "day 2", "actions": [A(KING, "报复", [V1])], "votes": V(None, EVERYONE)}],
             {"election_attendance": True})
    assert deaths(g, "day 1") == {KING: "红牌罚下"} and deaths(g, "day 2") == {V1: "报复"}
    assert announced(g, "5号史湘云被9号秦可卿带走")
    assert not g.state.revenge_due


def test_hlm_r78_every_public_event_is_of_a_public_kind():
    """HLM-R78, R85: across a game with kills, 冲锋, 残暴, a trial, a revenge and a camp's fall,
    what a seat sees is the public 公示 and votes, its own messages, and its groups' messages."""
    g = game(WOLVES_FALL + [night(3, A(JUDGE, "审判", [V1, HOOD], choice=DREAMER))])
    groups = {name: set(members) for name, members in g.groups.items()}
    for seat in g.seats:
        for e, a in zip(g.events, g.audiences):
            if e not in g.view(seat):
                continue
            if a == PUBLIC:
                assert e["type"] in PUBLIC_TYPES, e
            elif e["type"] == "group":
                assert seat in groups[e["group"]]
            else:
                assert e.get("to") == seat, e


def test_hlm_r20_the_pack_kill_stands_when_its_messenger_is_red_carded():
    """HLM-R20, R42: 该阵营共群的角色可以共同指杀一名角色 — the kill is the pack's; the member who
    submitted it being red-carded before the night settles does not void it while the pack has a
    member in play. The carded seat's own uses are void (its 特制药剂 extra kill)."""
    g = game([night(1), *DAY12,
              {"at": "night 2", "cards": [{"to": WOLF, "card": "红牌", "reason": "场外"}],
               "actions": [A(APPRENTICE, "特制药剂", [WOLF]), A(WOLF, "杀人", [V1]), A(WOLF, "杀人", [V2]),
                           A(DREAMER, "摄梦", [V3])]}])
    assert deaths(g) == {WOLF: "红牌罚下", V1: "杀人"}
    assert feedback(g, WITCH, "灵通", "night 2") == [[V1]]
    assert any("已出局" in r for r in rejected(g, WOLF, "杀人"))


def test_hlm_r78_random_games_show_no_seat_a_cause_or_a_camp():
    """HLM-R78, R85 over random legal games: every public event is a 公示, a vote result, the
    sheriff, a card or the end; nothing public carries an exit's cause or a camp's fall."""
    for deal in range(8):
        g = Game(RULESET, [{"seat": i, "name": f"玩家{i}"} for i in range(1, 15)], {}, deal)
        for k in range(24):
            if g.over:
                break
            for inp in random_inputs(g, random.Random(deal * 100 + k)):
                try:
                    g.submit(inp)
                except Refusal:
                    pass
            g.close()
        assert {e["type"] for e in g.public_events()} <= PUBLIC_TYPES
