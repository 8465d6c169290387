"""The web server's request and error log: one line per request (time, address, method, path,
status, milliseconds) and the traceback of every error, in `bansha-web.log` in the data
directory. A seat link is a secret, so its token is cut to six characters in the log."""
from __future__ import annotations

import logging
import re
import time
from pathlib import Path
from typing import Any

LOG = logging.getLogger("bansha.web")
_TOKEN = re.compile(r"^/p/([A-Za-z0-9_-]{6})[A-Za-z0-9_-]+")


def to_file(directory: Any) -> Path:
    """Send the log to `bansha-web.log` in the data directory (once per process)."""
    path = Path(directory) / "bansha-web.log"
    if not any(getattr(h, "baseFilename", None) == str(path.resolve()) for h in LOG.handlers):
        handler = logging.FileHandler(path, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
    return path


def masked(path: str) -> str:
    return _TOKEN.sub(r"/p/\1…", path)


class RequestLog:
    """Plain ASGI middleware: logs each request when its response starts, and any error."""

    def __init__(self, app: Any):
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        path = masked(scope.get("path", ""))
        client = (scope.get("client") or ("?",))[0]

        async def logged(message: Any) -> None:
            if message["type"] == "http.response.start":
                ms = (time.perf_counter() - start) * 1000
                LOG.info("%s %s %s %s %.0fms", client, scope.get("method"), path, message.get("status"), ms)
            await send(message)

        try:
            await self.app(scope, receive, logged)
        except Exception:
            LOG.exception("%s %s %s failed", client, scope.get("method"), path)
            raise
