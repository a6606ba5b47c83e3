"""Issue #33 item 2: slash commands' descriptions, options' descriptions and choices in each client's language
(``command_text`` and discord.py's Translator), within Discord's limits in every language: at most 100
characters a description, and each language's /catan (names, descriptions, choices) under 4,000 characters."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cogs.app.client import CatanBot
from cogs.app.translator import CatalogueTranslator
from service import GameService
from tests.bot.app.test_setup_and_limits import _settings
from ui.i18n.languages import LANGUAGES, PSEUDO

LIMIT = 4000


def _chars(item: dict[str, Any], locale: str) -> int:
    """What Discord counts towards the 4,000 characters for a client of ``locale``."""
    name = (item.get("name_localizations") or {}).get(locale, item.get("name", ""))
    description = (item.get("description_localizations") or {}).get(locale, item.get("description", ""))
    total = len(str(name)) + len(str(description or ""))
    for choice in item.get("choices") or []:
        total += len((choice.get("name_localizations") or {}).get(locale, choice["name"])) + len(str(choice["value"]))
    return total + sum(_chars(option, locale) for option in item.get("options") or [])


def _descriptions(item: dict[str, Any]) -> list[str]:
    found = [*(item.get("description_localizations") or {}).values()]
    found += [n for c in item.get("choices") or [] for n in (c.get("name_localizations") or {}).values()]
    return found + [d for option in item.get("options") or [] for d in _descriptions(option)]


async def test_issue33_catan_is_described_in_every_language_within_discords_limits(tmp_path: Path) -> None:
    service = await GameService.open(tmp_path / "commands.sqlite3")
    try:
        bot = CatanBot(_settings(tmp_path), service=service)
        for cog in bot.own_cogs:
            await bot.add_cog(cog)
        [catan] = [c for c in bot.tree.get_commands() if c.name == "catan"]
        payload = await catan.get_translated_payload(bot.tree, CatalogueTranslator())
    finally:
        await service.close()
    new = next(o for o in payload["options"] if o["name"] == "new")
    board = next(o for o in new["options"] if o["name"] == "board")
    assert board["description_localizations"]["de"] == "Einsteigerplan oder Zufall"
    assert {c["name_localizations"]["fr"] for c in board["choices"]} >= {"aléatoire", "débutant"}
    roll = next(o for o in payload["options"] if o["name"] == "roll")
    assert roll["description_localizations"]["es-ES"] == roll["description_localizations"]["es-419"] == "Tirar los dados"
    assert all(len(d) <= 100 for d in _descriptions(payload))
    for language in LANGUAGES:
        for locale in language.discord if language.tag != PSEUDO else ():
            assert _chars(payload, locale) <= LIMIT, (locale, _chars(payload, locale))
