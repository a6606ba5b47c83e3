"""Everyone who owns pieces, as the images show them: the real players (``view["players"]``), then those
a rule set adds (``RenderHooks.more_table_players``: owners of pieces without a person, such as the
2-player variant's two neutral players, each row with the ``tag`` the score table shows it with).

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


def table_column(view: dict) -> tuple[str, list[int]] | None:
    """A rule set's column of the score table: its title and a public count per real player (the
    2-player variant's trade cards, TWO-COMP-3); None when the rule set has none."""
    column = render_of(view).table_column
    return None if column is None else column(view)
