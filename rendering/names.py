"""Display names: not part of any view (views are about the game, names about the Discord server).

Built-in players are named "🤖 Brick" (``ui.bots.bot_name``); in images the robot face is
drawn as a badge (``rendering.shapes``), not the emoji. Callers pass people's names through
``person_name`` so that a person whose nickname has a robot face is not shown as built-in.
"""

from __future__ import annotations

from collections.abc import Sequence

from rendering.bidi import isolate
from rendering.words import say

ROBOT = "\N{ROBOT FACE}"  # the built-in player badge in images


def person_name(name: str) -> str:
    """A person's display name for images: without the robot face, which marks built-in players."""
    return " ".join(name.replace(ROBOT, " ").split())


def display_name(names: Sequence[str] | None, seat: int, player: dict | None = None) -> str:
    """The name of ``seat``: the caller's name if given and non-empty, else "Player N" (1-based).

    A row a rule set adds to the players (``rendering.players.table_players``) has no person behind
    it: it is called by the name its rule set gives it (the 2-player variant's "Neutral white", which is also
    how the rules tell the two neutrals apart). Both in the language drawn in (``rendering.words``).
    """
    if names is not None and 0 <= seat < len(names):
        name = " ".join(str(names[seat]).split())  # no newlines or runs of spaces from a nickname
        if name:
            return isolate(name)  # a right-to-left name keeps to itself in the sentence it goes into
    if player is not None and player.get("tag") and player.get("name"):
        return str(player["name"])
    return say("images-player", number=seat + 1)
