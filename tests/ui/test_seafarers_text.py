"""What people read in Seafarers games (issue #31 item 3): the turn buttons of each step (public view
only), the thread's lines for ships, the pirate, gold, discoveries and chits, menu labels, the hand DM's
lines, /catan status, and the standing order and clocks that cover gold choices.

Positions come from ``engine.testing.seafarers.sea_position``; events from the engine's own moves where
a test can make them, else written as the engine emits them (``engine/rules/seafarers``)."""

from __future__ import annotations

import random
from typing import Any

import engine
import players
from engine import topology
from engine.plugins import topology_of_view
from engine.testing import force_roll
from engine.testing.seafarers import sea_position
from service.orders.standing_orders import StandingOrders, covers, prescribe
from service.people.people_settings import owing
from tests.english import describe_event, en, prompt_for, status_text, summarize
from ui.buttons import nothing_text, turn_ops
from ui.i18n.catalogue import localize
from ui.rulesets import ui_of
from ui.spots import action_choice, edge_text, hex_text, vertex_text

NAMES = ["Ann", "Bo", "Cy", "Di"]
ANN, BO, CY, DI = 0, 1, 2, 3
GOLD_C = 2  # New Shores (4 players): the gold field C, with the 4


def test_item31_review_3_SEA_SHIP_5_sail_shown_only_when_the_active_player_has_a_ship_move() -> None:
    """Sail… is on the public turn message only when the active player has a legal ship move: not without a
    ship, not for a ship built this turn (SEA-SHIP-5), not once one moved. The engine's public ``can_sail``
    decides it (ships, buildings, the pirate and the turn are public, SEA-INFO-2): the turn message never
    reads a seat's legal actions (``ui.buttons``). Over random games, the button and the active player's
    own legal moves agree in every main step."""
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, step="main")
    assert "sail" not in turn_ops(engine.public_view(g)), "no ship"
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, ships={ANN: ["20-21"]}, step="main",
                     ships_built=["20-21"])  # fmt: skip
    assert "sail" not in turn_ops(engine.public_view(g)), "built this turn"
    for scenario, seed in (("fog_island", 3), ("new_shores", 4)):
        g = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": scenario}, seed)
        rng = random.Random(seed)
        seen = {True: 0, False: 0}
        while g.phase != "over" and g.turn < 90:
            seat = engine.must_act(g)[0]
            legal = engine.legal_actions(g, seat)
            if g.step == "main" and seat == g.active:
                view = engine.public_view(g)
                assert view.get("viewer") is None
                sails = any(a[0] == "move_ship" for a in legal)
                assert ("sail" in turn_ops(view)) == sails, (scenario, g.turn)
                seen[sails] += 1
            ships = [a for a in legal if a[0] in ("ship", "move_ship", "settlement", "city")]
            action = rng.choice(ships) if ships and rng.random() < 0.6 else rng.choice(legal)
            engine.apply_action(g, seat, action)
        assert seen[True] and seen[False], seen


def gold_roll() -> engine.GameState:
    """Ann to roll a 4: Bo and Cy each have a settlement on the gold field C (SEA-GOLD-1)."""
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"], BO: ["7"], CY: ["15"]},
                     ships={ANN: ["20-21"]}, step="pre_roll")  # fmt: skip
    force_roll(g, 4)
    engine.apply_action(g, ANN, ("roll",))
    return g


def test_item31_3_turn_buttons_follow_the_steps_of_seafarers() -> None:
    """Ships under Build…, Sail… in the main step until a ship moved (public: SEA-INFO-2), the pirate
    beside the robber (SEA-PIRATE-2), one Choose gold… for everyone owing (SEA-GOLD-2)."""
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, ships={ANN: ["20-21"]}, step="main")
    assert turn_ops(engine.public_view(g))[:3] == ["build", "sail", "buy"]
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, ships={ANN: ["20-21"]}, step="main",
                     ship_moved=True)  # fmt: skip
    assert "sail" not in turn_ops(engine.public_view(g))
    g = sea_position(4, scenario="new_shores", step="pre_roll", settlements={ANN: ["20"]})
    force_roll(g, 7)
    engine.apply_action(g, ANN, ("roll",))
    view = engine.public_view(g)
    assert view["step"] == "move_robber" and turn_ops(view)[:2] == ["robber", "pirate"]
    assert "the pirate" in prompt_for(view)
    gold = engine.public_view(gold_roll())
    assert turn_ops(gold) == ["gold", "hand"]
    assert prompt_for(gold).startswith("choose your gold-field resources: press **🪙 Choose gold…**")
    assert en(ui_of(gold).rules_text(gold["options"])) == "Seafarers: Heading for New Shores (printed layout)"  # type: ignore[misc]


