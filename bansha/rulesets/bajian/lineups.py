"""The deal (BJ-R01, R04): 狼王 1, 长老 1, 吹笛者 1, 混血儿 21 — 24 seats, one 节气 each; the 22
seats other than the leaders carry the letters A–V. The eight other identities come only
through 征召 and are never dealt."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bansha.engine.draws import Draws
from bansha.engine.errors import ScenarioError

from .common import ELDER, HYBRID, KING, LETTERS, PIPER_ROLE, TERMS

LINEUP = {KING: 1, ELDER: 1, PIPER_ROLE: 1, HYBRID: 21}
SEATS = 24


def validate(roles: list[str]) -> None:
    count = Counter(roles)
    for role in count:
        if role not in LINEUP:
            raise ScenarioError("seats", f"{role}不发放：它只能通过<征召>产生"
                                          f"（发放的身份为狼王1、长老1、吹笛者1、混血儿21）")
    for role, k in LINEUP.items():
        if count.get(role, 0) != k:
            what = "缺少" if count.get(role, 0) < k else "多出"
            raise ScenarioError("seats", f"{what}{role}：发放的身份为狼王1、长老1、吹笛者1、混血儿21"
                                          f"（现有{role}{count.get(role, 0)}名）")


def validate_seats(seats: list[dict[str, Any]]) -> None:
    """Each seat's `term` (all 24 different) and `letter` (A–V, all different, none on a leader)."""
    terms: dict[str, int] = {}
    letters: dict[str, int] = {}
    for i, s in enumerate(seats):
        term = s.get("term")
        if term is None:
            raise ScenarioError(f"seats[{i}].term", "缺少节气：每个座位都有一个节气")
        if term not in TERMS:
            raise ScenarioError(f"seats[{i}].term", f"“{term}”不是二十四节气之一")
        if term in terms:
            raise ScenarioError(f"seats[{i}].term", f"节气{term}已属于seats[{terms[term]}]")
        terms[term] = i
        leader = s.get("role") in (KING, ELDER)
        letter = s.get("letter")
        if leader:
            if letter is not None:
                raise ScenarioError(f"seats[{i}].letter", f"{s['role']}没有字母")
            continue
        if letter is None:
            raise ScenarioError(f"seats[{i}].letter", "缺少字母：除狼王、长老外每个座位都有一个A–V的字母")
        if not isinstance(letter, str) or letter not in LETTERS:
            raise ScenarioError(f"seats[{i}].letter", f"“{letter}”不是A–V中的字母")
        if letter in letters:
            raise ScenarioError(f"seats[{i}].letter", f"字母{letter}已属于seats[{letters[letter]}]")
        letters[letter] = i


def deal(n: int, rng: random.Random) -> list[str]:
    if n != SEATS:
        raise ScenarioError("seats", f"[078]八见为{SEATS}人局（二十四节气），不能是{n}人")
    roles = [r for r, k in LINEUP.items() for _ in range(k)]
    Draws(rng).shuffle(roles)  # rng.shuffle's draws, compiled
    return roles


def deal_labels(roles: list[str], rng: random.Random) -> tuple[list[str], list[str | None]]:
    """A random deal's 节气 and letters (with the game's rng, so a replay deals the same)."""
    draws = Draws(rng)  # rng.shuffle's draws, compiled
    terms = list(TERMS)
    draws.shuffle(terms)
    letters = list(LETTERS)
    draws.shuffle(letters)
    it = iter(letters)
    return terms, [None if r in (KING, ELDER) else next(it) for r in roles]
