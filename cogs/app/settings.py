"""The bot's settings, read from the environment (and ``.env``). Never logs or prints the token."""

from __future__ import annotations

import logging
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from db.backend import backend_of
from db.config import DEFAULT_DATABASE_PATH
from rendering.background import DEFAULT_CACHE_MB
from web.settings import WebSettings

HOW_TO_SET_TOKEN = (
    "Set DISCORD_TOKEN in .env (copy .env.example to .env and paste your bot token from "
    "https://discord.com/developers/applications → your app → Bot → Reset Token)."
)


# The value DISCORD_TOKEN has in .env.example: a copied .env that still holds it has no token yet.
EXAMPLE_TOKEN = "your-bot-token-here"
# A number as people write one in .env: ASCII digits, an optional fraction and exponent. Python's float()
# would also take "1_2" (12), full-width digits, "nan" and "inf", none of which anyone means here.
_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")
_WHOLE = re.compile(r"[0-9]+")


class ConfigError(Exception):
    """A setting is missing or malformed; the message is one line a person can act on."""


@dataclass(frozen=True)
class Settings:
    token: str = field(repr=False)  # never in logs, reprs or tracebacks
    dev_guild_id: int | None
    database_path: Path
    log_level: str
    reminder_check_seconds: float
    afk_hours: float = 24.0  # a person who owes a decision this long is replaced by a built-in player
    bot_pace_seconds: float = 1.5  # pause before each move of a built-in player, so a turn reads naturally
    bot_offer_wait_seconds: float = 45.0  # how long a built-in player's offer waits for people's answers
    # DATABASE_URL (sqlite:///PATH or postgresql://...); when set it wins over database_path.
    database_url: str | None = field(default=None, repr=False)  # may hold a password
    # Discord shards (SHARD_COUNT, SHARD_IDS): None = one unsharded connection, as a small bot needs.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs; None = all of shard_count
    # SQLite's quick_check of every page of the database file before the bot starts (DATABASE_QUICK_CHECK):
    # seconds on a large database (bench/quick_check.py); 0 checks only the file's header and schema.
    quick_check: bool = True
    # The live board in the browser (WEB_LISTEN, WEB_PUBLIC_URL, WEB_SECRET; issue #34): None = off.
    web: WebSettings | None = field(default=None, repr=False)  # holds the secret

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None

    def owns_guild(self, guild_id: int) -> bool:
        """Whether this process runs the shard Discord routes ``guild_id`` to (Discord's formula).

        Work nobody asked for through an interaction (reminders, AFK take-overs, catching up after a
        crash, built-in players resuming) is done by the process that owns the game's guild only."""
        if self.shard_count is None or self.shard_ids is None:
            return True
        return (guild_id >> 22) % self.shard_count in self.shard_ids

    @property
    def database(self) -> str | Path:
        """What the game service opens: the URL if one is set, else the SQLite file."""
        return self.database_url or self.database_path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        values = os.environ if env is None else env
        token = (values.get("DISCORD_TOKEN") or "").strip()
        if not token:
            raise ConfigError("DISCORD_TOKEN is not set. " + HOW_TO_SET_TOKEN)
        if token == EXAMPLE_TOKEN or token.startswith("your-") or token == "changeme":
            raise ConfigError(
                "DISCORD_TOKEN is still the placeholder from .env.example, not a bot token. " + HOW_TO_SET_TOKEN
            )
        if any(c.isspace() for c in token) or token.count(".") != 2:
            raise ConfigError(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots). " + HOW_TO_SET_TOKEN
            )
        guild = (values.get("DEV_GUILD_ID") or "").strip()
        if guild and not _WHOLE.fullmatch(guild):
            raise ConfigError("DEV_GUILD_ID must be a server id (a number; right-click the server → Copy Server ID).")
        level = (values.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in logging.getLevelNamesMapping():
            raise ConfigError(f"LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, not {level!r}.")
        reminder_check = _number(values, "REMINDER_CHECK_SECONDS", 60, "seconds", 1, 86_400)
        afk = _number(values, "AFK_HOURS", 24, "hours", 0.01, 8_760)
        pace = _number(values, "BOT_PACE_SECONDS", 1.5, "seconds", 0, 60, zero="no pause")
        offer_wait = _number(values, "BOT_OFFER_WAIT_SECONDS", 45, "seconds", 0, 3_600, zero="no wait")
        # Read again by each render worker from the environment it starts with (rendering.background).
        _number(values, "BACKGROUND_CACHE_MB", DEFAULT_CACHE_MB, "MB", 0, 65_536, zero="draw every background")
        quick_check = (values.get("DATABASE_QUICK_CHECK") or "1").strip()
        if quick_check not in ("0", "1"):
            raise ConfigError(
                f"DATABASE_QUICK_CHECK must be 1 (check every page of the database at start) or 0 (off), "
                f"not {quick_check!r}."
            )
        url = (values.get("DATABASE_URL") or "").strip() or None
        if url is not None:
            try:
                backend_of(url)
            except ValueError as exc:
                raise ConfigError(f"DATABASE_URL: {exc}.") from None
        shard_count, shard_ids = _shards(values)
        try:
            web = WebSettings.from_env(values)
        except ValueError as exc:
            raise ConfigError(f"{exc}.") from None
        return cls(
            web=web,
            shard_count=shard_count,
            shard_ids=shard_ids,
            afk_hours=afk,
            bot_pace_seconds=pace,
            bot_offer_wait_seconds=offer_wait,
            token=token,
            database_url=url,
            dev_guild_id=int(guild) if guild else None,
            database_path=Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH),
            log_level=level,
            reminder_check_seconds=reminder_check,
            quick_check=quick_check == "1",
        )


def _number(
    values: Mapping[str, str], name: str, default: float, unit: str, least: float, most: float, *, zero: str = ""
) -> float:
    """The setting ``name`` as a number from ``least`` to ``most`` (``default`` when unset or empty).

    Anything else stops the start with one line: a value silently raised to a minimum (AFK_HOURS=0 was 36
    seconds) or a NaN passing every comparison would run the bot on a setting nobody chose. ``zero``: what 0
    means, for the settings where it is allowed (said in the message so the reader learns it)."""
    text = (values.get(name) or "").strip()
    if not text:
        return float(default)
    value = float(text) if _NUMBER.fullmatch(text) else math.nan
    if not least <= value <= most:
        meaning = f" (0: {zero})" if zero else ""
        raise ConfigError(f"{name} must be a number of {unit} from {least:g} to {most:g}{meaning}, not {text!r}.")
    return value


def _shards(values: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT (the total over every process) and SHARD_IDS (this process's, e.g. ``0,1``)."""
    count_text = (values.get("SHARD_COUNT") or "").strip()
    ids_text = (values.get("SHARD_IDS") or "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT (the number of shards over every process), e.g. SHARD_COUNT=4.")
        return None, None
    if not _WHOLE.fullmatch(count_text) or int(count_text) < 1:
        raise ConfigError(f"SHARD_COUNT must be a whole number of shards, 1 or more, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return count, None
    parts = [p.strip() for p in ids_text.split(",")]
    if not all(_WHOLE.fullmatch(p) for p in parts):
        raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), not {ids_text!r}.")
    ids = tuple(int(p) for p in parts)
    if len(set(ids)) != len(ids):
        raise ConfigError(f"SHARD_IDS names a shard twice: {ids_text!r}.")
    if any(i >= count for i in ids):
        raise ConfigError(f"SHARD_IDS must be below SHARD_COUNT ({count}): shards are numbered 0 to {count - 1}.")
    return count, tuple(sorted(ids))
