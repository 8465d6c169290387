"""An adversarial review of the PVZ ruleset: intricate interactions, each asserting what the seed
(seeds/pvz-standard.txt, section 6 as updated) or rulings.md demands, with the checklist IDs of
checklists/pvz-004.md. Tests marked "fix" failed before the review's change."""
from bansha.engine.game import PUBLIC
from bansha.present import announcement
from bansha.rulesets.pvz import wins

from .helpers import (ADMIRER, ELEVEN, FULL, HUNTER_ONLY, MERCHANT, NAMES, TEN, TWELVE, TWELVE_PLAIN, VILLAGE, WOLF, act,
                      action, advance, alive, announcements, card, cards_of, day, deaths, events, exile,
                      feedbacks, game_over, new_game, night, notices, play, post, refused, rejections,
                      sheriffs, start, vote_post, winner)


def _after(texts, first, then):
    return texts.index(next(t for t in texts if first in t)) < texts.index(next(t for t in texts if then in t))


# --- chains: shots, 殉情, 殉职 ------------------------------------------------------------------

def test_R132_R131_R58_night_killed_hunter_sheriff_chain_in_order():
    """PVZ-R132, R131, R57, R58, R45: a hunter-sheriff killed on night 2 shoots the 狼王, whose
    shot takes the 暗恋者's crush; 殉情 at once, and only then 殉职. The 公示 follows the same
    order and, with both 狼王 and 猎人 dealt, never names a shooter (PVZ-R17)."""
    g = play(FULL, start(act(11, "一见钟情", 12)), night(1), day(1, sheriff={s: 3 for s in range(1, 17)}),
             night(2, act(7, "杀人", 3)),
             day(2, act(3, "殉职", 1), act(9, "最后一枪", 12), act(3, "最后一枪", 9)))
    assert deaths(g) == [("night 2", 3, "杀人"), ("day 2", 9, "最后一枪"), ("day 2", 12, "最后一枪"),
                         ("day 2", 11, "殉情")]
    assert sheriffs(g)[-1] == ("day 2", 1)
    texts = announcements(g)
    assert _after(texts, "12号十二 因<最后一枪>出局", "11号墓园 出局")       # fix: 殉情 公示 at once
    assert _after(texts, "11号墓园 出局", "发动<殉职>")
    assert not any("猎人" in t or "狼王" in t for t in texts)


def test_R133_R58_night1_crush_love_death_follows_the_morning_list():
    """PVZ-R133, R58, R56 (fix): a night-1 victim hunter, elected, shoots; its admirer's 殉情 is
    公示 right after the night-1 list, before the shots and the 殉职."""
    g = play(FULL, start(act(11, "一见钟情", 3)), night(1, act(7, "杀人", 3)),
             day(1, act(3, "最后一枪", 9), act(9, "最后一枪", 12), act(3, "殉职", 1),
                 sheriff={s: 3 for s in range(1, 17)}))
    assert deaths(g, "day 1") == [("day 1", 11, "殉情"), ("day 1", 9, "最后一枪"), ("day 1", 12, "最后一枪")]
    lines = announcement(g, "day 1").splitlines()
    i = next(k for k, t in enumerate(lines) if "昨夜出局的角色为 3号阿青" in t)
    assert lines[i + 1] == "11号墓园 出局。"
    assert lines.index("3号阿青 发动<殉职>，1号渐强 继任警长。") > i + 1


def test_R45_R16_R121_exiled_wolf_king_sheriff_shoots_then_hands_over():
    """PVZ-R45, R16, R86, R121: the 狼王 exiled while sheriff shoots first, then passes the badge;
    with no 猎人 dealt the shot names its shooter."""
    g = play(TWELVE, night(1), day(1, act(7, "殉职", 5), act(7, "最后一枪", 1),
                                   sheriff={s: 7 for s in range(1, 13)}, votes={s: 7 for s in range(1, 13)}))
    assert exile(g, 1)["tally"] == {"7": 12.5}
    assert deaths(g, "day 1") == [("day 1", 7, "投票"), ("day 1", 1, "最后一枪")]
    assert sheriffs(g)[-1] == ("day 1", 5)
    assert _after(announcements(g), "7号猎户（狼王）发动<最后一枪>，1号渐强 出局", "7号猎户 发动<殉职>")


