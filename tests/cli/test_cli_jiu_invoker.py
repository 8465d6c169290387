"""245's 祈祷 from the director's command line (JIU-R59): `--choice` takes the list as text
(`座位号 阵营 身份 带刀；…`) or as the JSON rows, and the 祈求者 is answered the count of right facts."""
from bansha.store.games import open_store

from cli_helpers import cli, inputs, ok, user_error

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探", "祈求者"]


def test_the_prayer_list_is_typed_after_choice(tmp_path):
    data = tmp_path / "data"
    (tmp_path / "s.txt").write_text("\n".join(f"玩家{i} {r}" for i, r in enumerate(ROLES, 1)), encoding="utf-8")
    ok(cli(data, "new", "j", "--ruleset", "jiu", "--seats", str(tmp_path / "s.txt")))
    ok(cli(data, "close", "j"))
    ok(cli(data, "close", "j"))
    ok(cli(data, "act", "j", "15", "祈祷", "--choice", "2 狼人 刺客鸭 带刀；7 村民 预言家 -"))
    assert inputs(data, "j")[-1]["choice"] == "2 狼人 刺客鸭 带刀；7 村民 预言家 -"
    ok(cli(data, "close", "j"))
    game = open_store(data).open("j")
    assert [e["result"] for e in game.events if e["type"] == "feedback" and e["skill"] == "祈祷"] == [5]


def test_a_json_choice_is_read_as_the_page_reads_it_and_a_broken_one_is_refused(tmp_path):
    """`--choice` like a page's typed field: a JSON list is the list (献祭唤醒's [1, …], 尸体操控's rows, 祈祷's rows),
    a broken one is refused in words, nothing recorded."""
    data = tmp_path / "data"
    (tmp_path / "s.txt").write_text("\n".join(f"玩家{i} {r}" for i, r in enumerate(ROLES, 1)), encoding="utf-8")
    ok(cli(data, "new", "j", "--ruleset", "jiu", "--seats", str(tmp_path / "s.txt")))
    ok(cli(data, "close", "j"))
    ok(cli(data, "close", "j"))
    ok(cli(data, "act", "j", "15", "祈祷", "--choice", '[[2, "狼人阵营", "刺客鸭", true]]'))
    assert inputs(data, "j")[-1]["choice"] == [[2, "狼人阵营", "刺客鸭", True]]
    n = len(inputs(data, "j"))
    assert "看起来是 JSON，但无法解析" in user_error(cli(data, "act", "j", "15", "祈祷", "--choice", '[[2, "狼人阵营"'))
    assert len(inputs(data, "j")) == n
    ok(cli(data, "close", "j"))
    game = open_store(data).open("j")
    assert [e["result"] for e in game.events if e["type"] == "feedback" and e["skill"] == "祈祷"] == [3]
