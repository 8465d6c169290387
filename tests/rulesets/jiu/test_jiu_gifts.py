"""The gift skills (JIU-A05, R66, R246, R239) and the 即时插入 shot chain (JIU-R163, R173, R238)."""
from jiu_helpers import (DUCK, KUANGLU, MERCHANT, SEER, WARRIOR, A, day, deaths, events, feedback, game, night,
                         notices, rejected, statuses)

from bansha.rulesets.jiu.common import GROUP


def gift(to, kind):
    return night(1, A(MERCHANT, "馈赠", [to], kind))


def test_jiu_r66_the_gift_is_told_and_usable_only_once_the_night_ends():
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "毒药"), A(SEER, "毒药", [KUANGLU]))])
    assert deaths(g) == [] and rejected(g, SEER, "毒药")
    told = [e for e in events(g, "notice", to=SEER) if "[毒药]" in e["text"]]
    assert told and told[0]["t"] == "night 1"


def test_jiu_r246_a_gift_may_be_kept_for_a_later_night_and_is_lost_after_one_use():
    g = game([gift(SEER, "毒药"), day(2), night(2), day(3), night(3, A(SEER, "毒药", [KUANGLU])), day(4),
              night(4, A(SEER, "毒药", [DUCK]))])
    assert deaths(g, "night 3") == [KUANGLU] and deaths(g, "night 4") == []
    assert rejected(g, SEER, "毒药")


def test_jiu_a05_the_seeing_gift_reads_the_surface_identity():
    g = game([gift(SEER, "验人"), day(2), night(2, A(SEER, "通灵", [DUCK]))])
    assert feedback(g, SEER, "通灵") == ["选择目标是刺客鸭身份"]


def test_jiu_a05_shelter_cancels_one_kill_tonight():
    g = game([gift(SEER, "守护"), day(2), night(2, A(SEER, "流光庇护", [SEER]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == []


def test_jiu_a05_frozen_wolves_cannot_kill_r236_and_learn_it_when_midnight_ends():
    g = game([gift(SEER, "控制"), day(2), night(2, A(SEER, "冰冻", [DUCK]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == [] and "冰冻" in statuses(g, DUCK)
    told = [e for e in events(g, "notice", to=DUCK) if "[冰冻]" in e["text"]]
    assert told and told[0]["t"] == "night 2"
    assert DUCK in g.groups[GROUP]


def test_jiu_r239_two_gifted_poisons_the_identity_listed_later_resolves_first():
    # 狂戮 (listed after 预言家) and 预言家 both hold a gifted 毒药: 狂戮's settles first
    from bansha.rulesets.jiu.roles import gifts
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "毒药")), day(2)])  # night 2 is open
    g.state.gifts_due.append((KUANGLU, "毒药", "奇迹商人"))
    gifts.night_end(g)
    g.submit({"kind": "action", "by": SEER, "skill": "毒药", "targets": [4]})
    g.submit({"kind": "action", "by": KUANGLU, "skill": "毒药", "targets": [6]})
    g.close()
    assert deaths(g, "night 2") == [6, 4]


def test_jiu_r173_a_night_shot_fires_at_dawn():
    g = game([gift(SEER, "猎枪"), day(2), night(2, A(DUCK, "杀人", [SEER])),
              day(3, A(SEER, "最后一枪", [KUANGLU]))])
    out = [(e["seat"], e["t"], e["cause"]) for e in events(g, "death")]
    assert out == [(SEER, "night 2", "杀人"), (KUANGLU, "day 3", "最后一枪")]


def test_jiu_r163_an_exiled_holder_shoots_in_dusk_and_the_holder_it_fells_shoots_at_once():
    # two holders, 7 (预言家) and 9 (闪电战士): 7 is exiled and shoots 9, whose own shot is inserted at once
    g = game([night(1, A(MERCHANT, "馈赠", [SEER], "猎枪")), day(2), night(2)])  # day 3 is open
    g.state.gifts_due.append((WARRIOR, "最后一枪", "黑商"))
    from bansha.rulesets.jiu.roles import gifts
    gifts.night_end(g)
    for n in (1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 13, 14):
        g.submit({"kind": "vote", "by": n, "for": SEER})
    g.submit({"kind": "action", "by": SEER, "skill": "最后一枪", "targets": [WARRIOR]})
    g.submit({"kind": "action", "by": WARRIOR, "skill": "最后一枪", "targets": [KUANGLU]})
    g.close()
    out = [(e["seat"], e["cause"]) for e in events(g, "death", "day 3")]
    assert out == [(SEER, "投票"), (WARRIOR, "最后一枪"), (KUANGLU, "最后一枪")]
    assert any("[最后一枪]" in t for t in notices(g, WARRIOR))


def test_jiu_r238_a_shot_that_fells_a_holder_is_inserted_before_an_older_shot():
    from bansha.rulesets.jiu.roles import gifts
    g = game([{"at": "day 2"}])  # night 2 is open
    for n in (SEER, WARRIOR, KUANGLU):
        g.state.gifts_due.append((n, "最后一枪", "黑商"))
    gifts.night_end(g)
    g.submit({"kind": "action", "by": DUCK, "skill": "杀人", "targets": [SEER]})
    g.submit({"kind": "action", "by": 1, "skill": "天火", "targets": [KUANGLU]})
    g.close()  # night 2: 7 (狼人杀人) then 13 (朱雀天火) — shots offered at 晨曦1 in that order
    for by, t in ((SEER, WARRIOR), (WARRIOR, DUCK), (KUANGLU, 5)):
        g.submit({"kind": "action", "by": by, "skill": "最后一枪", "targets": [t]})
    g.close()
    assert deaths(g, "night 2") == [SEER, KUANGLU]
    assert deaths(g, "day 3") == [WARRIOR, DUCK, 5]  # 9 shoots 2nd, before the older offer of 13
