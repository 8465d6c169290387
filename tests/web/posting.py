"""The director's side of 待发布 in a browser test: copy every post due now, in order, with its own button (read
back from the clipboard: the page needs clipboard permissions), mark each posted, and see nothing left to copy."""
from __future__ import annotations

from pathlib import Path


def copy_due(page, base: str, gid: str, shot: Path | None = None) -> list[str]:
    page.goto(f"{base}/games/{gid}/posts")
    if shot is not None:
        page.screenshot(path=str(shot), full_page=True)
    copied = []
    while page.locator(".due-post").count():
        first = page.locator(".due-post").first
        first.locator("button.copy").click()
        page.wait_for_selector(".due-post button.copy.copied")
        copied.append(page.evaluate("navigator.clipboard.readText()"))
        assert copied[-1] == first.locator("textarea").input_value()
        first.locator("button.mark-posted").click()
        page.wait_for_load_state()
    assert page.locator("button.copy").count() == 0 and "现在没有需要发布的公示" in page.text_content("#nothing-due")
    return copied
