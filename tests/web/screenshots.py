"""Take the README's screenshots with Playwright: the director's console and a player's page,
on the demo game played into its second night. Not a test; run it by hand:

    .venv/bin/python tests/web/screenshots.py [docs/screenshots]
"""
from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bansha.web.server import DEMO_ID, prepare  # noqa: E402

PASSWORD = "screenshot-pass"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def play(store) -> None:
    """The demo game (night 1, the gargoyle already in) played on into night 2."""
    for inp in [
        {"kind": "action", "by": 1, "skill": "预言", "targets": [2]},
        {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]},
        {"kind": "close"},
        *[{"kind": "sheriff_vote", "by": s, "for": 1} for s in (1, 3, 4, 6, 7, 9, 11, 12)],
        *[{"kind": "sheriff_vote", "by": s, "for": 2} for s in (2, 5, 8, 10)],
        *[{"kind": "vote", "by": s, "for": 10} for s in (1, 3, 4, 6, 9, 11, 12)],
        *[{"kind": "vote", "by": s, "for": 1} for s in (2, 5, 8, 10)],
        {"kind": "close"},
    ]:
        store.record(DEMO_ID, inp, "seat:" + str(inp.get("by", "")) if inp["kind"] == "action" else "director")
    store.record(DEMO_ID, {"kind": "action", "by": 1, "skill": "预言", "targets": [5]}, "seat:1")
    store.record(DEMO_ID, {"kind": "action", "by": 5, "skill": "杀人", "targets": [3]}, "seat:5")


def main(out: Path) -> None:
    import uvicorn
    from playwright.sync_api import sync_playwright
    os.environ["BANSHA_PASSWORD"] = PASSWORD
    app = prepare(tempfile.mkdtemp(prefix="bansha-shots-"), demo=True)
    play(app.state.web.store)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=8765, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    base = "http://127.0.0.1:8765"
    out.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
            page = browser.new_page(viewport={"width": 1360, "height": 1250}, device_scale_factor=1)
            page.goto(f"{base}/login")
            page.fill("input[name=name]", "admin")
            page.fill("input[name=password]", PASSWORD)
            page.click("button[type=submit]")
            page.goto(f"{base}/games/{DEMO_ID}")
            page.screenshot(path=str(out / "console.png"), full_page=False)
            player = browser.new_page(viewport={"width": 520, "height": 1100}, device_scale_factor=1)
            player.goto(f"{base}/p/{app.state.demo_links[1]}")
            player.screenshot(path=str(out / "player.png"), full_page=False)
            browser.close()
    finally:
        server.should_exit = True
    print(f"wrote {out / 'console.png'} and {out / 'player.png'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
