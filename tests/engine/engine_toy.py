"""A throwaway ruleset for the engine's own tests: made-up roles, no PVZ.

Roles (好人阵营 / 坏人阵营):
    狼   坏人, joins the group 狼, holds the team skill <刀> (shared by the group, step K).
    卧底 坏人 that reads 好人 as 村民 (surface role and camp), also in the group 狼.
    先知 <查> (指定, not self, step S) reads the surface camp; <巡> (强制, automatic, step S)
         tells the number of living seats.
    医生 <护> (限定 once, 指定, step S): a 刀-only protection absorbing one hit.
    灵媒 <招> (指定, dead targets allowed, step S) reads a dead seat's real role.
    猎手 <枪> (reactive): offered at priority 0 when the 猎手 dies; the target dies at once.
    村民 no skill.
Anyone holding the badge (`give_badge`) gets <传> (reactive) offered at priority 1 on death;
an unused <传> is forfeited and the badge is gone (`badge_lost` flag).

Night: steps S (护, 查, 巡, 招 in that order), K (刀), X (刀 settled through a Resolver whose
`before` hook is damage.hit), then triggers.settle within the night. Day: weighted exile vote
(the badge holder counts 1.5), ties exile nobody, then triggers.settle. Wins: no 坏人 alive →
好人阵营; 坏人 ≥ 好人 alive → 坏人阵营.
"""
from __future__ import annotations

from typing import Any

from bansha.engine import cards, damage, triggers
from bansha.engine.errors import Refusal
from bansha.engine.events import DEATH, RED_CARD, on
from bansha.engine.game import Game
from bansha.engine.intake import build_intent
from bansha.engine.order import Step, run_steps
from bansha.engine.record import Death, Entry
from bansha.engine.resolution import Action, Resolver
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, RoleDef, SkillDef, SkillSlot, 团队, 强制, 指定, 限定
from bansha.engine.votes import Ballot, tally, top

GOOD = "好人阵营"
BAD = "坏人阵营"



class Badge(Entry):
    """The toy's own kind of entry (the contract lets a ruleset add kinds): the badge passed to `seat`."""

    kind = "badge"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat}

def die(game: Game, seat_no: int, cause: str) -> bool:
    seat = game.seats[seat_no]
    if not seat.alive:
        return False
    seat.alive = False
    game.emit(Death(seat_no, cause))
    game.fire("death", seat=seat_no, cause=cause)
    return True


def _kill(game, intent):
    game.flags["kills"].append((intent.actor, intent.target))


def _peek(game, intent):
    game.feedback(intent.actor, "查", game.seats[intent.target].surface_camp, intent.target)


def _heal(game, intent):
    damage.protect(game, intent.target, "护", intent.actor, frozenset({"刀"}), count=1)


def _patrol(game, intent):
    game.feedback(intent.actor, "巡", len(game.alive()))


def _summon(game, intent):
    game.feedback(intent.actor, "招", game.seats[intent.target].role, intent.target)


def _shoot(game, intent):
    die(game, intent.target, "枪")


def _pass_badge(game, intent):
    give_badge(game, intent.target)
    game.emit(Badge(intent.target))


def _not_village_target(game, seat, intent):
    if game.seats[intent.target].role == "村民" and intent.choice == "挑剔":
        return "挑剔：不能选择村民"
    return None


刀 = SkillDef("刀", "night", frozenset({团队, 指定}), step="K", team="狼", effect=_kill)
查 = SkillDef("查", "night", frozenset({指定}), step="S", allow_self=False, effect=_peek,
             checks=(_not_village_target,), choices=("普通", "挑剔"))
护 = SkillDef("护", "night", frozenset({限定, 指定}), uses=1, step="S", effect=_heal)
巡 = SkillDef("巡", "night", frozenset({强制}), targets=0, step="S", auto=True, effect=_patrol)
招 = SkillDef("招", "night", frozenset({指定}), step="S", dead_targets=True, effect=_summon)
枪 = SkillDef("枪", "reactive", frozenset({指定}), allow_self=False, effect=_shoot)
传 = SkillDef("传", "reactive", frozenset({指定}), allow_self=False, effect=_pass_badge)


def _hunter_dies(game, seat, cause):
    if game.seats[seat].role == "猎手":
        triggers.offer(game, seat, "枪", 0)


def _badge_dies(game, seat, cause):
    if game.flags.get("badge") == seat:
        def lost(g):
            g.flags["badge"] = None
            g.flags["badge_lost"] = True
        triggers.offer(game, seat, "传", 1, lost)


ROLES = {
    "狼": RoleDef("狼", BAD, (刀,), groups=("狼",)),
    "卧底": RoleDef("卧底", BAD, (刀,), groups=("狼",), surface_camp=GOOD, surface_role="村民"),
    "先知": RoleDef("先知", GOOD, (查, 巡)),
    "医生": RoleDef("医生", GOOD, (护,)),
    "灵媒": RoleDef("灵媒", GOOD, (招,)),
    "猎手": RoleDef("猎手", GOOD, (枪,), listens=(on(DEATH, _hunter_dies),)),
    "村民": RoleDef("村民", GOOD, ()),
}


