"""The 2-player variant's images (``rendering.rulesets``): both production rolls beside the dice, the
neutral players' rows and the trade-card column of the score table, the trade cards in the hand."""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering.board import draw_dice
from rendering.geometry import BoardGeometry
from rendering.hand import section_pair
from rendering.labels import Box
from rendering.legend import COLUMNS_WIDE, FINAL_COLUMNS_WIDE, title_row
from rendering.rules.two_player import decisions
from rendering.rulesets import RenderHooks
from rendering.words import say


def _neutrals(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The neutral players' rows, tagged in the language drawn in ("NEUTRAL") and named by their colour."""
    tag = say("two-images-neutral-tag")
    return [{**n, "tag": tag, "name": say("two-images-neutral-name", colour=str(n.get("colour", "")))}
            for n in view["two_player"].get("neutrals", ())]  # fmt: skip


def _trade_cards(view: dict[str, Any]) -> tuple[str, list[int]]:
    """Trade cards of each real player (public, TWO-COMP-3)."""
    return TRADE_TITLE, list(view["two_player"]["trade_cards"])


def _trade_card_note(view: dict[str, Any], seat: int) -> str:
    """The viewer's trade cards and what one trade-card action costs them now."""
    two = view["two_player"]
    if not 0 <= seat < len(two.get("trade_cards", ())):
        return ""
    held, price = two["trade_cards"][seat], two["action_price"][seat]
    return say("two-images-trade-card-note", count=held, price=price)


def _dice(im: Image.Image, g: BoardGeometry, view: dict[str, Any]) -> None:
    draw_dice(im, g, view.get("dice"), view["two_player"].get("rolls"))


TRADE_TITLE = "two-images-column-trade"
TITLE_ROWS = [title_row("2-player score table", COLUMNS_WIDE, 22, extra=TRADE_TITLE),
              title_row("2-player final score table", FINAL_COLUMNS_WIDE, 22, extra=TRADE_TITLE)]
STATS_COLUMNS = (("two-images-stats-trade-cards", "trade_cards_earned"), ("two-images-stats-forced", "forced_trades"))
STATS_HEADER = Box("2-player statistics: column title", "bold", 14, 80, lines=2,
                   messages=tuple((key, {}) for key, _ in STATS_COLUMNS))  # as ``rendering.stats.HEADER``

BUILD_NOTE = section_pair("2-player hand: build and the trade cards' note",
                          (("images-section-build", {}), ("two-images-trade-card-note", {"count": 12, "price": 3})))

HOOKS = RenderHooks(
    draw_dice=_dice,
    decision_kinds=decisions.KINDS,
    decision_steps=decisions.STEPS,
    more_table_players=(_neutrals,),
    table_column=_trade_cards,
    build_note=_trade_card_note,
    stats_columns=STATS_COLUMNS,
)
