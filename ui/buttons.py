"""Which turn-message buttons apply now, from the action kinds the engine lists as legal.

The turn message is public and shared, so its buttons follow the seats the game waits on: a button is
enabled only when one of those seats has a legal action of the button's kinds (the service's
``TableState.waiting_kinds``, which adds ``offer`` when such a seat may propose a trade).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from ui.cities_knights import ANSWER_KINDS, IMPROVE_KINDS, KNIGHT_KINDS, is_ck, progress_kinds

OFFER = "offer"  # open-ended, so not in legal_actions: can_propose_trade stands for it

# button op -> the action kinds it leads to (an empty tuple: always available, e.g. showing the hand)
BUTTON_KINDS: dict[str, tuple[str, ...]] = {
    "roll": ("roll",),
    "build": ("settlement", "road", "city", "wall"),
    "buy": ("buy_dev",),
    "dev": ("knight", "road_building", "year_of_plenty", "monopoly", "reveal_vp"),
    "trade": (OFFER,),
    "bank": ("bank_trade",),
    "robber": ("robber",),
    "steal": ("steal", "skip_steal"),
    "discard": ("discard",),
    "end": ("end_turn",),
    "hand": (),
    # Cities & Knights (shown only in C&K games, see ops_for)
    "knights": KNIGHT_KINDS,
    "improve": IMPROVE_KINDS,
    "progress": progress_kinds(),
    "answer": ANSWER_KINDS,
}
CK_ONLY = frozenset({"knights", "improve", "progress", "answer"})
BASE_ONLY = frozenset({"buy", "dev", "discard"})  # C&K: no development cards; a 7's discards are answers


def enabled_buttons(legal: AbstractSet[str], *, game_over: bool = False) -> set[str]:
    """The button ops to enable for these legal kinds; nothing after the game is over."""
    if game_over:
        return set()
    return {op for op, kinds in BUTTON_KINDS.items() if not kinds or legal.intersection(kinds)}


def ops_for(view: dict[str, Any]) -> list[str]:
    """The turn buttons of this game's rules, in their display order (at most 5 rows of 5)."""
    skip = BASE_ONLY if is_ck(view) else CK_ONLY
    return [op for op in BUTTON_KINDS if op not in skip]
