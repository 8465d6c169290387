"""`bansha new`: a given deal from a seats file, a random deal from --names and --seed
(deterministic for the same seed), and `bansha games`."""
from collections import Counter

from bansha.rulesets.pvz.lineups import DEFAULTS
from bansha.store.games import open_store

from cli_helpers import NAMES, TWELVE, cli, inputs, ok, opened, seats_file, user_error


def _dealt(data, game):
    g = opened(data, game)
    return [(n, s.name, s.role) for n, s in g.seats.items()]


def test_new_with_a_seats_file_keeps_the_given_deal(tmp_path):
    data = tmp_path / "data"
    r = ok(cli(data, "new", "g1", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path))))
    assert "已创建 g1" in r.stdout and "12人" in r.stdout and "开局" in r.stdout
    for n, (name, role) in enumerate(zip(NAMES, TWELVE), 1):
        assert f"{n:>2}号 {name}  {role}" in r.stdout
    assert _dealt(data, "g1") == [(n, name, role) for n, (name, role) in enumerate(zip(NAMES, TWELVE), 1)]
    store = open_store(data)
    assert store.setup("g1").dealt == "given"
    assert inputs(data) == []


def test_new_with_names_and_a_seed_deals_at_random_and_the_same_every_time(tmp_path):
    names = ",".join(NAMES)
    a, b = tmp_path / "a", tmp_path / "b"
    ok(cli(a, "new", "r", "--ruleset", "pvz", "--names", names, "--seed", "7"))
    ok(cli(b, "new", "r", "--ruleset", "pvz", "--names", names, "--seed", "7"))
    ok(cli(a, "new", "other", "--ruleset", "pvz", "--names", names, "--seed", "8"))
    deal_a, deal_b = _dealt(a, "r"), _dealt(b, "r")
    assert deal_a == deal_b
    assert [name for _, name, _ in deal_a] == NAMES
    assert Counter(role for _, _, role in deal_a) == Counter(DEFAULTS[12])
    seeds = {tuple(role for _, _, role in _dealt(a, g)) for g in ("r", "other")}
    assert len(seeds) == 2, "seeds 7 and 8 deal differently"
    assert open_store(a).setup("r").dealt == "random"
    # reopening replays the same deal
    assert _dealt(a, "r") == deal_a


def test_names_accept_full_width_commas(tmp_path):
    data = tmp_path / "data"
    ok(cli(data, "new", "r", "--ruleset", "pvz", "--names", "，".join(NAMES), "--seed", "1"))
    assert [name for _, name, _ in _dealt(data, "r")] == NAMES


def test_games_lists_each_game_with_its_period_and_input_count(tmp_path):
    data = tmp_path / "data"
    ok(cli(data, "new", "g1", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path))))
    ok(cli(data, "new", "g2", "--ruleset", "pvz", "--names", ",".join(NAMES), "--seed", "3"))
    ok(cli(data, "close", "g2"))
    lines = ok(cli(data, "games")).stdout.splitlines()
    assert lines[0].split() == ["g1", "pvz", "12人", "开局", "0条输入"]
    assert lines[1].split() == ["g2", "pvz", "12人", "第1夜", "1条输入"]


def test_games_with_none_yet_says_how_to_make_one(tmp_path):
    """A new director's first `bansha games` is not a blank line: it names `new` and `demo` (on stderr, so the
    list a script reads stays empty)."""
    r = ok(cli(tmp_path / "data", "games"))
    assert r.stdout == "" and "bansha new" in r.stderr and "bansha demo" in r.stderr


def test_bansha_data_env_is_the_data_directory(tmp_path, monkeypatch):
    data = tmp_path / "envdata"
    from click.testing import CliRunner
    from bansha.cli import main
    r = CliRunner(env={"BANSHA_DATA": str(data)}).invoke(
        main, ["new", "e1", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path))])
    assert r.exit_code == 0, r.output
    assert (data / "bansha.sqlite3").exists()
    assert _dealt(data, "e1")[0] == (1, "渐强", "预言家")


