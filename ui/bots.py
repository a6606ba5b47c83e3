"""How built-in players are named and described (no Discord).

A built-in player sits in a seat under a negative user id (Discord ids are positive), so storage, the
service and the log treat it like any player; its name comes from the id.
"""

from __future__ import annotations

BOT_NAMES = ("Ada", "Brick", "Cogsworth", "Dot", "Echo", "Flint", "Gizmo", "Hex")
STRENGTH_TEXT = {
    "easy": "easy: legal moves with simple preferences",
    "normal": "normal: a solid heuristic player",
    "hard": "hard: searches ahead (takes up to a second a move)",
}


def bot_name(user_id: int) -> str:
    """'🤖 Brick' for the built-in player with id -2."""
    return f"🤖 {BOT_NAMES[(-user_id - 1) % len(BOT_NAMES)]}"
