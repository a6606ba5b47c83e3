"""The rule-set registry (issue #21 items 1-2): every rule set is a plug-in with the same hooks, the
options select a composition once per game, views name it, and a player-count extension composes
with the base game and with Cities & Knights (as the 5-6 player extension of issue #19 will)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import engine
from engine import actions as A
from engine import rulesets
from engine.rulesets import Hooks, RuleSet, Wrap
from engine.state import PRE_ROLL, GameState
from tests.engine.helpers import raises_saying

CK = {"expansion": "cities_and_knights"}


def test_options_select_one_composition_per_game_and_views_name_it() -> None:
    for options, name, components in (
        ({"players": 4}, "base", ["base"]),
        ({"players": 3}, "base", ["base"]),
        ({"players": 2}, "two_player", ["base", "two_player"]),
        ({"players": 4, **CK}, "cities_and_knights", ["base", "cities_and_knights"]),
    ):
        g = engine.new_game(options, 1)
        assert g.rules is rulesets.for_options(g.options)  # resolved once, shared by every game alike
        assert engine.public_view(g)["rule_set"] == {"name": name, "components": components}
        assert engine.player_view(g, 0)["rule_set"] == {"name": name, "components": components}
        assert engine.from_json(engine.to_json(g)).rules is g.rules


def test_option_defaults_and_checks_come_from_the_selected_rule_sets() -> None:
    assert engine.Options(**CK).vp_target == 13  # CK-WIN-1
    assert engine.Options(**CK, vp_target=10).to_dict()["vp_target"] == 10
    assert engine.Options().vp_target == 10
    with raises_saying(engine.InvalidOptions, "at least 3 players"):
        engine.Options(players=2, **CK)  # CK-GEN-1
    with raises_saying(engine.InvalidOptions, "set-up on the board"):
        engine.Options(board="beginner", **CK)  # CK-SETUP-1


def test_a_record_must_match_the_rule_sets_the_options_select() -> None:
    import json

    data = json.loads(engine.to_json(engine.new_game({"players": 3}, 2)))
    data["options"] = {"players": 3, **CK}  # a C&K game without its record
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)


# --- a player-count extension of our own, composed with the base game and with C&K ---------------

TOY_STEP, TOY_PASS = "toy_build_phase", "toy_pass"


def _toy_end_turn(previous: Any) -> Any:
    """Like 5-6 players' Special Build Phase: after the turn has passed on, a step of its own."""

    def end_turn(state: GameState, seat: int) -> None:
        previous(state, seat)
        state.step = TOY_STEP

    return end_turn


def _toy_pass(state: GameState, seat: int, action: Any) -> None:
    state.step = PRE_ROLL
    state.emit({"type": "toy_passed", "seat": seat})


def _toy_view(state: GameState, out: dict[str, Any]) -> None:
    out["toy"] = {"in_build_phase": state.step == TOY_STEP}


TOY_COLOURS = ("red", "blue", "white", "orange", "green", "brown", "purple")

TOY_HOOKS = Hooks(
    colours=lambda options: list(TOY_COLOURS),
    bank=Wrap(lambda previous: lambda options: [count + 5 for count in previous(options)]),  # more cards
    end_turn=Wrap(_toy_end_turn),
    step_listers={TOY_STEP: lambda state, seat, out: out.append((TOY_PASS,))},  # nothing else is allowed
    handlers={TOY_PASS: _toy_pass},
    public_view=[_toy_view],
)


@contextmanager
def toy_extension() -> Iterator[None]:
    """A 7-player extension of our own (players = 7 selects it and becomes valid; 5 and 6 are the real
    five_six extension's): a new folder's worth of hooks, registered like the real ones."""
    import sys
    import types

    module = types.ModuleType("tests_toy_rule_set")
    module.HOOKS = TOY_HOOKS  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    A.register_kind(TOY_PASS, "")
    rulesets.register(RuleSet("toy", layer=rulesets.PLAYER_COUNT, hooks_module=module.__name__,
                              selected_by=("players", (7,))))  # fmt: skip
    try:
        yield
    finally:
        rulesets.unregister("toy")
        del sys.modules[module.__name__]


def _play_to_first_end_of_turn(g: GameState, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(3000):
        seat = engine.must_act(g)[0]
        legal = engine.legal_actions(g, seat)
        ends = [a for a in legal if a[0] == A.END_TURN]
        action = ends[0] if ends and g.turn >= 2 else rng.choice([a for a in legal if a[0] != A.END_TURN] or legal)
        engine.apply_action(g, seat, action)
        if action[0] == A.END_TURN:
            return
    raise AssertionError("no turn ended")


@pytest.mark.parametrize("extra", [{}, CK], ids=["base", "cities_and_knights"])
def test_a_player_count_extension_composes_with_base_and_with_ck(extra: dict[str, Any]) -> None:
    options = {"players": 7, **extra}
    with raises_saying(engine.InvalidOptions, r"from 2 to 4 .*, not 7"):
        engine.new_game(options, 4)
    with toy_extension():
        g = engine.new_game(options, 4)
        assert g.rules.components == ("base", *(["cities_and_knights"] if extra else []), "toy")
        assert engine.public_view(g)["rule_set"]["name"] == ("cities_and_knights+toy" if extra else "toy")
        assert g.n == 7 and g.colours == list(TOY_COLOURS)
        assert g.bank == [24] * 5 + ([17] * 3 if extra else [])  # the toy's wrap of the bank of base or C&K
        _play_to_first_end_of_turn(g, 4)
        # the wrapped end of turn (C&K's own in a C&K game) passed the turn on, then entered the new step
        assert g.step == TOY_STEP and engine.must_act(g) == [g.active]
        assert engine.legal_actions(g, g.active) == ((TOY_PASS,),)  # every other action is forbidden here
        with pytest.raises(engine.IllegalAction):
            engine.apply_action(g, g.active, ("roll",))
        assert engine.public_view(g)["toy"] == {"in_build_phase": True}
        copy = engine.from_json(engine.to_json(g))
        assert engine.to_json(copy) == engine.to_json(g) and copy.rules is g.rules
        events = engine.apply_action(g, g.active, (TOY_PASS,))
        assert events == [{"type": "toy_passed", "seat": g.active}] and g.step == PRE_ROLL
        assert (A.ROLL,) in engine.legal_actions(g, g.active)
    with pytest.raises(engine.InvalidOptions):  # the registry is back as it was
        engine.new_game(options, 4)
    assert engine.new_game({**options, "players": 4}, 4).rules.components[-1] != "toy"
