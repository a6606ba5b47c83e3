"""How built-in players are named and described (no Discord).

A built-in player sits in a seat under a negative user id (Discord ids are positive), so storage, the
service and the log treat it like any player; its name comes from the id.
"""

from __future__ import annotations

from ui.i18n.text import Text

BOT_NAMES = ("Ada", "Brick", "Cogsworth", "Dot", "Echo", "Flint", "Gizmo", "Hex")


def strength_text(strength: str) -> Text:
    """A strength described, for the reader's language (``bots-strength-<strength>`` in the catalogue)."""
    return Text(f"bots-strength-{strength}")


def bot_name(user_id: int) -> str:
    """'🤖 Brick' for the built-in player with id -2."""
    return f"🤖 {BOT_NAMES[(-user_id - 1) % len(BOT_NAMES)]}"
