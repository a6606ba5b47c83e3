"""The 2-player variant's images (``rendering.rulesets``): both production rolls beside the dice, the
neutral players' rows and the trade-card column of the score table, the trade cards in the hand."""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering.board import draw_dice
from rendering.geometry import BoardGeometry
from rendering.rules.two_player import decisions
from rendering.rulesets import RenderHooks

NEUTRAL_TAG = "NEUTRAL"  # the neutral players' rows in the score table


def _neutrals(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [{**n, "tag": NEUTRAL_TAG} for n in view["two_player"].get("neutrals", ())]


def _trade_cards(view: dict[str, Any]) -> tuple[str, list[int]]:
    """Trade cards of each real player (public, TWO-COMP-3)."""
    return "Trade", list(view["two_player"]["trade_cards"])


def _trade_card_note(view: dict[str, Any], seat: int) -> str:
    """The viewer's trade cards and what one trade-card action costs them now."""
    two = view["two_player"]
    if not 0 <= seat < len(two.get("trade_cards", ())):
        return ""
    held, price = two["trade_cards"][seat], two["action_price"][seat]
    return f"{held} trade card{'s' if held != 1 else ''} · an action costs {price}"


def _dice(im: Image.Image, g: BoardGeometry, view: dict[str, Any]) -> None:
    draw_dice(im, g, view.get("dice"), view["two_player"].get("rolls"))


HOOKS = RenderHooks(
    draw_dice=_dice,
    decision_kinds=decisions.KINDS,
    decision_steps=decisions.STEPS,
    more_table_players=(_neutrals,),
    table_column=_trade_cards,
    build_note=_trade_card_note,
    stats_columns=(("Tr. cards", "trade_cards_earned"), ("Forced", "forced_trades")),
)
