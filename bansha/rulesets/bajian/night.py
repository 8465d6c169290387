"""The night, flow step 4, in the seed's order (0)–(11), with Q2's checkpoints as steps: 30分
(a burned guard is told), 60分 (炎盾 burns of the other 特权, then 业炎, then 天眼/隼眼 answers).

(10) each 指杀 settles independently through the checks in their written order; (11) the 毒药
flow, which also takes tonight's wolf 指杀 under 捕猎; then 枪击 (no slot in (10)/(11): BJ-A08).
An exit offers 最后一枪 at once; the shot settles within the night."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha.engine import triggers
from bansha.engine.order import Step
from bansha.engine.resolution import Action, Resolver

from . import camps, wins
from .common import ELDER, KING, label
from .conscription import vacancies
from .exits import exit_seat
from .roles._kit import uses_tonight
from .roles.red_wolf import judge_burns, judge_karma

if TYPE_CHECKING:
    from .state import BjGame


def _burned(game: "BjGame", a) -> bool:
    return game.seats[a.target].has_status("烧伤")


def _k_hidden(game: "BjGame", a):
    if a.target in game.ledger.hidden:
        a.cancel("1.被指杀的角色是<雪隐>的目标，指杀无效")


def _k_burned(game: "BjGame", a):
    if _burned(game, a):
        a.data["burned"] = True
        game.trace(f"{a.cause}→{a.target}号 2.被指杀的角色被烧伤：出局（守护与救药均无法救回）")


def _k_guard(game: "BjGame", a):
    if not a.data.get("burned") and a.target in game.ledger.guards:
        a.cancel("3.被指杀的角色是<守护之盾>的目标，指杀无效")


def _k_king(game: "BjGame", a):
    if not a.data.get("burned") and game.seats[a.target].role == KING:
        a.cancel("4.被指杀的角色是狼王，指杀无效")


def _k_elder(game: "BjGame", a):
    """Check 5; option `long_life = 每晚一次` is E4's 「原版规则中长老每晚都有两条命」 (可视情况…修改增强)."""
    nightly = game.options["long_life"] == "每晚一次"
    hit = game.ledger.elder_hit if nightly else game.state.elder_hit
    if not a.data.get("burned") and game.seats[a.target].role == ELDER and not hit:
        if nightly:
            game.ledger.elder_hit = True
        else:
            game.state.elder_hit = True
        a.cancel("5.被指杀的角色是未被有效指杀过的村长：视为被有效指杀，触发<长寿之命>不出局"
                 + ("（每晚一次）" if nightly else ""))


def _k_save(game: "BjGame", a):
    saves = game.ledger.saves
    if not a.data.get("burned") and a.target in saves:
        saves.remove(a.target)
        a.cancel("6.被指杀的角色是<救药>的目标：该次指杀抵消一次<救药>，其不出局")


def _p_hidden(game: "BjGame", a):
    if a.target in game.ledger.hidden:
        a.cancel("1.<毒药>对象是<雪隐>的目标，毒药无效")


def _p_sole_guard(game: "BjGame", a):
    if game.ledger.guards == [a.target]:
        a.cancel("2.<毒药>对象是<守护之盾>的唯一目标，毒药无效")


def _kill_out(game: "BjGame", a):
    exit_seat(game, a.target, a.cause)


def _poison_out(game: "BjGame", a):
    exit_seat(game, a.target, a.cause, poisoned=True)


def kill_resolver() -> Resolver:
    r = Resolver()
    for hook in (_k_hidden, _k_burned, _k_guard, _k_king, _k_elder, _k_save):
        r.on_before("指杀", hook)
    r.handle("指杀", _kill_out)
    r.on_before("毒药", _p_hidden)
    r.on_before("毒药", _p_sole_guard)
    r.handle("毒药", _poison_out)
    return r


def _offers(game: "BjGame") -> bool:
    """最后一枪 offers made by the exits settle now (the shot exits after the hunter)."""
    triggers.settle(game, wait=game.live and not game.forcing)
    return not game.offers


def checkpoint_30(game: "BjGame") -> None:
    """30分: a guard who used 守护之盾 on tonight's 炎盾 target is burned and told."""
    judge_burns(game, ("守护",))


def team_kill(game: "BjGame") -> None:
    """(5) 杀人, with Q7: a 魔音-forced 杀人 on another target than the pack's makes the team 杀人
    fail tonight; on the same target it goes ahead; the bewitched wolf is told after the kill."""
    L = game.ledger
    own = L.team_kill
    if L.forced_kill is None:
        if own is not None:
            L.kills.insert(0, (*own, "杀人"))
        return
    wolf, target = L.forced_kill
    if own is None or own[1] == target:
        L.kills.insert(0, (wolf if own is None else own[0], target, "杀人"))
        game.trace(f"<魔音><杀人>→{target}号：与鹫狼、猎狼的目标相同（或其未决定），对此目标成功发动<杀人>")
    else:
        game.trace(f"<魔音><杀人>→{target}号 与鹫狼、猎狼决定的{own[1]}号不同：<杀人>技能在当晚失效")
    game.notice(wolf, f"[你被吹笛迷惑，对{label(game, target)}使用了<杀人>技能]")


