"""A ruleset's options: the points directors settle either way, each with the reading `rulings.md` chose."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import ScenarioError


@dataclass(frozen=True)
class Option:
    """A point directors settle either way; the default is the reading in `rulings.md`."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str
    label: str = ""  # what the director reads (the name stays the scenario's key)

    def shown(self, choice: Any) -> str:
        """A choice as the director reads it: 是/否 for a yes-or-no option."""
        if choice is True:
            return "是"
        if choice is False:
            return "否"
        return str(choice)


def resolve_options(defs: tuple[Option, ...], given: dict[str, Any], ruleset_id: str) -> dict[str, Any]:
    """Every option's choice: the defaults, with the scenario's own where it gives one (refused if unknown)."""
    known = {o.name: o for o in defs}
    out = {o.name: o.default for o in defs}
    for k, v in given.items():
        if k not in known:
            raise ScenarioError(f"options.{k}", f"no option {k} in {ruleset_id}; options: {', '.join(known) or 'none'}")
        if v not in known[k].choices:
            raise ScenarioError(f"options.{k}", f"must be one of {list(known[k].choices)}")
        out[k] = v
    return out


def from_text(defs: tuple[Option, ...], given: dict[str, str]) -> dict[str, Any]:
    """Options typed as `name=value` (`bansha new --option`): each value read as the choice it spells — its own
    text, any case (`true`, `4`, `不抽取`), or as the director reads it (`是`/`否`) — so a yes-or-no or a number
    option can be set from the command line. A name the ruleset lacks is left for `resolve_options` to refuse."""
    known = {o.name: o for o in defs}
    out: dict[str, Any] = {}
    for name, text in given.items():
        o = known.get(name)
        if o is None:
            out[name] = text
            continue
        said = text.strip()
        hit = [c for c in o.choices if said.lower() in (str(c).lower(), o.shown(c))]
        if not hit:
            raise ScenarioError(f"options.{name}", f"选项 {name}（{o.label or name}）只能是："
                                f"{'、'.join(o.shown(c) for c in o.choices)}，而不是“{text}”")
        out[name] = hit[0]
    return out
