import engine
from tests.engine.helpers import beginner, counts, give, roll, take_all
from ui.report import report_move, status_text

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_turn_end_is_reported_with_next_player_and_prompt() -> None:
    g = beginner()
    ev = roll(g, 8)
    r = report_move(ev, engine.public_view(g), NAMES)
    assert not r.turn_ended and r.waiting_on == [0] and "trade" in r.prompt
    assert any("rolled **8**" in line for line in r.lines)
    ev = engine.apply_action(g, 0, ("end_turn",))
    r = report_move(ev, engine.public_view(g), NAMES)
    assert r.turn_ended and r.waiting_on == [1] and "roll" in r.prompt


def test_discards_wait_on_several_players() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    give(g, 1, counts(brick=8))
    give(g, 3, counts(ore=9))
    ev = roll(g, 7)
    r = report_move(ev, engine.public_view(g), NAMES)
    assert r.waiting_on == [1, 3] and "discard" in r.prompt


def test_trade_offers_tracked() -> None:
    g = beginner()
    roll(g, 8)
    take_all(g, 0)
    give(g, 0, counts(wool=1))
    ev = engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    r = report_move(ev, engine.public_view(g), NAMES)
    oid = g.offers[0].id
    assert r.offers_opened == [oid]
    ev = engine.apply_action(g, 1, ("accept", oid))
    assert report_move(ev, engine.public_view(g), NAMES).offers_updated == [oid]
    ev = engine.apply_action(g, 0, ("confirm", oid, 1))
    assert report_move(ev, engine.public_view(g), NAMES).offers_closed == [oid]


def test_status_text_is_public_only() -> None:
    g = beginner()
    text = status_text(engine.public_view(g), NAMES)
    assert "Turn 1: Ann's turn" in text and "3 cards" in text and "First to 10 VP" in text
