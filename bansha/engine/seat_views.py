"""A ruleset's answers about one seat now: what it holds and may use, what its page offers, how it is shown."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from .camps import Camps
from .model import Seat
from .skills import SkillSlot

if TYPE_CHECKING:
    from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class SeatViews(Camps):
    # skills whose feedback is a number, not a seat, with how it reads (245's 祈祷: how many facts are right)
    count_feedback: ClassVar[dict[str, str]] = {}

    def holds(self, game: "Game", seat: Seat, slot: SkillSlot) -> bool:
        """Whether the seat holds the slot now, for what the pages list: a ruleset that gives every
        seat a position's skills (245's sheriff and 执警) keeps them off the seats without it. The slot every seat
        carries for the sheriff (source 警长: 殉职) is held by the sheriff, or by the seat the rules have offered
        its use (the sheriff just out), never by any other seat, dead or alive."""
        if slot.source == "警长":
            return game.sheriff == seat.no or any(o.seat == seat.no and o.skill == slot.defn.name for o in game.offers)
        return True

    def usable_now(self, game: "Game", seat: Seat, slot: SkillSlot) -> str | None:
        """Why a held skill cannot be used now (a status that suspends it), or None.

        A status whose data has "suspends" (skill names, tags, or "*") blocks those skills while
        it lasts; unlike `Seat.lost` it ends with the status (245 遗忘)."""
        d = slot.defn
        for st in seat.statuses:
            blocked = st.data.get("suspends")
            if blocked and ("*" in blocked or d.name in blocked or d.tags & set(blocked)):
                return f"{seat.no}号 处于[{st.name}]状态，不能发动<{d.name}>"
        return None

    def status_immune(self, game: "Game", seat: Seat, status: Any) -> bool:
        """Whether a seat is immune to a status (245 秩序, 漏洞); never by default."""
        return False

    def acts_unaware(self, game: "Game", seat_no: int) -> bool:
        """Whether a seat out but not yet told (`life.UNAWARE`) goes on as if in play: its uses are
        taken (to settle as the ruleset says) and it may be named. No by default."""
        return False

    def life_label(self, game: "Game", seat_no: int) -> str | None:
        """A life state of the ruleset's own, shown for the seat on the console and its page instead of
        存活/出局 (245's 暂时离开游戏 / 永久离开游戏); None by default."""
        return None

    def director_note(self, game: "Game", seat_no: int) -> str | None:
        """What only the director is shown beside a seat's life (the console's grimoire, `bansha status`), never
        its page: a seat the settling has put out that stays in play for now (PVZ's night-1 victims until the
        election closes). None by default."""
        return None

    def offered_choices(self, game: "Game", seat_no: int, defn: Any) -> list[Any] | None:
        """The listed choices a page offers now, where the ruleset can leave out ones it would refuse for
        reasons every player knows (245: a 新月 already drawn); None: all of `defn.choices`. Never filter by
        what the seat must not learn (078's 混血儿 is offered its own 节气)."""
        return None

    def offered_targets(self, game: "Game", seat_no: int, defn: Any) -> tuple[int, list[int]] | None:
        """For a <强制> skill that happens by itself but takes the holder's pick of seats (245's 天狗吞月:
        floor(living/3) roles): how many seats the page asks for now and the seats it offers, from what the
        seat may know; None: the skill takes no pick now. The skill's checks still judge what is sent."""
        return None
