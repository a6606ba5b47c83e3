"""Start-up errors, the command registration payload against Discord's limits, and token hygiene."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import discord
import pytest

from cogs.app.client import CatanBot, ShardedCatanBot, create_bot
from cogs.app.settings import ConfigError, Settings
from service import GameService
from tools.fakediscord import FakeDiscord
from tools.fakediscord.limits import check_commands

ROOT = Path(__file__).resolve().parents[3]
FAKE_TOKEN = "MTIz.NDU2.Nzg5"


def _settings(tmp_path: Path, **env: str) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": FAKE_TOKEN, "DATABASE_PATH": str(tmp_path / "x.sqlite3"), **env})


def test_settings_defaults_and_errors(tmp_path: Path) -> None:
    s = _settings(tmp_path)
    assert s.dev_guild_id is None and s.log_level == "INFO" and FAKE_TOKEN not in repr(s)
    for env, needle in (
        ({"DISCORD_TOKEN": ""}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "not a token"}, "does not look like"),
        ({"DISCORD_TOKEN": FAKE_TOKEN, "DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID"),
        ({"DISCORD_TOKEN": FAKE_TOKEN, "LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
    ):
        with pytest.raises(ConfigError, match=needle):
            Settings.from_env(env)


def test_bot_offer_wait_seconds_default_setting_and_error(tmp_path: Path) -> None:
    """How long a built-in player's offer waits for people (issue #22 item 4): 45 s unless set."""
    assert _settings(tmp_path).bot_offer_wait_seconds == 45.0
    assert _settings(tmp_path, BOT_OFFER_WAIT_SECONDS="0").bot_offer_wait_seconds == 0.0
    with pytest.raises(ConfigError, match="BOT_OFFER_WAIT_SECONDS must be"):
        _settings(tmp_path, BOT_OFFER_WAIT_SECONDS="soon")
    with pytest.raises(ConfigError, match=r"BOT_OFFER_WAIT_SECONDS .* \(0: no wait\), not '-5'"):
        _settings(tmp_path, BOT_OFFER_WAIT_SECONDS="-5")  # issue #29 item 23: was silently 0


def test_item23_bad_numeric_settings_are_refused_not_bent_into_range(tmp_path: Path) -> None:
    """Issue #29 item 23: AFK_HOURS=0 silently became 36 s and REMINDER_CHECK_SECONDS=0 became 1; every
    number read from the environment is now taken as written or refused with one line naming its range."""
    bad = ("0", "-1", "nan", "inf", "-inf", "1_2", "１２", "12h", "1e400", "0x10")
    for name, too_big in (
        ("AFK_HOURS", "8761"),
        ("REMINDER_CHECK_SECONDS", "86401"),
        ("BOT_PACE_SECONDS", "61"),
        ("BOT_OFFER_WAIT_SECONDS", "3601"),
        ("BACKGROUND_CACHE_MB", "65537"),
    ):
        for text in (*bad, too_big):
            if text == "0" and (name.startswith("BOT_") or name == "BACKGROUND_CACHE_MB"):
                continue  # 0 means something for these (below)
            with pytest.raises(ConfigError) as caught:
                _settings(tmp_path, **{name: text})
            message = str(caught.value)
            assert message.startswith(f"{name} must be a number of ") and f"not {text!r}" in message, message
            assert "\n" not in message
    assert _settings(tmp_path, AFK_HOURS="0.5").afk_hours == 0.5
    assert _settings(tmp_path, AFK_HOURS=" 48 ").afk_hours == 48.0
    assert _settings(tmp_path, REMINDER_CHECK_SECONDS="1").reminder_check_seconds == 1.0
    assert _settings(tmp_path, REMINDER_CHECK_SECONDS="").reminder_check_seconds == 60.0  # empty: the default
    # 0 has one documented meaning where it is allowed: none of that pause.
    assert _settings(tmp_path, BOT_PACE_SECONDS="0").bot_pace_seconds == 0.0
    assert _settings(tmp_path, BOT_OFFER_WAIT_SECONDS="0").bot_offer_wait_seconds == 0.0
    _settings(tmp_path, BACKGROUND_CACHE_MB="0")  # issue #32: no background kept, each drawn (the render workers read it)
    with pytest.raises(ConfigError, match=r"BOT_PACE_SECONDS must be a number of seconds from 0 to 60 \(0: no pause\)"):
        _settings(tmp_path, BOT_PACE_SECONDS="-0.5")
    assert _settings(tmp_path).quick_check and not _settings(tmp_path, DATABASE_QUICK_CHECK="0").quick_check
    with pytest.raises(ConfigError, match=r"DATABASE_QUICK_CHECK must be 1 .* or 0 \(off\), not 'yes'"):
        _settings(tmp_path, DATABASE_QUICK_CHECK="yes")
    # Ids are ASCII digits: a superscript or full-width digit passed str.isdigit() and then broke int().
    for name, text in (("DEV_GUILD_ID", "１２３"), ("DEV_GUILD_ID", "12²"), ("SHARD_COUNT", "²")):
        with pytest.raises(ConfigError, match=name):
            _settings(tmp_path, **{name: text})