def test_R100_A11_red_carded_hunter_sheriff_passes_the_badge_but_does_not_shoot():
    """PVZ-R100, A11 (ruling R-RED-CARD): 红牌罚下 — no 最后一枪, but 殉职, after the vote."""
    g = play(ELEVEN, night(1), day(1, sheriff={s: 3 for s in range(1, 12)}), night(2),
             day(2, act(3, "最后一枪", 5), act(3, "殉职", 1), votes={3: 8, 1: 8}, cards=[card(3, "红牌")]))
    assert exile(g, 2)["tally"] == {"8": 2.5}                      # still voted, with 1.5
    assert deaths(g, "day 2") == [("day 2", 8, "投票"), ("day 2", 3, "红牌罚下")]
    assert sheriffs(g)[-1] == ("day 2", 1)
    assert events(g, "unused", by=3, skill="最后一枪") and 5 in alive(g)


def test_R133_R122_poisoned_night1_hunter_elected_leaves_without_a_shot():
    """PVZ-R133, R56, R123: poisoned on night 1, elected on day 1, the 猎人 leaves after the
    election with no shot (毒药) but passes the badge; a dead heir is refused."""
    g = play(ELEVEN, night(1, act(2, "毒药", 3), act(5, "杀人", 8)),
             day(1, act(3, "最后一枪", 5), act(3, "殉职", 8), act(3, "殉职", 1), sheriff={s: 3 for s in range(1, 12)}))
    assert sheriffs(g) == [("day 1", 3), ("day 1", 1)]
    assert 5 in alive(g) and events(g, "unused", by=3, skill="最后一枪")
    assert rejections(g, 3, "殉职") == ["<殉职>的目标8号已出局"]


# --- 自爆 ---------------------------------------------------------------------------------------

def test_R77_R119_R76_wolf_sheriff_explodes_names_heir_later_inputs_void():
    """PVZ-R77, R119, R76 (fix): the exploding wolf sheriff names the next sheriff; a later 自爆 that
    day is refused in the rules' words and every vote is void."""
    g = play(TWELVE, night(1), day(1, sheriff={s: 5 for s in range(1, 13)}), night(2),
             day(2, act(5, "自爆"), act(5, "殉职", 6), act(6, "自爆"), votes={1: 6, 2: 6}))
    assert deaths(g, "day 2") == [("day 2", 5, "自爆")]
    assert sheriffs(g)[-1] == ("day 2", 6)
    assert rejections(g, 6, "自爆") == ["讨论结束后，不可自爆：狼人自爆后跳过放逐投票阶段，在发表遗言后直接进入夜晚"]
    assert rejections(g, 1) == rejections(g, 2) == ["狼人自爆后跳过放逐投票阶段"]
    assert g.period == "night 3" and 6 in alive(g)


def _sheriff_posts():
    return [dict(vote_post(s, 1), thread="sheriff") for s in range(1, 13)]


def test_R80_R76_false_self_explode_after_the_explosion_is_void():
    """PVZ-R80, R76 (fix): after a wolf's 【自爆】 the discussion is over, so a later 【自爆】 post by
    a seat without the skill is not sent 「在任意讨论阶段」: no red card. One before it is."""
    ps = _sheriff_posts() + [post(8, "【08.石头】【自爆】"), post(6, "【06.木木】【自爆】"), post(9, "【09.九九】【自爆】")]
    g = play(TWELVE, night(1), day(1, posts=ps))
    assert cards_of(g, 8) == ["红牌"] and cards_of(g, 9) == []
    assert deaths(g, "day 1") == [("day 1", 8, "红牌罚下"), ("day 1", 6, "自爆")]  # out when carded


