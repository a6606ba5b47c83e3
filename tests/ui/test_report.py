import engine
from tests.engine.helpers import beginner, counts, english, give, roll, take_all
from tests.english import report_move, status_text

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


def test_a_refused_move_names_the_player_the_game_waits_for_not_a_seat_number() -> None:
    """Issue #18 item 10: "Waiting for player 2 to roll" became "Waiting for Bo to roll"."""
    import pytest

    import engine
    from cogs.interactions.common import error_text

    g = engine.new_game({"players": 3}, seed=1)
    active = engine.must_act(g)[0]
    other = (active + 1) % 3
    with pytest.raises(engine.IllegalAction) as caught:
        engine.apply_action(g, other, ("roll",))
    names = ["Ann", "Bo", "Cy"]
    assert f"player {active + 1}" in english(caught.value)  # the engine knows seats only
    text = error_text(caught.value, names)
    assert text == f"It's not your move right now. Waiting for {names[active]} to place a set-up settlement."
    assert error_text(caught.value) == english(caught.value)  # no names at hand: the engine's words
    german = error_text(caught.value, names, "de")  # issue #33: in the reader's language
    assert german == f"Du bist gerade nicht dran. Warten auf {names[active]}: eine Siedlung der Gründungsphase setzen."


def test_waiting_for_someone_else_speaks_of_their_cards_not_yours() -> None:
    """Issue #18 item 10: a wrong player read "Waiting for Bo to discard half of *your* cards"."""
    from tests.english import prompt_for, status_text
    from ui.person import about_them, to_you
    from ui.report import waiting_text

    view = _view_waiting_for_discards()
    names = NAMES
    # said to the player who owes it, with the button the turn message shows (issue #29 item 4)
    assert prompt_for(view) == "discard half of your cards: press **🗑️ Discard**"
    assert waiting_text(view, names) == "Waiting for Bo to discard half of their cards."
    assert "Waiting for Bo to discard half of their cards." in status_text(view, names)
    assert about_them("place your free roads: `/catan build road`") == "place their free roads"
    assert about_them("give 2 cards back: **↩️ Give back…** or `/catan 2p giveback`") == "give 2 cards back"
    assert to_you("move their displaced knight") == "move your displaced knight"


def _view_waiting_for_discards() -> dict:
    """Ann rolled a 7; Bo alone holds more than 7 cards."""
    g = beginner()
    for p in range(4):
        take_all(g, p)
    give(g, 1, counts(brick=8))
    roll(g, 7)
    return engine.public_view(g)


def test_final_standings_below_the_last_turn_do_not_announce_the_winner_again() -> None:
    """Issue #18 item 11: the final turn message read "🏆 Cy wins with 10 VP!" then "🏆 Cy wins on turn 40!"."""
    from tests.english import final_standings

    g = beginner()
    view = engine.public_view(g) | {"winner": 2, "turn": 40}
    assert final_standings(view, NAMES).count("wins") == 1
    below = final_standings(view, NAMES, announced=True)
    assert "wins" not in below and below.startswith("**Final standings** (turn 40)")


def test_item5_tied_players_share_their_place_in_the_final_standings() -> None:
    """Issue #29 item 5: two players on 4 VP were ranked 5 and 6 in the text (5 and 5 in the image); the
    places come from one function, ``engine.standings.places``, for the text and the image."""
    from engine.standings import places
    from tests.english import final_standings

    g = beginner()
    view = engine.public_view(g) | {"winner": 2, "turn": 40}
    for p, vp in zip(view["players"], (4, 7, 10, 4), strict=False):
        p["vp"] = vp
    text = final_standings(view, NAMES[: len(view["players"])])
    lines = text.splitlines()[2:]
    assert [line.split(".")[0] for line in lines] == ["1", "2", "3", "3"], text
    assert places([4, 7, 10, 4], 2) == [3, 2, 1, 3]
    assert places([10, 10, 8], 1) == [2, 1, 3]  # level with the winner: the rules name one winner
