"""Hidden information, views, options and saved games for C&K (issue items 4, 5, 8)."""

from __future__ import annotations

import json
from pathlib import Path

import engine
from engine.options import option_help
from tests.engine.ck.helpers import CK, blank, ck_game, give, give_card, in_main, knight, road, roll, settlement
from tests.engine.helpers import english

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_progress_cards_private_counts_and_deck_colours_public() -> None:
    g = in_main(ck_game())
    give_card(g, 1, "spy")
    give_card(g, 1, "irrigation")
    public = engine.view(g, None)
    assert public["players"][1]["progress_cards"] == {"count": 2, "decks": ["blue", "green"]}
    assert "spy" not in json.dumps(public)
    assert engine.view(g, 1)["you"]["progress_cards"] == ["spy", "irrigation"]
    assert "spy" not in json.dumps(engine.view(g, 2))


def test_deck_order_and_seed_never_in_a_view() -> None:
    g = engine.new_game({**CK, "players": 4}, 987_654_321_987)
    text = json.dumps(engine.view(g, 0))
    assert "987654321987" not in text and "rng" not in text
    assert engine.view(g, None)["ck"]["decks"] == [18, 18, 18]
    deck = g.ck.decks[0]
    assert json.dumps(deck) not in text


def test_commodities_private_like_resources() -> None:
    g = in_main(blank())
    give(g, 1, cloth=2, ore=1)
    public = engine.view(g, None)
    assert public["players"][1]["resource_count"] == 3 and "hand" not in public["players"][1]
    assert engine.view(g, 1)["you"]["hand"]["cloth"] == 2


def test_everything_else_of_ck_is_public() -> None:
    g = in_main(blank())
    settlement(g, 0, 10)
    road(g, 0, 10, 11)
    knight(g, 0, 11, strength=2, active=True)
    g.ck.levels[0] = [1, 2, 0]
    g.ck.vp_cards[0] = ["printer"]
    ck = engine.view(g, None)["ck"]
    assert ck["knights"] == [[11, 0, 2, 1]] and ck["barbarian"] == 0 and ck["robber_active"] is False
    assert engine.view(g, None)["players"][0]["levels"] == [1, 2, 0]
    assert engine.view(g, None)["players"][0]["vp_cards"] == ["printer"]


def test_drawn_card_is_redacted_for_others() -> None:
    g = blank()
    g.ck.levels[1][0] = 1
    g.ck.decks[0].append("merchant")
    events = roll(g, 1, 1, 3)
    drawn = next(e for e in events if e["type"] == "progress_drawn")
    assert engine.event_for(drawn, 1)["card"] == "merchant"
    assert "card" not in engine.event_for(drawn, 0) and "card" not in engine.event_for(drawn, None)
    assert engine.event_for(drawn, None)["deck"] == 0


def test_pending_decisions_say_who_owes_what() -> None:
    g = blank()
    settlement(g, 1, 10)
    settlement(g, 2, 40)
    give(g, 1, cloth=4, coin=4)
    give(g, 2, ore=5, wool=5)
    roll(g, 3, 4, 1)
    owed = engine.pending(g)
    assert sorted((d["seat"], d["kind"], d["count"]) for d in owed) == [(1, "discard", 4), (2, "discard", 5)]
    assert engine.must_act(g) == [1, 2]
    assert "discard" in english(engine.describe_waiting(g))


def test_options_documented_with_defaults() -> None:
    help_ = option_help()
    assert help_["expansion"][0] == "base"
    assert help_["barbarian_steps"][0] == 7
    assert help_["ck_hand_limit_check"][0] == "after_roll"
    assert help_["ck_pillage_without_settlement"][0] == "reduce"
    assert help_["ck_knight_errant"][0] is False and help_["ck_easy_start"][0] is False
    assert help_["ck_nasty"][0] is False
    assert engine.Options(**CK).vp_target == 13 and engine.Options().vp_target == 10
    assert engine.Options(**CK, vp_target=12).vp_target == 12


def test_illegal_action_raises_with_a_reason_and_keeps_the_state() -> None:
    g = in_main(blank())
    before = engine.to_json(g)
    for bad in (("knight_hire", 3), ("improve", 1), ("answer", 99, 0), ("alchemist", 1, 1), ("buy_dev",)):
        try:
            engine.apply_action(g, 0, bad)
        except engine.IllegalAction as exc:
            assert exc.reason and exc.hint
        else:
            raise AssertionError(bad)
        assert engine.to_json(g) == before


def test_json_of_a_ck_game_round_trips() -> None:
    g = ck_game()
    text = engine.to_json(g)
    assert json.loads(text)["schema"] == engine.SCHEMA_VERSION == 2
    assert engine.to_json(engine.from_json(text)) == text


def test_base_game_saved_by_schema_1_still_loads_and_continues() -> None:
    """Issue item 8: a base game saved by the release before C&K (schema 1) loads, equals the game
    rebuilt from its log, and plays on."""
    saved = (FIXTURES / "base_schema1_game.json").read_text()
    assert json.loads(saved)["schema"] == 1
    g = engine.from_json(saved)
    assert g.ck is None
    record = json.loads((FIXTURES / "base_schema1_log.json").read_text())
    again = engine.replay(
        record["options"], record["seed"], [(s, engine.action_from_json(a)) for s, a in record["log"]]
    )
    assert engine.to_json(g) == engine.to_json(again)
    seat = engine.must_act(g)[0]
    engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])


def test_ck_options_round_trip_including_an_explicit_base_default() -> None:
    for vp in (10, 13, 15):
        opts = engine.Options(**CK, vp_target=vp)
        again = engine.Options.from_dict(opts.to_dict())
        assert again.vp_target == vp and again == opts
    assert "vp_target" not in engine.Options(**CK).to_dict()