def test_item31_review_4_SEA_GOLD_2_gold_words_fit_one_chooser_and_several() -> None:
    """A lone chooser's choice is told at once: no "Cy has chosen." right before "Cy takes 1 brick", and the
    question does not promise a secrecy that waits for nobody. With several, a choice is told as made while
    others still choose, and the line goes once a later line names its cards (the last chooser's at once)."""
    from ui.rules.seafarers import gold_question

    g = gold_roll()
    shape = g.topo
    engine.apply_action(g, BO, ("gold", (0, 0, 1, 0, 0)))
    bo_move = engine.events_for(g.events, None)
    assert summarize(bo_move, NAMES, shape) == ["🪙 Bo has chosen."]
    g.events.clear()
    engine.apply_action(g, CY, ("gold", (0, 0, 0, 0, 1)))
    cy_move = engine.events_for(g.events, None)
    for told in (summarize(cy_move, NAMES, shape), summarize([*bo_move, *cy_move], NAMES, shape)):
        assert not any("has chosen" in line for line in told), told
        assert any("Of this, taken from the gold field: Bo 1 ore; Cy 1 wool." in line for line in told), told
    # one chooser (a gold field only Cy's settlement touches): the cards follow the owed line directly
    g = sea_position(4, scenario="new_shores", settlements={CY: ["15"]}, step="pre_roll")
    force_roll(g, 4)
    rolled = engine.events_for(engine.apply_action(g, ANN, ("roll",)), None)
    assert engine.public_view(g)["seafarers"]["gold_owed"] == [0, 0, 1, 0]
    chosen = engine.events_for(engine.apply_action(g, CY, ("gold", (1, 0, 0, 0, 0))), None)
    told = summarize([*rolled, *chosen], NAMES, shape)
    assert "🪙 Gold from the roll: Cy chooses 1 resource." in told and "🪙 Cy has chosen." not in told, told
    assert any("Of this, taken from the gold field: Cy 1 brick." in line for line in told), told
    alone, two = localize(gold_question("@Cy", 1, 1), "en"), localize(gold_question("@Cy", 1, 2), "en")
    assert "hidden" not in alone and alone.endswith("(only you can choose).")
    assert "your choice stays hidden until everyone has chosen" in two
    assert localize(gold_question("@Cy", 2, 2), "de") == (  # issue #33: the thread's question in the game's language
        "🪙 @Cy — wähle 2 Rohstoffe vom Goldfluss: Drücke **🪙 Gold wählen…** (nur du kannst wählen; deine Wahl "
        "bleibt verborgen, bis alle gewählt haben)."
    )


