"""The deal (BJ-R01, R04): 狼王 1, 长老 1, 吹笛者 1, 混血儿 21 — 24 seats, one 节气 each; the 22
seats other than the leaders carry the letters A–V. The eight other identities come only
through 征召 and are never dealt."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bansha.engine.errors import ScenarioError

from .common import ELDER, HYBRID, KING, LETTERS, PIPER_ROLE, TERMS

LINEUP = {KING: 1, ELDER: 1, PIPER_ROLE: 1, HYBRID: 21}
SEATS = 24


def validate(roles: list[str]) -> None:
    count = Counter(roles)
    for role in count:
        if role not in LINEUP:
            raise ScenarioError("seats", f"{role} is never dealt in bajian: it comes only through 征召 "
                                          f"(the deal is 狼王 1, 长老 1, 吹笛者 1, 混血儿 21)")
    for role, k in LINEUP.items():
        if count.get(role, 0) != k:
            what = "missing" if count.get(role, 0) < k else "surplus"
            raise ScenarioError("seats", f"{what} {role}: the deal is 狼王 1, 长老 1, 吹笛者 1, 混血儿 21 "
                                          f"(got {count.get(role, 0)} {role})")


def validate_seats(seats: list[dict[str, Any]]) -> None:
    """Each seat's `term` (all 24 different) and `letter` (A–V, all different, none on a leader)."""
    terms: dict[str, int] = {}
    letters: dict[str, int] = {}
    for i, s in enumerate(seats):
        term = s.get("term")
        if term is None:
            raise ScenarioError(f"seats[{i}].term", "missing: every seat has a 节气")
        if term not in TERMS:
            raise ScenarioError(f"seats[{i}].term", f"{term!r} is not one of the 24 节气")
        if term in terms:
            raise ScenarioError(f"seats[{i}].term", f"{term} is already seats[{terms[term]}]'s")
        terms[term] = i
        leader = s.get("role") in (KING, ELDER)
        letter = s.get("letter")
        if leader:
            if letter is not None:
                raise ScenarioError(f"seats[{i}].letter", f"the {s['role']} carries no letter")
            continue
        if letter is None:
            raise ScenarioError(f"seats[{i}].letter", "missing: every seat but 狼王 and 长老 has a letter A–V")
        if not isinstance(letter, str) or letter not in LETTERS:
            raise ScenarioError(f"seats[{i}].letter", f"{letter!r} is not a letter from A to V")
        if letter in letters:
            raise ScenarioError(f"seats[{i}].letter", f"{letter} is already seats[{letters[letter]}]'s")
        letters[letter] = i


def deal(n: int, rng: random.Random) -> list[str]:
    if n != SEATS:
        raise ScenarioError("seats", f"bajian is played with {SEATS} seats (the 24 节气), not {n}")
    roles = [r for r, k in LINEUP.items() for _ in range(k)]
    rng.shuffle(roles)
    return roles


def deal_labels(roles: list[str], rng: random.Random) -> tuple[list[str], list[str | None]]:
    """A random deal's 节气 and letters (with the game's rng, so a replay deals the same)."""
    terms = list(TERMS)
    rng.shuffle(terms)
    letters = list(LETTERS)
    rng.shuffle(letters)
    it = iter(letters)
    return terms, [None if r in (KING, ELDER) else next(it) for r in roles]
