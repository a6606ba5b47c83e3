"""Texts of 5-6 player games: every intersection, path and hex is named with the labels of the view's
island (SIX-GEO-2/4/5: hexes A-AD, intersections 1-80, 109 paths "a-b"), in menus, autocomplete,
move descriptions and event lines; 2-4 player texts are unchanged.
"""

from __future__ import annotations

import random

import engine
from engine import topology as topo
from engine.plugins import topology_of_view
from engine.rules.five_six.geometry import LARGE
from engine.testing.cities_and_knights import ck_position
from tests.english import describe_ck_event, describe_event, report_move, summarize
from ui.i18n.catalogue import localize
from ui.rules.cities_and_knights import answer_choice_label, hand_lines
from ui.rules.two_player import parse_neutral_spot
from ui.spots import MAX_CHOICES, action_choice, choices, describe_action, edge_text, hex_text, spot_label, vertex_text
from ui.summary import private_notes

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def six_setup(seed: int = 3) -> tuple[engine.GameState, int]:
    game = engine.new_game({"players": 6}, seed)
    return game, engine.must_act(game)[0]


def test_SIX_GEO_4_a_view_names_its_island() -> None:
    game, seat = six_setup()
    view = engine.player_view(game, seat)
    assert topology_of_view(view) is LARGE is game.topo
    assert (LARGE.N_HEX, LARGE.N_VERTEX, LARGE.N_EDGE, len(LARGE.HARBOR_EDGES)) == (30, 80, 109, 11)
    assert topology_of_view(engine.public_view(engine.new_game({"players": 4}, 1))) is topo.STANDARD
    assert topology_of_view({"players": []}) is topo.STANDARD  # no board yet


def test_SIX_GEO_4_autocomplete_offers_intersections_up_to_80() -> None:
    game, seat = six_setup()
    view = engine.player_view(game, seat)
    legal = {a[1] for a in engine.legal_actions(game, seat) if a[0] == "settlement"}
    assert len(legal) == 80
    got = choices(view, "settlement", "", NAMES)
    assert len(got) == MAX_CHOICES
    for typed in ("79", "80", "55"):
        found = choices(view, "settlement", typed, NAMES)
        assert (typed in {value for _name, value in found}), typed
        name = next(name for name, value in found if value == typed)
        assert name.startswith(f"{typed}: ") and LARGE.parse_vertex(typed) in legal
    assert all(LARGE.parse_vertex(value) in legal for _name, value in got)


def test_SIX_GEO_5_road_menus_use_the_paths_of_the_big_island() -> None:
    game, seat = six_setup(4)
    engine.apply_action(game, seat, ("settlement", LARGE.parse_vertex("79")))
    view = engine.player_view(game, seat)
    roads = [a for a in view["you"]["legal_actions"] if a[0] == "road"]
    assert roads
    for action in roads:
        name, value = action_choice(view, action, NAMES) or ("", "")
        assert value == LARGE.EDGE_LABELS[action[1]] and "79" in value.split("-")
        assert name == edge_text(view, action[1])[:100] and name.startswith(value + ": ")
        assert describe_action(view, action, NAMES) == f"build a road on {value}"
    assert spot_label(view, "edge", roads[0][1]) == LARGE.EDGE_LABELS[roads[0][1]]
    assert spot_label(view, "vertex", 79) == "80" and spot_label(view, "hex", 29) == "AD"
    assert spot_label(view, "vertex", 80) == "?"


def test_SIX_GEO_2_hexes_after_z_are_named_and_described() -> None:
    game, _seat = six_setup()
    view = engine.public_view(game)
    assert [hex_text(view, h).split(":")[0] for h in range(26, 30)] == ["AA", "AB", "AC", "AD"]
    corner = LARGE.parse_vertex("80")
    text = vertex_text(view, corner)
    assert text.startswith("80: ") and "coast" in text
    hexes = [LARGE.HEX_LABELS[h] for h in LARGE.VERTEX_HEXES[corner]]
    assert hexes == ["AD"]


