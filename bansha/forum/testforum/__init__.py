"""A Discuz!-X-compatible test forum of the project's own (FastAPI), for the watcher's tests and for
trying `bansha watch` by hand (`bansha testforum`): threads in pages of ``ppp`` posts served both as
the mobile API v4 JSON and as the HTML page, with the pitfalls real forums have (see `render`), a
control API for scripts (``/_testforum/…``: post, edit, delete, 屏蔽, faults) and its state kept in
a JSON file, so a stopped and restarted forum still has its posts."""
