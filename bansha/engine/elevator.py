"""The 电梯楼: the seats in number order as a ring (首尾也算邻居), the seats out of play removed first — how
078 (BJ-R29, 暴风雪) and 245 (JIU-R15: 茶艺服侍, 暗恋者, 死之触) both count neighbours."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def neighbours(game: "Game", seat_no: int) -> list[int]:
    """The two nearest living seats in 电梯楼 order: the first living seat each way round from this one (one
    seat when only one other lives, none when none does). Asked of every target a skill might name (078's
    暴风雪) and on most of 245's events, so it is one pass over the seats, nothing sorted: the nearest living
    seat below and above, and round the end (首尾) the highest or the lowest."""
    below = above = highest = lowest = 0  # seat numbers start at 1: 0 is none
    for m, seat in game.seats.items():
        if m == seat_no or not seat.alive:
            continue
        if m < seat_no:
            if m > below:
                below = m
            if lowest == 0 or m < lowest:
                lowest = m
        else:
            if above == 0 or m < above:
                above = m
            if m > highest:
                highest = m
    down = below or highest
    up = above or lowest
    if not down:
        return []
    return [down] if down == up else sorted((down, up))