def give_badge(game: Game, seat_no: int) -> None:
    game.flags["badge"] = seat_no
    seat = game.seats[seat_no]
    if not any(s.defn is 传 for s in seat.skills):
        seat.skills.append(SkillSlot.of(传, "警徽"))


def weight(game: Game, seat_no: int) -> float:
    return 1.5 if game.flags.get("badge") == seat_no else 1.0


def _settle_kills(game):
    r = Resolver()

    def shielded(g, a):
        if not damage.hit(g, a.target, "刀", a.cause):
            a.cancel("被保护")

    r.on_before("刀", shielded)
    r.handle("刀", lambda g, a: die(g, a.target, a.cause))
    r.run(game, [Action("刀", actor, target, "刀") for actor, target in game.flags["kills"]])


NIGHT = (
    Step("S", "查与护", ("护", "查", "巡", "招")),
    Step("K", "刀", ("刀",)),
    Step("X", "刀结算", run=_settle_kills),
)


class Toy(Ruleset):
    id = "toy"
    title = "玩具规则"
    factions = (GOOD, BAD)
    roles = ROLES

    def listeners(self):
        return [on(RED_CARD, lambda game, seat, reason: game.flags.setdefault("red", []).append(seat)),
                on(DEATH, _badge_dies)]

    def validate_roster(self, roles):
        return None

    def deal(self, n, rng, options):
        roles = ["狼"] + ["村民"] * (n - 1)
        rng.shuffle(roles)
        return roles

    def new_ledger(self, game):
        """Called as each period opens (and for the first one, as the game is made)."""
        if game.period != "start":
            game.flags.setdefault("opened", []).append(game.period)

    def intake(self, game, inp: dict[str, Any]):
        kind = inp.get("kind")
        if kind == "action":
            return build_intent(game, inp, self.kind(game.period))
        if kind == "vote":
            game.seat(inp.get("by"))
            if self.kind(game.period) != "day":
                raise Refusal("投票只能在白天进行")
            if not game.seats[inp["by"]].alive:
                raise Refusal(f"{inp['by']}号 已出局，不能投票")
            return {"kind": "vote", "by": inp["by"], "for": inp.get("for")}
        raise Refusal(f"无法识别的输入：{kind}")

    def resolve(self, game, inbox):
        intents = [i for i in inbox if isinstance(i, Intent)]
        if self.kind(game.period) == "night":
            game.flags["kills"] = []
            run_steps(game, NIGHT, intents)
            triggers.settle(game)
        elif self.kind(game.period) == "day":
            ballots = [Ballot(v["by"], v["for"], weight(game, v["by"]))
                       for v in inbox if isinstance(v, dict) and v["kind"] == "vote"]
            best = top(tally(ballots))
            if len(best) == 1:
                die(game, best[0], "投票")
            triggers.settle(game)
        self.check_wins(game)
        damage.expire(game, game.period)

    def check_wins(self, game):
        if game.over:
            return
        bad = [s for s in game.seats.values() if s.alive and s.camp == BAD]
        good = [s for s in game.seats.values() if s.alive and s.camp == GOOD]
        if not bad:
            game.end(GOOD, "坏人全部出局")
        elif len(bad) >= len(good):
            game.end(BAD, "坏人不少于好人")


TOY = Toy()


def new(*roles: str, rng: int = 0, **kw) -> Game:
    """A toy game; seats are numbered from 1 in the order given."""
    return Game(TOY, [{"seat": i, "name": f"P{i}", "role": r} for i, r in enumerate(roles, 1)], rng=rng, **kw)


def act(by: int, skill: str, *targets: int, choice: Any = None) -> dict[str, Any]:
    inp: dict[str, Any] = {"kind": "action", "by": by, "skill": skill, "targets": list(targets)}
    if choice is not None:
        inp["choice"] = choice
    return inp


def vote(by: int, for_: int | None) -> dict[str, Any]:
    return {"kind": "vote", "by": by, "for": for_}


def to_night(game: Game, n: int = 1) -> Game:
    while game.period != f"night {n}":
        game.close()
    return game


def deaths(game: Game) -> list[tuple[str, int, str]]:
    return [(e["t"], e["seat"], e["cause"]) for e in game.events if e["type"] == "death"]


def of_type(game: Game, type_: str, **match: Any) -> list[dict[str, Any]]:
    return [e for e in game.events if e["type"] == type_ and all(e.get(k) == v for k, v in match.items())]


def traces(game: Game) -> list[str]:
    return [e["text"] for e in game.events if e["type"] == "trace"]


__all__ = ["TOY", "Toy", "GOOD", "BAD", "new", "act", "vote", "to_night", "deaths", "of_type", "traces",
           "give_badge", "die", "cards"]
