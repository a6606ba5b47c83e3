"""End to end, from a position: a city pillaged where its owner chooses which, and a metropolis built
and then taken away (CK-BARB-4, CK-AMB-16, CK-METRO-2, CK-METRO-3), played through the fake Discord.

The whole-game e2e (test_e2e_cities_knights.py) is a seeded game of greedy players: in some 600 such
games replayed by bench/ck_e2e_seeds.py (8 and 10 VP) none had a metropolis taken away, which needs a
second player to reach level 5 while the holder is still at 4. So this test starts a game through the
lobby as usual, puts the position below into the bot's database (built from data with engine.testing,
the way the engine's rule tests build theirs), and plays it on by slash commands, buttons and menus:

* Ann rolls the barbarians' arrival: 5 cities against Ann's strong knight and Cy's basic one (3);
  Bo, who has no knight, loses a city and picks which of his two through his Answer… menu (it is
  Ann's turn, and nobody else can answer for him).
* Ann improves politics to level 4 and puts the new metropolis on one of her two cities (her choice).
* Bo improves politics to 4 (nothing: Ann holds it), trades wool for a coin and reaches 5: the
  metropolis goes from Ann's city to his only city.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import topology as topo
from engine.rules.cities_and_knights.constants import POLITICS
from engine.testing import force_roll
from engine.testing.cities_and_knights import ck_position
from tests.bot.public_audit import ImageSpy, audit_public_images, audit_public_texts, public_texts
from tools.demo.driver import Table
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

OPTIONS = {"board": "variable", "players": 3, "vp_target": 13, "expansion": "cities_and_knights", "barbarian_steps": 3,
           "reminder_hours": 0.001}  # fmt: skip  # a reminder after 3.6 s of waiting
ANN, BO, CY = 0, 1, 2


def scenario(options: dict[str, Any]) -> engine.GameState:
    """Cy's turn, rolled and done (his End turn starts Ann's turn, so the thread's turns begin with a
    turn start, as in a game played from the set-up); the barbarians are one ship away; the next two
    rolls are an 8 and a 6, each with the ship on the event die. The bank holds no coin at first (all
    12 are in hands): Bo's ninth coin is one Ann paid for her level 4, bought with 4 wool."""
    g = ck_position(
        3, options=options, seed=7,
        cities={ANN: ["10", "40"], BO: ["14", "30"], CY: ["20"]}, settlements={CY: ["50"]},
        roads={ANN: ["10-11", "40-41"], BO: ["14-15", "30-31"], CY: ["20-21", "50-51"]},
        hands={ANN: {"coin": 4}, BO: {"coin": 8, "wool": 4}},
        levels={ANN: {"politics": 3}, BO: {"politics": 3}},
        knights={ANN: {"11": "strong active"}, CY: {"21": "basic active"}},
        barbarian=2, attacks=1, active=CY, turn=3, step="main",
    )  # fmt: skip
    force_roll(g, (5, 3, "ship"), (2, 4, "ship"))
    return g


async def load_position(world: BotWorld, table: Table, state: engine.GameState) -> None:
    """Replace the just-started game (version 0, nothing played) by ``state``.

    The stored log is the truth of a game (service.store.recovery): a position from data is no replay of it,
    so the service is told that this snapshot is vouched for, as it is for a game it has just started.
    The bot must not restart afterwards (its start-up check would rightly flag the game).
    """
    service = world.service
    assert service is not None
    snapshot = engine.to_json(state)
    await service.repo.replace_snapshot(table.game_id, expected_version=0, snapshot=snapshot, status="active", now=0.0)
    service._forget(table.game_id)  # test-only: the service has no public way to load a position
    service._verified[table.game_id] = (0, hash(snapshot))


def _answer(view: dict[str, Any], choice: int) -> list[Any]:
    return next(a for a in view["you"]["legal_actions"] if a[0] == "answer" and a[2] == choice)


async def test_CK_METRO_3_and_CK_AMB_16_pillage_choice_and_metropolis_taken_through_discord(tmp_path: Path) -> None:
    spy = ImageSpy()
    with spy.installed():
        await _play(spy, tmp_path)


