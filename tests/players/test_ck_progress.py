"""``hard``'s progress-card policy in Cities & Knights (``players.rules.cities_and_knights.progress``): which card, and when."""

from __future__ import annotations

import random

import engine
from engine import topology as topo
from players import normal, tactics
from players.match import play_game
from players.rules.cities_and_knights import progress as ck_progress
from players.rulesets import policy_of_state
from players.table import Table
from tests.engine.ck.helpers import blank, city, empty_hands, give, give_card, in_main, settlement

FIELDS, MOUNTAINS = 3, 2


def _table(g: engine.GameState, seat: int = 0) -> Table:
    return Table(engine.player_view(g, seat))


def _hex(g: engine.GameState, terrain: int) -> int:
    return next(h for h, t in enumerate(g.board.terrain) if t == terrain and h != g.robber)


def _corner(g: engine.GameState, h: int) -> int:
    return topo.STANDARD.HEX_VERTICES[h][0]


def test_CK_CARD_SCI_1_hard_plays_the_alchemist_before_rolling_for_its_best_total() -> None:
    """Before the roll, the Alchemist sets the total that produces most for the seat (never 7), with
    the smallest red die of that total; ``normal`` just rolls."""
    g = blank()
    empty_hands(g)
    h = next(h for h, n in enumerate(g.board.numbers) if n == 5 and h != g.robber and g.board.terrain[h] < 5)
    v = _corner(g, h)
    city(g, 0, v)
    give_card(g, 0, "alchemist")
    t = _table(g)
    assert normal.choose(t, random.Random(0)) == ("roll",)
    move = tactics.choose(t, random.Random(0))
    assert move[0] == "alchemist"
    own_numbers = {g.board.numbers[x] for x in topo.STANDARD.VERTEX_HEXES[v] if x != g.robber}
    total = move[1] + move[2]
    assert total in own_numbers and total != 7
    assert move[1] == max(1, total - 6)  # the smallest red die for that total
    from players import decide

    assert decide(engine.player_view(g, 0), random.Random(0), strength="hard") == move  # the product's hard


def test_CK_CARD_SCI_1_no_alchemist_when_no_total_beats_an_ordinary_roll() -> None:
    g = blank()
    empty_hands(g)
    give_card(g, 0, "alchemist")  # no buildings: every total produces nothing
    assert ck_progress.alchemist(_table(g), random.Random(0), ("roll",)) is None
    assert tactics.choose(_table(g), random.Random(0)) == ("roll",)


def test_CK_CARD_SCI_5_irrigation_is_played_with_fields_and_kept_without() -> None:
    g = blank()
    empty_hands(g)
    settlement(g, 0, _corner(g, _hex(g, FIELDS)))
    give_card(g, 0, "irrigation")
    in_main(g)
    t = _table(g)
    assert ck_progress.gain(t, ("irrigation",)) >= 2.0
    assert ck_progress.play(t, random.Random(0), ("end_turn",)) == ("irrigation",)
    g2 = blank()
    empty_hands(g2)
    give_card(g2, 0, "irrigation")
    in_main(g2)  # no building next to fields: the card would bring nothing
    assert ck_progress.play(_table(g2), random.Random(0), ("end_turn",)) is None


def test_CK_CARD_POL_9_a_wedding_nobody_pays_for_is_kept_and_normal_plays_on() -> None:
    """With nobody ahead in points the Wedding brings nothing: ``hard`` keeps it; where ``normal``
    would have played it, ``hard`` makes ``normal``'s move without card plays."""
    g = blank()
    empty_hands(g)
    for seat, v in enumerate((0, 10, 20, 30)):
        settlement(g, seat, v)
    give_card(g, 0, "wedding")
    in_main(g)
    t = _table(g)
    assert ("wedding",) in t.legal
    assert ck_progress.gain(t, ("wedding",)) == 0.0
    assert ck_progress.play(t, random.Random(0), ("end_turn",)) is None
    assert ck_progress.play(t, random.Random(0), ("wedding",)) == ("end_turn",)


def test_CK_CARD_POL_9_a_wedding_is_played_when_richer_players_hold_cards() -> None:
    g = blank()
    empty_hands(g)
    settlement(g, 0, 0)
    city(g, 1, 10)
    give(g, 1, ore=2, grain=2)
    give_card(g, 0, "wedding")
    in_main(g)
    assert ck_progress.play(_table(g), random.Random(0), ("end_turn",)) == ("wedding",)


def test_CK_CARD_TRD_3_hard_takes_the_merchant_and_its_point() -> None:
    g = blank()
    empty_hands(g)
    v = _corner(g, _hex(g, FIELDS))
    settlement(g, 0, v)
    give_card(g, 0, "merchant")
    in_main(g)
    move = ck_progress.play(_table(g), random.Random(0), ("end_turn",))
    assert move is not None and move[0] == "merchant"
    assert move[1] in topo.STANDARD.VERTEX_HEXES[v]


