"""The last period start of each game, kept in the SQLite file, so a command in a new process (the
CLI, a restarted console) starts from it and replays only the open period (issue 11 §4).

It is a cache beside the log, never the truth: it is used only for exactly the settled inputs it
was made from (`games.log_key`) and by exactly the same code (a fingerprint of bansha's sources and
of the Python version); anything else replays the log. The ruleset and its role and skill
definitions are not stored but named (the ruleset's id, a role's name, a module attribute), and a
game holding a definition that cannot be named is not kept. It is a pickle: the data directory is
the director's own, and whoever can write to it can change the log anyway."""
from __future__ import annotations

import hashlib
import io
import pickle
import sys
import threading
from pathlib import Path
from typing import Any

from bansha import rulesets
from bansha.engine.game import Game
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import RoleDef, SkillDef

from .snapshots import DefinitionPickler, DefinitionUnpickler

_registries: dict[str, tuple[dict[int, Any], dict[Any, Any]]] = {}
_fingerprint: list[str] = []
_fingerprint_guard = threading.Lock()


def fingerprint() -> str:
    """bansha's sources, its compiled modules' names (a period start pickled by the compiled build
    is not one the pure build loads, nor the reverse) and the Python version, hashed once per
    process: by one thread, while the others that ask at the same moment (a server's first requests)
    wait for it instead of each reading every source file."""
    if _fingerprint:
        return _fingerprint[0]
    with _fingerprint_guard:
        if _fingerprint:
            return _fingerprint[0]
        h = hashlib.sha256(sys.version.encode())
        root = Path(__file__).resolve().parent.parent
        for path in sorted(root.rglob("*.py")):
            h.update(str(path.relative_to(root)).encode())
            h.update(path.read_bytes())
        for path in sorted([*root.rglob("*.so"), *root.rglob("*.pyd")]):
            h.update(str(path.relative_to(root)).encode())
        _fingerprint.append(h.hexdigest()[:32])
    return _fingerprint[0]


def _registry(rs: Ruleset) -> tuple[dict[int, Any], dict[Any, Any]]:
    """Every definition a game of `rs` may hold, by a name that means the same in any process: the
    roles and their skills, and the definitions kept as attributes of the ruleset's and the
    engine's modules (a sheriff's 殉职, a pack's shared skill)."""
    known = _registries.get(rs.id)
    if known is not None:
        return known
    by_id: dict[int, Any] = {id(rs): ("ruleset", rs.id)}
    by_name: dict[Any, Any] = {("ruleset", rs.id): rs}

    def add(name: Any, obj: Any) -> None:
        if id(obj) not in by_id:
            by_id[id(obj)] = name
            by_name[name] = obj

    for role in rs.roles.values():
        add(("role", role.name), role)
        for i, skill in enumerate(role.skills):
            add(("role_skill", role.name, i), skill)
    package = rulesets.KNOWN.get(rs.id, type(rs).__module__)
    for mod_name, mod in sorted(dict(sys.modules).items()):
        if mod is None or not (mod_name.startswith(package) or mod_name.startswith("bansha.engine")):
            continue
        for attr, obj in sorted(vars(mod).items()):
            if isinstance(obj, (SkillDef, RoleDef)):
                add(("module", mod_name, attr), obj)
    _registries[rs.id] = (by_id, by_name)
    return by_id, by_name


def keep(conn: Any, game_id: str, key: Any, game: Game) -> None:
    """Store the period start; a game that cannot be named, or a busy database, just goes without."""
    by_id, _ = _registry(game.ruleset)
    buf = io.BytesIO()
    game.events  # the record read as JSON first: the period start keeps the JSON, not the entries
    try:
        DefinitionPickler(buf, lambda obj: by_id.get(id(obj))).dump(game)
    except (pickle.PicklingError, TypeError, AttributeError):
        return
    with conn.attempt():  # a busy database, or a failure inside the caller's transaction: only a miss
        conn.execute("INSERT INTO snapshots (game_id, log_key, code, state) VALUES (?,?,?,?) ON CONFLICT (game_id)"
                     " DO UPDATE SET log_key=excluded.log_key, code=excluded.code, state=excluded.state",
                     (game_id, repr(tuple(key)), fingerprint(), buf.getvalue()))


def load(conn: Any, game_id: str, key: Any, rs: Ruleset) -> Game | None:
    """The stored period start for exactly these settled inputs and this code, if any."""
    row = conn.execute("SELECT state FROM snapshots WHERE game_id=? AND log_key=? AND code=?",
                       (game_id, repr(tuple(key)), fingerprint())).fetchone()
    if row is None:
        return None
    _, by_name = _registry(rs)
    try:
        return DefinitionUnpickler(io.BytesIO(row[0]), lambda pid: by_name[tuple(pid)]).load()
    except Exception:  # a stale or damaged entry is only a cache miss: the log replays
        return None
