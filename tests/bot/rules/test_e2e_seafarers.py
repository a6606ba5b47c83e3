"""End to end through the fake Discord: Seafarers (issue #31 item 3).

* ``test_item31_3_seafarers_game_created_and_set_up_with_ships``: `/catan new scenario:ns` opens a lobby
  whose card names the scenario and layout; the set-up is played through the thread, with ships instead of
  roads from the Build… menu (SEA-SHIP-10).
* ``test_item31_3_new_game_offers_the_scenarios_by_autocomplete``: the scenario list, a scenario alone,
  a refusal.
* ``test_item31_3_fog_island_discovery_gold_ship_and_pirate_through_discord``: a 4-player Fog Island game
  with three people and a built-in player, from a position (below): Ann's ship turns up a fog hex, a gold
  field, and she chooses its card privately (SEA-FOG-2..4); she moves her other ship (Sail…; Cy may not,
  and the button goes once a ship moved: SEA-SHIP-5); Bo rolls the gold field's number and Bo and Cy owe
  a choice each at once (SEA-GOLD-1/2), each asked in the thread, choosing privately, nobody else able to
  answer for them, a choice hidden until both are in; the bot restarts between the two choices; Cy rolls a
  7 and the pirate (Move pirate…) robs Ann, a ship owner (SEA-PIRATE-2..5), the card told to the two alone.

The position is built from data on the stored game's options and seed (``engine.testing.seafarers``), the
way the C&K scenario test does (``test_e2e_cities_knights_scenario.load_position``). Such a snapshot is no
replay of the game's log, so the service is told that it is vouched for, also by the process that starts
after the restart (``_vouch``); everything else about the restart is the real one.

While the board pictures of Seafarers are being written (issue #31 item 2, ``rendering/rules/seafarers``),
a picture the renderer cannot draw yet is replaced by a plain placeholder image in these tests only
(``_pictures_or_placeholders``, which counts them); every picture the renderer can draw is its own.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import engine
from cogs.rules.seafarers import flow as sea_flow
from engine.testing.seafarers import sea_position
from rendering import worker
from service.store.checks import StoreChecks
from tests.bot.public_audit import audit_public_texts, public_texts
from tools.demo.driver import Table
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

OPTIONS = {"board": "variable", "players": 4, "expansion": "seafarers", "sea_scenario": "new_shores",
           "sea_layout": "printed"}  # fmt: skip
FOG = {**OPTIONS, "sea_scenario": "fog_island"}
ANN, BO, CY, DI = 0, 1, 2, 3


@contextlib.contextmanager
def _pictures_or_placeholders() -> Iterator[list[str]]:
    """Seafarers pictures the renderer cannot draw yet become a placeholder PNG (their names are listed)."""
    missing: list[str] = []
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), (40, 90, 160)).save(buffer, format="PNG")
    placeholder = buffer.getvalue()
    originals = {name: getattr(worker, f"{name}_png") for name in ("board", "decision", "hand")}

    def wrap(name: str, original: Any) -> Any:
        async def drawn(data: dict, names: Any = None, *args: Any, **kwargs: Any) -> bytes:
            try:
                return await original(data, names, *args, **kwargs)
            except Exception:
                if "seafarers" not in data:
                    raise
                missing.append(f"{name}:{kwargs.get('kind', '')}")
                return placeholder

        return drawn

    try:
        for name, original in originals.items():
            setattr(worker, f"{name}_png", wrap(name, original))
        yield missing
    finally:
        for name, original in originals.items():
            setattr(worker, f"{name}_png", original)


def fog_position(options: dict[str, Any], seed: int) -> engine.GameState:
    """The Fog Island (4 players), Ann to roll an 8, then Bo a 4 and Cy a 7. Ann has a settlement on 16 with a
    ship on 16-17 and the cards of one more ship; the fog stack's top is a gold field with the 4, under the
    fog hex F that a ship on 15-16 turns up. Bo and Cy have settlements on 13 and 27, corners of F."""
    return sea_position(
        4, scenario="fog_island", options={**options, "sea_harbor_types": "random"}, seed=seed,
        settlements={ANN: ["16"], BO: ["13"], CY: ["27"], DI: ["40"]}, ships={ANN: ["16-17"]},
        hands={ANN: {"lumber": 1, "wool": 1, "brick": 1}}, fog_terrain=["gold"], fog_tokens=[4],
        step="pre_roll", next_rolls=(8, 4, 7),
    )  # fmt: skip


async def load_position(world: BotWorld, table: Table, state: engine.GameState) -> None:
    """Replace the just-started game (version 0) by ``state``, vouched for (see the module docstring)."""
    service = world.service
    assert service is not None
    snapshot = engine.to_json(state)
    await service.repo.replace_snapshot(table.game_id, expected_version=0, snapshot=snapshot, status="active", now=0.0)
    service._forget(table.game_id)  # test-only: the service has no public way to load a position
    service._verified[table.game_id] = (0, hash(snapshot))


@contextlib.contextmanager
def _vouch(game_id: int) -> Iterator[None]:
    """The replay check passes the position's game in every service of the test (after a restart too)."""
    original = StoreChecks._check

    async def check(self: StoreChecks, stored: Any, *, background: bool = False) -> str | None:
        if stored.row.id == game_id:
            return None
        return await original(self, stored, background=background)

    StoreChecks._check = check  # type: ignore[method-assign]
    try:
        yield
    finally:
        StoreChecks._check = original  # type: ignore[method-assign]


