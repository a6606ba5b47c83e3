"""End to end through the fake Discord (issue #29 items 7, 16 and 17).

- Item 7: a robbed player whose DMs are closed learns which card was taken at their next private reply
  of the game (their hand, a menu, their next move), once, and nobody else learns it.
- Item 16: `/catan me games` lists no game the person quit or was removed from (and no jump link to it).
- Item 17: a standing-order component of a game sent by someone not playing in it (a modified client
  sends any custom id) is refused at the click: no panel, no form.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import engine
from engine import topology as topo
from engine.testing import position
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord


def _robbery(options: dict[str, Any], seats: dict[str, int], rolls: tuple[int, ...] = ()) -> engine.GameState:
    """Ann's turn, before her roll, with a Knight; Bo alone touches hex M and holds 1 wool; ``rolls``: the
    next dice totals."""
    return position(
        3, options=options, seed=5,
        settlements={seats["Ann"]: ["12"], seats["Bo"]: ["30"], seats["Cy"]: ["44"]},
        hands={seats["Bo"]: {"wool": 1}, seats["Cy"]: {"ore": 2}},
        dev_cards={seats["Ann"]: {"knight": 1}}, active=seats["Ann"], turn=5, next_rolls=rolls,
    )  # fmt: skip


@pytest.mark.asyncio
async def test_item7_a_robbed_player_with_closed_dms_is_told_at_their_next_reply(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "news.sqlite3", seed=5)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo", dms_closed=True), fd.add_user("Cy")
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            seats = {u.name: s for s, u in enumerate(table.users) if u is not None}
            await table.wait_published()
            await fd.settle()
            game = await bot.service.get_game(table.game_id)
            assert bot.publisher.wants_ephemeral_hand(game, bo.id), "Bo's closed DMs were not noticed at the start"
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            await load_position(world, table, _robbery(dict(stored.row.options), seats))

            await table.perform(seats["Ann"], ["knight"], via_buttons=False)
            robbed = await table.slash(seats["Ann"], "robber", {"hex": "M"})
            assert "You took 1 wool from Bo" in robbed.text, robbed.text
            await table.wait_published()
            await fd.settle()
            assert (await table.view(seats["Bo"]))["you"]["hand"]["wool"] == 0
            everyone = [m.content for m in fd.messages(table.thread)] + [m.content for m in fd.dm_messages(cy)]
            assert not [t for t in everyone if "1 wool" in t], "the stolen card was shown to others"
            assert not fd.dm_messages(bo)

            # Bo's next private reply of the game tells him, once.
            hand = await fd.slash(bo, table.thread, "catan hand", timeout=15)
            await hand.wait_done(timeout=15)
            assert hand.ephemeral and "Ann took 1 wool from you" in hand.text, hand.text
            assert "could not reach you by DM" in hand.text
            again = await fd.slash(bo, table.thread, "catan hand", timeout=15)
            await again.wait_done(timeout=15)
            assert "took 1 wool" not in again.text, again.text
            assert not await bot.service.repo.notes(table.game_id, "news:")
        fd.assert_clean()


@pytest.mark.asyncio
async def test_item7_the_news_also_comes_with_the_next_move(tmp_path: Path) -> None:
    """Told with the next move's private answer when that is Bo's next interaction."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "news-move.sqlite3", seed=5)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo", dms_closed=True), fd.add_user("Cy")
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            seats = {u.name: s for s, u in enumerate(table.users) if u is not None}
            await table.wait_published()
            await fd.settle()
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            await load_position(world, table, _robbery(dict(stored.row.options), seats, rolls=(8, 8, 8)))
            await table.perform(seats["Ann"], ["knight"], via_buttons=False)
            await table.slash(seats["Ann"], "robber", {"hex": "M"})
            await table.slash(seats["Ann"], "roll")
            await table.slash(seats["Ann"], "end")
            if (await table.view(None))["active"] == seats["Cy"]:  # the seat order may put Cy between
                await table.slash(seats["Cy"], "roll")
                await table.slash(seats["Cy"], "end")
            rolled = await table.slash(seats["Bo"], "roll")
            assert rolled.ephemeral and "Ann took 1 wool from you" in rolled.text, rolled.text
        fd.assert_clean()