def test_item31_3_gold_lines_keep_a_choice_hidden_until_all_are_made() -> None:
    """SEA-GOLD-2: who owes is public, a committed choice is told without its cards, the production line
    names every choice once all are in."""
    g = gold_roll()
    shape = g.topo
    owed = [e for e in g.events if e["type"] == "gold_owed"]
    assert [describe_event(e, NAMES, shape) for e in owed] == [
        "🪙 Gold from the roll: Bo 1 resource, Cy 1 resource of their choice (each chooses privately)."]
    g.events.clear()
    engine.apply_action(g, BO, ("gold", (0, 0, 1, 0, 0)))
    public = engine.events_for(g.events, None)
    assert summarize(public, NAMES, shape) == ["🪙 Bo has chosen."]
    g.events.clear()
    engine.apply_action(g, CY, ("gold", (0, 0, 0, 0, 1)))
    lines = summarize(engine.events_for(g.events, None), NAMES, shape)
    assert any("Of this, taken from the gold field: Bo 1 ore; Cy 1 wool." in line for line in lines), lines
    # a Cy who has not chosen yet reads, in the hand DM, what she owes; Bo his own choice
    g = gold_roll()
    engine.apply_action(g, BO, ("gold", (0, 0, 1, 0, 0)))
    bo = engine.view(g, BO)
    cy = engine.view(g, CY)
    bo_lines = [localize(line, "en") for line in ui_of(bo).hand_lines[0](bo, [])]
    cy_lines = [localize(line, "en") for line in ui_of(cy).hand_lines[0](cy, [])]
    # issue #33: the hand DM's Seafarers lines in a German reader's words
    assert "🪙 Deine Goldwahl: 1 Erz (vor den anderen verborgen, bis alle gewählt haben)" in [
        localize(line, "de") for line in ui_of(bo).hand_lines[0](bo, [])
    ]
    assert [localize(line, "de") for line in ui_of(cy).hand_lines[0](cy, [])][-1] == (
        "⚠️ Du musst Gold wählen: 1 Rohstoff. Drücke **🪙 Gold wählen…**."
    )
    assert "🪙 Your gold choice: 1 ore (hidden from the others until everyone has chosen)" in bo_lines
    assert any(line.startswith("⚠️ You owe a gold choice of 1 resource") for line in cy_lines)
    assert not any("ore" in line for line in cy_lines)
    status = status_text(engine.public_view(g), NAMES)
    assert "⏳ Cy must choose 1 resource from a gold field." in status and "Bo must choose" not in status
    assert "⛵ Ships on the board: Ann 1, Bo 0, Cy 0, Di 0" in status


def test_item31_3_gold_menu_labels_and_refusal_of_a_bystander() -> None:
    g = gold_roll()
    bo = engine.view(g, BO)
    labels = [action_choice(bo, a, NAMES) for a in bo["you"]["legal_actions"] if a[0] == "gold"]
    assert sorted(label for label, _value in labels) == [
        "Take 1 brick", "Take 1 grain", "Take 1 lumber", "Take 1 ore", "Take 1 wool"]  # fmt: skip
    ann = engine.view(g, ANN)
    text = localize(nothing_text(ann, "gold", "Choose your gold-field resources", "Waiting for Bo and Cy."), "en")
    assert text == "You can't choose gold-field resources right now. Waiting for Bo and Cy."


def test_item31_3_ship_pirate_discovery_and_chit_lines() -> None:
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, ships={ANN: ["20-21"]}, step="main")
    shape = g.topo
    lines = {
        "built": {"type": "built", "seat": ANN, "piece": "ship", "at": shape.parse_edge("20-21"), "free": False},
        "setup": {"type": "built", "seat": BO, "piece": "ship", "at": shape.parse_edge("20-21"), "setup": True},
        "free": {"type": "built", "seat": ANN, "piece": "ship", "at": shape.parse_edge("20-21"), "free": True},
        "moved": {"type": "ship_moved", "seat": ANN, "from": shape.parse_edge("20-21"), "to": shape.parse_edge("21-22")},
        "pirate": {"type": "pirate_moved", "seat": CY, "hex": shape.N_HEX, "from": 39},  # the first sea hex
        "land": {"type": "discovered", "seat": DI, "hex": 5, "terrain": 3, "number": 9, "cards": [0, 0, 0, 1, 0]},
        "gold": {"type": "discovered", "seat": DI, "hex": 5, "terrain": 6, "number": 10, "cards": [0, 0, 0, 0, 0]},
        "sea": {"type": "discovered", "seat": DI, "hex": 5, "terrain": 8, "number": 0, "cards": [0, 0, 0, 0, 0]},
        "chits": {"type": "chits", "seat": BO, "area": 2, "chits": 2, "at": shape.parse_vertex("7")},
        "robber": {"type": "robber_start", "seat": ANN, "hex": 4},
    }  # fmt: skip
    said = {key: describe_event(event, NAMES, shape) for key, event in lines.items()}
    assert said == {
        "built": "⛵ Ann built a ship on 20-21.",
        "setup": "⛵ Bo placed a ship on 20-21.",
        "free": "⛵ Ann built a ship on 20-21 (Road Building).",
        "moved": "⛵ Ann moved a ship from 20-21 to 21-22.",
        "pirate": f"🏴‍☠️ Cy moved the pirate to {topology.hex_label(shape.N_HEX)}.",  # as the pictures letter it
        "land": f"🌫️ Di discovered {shape.HEX_LABELS[5]}: **fields 9**; Di receives 1 grain.",
        "gold": f"🌫️ Di discovered {shape.HEX_LABELS[5]}: **gold field 10**.",
        "sea": f"🌫️ Di discovered {shape.HEX_LABELS[5]}: sea.",
        "chits": "🏅 Bo earns 2 Catan chits (2 victory points) for the settlement on 7.",
        "robber": f"🦹 Ann puts the robber on {shape.HEX_LABELS[4]}.",
    }
    assert describe_event({"type": "longest_road", "seat": BO, "previous": -1, "length": 6}, NAMES, shape) == (
        "🛣️ Bo now holds the Longest Trade Route (6 roads and ships).")  # SEA-LTR-1
    # base events, and the base game's own Longest Road, are not Seafarers' lines
    assert describe_event({"type": "longest_road", "seat": BO, "previous": -1, "length": 6}, NAMES) == (
        "🛣️ Bo now holds Longest Road (6 roads).")
    assert describe_event({"type": "built", "seat": ANN, "piece": "road", "at": 0}, NAMES, shape) == (
        f"🏗️ Ann built a road on {shape.EDGE_LABELS[0]}.")