def test_bad_setups_are_one_line_user_errors_and_create_nothing(tmp_path):
    data = tmp_path / "data"
    ok(cli(data, "new", "g1", "--ruleset", "pvz", "--seats", str(seats_file(tmp_path))))
    cases = [
        (["new", "g1", "--ruleset", "pvz", "--names", ",".join(NAMES)], "g1"),
        (["new", "x1", "--ruleset", "pvz", "--names", "a,b,c"], "seats"),
        (["new", "x2", "--ruleset", "nope", "--names", ",".join(NAMES)], "ruleset"),
        (["new", "x3", "--ruleset", "pvz"], "--seats"),
        (["new", "x4", "--ruleset", "pvz", "--names", ",".join(NAMES), "--option", "nope=1"], "nope"),
        (["new", "x5", "--ruleset", "pvz", "--names", ",".join(NAMES), "--option", "exile_tie"], "--option"),
        (["new", "x6", "--ruleset", "pvz", "--names", ",".join(NAMES), "--seed", "abc"], "abc"),
        (["new", "bad id!", "--ruleset", "pvz", "--names", ",".join(NAMES)], "编号"),
        (["new", "x8", "--ruleset", "pvz", "--names", ",".join(NAMES), "--start-date", "30/11"], "30/11"),
        (["new", "x9", "--ruleset", "pvz", "--names", ",".join(NAMES), "--option", "vote_by_number=maybe"],
         "选项 vote_by_number（只写座位号的投票有效）只能是：否、是，而不是“maybe”"),
    ]
    for args, word in cases:
        line = user_error(cli(data, *args))
        assert word in line, (args, line)
    bad_role = seats_file(tmp_path, ["预言者"] + TWELVE[1:])
    line = user_error(cli(data, "new", "x7", "--ruleset", "pvz", "--seats", str(bad_role)))
    assert "seats[0].role" in line and "预言家" in line
    assert [row["id"] for row in open_store(data).list()] == ["g1"]


def test_status_lists_deadlines_from_the_start_date(tmp_path):
    data = tmp_path / "data"
    ok(cli(data, "new", "d", "--ruleset", "pvz", "--names", ",".join(NAMES), "--seed", "2",
           "--start-date", "2026-11-30", "--past-start"))  # its night's rows have passed: entered late
    ok(cli(data, "close", "d"))
    out = ok(cli(data, "status", "d")).stdout
    assert "时限：" in out
    # 6.5 as updated: 截止24:00 … 视为放弃夜晚行动; 每天21:00到次日9:00为夜晚
    assert "12-01 00:00" in out and "12-01 09:00" in out


def test_new_names_every_ruleset_in_its_help(tmp_path):
    from bansha.rulesets import ids
    shown = ok(cli(tmp_path / "data", "new", "--help")).stdout
    assert all(r in shown for r in ids()), shown


def test_demo_names_every_ruleset_that_has_a_demo_in_its_help(tmp_path):
    from importlib.util import find_spec
    from bansha.rulesets import KNOWN
    shown = ok(cli(tmp_path / "data", "demo", "--help")).stdout
    with_demo = [r for r, mod in KNOWN.items() if r == "pvz" or find_spec(mod + ".demo") is not None]
    assert all(r in shown for r in with_demo), shown


def test_new_reads_yes_no_and_number_options_from_their_text(tmp_path):
    """`--option name=value` gives text; a yes-or-no or a number option is read as the choice it spells (true, 是, 4),
    where every such option was refused as 「must be one of [False, True]」."""
    import json
    data = tmp_path / "data"
    names = ",".join(f"p{i}" for i in range(1, 15))
    for game, option, value in (("a", "vote_by_number=true", True), ("b", "vote_by_number=是", True),
                                ("c", "lingtong_sees_charge=False", False), ("d", "auto_accelerate_alive=4", 4),
                                ("e", "last_guard=整体", "整体")):
        ok(cli(data, "new", game, "--ruleset", "hongloumeng", "--names", names, "--option", option))
        name = option.split("=")[0]
        assert json.loads(ok(cli(data, "export", game)).stdout)["options"][name] == value
