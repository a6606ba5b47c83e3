import random

import engine
from engine import topology as topo
from tests.english import describe_event, summarize
from ui.spots import MAX_CHOICES, choices, vertex_text

NAMES = ["Ann", "Bo", "Cy", "Di"]
SILENT = {"discard_committed", "trade_closed", "setup_started"}


def test_autocomplete_offers_exactly_the_legal_spots() -> None:
    g = engine.new_game({"players": 4}, 3)
    seat = engine.must_act(g)[0]
    view = engine.player_view(g, seat)
    got = choices(view, "settlement", "", NAMES)
    legal = [a for a in engine.legal_actions(g, seat) if a[0] == "settlement"]
    assert len(got) == min(MAX_CHOICES, len(legal))
    assert all(topo.parse_vertex(value) in {a[1] for a in legal} for _name, value in got)
    assert all(len(name) <= 100 for name, _v in got)
    typed = choices(view, "settlement", "harbor", NAMES)
    assert typed and all("harbor" in name for name, _v in typed)
    assert choices(engine.player_view(g, (seat + 1) % 4), "settlement", "", NAMES) == []


def test_vertex_text_mentions_numbers_resources_and_harbor() -> None:
    g = engine.new_game({"board": "beginner"}, 1)
    view = engine.public_view(g)
    text = vertex_text(view, topo.VERTEX_INDEX[(1, 1, "S")])
    assert "wool 2:1 harbor" in text and "5 wool" in text


def test_every_event_type_is_described_and_public_text_hides_secrets() -> None:
    seen: set[str] = set()
    for seed in range(6):
        g = engine.new_game({"players": 4}, seed)
        rng = random.Random(seed)
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            if engine.can_propose_trade(g, seat) and rng.random() < 0.1:
                try:
                    events = engine.apply_action(g, seat, ("offer", (1, 0, 0, 0, 0), (0, 1, 0, 0, 0), -1))
                except engine.IllegalAction:
                    events = []
            else:
                events = engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
            public = engine.events_for(events, None)
            for e in public:
                seen.add(e["type"])
                line = describe_event(e, NAMES)
                assert line is not None or e["type"] in SILENT, e
            text = " ".join(summarize(public, NAMES))
            for e in events:
                if e["type"] == "stolen" and e.get("resource") is not None:
                    assert "robbed" in text and f"({('brick', 'lumber', 'ore', 'grain', 'wool')[e['resource']]})" not in text
    assert {"rolled", "production", "built", "turn_started", "game_over", "robber_moved"} <= seen
