"""SEA-PIRATE-1..6, SEA-AMB-10/23: the pirate as the robber's alternative (New Shores, 4 players)."""

from __future__ import annotations

import engine
from engine.state import MOVE_ROBBER, PRE_ROLL
from tests.engine.sea.route_helpers import e, hx, kinds, sea_game, sea_roll

RED, BLUE, WHITE = 0, 1, 2
X = (1, 0, "N")


def test_SEA_PIRATE_1_the_pirate_starts_on_its_map_hex() -> None:
    g = engine.new_game({"players": 4, "expansion": "seafarers"}, 3)
    assert g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (4, 0)


def test_SEA_PIRATE_2_on_a_seven_the_robber_or_the_pirate_after_the_discards() -> None:
    g = sea_game(step=PRE_ROLL, hands={BLUE: [2, 2, 2, 2, 0]})
    sea_roll(g, 7)
    assert g.step == "discard" and not kinds(g, RED, "pirate")
    engine.apply_action(g, BLUE, ("discard", (1, 1, 1, 1, 0)))
    assert g.step == MOVE_ROBBER and kinds(g, RED, "robber") and kinds(g, RED, "pirate")
    assert g.hands[BLUE] == [1, 1, 1, 1, 0]


def test_SEA_PIRATE_2_a_knight_moves_the_robber_or_the_pirate_without_discards() -> None:
    g = sea_game(step=PRE_ROLL, dev_cards={RED: [1, 0, 0, 0, 0]}, hands={BLUE: [2, 2, 2, 2, 0]})
    engine.apply_action(g, RED, ("knight",))
    assert g.step == MOVE_ROBBER and kinds(g, RED, "pirate") and g.hands[BLUE] == [2, 2, 2, 2, 0]
    engine.apply_action(g, RED, ("pirate", hx(g, (2, -1))))
    assert g.step == PRE_ROLL and g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (2, -1)


def test_SEA_PIRATE_3_SEA_AMB_10_any_other_sea_hex_the_frame_printed_ones_included_never_land() -> None:
    """SEA-PIRATE-3, SEA-AMB-10, SEA-GEO-2: 16 sea hexes on SEA-MAP-NS4, the pirate's own excluded."""
    g = sea_game(step=PRE_ROLL, dev_cards={RED: [1, 0, 0, 0, 0]}, pirate=(4, 0))
    engine.apply_action(g, RED, ("knight",))
    targets = {g.topo.FRAME_HEX_COORDS[a[1]] for a in kinds(g, RED, "pirate")}
    sea = {c for c, k in zip(g.topo.FRAME_HEX_COORDS, g.topo.FRAME_HEX_KINDS, strict=True) if k == "sea"}
    assert len(sea) == 16 and targets == sea - {(4, 0)} and (-3, 0) in targets
    robber = {a[1] for a in kinds(g, RED, "robber")}
    assert all(h < g.topo.N_HEX for h in robber)  # the robber stays on land


def test_SEA_PIRATE_4_SEA_AMB_23_ships_beside_the_pirate_neither_built_nor_moved_roads_and_harbors_unaffected() -> None:
    """SEA-PIRATE-4, SEA-AMB-23: X's harbor path (1,0,NE) borders the pirate's hex; a road and the
    harbor's trade rate are unaffected."""
    g = sea_game(settlements={RED: [X]}, ships={RED: [(1, 0, "NE"), (1, 0, "E")]}, pirate=(2, -1),
                 hands={RED: [1, 1, 0, 0, 1]})  # fmt: skip
    assert [a for a in kinds(g, RED, "move_ship") if a[1] == e(g, (1, 0, "NE"))] == []
    assert all(a[2] not in (e(g, (1, -1, "E")),) for a in kinds(g, RED, "move_ship"))
    assert e(g, (1, -1, "SE")) in {a[1] for a in kinds(g, RED, "road")}
    harbor = g.board.vertex_harbor[g.topo.VERTEX_INDEX[X]]
    assert harbor >= 0 and g.rules.bank_rate(g, RED, harbor if harbor < 5 else 0) <= 3