def _thread_text(fd: FakeDiscord, table: Table) -> str:
    return "\n".join(m.content + json.dumps(m.embeds) for m in fd.messages(table.thread))


def _gold_questions(fd: FakeDiscord, table: Table, seat: int) -> list[Any]:
    mention = f"<@{table.users[seat].id}>"
    return [m for m in fd.messages(table.thread) if m.content.startswith("🪙") and mention in m.content and m.buttons]


async def test_item31_3_seafarers_game_created_and_set_up_with_ships(tmp_path: Path) -> None:
    with _pictures_or_placeholders():
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "sea-new.sqlite3", seed=5)
            users = [fd.add_user(n) for n in ("Ann", "Bo", "Cy", "Di")]
            async with world.running():
                table = await start_game(world, users, OPTIONS)
                lobby = next(m for m in fd.messages(world.channel) if m.embeds)
                card = json.dumps(lobby.embeds)
                assert "Seafarers: Heading for New Shores (printed layout)" in card, card
                public = await table.view(None)
                assert public["board"]["map"] == "sea_new_shores_4" and public["options"]["vp_target"] == 14
                assert public["seafarers"]["ships"] == []
                # Set-up: Ann's and Bo's route pieces are ships from the Build… menu where one may go; the
                # others build roads.
                sailed: list[int] = []
                while public["phase"] == "setup":
                    seat = public["active"]
                    view = await table.view(seat)
                    legal = view["you"]["legal_actions"]
                    ships = [a for a in legal if a[0] == "ship"]
                    if view["step"] == "setup_road" and seat in (ANN, BO) and ships:
                        assert any(a[0] == "road" for a in legal)  # a road or a ship (SEA-SHIP-10)
                        await table.perform(seat, ships[0], via_buttons=True)
                        sailed.append(seat)
                    else:
                        await table.perform(seat, legal[0], via_buttons=False)
                    await table.wait_published()
                    public = await table.view(None)
                owners = sorted(seat for _path, seat in public["seafarers"]["ships"])
                assert owners == sorted(sailed) and ANN in owners and BO in owners, public["seafarers"]["ships"]
                text = _thread_text(fd, table)
                for seat, name in ((ANN, "Ann"), (BO, "Bo")):
                    assert text.count(f"⛵ {name} placed a ship on") == sailed.count(seat), text[-3000:]
                labels = [b.get("label") for b in table.turn_message().buttons]
                assert labels == ["🎲 Roll", "👜 My hand"], labels


