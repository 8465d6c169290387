"""What the director's pages show: the grimoire (every seat's role, camp, statuses, counters and
used skills), who has submitted this period, a settled period's report, and the card ledger."""
from __future__ import annotations

from typing import Any

from bansha import present, status
from bansha.engine.cards import CARDS
from bansha.engine.game import Game
from bansha.engine.skills import SkillSlot
from bansha.store.games import Recorded, open_log

from . import step_titles
from .wording import period_label


def grimoire(game: Game, log: list[Recorded], players: dict[int, str]) -> list[dict[str, Any]]:
    subs = status.submitted(game)
    wait = status.waiting(game)
    used: dict[int, list[str]] = {}  # uses that settled, as the trace has them
    for period, uses in game.history.get("uses", {}).items():
        for actor, skill, _targets, _where in uses:
            used.setdefault(actor, []).append(f"{period}:{skill}")
    rows = []
    keys, labels = game.ruleset.seat_keys, game.ruleset.seat_key_labels  # 078: 节气, 字母
    for n, s in game.seats.items():
        slots = [sl for sl in s.skills if game.ruleset.holds(game, s, sl)]
        rows.append({
            "seat": n, "name": s.name, "player": players.get(n, s.name), "role": s.role,
            "facts": [f"{labels.get(k, k)} {v}" for k, v in game.seat_facts.get(n, {}).items() if k in keys],
            "camp": game.ruleset.camp_of(game, n),
            "surface": (s.surface_role, s.surface_camp) if (s.surface_role, s.surface_camp) != (s.role, s.camp)
            else None,
            "alive": s.alive, "life": game.ruleset.life_label(game, n),
            "note": game.ruleset.director_note(game, n), "sheriff": game.sheriff == n, "groups": game.groups_of(n),
            "statuses": [f"{st.name}" + (f"（{st.source}号）" if st.source else "") + (f" 至{period_label(st.until)}" if st.until else "")
                         for st in s.statuses],
            "protections": [f"{p.name}" + (f"×{p.count}" if p.count is not None else "") for p in s.protections],
            "counters": [f"{sl.defn.name}" + _told_apart(sl, slots) + (f" 剩{sl.uses_left}次" if sl.uses_left is not None else "")
                         + ("（已失去）" if sl.defn.name in s.lost else "") + (f" [{sl.source}]" if sl.source != "身份" else "")
                         for sl in slots],
            "used": used.get(n, []),
            "cards": game.cards.get(n, {}),
            "submitted": subs.get(n, []), "waiting": wait.get(n, []),
        })
    return rows


def _told_apart(slot: SkillSlot, slots: list[SkillSlot]) -> str:
    """Two skills of one name on a seat (one used by day and one by night, or an opening choice and a
    later switch) are told apart by the tags only one of them has."""
    twins = [sl.defn.tags for sl in slots if sl.defn.name == slot.defn.name]
    if len(twins) < 2:
        return ""
    own = sorted(slot.defn.tags - frozenset.intersection(*twins))
    return f"（{'、'.join(own)}）" if own else ""


def group_skills(game: Game) -> list[dict[str, Any]]:
    return [{"group": g, "members": game.members(g),
             "skills": [f"{s.defn.name}" + (f" 剩{s.uses_left}次" if s.uses_left is not None else "") for s in slots
                        if not game.members(g) or game.ruleset.holds(game, game.seats[game.members(g)[0]], s)]}
            for g, slots in game.group_skills.items()]


def played_periods(game: Game) -> list[str]:
    """The periods played, in order, the open one last (what it has settled so far)."""
    out = [p for p in dict.fromkeys(e["t"] for e in game.events) if p != game.period]
    return out + [game.period] if game.period != "start" or game.events or game.over else out


def period_report(game: Game, period: str) -> dict[str, Any]:
    return {
        "period": period,
        "open": period == game.period and not game.over,
        "trace": step_titles.trace(game, period),
        "announcement": present.announcement(game, period),
        "posts": present.posts(game, period),
        "private": [(n, game.seats[n].name, msgs) for n, msgs in present.private_messages(game, period).items()],
    }


def card_ledger(game: Game, log: list[Recorded]) -> dict[str, Any]:
    events = [e for e in game.events if e["type"] == "card"]
    pending = [r for r in open_log(log) if r.kind == "card"]
    current = {r.seq for r in pending}
    settled = [r for r in log if r.kind == "card" and r.seq not in current]
    counts = {n: {c: game.cards.get(n, {}).get(c, 0) for c in CARDS} for n in game.seats}
    return {"events": events, "pending": pending, "settled": settled, "counts": counts, "cards": CARDS}
