"""The camp graph's seat labels (078's grimoire, `graph_view.drawing`) stay inside the drawing and off their
seats: on the sides of the circle they run outward from the seat, above and below they are centred. A label
the width of 混血儿·吹笛·互联 at 3 and 9 o'clock was cut at the drawing's edge and covered its own seat."""
from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from bansha.engine.game import Game
from bansha.rulesets import bajian
from bansha.web import graph_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "bajian"))
from bj_helpers import seats  # noqa: E402

FONT = 11  # the labels' font-size: a CJK character is as wide as it is high


def _label(node) -> str:
    return node["role"] + ("·" + "·".join(node["marks"]) if node["marks"] else "")


class Marked:
    """The game's ruleset with every seat given two marks, asked of the real game (the compiled build's ruleset
    can be neither patched nor handed a stand-in game)."""

    def __init__(self, game):
        self.game = game
        self.factions = game.ruleset.factions

    def camp_of(self, _view, seat_no):
        return self.game.ruleset.camp_of(self.game, seat_no)

    def camp_graph(self, _view):
        edges, _ = self.game.ruleset.camp_graph(self.game)
        return edges, {n: ["吹笛", "互联"] for n in self.game.seats}


def test_every_label_fits_the_drawing_and_clears_its_seat():
    game = Game(bajian.RULESET, seats(), {}, 0)
    d = graph_view.drawing(SimpleNamespace(ruleset=Marked(game), seats=game.seats))
    assert d is not None and len(d["nodes"]) == 24
    anchors = {n["anchor"] for n in d["nodes"]}
    assert anchors == {"start", "end", "middle"}
    for n in d["nodes"]:
        w = len(_label(n)) * FONT
        left = {"start": n["lx"], "end": n["lx"] - w, "middle": n["lx"] - w / 2}[n["anchor"]]
        assert 0 <= left and left + w <= d["width"], (n["seat"], _label(n), left, w)
        assert FONT <= n["ly"] <= d["size"], n["seat"]
        # the label's box keeps clear of its seat's ring (吹笛 draws one at NODE + 5)
        near_x = min(max(n["x"], left), left + w)
        near_y = min(max(n["y"], n["ly"] - FONT), n["ly"])
        assert (near_x - n["x"]) ** 2 + (near_y - n["y"]) ** 2 > (d["node"] + 5) ** 2, (n["seat"], _label(n))

def test_seats_at_the_sides_label_outward_and_the_top_seat_is_centred():
    d = graph_view.drawing(Game(bajian.RULESET, seats(), {}, 0))
    by_seat = {n["seat"]: n for n in d["nodes"]}
    assert by_seat[1]["anchor"] == "middle"  # 12 o'clock
    assert by_seat[7]["anchor"] == "start" and by_seat[19]["anchor"] == "end"  # 3 and 9 o'clock of 24 seats
