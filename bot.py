"""Run catanbot: `python bot.py` (reads .env; see .env.example and the README)."""

from __future__ import annotations

import logging
import sys

import discord
from dotenv import load_dotenv

from cogs.client import CatanBot
from cogs.settings import HOW_TO_SET_TOKEN, ConfigError, Settings


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


def main() -> int:
    load_dotenv()
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"catanbot: {exc}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    bot = CatanBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("catanbot: Discord rejected DISCORD_TOKEN (it may have been reset). " + HOW_TO_SET_TOKEN, file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(
            "catanbot: this bot needs no privileged intents; check the bot's settings in the developer portal.",
            file=sys.stderr,
        )
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
