"""A made-up ruleset whose every private thing carries a unique marker, so a leak is visible.

Seat i plays role 秘角Aii (description 秘述Aii) holding night skill 秘技Aii, which answers its user
with feedback 秘讯Aii and leaves a director-only trace 秘迹Aii. Seats 1 and 2 form the group
秘群 (message 群讯X, shared team skill 群技X). Seat 3 carries a status it is told of (秘状A03);
seat 4 one only the director knows (导演状A04). Seat 6 goes out (and is told) at the end of the first
day, with last words (遗言) published when the period closes. Votes and cards are accepted and
settled plainly; nobody ever wins. Registered under the id "markers" by the web tests only."""
from __future__ import annotations

from typing import Any

from bansha.engine import cards, exits, procedure
from bansha.engine.errors import Refusal, ScenarioError
from bansha.engine.intake import build_intent
from bansha.engine.model import Status
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import Intent, RoleDef, SkillDef, 团队, 指定

MAX = 24
GROUP = "秘群"


def mark(kind: str, seat: int) -> str:
    return f"{kind}A{seat:02d}"


def _secret(game, intent: Intent) -> None:
    game.feedback(intent.actor, intent.skill, mark("秘讯", intent.actor), intent.target)
    game.trace(mark("秘迹", intent.actor) + f" → {intent.target}号")


def _team(game, intent: Intent) -> None:
    game.group_message(GROUP, f"群讯X：群技X 指向 {intent.target}号")


TEAM = SkillDef("群技X", "night", frozenset({团队, 指定}), team=GROUP, allow_self=False, effect=_team,
                description="秘群共享的技能")


def _role(i: int) -> RoleDef:
    skill = SkillDef(mark("秘技", i), "night", frozenset({指定}), allow_self=False, effect=_secret,
                     description=mark("秘述", i) + "的技能")
    skills = (skill, TEAM) if i <= 2 else (skill,)
    return RoleDef(mark("秘角", i), f"阵营{mark('秘营', i)}", skills, groups=(GROUP,) if i <= 2 else (),
                   description=mark("秘述", i))


class Markers(Ruleset):
    id = "markers"
    title = "标记测试规则"
    factions = ()
    roles = {r.name: r for r in (_role(i) for i in range(1, MAX + 1))}

    def validate_roster(self, roles: list[str]) -> None:
        if len(set(roles)) != len(roles):
            raise ScenarioError("seats", "each role once")

    def deal(self, n: int, rng, options) -> list[str]:
        if not 3 <= n <= MAX:
            raise ScenarioError("seats", f"3–{MAX} seats")
        return [mark("秘角", i) for i in range(1, n + 1)]

    def setup(self, game) -> None:
        super().setup(game)
        for seat in game.seats.values():
            game.notice(seat.no, f"你的身份是{seat.role}")
        game.group_message(GROUP, "群讯X：秘群成立")
        if 3 in game.seats:
            game.seats[3].statuses.append(Status(mark("秘状", 3), audience=(3,)))
        if 4 in game.seats:
            game.seats[4].statuses.append(Status(mark("导演状", 4)))

    def intake(self, game, inp: dict[str, Any]) -> Any:
        kind = inp.get("kind")
        if kind == "action":
            return build_intent(game, inp, self.kind(game.period))
        if kind in ("vote", "sheriff_vote"):
            game.seat(inp.get("by"))
            return {"kind": kind, "by": inp["by"], "for": inp.get("for")}
        if kind == "post":
            game.seat(inp.get("by"))
            return {"kind": "post", "by": inp["by"], "text": str(inp.get("text", ""))}
        if kind == "card":
            game.seat(inp.get("to"))
            return {"kind": "card", "to": inp["to"], "card": inp["card"], "reason": inp.get("reason", "")}
        if kind == "last_words":
            return procedure.last_words(game, inp)
        raise Refusal(f"无法识别的输入：{kind}")

    def resolve(self, game, inbox) -> None:
        procedure.publish_last_words(game, inbox)
        for item in inbox:
            if isinstance(item, Intent):
                item.consumed = True
                item.slot.defn.effect(game, item)
            elif item["kind"] == "card":
                cards.give(game, item["to"], item["card"], item.get("reason") or "导演判罚")
        if self.kind(game.period) == "day":
            game.announce(f"公示：{game.period} 结束")
            if 6 in game.seats and game.seats[6].alive:  # seat 6 goes out at the first day's end, told, with last words
                exits.leave(game, 6, "秘出局A06", told=True)
                procedure.grant_last_words(game, 6)

    def check_wins(self, game) -> None:
        return None


RULESET = Markers()