async def test_item31_3_new_game_offers_the_scenarios_by_autocomplete(tmp_path: Path) -> None:
    """/catan new scenario: the four scenarios in both layouts from an autocomplete list (no fixed choices:
    the one /catan command has no characters to spare), which makes a Seafarers game; a typed
    value that is no scenario is refused privately with the scenarios' names."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "sea-lobby.sqlite3", seed=6)
        ann = fd.add_user("Ann")
        async with world.running():
            offered = await fd.autocomplete(ann, world.channel, "catan new", {"scenario": "fog"}, focused="scenario")
            assert [(c["name"], c["value"]) for c in offered] == [
                ("The Fog Island (printed layout)", "fog"), ("The Fog Island (shuffled layout)", "fog/v")]
            everything = await fd.autocomplete(ann, world.channel, "catan new", {"scenario": ""}, focused="scenario")
            assert len(everything) == 8
            created = await fd.slash(ann, world.channel, "catan new", {"scenario": "ttd/v", "players": 3})
            await created.wait_done(timeout=15)
            card = json.dumps(next(m for m in created.messages if m.embeds).embeds)
            assert "Seafarers: Through the Desert (shuffled layout)" in card and "Victory points to win: 12" in card, card
            wrong = await fd.slash(ann, world.channel, "catan new", {"scenario": "atlantis"})
            await wrong.wait_done(timeout=15)
            assert wrong.ephemeral and "is not a Seafarers scenario" in wrong.text and "The Four Islands" in wrong.text


async def test_item31_2_build_menu_picture_shows_the_ships_with_the_roads(tmp_path: Path) -> None:
    """Build… when a road and a ship may both be built (SEA-SHIP-1): the menu offers both, and its picture
    is the one marking both kinds of path (``route``), not the roads' alone."""
    with _pictures_or_placeholders() as placeholders:
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "sea-build.sqlite3", seed=3)
            users = [fd.add_user(n) for n in ("Ann", "Bo", "Cy", "Di")]
            async with world.running():
                table = await start_game(world, users, FOG)
                stored = await world.service.repo.load_game(table.game_id)  # type: ignore[union-attr]
                assert stored is not None
                state = fog_position(dict(stored.row.options), stored.seed or 1)
                with _vouch(table.game_id):
                    await load_position(world, table, state)
                    await table.perform(ANN, ["roll"], via_buttons=False)
                    await table.wait_published()
                    legal = (await table.view(ANN))["you"]["legal_actions"]
                    built = {json.dumps(a, separators=(",", ":")) for a in legal if a[0] in ("road", "ship")}
                    assert {a[0] for a in legal} >= {"road", "ship"}
                    opened = await fd.click(users[ANN], table.turn_message(), label="🏗️ Build…")
                    await opened.wait_done(timeout=15)
                    offered = {o["value"] for m in opened.messages for row in m.components for c in row["components"]
                               for o in c.get("options", [])}  # fmt: skip
                    assert opened.ephemeral and offered == built, (offered, built)
                    assert [a.filename.split(".")[0] for a in opened.attachments] == ["route"]
    assert placeholders == []


async def test_item31_3_fog_island_discovery_gold_ship_and_pirate_through_discord(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Sail… asks for the ship first when the moves do not fit one menu, and Choose gold… card by card when the
    # ways to take the cards do not fit five: with limits of one here, always
    monkeypatch.setattr(sea_flow, "MENU_LIMIT", 1)
    with _pictures_or_placeholders() as placeholders:
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "sea-play.sqlite3", seed=3)
            users = [fd.add_user(n) for n in ("Ann", "Bo", "Cy")]
            async with world.running():
                table = await start_game(world, users, FOG, bots=("normal",))  # Di is a built-in player
                table.rng = random.Random(3)
                stored = await world.service.repo.load_game(table.game_id)  # type: ignore[union-attr]
                assert stored is not None and stored.row.players[DI] < 0
                state = fog_position(dict(stored.row.options), stored.seed or 1)
                with _vouch(table.game_id):
                    await load_position(world, table, state)
                    await _play(fd, world, table, users, monkeypatch)
    assert all(p.startswith(("board", "decision", "hand")) for p in placeholders), placeholders


