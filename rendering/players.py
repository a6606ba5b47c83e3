"""Everyone who owns pieces, as the images show them: the real players (``view["players"]``), then in
a 2-player game the two neutral players (``view["two_player"]["neutrals"]``, flagged ``neutral``).

A piece's owner seat indexes this list, so the board takes each piece's colour from it; the score
table has a row per entry. Only public view fields are read.
"""

from __future__ import annotations


def table_players(view: dict) -> list[dict]:
    two = view.get("two_player") or {}
    return [*view["players"], *two.get("neutrals", ())]


def trade_cards(view: dict) -> list[int] | None:
    """Trade cards of each real player in a 2-player game (public, TWO-COMP-3); None otherwise."""
    two = view.get("two_player")
    return list(two["trade_cards"]) if two else None
