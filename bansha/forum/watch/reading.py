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
    edit_pages: list[int] = []  # API pages that brought posts not seen before
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
    if edit_pages:
        _edit_marks(fetcher, address, edit_pages[0], [posts[pid] for pid in posts if pid not in known], notes)
    ordered = sorted(posts.values(), key=lambda p: (p.floor, p.pid))
    floors = (ordered[0].floor, ordered[-1].floor) if ordered else None
    return Reading(ordered, page, pages, mode, notes, floors)


def _edit_marks(fetcher: Fetcher, address: ThreadAddress, page: int, new: list[ForumPost], notes: list[str]) -> None:
    """Read the HTML pages holding the new posts for their edit marks. The page's ppp may differ from
    the API's, so the walk starts at the API's page and moves by the floors each page shows."""
    wanted = {p.pid: p for p in new}
    seen_pages: set[int] = set()
    for _ in range(MAX_PAGES):
        if not wanted or page in seen_pages or page < 1:
            break
        seen_pages.add(page)
        try:
            html = read_page(fetcher.get(address.html(page)), page)
        except ForumError as e:
            if e.transient:
                raise
            notes.append(f"未能读取网页版第{page}页确认编辑标记：{e.message}")
            return
        for p in html.posts:
            found = wanted.pop(p.pid, None)
            if found is not None and p.edit is not None:
                found.edit = p.edit
        if not wanted or not html.posts:
            break
        low = min(p.floor for p in wanted.values())
        if low < min(p.floor for p in html.posts):
            page = html.page - 1
        elif html.pages is not None and html.page < html.pages:
            page = html.page + 1
        else:
            break
    if wanted:
        notes.append("未能在网页版找到 " + "、".join(f"{p.floor}楼" for p in wanted.values()) + "，无法确认是否编辑过")
