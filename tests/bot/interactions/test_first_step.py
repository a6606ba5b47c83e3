"""The first step of a menu too long for one (``cogs.interactions.first_step``, issue #31): Seafarers'
Sail… (which ship moves) and C&K's Progress… (which card) are one shared select menu, each with its custom id
("catan:sail:<game>", "catan:ckcard:<game>"), placeholder and flow, rebuilt from its custom id alone after a
restart. Their flows are played end to end in tests/bot/rules/test_e2e_seafarers.py (the ship first) and
the C&K e2e tests."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.interactions.dispatch import Component
from cogs.interactions.first_step import FirstStepSelect
from cogs.rules.cities_and_knights.flow import CK_DYNAMIC_ITEMS, CardKindSelect
from cogs.rules.seafarers.flow import SEA_DYNAMIC_ITEMS, SailSelect

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize(("kind", "prefix", "placeholder"), [(SailSelect, "sail", "Which ship?"),
                                                               (CardKindSelect, "ckcard", "Which card?")])  # fmt: skip
async def test_item31_3_sail_and_card_kind_menus_share_one_first_step_select(
    kind: type[FirstStepSelect], prefix: str, placeholder: str
) -> None:
    assert issubclass(kind, FirstStepSelect) and issubclass(kind, Component)
    assert kind in SEA_DYNAMIC_ITEMS + CK_DYNAMIC_ITEMS
    options = [discord.SelectOption(label="The ship on 16-17", value="21")]
    menu = kind(12, options)
    select: Any = menu.item
    assert (menu.custom_id, select.placeholder, select.options) == (f"catan:{prefix}:12", placeholder, options)
    template = kind.__discord_ui_compiled_template__
    match = template.fullmatch(f"catan:{prefix}:12")
    assert match is not None
    other = "ckcard" if prefix == "sail" else "sail"
    assert template.fullmatch(f"catan:{other}:12") is None and template.fullmatch(f"catan:{prefix}:x") is None
    again = await kind.from_custom_id(SimpleNamespace(), select, match)  # type: ignore[arg-type]
    assert type(again) is kind and again.game_id == 12 and again.custom_id == f"catan:{prefix}:12"
    assert [o.value for o in again.item.options] == ["-"]  # after a restart: the value comes with the click


async def test_item31_3_the_shared_base_matches_no_custom_id() -> None:
    assert FirstStepSelect.__discord_ui_compiled_template__.fullmatch("catan:sail:12") is None
