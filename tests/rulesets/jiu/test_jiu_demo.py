"""`bansha demo --ruleset jiu`: the worked example's table played through the store as a director
would, every input taken, and the second night's exits in the seed's statistics order (JIU-R172, R206,
the same list as jiu-01)."""
from __future__ import annotations

from rich.console import Console

from bansha.demo import run_demo
from bansha.store.db import connect
from bansha.store.games import Store


def test_the_jiu_demo_plays_through_the_store(tmp_path):
    store = Store(connect(tmp_path))
    console = Console(record=True, width=200, highlight=False)
    game_id = run_demo(store, console, str(tmp_path), "jiu")
    text = console.export_text()
    assert "拒绝" not in text and "[245]酒 演示局" in text
    assert "出局角色（按出局顺序）：6号朗姆、7号清酒、14号梅酒、9号米酒、13号波特、3号龙舌兰" in text
    game = store.open(game_id)
    assert game.period == "night 3" and 2 not in game.alive()
