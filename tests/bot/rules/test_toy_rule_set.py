"""A toy rule set in Discord (issue #30 items 2, 3): one turn button and one command, added with its own
plug-ins and their registrations only; no shared module of the Discord layer names it.

The toy's "folder" is one module per layer built here (its engine declaration, its ``ui`` plug-in with the
button's op and kinds, its ``cogs`` plug-in with the button's label, its flow and its command); the only
shared edits are the registrations, undone at the end.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

import engine
from cogs.app.wiring import Wiring
from cogs.interactions.common import CatanCog, reply
from cogs.play.components import RoutedView, TurnButton, turn_buttons
from cogs.rulesets import COGS, CogHooks
from engine import rulesets
from engine.rulesets import Hooks, RuleSet
from tests.bot.app.test_setup_and_limits import _command_payload
from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord
from ui.buttons import turn_ops
from ui.rulesets import UI, UiHooks

TOY = "toy_rules"
TOY_OP = "toy"


class ToyCog(CatanCog):
    """/catan toy hello: the toy's one command, in a group of its own."""

    toy = app_commands.Group(name="toy", description="Toy rules", guild_only=True)

    @toy.command(name="hello", description="Say hello")
    async def hello(self, interaction: discord.Interaction) -> None:
        button = RoutedView()
        button.add_item(TurnButton(7, TOY_OP))  # the toy's turn button, as its turn message would show it
        await interaction.response.send_message("🧸 Hello from the toy rules.", view=button, ephemeral=True)


async def _toy_clicked(interaction: discord.Interaction, game_id: int, op: str) -> None:
    await reply(interaction, f"🧸 The toy's {op} button of game {game_id} answers.")


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    wiring.turn_ops.add({TOY_OP: _toy_clicked})
    return [ToyCog(wiring.tree)]


def _module(name: str, hooks: Any) -> str:
    module = types.ModuleType(name)
    module.HOOKS = hooks  # type: ignore[attr-defined]
    sys.modules[name] = module
    return name


@contextmanager
def toy_rule_set() -> Iterator[None]:
    """The toy's plug-ins: the engine's declaration (7 players select it), its ui and its cogs plug-ins."""
    engine_module = _module("tests_toy_engine", Hooks())
    rulesets.register(RuleSet(TOY, layer=rulesets.PLAYER_COUNT, hooks_module=engine_module,
                              selected_by=("players", (7,))))  # fmt: skip
    UI.register(TOY, _module("tests_toy_ui", UiHooks(
        more_ops=(lambda view, step: [TOY_OP] if step == "main" else [],), button_kinds={TOY_OP: ("end_turn",)},
    )))  # fmt: skip
    COGS.register(TOY, _module("tests_toy_cogs", CogHooks(
        wire=(_wire,), turn_labels={TOY_OP: ("🧸 Toy", discord.ButtonStyle.secondary)},
    )))  # fmt: skip
    try:
        yield
    finally:
        COGS.unregister(TOY)
        UI.unregister(TOY)
        rulesets.unregister(TOY)
        for name in ("tests_toy_engine", "tests_toy_ui", "tests_toy_cogs"):
            del sys.modules[name]


def test_item2_a_toy_rule_sets_turn_button_shows_in_its_games_only() -> None:
    view = {**engine.public_view(engine.new_game({"players": 3}, seed=1)), "phase": "play", "step": "main"}
    toy_view = {**view, "rule_set": {"name": TOY, "components": ["base", TOY]}}
    with toy_rule_set():
        assert turn_ops(toy_view)[-1] == TOY_OP and TOY_OP not in turn_ops(view)
        [toy_button] = [b for row in turn_buttons(5, toy_view).to_components() for b in row["components"]
                        if b["custom_id"] == f"catan:turn:5:{TOY_OP}"]  # fmt: skip
        assert toy_button["label"] == "🧸 Toy"
        assert not [b for row in turn_buttons(5, view).to_components() for b in row["components"]
                    if b["custom_id"].endswith(f":{TOY_OP}")]  # fmt: skip
    assert TOY not in COGS.registered() and TOY not in rulesets.all_components()


async def test_item3_a_toy_rule_sets_command_is_registered_under_catan(tmp_path: Path) -> None:
    with toy_rule_set():
        [catan] = await _command_payload(tmp_path)
    toy = next(option for option in catan["options"] if option["name"] == "toy")
    assert [sub["name"] for sub in toy["options"]] == ["hello"]
    assert len(catan["options"]) == 21  # one entry of the five left for new rule sets


@pytest.mark.asyncio
async def test_item3_a_toy_rule_sets_command_and_button_answer_through_the_fake_discord(tmp_path: Path) -> None:
    with toy_rule_set():
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "toy.sqlite3", seed=4)
            ann = fd.add_user("Ann")
            async with world.running():
                hello = await fd.slash(ann, world.channel, "catan toy hello")
                await hello.wait_done()
                assert hello.ephemeral and hello.text == "🧸 Hello from the toy rules." and hello.original is not None
                clicked = await fd.click(ann, hello.original, label="🧸 Toy")
                await clicked.wait_done()
                assert clicked.ephemeral and "The toy's toy button of game 7 answers" in clicked.text