def test_item23_the_example_token_is_named_as_the_placeholder_not_as_missing(tmp_path: Path) -> None:
    """Issue #29 item 23: the token .env.example ships with said "DISCORD_TOKEN is not set"."""
    example = (ROOT / ".env.example").read_text()
    placeholder = next(line.split("=", 1)[1] for line in example.splitlines() if line.startswith("DISCORD_TOKEN="))
    with pytest.raises(ConfigError) as caught:
        Settings.from_env({"DISCORD_TOKEN": placeholder})
    assert str(caught.value).startswith("DISCORD_TOKEN is still the placeholder from .env.example, not a bot token.")
    with pytest.raises(ConfigError, match="DISCORD_TOKEN is not set"):
        Settings.from_env({"DISCORD_TOKEN": "  "})


def test_item23_a_bad_setting_stops_the_bot_in_one_line(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "bot.py"], cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": FAKE_TOKEN, "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
             "HOME": str(tmp_path), "AFK_HOURS": "0"},
    )  # fmt: skip
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr == "catanbot: AFK_HOURS must be a number of hours from 0.01 to 8760, not '0'.\n"


def test_missing_token_gives_one_line_not_a_traceback(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "bot.py"], cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
             "HOME": str(tmp_path)},
    )  # fmt: skip
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "DISCORD_TOKEN is not set" in run.stderr and "Traceback" not in run.stderr


async def _command_payload(tmp_path: Path) -> list[dict]:
    """Every command of the bot (its cogs and the rule sets'), as registered with Discord."""
    service = await GameService.open(tmp_path / "commands.sqlite3")
    try:
        bot = CatanBot(_settings(tmp_path), service=service)  # wired at once: its cogs are built
        for cog in bot.own_cogs:
            await bot.add_cog(cog)
        return [command.to_dict(bot.tree) for command in bot.tree.get_commands()]
    finally:
        await service.close()


def _tree(command: dict) -> set[str]:
    """'catan build road'-style paths of every subcommand."""
    out = set()
    for option in command.get("options") or []:
        if option["type"] == 1:
            out.add(f"{command['name']} {option['name']}")
        elif option["type"] == 2:
            out |= {f"{command['name']} {path}" for path in _tree(option)}
    return out


async def test_command_registration_payload_respects_discord_limits(tmp_path: Path) -> None:
    payload = await _command_payload(tmp_path)
    problems = check_commands(payload)
    assert problems == [], problems
    # Generic names collide with other bots: everything lives under the one /catan command.
    assert [c["name"] for c in payload] == ["catan"]
    paths = _tree(payload[0])
    assert {"catan new", "catan roll", "catan end", "catan buy", "catan build road", "catan build city",
            "catan robber", "catan steal", "catan discard", "catan play knight", "catan trade offer",
            "catan trade accept", "catan trade bank", "catan hand", "catan board", "catan status", "catan history log",
            "catan help", "catan quit"} <= paths  # fmt: skip
    assert len(payload[0]["options"]) <= 25


async def test_invalid_token_is_reported_in_one_line(tmp_path: Path) -> None:
    async with FakeDiscord(token="MTIz.right.token") as fd:
        assert fd.token != FAKE_TOKEN
        bot = CatanBot(Settings.from_env({"DISCORD_TOKEN": FAKE_TOKEN, "DATABASE_PATH": str(tmp_path / "d.sqlite3")}))
        with pytest.raises(discord.LoginFailure):
            await bot.login(FAKE_TOKEN)
        await bot.close()


def test_settings_shard_count_and_ids(tmp_path: Path) -> None:
    plain = _settings(tmp_path)
    assert plain.shard_count is None and plain.shard_ids is None and not plain.sharded
    assert type(create_bot(plain)) is CatanBot  # unset: one connection, as before
    s = _settings(tmp_path, SHARD_COUNT="4", SHARD_IDS="3, 2")
    assert (s.shard_count, s.shard_ids) == (4, (2, 3))
    bot = create_bot(s)
    assert isinstance(bot, ShardedCatanBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_count == 4 and bot.shard_ids == [2, 3]
    # A guild belongs to shard (guild_id >> 22) % 4: this process owns shards 2 and 3 only.
    assert [s.owns_guild((k << 22) | 12345) for k in range(8)] == [False, False, True, True] * 2
    every = _settings(tmp_path, SHARD_COUNT="2")
    assert every.shard_ids is None and every.owns_guild(0) and every.owns_guild(1 << 22)
    for env, needle in (
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "zero"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0;1"}, "separated by commas"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "names a shard twice"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "4"}, "below SHARD_COUNT"),
    ):
        with pytest.raises(ConfigError, match=needle) as caught:
            _settings(tmp_path, **env)
        assert "\n" not in str(caught.value)


def test_bad_shard_settings_give_one_line_not_a_traceback(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "bot.py"], cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": FAKE_TOKEN, "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
             "HOME": str(tmp_path), "SHARD_COUNT": "2", "SHARD_IDS": "2"},
    )  # fmt: skip
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "SHARD_IDS must be below SHARD_COUNT" in run.stderr
