"""245's 黑幕自选 from the director's command line (JIU-R58): `bansha moon-pick GAME MOON SEAT…` records the
director's own targets for a 新月 cast that 晨曦, refuses one outside the 晨曦 days, and exports as a `moon_pick` entry."""
from bansha.store.games import open_store

from cli_helpers import cli, inputs, ok

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]


def test_the_director_s_pick_is_recorded_and_exported(tmp_path):
    data = tmp_path / "data"
    (tmp_path / "s.txt").write_text("\n".join(f"玩家{i} {r}" for i, r in enumerate(ROLES, 1)), encoding="utf-8")
    ok(cli(data, "new", "j", "--ruleset", "jiu", "--seats", str(tmp_path / "s.txt")))
    ok(cli(data, "close", "j"))  # start → the 竞选日
    assert cli(data, "moon-pick", "j", "匹夫一怒，血溅五步", "4").code != 0  # no 晨曦 on the 竞选日
    ok(cli(data, "close", "j"))
    ok(cli(data, "close", "j"))  # → day 2
    assert cli(data, "moon-pick", "j", "宝刀未老", "4").code != 0  # nothing to choose
    ok(cli(data, "moon-pick", "j", "匹夫一怒，血溅五步", "4"))
    assert inputs(data, "j")[-1] == {"kind": "moon_pick", "moon": "匹夫一怒，血溅五步", "targets": [4]}
    assert open_store(data).export("j")["log"][-1]["moon_pick"] == {"moon": "匹夫一怒，血溅五步", "targets": [4]}
