"""Issue #33 item 2, end to end against the fake Discord: what a person alone reads (refusals, their inbox,
menus, forms) is in their language; the buttons of what everyone reads (the lobby, the turn message) are in
the game's. One German game, read by a German, an English and a French client."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.testing import position
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("private answers in each person's language: real languages, not the pseudo-locale")]


async def test_issue33_item2_buttons_in_the_games_language_answers_in_each_readers(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "private-languages.sqlite3", seed=4)
        world.guild.locale = "de"  # the game is the server's language: German
        ana, bo, cy = fd.add_user("Ana", locale="de"), fd.add_user("Bo"), fd.add_user("Cy", locale="fr")
        async with world.running():
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3})
            await table.wait_published()
            labels = [b.get("label") for b in table.turn_message().buttons]
            assert "👜 Meine Hand" in labels, labels  # the turn message: everyone's, the game's language

            # A refusal of cards typed wrong, to each in their own language (ui/locales/cards)
            said = {}
            for user in (ana, bo, cy):
                refused = await fd.slash(user, table.thread, "catan trade offer", {"give": "2 bananas", "get": "1 ore"})
                await refused.wait_done()
                assert refused.ephemeral
                said[user.name] = refused.text
            assert "ist kein Rohstoff" in said["Ana"], said
            assert "is not a resource" in said["Bo"], said
            assert "n’est pas une ressource" in said["Cy"], said

            # The service's refusal (only the host cancels), in the reader's language (ui/locales/service)
            not_host = await fd.slash(cy, table.thread, "catan host cancel")
            await not_host.wait_done()
            assert f"Seul l’hôte de la partie #{table.game_id}" in not_host.text, not_host.text

            # The inbox and its menus, in the reader's language (ui/locales/people)
            games = await fd.slash(ana, world.channel, "catan me games", timeout=15)
            await games.wait_done(timeout=15)
            assert "**Deine Catan-Spiele**" in games.text, games.text
            shown = [c for m in games.messages for row in m.components for c in row.get("components", [])]
            assert any(c.get("placeholder") == "Wie ich erfahre, dass ein Spiel auf mich wartet" for c in shown), shown
            assert any(c.get("label") == "📜 Standard-Daueraufträge…" for c in shown), shown
            english = await fd.slash(bo, world.channel, "catan me games", timeout=15)
            await english.wait_done(timeout=15)
            assert "**Your Catan games**" in english.text, english.text

            # Autocomplete in the typing person's language; the values stay what the command reads
            clocks = await fd.autocomplete(ana, world.channel, "catan new", focused="clock")
            assert any(c["value"] == "12h+3d" and "pro Zug" in c["name"] for c in clocks), clocks
            strengths = await fd.autocomplete(cy, world.channel, "catan me away", {"days": 2}, focused="strength")
            assert [c["value"] for c in strengths] == ["easy", "normal", "hard"]
            assert strengths[0]["name"].startswith("facile"), strengths

            # A new lobby: its buttons in the game's language (the server's), its private note in Bo's
            opened = await fd.slash(bo, world.channel, "catan new", timeout=15)
            await opened.wait_done(timeout=15)
            lobby = next(m for m in opened.messages if m.buttons)
            assert [b.get("label") for b in lobby.buttons][:2] == ["Beitreten", "Verlassen"], lobby.buttons
            assert any("lobby is open below" in m.content for m in opened.messages if m.ephemeral), opened.text
        fd.assert_clean()


async def test_issue33_item2_a_turn_button_that_leads_nowhere_is_answered_in_the_clickers_language(
    tmp_path: Path,
) -> None:
    """A main step's Build… clicked by players the game does not wait on: each is told why, in their language
    (ui/locales/buttons), while the turn message's labels stay the game's (English here)."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "nothing-text.sqlite3", seed=4)
        ana, bo, cy = fd.add_user("Ana"), fd.add_user("Bo", locale="es-ES"), fd.add_user("Cy", locale="pt-BR")
        async with world.running() as bot:
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3})
            await table.wait_published()
            seats = {u.name: s for s, u in enumerate(table.users) if u is not None}
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            state = position(3, options=dict(stored.row.options), beginner_pieces=True, active=seats["Ana"], turn=5,
                             next_rolls=(8,))  # fmt: skip
            await load_position(world, table, state)
            await table.slash(seats["Ana"], "roll")
            await table.wait_published()
            message = table.turn_message()
            labels = [b.get("label") for b in message.buttons]
            assert "🏗️ Build…" in labels and "👜 My hand" in labels, labels  # an English game: English buttons
            for user, words in ((bo, "Ahora no puedes construir"), (cy, "Você não pode construir")):
                refused = await fd.click(user, message, f"catan:turn:{table.game_id}:build", timeout=15)
                await refused.wait_done(timeout=15)
                assert refused.ephemeral and words in refused.text, refused.text
        fd.assert_clean()