def test_R80_quoting_a_self_explode_post_is_not_sending_it():
    """PVZ-R80 (fix): 「发送“【自爆】”」 — a 【自爆】 inside a quoted line is another's post."""
    ps = _sheriff_posts() + [post(8, "【08.石头】【自爆】"), post(2, "【02.雪雪】\n> 【08.石头】【自爆】\n石像鬼贴脸了")]
    g = play(TWELVE, night(1), day(1, posts=ps))
    assert cards_of(g, 8)[0] == "红牌" and "红牌" not in cards_of(g, 2)
    assert deaths(g, "day 1") == [("day 1", 8, "红牌罚下")]


def test_R73_R76_invalid_vote_after_the_explosion_earns_no_card():
    """PVZ-R73, R76 (fix): an invalid vote posted before the 自爆 is carded; one after it is void."""
    ps = _sheriff_posts() + [post(9, "【09.九九】【投票】给【05.雪雪】"), post(6, "【06.木木】【自爆】"),
                             post(10, "【10.十一】【投票】给【05.雪雪】")]
    g = play(TWELVE, night(1), day(1, posts=ps))
    assert cards_of(g, 9) == ["黄牌"] and cards_of(g, 10) == []
    assert [r.split("（")[0] for r in rejections(g, 10)] == ["狼人自爆后跳过放逐投票阶段"]


def test_R99_R80_second_red_card_from_a_false_explosion_loses_before_the_vote():
    """PVZ-R99, R80 (fix): 同一阵营的角色累计获得两张或以上红牌时，阵营判负 — at the card. The village's
    second red (a false 【自爆】 in discussion) ends the game before the vote that would have
    exiled the last wolf-camp role."""
    g = play(TWELVE_PLAIN, night(1, act(5, "杀人", 5), act(2, "毒药", 6)), day(1, votes={1: 7, 2: 7, 3: 7}),
             night(2, cards=[card(12, "红牌")]),
             day(2, posts=[post(9, "【09.九九】【自爆】")] + [vote_post(s, 8) for s in (1, 2, 3, 4, 9, 10, 11)]))
    assert [d[1] for d in deaths(g)] == [5, 6, 7, 12, 9]  # the red card that ends the game puts 9 out too
    assert events(g, "faction_lost", faction=VILLAGE) and winner(g) == WOLF
    assert not events(g, "exile", t="day 2") and 8 in alive(g) and 9 not in alive(g)


def test_R14_R20_A08_last_wolf_explodes_knife_waits_for_the_wolf_king():
    """PVZ-R20, A08 (ruling R-KNIFE): the last 狼人 explodes while the 狼王 lives — no 接刀; the
    狼王 exiled two days later (and shooting) hands the 石像鬼 the kill for the next night."""
    g = play(TWELVE, night(1, act(5, "杀人", 5)), day(1, votes={1: 9}), night(2), day(2, act(6, "自爆")),
             night(3, act(8, "杀人", 1)), day(3, act(7, "最后一枪", 1), votes={s: 7 for s in (1, 2, 3, 4, 7, 8)}),
             night(4, act(8, "杀人", 2)), day(4))
    assert rejections(g, 8, "杀人") == ["8号 没有技能<杀人>"]
    assert [e["t"] for e in events(g, "notice", to=8) if "接刀" in e["text"]] == ["day 3"]
    assert ("night 4", 2, "杀人") in deaths(g)


def test_R20_R135_last_wolf_explodes_with_the_wolf_king_gone_knife_that_night():
    """PVZ-R20, R135: no 狼王 in play, the last 狼人 explodes → the 石像鬼 is told and kills that night."""
    g = play(TWELVE_PLAIN, night(1, act(5, "杀人", 5), act(2, "毒药", 6)), day(1, act(7, "自爆")),
             night(2, act(8, "杀人", 9)), day(2))
    assert any("接刀" in n for n in notices(g, 8))
    assert ("night 2", 9, "杀人") in deaths(g)


# --- night: witch, guard, merchant ------------------------------------------------------------

