"""`bansha bot` starts (the path before the OneBot server runs, in-process): it keeps its token and notes
that a bot has started, which is what makes the players' pages show the bind card (issue 19). The slow
end-to-end test runs the real process; this one fails fast when the start path breaks."""
from __future__ import annotations

import nonebot

from bansha.bot import app
from bansha.service import bot_db
from bansha.store.db import connect


def test_the_bot_starts_and_notes_its_start(tmp_path, monkeypatch, capsys):
    ran = []
    monkeypatch.setattr(app, "setup", lambda *a, **k: ran.append("setup"))
    monkeypatch.setattr(nonebot, "run", lambda *a, **k: ran.append("run"))
    conn = connect(tmp_path)
    assert bot_db.meta(conn, "started") is None
    app.run(tmp_path, "127.0.0.1", 0, "tok", ["10001"], 0.01, 0.3, False)
    assert ran == ["setup", "run"]
    assert bot_db.meta(connect(tmp_path), "started") is not None
    assert "反向 WebSocket 地址" in capsys.readouterr().out
