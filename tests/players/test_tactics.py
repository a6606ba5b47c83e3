"""``players.tactics``: hard's own main-step habits on top of ``normal`` (issue #22), from the view only."""

from __future__ import annotations

import random

import engine
from engine.constants import KNIGHT
from players import decide, normal, tactics
from players.table import Table
from tests.engine.helpers import beginner, counts, give, give_dev, take_all, to_main


def _main_of_seat_0(hand: tuple[int, ...]) -> engine.GameState:
    g = beginner()
    to_main(g, 8)
    take_all(g, 0)
    give(g, 0, hand)
    return g


def _table(g: engine.GameState, seat: int = 0) -> Table:
    return Table(engine.player_view(g, seat))


def test_BASE_ROBBER_3_a_turn_ending_with_more_than_seven_cards_spends_the_surplus_first() -> None:
    """Eight cards that build nothing: normal would end the turn and risk a 7; tactics trade first."""
    g = _main_of_seat_0(counts(grain=4, wool=4))
    t = _table(g)
    assert normal.choose(t, random.Random(3))[0] in ("end_turn", "offer")
    action = tactics.choose(_table(g), random.Random(3))
    assert action[0] == "bank_trade" and action in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, action)
    assert sum(g.hands[0]) <= 7


def test_BASE_TURN_seven_cards_or_fewer_keep_normal_s_choice() -> None:
    g = _main_of_seat_0(counts(grain=4, wool=3))
    assert tactics.choose(_table(g), random.Random(3)) == normal.choose(_table(g), random.Random(3))


def test_BASE_DEV_5_an_old_knight_moves_the_robber_onto_a_strong_hex() -> None:
    """The robber on the desert and opponents on good numbers: an earlier Knight is worth playing now."""
    g = _main_of_seat_0(counts(wool=1))
    give_dev(g, 0, KNIGHT)
    t = _table(g)
    assert tactics.robber_gain(t) > tactics.KNIGHT_GAIN
    assert normal.choose(t, random.Random(3)) != ("knight",)
    assert tactics.choose(_table(g), random.Random(3)) == ("knight",)


def test_BASE_DEV_2_a_knight_bought_this_turn_is_not_played() -> None:
    g = _main_of_seat_0(counts(wool=1))
    give_dev(g, 0, KNIGHT, new=True)
    assert tactics.choose(_table(g), random.Random(3)) != ("knight",)


def test_BASE_TURN_hard_starts_from_the_tactics_choice() -> None:
    """With too few samples to override anything, hard plays the tactics' move (not normal's)."""
    g = _main_of_seat_0(counts(grain=4, wool=4))
    expected = tactics.choose(_table(g), random.Random(5))
    assert decide(engine.player_view(g, 0), random.Random(5), strength="hard", iterations=3) == expected


def test_tactics_read_the_view_only() -> None:
    """Swapping cards between two opponents (same counts, same bank) changes nothing tactics decide."""
    g = _main_of_seat_0(counts(grain=4, wool=4))
    twin = engine.from_json(engine.to_json(g))
    a, b = twin.hands[1], twin.hands[2]
    swap = next(((r, s) for r in range(5) for s in range(5) if a[r] and b[s] and r != s), None)
    assert swap is not None
    r, s = swap
    a[r], a[s], b[s], b[r] = a[r] - 1, a[s] + 1, b[s] - 1, b[r] + 1
    twin.touch()
    assert engine.player_view(twin, 0) == engine.player_view(g, 0) and twin.hands != g.hands
    assert tactics.choose(_table(g), random.Random(9)) == tactics.choose(_table(twin), random.Random(9))


def test_BASE_WIN_1_the_tactics_pairing_plays_whole_games_to_a_winner() -> None:
    """``tactics`` (hard without its search, a bench pairing) finishes games at a table without trades."""
    from players.match import play_game

    for seed in range(2):
        game = play_game({}, seed, ["tactics", "normal", "normal", "normal"], ignore_offers=(1, 2, 3))
        assert game.phase == "over" and game.winner >= 0


def _short_of_one_ore() -> engine.GameState:
    """Seat 0 one ore short of a city with four grain to spare: ``normal`` trades 4 grain at the bank."""
    g = _main_of_seat_0(counts(grain=6, ore=2))
    assert normal.choose(_table(g), random.Random(3))[0] == "bank_trade"
    return g


def test_BASE_TRADE_2_BASE_TRADE_4_hard_offers_the_table_one_for_one_before_a_bank_trade() -> None:
    """The bank takes four grain for the ore; one grain offered to the table comes first, to everyone."""
    g = _short_of_one_ore()
    bank = normal.choose(_table(g), random.Random(3))
    offer = tactics.choose(_table(g), random.Random(3))
    assert offer == ("offer", counts(grain=1), counts(ore=1), -1)
    engine.apply_action(g, 0, offer)
    for seat in (1, 2, 3):  # nobody wants it: the bank trade follows, and no second offer this turn
        engine.apply_action(g, seat, ("decline", g.offers[0].id))
    assert not g.offers and engine.public_view(g)["offers_made"][0] == 1
    assert tactics.choose(_table(g), random.Random(3)) == bank


def test_BASE_TRADE_2_an_accepted_one_for_one_offer_is_concluded_and_saves_the_bank_trade() -> None:
    g = _short_of_one_ore()
    give(g, 2, counts(ore=1))
    engine.apply_action(g, 0, tactics.choose(_table(g), random.Random(3)))
    offer_id = g.offers[0].id
    engine.apply_action(g, 2, ("accept", offer_id))
    assert tactics.choose(_table(g), random.Random(3)) == ("confirm", offer_id, 2)


def test_BASE_TRADE_2_no_offer_to_the_table_while_a_rival_is_two_points_from_winning() -> None:
    t = _table(_short_of_one_ore())
    assert tactics.offer_before_bank_trade(t, normal.choose(t, random.Random(3))) is not None
    leader = dict(t.players[1])
    leader["public_vp"] = t.vp_target - 2
    t.players[1] = leader
    assert tactics.offer_before_bank_trade(t, normal.choose(t, random.Random(3))) is None


def test_BASE_TRADE_2_the_habit_is_the_base_game_s_only() -> None:
    """Cities & Knights and the 2-player variant were measured without it and keep their play."""
    from players.rulesets import policy_of

    base = engine.player_view(beginner(), 0)
    assert policy_of(base).table_offers is True
    for options in ({"players": 2}, {"players": 4, "expansion": "cities_and_knights"}):
        view = engine.player_view(engine.new_game(options, 7), 0)
        assert policy_of(view).table_offers is False


def test_BASE_TRADE_2_a_turn_ending_one_card_short_offers_the_table_once() -> None:
    """One ore short of a city, nothing to trade at the bank: ``normal`` offers now and then (a third of
    the chances), hard every such turn, and once only."""
    g = _main_of_seat_0(counts(grain=2, ore=2, wool=1))
    normal_choices = {normal.choose(_table(g), random.Random(seed))[0] for seed in range(20)}
    assert normal_choices == {"end_turn", "offer"}
    offers = {tactics.choose(_table(g), random.Random(seed)) for seed in range(20)}
    assert offers == {("offer", counts(wool=1), counts(ore=1), -1)}
    engine.apply_action(g, 0, offers.pop())
    for seat in (1, 2, 3):
        engine.apply_action(g, seat, ("decline", g.offers[0].id))
    assert tactics.offer_once(_table(g), random.Random(1), ("end_turn",)) is None
