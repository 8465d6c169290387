"""遗言 (JIU-R18, R175, R204–R206): 「第二天开门前，通知出局玩家，留下遗言」 and 「每个游戏日白天开始时，公示前一天出局
角色名单及遗言」. The words of an exit are due before the next 开门 and published in its 公告, wherever they were
given (the night's victims at 晨曦, a 正午 or 黄昏 exit later that day): the 开门 waits for them, up to its
deadline (timetable row 开门), and what was not given by then is forfeited (放弃遗言). Rulings JIU-T4."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from bansha.engine import life, procedure

from .common import seats_in_order

if TYPE_CHECKING:
    from .state import JiuGame


def awaited(game: "JiuGame") -> list[tuple[int, str]]:
    """The 开门's `awaits`: the roles told they are out whose exit carries 遗言 not given yet."""
    given = {i["by"] for i in pending(game)}
    return [(n, "遗言") for n, s in seats_in_order(game)
            if not s.alive and s.life != life.UNAWARE and s.data.get("遗言") == procedure.OPEN and n not in given]


def pending(game: "JiuGame") -> list[Any]:
    """The words the next 开门 publishes, in the order they were given."""
    return [*game.state.words_due, *(i for i in game.inbox if isinstance(i, dict) and i["kind"] == "last_words")]


def publish(game: "JiuGame", post: Callable[[str], None]) -> None:
    """开门: the words given since the last 开门, then every 遗言 still open is forfeited."""
    procedure.publish_last_words(game, pending(game), post)
    game.state.words_due = []
    procedure.lapse_last_words(game)


def stash(game: "JiuGame") -> None:
    """A period closes: the words given in it and not yet published wait for the next 开门."""
    game.state.words_due += [i for i in game.inbox if isinstance(i, dict) and i["kind"] == "last_words"
                             and game.seats[i["by"]].data.get("遗言") != procedure.GIVEN]


def take(game: "JiuGame", inp: dict[str, Any]) -> dict[str, Any]:
    """Words given since the last 开门 count as given; the 开门 that passed them over forfeited them."""
    return procedure.last_words(game, inp, game.state.words_due, post="开门")


def decline(game: "JiuGame", seat_no: int) -> dict[str, Any]:
    """放弃遗言, judged as words are (`take`): the 开门 then waits for the seat no longer."""
    return procedure.decline_last_words(game, seat_no, game.state.words_due, post="开门")
