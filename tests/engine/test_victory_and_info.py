"""BASE-WIN-1..4, BASE-AMB-11, -18, BASE-INFO-1..3 and views."""

from __future__ import annotations

import json
import random

import engine
from engine.testing import position, roll
from tests.engine.helpers import H, beginner, play_random, to_main


def _table(**kw: object) -> engine.GameState:
    """The beginner set-up (4 players, red to roll) with the hands and cards given and nothing else."""
    return position(beginner_pieces=True, **kw)  # type: ignore[arg-type]


def test_base_win_1_vp_sources() -> None:
    g = beginner()
    assert g.victory_points(0) == 2
    g = position(settlements={0: ["1"]}, cities={0: ["40"]})
    assert g.victory_points(0) == 3
    g = position(
        settlements={0: ["1"]}, cities={0: ["40"]}, longest_road=0, largest_army=0,
        dev_cards={0: {"victory_point": 1, "knight": 1}},
    )  # fmt: skip
    assert g.victory_points(0) == 3 + 2 + 2 + 1


def test_base_win_2_win_at_target_during_own_turn_with_hidden_vp() -> None:
    g = _table(
        options={"vp_target": 5}, dev_cards={0: {"victory_point": 2}}, hands={0: {"ore": 3, "grain": 2}}, step="main"
    )
    ev = engine.apply_action(g, 0, ("city", g.owner.index(0)))
    assert g.winner == 0 and g.phase == "over" and ev[-1]["type"] == "game_over"
    assert engine.legal_actions(g, 0) == () and engine.must_act(g) == []


def test_base_win_2_configurable_target() -> None:
    g = _table(options={"vp_target": 3}, hands={0: {"ore": 3, "grain": 2}}, step="main")
    engine.apply_action(g, 0, ("city", g.owner.index(0)))
    assert g.winner == 0


def test_base_win_3_and_base_amb_11_no_win_off_turn_but_at_start_of_own_turn() -> None:
    # Largest Army reached off-turn (e.g. handed over by someone else's play)
    g = position(beginner_pieces=True, options={"vp_target": 5}, dev_cards={1: {"victory_point": 2}}, largest_army=1)
    assert g.victory_points(1) == 6
    to_main(g)
    assert g.winner == -1
    ev = engine.apply_action(g, 0, ("end_turn",))
    assert g.winner == 1 and ev[-1]["type"] == "game_over"


def test_base_win_4_and_base_amb_18_vp_cards_counted_automatically_revealed_at_end() -> None:
    g = _table(options={"vp_target": 4}, dev_cards={0: {"victory_point": 2}})
    to_main(g)
    assert g.winner == 0  # the roll was a state change of the active player's turn
    assert g.vp_revealed[0] == 2
    pub = engine.public_view(g)
    assert pub["players"][0]["vp"] == 4 and pub["players"][0]["public_vp"] == 4


def test_base_info_1_hand_sizes_public_contents_private() -> None:
    g = beginner()
    pub = engine.public_view(g)
    assert [p["resource_count"] for p in pub["players"]] == [3, 3, 3, 3]
    mine = engine.player_view(g, 1)
    assert mine["you"]["hand"] == {"brick": 1, "lumber": 1, "ore": 1, "grain": 0, "wool": 0}
    assert "hand" not in json.dumps(pub) and "you" not in pub


def test_base_info_2_dev_cards_hidden_knights_and_bank_public() -> None:
    g = _table(dev_cards={2: {"victory_point": 1}})
    pub = engine.public_view(g)
    assert pub["players"][2]["dev_card_count"] == 1 and pub["bank"] == g.bank and pub["dev_deck"] == 24
    other = engine.player_view(g, 1)
    assert other["players"][2]["public_vp"] == 2 and other["players"][2]["vp"] is None


def test_base_info_3_steal_identity_only_for_thief_and_victim() -> None:
    g = _table(hands={1: {"wool": 1}})
    roll(g, 7)
    ev = engine.apply_action(g, 0, ("robber", H(1, 1)))
    ev = engine.apply_action(g, 0, ("steal", 1))
    stolen = next(e for e in ev if e["type"] == "stolen")
    assert engine.event_for(stolen, 0)["resource"] == 4 and engine.event_for(stolen, 1)["resource"] == 4
    for viewer in (None, 2, 3):
        assert "resource" not in engine.event_for(stolen, viewer)


def test_bought_card_identity_is_private() -> None:
    g = _table(hands={0: {"ore": 1, "grain": 1, "wool": 1}}, step="main")
    ev = engine.apply_action(g, 0, ("buy_dev",))
    bought = next(e for e in ev if e["type"] == "bought_dev")
    assert "card" in engine.event_for(bought, 0)
    assert "card" not in engine.event_for(bought, 1) and "card" not in engine.event_for(bought, None)


def test_views_never_contain_seed_deck_or_other_hands() -> None:
    rng = random.Random(5)
    g = engine.new_game({"players": 4}, seed=0xC0FFEE1234)
    play_random(g, rng, 400)
    secret_seed = str(g.rng.seed)
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps(engine.view(g, seat))
        assert secret_seed not in text and '"deck"' not in text and '"rng"' not in text
        v = engine.view(g, seat)
        assert set(v) >= {"board", "players", "pending"}
        for p in v["players"]:
            assert set(p) & {"hand", "dev_cards"} == set()
        if seat is not None:
            assert v["you"]["seat"] == seat
    assert engine.view(g, None)["dev_deck"] == len(g.deck)
