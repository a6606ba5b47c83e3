"""Everyone who owns pieces, as the images show them: the real players (``view["players"]``), then those
a rule set adds (``RenderHooks.more_table_players``: the 2-player variant's two neutral players,
flagged ``neutral``).

A piece's owner seat indexes this list, so the board takes each piece's colour from it; the score
table has a row per entry. Only public view fields are read.
"""

from __future__ import annotations

from rendering.rulesets import render_of


def table_players(view: dict) -> list[dict]:
    out = [*view["players"]]
    for more in render_of(view).more_table_players:
        out += more(view)
    return out


def trade_cards(view: dict) -> list[int] | None:
    """Public cards of each real player shown in a column of the score table (the 2-player variant's
    trade cards, TWO-COMP-3); None when the rule set has none."""
    return render_of(view).trade_cards(view)  # type: ignore[misc]