def test_CK_CARD_SCI_2_the_crane_waits_for_an_improvement_one_commodity_short() -> None:
    g = blank()
    empty_hands(g)
    city(g, 0, 0)
    g.ck.levels[0][2] = 1  # science level 1: level 2 costs 2 paper
    give(g, 0, paper=1)
    give_card(g, 0, "crane")
    in_main(g)
    assert ck_progress.gain(_table(g), ("crane",)) > 0  # one paper short: the Crane makes it affordable
    assert ck_progress.play(_table(g), random.Random(0), ("end_turn",)) == ("crane",)
    give(g, 0, paper=1)  # now affordable without it: keep the Crane
    assert ck_progress.gain(_table(g), ("crane",)) == 0.0


def test_CK_PROG_4_hard_finishes_a_cities_and_knights_game_with_the_policy() -> None:
    """A whole game of ``hard``'s heuristic (``tactics``) against three ``normal``: every move legal."""
    game = play_game({"expansion": "cities_and_knights"}, 100_003, ["tactics", "normal", "normal", "normal"])
    assert game.phase == "over"


def test_BASE_TURN_the_base_game_has_no_pre_roll_habit_and_hard_rolls_like_normal() -> None:
    """The pre-roll hook is C&K's alone: in a base game ``hard``'s heuristic rolls (or plays a Knight)
    exactly as ``normal`` does, so base-game decisions are unchanged by it."""
    g = engine.new_game({"players": 4}, 7)
    assert policy_of_state(g).hard_pre_roll == ()
    rng = random.Random(1)
    checked = 0
    for _ in range(3000):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        t = Table(engine.player_view(g, seat))
        state = rng.getstate()
        move = tactics.choose(t, rng)
        if seat == g.active and g.phase == "play" and t.step != "main" and move[0] in ("roll", "knight"):
            after = rng.getstate()
            rng.setstate(state)
            assert normal.choose(t, rng) == move
            rng.setstate(after)
            checked += 1
        engine.apply_action(g, seat, move if move in t.legal else t.legal[0])
    assert checked > 20


# --- players.rules.cities_and_knights.improvements: which track, and a trade towards it ----------------------------------------


def test_CK_IMPR_1_hard_raises_the_leading_track_with_its_metropolis_open() -> None:
    """With two improvements affordable, ``hard`` raises the track already ahead (towards level 4 and
    the metropolis, CK-METRO-1), where ``normal`` raises the lowest."""
    from players.rules.cities_and_knights import improvements as ck_improve

    g = blank()
    empty_hands(g)
    city(g, 0, 0)
    g.ck.levels[0][2] = 2  # science 2: level 3 costs 3 paper
    give(g, 0, paper=3, cloth=1)  # trade level 1 costs 1 cloth
    in_main(g)
    t = _table(g)
    assert ("improve", 0) in t.legal and ("improve", 2) in t.legal
    assert normal.choose(t, random.Random(0)) == ("improve", 0)
    assert ck_improve.improve(t, random.Random(0), ("improve", 0)) == ("improve", 2)


def test_CK_METRO_2_a_track_whose_metropolis_is_out_of_reach_does_not_lead() -> None:
    from players.rules.cities_and_knights import improvements as ck_improve

    g = blank()
    empty_hands(g)
    city(g, 0, 0)
    city(g, 1, 20)
    g.ck.levels[0][2] = 2
    g.ck.levels[1][2] = 5
    g.ck.metropolis[2] = 20  # seat 1 holds science at level 5: out of reach
    give(g, 0, paper=3, cloth=1)
    in_main(g)
    t = _table(g)
    assert not ck_improve.metro_open(t, 2)
    assert ck_improve.improve(t, random.Random(0), ("improve", 2)) == ("improve", 0)


def test_CK_TRADE_1_hard_trades_a_spare_card_for_the_last_commodity_of_its_next_level() -> None:
    from players.rules.cities_and_knights import improvements as ck_improve

    g = blank()
    empty_hands(g)
    city(g, 0, 0)
    g.ck.levels[0][2] = 2
    give(g, 0, paper=2, wool=4)  # one paper short of science 3; four spare wool
    in_main(g)
    t = _table(g)
    move = ck_improve.improve(t, random.Random(0), ("end_turn",))
    assert move is not None and move[0] == "bank_trade" and move[2] == 7  # paper
    assert move[1] == 4  # the spare wool
    give(g, 0, paper=1)  # affordable now: no trade, the improvement itself
    assert ck_improve.trade_towards(_table(g)) is None
