"""245's extra threads from the director's command line: `thread --thread 自由` (the 自由警长发言贴, JIU-R46)
and `--thread 宣言` (the 宣言贴, JIU-R27) are pasted like the discussion thread; a ruleset without them
refuses them."""
from cli_helpers import NAMES, cli, inputs, new_game, ok, user_error

ROLES = ["朱雀", "刺客鸭", "黑商", "九天圣人", "岚", "摄魂师", "预言家", "狼巫", "闪电战士", "瘟神", "帝尊魔皇", "圣女",
         "狂戮", "侦探"]


def _thread(tmp_path, posts: list[tuple[int, str]], name="t.txt", names=None):
    def author(seat):
        return names[seat - 1] if names else f"玩家{seat}"
    text = "导演：本帖为专用帖\n" + "".join(f"{k}# {author(seat)} 发表于 2026-11-29 20:{k:02d}:05\n{body}\n"
                                     for k, (seat, body) in enumerate(posts, 1))
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _jiu(tmp_path):
    data = tmp_path / "data"
    (tmp_path / "s.txt").write_text("\n".join(f"玩家{i} {r}" for i, r in enumerate(ROLES, 1)), encoding="utf-8")
    ok(cli(data, "new", "j", "--ruleset", "jiu", "--seats", str(tmp_path / "s.txt"), "--option", "moon_draw=不抽取"))
    ok(cli(data, "close", "j"))  # 开局
    return data


def test_jiu_r27_r46_the_free_and_declaration_threads_are_pasted_and_recorded(tmp_path):
    data = _jiu(tmp_path)
    ok(cli(data, "close", "j"))  # day 1: nobody elected, nobody holds [自由]
    night = _thread(tmp_path, [(12, "夜里说两句")])
    assert "没有[自由]状态" in user_error(cli(data, "thread", "j", night, "--thread", "自由"))
    ok(cli(data, "close", "j"))  # night 1
    ok(cli(data, "thread", "j", _thread(tmp_path, [(3, "宣言：测试"), (4, "回复")], "d.txt"), "--thread", "宣言"))
    ok(cli(data, "thread", "j", _thread(tmp_path, [(5, "自由发言")], "f.txt"), "--thread", "自由"))
    posts = [i for i in inputs(data, "j") if i["kind"] == "post"]
    assert [(p["thread"], p["by"]) for p in posts] == [("宣言", 3), ("宣言", 4), ("自由", 5)]


def test_jiu_r46_a_ruleset_without_the_free_thread_refuses_it(tmp_path):
    data = tmp_path / "data"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1"))
    path = _thread(tmp_path, [(1, "自由发言")], names=NAMES)
    assert "本规则没有“自由”帖" in user_error(cli(data, "thread", "g1", path, "--thread", "自由"))
