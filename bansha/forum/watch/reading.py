"""Reading a thread's new pages: the mobile API of the same site first, the HTML page where the
site serves no API (remembered per thread as its `mode`); from the last page known on, page after
page while the thread has more (a page past the end answers with the last one, so a page that
repeats the one before ends the walk). Where the API was read and a page brought posts not seen
before, the same HTML page is read too for the edit marks the API drops."""
from __future__ import annotations

from dataclasses import dataclass, field

from .address import ThreadAddress
from .fetch import Fetcher
from .mobile import read_api
from .model import ForumError, ForumPost, PageRead
from .page import read_page

MAX_PAGES = 20  # pages read in one poll of one thread; the rest next time


@dataclass
class Reading:
    posts: list[ForumPost]
    page: int  # the last page read: where the next poll starts
    pages: int | None
    mode: str
    notes: list[str] = field(default_factory=list)
    floors: tuple[int, int] | None = None  # the lowest and highest floor on the pages read


def fetch_page(fetcher: Fetcher, address: ThreadAddress, page: int, mode: str, notes: list[str]) -> tuple[PageRead, str]:
    if mode == "api":
        try:
            return read_api(fetcher.get(address.api(page)), page), "api"
        except ForumError as e:
            if not e.mobile_off:
                raise
            notes.append(f"{e.message}：改读网页版帖子")
    return read_page(fetcher.get(address.html(page)), page), "html"


def read_thread(fetcher: Fetcher, address: ThreadAddress, start: int, mode: str, known: set[int]) -> Reading:
    notes: list[str] = []
    posts: dict[int, ForumPost] = {}
    page, last_pids, pages = max(1, start), None, None
    edit_pages: list[int] = []
    for _ in range(MAX_PAGES):
        read, mode = fetch_page(fetcher, address, page, mode, notes)
        pids = [p.pid for p in read.posts]
        if pids == last_pids:  # asked past the end: the forum answered the last page again
            break
        pages = read.pages
        page = read.page
        for p in read.posts:
            posts[p.pid] = p
        if mode == "api" and any(pid not in known for pid in pids):
            edit_pages.append(page)
        last_pids = pids
        if pages is not None and page >= pages:
            break
        if not read.posts:
            break
        page += 1
    for n in edit_pages:
        try:
            html = read_page(fetcher.get(address.html(n)), n)
        except ForumError as e:
            if e.transient:
                raise
            notes.append(f"未能读取网页版第{n}页确认编辑标记：{e.message}")
            continue
        for p in html.posts:
            if p.pid in posts and p.edit is not None:
                posts[p.pid].edit = p.edit
    ordered = sorted(posts.values(), key=lambda p: (p.floor, p.pid))
    floors = (ordered[0].floor, ordered[-1].floor) if ordered else None
    return Reading(ordered, page, pages, mode, notes, floors)