def test_item31_3_a_real_discovery_is_told_with_its_reward() -> None:
    """SEA-FOG-2..4 through the engine: a ship beside a fog hex turns it up; the line gives the terrain,
    the token and the card received (public, SEA-INFO-2)."""
    g = sea_position(4, scenario="fog_island", settlements={ANN: [(1, -2, "N")]}, hands={ANN: {"lumber": 1, "wool": 1}},
                     fog_terrain=["fields"], fog_tokens=[9], step="main")  # fmt: skip
    before = set(g.sea.fog)
    for action in engine.legal_actions(g, ANN):
        if action[0] != "ship":
            continue
        trial = engine.from_json(engine.to_json(g))
        engine.apply_action(trial, ANN, action)
        if set(trial.sea.fog) != before:
            break
    else:
        raise AssertionError("no ship of Ann's reaches the fog")
    lines = summarize(engine.events_for(trial.events, None), NAMES, trial.topo)
    found = [line for line in lines if line.startswith("🌫️")]
    assert len(found) == 1 and found[0].endswith(": **fields 9**; Ann receives 1 grain."), lines


def test_item31_3_spots_name_gold_and_fog_hexes() -> None:
    """Menu lines of hexes and intersections name the terrains Seafarers adds (ui.spots, UiHooks.terrain_words)."""
    view = engine.public_view(sea_position(4, scenario="new_shores", step="main"))
    assert hex_text(view, GOLD_C) == "C: gold field 4 (any)"
    assert "4 any" in vertex_text(view, sea_position(4, scenario="new_shores").topo.HEX_VERTICES[GOLD_C][0])
    fog_view = engine.public_view(sea_position(4, scenario="fog_island", step="main"))
    fog = fog_view["seafarers"]["fog"][0]
    assert hex_text(fog_view, fog) == f"{topology_of_view(fog_view).HEX_LABELS[fog]}: fog (face down)"


def test_item31_3_pirate_targets_name_the_ships_beside_them() -> None:
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"], BO: ["30"]},
                     ships={ANN: ["20-21"]}, step="pre_roll")  # fmt: skip
    force_roll(g, 7)
    engine.apply_action(g, BO if g.active == BO else g.active, ("roll",))
    seat = g.active
    view = engine.view(g, seat)
    label = ui_of(view).choice_label
    pirates = [a for a in view["you"]["legal_actions"] if a[0] == "pirate"]
    assert pirates
    texts = [localize(label(view, a, NAMES), "en") for a in pirates]  # type: ignore[misc]
    ship = g.topo.parse_edge("20-21")
    beside = [a for a in pirates if a[1] in g.topo.EDGE_SIDES[ship]]
    for action, text in zip(pirates, texts, strict=True):
        assert text is not None
        assert ("move the pirate here (it could rob: Ann)" in text) == (action in beside and seat != ANN), text


def _gold_view(seat: int, hand: dict[str, int]) -> dict[str, Any]:
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"], BO: ["7"], CY: ["15"]},
                     hands={BO: hand}, step="pre_roll")  # fmt: skip
    force_roll(g, 4)
    engine.apply_action(g, ANN, ("roll",))
    return engine.view(g, seat)


