"""Card names people type in their own language (issue #33, rest33 item 4), end to end against the fake Discord:
in a German game a German player offers `2 Wolle` for `1 Erz` and the offer is made; a name nobody knows is
refused privately with the German resource names; an English player types English as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.constants import RESOURCES
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.catalogue import localize
from ui.i18n.text import Text

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("card names typed in real languages: real languages, not the pseudo-locale")]


async def test_issue33_a_german_player_trades_with_german_card_names(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "card-names.sqlite3", seed=3)
        ana, bo, cy = fd.add_user("Ana", locale="de"), fd.add_user("Bo", locale="de"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3, "language": "de"})
            active = (await table.view(None))["active"]
            await table.slash(active, "roll")
            user = table.users[active]
            bad = await fd.slash(user, table.thread, "catan trade offer", {"give": "2 Schafe", "get": "1 Erz"})
            await bad.wait_done()
            assert bad.ephemeral and "`schafe`" in bad.text, bad.text
            assert "Lehm, Holz, Erz, Getreide und Wolle" in bad.text and "brick" not in bad.text, bad.text
            hand = (await table.view(active))["you"]["hand"]
            give = next(r for r, n in hand.items() if n)
            get = next(r for r in ("ore", "grain", "wool", "brick", "lumber") if r != give)
            german = {r: localize(Text(f"resource-{r}"), "de") for r in (give, get)}
            typed = {"give": f"1 {german[give].upper()}", "get": f"1 {german[get]}"}  # any case
            offered = await fd.slash(user, table.thread, "catan trade offer", typed)
            await offered.wait_done()
            assert "schafe" not in offered.text and "Rohstoff" not in offered.text, offered.text
            offers = (await table.view(None))["offers"]
            assert offers and offers[-1]["seat"] == active, offers
            assert offers[-1]["give"][RESOURCES.index(give)] == 1 and offers[-1]["get"][RESOURCES.index(get)] == 1
