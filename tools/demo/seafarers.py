"""How a Seafarers player acts through Discord: ships built from Build…, moved with Sail… (which ship first
when the moves fill more than one menu), the pirate with Move pirate…, gold choices from the question
addressed to them (like ``tools.demo.driver``); and the /catan new options of a Seafarers game."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from cogs.rules.seafarers import LAYOUTS, SCENARIOS
from engine.plugins import topology_of_view

if TYPE_CHECKING:
    from tools.demo.driver import Table



def new_game_options(options: dict[str, Any]) -> dict[str, Any]:
    """The /catan new options of a Seafarers game's options, as a person picks them: the scenario's value from
    its autocomplete list ("fog/v": The Fog Island in the shuffled layout), which selects the expansion."""
    short = {v: k for k, v in SCENARIOS.items()}[options.get("sea_scenario", "new_shores")]
    layout = {v: k for k, v in LAYOUTS.items()}.get(options.get("sea_layout", "printed"), "p")
    return {"scenario": short if layout == "p" else f"{short}/{layout}"}


PIRATE = "pirate"


def normal_policy(view: dict[str, Any], rng: random.Random) -> list[Any]:
    """A Seafarers player of the demonstration: the built-in ``normal`` player's choice from the player's own
    view (``players.decide``), which builds ships toward new islands, moves them, settles there, chooses gold
    and uses the pirate; the greedy policy of the other demonstrations knows none of that. Its trade offers
    are left out: the demonstration makes its domestic trades with the Trade… button (``Table.trade_by_buttons``)."""
    from players import decide

    quiet = {**view, "you": {**view["you"], "can_propose_trade": False}}
    return json.loads(json.dumps(decide(quiet, rng, strength="normal")))  # tuples as the lists the menus carry


def pirate_value(view: dict[str, Any], hex_: int) -> int:
    """How much the pirate on this sea hex hurts the others: their ships beside it (minus mine)."""
    me = view["you"]["seat"]
    ships = {int(e): int(p) for e, p in (view.get("seafarers") or {}).get("ships", ())}
    beside = [ships[e] for e, pair in enumerate(topology_of_view(view).EDGE_SIDES) if hex_ in pair and e in ships]
    return sum(-3 if owner == me else 1 for owner in beside)


def gold_message(table: Table, seat: int) -> Any | None:
    """The newest open message asking this player for a gold choice, if any."""
    mark = f"catan:turn:{table.game_id}:gold"
    mention = f"<@{table.users[seat].id}>"
    for message in reversed(table.fd.messages(table.thread)):
        ids = [b.get("custom_id", "") for b in message.buttons]
        if mention in message.content and mark in ids and not any(i.endswith(":hand") for i in ids):
            return message
    return None


async def perform(table: Table, seat: int, action: list[Any], *, via_buttons: bool) -> bool:
    """Send one Seafarers action; False when ``action`` is not one of its kinds. Seafarers has no slash
    command of its own (``cogs.rules.seafarers``): every move is made with the buttons and their menus."""
    kind = action[0]
    if kind == "ship":
        await table.choose_from_menu(seat, "🏗️ Build…", action)
    elif kind == "move_ship":
        await sail(table, seat, action)
    elif kind == "pirate":
        await table.choose_from_menu(seat, "🏴‍☠️ Move pirate…", action)
    elif kind == "sea_robber_start":
        await table.choose_from_menu(seat, "🦹 Place robber…", action)
    elif kind == "gold":
        # from the question addressed to the player (or the turn message's button, which is the same)
        asking = gold_message(table, seat)
        await choose_gold(table, seat, action, None if via_buttons else asking)
    else:
        return False
    return True


async def choose_gold(table: Table, seat: int, action: list[Any], message: Any | None) -> None:
    """Choose gold…: the choice from its menu, or card by card when the ways to choose fill more menus."""
    from tools.demo.driver import MoveFailed, _select_offering

    user = table.users[seat]
    opened = await table.fd.click(user, message or table.turn_message(), label=table.label("🪙 Choose gold…"),
                                  timeout=table.answer_timeout)  # fmt: skip
    await opened.wait_private(timeout=table.answer_timeout)
    value = json.dumps(action, separators=(",", ":"))
    found = _select_offering(opened, value)
    if found is not None:
        done = await table.fd.select(user, found[0], found[1], [value], timeout=table.answer_timeout)
        await table._done(done, f"{user.name}: [🪙 Choose gold…] → {value}")
        return
    cards = [r for r, n in enumerate(action[1]) for _ in range(n)]
    for i, r in enumerate(cards):
        step = _select_offering(opened, str(r))
        if step is None:
            raise MoveFailed(f"Choose gold… did not offer card {r} at step {i + 1}: {opened.text!r}")
        opened = await table.fd.select(user, step[0], step[1], [str(r)], timeout=table.answer_timeout)
        if i < len(cards) - 1:
            await opened.wait_private(timeout=table.answer_timeout)
    await table._done(opened, f"{user.name}: [🪙 Choose gold…] card by card → {value}")


async def sail(table: Table, seat: int, action: list[Any]) -> None:
    """Sail…: the move from one menu, or the ship first and then where it goes."""
    from tools.demo.driver import MoveFailed, _select_offering

    user = table.users[seat]
    opened = await table.fd.click(user, table.turn_message(), label=table.label("⛵ Sail…"), timeout=table.answer_timeout)
    await opened.wait_private(timeout=table.answer_timeout)
    value = json.dumps(action, separators=(",", ":"))
    found = _select_offering(opened, value)
    if found is None:
        ship = _select_offering(opened, str(action[1]))
        if ship is None:
            raise MoveFailed(f"Sail… offered neither {value} nor the ship {action[1]}: {opened.text!r}")
        picked = await table.fd.select(user, ship[0], ship[1], [str(action[1])], timeout=table.answer_timeout)
        await picked.wait_private(timeout=table.answer_timeout)
        found = _select_offering(picked, value)
        if found is None:
            raise MoveFailed(f"Sail… for the ship {action[1]} did not offer {value}: {picked.text!r}")
    done = await table.fd.select(user, found[0], found[1], [value], timeout=table.answer_timeout)
    await table._done(done, f"{user.name}: [⛵ Sail…] → {value}")
