"""违规判定 and the stalemate rule: cards (JIU-R203, R225, R231, R233) and 僵局 (JIU-R196, R223; JIU-A45).

Not code (the director's judgement on the forum, entered as a card with the breach's name): the speech,
贴脸, director and 马甲 breaches (R227–R230), the judging of 场外 and account breaches and "被举报者会加倍判罚"
(R231 beyond its 黄牌起步), 举报's vote of the award-eligible actors and its after-game red (R232), and who
may have a 场外助理 (R233)."""
from jiu_helpers import DUCK, SAINT, SEER, SOUL, WARRIOR, A, announced, deaths, events, game, notices

import bansha.rulesets.jiu as jiu
from bansha.engine.procedure import OPEN


def cards(at: str, *given, **kw) -> dict:
    return {"at": at, "cards": [{"to": to, "card": c, **({"reason": r} if r else {})} for to, c, r in given], **kw}


def refused(g, kind: str = "card") -> list[str]:
    return [e["reason"] for e in events(g, "rejected") if e.get("input") == kind]


def test_jiu_r225_three_blue_make_a_yellow_three_yellow_a_red_and_the_red_is_an_exit():
    g = game([cards("day 2", *[(SOUL, "蓝牌", "")] * 9)])
    merged = [e["card"] for e in events(g, "card", to=SOUL)]
    assert merged.count("黄牌") == 3 and merged.count("红牌") == 1
    assert g.cards[SOUL] == {"蓝牌": 0, "黄牌": 0, "红牌": 1}
    assert events(g, "death", seat=SOUL)[0]["cause"] == "红牌罚下" and not g.seats[SOUL].alive


def test_jiu_r225_a_faction_whose_roles_hold_two_reds_loses_and_it_is_not_announced():
    g = game([cards("day 2", (SOUL, "红牌", ""), (SEER, "红牌", ""))])
    lost = events(g, "faction_lost", faction="村民阵营")
    assert lost and lost[0]["reason"] == "同一阵营的角色累计获得两张或以上红牌"
    assert g.audiences[g.events.index(lost[0])] == "director"


def test_jiu_r225_the_director_may_rule_a_loss_on_one_red():
    g = game([{"at": "day 2", "cards": [{"to": SOUL, "card": "红牌", "faction_loses": True}]}])
    assert [e["reason"] for e in events(g, "faction_lost", faction="村民阵营")] == ["判罚红牌时，导演判负该玩家所在阵营"]
    one = game([cards("day 2", (SOUL, "红牌", ""))])
    assert not events(one, "faction_lost", faction="村民阵营")


def test_jiu_r225_exited_players_may_still_be_carded_and_their_reds_count():
    g = game([{"at": "day 2", "actions": [A(DUCK, "暗杀", [SOUL], "摄魂师")]},
              cards("night 2", (SOUL, "红牌", "")), cards("day 3", (SEER, "红牌", ""))])
    assert deaths(g).count(SOUL) == 1  # already out: the red card is no second exit
    assert g.cards[SOUL]["红牌"] == 1
    assert events(g, "faction_lost", faction="村民阵营")


def test_jiu_r203_a_daytime_red_card_exits_after_the_vote_with_no_last_words():
    votes = {n: WARRIOR for n in range(1, 15)}
    g = game([{**cards("day 2", (SOUL, "红牌", "")), "votes": [{"by": b, "for": f} for b, f in votes.items()]}])
    day2 = [(e["seat"], e["cause"]) for e in events(g, "death", "day 2")]
    assert day2 == [(WARRIOR, "投票"), (SOUL, "红牌罚下")]
    assert g.seats[WARRIOR].data.get("遗言") == OPEN and g.seats[SOUL].data.get("遗言") is None


