"""A new round's turn message shows the board again only when something on the map changed (issue #32 item 2).

A third of a base game's board images were the map of the board before, posted again because a new round
started; what changed (the dice, the score table) the turn message and the next board say. ``map_state`` is
what decides: everything of the public view but the fields a board image shows outside its map or not at all,
so a rule set's own section (C&K's knights and barbarians, Seafarers' ships) counts as the map.
"""

from __future__ import annotations

import copy

import engine
from cogs.publishing.turn_messages import NOT_ON_THE_MAP, map_state
from tests.rendering.helpers import ck_rolled, play_greedy


def test_item32_2_the_dice_and_the_score_table_leave_the_map_state_alone() -> None:
    view = engine.public_view(play_greedy(7, 60))
    other = copy.deepcopy(view)
    other["dice"] = [1, 1] if view["dice"] != [1, 1] else [2, 2]
    other["turn"] += 1
    other["players"][0]["public_vp"] += 1
    other["longest_road"] = None if view["longest_road"] is not None else 0
    assert map_state(other) == map_state(view)


def test_item32_2_pieces_the_robber_and_a_rule_sets_section_change_the_map_state() -> None:
    view = engine.public_view(play_greedy(7, 60))
    built = copy.deepcopy(view)
    built["roads"] = [*built["roads"], [0, 0]]
    robbed = copy.deepcopy(view)
    robbed["board"]["robber"] = (view["board"]["robber"] + 1) % len(view["board"]["terrain"])
    assert len({map_state(view), map_state(built), map_state(robbed)}) == 3
    ck = engine.public_view(ck_rolled())
    advanced = copy.deepcopy(ck)
    advanced["ck"]["barbarian"] += 1  # no "built" event says it: the next round's board shows it
    assert map_state(advanced) != map_state(ck)
    assert "ck" not in NOT_ON_THE_MAP and "board" not in NOT_ON_THE_MAP


def test_item32_2_ck_changes_off_the_map_leave_the_map_state_alone() -> None:
    """C&K's event die, its decks' and Defender cards' counts and its attacks count are not drawn on the board
    (``CogHooks.off_map`` of the rule set): alone they bring no board at a new round; the barbarians,
    knights, walls and the robber's waking (drawn) still do."""
    ck = engine.public_view(ck_rolled())
    counted = copy.deepcopy(ck)
    counted["ck"]["event"] = (ck["ck"]["event"] + 1) % 6
    counted["ck"]["decks"] = [n - 1 for n in ck["ck"]["decks"]]
    counted["ck"]["defenders_left"] -= 1
    counted["ck"]["attacks"] += 1
    assert map_state(counted) == map_state(ck)
    for field, value in (("barbarian", ck["ck"]["barbarian"] + 1), ("robber_active", not ck["ck"]["robber_active"]),
                         ("walls", [*ck["ck"]["walls"], 0]), ("merchant", 3)):  # fmt: skip
        changed = copy.deepcopy(ck)
        changed["ck"][field] = value
        assert map_state(changed) != map_state(ck), field