def test_SIX_GEO_6_harbor_intersections_name_their_harbor() -> None:
    game, _seat = six_setup()
    view = engine.public_view(game)
    named = 0
    for spot, e in enumerate(LARGE.HARBOR_EDGES):
        for v in LARGE.EDGE_VERTICES[e]:
            assert "harbor" in vertex_text(view, v), (spot, v)
            named += 1
    assert named == 22


def test_robber_choices_name_hexes_after_z_and_every_owner() -> None:
    game, seat = six_setup()
    # a settlement of seat 5 (Flo) on a corner of AD, then the robber choice for AD names her
    view = engine.player_view(game, seat)
    view["buildings"] = [[LARGE.HEX_VERTICES[29][0], 5, 1]]
    name, value = action_choice(view, ["robber", 29], NAMES) or ("", "")
    assert value == "AD" and name.startswith("AD: ") and "buildings: Flo" in name


def test_events_of_a_six_player_game_use_its_labels() -> None:
    """Every line of a random 6-player game names its spots with the big island's labels."""
    game = engine.new_game({"players": 6}, 7)
    rng = random.Random(7)
    lines: list[str] = []
    built: list[str] = []
    for _ in range(1500):
        if game.phase == "over":
            break
        seat = engine.must_act(game)[0]
        actions = engine.legal_actions(game, seat)
        builds = [a for a in actions if a[0] in ("settlement", "road", "city")]
        action = rng.choice(builds) if builds and rng.random() < 0.6 else rng.choice(actions)
        events = engine.apply_action(game, seat, action)
        public = engine.events_for(events, None)
        lines += summarize(public, NAMES, game.topo)
        for e in public:
            if e["type"] == "built":
                labels = LARGE.EDGE_LABELS if e["piece"] == "road" else LARGE.VERTEX_LABELS
                built.append(f"built a {e['piece']} on {labels[e['at']]}.")
        private_notes(events, seat, NAMES, game.topo)
    high = [b for b in built if any(int(x) > 54 for x in b.split(" on ")[1].rstrip(".").split("-"))]
    assert high, "no piece beyond intersection 54 in the sample"
    text = "\n".join(lines)
    assert all(b in text for b in built)
    robber = [line for line in lines if "moved the robber to" in line]
    assert robber and all(line.rstrip(".").split(" to ")[-1] in LARGE.HEX_LABELS for line in robber)


def test_the_move_report_reads_the_island_from_the_view() -> None:
    game, seat = six_setup()
    events = engine.apply_action(game, seat, ("settlement", LARGE.parse_vertex("30")))
    road = next(a for a in engine.legal_actions(game, seat) if a[0] == "road")
    events += engine.apply_action(game, seat, road)
    report = report_move(events, engine.public_view(game), NAMES)
    assert any("built a settlement on 30" in line for line in report.lines), report.lines
    assert any(f"built a road on {LARGE.EDGE_LABELS[road[1]]}." in line for line in report.lines), report.lines
    # The same path id names another path on the standard island: the island must come with the event.
    assert LARGE.EDGE_LABELS[road[1]] != topo.EDGE_LABELS[road[1]]
    standard = describe_event({"type": "built", "seat": 0, "piece": "road", "at": road[1]}, NAMES)
    assert standard is not None and standard.endswith(f"on {topo.EDGE_LABELS[road[1]]}.")


def test_2_to_4_player_texts_are_unchanged() -> None:
    """The standard island is the default everywhere: the same lines with and without it."""
    game = engine.new_game({"players": 4}, 2)
    rng = random.Random(2)
    for _ in range(400):
        seat = engine.must_act(game)[0]
        events = engine.events_for(engine.apply_action(game, seat, rng.choice(engine.legal_actions(game, seat))), None)
        assert summarize(events, NAMES[:4]) == summarize(events, NAMES[:4], topo.STANDARD)
    assert parse_neutral_spot("white 12-13", "neutral_road", [("neutral_road", 2, topo.parse_edge("12-13"))]) == (
        "neutral_road", 2, topo.parse_edge("12-13"))  # fmt: skip