def test_jiu_r203_a_red_card_at_night_exits_at_the_nights_end_and_is_listed_at_the_next_opening():
    g = game([cards("night 2", (SOUL, "红牌", "")), {"at": "day 3"}])
    assert events(g, "death", "night 2", seat=SOUL)
    assert "朗姆" in announced(g, "day 3").split("出局角色（按出局顺序）：")[1].splitlines()[0]


def test_jiu_r203_a_red_carded_sheriff_is_asked_nothing_its_heir_is_random():
    g = game([cards("day 2", (SAINT, "红牌", ""))])
    assert not [e for e in events(g, "trace") if e["text"] == f"{SAINT}号 可以发动<殉职>"]
    assert g.sheriff not in (None, SAINT) and g.seats[g.sheriff].alive
    assert "你成为警长。" in notices(g, g.sheriff)


def test_jiu_r225_a_card_entered_by_the_breachs_number_carries_its_name():
    g = game([cards("day 2", (SOUL, "蓝牌", "贴脸（4）"), (SEER, "蓝牌", "1(3)"), (WARRIOR, "蓝牌", "刷屏太多"))])
    given = {e["to"]: e["reason"] for e in events(g, "card")}
    assert given == {SOUL: "贴脸（4）攻击、嘲讽或贬低", SEER: "发言（3）贴证", WARRIOR: "刷屏太多"}


def test_jiu_r225_r226_lurking_is_always_one_yellow():
    g = game([cards("day 2", (SOUL, "蓝牌", "潜水（3）"), (SEER, "黄牌", "潜水（3）"))])
    assert refused(g) == ["潜水（以下行为均固定判罚一张“黄牌”）：潜水（3）只能判罚黄牌"]
    assert [e["to"] for e in events(g, "card")] == [SEER]


def test_jiu_r231_an_off_site_leak_starts_at_a_yellow():
    g = game([cards("day 2", (SOUL, "蓝牌", "作弊（1）"), (SEER, "黄牌", "7(1)"))])
    assert refused(g) == ["场外一经发现直接黄牌起步：作弊（1）至少判罚黄牌"]
    assert [e["reason"] for e in events(g, "card")] == ["作弊（1）场外提供任何游戏剧情"]


def test_jiu_r233_one_substitute_per_role_none_available_is_a_red_card():
    assert jiu.RULESET.substitutes_per_seat == 1
    g = game([cards("day 2", (SOUL, "黄牌", "替补（1）"), (SEER, "红牌", "替补（1）"))])
    assert refused(g) == ["无法继续进行游戏的角色无法更换替补时红牌罚下：替补（1）只能判罚红牌"]
    assert not g.seats[SEER].alive


def test_jiu_r196_r223_stalemate_the_sheriffs_faction_wins():
    g = game([{"at": "day 2", "stalemate": {"reason": "多方僵持"}}])
    assert g.winner == "村民阵营" and g.outcome.reason == "游戏无法正常进行（多方僵持）：警长所属的阵营获胜"
    wolf = game([{"at": "night 1", "stalemate": {}}], sheriff=DUCK)
    assert wolf.winner == "狼人阵营" and str(wolf.period) == "night 1"


def test_jiu_r196_a45_no_stalemate_win_without_a_sheriff_or_for_a_lost_faction():
    g = game([{"at": "day 2", "stalemate": {}}], sheriff=None)
    assert g.winner is None and refused(g, "stalemate") == [
        "场上没有警长：无法按“警长在谁手里，那个角色所属的阵营就获胜”判定胜负"]
    lost = game([{"at": "day 2", "cards": [{"to": SOUL, "card": "红牌", "faction_loses": True}]},
                 {"at": "night 2", "stalemate": {}}])
    assert lost.winner is None and refused(lost, "stalemate") == ["警长所属的村民阵营已被判负：已经判负的阵营无法再次获得胜利"]


