"""The camp graph as a drawing for the grimoire (a ruleset's `camp_graph`): seats on a circle in
电梯楼 order, coloured by camp, an arrow for each edge the ruleset names (078: who supports whom),
marks beside a seat (piped, freed, 互联). Plain SVG built here, so the page needs no script."""
from __future__ import annotations

import math
from typing import Any

from bansha.engine.game import Game

PALETTE = ("#c0392b", "#2e86c1", "#8e44ad", "#16a085", "#d68910")  # the ruleset's factions, in order
OTHER = "#7f8c8d"  # 无阵营 and any camp not among the factions
EDGE = {"支持": "#95a5a6", "吹笛": "#8e44ad", "互联": "#d68910"}
SIZE, RADIUS, NODE = 560, 230, 17
PAD = 80  # room each side for the labels of the seats at 3 and 9 o'clock, which run outward (a role and two marks)


def camp_colours(game: Game) -> dict[str, str]:
    return {f: PALETTE[i % len(PALETTE)] for i, f in enumerate(game.ruleset.factions)}


def drawing(game: Game) -> dict[str, Any] | None:
    """Node and edge coordinates for the template, or None when the ruleset draws no graph."""
    graph = game.ruleset.camp_graph(game)
    if graph is None:
        return None
    edges, marks = graph
    colours = camp_colours(game)
    seats = sorted(game.seats)
    cx, c = PAD + SIZE / 2, SIZE / 2
    pos = {}
    for k, n in enumerate(seats):
        a = 2 * math.pi * k / len(seats) - math.pi / 2
        pos[n] = (cx + RADIUS * math.cos(a), c + RADIUS * math.sin(a))
    nodes = []
    for n in seats:
        s = game.seats[n]
        camp = game.ruleset.camp_of(game, n)
        x, y = pos[n]
        nodes.append({"seat": n, "x": round(x, 1), "y": round(y, 1), "role": s.role, "camp": camp,
                      "fill": colours.get(camp, OTHER), "alive": s.alive, "marks": marks.get(n, []),
                      **_label_at(x - cx, y - c, x, y)})
    lines = []
    for a, b, kind in edges:
        if a not in pos or b not in pos:
            continue
        (x1, y1), (x2, y2) = pos[a], pos[b]
        # bend each arrow toward the centre, so one between near seats does not cross the seat between
        qx, qy = (x1 + x2) / 2 * 0.55 + cx * 0.45, (y1 + y2) / 2 * 0.55 + c * 0.45
        d1 = math.hypot(qx - x1, qy - y1) or 1
        d2 = math.hypot(x2 - qx, y2 - qy) or 1
        sx, sy = x1 + (qx - x1) / d1 * NODE, y1 + (qy - y1) / d1 * NODE
        ex, ey = x2 - (x2 - qx) / d2 * (NODE + 4), y2 - (y2 - qy) / d2 * (NODE + 4)
        lines.append({"from": a, "to": b, "kind": kind, "colour": EDGE.get(kind, OTHER),
                      "d": f"M {sx:.1f} {sy:.1f} Q {qx:.1f} {qy:.1f} {ex:.1f} {ey:.1f}"})
    legend = [{"name": f, "colour": col} for f, col in colours.items()] + [{"name": "其他/无阵营", "colour": OTHER}]
    kinds = [{"name": k, "colour": col} for k, col in EDGE.items() if any(e["kind"] == k for e in lines)]
    return {"size": SIZE, "width": SIZE + 2 * PAD, "node": NODE, "nodes": nodes, "edges": lines, "legend": legend,
            "kinds": kinds}


def _label_at(dx: float, dy: float, x: float, y: float) -> dict[str, Any]:
    """Where a seat's label goes: outward from the circle's centre, beyond the seat's ring. On the sides it runs
    away from the seat (anchored at its near end), so a long one neither covers the seat nor leaves the drawing;
    above and below it is centred."""
    norm = math.hypot(dx, dy) or 1
    ux, uy = dx / norm, dy / norm
    side = abs(ux) > 0.3
    gap = NODE + (12 if side else 16)
    anchor = ("start" if ux > 0 else "end") if side else "middle"
    return {"lx": round(x + ux * gap, 1), "ly": round(y + uy * gap + 4, 1), "anchor": anchor}