def ck_five() -> engine.GameState:
    return ck_position(
        players=5, options={"board": "variable"}, step="main",
        cities={0: ["12"], 4: ["76"]}, settlements={3: ["60"]}, roads={0: ["12-13"], 4: ["76-77"]},
        knights={4: {"77": "strong active"}, 0: {"13": "basic"}}, walls=["76"], barbarian=4, attacks=1,
    )  # fmt: skip


def test_SIX_CK_1_cities_and_knights_lines_name_spots_of_the_big_island() -> None:
    game = ck_five()
    shape = game.topo
    assert shape is LARGE
    hired = describe_ck_event({"type": "knight_hired", "seat": 4, "at": LARGE.parse_vertex("78")}, NAMES, shape)
    assert hired == "⚔️ Ed hired a knight on 78."
    merchant = describe_ck_event({"type": "merchant_placed", "seat": 1, "hex": 28}, NAMES, shape)
    assert merchant == "Bo placed the merchant on AC."
    removed = describe_ck_event({"type": "road_removed", "seat": 0, "owner": 4, "at": LARGE.parse_edge("76-77")},
                                NAMES, shape)  # fmt: skip
    assert removed == "Ann removed Ed's road on 76-77."
    view = engine.player_view(game, 4)
    view["pending"] = [{"id": 9, "kind": "pillage", "blocking": True}]
    assert localize(answer_choice_label(view, ["answer", 9, LARGE.parse_vertex("76")], NAMES), "en") == "Lose the city on 76"
    view["pending"] = [{"id": 9, "kind": "diplomat_replace", "blocking": True}]
    assert localize(answer_choice_label(view, ["answer", 9, LARGE.parse_edge("79-80")], NAMES), "en") == "Re-place the road on 79-80"
    assert any("strong on 77" in localize(line, "en") for line in hand_lines(view))


def test_SIX_SBP_9_a_turn_summary_names_the_turn_s_player_not_the_first_to_ask_for_a_slot() -> None:
    """During a turn the other players may ask for a Special Build slot before its player rolls (SIX-SBP-9,
    ``on_request``); the turn's summary is still titled with the player whose turn it is (the demo's
    5-player C&K thread titled turns with the first asker)."""
    from cogs.publishing.turn_messages import _title_of_key
    from ui import journal

    g = engine.new_game({"players": 6, "six_sbp_skip": "on_request"}, 5)
    rng = random.Random(5)
    moves: list[tuple[int, list]] = []
    asked_first = 0
    while g.phase != "over" and len(moves) < 4000 and asked_first < 3:
        legal_of = {s: engine.legal_actions(g, s) for s in range(g.n)}
        asker = next((s for s in range(g.n) if ("sbp_request",) in legal_of[s]), None)
        if asker is not None and g.step == "pre_roll" and not g.six.sbp_asked:
            seat, action = asker, ("sbp_request",)
            asked_first += 1
        else:
            seat = engine.must_act(g)[0]
            action = rng.choice([a for a in legal_of[seat] if a[0] != "sbp_request"] or list(legal_of[seat]))
        result = engine.apply_action(g, seat, action)
        moves.append((len(moves) + 1, engine.events_for(result, None)))
    assert asked_first == 3
    turns = [t for t in journal.split(moves, "setup:0") if t.key.startswith("turn:") and t.events]
    asked = [t for t in turns if t.events[0]["type"] == "special_build_requested"]
    assert asked
    for t in turns:
        roll = next((e for e in t.events if e["type"] == "rolled"), None)
        if roll is not None:
            assert t.seat == roll["seat"]
            assert localize(_title_of_key(t.key, {}, NAMES, t), "en") == f"**Turn {t.key.split(':')[1]}** — {NAMES[roll['seat']]}"
