"""The base game's parameters for built-in players (``players.rulesets``); its play is the shared one."""

from __future__ import annotations

from players.rulesets import PlayerHooks

# The value model (players.value) is fitted on base games only. Simulated moves per decision of a hard
# player's search, about 0.5 s on this machine: a C&K move (bigger views and action lists) costs about
# three base moves (players.rules.cities_and_knights), a 2-player move more than a base one (players.rules.two_player).
HOOKS = PlayerHooks(move_budget=2000, value_model=True, passive_overrides=False, table_offers=True)
