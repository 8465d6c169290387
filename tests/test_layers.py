"""The layering of issue 22 ("one write path"): the web, the QQ bot and the CLI each call
`bansha.service`, and no interface imports another, so a change to the pages cannot break the bot
and the bot's libraries never load under the web. Read from the source with `ast`; every import
counts, inside functions and under TYPE_CHECKING too."""
from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "bansha"
INTERFACES = ("bansha.web", "bansha.bot", "bansha.cli")
# `bansha serve` and `bansha bot` start these: the CLI loads them in that command, with a comment
CLI_STARTS = {"bansha.web.server", "bansha.bot.app"}


@dataclass(frozen=True)
class Import:
    line: int
    modules: tuple[str, ...]  # `from a.b import c` may name module a.b or a.b.c: both are kept
    nested: bool  # inside a function
    commented: bool


def _module(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, root: Path) -> list[Import]:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    here = _module(path, root).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found: list[Import] = []

    def visit(node: ast.AST, nested: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                modules = tuple(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = ".".join(package[:len(package) - child.level + 1] if child.level else [])
                base = ".".join(p for p in (base, child.module or "") if p)
                modules = (base, *(f"{base}.{a.name}" for a in child.names))
            else:
                visit(child, nested or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))
                continue
            found.append(Import(child.lineno, modules, nested, "#" in lines[child.lineno - 1]))

    visit(ast.parse(text), False)
    return found


def _layer(module: str) -> str:
    if module == "bansha.cli" or module.startswith("bansha.cli_"):
        return "bansha.cli"
    for layer in ("bansha.web", "bansha.bot", "bansha.service"):
        if module == layer or module.startswith(layer + "."):
            return layer
    return "bansha" if module == "bansha" or module.startswith("bansha.") else "outside"


def offences(root: Path = ROOT) -> list[str]:
    """Every import that crosses the layering, as `module:line imports name`."""
    bad = []
    for path in sorted(root.rglob("*.py")):
        me = _module(path, root)
        mine = _layer(me)
        for imp in _imports(path, root):
            theirs = {_layer(m) for m in imp.modules} - {"outside", "bansha", mine}  # `from bansha import web` too
            if mine in INTERFACES:
                theirs.discard("bansha.service")
            if mine == "bansha.cli" and CLI_STARTS & set(imp.modules) and imp.nested and imp.commented:
                continue
            if theirs:
                bad.append(f"{me}:{imp.line} imports {imp.modules[-1]}")
    return bad


def test_no_interface_imports_another_and_the_service_imports_none() -> None:
    """web ↛ bot, bot ↛ web, service ↛ web/bot/cli, engine/store/rules ↛ any of them; the CLI
    loads only the server and the bot, inside the command that starts each, with a comment."""
    assert offences() == []


@pytest.mark.parametrize("source, text", [
    ("web/x.py", "from bansha.bot import view\n"),
    ("web/x.py", "from ..bot import view\n"),
    ("bot/x.py", "from bansha.web.db import now\n"),
    ("bot/x.py", "from bansha import web\n"),
    ("bot/x.py", "import bansha.web.db\n"),
    ("bot/x.py", "if TYPE_CHECKING:\n    from bansha.web.context import Web\n"),
    ("service/x.py", "from bansha.web import links\n"),
    ("service/x.py", "def f():\n    from bansha.cli import main  # lazy\n"),
    ("store/x.py", "from bansha.service import db\n"),
    ("cli_x.py", "from bansha.web.server import run\n"),
    ("cli_x.py", "def f():\n    from bansha.web import accounts  # lazy\n"),
    ("cli_x.py", "def f():\n    from bansha.web.server import run\n"),
])
def test_the_check_sees_each_kind_of_offence(tmp_path: Path, source: str, text: str) -> None:
    """The check itself: each forbidden import, planted alone in a copy of the layout, is reported once."""
    path = tmp_path / "bansha" / source
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    assert len(offences(tmp_path / "bansha")) == 1


def test_the_cli_may_start_the_server_and_the_bot_lazily(tmp_path: Path) -> None:
    (tmp_path / "bansha").mkdir()
    (tmp_path / "bansha" / "cli.py").write_text(
        "def serve():\n    from bansha.web.server import run  # lazy: starts the server\n"
        "def bot():\n    from bansha.bot import app  # lazy: starts the bot\n"
        "from bansha.service import accounts\n", encoding="utf-8")
    assert offences(tmp_path / "bansha") == []


def test_the_bot_and_the_service_load_without_the_web() -> None:
    """At run time too: every service module and the bot's store side import no web module and none
    of the web's libraries (the bot used to load FastAPI's markupsafe through the pages' wording)."""
    names = [f"bansha.service.{p.stem}" for p in sorted((ROOT / "service").glob("*.py")) if p.stem != "__init__"]
    code = ("import importlib, sys\n"
            f"for n in {names + ['bansha.bot.hub']!r}: importlib.import_module(n)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('fastapi', 'starlette', 'jinja2', 'markupsafe')"
            " or m.startswith('bansha.web')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