async def _play(spy: ImageSpy, tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "ck-scenario.sqlite3", seed=3, reminder_check_seconds=1)
        users = [fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")]
        async with world.running():
            table = await start_game(world, users, OPTIONS)
            table.rng = random.Random(3)
            stored = await world.service.repo.load_game(table.game_id)  # type: ignore[union-attr]
            assert stored is not None
            await load_position(world, table, scenario(dict(stored.row.options)))

            await table.slash(CY, "end")
            # The barbarians win; Bo owes the choice of his city, on Ann's turn.
            await table.slash(ANN, "roll")
            await table.wait_published()
            public = await table.view(None)
            assert [d["seat"] for d in public["pending"] if d["blocking"]] == [BO]
            asking = table.decision_message(BO)
            assert asking is not None and "pillage" in asking.content.lower()
            intruder = await fd.click(users[ANN], asking, label="📩 Answer…")  # Ann may not answer for Bo
            await intruder.wait_done(timeout=15)
            assert intruder.ephemeral and not any(m.components for m in intruder.messages), intruder.text
            # Bo's Answer… menu comes with the board marking his two cities (a decision image, his alone).
            opened = await fd.click(users[BO], asking, label="📩 Answer…")
            await opened.wait_done(timeout=15)
            pictures = [a for m in opened.messages for a in m.attachments]
            assert opened.ephemeral and len(pictures) == 1, opened.text
            made = spy.by_hash[hashlib.sha256(pictures[0].data).hexdigest()]
            assert made.renderer == "decision" and made.kwargs["kind"] == "pillage" and made.data["you"]["seat"] == BO
            # The reminder names Bo and what he owes (it is Ann's turn).
            reminder = await fd.wait_for_message(
                table.thread, lambda m: m.content.startswith("⏰") and "pillage" in m.content, timeout=20
            )
            assert f"<@{users[BO].id}>" in reminder.content and "Waiting for Bo to choose the city" in reminder.content
            assert f"<@{users[ANN].id}>" not in reminder.content
            bo = await table.view(BO)
            choices = sorted(a[2] for a in bo["you"]["legal_actions"] if a[0] == "answer")
            assert choices == [topo.parse_vertex("14"), topo.parse_vertex("30")]
            # The confirmation repeats the option Bo chose: the answer's own words ("answer #3: 30") need the
            # decision it answered, gone once answered.
            picked = await table.choose_from_menu(BO, "📩 Answer…", _answer(bo, topo.parse_vertex("30")), asking)
            assert "✅ Done: Lose the city on 30." in picked.text and "answer #" not in picked.text, picked.text
            await table.wait_published()
            public = await table.view(None)
            assert [b for b in public["buildings"] if b[1] == BO] == [[topo.parse_vertex("14"), BO, 2],
                                                                       [topo.parse_vertex("30"), BO, 1]]  # fmt: skip

            # Ann reaches politics 4 and chooses the city for the metropolis.
            await table.perform(ANN, ["improve", POLITICS], via_buttons=True)
            await table.wait_published()
            ann = await table.view(ANN)
            assert sorted(a[2] for a in ann["you"]["legal_actions"] if a[0] == "answer") == [
                topo.parse_vertex("10"), topo.parse_vertex("40")
            ]  # fmt: skip
            # By the command this time: its confirmation says the answer as its autocomplete entry did.
            chosen = await table.slash_listed(ANN, "ck answer", "choice", _answer(ann, topo.parse_vertex("40")))
            assert "✅ Done: Put the metropolis on your city on 40." in chosen.text, chosen.text
            await table.wait_published()
            public = await table.view(None)
            assert public["ck"]["metropolis"][POLITICS] == topo.parse_vertex("40")
            vp_with_metropolis = public["players"][ANN]["public_vp"]
            await table.perform(ANN, ["end_turn"], via_buttons=True)

            # Bo: politics 4 gives nothing while Ann holds the metropolis; 5 takes it.
            await table.perform(BO, ["roll"], via_buttons=True)
            await table.perform(BO, ["improve", POLITICS], via_buttons=False)
            assert (await table.view(None))["ck"]["metropolis"][POLITICS] == topo.parse_vertex("40")
            await table.perform(BO, ["bank_trade", 4, 6], via_buttons=True)  # wool for the ninth coin
            await table.perform(BO, ["improve", POLITICS], via_buttons=True)
            await table.wait_published()  # his only city takes it at once (a forced answer is not asked)
            await fd.settle()

            public = await table.view(None)
            assert public["ck"]["metropolis"][POLITICS] == topo.parse_vertex("14")
            assert public["players"][ANN]["public_vp"] == vp_with_metropolis - 2
            thread = "\n".join(m.content + json.dumps(m.embeds) for m in fd.messages(table.thread))
            for line in ("The barbarians win: Bo loses a city.", "The barbarians pillaged Bo's city on 30",
                         "Ann now holds the politics metropolis on 40.",
                         "Bo now holds the politics metropolis on 14, taking it from Ann."):  # fmt: skip
                assert line in thread, (line, thread[-3000:])
            log = await table.service.recent_events(table.game_id, 1000)
            events = [e for m in log for e in m.events]
            audit_public_texts(public_texts(fd, [table.thread, world.channel]), events, set())
            assert audit_public_images(spy, fd, [table.thread, world.channel]) >= 2  # boards of both turns


async def test_CK_PROG_progress_card_first_when_the_plays_do_not_fit_one_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Progress… with more plays than one menu holds (here: more than one): the card first, in the shared
    first-step menu (``cogs.interactions.first_step``, as Seafarers' Sail… ships first), then that card's plays
    with the board's picture; a card picked is played from the second menu."""
    from cogs.rules.cities_and_knights import flow as ck_flow

    monkeypatch.setattr(ck_flow, "MENU_LIMIT", 1)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "ck-progress.sqlite3", seed=3)
        users = [fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")]
        async with world.running():
            table = await start_game(world, users, OPTIONS)
            stored = await world.service.repo.load_game(table.game_id)  # type: ignore[union-attr]
            assert stored is not None
            state = ck_position(
                3, options=dict(stored.row.options), seed=7, cities={ANN: ["10"], BO: ["14"], CY: ["20"]},
                roads={ANN: ["10-11"], BO: ["14-15"], CY: ["20-21"]}, hands={BO: {"wool": 2}},
                progress={ANN: ["engineer", "merchant"]}, active=ANN, turn=3, step="pre_roll",
            )  # fmt: skip
            force_roll(state, (4, 4, "ship"))
            await load_position(world, table, state)
            await table.slash(ANN, "roll")
            await table.wait_published()
            ann = await table.view(ANN)
            plays = [a for a in ann["you"]["legal_actions"] if a[0] in ("engineer", "merchant")]
            assert {a[0] for a in plays} == {"engineer", "merchant"} and len(plays) > 2
            opened = await fd.click(users[ANN], table.turn_message(), label="📜 Progress…")
            await opened.wait_done(timeout=15)
            [menu] = [m for m in opened.messages if m.components]
            [select] = [c for row in menu.components for c in row["components"]]
            assert opened.ephemeral and "Which progress card?" in opened.text
            assert select["custom_id"] == f"catan:ckcard:{table.game_id}" and select["placeholder"] == "Which card?"
            assert sorted(o["value"] for o in select["options"]) == ["engineer", "merchant"]
            chosen = await fd.select(users[ANN], menu, select["custom_id"], ["merchant"])
            await chosen.wait_done(timeout=15)
            offered = [json.loads(o["value"]) for m in chosen.messages for row in m.components
                       for c in row["components"] for o in c.get("options", [])]  # fmt: skip
            assert chosen.ephemeral and offered == [a for a in plays if a[0] == "merchant"][:125], chosen.text
            assert [a.filename.split(".")[0] for m in chosen.messages for a in m.attachments] == ["merchant"]
            await table.perform(ANN, offered[0], via_buttons=False)
            await table.wait_published()
            assert (await table.view(None))["ck"]["merchant_owner"] == ANN


async def test_item32_2_a_menu_of_one_move_comes_without_a_decision_image(tmp_path: Path) -> None:
    """Issue #32 item 2: Ann's Knights… menu with one knight to activate (its one option names it) comes without
    the decision image; with two knights to choose from, the image marks them."""
    await _knights_menu(tmp_path / "one.sqlite3", {"11": "basic"}, [])
    await _knights_menu(tmp_path / "two.sqlite3", {"11": "basic", "12": "basic"}, ["activate"])


async def _knights_menu(db: Path, knights: dict[str, str], pictures: list[str]) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, db, seed=3)
        users = [fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")]
        async with world.running():
            table = await start_game(world, users, OPTIONS)
            stored = await world.service.repo.load_game(table.game_id)  # type: ignore[union-attr]
            assert stored is not None
            state = ck_position(
                3, options=dict(stored.row.options), seed=7, cities={ANN: ["10"], BO: ["14"], CY: ["20"]},
                roads={ANN: ["10-11", "11-12"], BO: ["14-15"], CY: ["19-20"]}, hands={ANN: {"grain": 1}},
                knights={ANN: knights}, active=ANN, turn=3, step="pre_roll",
            )  # fmt: skip
            force_roll(state, (6, 6, "ship"))  # a 12, the ship on the event die (no gate: no card)
            await load_position(world, table, state)
            await table.slash(ANN, "roll")
            await table.wait_published()
            ann = await table.view(ANN)
            moves = [a for a in ann["you"]["legal_actions"] if a[0].startswith("knight")]
            assert [a[0] for a in moves] == ["knight_activate"] * len(knights), moves
            opened = await fd.click(users[ANN], table.turn_message(), label="⚔️ Knights…")
            await opened.wait_done(timeout=15)
            options = [o for m in opened.messages for row in m.components for c in row["components"]
                       for o in c.get("options", [])]  # fmt: skip
            assert opened.ephemeral and len(options) == len(knights), opened.text
            assert [a.filename.split(".")[0] for m in opened.messages for a in m.attachments] == pictures