def test_R27_R126_witch_lucky_poison_from_an_earlier_night_beside_her_save():
    """PVZ-R27, R126, R36 (fix): 奇迹商人赠予的毒药不受影响，可以和救药同时发动 — also when the witch
    is the 幸运儿 from an earlier night; her own 毒药 stays unused."""
    g = play(MERCHANT, night(1, act(3, "交易", 2, choice="毒药")), day(1),
             night(2, act(5, "杀人", 9), act(2, "救药", 9), act(2, "毒药", 6)), day(2))
    assert deaths(g) == [("night 2", 6, "毒药")]
    assert rejections(g, 2) == []
    own = next(s for s in g.seats[2].skills if s.name == "毒药" and s.source == "身份")
    assert own.uses_left == 1


def test_R25_R26_witch_own_poison_still_locked_after_her_save():
    """PVZ-R25 (the fix above must not open the lock): without a gift, 救药 then 毒药 is refused."""
    g = new_game(MERCHANT)
    advance(g, "night 1")
    g.submit(action(2, "救药", 9))
    assert refused(g, action(2, "毒药", 6)) == "<救药>发动后，该夜晚不可发动<毒药>"


def test_R124_ten_seat_witch_self_save_only_on_night_1():
    """PVZ-R24, R124: 若为10人场，则可在第一晚选择自己 — refused on night 2, state unchanged."""
    g = new_game(TEN)
    advance(g, "night 2")
    g.submit(action(4, "杀人", 2))
    assert refused(g, action(2, "救药", 2)) == "<救药>只能选择一名其他角色（10人场第一晚可以选择自己）"


def test_R31_A15_guard_and_lucky_shield_share_the_two_nights_rule():
    """PVZ-R31, A15 (ruling R-GUARD): 一名角色不能连续两晚成为该技能的目标, whoever casts it."""
    g = play(MERCHANT, night(1, act(13, "守护之盾", 9)), day(1),
             night(2, act(3, "交易", 10, choice="守护之盾"), act(10, "守护之盾", 9), act(10, "守护之盾", 11)),
             day(2), night(3, act(13, "守护之盾", 11), act(13, "守护之盾", 12), act(5, "杀人", 12)), day(3))
    why = "上一晚已是<守护之盾>的目标：一名角色不能连续两晚成为该技能的目标"
    assert rejections(g, 10) == [f"9号 {why}"] and rejections(g, 13) == [f"11号 {why}"]
    assert deaths(g) == []


def test_R32_A15_lucky_shield_and_save_on_the_killed_seat_both_fail():
    """PVZ-R32, R127, A15: 同守同救 applies to a lucky 守护之盾 too — the killed seat exits."""
    g = play(MERCHANT, night(1, act(3, "交易", 10, choice="守护之盾"), act(10, "守护之盾", 12),
                             act(5, "杀人", 12), act(2, "救药", 12)), day(1))
    assert deaths(g) == [("night 1", 12, "杀人")]


def test_R50_R52_lucky_one_killed_the_same_night_still_poisons():
    """PVZ-R50, R52, A14(c): the gift is used in step (4), before the kill settles in step (5), so
    the lucky one killed that night still poisons."""
    g = play(MERCHANT, night(1), day(1),
             night(2, act(3, "交易", 9, choice="毒药"), act(5, "杀人", 9), act(9, "毒药", 6)), day(2))
    assert deaths(g) == [("night 2", 9, "杀人"), ("night 2", 6, "毒药")]


def test_R129_R52_witch_poisons_the_merchant_whose_trade_failed():
    """PVZ-R129, R52, R53: the poison settles in step (6), so the merchant exits by 毒药 and
    step (7) finds him gone; the 狼王 gets no gift."""
    g = play(MERCHANT, night(1, act(3, "交易", 7, choice="毒药"), act(2, "毒药", 3), act(7, "毒药", 1)), day(1))
    assert deaths(g) == [("night 1", 3, "毒药")]
    assert rejections(g, 7) == ["7号 没有技能<毒药>"]


