"""NoneBot for the bot tests only: nonebug's own pytest plugin is off in the default options
(it would start NoneBot in every test session), so its fixtures are set up here."""
from __future__ import annotations

import os

import pytest

pytest.importorskip("nonebot")
pytest.importorskip("nonebug")
pytest_asyncio = pytest.importorskip("pytest_asyncio")

from .helpers import DIRECTOR  # noqa: E402


@pytest.fixture(scope="session")
def _nonebot(tmp_path_factory):
    import nonebot
    from nonebot.adapters.onebot.v11 import Adapter
    from nonebot.matcher import matchers
    from nonebug.provider import NoneBugProvider

    nonebot.init(_env_file=(os.devnull,), driver="~fastapi", log_level="WARNING",
                 bansha_data=str(tmp_path_factory.mktemp("bot-session")), bansha_directors=[DIRECTOR],
                 bansha_pace=0, bansha_background=False)
    matchers.set_provider(NoneBugProvider)
    nonebot.get_driver().register_adapter(Adapter)
    nonebot.load_plugin("bansha.bot.handlers")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def _lifespan(_nonebot):
    """NoneBot's lifespan (its task group runs the connect hooks), on the session's loop."""
    from nonebug.fixture import lifespan_ctx
    async with lifespan_ctx():
        yield


@pytest.fixture
def app(_lifespan):
    from nonebug import App
    return App()


@pytest.fixture
def plugin_hub(_nonebot, tmp_path, monkeypatch):
    """The plugin's hub, on this test's own data directory."""
    from bansha.bot import handlers
    from bansha.bot.hub import Hub
    hub = Hub(tmp_path / "data", [DIRECTOR])
    monkeypatch.setattr(handlers, "_hub", [hub])
    return hub
