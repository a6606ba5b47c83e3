"""The bot's settings, read from the environment (and ``.env``). Never logs or prints the token."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from db.backend import backend_of
from db.config import DEFAULT_DATABASE_PATH

HOW_TO_SET_TOKEN = (
    "Set DISCORD_TOKEN in .env (copy .env.example to .env and paste your bot token from "
    "https://discord.com/developers/applications → your app → Bot → Reset Token)."
)


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
    # DATABASE_URL (sqlite:///PATH or postgresql://...); when set it wins over database_path.
    database_url: str | None = field(default=None, repr=False)  # may hold a password

    @property
    def database(self) -> str | Path:
        """What the game service opens: the URL if one is set, else the SQLite file."""
        return self.database_url or self.database_path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        values = os.environ if env is None else env
        token = (values.get("DISCORD_TOKEN") or "").strip()
        if not token or token.startswith("your-") or token == "changeme":
            raise ConfigError("DISCORD_TOKEN is not set. " + HOW_TO_SET_TOKEN)
        if any(c.isspace() for c in token) or token.count(".") != 2:
            raise ConfigError(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots). " + HOW_TO_SET_TOKEN
            )
        guild = (values.get("DEV_GUILD_ID") or "").strip()
        if guild and not guild.isdigit():
            raise ConfigError("DEV_GUILD_ID must be a server id (a number; right-click the server → Copy Server ID).")
        level = (values.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in logging.getLevelNamesMapping():
            raise ConfigError(f"LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, not {level!r}.")
        check = (values.get("REMINDER_CHECK_SECONDS") or "60").strip()
        try:
            reminder_check = float(check)
        except ValueError:
            raise ConfigError("REMINDER_CHECK_SECONDS must be a number of seconds.") from None
        try:
            afk = float((values.get("AFK_HOURS") or "24").strip())
            pace = float((values.get("BOT_PACE_SECONDS") or "1.5").strip())
        except ValueError:
            raise ConfigError("AFK_HOURS and BOT_PACE_SECONDS must be numbers.") from None
        url = (values.get("DATABASE_URL") or "").strip() or None
        if url is not None:
            try:
                backend_of(url)
            except ValueError as exc:
                raise ConfigError(f"DATABASE_URL: {exc}.") from None
        return cls(
            afk_hours=max(0.01, afk),
            bot_pace_seconds=max(0.0, pace),
            token=token,
            database_url=url,
            dev_guild_id=int(guild) if guild else None,
            database_path=Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH),
            log_level=level,
            reminder_check_seconds=max(1.0, reminder_check),
        )