# --- votes, wins, cards -----------------------------------------------------------------------

def test_R94_R136_vote_share_win_right_after_an_exile():
    """PVZ-R94(1), R136: the exile leaves 6 alive with 3 wolf-camp roles, one the sheriff: 3.5 of
    6.5 → the wolves win at that exile."""
    g = play(TEN, night(1, act(4, "杀人", 7)), day(1, sheriff={s: 4 for s in range(1, 11)}, votes={4: 8, 5: 8, 6: 8}),
             night(2, act(4, "杀人", 9)), day(2, votes={4: 1, 5: 1, 6: 1}))
    go = game_over(g)
    assert go["t"] == "day 2" and go["winner"] == WOLF and go["seats"] == [4, 5, 6]


def test_R94_R137_R04_eleven_seats_without_a_hunter():
    """PVZ-R94(3), R04 (ruling R-LINEUPS): an 11-seat deal with no 猎人 has none left to need out,
    so every 平民 out is enough; with the 猎人 dealt and alive it is not."""
    no_hunter = ["预言家", "女巫", "守墓人", "守卫", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民"]
    g = new_game(no_hunter)
    for s in (8, 9, 10, 11):
        g.seats[s].alive = False
    assert wins.wolves_win(g) == "村民阵营的平民全部出局（本局没有猎人）"
    g = new_game(ELEVEN)
    for s in (8, 9, 10, 11):
        g.seats[s].alive = False
    assert wins.wolves_win(g) is None


def test_R98_three_blue_to_yellow_to_red_after_the_vote():
    """PVZ-R98: 3 蓝 → 黄 and, with two yellows already, 3 黄 → 红; the seat still votes that day
    and leaves after the vote."""
    g = play(TWELVE, night(1), day(1, cards=[card(9, "黄牌"), card(9, "黄牌")]), night(2),
             day(2, votes={9: 5, 1: 5, 2: 6}, cards=[card(9, "蓝牌")] * 3))
    assert cards_of(g, 9) == ["黄牌", "黄牌", "蓝牌", "蓝牌", "蓝牌", "黄牌", "红牌"]
    assert exile(g, 2)["seat"] == 5
    assert deaths(g, "day 2") == [("day 2", 5, "投票"), ("day 2", 9, "红牌罚下")]


def test_R69_R114_tally_with_abstentions_and_dead_voters():
    """PVZ-R69, R114, R43: abstentions count for nobody, the dead are refused, the sheriff is 1.5."""
    g = play(TWELVE, night(1, act(5, "杀人", 12)), day(1, sheriff={s: 1 for s in range(1, 13)}, votes={1: 9}),
             night(2, act(5, "杀人", 11)),
             day(2, votes={1: 5, 2: None, 3: 5, 11: 6, 12: 6, 5: 6, 6: None}))
    assert exile(g, 2) == {"t": "day 2", "type": "exile", "seat": 5, "tally": {"5": 2.5, "6": 1}}
    assert rejections(g, 11) == ["11号 已出局，不能参与放逐投票"] and rejections(g, 12)


def test_R73_R138_every_accepted_vote_format_counts():
    """PVZ-R73, R138: full/half-width punctuation, optional brackets, 投票给/投给/弃权, a line
    break before the reason, and the seed's own examples."""
    n = {s: NAMES[s - 1] for s in range(1, 13)}
    texts = {
        1: f"【01.{n[1]}】【投票】给【05.{n[5]}】先把这个敢给我发查杀的狼出了！",
        2: f"[02.{n[2]}][投票]给[05.{n[5]}]理由",
        3: f"【03．{n[3]}】投票给【5.{n[5]}】\n换行后的理由",
        4: f"04.{n[4]} 投票给 05.{n[5]}",
        9: f"【09.{n[9]}】投给【05.{n[5]}】",
        10: f"【10.{n[10]}】【投票给】【05.{n[5]}】",
        11: f"【11.{n[11]}】弃权",
        12: f"【12.{n[12]}】【弃票】",
    }
    ps = [post(by, t) for by, t in texts.items()] + [post(s, f"【{s:02d}.{n[s]}】发言") for s in range(1, 13)]
    g = play(TWELVE, night(1), day(1, sheriff={s: None for s in range(1, 13)}), night(2), day(2, posts=ps))
    assert exile(g, 2)["tally"] == {"5": 6}
    assert not [r for r in rejections(g) if "无效" in r]
    assert not any(e["reason"].startswith("无效票") for e in events(g, "card"))


def test_R64_R101_election_speech_that_mentions_votes_is_speech():
    """PVZ-R64, R101, R73 (fix): the 警上讨论 is held in the 警长竞选贴 (6.2.2), so a speech there
    that mentions 投票 is neither an invalid vote nor a yellow card."""
    ps = [post(4, "【04.小鹿】我是预言家，警上大家投票给我，1号查杀", thread="sheriff")] + _sheriff_posts()
    g = play(TWELVE, night(1), day(1, posts=ps))
    assert cards_of(g, 4) == [] and rejections(g, 4) == []
    assert sheriffs(g) == [("day 1", 1)]


# --- privacy and the 公示 ----------------------------------------------------------------------

def _busy_game():
    return play(FULL, start(act(11, "一见钟情", 12)),
                night(1, act(1, "预言", 7), act(10, "查验", 2), act(6, "交易", 13, choice="预言"), act(13, "预言", 9),
                      act(5, "守护之盾", 1), act(7, "杀人", 16)),
                day(1, sheriff={s: 3 for s in range(1, 17)}, votes={s: 8 for s in range(1, 17)}),
                night(2, act(7, "杀人", 3)),
                day(2, act(3, "最后一枪", 9), act(9, "最后一枪", 12), act(3, "殉职", 1)))


def test_R91_private_messages_reach_only_their_seat_or_group():
    """PVZ-R91, R08, R09: feedback and notices only to their seat, the wolf group only to its
    members (the 石像鬼 not among them); deaths and traces to no seat."""
    g = _busy_game()
    for seat in g.seats:
        for e in g.view(seat):
            if e["type"] in ("feedback", "notice"):
                assert e["to"] == seat
            elif e["type"] == "group":
                assert seat in (7, 8, 9)
            else:
                assert e["type"] not in ("death", "trace", "rejected", "unused")
    assert not [e for e in g.view(10) if e["type"] == "group"]
    assert [e["result"] for e in g.view(13) if e["type"] == "feedback"] == [WOLF]


def test_R90_R17_public_text_names_no_cause_and_no_identity():
    """PVZ-R90, R17, A19: the 公示 lists exits without causes and, with 狼王 and 猎人 both dealt,
    never names a shooter; no role or camp word appears in it."""
    g = _busy_game()
    public = "\n".join(announcement(g, p) for p in ("night 1", "day 1", "night 2", "day 2"))
    for word in ("杀人", "毒药", "殉情", "交易", "猎人", "狼王", "狼人阵营", "村民阵营", "预言家", "暗恋者", "石像鬼", "幸运儿"):
        assert word not in public, word
    assert "16号十六" in public and "11号墓园 出局。" in public
    assert all(a == PUBLIC for e, a in zip(g.events, g.audiences) if e["type"] == "announce")
    assert feedbacks(g, 2, "通灵") == [16, 3]


# --- a red card on night 1 -------------------------------------------------------------------

def test_R98_R56_A11_night1_red_card_is_out_before_the_election():
    """PVZ-R98, R56 (fix, ruling R-RED-CARD): 玩家受到红牌判罚时出局 — a seat red-carded on night 1
    is out at once, publicly; it neither votes in nor wins the election, and its 暗恋者 leaves
    with it."""
    g = play(ADMIRER, start(act(13, "一见钟情", 9)), night(1, cards=[card(9, "红牌")]),
             day(1, sheriff={s: 9 for s in range(1, 14)}, votes={1: 5}))
    assert deaths(g, "night 1") == [("night 1", 9, "红牌罚下"), ("night 1", 13, "殉情")]
    assert sheriffs(g) == [("day 1", None)]
    assert rejections(g, 9) == ["9号 已出局，不能参与警长竞选"]
    assert rejections(g, 1)[0] == "投票对象有误：9号 已出局"
    assert exile(g, 1)["seat"] == 5


def test_R56_R133_night1_kill_victim_still_takes_part_in_the_election():
    """PVZ-R56, R133: the fix above leaves night-1 *kills* in play until the election closes."""
    g = play(TWELVE, night(1, act(5, "杀人", 9)), day(1, act(9, "殉职", 1), sheriff={s: 9 for s in range(1, 13)}))
    assert sheriffs(g) == [("day 1", 9), ("day 1", 1)]


def test_R20_R85_last_wolf_shot_by_the_exiled_hunter_hands_over_the_knife():
    """PVZ-R20, R85, R135: the exiled 猎人 shoots the last 狼人 (no 狼王 dealt) → 接刀 that day,
    told to the 石像鬼 only, and the 石像鬼 kills the next night."""
    g = play(HUNTER_ONLY, night(1, act(5, "杀人", 5)), day(1, votes={1: 6, 2: 6}), night(2),
             day(2, act(3, "最后一枪", 7), votes={1: 3, 2: 3}), night(3, act(8, "杀人", 1)), day(3))
    assert deaths(g, "day 2") == [("day 2", 3, "投票"), ("day 2", 7, "最后一枪")]
    told = [e for e in events(g, "notice") if "接刀" in e["text"]]
    assert [(e["t"], e["to"]) for e in told] == [("day 2", 8)]
    assert ("night 3", 1, "杀人") in deaths(g)
    assert "3号阿青（猎人）发动<最后一枪>，7号猎户 出局。" in announcements(g)


def test_R73_R101_election_vote_for_a_seat_out_of_play_is_invalid_and_not_a_vote():
    """PVZ-R73, R101 (fix): as in the exile vote, an election vote for a seat already out earns
    the invalid-vote yellow and, left uncorrected, the 未投票 yellow; corrected, only the first."""
    ps = [dict(vote_post(s, 9 if s in (1, 2) else 3), thread="sheriff") for s in range(1, 13) if s != 9]
    ps.append(dict(vote_post(2, 3), thread="sheriff"))
    g = play(TWELVE, night(1, cards=[card(9, "红牌")]), day(1, posts=ps))
    assert [c for c in cards_of(g, 1)] == ["黄牌", "黄牌"]
    assert [c for c in cards_of(g, 2)] == ["黄牌"]
    assert sheriffs(g) == [("day 1", 3)]


def test_R73_a_target_by_number_alone_is_off_format_unless_the_director_counts_it():
    """PVZ-R73 (R-VOTE-FORMAT): 「【序号.昵称】【投票】给【序号.昵称】」 names the target's nickname; 「投票给【07】」 is 投票格式有误,
    and the refusal says it gave a number alone. Option `vote_by_number` counts it as seat 7."""
    n = {s: NAMES[s - 1] for s in range(1, 13)}
    ps = [post(1, f"【01.{n[1]}】投票给【05】理由"), post(2, f"【02.{n[2]}】投票给 5号"),
          post(3, f"【03.{n[3]}】投票给【05.{n[5]}】")]
    steps = (night(1), day(1, sheriff={s: None for s in range(1, 13)}), night(2), day(2, posts=ps))
    strict = play(TWELVE, *steps)
    assert exile(strict, 2)["tally"] == {"5": 1}
    assert [r for r in rejections(strict, 1) if "只写了座位号" in r] == [
        f"投票格式有误（只写了座位号，没有昵称）：投票格式或投票对象有误的票无效，须通过重新发帖更正，记黄牌一次（“【01.{n[1]}】投票给【05】理由”）"]
    counted = play(TWELVE, *steps, options={"vote_by_number": True})
    assert exile(counted, 2)["tally"] == {"5": 3}
    assert not [r for r in rejections(counted) if "无效" in r]