async def _play(
    fd: FakeDiscord, world: BotWorld, table: Table, users: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # --- Ann discovers a gold field with a ship and chooses its card privately (SEA-FOG-2..4) --------------
    await table.perform(ANN, ["roll"], via_buttons=False)  # the thread still shows the set-up's turn message
    await table.wait_published()
    ann = await table.view(ANN)
    shape = table.shape
    ship = ["ship", shape.parse_edge("15-16")]
    assert ship in ann["you"]["legal_actions"]
    await table.perform(ANN, ship, via_buttons=True)
    await table.wait_published()
    await fd.settle()
    public = await table.view(None)
    f_hex = shape.parse_hex("F")
    assert public["board"]["terrain"][f_hex] == 6 and public["board"]["numbers"][f_hex] == 4
    assert public["step"] == "gold_choice" and public["seafarers"]["gold_owed"] == [1, 0, 0, 0]
    text = _thread_text(fd, table)
    for line in ("⛵ Ann built a ship on 15-16.", "🌫️ Ann discovered F: **gold field 4**.",
                 "🪙 Gold from a discovered gold field: Ann chooses 1 resource."):  # fmt: skip
        assert line in text, (line, text[-2000:])
    assert len(_gold_questions(fd, table, ANN)) == 1
    alone = _gold_questions(fd, table, ANN)[0].content  # the only chooser: nothing waits to be revealed
    assert "(only you can choose)." in alone and "hidden" not in alone, alone
    await table.perform(ANN, ["gold", [0, 0, 1, 0, 0]], via_buttons=False)  # from her question: 1 ore
    await table.wait_published()
    await fd.settle()
    assert "🪙 Ann takes 1 ore (a discovered gold field)." in _thread_text(fd, table)
    assert _gold_questions(fd, table, ANN) == []

    # --- Ann moves her other ship (Sail…), once a turn; Cy may not sail on Ann's turn ----------------------
    ann = await table.view(ANN)
    moves = [a for a in ann["you"]["legal_actions"] if a[0] == "move_ship"]
    assert moves and {a[1] for a in moves} == {shape.parse_edge("16-17")}  # not the ship built this turn
    turn = table.turn_message()
    assert "⛵ Sail…" in [b.get("label") for b in turn.buttons]
    intruder = await fd.click(users[CY], turn, label="⛵ Sail…")
    await intruder.wait_done(timeout=15)
    assert intruder.ephemeral and "You can't move a ship right now" in intruder.text and "Ann" in intruder.text
    move = moves[0]
    opened = await fd.click(users[ANN], turn, label="⛵ Sail…")  # the ship first: only the one that may move
    await opened.wait_done(timeout=15)
    offered = [o["value"] for m in opened.messages for row in m.components for c in row["components"]
               for o in c.get("options", [])]  # fmt: skip
    assert opened.ephemeral and offered == [str(shape.parse_edge("16-17"))] and "Which ship" in opened.text
    await table.perform(ANN, move, via_buttons=True)  # the ship, then where it goes (tools.demo.seafarers.sail)
    await table.wait_published()
    assert f"⛵ Ann moved a ship from 16-17 to {shape.EDGE_LABELS[move[2]]}." in _thread_text(fd, table)
    assert "⛵ Sail…" not in [b.get("label") for b in table.turn_message().buttons]  # one move a turn
    await table.perform(ANN, ["end_turn"], via_buttons=True)

    # --- Bo rolls the gold field's 4: Bo and Cy owe a choice each, at once (SEA-GOLD-1/2) -----------------
    await table.perform(BO, ["roll"], via_buttons=True)
    await table.wait_published()
    await fd.settle()
    public = await table.view(None)
    assert public["step"] == "gold_choice"
    assert sorted(d["seat"] for d in public["pending"] if d["blocking"]) == [BO, CY]
    assert public["seafarers"]["gold_owed"] == [0, 1, 1, 0]
    text = _thread_text(fd, table)
    assert "🪙 Gold from the roll: Bo 1 resource, Cy 1 resource of their choice" in text, text[-2000:]
    bo_question, cy_question = _gold_questions(fd, table, BO), _gold_questions(fd, table, CY)
    assert len(bo_question) == 1 and len(cy_question) == 1
    assert "your choice stays hidden until everyone has chosen" in bo_question[0].content, bo_question[0].content
    assert [b.get("label") for b in table.turn_message().buttons] == ["🪙 Choose gold…", "👜 My hand"]
    # Ann owes nothing: her click is answered privately, with whom the game waits for.
    intruder = await fd.click(users[ANN], bo_question[0], label="🪙 Choose gold…")
    await intruder.wait_done(timeout=15)
    assert intruder.ephemeral and not any(m.components for m in intruder.messages), intruder.text
    assert "You can't choose gold-field resources right now" in intruder.text and "Bo" in intruder.text
    # Bo's menu offers the five resources (one each), privately.
    opened = await fd.click(users[BO], bo_question[0], label="🪙 Choose gold…")
    await opened.wait_done(timeout=15)
    labels = [o["label"] for m in opened.messages for row in m.components for c in row["components"]
              for o in c.get("options", [])]  # fmt: skip
    assert opened.ephemeral and sorted(labels) == sorted(f"Take 1 {r}" for r in ("brick", "lumber", "ore", "grain", "wool"))
    await table.perform(BO, ["gold", [0, 0, 1, 0, 0]], via_buttons=True)  # 1 ore
    await table.wait_published()
    await fd.settle()
    text = _thread_text(fd, table)
    assert "🪙 Bo has chosen." in text and "taken from the gold field" not in text
    assert _gold_questions(fd, table, BO) == []  # Bo's question goes once he has chosen
    assert (await table.view(BO))["you"]["seafarers"]["gold_choice"] == [0, 0, 1, 0, 0]
    assert (await table.view(CY))["you"]["seafarers"]["gold_choice"] is None  # Cy does not see Bo's

    # --- the bot restarts while Cy still owes her choice ---------------------------------------------------
    await world.restart()
    await fd.settle()
    assert len(_gold_questions(fd, table, CY)) == 1  # not asked twice
    monkeypatch.setattr(sea_flow, "GOLD_MENU_LIMIT", 1)  # Cy's choice card by card (GoldSelect), after the restart
    await table.perform(CY, ["gold", [0, 0, 0, 0, 1]], via_buttons=False)  # from her question, after the restart
    await table.wait_published()
    await fd.settle()
    public = await table.view(None)
    assert public["step"] == "main" and public["seafarers"]["gold_owed"] == [0, 0, 0, 0]
    assert "Of this, taken from the gold field: Bo 1 ore; Cy 1 wool." in _thread_text(fd, table)
    assert "has chosen" not in _thread_text(fd, table), "the gold line names the choices now"
    assert _gold_questions(fd, table, CY) == []
    await table.perform(BO, ["end_turn"], via_buttons=True)

    # --- Cy rolls a 7 and moves the pirate beside Ann's ships: Ann is robbed (SEA-PIRATE-2..5) ------------
    await table.perform(CY, ["roll"], via_buttons=True)
    await table.wait_published()
    public = await table.view(None)
    assert public["step"] == "move_robber"
    labels = [b.get("label") for b in table.turn_message().buttons]
    assert "🦹 Move robber…" in labels and "🏴‍☠️ Move pirate…" in labels
    cy = await table.view(CY)
    ships = {path: seat for path, seat in public["seafarers"]["ships"]}
    sides = shape.EDGE_SIDES
    target = next(a for a in cy["you"]["legal_actions"] if a[0] == "pirate"
                  and {ships[e] for e, pair in enumerate(sides) if a[1] in pair and e in ships} == {ANN})  # fmt: skip
    ann_before = sum((await table.view(ANN))["you"]["hand"].values())
    await table.perform(CY, target, via_buttons=True)
    await table.wait_published()
    await fd.settle()
    text = _thread_text(fd, table)
    assert "🏴‍☠️ Cy moved the pirate to" in text and "Cy robbed Ann." in text, text[-2000:]
    assert sum((await table.view(ANN))["you"]["hand"].values()) == ann_before - 1
    assert (await table.view(None))["seafarers"]["pirate"] == target[1]
    log = await table.service.recent_events(table.game_id, 1000)
    events = [e for m in log for e in m.events]
    audit_public_texts(public_texts(fd, [table.thread, world.channel]), events, set())
