"""The six player colours of 5-6 player games (SIX-COMP-2: the base game's red, blue, white and orange,
and the extension's green and brown) stay apart for colour-blind players.

The check simulates deuteranopia (the most common colour blindness, about 5 % of men) with the
Machado 2009 matrix and measures every pair with CIEDE2000; protanopia and tritanopia are checked with
a lower floor. The four base colours cannot change (2-4 player images must not), and their closest
pair under deuteranopia (red and orange, 21.7) sets what the two new colours must at least keep.
"""

from __future__ import annotations

import itertools

import pytest

from rendering import palette as pal
from tests.rendering.colour_vision import ciede2000, ciede2000_lab, simulate

SIX = ("red", "blue", "white", "orange", "green", "brown")
DEUTERANOPIA_FLOOR = 20.0  # CIEDE2000: clearly different colours, side by side or apart on the board
OTHER_FLOOR = 11.0  # protanopia and tritanopia: still apart, with the settlement's shape and the legend


def closest_pair(colours: dict[str, pal.RGB], kind: str | None) -> tuple[float, str, str]:
    seen = {name: (rgb if kind is None else simulate(rgb, kind)) for name, rgb in colours.items()}
    return min((ciede2000(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))


def test_the_colour_difference_is_ciede2000() -> None:
    """Reference pairs of Sharma, Wu & Dalal (2005), the published test data of the formula."""
    pairs = [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ]
    for lab1, lab2, expected in pairs:
        assert ciede2000_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_merges_what_deuteranopes_confuse() -> None:
    """The filter does what it must: a plain red and a plain green, far apart for normal vision, fall
    together (so the floor below can fail)."""
    red, green = (214, 40, 57), (46, 160, 67)  # the base game's red, and the spare green used before
    assert ciede2000(red, green) > 70
    assert ciede2000(simulate(red), simulate(green)) < 6


def test_six_player_colours_stay_apart_under_simulated_deuteranopia() -> None:
    """SIX-COMP-2: every pair of the six colours, as drawn, for normal vision and under deuteranopia."""
    six = {name: pal.PLAYER_FILL[name] for name in SIX}
    for kind in (None, "deuteranopia"):
        distance, a, b = closest_pair(six, kind)
        assert distance >= DEUTERANOPIA_FLOOR, (kind, a, b, distance)
    base = {name: pal.PLAYER_FILL[name] for name in SIX[:4]}
    # the new colours are never what makes the set harder to tell apart
    assert closest_pair(six, "deuteranopia")[0] == pytest.approx(closest_pair(base, "deuteranopia")[0])


def test_six_player_colours_stay_apart_under_protanopia_and_tritanopia() -> None:
    six = {name: pal.PLAYER_FILL[name] for name in SIX}
    for kind in ("protanopia", "tritanopia"):
        distance, a, b = closest_pair(six, kind)
        assert distance >= OTHER_FLOOR, (kind, a, b, distance)


def test_the_old_spare_colours_would_fail_the_check() -> None:
    """The green and brown the palette had before SIX-COMP-2 was drawn fall on red under deuteranopia."""
    old = {**{name: pal.PLAYER_FILL[name] for name in SIX[:4]}, "green": (46, 160, 67), "brown": (126, 84, 48)}
    assert closest_pair(old, "deuteranopia")[0] < DEUTERANOPIA_FLOOR