def checkpoint_60(game: "BjGame") -> None:
    """60分: 炎盾 burns (seer, witch, hunter, elder), then 业炎 (先判定炎盾再判定业炎), then the
    天眼 and 隼眼 answers from the whole night's use log."""
    judge_burns(game, ("预言家", "女巫", "猎人", ELDER))
    judge_karma(game)
    uses = uses_tonight(game)
    for actor, target, skill, key in game.ledger.looks:
        by = [f"对{label(game, t)}使用了<{s}>" for a, s, ts in uses if a == target for t in ts]
        by += [f"使用了<{s}>" for a, s, ts in uses if a == target and not ts]
        on = [f"<{s}>" for a, s, ts in uses if target in ts]
        result: dict[str, Any] = {"对谁使用了什么技能": by, "被使用了哪些技能": on}
        if skill == "隼眼":
            seat = game.seats[target]
            result = {"身份": seat.role, "阵营": game.ruleset.camp_of(game, target), **result}
        to = [actor]
        piper = game.ledger.forced_looks.get(key)
        if piper is not None:
            to.append(piper)
        for n in to:
            game.feedback(n, skill, result, target)


def settle_kills(game: "BjGame"):
    """(10) 每次指杀依次独立结算; under 捕猎 tonight's wolf 指杀 go to the 毒药 flow instead."""
    L = game.ledger
    if not L.kills_done:
        L.kills_done = True
        kills, L.hunted = [], []
        for actor, target, cause in L.kills:
            if L.hunt:
                game.trace(f"{cause}→{target}号：<捕猎>，视为毒药")
                L.hunted.append(Action("毒药", actor, target, cause))
            else:
                kills.append(Action("指杀", actor, target, cause))
        kill_resolver().run(game, kills)
    return _offers(game)


def settle_poisons(game: "BjGame"):
    """(11) 毒药结算 (the 狼王's first-exit immunity is exit_seat's 统领)."""
    L = game.ledger
    if not L.poisons_done:
        L.poisons_done = True
        acts = L.hunted + [Action("毒药", w, t, "毒药") for w, t in L.poisons]
        kill_resolver().run(game, acts)
    return _offers(game)


def settle_shots(game: "BjGame"):
    """枪击 (修正) 使其出局: after the 毒药 flow; stopped only by 统领 and 避险."""
    L = game.ledger
    if not L.shots_done:
        L.shots_done = True
        for hunter, target in L.shots:
            exit_seat(game, target, "枪击")
    return _offers(game)


def perceive(game: "BjGame") -> None:
    """每个游戏日夜晚所有行动结束后: 感知, then the win checks."""
    camps.tell_changes(game)
    wins.check(game)


def _refill_awaited(game: "BjGame"):
    out = []
    for n, s in game.seats.items():
        if s.alive and s.role in (KING, ELDER) and vacancies(game, s.role):
            out.append((n, "征召"))
    return out


# 关门后…该时间内: every input of the night may be sent from the moment the 征召 slot has settled (the
# recruits are told at 15分), within its own deadline; the steps still settle in the seed's order.
OPEN = ("(0)",)

NIGHT_ORDER: tuple[Step, ...] = (
    Step("(0)", "狼王、长老：选择<征召>的目标", ("征召",), needs=(), awaits=_refill_awaited,
         deadline="recruit"),
    Step("(1)", "吹笛者：选择<吹笛>的目标，选择<魔音>的目标", ("吹笛", "魔音"), opens=OPEN, deadline="first_half"),
    Step("(2)", "赤狼：选择<炎盾>的目标，选择是否发动<业炎>", ("炎盾", "业炎"), opens=OPEN, deadline="first_half"),
    Step("(3)", "雪狼：选择<雪隐>的目标，选择是否发动<暴风雪>", ("雪隐", "暴风雪"), opens=OPEN, deadline="first_half"),
    Step("(4)", "守护：选择<守护之盾>的目标", ("守护之盾",), opens=OPEN, deadline="first_half"),
    Step("30分", "告知被烧伤的守卫", run=checkpoint_30),
    Step("(5)报信", "鹫狼、猎狼：决定<报信>的内容，选择是否发动<捕猎>", ("报信", "捕猎"), opens=OPEN, deadline="first_half"),
    Step("(5)", "鹫狼、猎狼：选择<杀人>的目标", ("杀人",), opens=OPEN, deadline="kill"),
    Step("(5)团队", "<杀人>（魔音迷惑时比较目标）", run=team_kill),
    Step("(6)", "狼王：选择<冲锋>的目标，选择<激励>的目标", ("冲锋", "激励"), opens=OPEN, deadline="kill"),
    Step("(7)", "猎人：选择<枪击>的目标", ("枪击",), opens=OPEN, deadline="hour"),
    Step("(8)通灵", "女巫：执行<通灵>（在45分告知女巫刀法）", ("通灵",), needs=("(6)",)),
    Step("(8)", "女巫：选择<救药>、<毒药>目标", ("救药", "毒药"), opens=("(8)通灵",), deadline="witch"),
    # 在45分后对于预言的<验人>可以立即反馈 (Q2), and 天眼 may follow its answer (Q3)
    Step("(9)验人", "预言家：选择<预言>（验人）的目标", ("验人",), at_once=True, needs=("(6)",), opens=OPEN,
         deadline="hour"),
    Step("(9)", "预言家：选择<天眼>的目标；鹫狼：选择<隼眼>的目标", ("天眼", "隼眼"), opens=OPEN,
         needs=("(7)", "(9)验人"), deadline="hour"),  # not the witch's: her half hour may run past 60分,
    Step("60分", "炎盾、业炎判定；<天眼><隼眼>反馈", run=checkpoint_60),
    Step("(10)", "每次指杀依次独立结算", run=settle_kills, deadline="kills_offer"),
    Step("(11)", "毒药结算", run=settle_poisons, deadline="poisons_offer"),
    Step("枪击", "<枪击>结算", run=settle_shots, deadline="shots_offer"),
    Step("感知", "所有行动结束后：混血儿<感知>", run=perceive),
)