def test_item31_3_standing_order_and_clock_cover_gold_choices() -> None:
    """A gold choice blocks the table: the ``answers`` order takes the scarcest card (SEA-GOLD-1), the
    clocks count every seat owing one (several at once), and a built-in player (a clock's timeout or time
    away) chooses a legal one."""
    view = _gold_view(BO, {"brick": 2, "lumber": 2, "ore": 1, "wool": 3})
    decision = next(d for d in view["pending"] if d["seat"] == BO)
    orders = StandingOrders(ck_answers=True)
    assert covers(orders, decision) and not covers(StandingOrders(), decision)
    assert prescribe(orders, view, decision) == ("gold", (0, 0, 0, 1, 0))  # no grain held: grain
    assert owing(engine.public_view(gold_roll())["pending"]) == {BO, CY}
    chosen = players.decide(view, random.Random(1), strength="normal")
    assert chosen in {tuple(engine.action_from_json(a)) for a in view["you"]["legal_actions"]}
    assert chosen[0] == "gold"


def test_item31_3_gold_card_by_card_offers_only_what_a_legal_choice_allows() -> None:
    """Choose gold… card by card (many cards owed): each step offers the types some legal choice still has
    room for; with the bank out of ore, never ore (SEA-GOLD-3)."""
    from cogs.rules.seafarers.flow import gold_steps

    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"]}, cities={BO: ["7"]},
                     hands={DI: {"ore": 19}}, step="pre_roll")  # fmt: skip
    force_roll(g, 4)
    engine.apply_action(g, ANN, ("roll",))
    legal = [tuple(engine.action_from_json(a)) for a in engine.view(g, BO)["you"]["legal_actions"] if a[0] == "gold"]
    assert len(legal) == 10 and all(sum(a[1]) == 2 and a[1][2] == 0 for a in legal)  # a city: 2 cards, no ore
    assert gold_steps(legal, (0, 0, 0, 0, 0)) == [0, 1, 3, 4]
    assert gold_steps(legal, (0, 1, 0, 0, 0)) == [0, 1, 3, 4]
    assert gold_steps(legal, (0, 2, 0, 0, 0)) == []  # owed in full: the choice is played


def _holding_the_route(over: bool = False, **options: Any) -> dict[str, Any]:
    """A public view where Bo holds the award for the longest road (and, ``over``: has won)."""
    g = sea_position(4, scenario="new_shores", settlements={ANN: ["20"], BO: ["7"]}, step="main", **options)
    view = engine.public_view(g)
    view["players"][BO]["longest_road"] = True
    if over:
        view["phase"], view["winner"] = "over", BO
        view["players"][BO]["vp"] = 14
    return view


def test_item31_3_SEA_LTR_1_status_and_final_standings_name_the_longest_trade_route() -> None:
    """SEA-LTR-1: a Seafarers game has the Longest Trade Route (roads and ships), and every line that names the
    award says so (``UiHooks.longest_road_name``); the base game keeps its Longest Road."""
    from tests.english import final_standings

    status = status_text(_holding_the_route(), NAMES)
    assert "• Bo (blue): 1 VP" in status and "Longest Trade Route" in status and "Longest Road" not in status, status
    standings = final_standings(_holding_the_route(over=True), NAMES)
    assert "1. Bo (blue): 14 VP (Longest Trade Route)" in standings, standings
    assert "Longest Road" not in standings
    base = engine.public_view(engine.new_game({"players": 4}, 1))
    base["players"][BO]["longest_road"] = True
    assert "Longest Road" in status_text(base, NAMES) and "Trade Route" not in status_text(base, NAMES)
    base["phase"], base["winner"] = "over", BO
    assert "1. Bo (blue): 0 VP (Longest Road)" in final_standings(base, NAMES), final_standings(base, NAMES)


def test_item31_3_SEA_LTR_1_lobby_names_the_tie_rule_by_the_games_award() -> None:
    """The lobby's line for the tie option (``/catan new longest_road_tie:``) names the game's award."""
    from tests.ui.test_lobby_words import _options_field

    sea = _options_field({"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island",
                          "longest_road_break_tie": "set_aside"})  # fmt: skip
    assert "Longest Trade Route tie: set aside" in sea and "Longest Road" not in sea, sea
    base = _options_field({"players": 4, "longest_road_break_tie": "set_aside"})
    assert "Longest Road tie: set aside" in base, base


