"""Every user error prints one line on stderr, no traceback, exits 1, and changes nothing
(issue 2 §5: "User errors print one clear line, never a traceback"; design.md principle 2)."""
import pytest

from cli_helpers import cli, inputs, new_game, ok, proc, user_error


@pytest.fixture(scope="module")
def night2(tmp_path_factory):
    """Night 2 of a 12-seat game: 1 (预言家) was killed on night 1; 2 (女巫) poisoned 12; 3 (守卫)
    shielded 10; day 1 passed without votes."""
    tmp = tmp_path_factory.mktemp("errors")
    data = tmp / "data"
    new_game(data, tmp)
    ok(cli(data, "close", "g1"))
    ok(cli(data, "act", "g1", "5", "杀人", "1"))
    ok(cli(data, "act", "g1", "2", "毒药", "12"))
    ok(cli(data, "act", "g1", "3", "守护之盾", "10"))
    ok(cli(data, "close", "g1"))
    ok(cli(data, "close", "g1"))
    return data


CASES = [
    (["act", "nope", "4", "查验", "5"], "nope"),                         # unknown game
    (["act", "g1", "1", "预言", "5"], "已出局"),                          # dead actor
    (["act", "g1", "8", "查验", "1"], "1号已出局"),                        # dead target
    (["act", "g1", "8", "查验", "1", "2"], "1名"),                        # two targets
    (["act", "g1", "3", "守护之盾", "10"], "不能连续两晚"),                # illegal target, in the rules' words
    (["act", "g1", "2", "毒药", "6"], "已经发动过"),                      # used 限定 skill
    (["act", "g1", "6", "预言", "5"], "没有技能<预言>"),                   # not this seat's skill
    (["act", "g1", "8", "飞天", "5"], "飞天"),                            # no such skill
    (["act", "g1", "99", "查验", "5"], "99"),                            # no such seat
    (["act", "g1", "8", "查验", "99"], "99"),
    (["act", "g1", "x", "查验", "5"], "x"),                              # non-number seat
    (["act", "g1", "8", "查验", "五"], "五"),
    (["vote", "g1", "4", "5"], "白天"),                                  # no votes at night
    (["vote", "g1", "x", "5"], "x"),
    (["vote", "g1", "4", "x"], "x"),
    (["card", "g1", "4", "绿牌"], "绿牌"),                                # bad card name
    (["card", "g1", "x", "蓝牌"], "x"),
    (["card", "g1", "99", "蓝牌"], "99"),
    (["card", "nope", "4", "蓝牌"], "nope"),
    (["close", "nope"], "nope"),
    (["undo", "nope"], "nope"),
    (["status", "nope"], "nope"),
    (["view", "nope", "1"], "nope"),
    (["view", "g1", "99"], "99"),
    (["view", "g1", "x"], "x"),
    (["export", "nope"], "nope"),
    (["show", "nope"], "nope"),
    (["show", "g1", "tonight"], "tonight"),
    (["thread", "nope", "missing.txt"], "missing.txt"),
    (["status", "[/bold]"], "[/bold]"),                                 # no markup in messages
    (["bogus"], "bogus"),
]


@pytest.mark.parametrize("args,word", CASES, ids=lambda a: " ".join(a) if isinstance(a, list) else None)
def test_a_user_error_is_one_line_and_changes_nothing(night2, args, word):
    before = inputs(night2)
    line = user_error(cli(night2, *args))
    assert word in line, line
    assert inputs(night2) == before


@pytest.mark.parametrize("args,word", [
    (["act", "g1", "1", "预言", "5"], "已出局"),
    pytest.param(["act", "g1", "2", "毒药", "6"], "已经发动过", marks=pytest.mark.slow),  # the rest in process above
    pytest.param(["card", "g1", "4", "绿牌"], "绿牌", marks=pytest.mark.slow),
    pytest.param(["act", "g1", "x", "查验", "5"], "x", marks=pytest.mark.slow),
    pytest.param(["act", "nope", "4", "查验", "5"], "nope", marks=pytest.mark.slow),
])
def test_as_a_process_too(night2, args, word):
    before = inputs(night2)
    line = user_error(proc(night2, *args))
    assert word in line
    assert inputs(night2) == before


def test_a_reactive_skill_refused_when_it_would_settle_is_refused_at_once(tmp_path):
    """A shot at a dead seat would be rejected when the day opens: the store refuses it now."""
    data = tmp_path / "data"
    roles = ["预言家", "女巫", "猎人", "守墓人", "狼人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民",
             "守卫"]
    names = [f"玩家{i}" for i in range(1, 14)]
    (tmp_path / "s.txt").write_text("\n".join(f"{n} {r}" for n, r in zip(names, roles)), encoding="utf-8")
    ok(cli(data, "new", "h", "--ruleset", "pvz", "--seats", str(tmp_path / "s.txt")))
    ok(cli(data, "close", "h"))
    ok(cli(data, "act", "h", "5", "杀人", "3"))
    ok(cli(data, "act", "h", "2", "毒药", "9"))
    ok(cli(data, "close", "h"))  # day 1: the 猎人 killed on night 1 shoots now
    before = inputs(data, "h")
    line = user_error(cli(data, "act", "h", "3", "最后一枪", "9"))  # 9 was poisoned
    assert "9号已出局" in line
    assert inputs(data, "h") == before
    ok(cli(data, "act", "h", "3", "最后一枪", "5"))
    assert "5号 出局（最后一枪）" in ok(cli(data, "close", "h")).stdout


def test_a_finished_game_refuses_further_input(tmp_path):
    data = tmp_path / "data"
    new_game(data, tmp_path)
    ok(cli(data, "close", "g1"))
    ok(cli(data, "card", "g1", "5", "红牌"))
    ok(cli(data, "card", "g1", "6", "红牌"))  # 7.1: a camp with two red cards loses
    out = ok(cli(data, "close", "g1")).stdout
    assert "游戏结束：村民阵营胜利" in out
    assert "游戏已结束" in ok(cli(data, "status", "g1")).stdout
    before = inputs(data)
    assert "游戏已经结束" in user_error(cli(data, "close", "g1"))
    assert "游戏已经结束" in user_error(cli(data, "card", "g1", "4", "蓝牌"))
    assert inputs(data) == before