@pytest.mark.asyncio
async def test_item16_item17_games_and_orders_of_people_who_left(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "left.sqlite3", seed=6)
        ann, bo, cy, dee = (fd.add_user(n) for n in ("Ann", "Bo", "Cy", "Dee"))
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy, dee], {"board": "beginner", "players": 4})
            game_id = table.game_id
            link = f"/{table.thread.id}"

            kicked = await fd.slash(ann, table.thread, "catan host kick", {"player": cy}, timeout=15)
            await kicked.wait_done(timeout=15)
            asked = await fd.slash(bo, table.thread, "catan quit", timeout=15)
            await asked.wait_done(timeout=15)
            left = await fd.click(bo, asked.messages[-1], label="Yes, leave the game", timeout=15)
            await left.wait_done(timeout=15)
            game = await bot.service.get_game(game_id)
            assert game.status == "active" and game.seat_of(bo.id) is None and game.seat_of(cy.id) is None
            opened = [m for m in fd.messages(table.thread) if "Take the seat" in [b.get("label") for b in m.buttons]]
            assert len(opened) == 2  # the thread heard of each open seat (the move pipeline's seat_left), with its button

            for person, listed in ((ann, True), (dee, True), (bo, False), (cy, False)):
                games = await fd.slash(person, world.channel, "catan me games", timeout=15)
                await games.wait_done(timeout=15)
                text = games.text
                assert games.ephemeral
                assert (f"#{game_id} " in text and link in text) is listed, (person.name, text)
                if not listed:
                    assert "no unfinished Catan games" in text, text

            # Item 17: Bo, no longer playing, sends the game's standing-order ids from his own default panel.
            panel_opened = await fd.slash(bo, world.channel, "catan me games", timeout=15)
            await panel_opened.wait_done(timeout=15)
            opened = await fd.click(bo, panel_opened.messages[-1], label="📜 Default standing orders…", timeout=15)
            await opened.wait_done(timeout=15)
            panel = opened.messages[-1]
            before = await bot.orders.users.orders(bo.id, game_id)
            listing = panel_opened.messages[-1]
            forgeries = [(panel, "catan:ordb:0:priority", f"catan:ordb:{game_id}:{op}", None)
                         for op in ("priority", "default", "clear")]  # fmt: skip
            forgeries += [(listing, "catan:orders:0", f"catan:orders:{game_id}", None),
                          (panel, "catan:ord:0:flags", f"catan:ord:{game_id}:flags", ["roll"])]  # fmt: skip
            for message, real, forged, values in forgeries:
                component = message.component(real)
                assert component is not None, message.custom_ids
                component["custom_id"] = forged  # what a modified client sends
                try:
                    refused = await fd.click(bo, message, forged, values=values, timeout=15)
                    await refused.wait_done(timeout=15)
                finally:
                    component["custom_id"] = real
                assert refused.modal is None, f"{forged} opened a form"
                assert refused.ephemeral and "not playing in this game" in refused.text, (forged, refused.text)
                assert "standing orders" not in refused.text.lower(), f"{forged} showed a panel"
            assert await bot.orders.users.orders(bo.id, game_id) == before  # nothing stored for the game
        fd.assert_clean()


def test_item7_hex_m_touches_bo_alone() -> None:
    """The robbery above is a clean case: hex M touches Bo's settlement (30) and no other."""
    shape = topo.STANDARD
    hex_m = shape.parse_hex("M")
    touching = [v for v in (shape.parse_vertex(s) for s in ("12", "30", "44")) if hex_m in shape.VERTEX_HEXES[v]]
    assert touching == [shape.parse_vertex("30")]