def test_jiu_r225_no_card_before_the_opening_is_over():
    g = game([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")], "cards": [{"to": SOUL, "card": "红牌"}]}])
    assert refused(g) == ["开局阶段不判牌：请在第一天或之后判罚"] and g.seats[SOUL].alive


def _dusk_list(g, t: str) -> str:
    return next((line for line in announced(g, t).splitlines() if line.startswith("黄昏出局")), "")


def test_jiu_r203_r207_a_daytime_red_card_is_in_that_days_dusk_list_not_a_day_late():
    """JIU-R203, R207 (issue 20, 3): "白天红牌罚下导致的出局结算在投票结算之后执行"; "在黄昏阶段（包括正常的被投票出局）的角色
    出局信息，会在黄昏阶段结束后…公示[投票出局]和[其他原因]出局的名单分别有哪些…按照出局顺序排序". The red-carded seat goes out
    after the exile, in 黄昏, and the same 黄昏 list names it under [其他原因]; the next 开门 does not list it again."""
    votes = {n: WARRIOR for n in range(1, 15)}
    g = game([{**cards("day 2", (SOUL, "红牌", "")), "votes": [{"by": b, "for": f} for b, f in votes.items()]},
              {"at": "night 2"}, {"at": "day 3"}])
    assert _dusk_list(g, "day 2") == "黄昏出局：[投票出局]9号米酒；[其他原因]6号朗姆"
    assert "出局角色（按出局顺序）：无" in announced(g, "day 3")
    assert _dusk_list(g, "day 3") == ""


def test_jiu_r226_r207_yellows_merging_with_a_lurking_yellow_exit_in_that_days_dusk():
    """JIU-R226, R225, R207 (issue 20, 3): "累计三张“黄牌”合并为一张“红牌”"; 潜水 "（3）在未执行加速的讨论日未投票" is one
    黄牌. Two earlier 黄牌 and today's 潜水 merge into a 红牌 whose exit is settled after the vote and listed in today's 黄昏."""
    names = "白兰地 伏特加 龙舌兰 威士忌 金酒 朗姆 清酒 黄酒 米酒 啤酒 香槟 雪莉 波特 梅酒".split()
    posts = [{"thread": "discussion", "by": n, "text": f"发言{k}"} for n in range(1, 15) for k in range(5)]
    posts += [{"thread": "vote", "by": n, "text": f"投票对象：{names[WARRIOR - 1]}\n投票理由：砍"}
              for n in range(1, 15) if n != SOUL]
    g = game([cards("day 2", (SOUL, "黄牌", ""), (SOUL, "黄牌", "")), {"at": "day 3", "posts": posts},
              {"at": "night 3"}])
    assert [e["card"] for e in events(g, "card", "day 3", to=SOUL)] == ["黄牌", "红牌"]
    assert events(g, "death", "day 3", seat=SOUL)
    assert _dusk_list(g, "day 3") == "黄昏出局：[投票出局]9号米酒；[其他原因]6号朗姆"


def test_jiu_r207_a_card_settled_at_the_close_after_the_dusk_list_is_published_at_the_next_opening():
    """JIU-R207: "在其他阶段出局的信息…会在第二天白天开门时公示" — a 红牌 entered once the 黄昏 list is posted (in the close)
    is not held over to a later 黄昏 list: the next 开门 lists it."""
    from bansha.engine.game import Game
    from bansha.scenario import load
    from jiu_helpers import scenario
    sc = load(scenario([]))
    g = Game(jiu.RULESET, [s.model_dump() for s in sc.seats], sc.options, 0)
    g.submit({"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    for _ in range(3):
        g.close()  # start → day 1 → night 1 → day 2
    g.settle("黄昏结束")
    g.submit({"kind": "card", "to": SOUL, "card": "红牌", "reason": ""})
    g.close()
    assert events(g, "death", "day 2", seat=SOUL) and not events(g, "announce", "day 2")[-1]["text"].count("朗姆")
    g.close()  # night 2 → day 3
    g.settle("开门")
    assert "出局角色（按出局顺序）：6号朗姆" in announced(g, "day 3")