def test_SEA_PIRATE_5_SEA_INFO_3_steals_from_a_ship_owner_beside_it_not_from_buildings() -> None:
    """SEA-PIRATE-5: Blue's ship borders (2,-1); White's settlement X does too but is no candidate."""
    g = sea_game(settlements={WHITE: [X]}, ships={BLUE: [(2, -1, "SE")]}, step=PRE_ROLL,
                 dev_cards={RED: [1, 0, 0, 0, 0]}, hands={BLUE: [0, 0, 1, 0, 0], WHITE: [3, 0, 0, 0, 0]})  # fmt: skip
    engine.apply_action(g, RED, ("knight",))
    events = engine.apply_action(g, RED, ("pirate", hx(g, (2, -1))))
    assert g.hands[RED] == [0, 0, 1, 0, 0] and g.hands[BLUE] == [0] * 5 and g.hands[WHITE] == [3, 0, 0, 0, 0]
    stolen = [ev for ev in events if ev["type"] == "stolen"]
    assert stolen and stolen[0]["victim"] == BLUE and stolen[0]["private"] == [RED, BLUE]  # SEA-INFO-3


def test_SEA_PIRATE_5_several_ship_owners_are_chosen_from_and_no_owner_no_steal() -> None:
    g = sea_game(ships={BLUE: [(2, -1, "SE")], WHITE: [(1, 0, "NE")]}, step=PRE_ROLL,
                 dev_cards={RED: [1, 0, 0, 0, 0]}, hands={BLUE: [1, 0, 0, 0, 0], WHITE: [1, 0, 0, 0, 0]})  # fmt: skip
    engine.apply_action(g, RED, ("knight",))
    engine.apply_action(g, RED, ("pirate", hx(g, (2, -1))))
    assert g.step == "pirate_steal" and sorted(a[1] for a in kinds(g, RED, "steal")) == [BLUE, WHITE]
    engine.apply_action(g, RED, ("steal", WHITE))
    assert g.hands[RED] == [1, 0, 0, 0, 0] and g.step == PRE_ROLL
    g = sea_game(ships={RED: [(2, -1, "SE")]}, step=PRE_ROLL, dev_cards={RED: [1, 0, 0, 0, 0]})
    engine.apply_action(g, RED, ("knight",))
    engine.apply_action(g, RED, ("pirate", hx(g, (2, -1))))  # only the mover's own ship: nobody to rob
    assert g.step == PRE_ROLL


def test_SEA_PIRATE_6_the_robber_ignores_ships() -> None:
    """SEA-PIRATE-6: a ship beside the robber's land hex makes nobody a candidate."""
    g = sea_game(ships={BLUE: [(1, 0, "NE")]}, step=PRE_ROLL, dev_cards={RED: [1, 0, 0, 0, 0]},
                 hands={BLUE: [1, 0, 0, 0, 0]})  # fmt: skip
    engine.apply_action(g, RED, ("knight",))
    engine.apply_action(g, RED, ("robber", hx(g, (1, 0))))
    assert g.step == PRE_ROLL and g.hands[BLUE] == [1, 0, 0, 0, 0]


def test_SEA_PIRATE_3_a_pirate_move_names_the_sea_hex_by_the_letter_the_board_shows() -> None:
    """SEA-PIRATE-3: the text of a pirate move names its sea hex as the pictures and menus do (the letters
    after the land's), not by coordinates."""
    from engine.topology import hex_label

    g = sea_game(step=PRE_ROLL, dev_cards={RED: [1, 0, 0, 0, 0]}, pirate=(4, 0))
    engine.apply_action(g, RED, ("knight",))
    move = next(a for a in kinds(g, RED, "pirate") if a[1] >= g.topo.N_HEX)
    text = engine.describe_action(move, shape=g.topo)
    assert text == f"move the pirate to {hex_label(move[1])}" and "(" not in text
