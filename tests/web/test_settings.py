"""Issue #34 item 1: the web board's settings; unset WEB_LISTEN: no board, and nothing else changes."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from cogs.app.settings import ConfigError, Settings
from web.board import WebBoard
from web.settings import WebSettings

TOKEN = "aaaa.bbbb.cccc"


def test_item1_no_listen_address_means_no_board() -> None:
    assert WebSettings.from_env({}) is None
    assert Settings.from_env({"DISCORD_TOKEN": TOKEN}).web is None


def test_item1_an_empty_secret_is_made_per_start_and_never_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="catanbot.web"):
        first = WebSettings.from_env({"WEB_LISTEN": "127.0.0.1:8080"})
        second = WebSettings.from_env({"WEB_LISTEN": "127.0.0.1:8080"})
    assert first is not None and second is not None
    assert len(first.secret) == 32 and first.secret != second.secret
    assert first.public_url == "http://127.0.0.1:8080" and first.origin == "http://127.0.0.1:8080"
    assert "made a random one" in caplog.text
    assert first.secret.hex() not in caplog.text and repr(first.secret) not in caplog.text
    assert "secret" not in repr(first)


def test_item1_a_public_address_and_a_secret_are_taken_as_given() -> None:
    web = WebSettings.from_env({"WEB_LISTEN": "0.0.0.0:9000", "WEB_PUBLIC_URL": "https://Catan.example.org/",
                                "WEB_SECRET": "s" * 20})  # fmt: skip
    assert web is not None and (web.host, web.port) == ("0.0.0.0", 9000)
    assert web.public_url == "https://Catan.example.org" and web.origin == "https://catan.example.org"
    assert web.secret == b"s" * 20


@pytest.mark.parametrize(
    "env",
    [
        {"WEB_LISTEN": "8080"},
        {"WEB_LISTEN": "localhost:99999"},
        {"WEB_LISTEN": "localhost:8080", "WEB_PUBLIC_URL": "ftp://x"},
        {"WEB_LISTEN": "localhost:8080", "WEB_SECRET": "short"},
    ],
)
def test_item1_a_malformed_setting_stops_the_start_with_one_line(env: dict[str, str]) -> None:
    with pytest.raises(ConfigError) as refused:
        Settings.from_env({"DISCORD_TOKEN": TOKEN, **env})
    assert "\n" not in str(refused.value) and "WEB_" in str(refused.value)


async def test_item1_a_taken_port_is_said_in_one_line_and_the_bot_plays_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from cogs.app import web_board
    from tests.web.conftest import SECRET, open_board

    async with open_board(tmp_path) as board:
        await board.board.start()
        taken = WebSettings(host="127.0.0.1", port=board.board.port or 0, public_url="http://x", secret=SECRET)
        second = WebBoard(taken, board.service, board.board.hub.names, board.clock)
        with caplog.at_level(logging.ERROR, logger="catanbot.web"):
            await asyncio.wait_for(web_board.serve(second), 5)  # returns: nothing to serve
        assert "cannot listen" in caplog.text and "Traceback" not in caplog.text
        await board.board.stop()
