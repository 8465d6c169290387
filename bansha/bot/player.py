"""A bound player's commands: bind, help, status (the engine's "who may act now"), an action,
a change, 撤回, 放弃 and 遗言. An action goes through exactly the web page's path
(`seat_submit.submit`: the engine judges it, the audit keeps it), so
the answers are the same words in both places."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bansha import present, wallclock
from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.engine.procedure import WORDS
from bansha.engine.game import Game
from bansha.service import audit, binding, links, outbox, seat_submit, seat_view, target_forms, timetable
from bansha.service.wording import input_text, period_label, when, zone
from bansha.store.games import Setup
from bansha.engine.skills import NUMBER, TEXT

from .parse import Command, Reading

if TYPE_CHECKING:
    from .hub import Hub

HELP = """指令（私聊发送）：
· 绑定 绑定码 —— 绑定你的座位（绑定码在你的私密链接页面上）
· 状态 —— 现在可以发动的技能、合法目标和截止时间
· 技能名 目标，例如：预言 5 、【预言】5号 、技能：毒药 目标：7号 、杀人 3 、交易 3 毒药
  截止前再发一次即为更改；撤回 技能名 —— 撤回尚未结算的提交
· 放弃 技能名 —— 本阶段放弃该技能
· 遗言 内容 —— 出局后提交遗言（提交后不能更改）；「放弃 遗言」不留遗言
· 群聊 内容 —— 发给你所在群（如狼人群）的其他成员；在多个群时写：群聊 群名 内容
· 解绑 —— 解除绑定
投票请在论坛投票帖中进行。"""

DIRECTOR_HELP = """导演指令：
· 导演 游戏 —— 列出游戏
· 导演 状态 [游戏] —— 已提交 / 未提交、步骤、时限
· 导演 推进 [游戏] [步骤] —— 推进结算（未提交的视为放弃）
· 导演 结算 [游戏] —— 结算本阶段（会先请你确认）"""


def help_text(is_director: bool) -> str:
    return HELP + ("\n\n" + DIRECTOR_HELP if is_director else "")


def readings(game: Game, seat_no: int) -> dict[str, Reading]:
    """How the words after each skill name of the game's ruleset read for this seat, from one look at what
    each skill declares it asks (`SkillDef.ask`): its listed choices and, for one asking an identity (暗杀's
    guess, 无尽追猎's asked identity), the pool's identities; what the seat may send now asking a text (摄魂's
    words, 情书, 报信) is that text, and one naming no seat that asks a number (078's 权威) takes it."""
    listed: dict[str, tuple[str, ...]] = {n: () for n in game.ruleset.skill_names()}
    defs = [s for role in game.ruleset.roles.values() for s in role.skills]
    defs += [slot.defn for slots in game.group_skills.values() for slot in slots]
    for s in defs:
        listed[s.name] = tuple(dict.fromkeys(listed.get(s.name, ()) + tuple(s.choices)
                                             + tuple(target_forms.pool(game, s))))
    texts, numbers = set(), set()
    for o in acting.openings(game, seat_no):
        d = o.slot.defn
        if d.ask is not None and d.ask.kind == TEXT:
            texts.add(o.skill)
        elif d.ask is not None and d.ask.kind == NUMBER and d.targets == 0 and not d.max_targets:
            numbers.add(o.skill)
    return {n: Reading(choices, n in texts, n in numbers) for n, choices in listed.items()}


def again_now(game: Game, seat_no: int, skill: str) -> bool:
    """The seat's use of `skill` this period has settled and the rules grant one more now (岚's ask after 没有存活):
    a message naming it is that further use, not a change of the settled one."""
    return acting.submitted_by(game, seat_no, skill) is None and any(
        o.skill == skill and o.again for o in acting.openings(game, seat_no))


def bind(hub: "Hub", user_id: str, self_id: str, code: str) -> str:
    if not code:
        return "请发送「绑定 绑定码」，绑定码在你的私密链接页面上（6 位字母和数字）。"
    if hub.attempts.blocked(user_id):
        return "绑定码错误次数过多，请十分钟后再试，或向导演确认绑定码。"
    link = binding.find(hub.conn, hub.secret, code)
    if link is None:
        hub.attempts.failed(user_id)
        return "绑定码无效或已失效（替补或重新生成链接后会换新的绑定码）。请在你的私密链接页面上查看。"
    b, ended = binding.bind(hub.conn, link, user_id, self_id)
    setup = hub.store.setup(link.game_id)
    game = hub.store.peek(link.game_id)
    seat = game.seats[link.seat]
    lines = [f"已绑定：{setup.title or setup.id} {link.seat}号 {link.player}（{seat.role}）。"]
    if any(e.user_id == user_id for e in ended):
        lines.append("你原先绑定的座位已解除。")
    lines.append("你的私信与群消息会由机器人发给你；发送「状态」查看现在可以做什么，「帮助」查看指令。")
    hub.touched.add(link.game_id)  # the seat's messages so far follow this reply
    return "\n".join(lines)


def handle(hub: "Hub", b: binding.Binding, setup: Setup, cmd: Command) -> str:
    if cmd.kind == "status":
        return status_text(hub, b, setup)
    link = binding.link_of(hub.conn, b)
    if cmd.kind == "withdraw":
        return withdraw(hub, link, setup, cmd.rest.strip())
    if cmd.kind == "pass":
        name = cmd.rest.strip().translate(str.maketrans("", "", "<>【】[]《》"))
        if not name:
            return "请写明放弃哪个技能，例如：放弃 毒药"
        seat_submit.submit(hub, link, {"kind": "pass", "by": link.seat, "skill": name})
        after(hub, b.game_id)
        if name == WORDS:
            return f"已记录：{link.seat}号 放弃遗言。放弃后不能再提交遗言。"
        return f"已记录：{link.seat}号 本阶段放弃<{name}>。放弃后不能再发动。"
    if cmd.kind == "words":
        text = cmd.rest.strip()
        if not text:
            return "请在「遗言」后写上遗言内容。"
        if len(text) > 2000:
            return "遗言过长（最多 2000 个字）。没有记录任何内容。"
        seat_submit.submit(hub, link, {"kind": "last_words", "by": link.seat, "text": text})
        after(hub, b.game_id)
        return "已记录遗言，将随公示发布。遗言提交后不能更改。"
    if cmd.kind == "action":
        return act(hub, link, setup, cmd)
    return "看不懂这条消息。发送「帮助」查看指令格式。"


def act(hub: "Hub", link: links.Link, setup: Setup, cmd: Command) -> str:
    inp: dict[str, Any] = {"kind": "action", "by": link.seat, "skill": cmd.skill, "targets": cmd.targets}
    if cmd.choice is not None:
        inp["choice"] = cmd.choice
    name = cmd.skill
    seq, replaced = seat_submit.submit(hub, link, inp, again_now(hub.store.peek(link.game_id), link.seat, name))
    game = hub.store.peek(link.game_id)
    lines = [f"已记录：{input_text(inp)}" + ("（替换了之前的提交）" if replaced else "")]
    if acting.submitted_by(game, link.seat, name) is not None:
        due = timetable.for_skill(timetable.deadlines(setup, game, hub.store.inputs(link.game_id)), game,
                                  link.seat, name)
        until = f"截止 {_at(due, setup)}（{due.what}）前" if due is not None and setup.start_date else "该步骤结算前"
        lines.append(f"{until}可以再发一次更改，或发送「撤回 {name}」撤回。")
    else:
        rule = game.ruleset.resubmit_rule
        lines.append("已结算，不能再更改" + (f"（{rule}）" if rule else "") + "。结果会私信发给你。")
    team_note(hub, link, game, name, f"{input_text(inp)}（{link.seat}号 代表团队提交）")
    after(hub, link.game_id)
    return "\n".join(lines)


def team_note(hub: "Hub", link: links.Link, game: Game, skill: str, what: str) -> None:
    """A team's one shared use: the other members see on their pages who submitted it; tell them."""
    groups = [g for g in game.groups_of(link.seat) if any(s.defn.name == skill for s in game.group_skills.get(g, ()))]
    if not groups:
        return
    bound = binding.of_game(hub.conn, link.game_id)
    for g in groups:
        for n in game.members(g):
            b = bound.get(n)
            if n != link.seat and b is not None:
                outbox.put(hub.conn, b.user_id, f"[{g}群] {what}", "team",
                           link.game_id, n, b.self_id)


def after(hub: "Hub", game_id: str) -> None:
    """What the input settled reaches every bound seat (queued right after this reply)."""
    hub.touched.add(game_id)


def withdraw(hub: "Hub", link: links.Link, setup: Setup, name: str) -> str:
    """Take back the seat's (or its team's) unsettled submission before its deadline, through the
    store's own check: an input a step has settled stays (its answer may be out)."""
    game = hub.store.peek(link.game_id)
    name = name.translate(str.maketrans("", "", "<>【】[]《》"))
    mine = [o.skill for o in acting.openings(game, link.seat)
            if o.submitted is not None and not o.reactive and acting.submitted_by(game, link.seat, o.skill) is not None]
    if not name:
        if len(mine) != 1:
            return ("现在没有可以撤回的提交（已结算的提交不能撤回）。" if not mine
                    else f"请写明撤回哪个技能：{'、'.join(f'撤回 {m}' for m in mine)}")
        name = mine[0]
    owner = acting.submitted_by(game, link.seat, name)
    seq = hub.store.earlier(link.game_id, "action", owner, name) if owner is not None else None
    if seq is None:
        return f"没有可以撤回的<{name}>提交（已结算的提交不能撤回）。"
    due = timetable.for_skill(timetable.deadlines(setup, game, hub.store.inputs(link.game_id)), game, link.seat, name)
    late = timetable.closed_reason(due, wallclock.now(), setup)
    inp = {"kind": "withdraw", "by": link.seat, "skill": name, "seq": seq}
    try:
        if late:
            raise Refusal(late)
        gone = hub.store.withdraw(link.game_id, seq)
    except Refusal as r:
        audit.log(hub.conn, link.game_id, link.seat, link.id, game.period, inp, "refused", r.reason)
        raise
    audit.log(hub.conn, link.game_id, link.seat, link.id, game.period, inp, "withdrawn", seq=seq)
    team_note(hub, link, game, name, f"{link.seat}号 撤回了团队的<{name}>")
    after(hub, link.game_id)
    return f"已撤回：{input_text(gone.payload)}。"


def _at(due: Any, setup: Setup) -> str:
    return when(due.at, zone(setup.tz), "%m-%d %H:%M") if hasattr(due.at, "astimezone") else str(due.at)


def status_text(hub: "Hub", b: binding.Binding, setup: Setup) -> str:
    """The seat's page in a few lines: who it is, what it may do now (the engine's answer, with
    only the legal targets and the deadline), what it has submitted, what has settled."""
    store = hub.store
    game, log = store.peek(b.game_id), store.inputs(b.game_id)
    players = links.players(hub.conn, b.game_id)
    page = seat_view.build(store, setup, game, log, b.seat, players)
    lines = [f"{setup.title or setup.id} · {page.seat}号 {page.name} · {page.role}（{page.camp}）"
             + ("" if page.alive else " · 已出局") + f" · 当前：{period_label(page.period)}"]
    if page.over:
        lines.append(f"游戏结束：{present.result(page.winner)}。")
        return "\n".join(lines)
    if not page.offers:
        lines.append("现在没有需要你提交的技能。")
    for o in page.offers:
        if o.again:
            lines.append(f"<{o.name}> 可以再次发动（另一次使用，不替换已结算的那次）：发送「{o.name} …」")
            continue
        head = f"<{o.name}>" + ("（已触发，提交后立即结算）" if o.triggered else "")
        targets = sorted({t for f in o.forms for t in f.targets})
        choices = [c for f in o.forms for c in f.choices]
        if o.needs:
            head += " 目标：" + ("、".join(f"{t}号" for t in targets) if targets else "现在没有合法目标")
        if choices:
            head += " 可选：" + "、".join(dict.fromkeys(choices))
        elif o.ask is not None:
            head += f" 需要：{o.ask.label}" + (f"（不超过{o.ask.limit}字，写在技能名之后）" if o.ask.kind == TEXT else "")
        if o.deadline is not None and setup.start_date:
            head += f"；截止 {_at(o.deadline, setup)}（{o.deadline.what}）"
        lines.append(head)
        if o.submitted is not None:
            by = f"（{o.submitted_by}号 代表团队）" if o.submitted_by and o.submitted_by != b.seat else ""
            lines.append(f"  已提交{by}：{input_text(o.submitted.payload)}。结算（或截止）前可以更改或撤回。")
        elif o.closed_reason:
            lines.append(f"  {o.closed_reason}")
        elif o.needs and targets:
            shown = [t for t in targets if t != b.seat] + [t for t in targets if t == b.seat]
            example = " ".join([o.name] + [str(t) for t in shown[:o.needs]] + choices[:1])
            lines.append(f"  发送：{example}" + ("；或「放弃 " + o.name + "」" if o.awaited else ""))
        elif not o.needs:
            lines.append(f"  发送：{' '.join([o.name] + choices[:1])}")
    if page.settled:
        lines.append("本阶段已结算：" + "；".join(page.settled))
    if page.last_words is not None and page.last_words.may:
        lines.append("你可以提交一次遗言：发送「遗言 内容」；不留遗言请发送「放弃 遗言」。")
    return "\n".join(lines)
