"""The base game's part of the Discord layer (``cogs.rulesets``): the shared cogs are the base game; this
sets only the defaults other rule sets replace."""

from __future__ import annotations

from typing import Any

from cogs.rulesets import CogHooks


def _discarders(view: dict[str, Any]) -> set[int]:
    """Who owes a 7's discard off their turn: the discard ping pings them (``cogs.publishing.turn_messages``); the
    roller's own discard is asked by their turn message."""
    return {d["seat"] for d in view["pending"] if d["kind"] == "discard" and d["seat"] != view["active"]}


HOOKS = CogHooks(discard_pings=True, pinged_apart=(_discarders,))
