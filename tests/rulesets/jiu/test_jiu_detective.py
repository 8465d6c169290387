"""侦探 — 明察 and 断案 (JIU-R75, R76, R191, R264)."""
from jiu_helpers import DETECTIVE, DUCK, SEER, A, announced, day, deaths, events, game, rejected, statuses


def test_jiu_r75_r264_inspection_reveals_takes_the_badge_and_locks_the_vote():
    votes = {n: SEER for n in range(1, 15) if n != SEER}
    g = game([day(2, A(DETECTIVE, "明察"), A(DETECTIVE, "任职宣言", choice="秩序"), A(DETECTIVE, "辅政", [3]),
                  votes=votes)])
    assert g.sheriff == DETECTIVE and g.state.deputy == 3
    text = announced(g, "day 2")
    assert "实际身份为侦探" in text and "封锁投票" in text
    assert g.seats[SEER].alive  # R191: the vote is void
    assert events(g, "exile", "day 2")[0]["seat"] is None


def test_jiu_r76_judgement_only_on_the_inspection_day_reveal_silence_vote_exit():
    g = game([day(2, A(DETECTIVE, "明察"), A(DETECTIVE, "断案", [DUCK]))])
    assert deaths(g, "day 2") == [DUCK] and "沉默" in statuses(g, DUCK)
    assert "实际身份为刺客鸭" in announced(g, "day 2")
    g = game([day(2, A(DETECTIVE, "断案", [DUCK]))])
    assert "发动[明察]的当天" in rejected(g, DETECTIVE, "断案")[0]


def test_jiu_r26_a_reveal_skill_only_once_and_not_on_election_day():
    g = game([day(2, A(DETECTIVE, "明察")), {"at": "night 2"}, day(3, A(DETECTIVE, "明察"))])
    assert "[实际身份]已经公开" in rejected(g, DETECTIVE, "明察")[0]
    g = game([{"at": "start"}, {"at": "day 1", "actions": [A(DETECTIVE, "明察")]}])
    assert "竞选日不可发动" in rejected(g, DETECTIVE, "明察")[0]
