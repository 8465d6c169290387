"""Polite HTTP for the watcher (httpx): one client, a per-forum rate limit (at least `gap` seconds
between two requests to one host), ``If-None-Match``/``If-Modified-Since`` where the forum served
validators (a 304 gives back the body kept from last time), a timeout, the login cookie of the
forum when the director gave one, and every failure turned into a `ForumError` saying what
happened (transient ones — timeouts, refused connections, 5xx — are retried later with backoff)."""
from __future__ import annotations

import time
from typing import Callable

import httpx

from .model import ForumError

USER_AGENT = "bansha-watch/0.1 (+forum vote counter; polls politely)"


def decode(resp: httpx.Response) -> str:
    """The body as text: the charset the forum names, else UTF-8, else GB18030 (older Discuz is GBK)."""
    charset = resp.charset_encoding
    if charset:
        try:
            return resp.content.decode(charset)
        except (LookupError, UnicodeDecodeError):
            pass
    for enc in ("utf-8", "gb18030"):
        try:
            return resp.content.decode(enc)
        except UnicodeDecodeError:
            continue
    return resp.content.decode("utf-8", "replace")


class Fetcher:
    def __init__(self, *, gap: float = 1.0, timeout: float = 10.0, cookie: Callable[[str], str | None] | None = None,
                 client: httpx.Client | None = None, sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], float] = time.monotonic):
        self.gap, self.timeout, self.cookie = gap, timeout, cookie
        self.client = client or httpx.Client(timeout=timeout, follow_redirects=True,
                                             headers={"User-Agent": USER_AGENT})
        self.sleep, self.clock = sleep, clock
        self.last: dict[str, float] = {}  # host → when the last request to it started
        self.kept: dict[str, tuple[str, str, str]] = {}  # url → (etag, last-modified, body)
        self.requests = 0
        self.unchanged = 0

    def close(self) -> None:
        self.client.close()

    def _wait_turn(self, host: str) -> None:
        last = self.last.get(host)
        if last is not None:
            wait = last + self.gap - self.clock()
            if wait > 0:
                self.sleep(wait)
        self.last[host] = self.clock()

    def get(self, url: str) -> str:
        host = httpx.URL(url).netloc.decode("ascii")  # host[:port]: one forum, as its thread addresses name it
        self._wait_turn(host)
        headers = {}
        kept = self.kept.get(url)
        if kept is not None:
            if kept[0]:
                headers["If-None-Match"] = kept[0]
            if kept[1]:
                headers["If-Modified-Since"] = kept[1]
        cookie = self.cookie(host) if self.cookie else None
        if cookie:
            headers["Cookie"] = cookie
        self.requests += 1
        try:
            resp = self.client.get(url, headers=headers, timeout=self.timeout)
        except httpx.TimeoutException:
            raise ForumError(f"论坛无响应（超过 {self.timeout:g} 秒）", transient=True) from None
        except httpx.HTTPError as e:
            raise ForumError(f"连不上论坛（{type(e).__name__}：{e}）", transient=True) from None
        if resp.status_code == 304 and kept is not None:
            self.unchanged += 1
            return kept[2]
        if resp.status_code >= 500:
            raise ForumError(f"论坛出错（HTTP {resp.status_code}）", transient=True)
        if resp.status_code == 404 and "api/mobile" in url:
            raise ForumError("论坛没有移动接口（HTTP 404）", mobile_off=True)
        if resp.status_code == 429:
            raise ForumError("论坛要求放慢（HTTP 429）", transient=True)
        if resp.status_code >= 400:
            raise ForumError(f"论坛拒绝了请求（HTTP {resp.status_code}）")
        body = decode(resp)
        etag, modified = resp.headers.get("ETag", ""), resp.headers.get("Last-Modified", "")
        if etag or modified:
            self.kept[url] = (etag, modified, body)
        return body
