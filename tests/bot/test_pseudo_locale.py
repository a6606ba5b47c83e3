"""The e2e tests run in the pseudo-locale (issue #33 item 4, tests/bot/pseudo_locale.py): the check fails on a
string the bot sends that did not come from the catalogue, and passes catalogue text and people's names."""

from __future__ import annotations

from pathlib import Path

import discord

from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord
from tools.i18n.lens import PseudoLens
from ui.i18n.catalogue import localize
from ui.i18n.languages import PSEUDO, forced
from ui.i18n.text import Text, Verbatim


async def test_issue33_item4_an_uncatalogued_string_the_bot_sends_is_caught_and_catalogue_text_reads_as_english(
    tmp_path: Path,
) -> None:
    assert forced() == PSEUDO  # the fixture of every e2e test
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "pseudo.sqlite3", seed=4)
        ann = fd.add_user("Ann", display_name="Zoë [ŕéđ]")  # a name with accents and brackets of its own
        async with world.running():
            opened = await fd.slash(ann, world.channel, "catan new")
            await opened.wait_done()
            assert fd.problems() == [], fd.problems()  # all of it from the catalogue
            lobby = next(m for m in fd.messages(world.channel) if m.embeds)
            assert "Catan game #1" in lobby.text and "Zoë [ŕéđ]" in lobby.text, lobby.text  # read back in English
            assert {b["label"] for b in lobby.buttons} >= {"Join", "Start"}

            # the bot sends English that never went through the catalogue, beside catalogue text and a name
            channel = world.bot.get_channel(world.channel.id)
            assert isinstance(channel, discord.TextChannel)
            buttons = discord.ui.View()
            buttons.add_item(discord.ui.Button(label="Join the fun", custom_id="pseudo:test"))
            said = localize(Text("lobby-host"), PSEUDO) + " " + localize(Verbatim("Zoë [ŕéđ]"), PSEUDO)
            await channel.send(f"{said}: roll the dice", view=buttons)
            await fd.settle()
        problems = fd.problems()
        fd.clear_problems()
    assert len(problems) == 2, problems
    text, button = problems
    assert "in #games:" in text and "plain words: roll, the, dice)" in text, text
    assert "in #games, button: 'Join the fun'" in button and "plain words: Join, the, fun)" in button, button


async def test_issue33_item4_commands_without_translations_and_drawn_text_are_caught(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        lens = PseudoLens(fd.world)
        lens.commands([{"name": "catan", "type": 1, "description": "Play Catan", "description_localizations": {},
                        "options": [{"name": "x", "type": 3, "description": "…"}]}], "command sync")  # fmt: skip
        lens.drawn_text([("board", localize(Text("thread-longest-road-name"), PSEUDO)), ("board", "Longest Road")])
        problems = fd.problems()
        fd.clear_problems()
    assert len(problems) == 2, problems
    assert "/catan description 'Play Catan' (no translation for de, es-ES, fr, pt-BR)" in problems[0], problems[0]
    assert "text drawn in a board image: 'Longest Road'" in problems[1], problems[1]
