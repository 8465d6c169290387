"""What the director sets (from `bansha watch` or the console), checked before it is kept: a
thread address per thread kind of the open day, the 跟帖 switch and interval, the forum's login
cookie, and the seat of an account the watcher could not place. Mistakes are refused in Chinese."""
from __future__ import annotations

from bansha.engine.errors import Refusal
from bansha.store.games import Store

from . import authors, tables
from .address import parse_address
from .ingest import THREADS

MIN_EVERY = 10.0  # seconds: polling a forum more often than this is not polite


def kinds_of(game) -> dict[str, str]:
    """The thread kinds the game's ruleset reads, as `bansha thread --thread` names them."""
    return {k: v for k, v in THREADS.items() if k in game.ruleset.threads}


def attach(store: Store, game_id: str, kind: str, address: str) -> tables.Thread:
    game = store.open(game_id)
    kinds = kinds_of(game)
    if kind not in kinds:
        raise Refusal(f"本规则没有“{kind}”帖：可以跟的帖子是 {'、'.join(f'{k}（{v}）' for k, v in kinds.items())}")
    if game.over:
        raise Refusal("游戏已经结束，不再跟帖")
    if not str(game.period).startswith("day"):
        raise Refusal("帖子按天挂：现在不是白天，请在这一天开始后再填写帖子地址")
    try:
        where = parse_address(address)
    except ValueError as e:
        raise Refusal(str(e)) from None
    for th in tables.threads(store.conn, game_id, game.period):
        if th.kind != kind and th.base == where.base and th.tid == where.tid:
            raise Refusal(f"这个帖子已经作为{THREADS.get(th.kind, th.kind)}挂在今天了")
    th = tables.attach(store.conn, game_id, str(game.period), kind, address.strip(), where.base, where.tid)
    tables.log(store.conn, game_id, f"{game.period}：{THREADS[kind]} ← {address.strip()}")
    return th


def switch(store: Store, game_id: str, running: bool, every: float | None = None) -> None:
    store.setup(game_id)  # refuses an unknown game
    fields: dict = {"running": 1 if running else 0}
    if every is not None:
        if every < MIN_EVERY:
            raise Refusal(f"读取间隔至少 {MIN_EVERY:g} 秒（请对论坛客气一点）")
        fields["every"] = every
    tables.update_game(store.conn, game_id, **fields)
    tables.log(store.conn, game_id, "跟帖已开启" if running else "跟帖已关闭")


def place(store: Store, game_id: str, who: str, seat_text: str) -> str:
    """The director places an account (``名字`` or ``uid:N``) on a seat, or ``-`` / 不是玩家; says what was set."""
    game = store.open(game_id)
    found = authors.find_account(store.conn, game_id, who)
    if found is None:
        raise Refusal(f"没有读到过论坛账号“{who}”的发言")
    uid, author = found
    text = seat_text.strip()
    if text in ("-", "不是玩家", "导演", "观众", "0"):
        seat = None
    elif text.isdecimal() and int(text) in game.seats:
        seat = int(text)
    else:
        raise Refusal(f"座位应是 1–{len(game.seats)} 的号码，或“-”（不是玩家），而不是 {seat_text}")
    names = authors.players(store.conn, game_id, game)
    authors.place(store.conn, game_id, uid, author, seat, names)
    said = f"论坛账号 {author}（uid {uid}）是{f'{seat}号（{names[seat]}）' if seat else '不是玩家'}"
    tables.log(store.conn, game_id, f"导演确认：{said}")
    return said


def set_cookie(store: Store, game_id: str, cookie: str, address: str | None = None) -> list[str]:
    """Keep the login cookie for the forum(s) of the game's threads (or of `address`)."""
    hosts = {parse_address(address).host} if address else {parse_address(th.address).host
                                                             for th in tables.threads(store.conn, game_id)}
    if not hosts:
        raise Refusal("请先填写帖子地址，再设置这个论坛的登录 Cookie")
    for host in hosts:
        tables.set_cookie(store.conn, host, cookie.strip())
    return sorted(hosts)
