"""村民 — 祝福 (HLM-R18, R19, R53, R123)."""
from hlm_helpers import A, DAY12, EVERYONE, KING, V, V1, V2, V3, V4, deaths, game, night, of, rejected, traces


def test_hlm_r18_r123_counters_are_kept_and_two_give_one_immunity():
    """HLM-R18, R19, R123: V1 blesses J on night 2, V2 on night 3 → J is immune to one damage on night 3."""
    g = game([night(1), *DAY12, night(2, A(V1, "祝福", [V3])), {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(V2, "祝福", [V3]), A(KING, "杀人", [V3]))])
    assert deaths(g) == {}
    assert "(10′) 7号 祝福计数2：全部消耗，当晚免疫一次伤害" in traces(g)


def test_hlm_r18_counters_are_not_told():
    """HLM-R18: 获得的祝福计数可存储但不知晓 — the blessed role gets no message."""
    g = game([night(1, A(V1, "祝福", [V3]), A(V2, "祝福", [V3]))])
    assert not [e for e in g.view(V3) if e["t"] == "night 1" and e["type"] in ("notice", "feedback")]


def test_hlm_r19_one_damage_only():
    """HLM-R19: the blessing offsets one damage; kill + 残暴 is two."""
    g = game([night(1), *DAY12, night(2, A(V1, "祝福", [V3]), A(V2, "祝福", [V3]), A(KING, "杀人", [V3]),
                                        A(KING, "残暴", [V3]))])
    assert V3 in deaths(g)


def test_hlm_r19_no_counters_the_next_night():
    """HLM-R19: the night after the counters are consumed, blessings on that role are wasted."""
    g = game([night(1, A(V1, "祝福", [V3]), A(V2, "祝福", [V3])), *DAY12,
              night(2, A(V4, "祝福", [V3])), {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(V3, "祝福", [V3]), A(KING, "杀人", [V3]))])
    assert "本晚无法获得祝福计数" in traces(g)
    assert deaths(g) == {V3: "杀人"}


def test_hlm_r53_blessing_is_limited():
    """HLM-R53, R18: 祝福<限定> — once a game per 村民."""
    g = game([night(1, A(V1, "祝福", [V3])), *DAY12, night(2, A(V1, "祝福", [V4]))])
    assert any("限定" in r for r in rejected(g, V1, "祝福"))
    assert not of(g, "feedback", to=V1)
