"""Routed forms, unit level (``cogs.interactions.forms``, ``cogs.trade.card_forms``): a submission is matched by its custom id
alone (what a new process after a restart has), its values are read from rows, labels and menus and
bounded before a flow sees them, and anything malformed is answered privately like a refused move."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.interactions.forms import Forms, RoutedForm
from cogs.people.orders import PriorityForm
from cogs.reads.history import JumpForm
from cogs.trade.card_forms import CounterForm, DiscardForm, OfferForm
from tests.bot.interactions.test_error_paths import FakeResponse
from ui.i18n.catalogue import localize
from ui.offers import EVERYONE

pytestmark = pytest.mark.asyncio

BASE: Any = SimpleNamespace(options={})  # a base game's GameInfo, as far as a form's decoding reads it
CK: Any = SimpleNamespace(options={"expansion": "cities_and_knights"})


def submission(custom_id: str, components: list[dict[str, Any]]) -> Any:
    response = FakeResponse()
    return SimpleNamespace(
        type=discord.InteractionType.modal_submit, data={"custom_id": custom_id, "components": components},
        response=response, followup=SimpleNamespace(send=response.send_message), command=None,
        user=SimpleNamespace(id=5), channel_id=7, id=9,
    )  # fmt: skip


def offer_components(give: str, get: str, to: Any) -> list[dict[str, Any]]:
    """The Trade… form as Discord sends it back: labels around two text inputs and a menu."""
    return [
        {"type": 18, "component": {"type": 4, "custom_id": "give", "value": give}},
        {"type": 18, "component": {"type": 4, "custom_id": "get", "value": get}},
        {"type": 18, "component": {"type": 3, "custom_id": "to", "values": to}},
    ]


async def route(custom_id: str, components: list[dict[str, Any]]) -> tuple[list[RoutedForm], list[tuple[str, bool]]]:
    """The forms a bot's ``Forms`` handed to their flows for one submission, and the private answers sent."""
    forms, handed = Forms(), []

    async def flow(_interaction: Any, form: RoutedForm) -> None:
        handed.append(form)

    for kind in (OfferForm, CounterForm, DiscardForm, JumpForm, PriorityForm):
        forms.add(kind, flow)
    interaction = submission(custom_id, components)
    await forms.route(interaction)
    return handed, interaction.response.sent


async def test_the_offer_forms_menu_gives_its_one_pick_or_everyone() -> None:
    """BASE-TRADE-1: the offer goes to the player picked in the menu, to everyone when none is picked."""
    [form], answers = await route("catan:offer:12", offer_components("2 wool", "1 ore", ["1"]))
    assert isinstance(form, OfferForm) and form.game_id == 12 and not answers
    assert form.action(BASE) == ("offer", (0, 0, 0, 0, 2), (0, 0, 1, 0, 0), 1)
    [form], _ = await route("catan:offer:12", offer_components("2 wool", "1 ore", []))
    assert isinstance(form, OfferForm) and form.action(BASE)[3] == EVERYONE


async def test_a_menu_with_several_picks_is_refused_privately() -> None:
    handed, answers = await route("catan:offer:12", offer_components("2 wool", "1 ore", ["1", "2"]))
    assert not handed and answers == [("⚠️ A field: expected text.", True)]


async def test_cards_are_read_with_commodities_where_hands_hold_them() -> None:
    """CK: a hand of 8 kinds (commodities) needs counts of 8 kinds; the base game's 5."""
    rows = [{"type": 1, "components": [{"type": 4, "custom_id": "cards", "value": "1 wool 1 cloth"}]}]
    [form], _ = await route("catan:discard:4", rows)
    assert isinstance(form, DiscardForm)
    assert form.action(CK) == ("discard", (0, 0, 0, 0, 1, 1, 0, 0))
    counter = [{"type": 1, "components": [{"type": 4, "custom_id": k, "value": "1 ore"}]} for k in ("give", "get")]
    [form], _ = await route("catan:counter:4:77", counter)
    assert isinstance(form, CounterForm) and form.action(BASE)[:2] == ("counter", 77)


async def test_a_custom_id_that_is_none_of_ours_is_left_alone() -> None:
    """Numbers longer than a BIGINT, unknown forms and other interactions: not routed, not answered."""
    for custom_id in ("catan:offer:" + "9" * 19, "catan:counter:1", "catan:discard:1:2", "other:jump:1"):
        assert await route(custom_id, []) == ([], [])


async def test_the_trade_forms_hint_lists_commodities_in_cities_and_knights_CK_TRADE_1() -> None:
    import engine
    from cogs.trade.trade import held_cards

    ck = engine.new_game({"players": 3, "expansion": "cities_and_knights"}, 1)
    ck.hands[0][1], ck.hands[0][6] = 2, 1
    assert localize(held_cards(engine.player_view(ck, 0)), "en") == "2 lumber, 1 coin"
    base = engine.new_game({"players": 3}, 1)
    base.hands[0][4] = 3
    assert localize(held_cards(engine.player_view(base, 0)), "en") == "3 wool"
