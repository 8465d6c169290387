"""新月 光耀传承 (JIU-R154, R254), drawn by the 执警 (1号)."""
from jiu_helpers import LINEUP, SEER, A, announced, day, game, night, notices

KNIGHT = 6
# no 朱雀, 圣女 or 祈求者 (the 9-point village identities): 茶艺师 1号, 九尾狐 12号 (sheriff)
NO_NINES = {**LINEUP, 1: "茶艺师", KNIGHT: "锈剑骑士", 12: "九尾狐"}


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def test_jiu_r154_r254_the_rust_knight_loses_tetanus_and_inherits_an_absent_nine_point_identity():
    g = game([draw(2, "光耀传承")], lineup=NO_NINES)
    text = announced(g, "day 2")
    heir = next(h for h in ("祈求者", "朱雀", "圣女") if f"有角色获得了{h}的传承" in text)
    s = g.seats[KNIGHT]
    assert "破伤风" in s.lost and s.role == "锈剑骑士"  # the identity stays; its skills go
    from bansha.rulesets.jiu.roles.built import ROLES
    gained = {x.defn.name for x in s.skills if x.source == "获取"}
    assert gained == {d.name for d in ROLES[heir].skills} and all(x.uses_left == x.defn.uses for x in s.skills
                                                                   if x.source == "获取")  # 刷新至初始
    assert any("光耀传承" in t for t in notices(g, KNIGHT))
    assert "锈剑骑士" not in text and s.label() not in text  # the public learns the heritage, not who


def test_jiu_r154_the_draw_among_the_tied_absent_identities_uses_the_game_s_rng():
    heirs = set()
    for rng in range(8):
        g = game([draw(2, "光耀传承")], lineup=NO_NINES, rng=rng)
        heirs |= {h for h in ("祈求者", "朱雀", "圣女") if f"有角色获得了{h}的传承" in announced(g, "day 2")}
    assert len(heirs) >= 2


def test_jiu_r154_an_inherited_skill_works_for_its_new_holder():
    """rng 0 draws 朱雀: the knight's 天火 [深夜][1] strikes a wolf; its 破伤风 is gone."""
    g = game([draw(2, "光耀传承"), night(2, A(KNIGHT, "天火", [2]))], lineup=NO_NINES, rng=0)
    assert "有角色获得了朱雀的传承" in announced(g, "day 2")
    assert not g.seats[2].alive and g.seats[SEER].alive
