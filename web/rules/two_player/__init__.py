"""The board page's part of the two player rule set: its front-end plug-in (``web/static/rules/two_player.js``: the
neutral players' colours), the rolls of the turn under the dice (``labels``' "rolled", as the images write them),
the trade cards' supply in the board's status and each player's trade cards in their line of the Players panel,
and the board's wording of the lines that name a Discord button (Give back, the second roll's Roll)."""

from typing import Any

from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Text
from web.rulesets import WebHooks, explanations


def labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    """Both rolls of the turn under the dice (in place of the base game's one): "1st roll: 4", "2nd roll: 7"; and the
    board's "?" explanation of trade cards."""
    two = view.get("two_player") or {}
    out: dict[str, Any] = {"two_help": explanations("two", ["trade-cards"], tag)} if two else {}
    rolls = two.get("rolls") or []
    if rolls:
        out["rolled"] = [localize(Text("images-dice-roll-nth", nth=i + 1, total=sum(pair)), tag)
                         for i, pair in enumerate(rolls[:2])]  # fmt: skip
    return out


def summary(view: dict[str, Any], names: list[str]) -> Arg | None:
    two = view.get("two_player")
    return Text("two-board-supply", supply=two["trade_card_supply"]) if two else None


def player_words(view: dict[str, Any], player: dict[str, Any]) -> list[Arg]:
    two = view.get("two_player")
    seat = player["seat"]
    if not two or seat >= len(two["trade_cards"]):
        return []
    return [Text("two-board-trade-cards", count=two["trade_cards"][seat], price=two["action_price"][seat])]


HOOKS = WebHooks(
    scripts=("rules/two_player.js",),
    labels=(labels,),
    summary=(summary,),
    player_words=(player_words,),
    words={"two-hand-give-back": "two-board-give-back", "two-thread-prompt-second-roll": "two-board-prompt-second-roll"},
)
