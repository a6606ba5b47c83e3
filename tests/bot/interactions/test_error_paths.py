"""The one error path of interactions (issue #18 items 3 and 4), unit level: a database outage and bad input
are answered privately with a user message; the decoder bounds every value before parsing it."""

from __future__ import annotations

import logging
import sqlite3
from types import SimpleNamespace
from typing import Any

import pytest
from discord import app_commands

from cogs.interactions import inputs
from cogs.interactions.command_tree import CatanTree
from cogs.interactions.common import UNAVAILABLE_TEXT, UserError, report_error
from cogs.interactions.dispatch import Component, Handlers
from cogs.play.components import ALL_DYNAMIC_ITEMS, LobbyButton, PickSelect, TurnButton
from db.errors import DatabaseUnavailable
from ui.i18n.pseudo import english

pytestmark = pytest.mark.asyncio


class FakeResponse:
    """An interaction's response that keeps what was sent, in English (the e2e tests' readers read the
    pseudo-locale, tests/bot/pseudo_locale.py; these tests raise words of their own, so nothing is checked here)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, text: str, *, ephemeral: bool = False, **_: Any) -> None:
        self.sent.append((english(text), ephemeral))


def fake_interaction(values: Any = None) -> Any:
    response = FakeResponse()
    return SimpleNamespace(
        response=response, followup=SimpleNamespace(send=response.send_message), command=None,
        data={"custom_id": "catan:pick:1:road:0", "values": values}, user=SimpleNamespace(id=5), channel_id=7, id=9,
        client=SimpleNamespace(handlers=Handlers()),
    )  # fmt: skip


def outage() -> DatabaseUnavailable:
    return DatabaseUnavailable("catanbot.sqlite3", sqlite3.OperationalError("disk I/O error"))


async def test_an_outage_is_answered_privately_without_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    interaction = fake_interaction()
    await report_error(interaction, outage())
    [(text, ephemeral)] = interaction.response.sent
    assert ephemeral and UNAVAILABLE_TEXT in text
    assert "nothing was changed" in text and "try again in a minute" in text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_the_command_tree_handler_unwraps_an_outage(caplog: pytest.LogCaptureFixture) -> None:
    interaction = fake_interaction()
    wrapped = app_commands.CommandInvokeError(SimpleNamespace(name="roll"), outage())  # type: ignore[arg-type]
    await CatanTree.on_error(None, interaction, wrapped)  # type: ignore[arg-type]
    [(text, ephemeral)] = interaction.response.sent
    assert ephemeral and UNAVAILABLE_TEXT in text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_a_program_error_is_still_logged_and_apologised_for(caplog: pytest.LogCaptureFixture) -> None:
    interaction = fake_interaction()
    await report_error(interaction, KeyError("bug"))
    [(text, ephemeral)] = interaction.response.sent
    assert ephemeral and "Something went wrong" in text
    assert [r for r in caplog.records if r.levelno >= logging.ERROR and r.exc_info]


async def test_component_callbacks_answer_what_they_let_out() -> None:
    """discord.py only logs an exception of a DynamicItem callback (the click stays unanswered): every
    component of the bot answers through report_error, in their one base class."""

    async def refuse(_interaction: Any, _item: PickSelect) -> None:
        raise UserError("Pick an entry of the menu.")

    interaction = fake_interaction()
    interaction.client.handlers.add(PickSelect, refuse)
    await PickSelect(1, "road", 0).callback(interaction)
    assert interaction.response.sent == [("⚠️ Pick an entry of the menu.", True)]
    for item in ALL_DYNAMIC_ITEMS:
        assert issubclass(item, Component) and item.callback is Component.callback, item


async def test_a_component_no_flow_answers_is_a_logged_program_error(caplog: pytest.LogCaptureFixture) -> None:
    interaction = fake_interaction()
    await TurnButton(1, "roll").callback(interaction)
    [(text, ephemeral)] = interaction.response.sent
    assert ephemeral and "Something went wrong" in text
    assert [r for r in caplog.records if r.levelno >= logging.ERROR and r.exc_info]


@pytest.mark.parametrize(
    "values", [None, [], ["a", "b"], [7], ["x" * 201]], ids=["missing", "empty", "two", "number", "long"]
)
async def test_select_value_refuses_what_no_menu_of_ours_sends(values: Any) -> None:
    with pytest.raises(UserError, match="entry of the menu"):
        inputs.select_value(fake_interaction(values))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "value",
    ["{not json", "[" * 5000, "[" * 4 + "]" * 4, '["settlement", "x"]', "[]", '"road"', "[1, 2]",
     '["nonsense"]', '["road", 1e999]', 1, None, "x" * 201],
)  # fmt: skip
async def test_action_refuses_malformed_moves_with_the_hint(value: Any) -> None:
    with pytest.raises(UserError) as refused:
        inputs.action(value, None, "Pick one of the moves in the menu.")
    assert str(refused.value).endswith("Pick one of the moves in the menu.")


async def test_action_decodes_a_move_and_checks_its_kind() -> None:
    assert inputs.action('["settlement",12]', ("settlement",), "hint") == ("settlement", 12)
    assert inputs.action('["discard",[1,0,0,0,1]]', None, "hint") == ("discard", (1, 0, 0, 0, 1))
    with pytest.raises(UserError, match="not a move of this command"):
        inputs.action('["road",3]', ("build_knight",), "hint")


@pytest.mark.parametrize("value", ["²", "-", "1.5", "١", "9" * 30, "", " ", "0", "4"])
async def test_number_takes_ascii_digits_in_range(value: str) -> None:
    with pytest.raises(UserError, match="a number from 1 to 3"):
        inputs.number(value, 1, 3, "The player to rob")


async def test_number_spot_cards_and_resource_decode_good_input() -> None:
    assert inputs.number(" 2 ", 1, 3, "x") == 2
    assert inputs.spot("road", "12-13") == inputs.spot("road", "13-12")
    assert inputs.cards("2 wool 1 ore", "You give") == (0, 0, 1, 0, 2)
    assert inputs.resource("Sheep") == 4


async def test_typed_text_is_bounded_before_parsing() -> None:
    for call in (
        lambda: inputs.spot("settlement", "9" * 3000),
        lambda: inputs.cards("1 wool " * 1000, "You give"),
        lambda: inputs.resource("w" * 100),
    ):
        with pytest.raises(UserError, match="too long"):
            call()
    with pytest.raises(UserError, match="is not an intersection number 1-54"):
        inputs.spot("settlement", "`@everyone`")


async def test_custom_id_numbers_are_bounded() -> None:
    """A custom id with a number of more digits than a BIGINT holds is none of ours: not matched at all
    (main matched it, and the lookup raised OverflowError: 'Something went wrong')."""
    assert LobbyButton.__discord_ui_compiled_template__.fullmatch("catan:lobby:123:join")
    assert not LobbyButton.__discord_ui_compiled_template__.fullmatch("catan:lobby:" + "9" * 19 + ":join")
    assert not TurnButton.__discord_ui_compiled_template__.fullmatch("catan:turn:" + "9" * 40 + ":roll")
    assert not PickSelect.__discord_ui_compiled_template__.fullmatch("catan:pick:1:road:99")
