"""Issue 22, "a small typed Ruleset … with typed state": `Game` is generic in the ruleset's state of the
whole game and of the open period, each ruleset names its game (`PvzGame = Game[PvzState, PvzPeriod]`
in its `state.py`), and its functions take that game, so mypy checks every read of `game.state` and
`game.ledger`. These tests keep it so: no function of a ruleset takes the bare `Game` (its state and
ledger would read as Any again), and the alias names what a game of the ruleset really holds."""
from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.simulate import player_for

ROOT = Path(__file__).resolve().parent.parent / "bansha" / "rulesets"
PACKAGES = ("pvz", "hongloumeng", "bajian", "jiu", "_template")


def _alias(package: str) -> tuple[str, ast.expr, ast.expr]:
    """The ruleset's `X = Game[State, Ledger]`, as its name and the two type expressions."""
    tree = ast.parse((ROOT / package / "state.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Subscript)
                and isinstance(node.value.value, ast.Name) and node.value.value.id == "Game"):
            args = node.value.slice
            assert isinstance(args, ast.Tuple) and len(args.elts) == 2
            target = node.targets[0]
            assert isinstance(target, ast.Name)
            return target.id, args.elts[0], args.elts[1]
    raise AssertionError(f"{package}/state.py names no game of its ruleset (X = Game[State, Ledger])")


def _types(expr: ast.expr, namespace: dict) -> tuple[type, ...]:
    """The classes a type expression of the alias admits (`A | B | None` → A, B, NoneType)."""
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.BitOr):
        return _types(expr.left, namespace) + _types(expr.right, namespace)
    if isinstance(expr, ast.Constant) and expr.value is None:
        return (type(None),)
    assert isinstance(expr, ast.Name), ast.dump(expr)
    return (namespace[expr.id],)


@pytest.mark.parametrize("package", PACKAGES)
def test_every_function_of_a_ruleset_takes_its_named_game(package):
    """A `game` parameter left bare or annotated `Game` reads its state and ledger as Any again."""
    alias, _, _ = _alias(package)
    loose = []
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                    if arg.arg != "game":
                        continue
                    ann = arg.annotation
                    text = ann.value if isinstance(ann, ast.Constant) else ast.unparse(ann) if ann else ""
                    if text not in (alias, f"{alias} | None"):
                        loose.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}(game: {text or '…'})")
    assert not loose, f"annotate these game: \"{alias}\": {loose}"


@pytest.mark.parametrize("package", ["pvz", "hongloumeng", "bajian", "jiu"])
def test_the_named_game_holds_what_a_game_of_the_ruleset_holds(package):
    """Over a whole seeded game (every period's ledger), the state and the ledger are what the alias says,
    and every kind of ledger the alias names (红楼梦's night and day) is met."""
    _, state_expr, ledger_expr = _alias(package)
    namespace = vars(importlib.import_module(f"bansha.rulesets.{package}.state"))
    state_types, ledger_types = _types(state_expr, namespace), _types(ledger_expr, namespace)
    rs = rulesets.get(package)
    game = Game(rs, [{"seat": i, "name": f"P{i}"} for i in range(1, rs.default_seats + 1)], {}, 3,
                record_traces=False)
    player, rng, seen = player_for(package), random.Random(3), []
    while not game.over and len(seen) < 60:
        for inp in player(game, rng):
            try:
                game.submit(inp)
            except Refusal:
                pass
        seen.append(game.ledger)
        game.close()
    assert isinstance(game.state, state_types)
    kinds = {type(led) for led in seen}
    assert len(seen) >= 2 and all(isinstance(led, ledger_types) for led in seen), kinds
    assert set(ledger_types) - {type(None)} <= kinds, kinds