def test_item31_3_SEA_SHIP_10_a_set_up_ship_ends_a_placement_in_the_threads_turns() -> None:
    """SEA-SHIP-10: a set-up placement is a settlement and a road *or a ship*; the thread's turns (``ui.journal``)
    close a placement at the ship as at a road, by the view's key and by the events alike (the demo's thread
    showed three players' placements under one "Set-up — Dev")."""
    from ui import journal

    g = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island"}, 5)
    rng = random.Random(5)
    moves, before, ships = [], {}, 0
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        legal = engine.legal_actions(g, seat)
        sail = [a for a in legal if a[0] == "ship"]
        action = rng.choice(sail) if sail and rng.random() < 0.7 else rng.choice(legal)
        ships += action[0] == "ship"
        seq = len(moves) + 1
        before[seq] = journal.key_of_view(engine.public_view(g))
        moves.append((seq, engine.events_for(engine.apply_action(g, seat, action), None)))
    assert ships >= 2
    turns = journal.split(moves, journal.first_key(engine.public_view(engine.new_game(
        {"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island"}, 5))))  # fmt: skip
    shown_in = {id(e): t.key for t in turns for e in t.events}  # the turn each event is told in
    assert all(shown_in[id(e)] == before[seq] for seq, events in moves for e in events if e["type"] != "turn_started")
    assert [t.key for t in turns if t.events and t.key.startswith("setup:")] == [f"setup:{k}" for k in range(8)]


def test_issue33_scenario_suggestions_in_the_typing_persons_language() -> None:
    """/catan new scenario: autocomplete offers the scenarios in the typing person's language (English names match
    too, so a typed English name still finds them)."""
    from cogs.rules.seafarers import scenario_suggestions

    german = dict(scenario_suggestions("nebel", "de"))
    assert german and set(german.values()) == {"fog", "fog/v"}, german
    assert all("Nebel" in name for name in german), german
    assert dict(scenario_suggestions("fog", "de")).keys() == german.keys()
    assert ("The Fog Island (printed layout)", "fog") in scenario_suggestions("fog")


def test_issue33_ship_gold_and_desert_choices_in_the_readers_language() -> None:
    """The Sail…/gold/robber-start menus' options are catalogue messages (rest33): German for a German reader."""
    from ui.rules.seafarers import SPOT_CHOICES
    from ui.rules.seafarers.words import path_kind

    view = engine.player_view(engine.new_game({"players": 3, "expansion": "seafarers", "sea_scenario": "new_shores"}, 1), 0)
    shape = topology_of_view(view)
    coast = next(e for e in range(shape.N_EDGE) if path_kind(shape, e) == "coast")
    english, value = SPOT_CHOICES["ship"](view, ("ship", coast), "en")
    assert english == f"{value}: ship on a coast path"
    assert SPOT_CHOICES["ship"](view, ("ship", coast), "de")[0] == f"{value}: Schiff auf einem Küstenweg"
    assert SPOT_CHOICES["gold"](view, ("gold", (0, 0, 1, 1, 0)), "en")[0] == "Take 1 ore, 1 grain"
    assert SPOT_CHOICES["gold"](view, ("gold", (0, 0, 1, 1, 0)), "de")[0] == "1 Erz, 1 Getreide nehmen"


def test_SEA_SHIP_1_a_path_of_open_sea_is_called_sea_not_left_blank() -> None:
    """A ship's path between two sea hexes touches no land: its words say "sea" (they read "81-82: " with nothing
    after the colon, which a screen reader on the live board said as "81-82: — move the ship ...")."""
    view = engine.public_view(engine.new_game({"players": 3, "expansion": "seafarers"}, seed=3))
    shape = topology_of_view(view)
    said = {shape.EDGE_LABELS[e]: edge_text(view, e) for e in range(len(shape.EDGE_LABELS))}
    assert said["81-82"] == "81-82: sea", said["81-82"]
    assert all(not text.rstrip().endswith(":") for text in said.values()), [t for t in said.values() if t.rstrip().endswith(":")]
