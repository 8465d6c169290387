"""No import circle in `bansha` that is not type-hint-only, and no unexplained import inside a function.

Issue 22, "Done when": a circle that loads only because some of its imports sit inside functions is
still a circle, so the graph counts every import wherever it sits, except those under
`if TYPE_CHECKING:` and those inside a function whose line says `# lazy: why` (a command, the server
or the bot loading a library only when it runs). Every other import inside a function must still say
why in a comment on its line.

Two edges Python adds on its own count too: importing `a.b.c` runs the package `a.b` first (unless the
importer sits inside it), and a package that loads its modules by name at import time
(`import_module(f".{name}", __package__)`, 245's table of role modules) imports each of them.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "bansha"
LAZY = "# lazy:"
DIRECTIVE = re.compile(r"#\s*(noqa|type:\s*ignore|pragma)\b[^#]*$")


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _comments(source: str) -> dict[int, str]:
    """Each line's comment, but a bare linter or type-checker directive, which says nothing of why."""
    found: dict[int, str] = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT and not DIRECTIVE.match(token.string):
            found[token.start[0]] = token.string
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    """Each import statement of a module with whether it sits in a function, minus TYPE_CHECKING ones."""

    def __init__(self) -> None:
        self.found: list[tuple[ast.Import | ast.ImportFrom, bool]] = []
        self.by_name = False  # loads its package's modules by name at import time
        self._depth = 0

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        self._depth += 1
        self.generic_visit(node)
        self._depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function

    def visit_Import(self, node: ast.Import) -> None:
        self.found.append((node, self._depth > 0))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.found.append((node, self._depth > 0))

    def visit_Call(self, node: ast.Call) -> None:
        """`import_module(f".{x}", __package__)` run at import time: every module of the package, as an import."""
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        relative = (name == "import_module" and len(node.args) == 2 and isinstance(node.args[1], ast.Name)
                    and node.args[1].id in ("__name__", "__package__"))
        if relative and self._depth == 0:
            self.by_name = True
        self.generic_visit(node)


def _targets(node: ast.Import | ast.ImportFrom, here: str, is_package: bool, known: set[str]) -> set[str]:
    """The `bansha` modules an import statement loads (a `from x import name` loads x.name if a module)."""
    if isinstance(node, ast.Import):
        bases = [alias.name for alias in node.names]
        return {base for base in bases if base in known}
    if node.level:
        package = here.split(".") if is_package else here.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    found = set()
    for alias in node.names:
        if f"{base}.{alias.name}" in known:
            found.add(f"{base}.{alias.name}")
        elif base in known:
            found.add(base)
    return found


def _packages_run(target: str, here: str, known: set[str]) -> set[str]:
    """The packages importing `target` runs first: its parents, but those `here` sits in (already running)."""
    parts = target.split(".")
    parents = {".".join(parts[:k]) for k in range(1, len(parts))}
    return {p for p in parents if p in known and not (here == p or here.startswith(p + "."))}


def _scan(package: Path = PACKAGE) -> tuple[dict[str, set[str]], list[str]]:
    """The import graph of a package's modules, and where an import inside a function says nothing of why."""
    root = package.parent
    files = sorted(package.rglob("*.py"))
    known = {_module_name(path, root) for path in files}
    graph: dict[str, set[str]] = {}
    unexplained: list[str] = []
    for path in files:
        here = _module_name(path, root)
        source = path.read_text(encoding="utf-8")
        comments = _comments(source)
        visitor = _Imports()
        visitor.visit(ast.parse(source))
        edges: set[str] = set()
        for node, in_function in visitor.found:
            lines = range(node.lineno, (node.end_lineno or node.lineno) + 1)
            said = [comments[line] for line in lines if line in comments]
            where = f"{path.relative_to(root)}:{node.lineno}"
            if in_function and not said:
                unexplained.append(where)
            if in_function and any(comment.startswith(LAZY) for comment in said):
                continue
            edges |= _targets(node, here, path.name == "__init__.py", known)
        if visitor.by_name:
            package = here if path.name == "__init__.py" else here.rpartition(".")[0]
            edges |= {m for m in known if m.startswith(package + ".") and "." not in m[len(package) + 1:]}
        edges |= {package for target in edges for package in _packages_run(target, here, known)}
        edges.discard(here)
        graph[here] = edges
    return graph, unexplained


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each with one circle in it."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return components


def _one_circle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """A shortest circle through the component's first module, to print."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & members):
                if target == start:
                    return paths[node] + [start]
                if target not in paths:
                    paths[target] = paths[node] + [target]
                    following.append(target)
        frontier = following
    return component


def test_no_import_circle() -> None:
    graph, _ = _scan()
    components = _cycles(graph)
    report = [
        f"{len(component)} modules in one circle ({', '.join(component)}), e.g. "
        + " → ".join(_one_circle(graph, component))
        for component in components
    ]
    assert not components, "\n".join(report)


def test_every_import_in_a_function_says_why() -> None:
    _, unexplained = _scan()
    assert not unexplained, "imports inside a function without a comment saying why:\n" + "\n".join(unexplained)


def test_the_scan_itself(tmp_path: Path) -> None:
    """A circle closed inside a function counts, and so does one through a package that loads its modules
    by name; a type-hint-only one and a `# lazy:` one do not; an import in a function with no comment (or
    only `# noqa`) is named."""
    files = {
        "__init__.py": "",
        "a.py": "from . import b\n",
        "b.py": "def f():\n    from . import a  # here: a imports b\n",
        "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import d\n",
        "d.py": "from . import c\n\ndef f():\n    from . import e  # lazy: only when f runs\n",
        "e.py": "from . import d\n\ndef g():\n    import os  # noqa: F401\n",
        "kit/__init__.py": "from importlib import import_module\nALL = [import_module(f'.{n}', __name__) for n in ('r',)]\n",
        "kit/r.py": "from .. import m\n",
        "kit/tools.py": "",
        "m.py": "from .kit import tools\n",
    }
    for name, text in files.items():
        (tmp_path / "pkg" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "pkg" / name).write_text(text, encoding="utf-8")
    graph, unexplained = _scan(tmp_path / "pkg")
    assert _cycles(graph) == [["pkg.a", "pkg.b"], ["pkg.kit", "pkg.kit.r", "pkg.m"]]
    assert _one_circle(graph, ["pkg.a", "pkg.b"]) == ["pkg.a", "pkg.b", "pkg.a"]
    assert unexplained == ["pkg/e.py:4"]
