"""The 54 progress cards as the hand image shows them: name, deck and a one-line effect.

The effects are short paraphrases of ``shared/rules/cities_and_knights.md`` section 15 (CK-CARD-*),
written to fit one line of the hand image. Names and decks are the engine's (a test checks them
against ``engine.rules.cities_and_knights.cards``); this table is kept here so that drawing a hand does
not load the C&K rule module.
"""

from __future__ import annotations

from typing import NamedTuple


class CardText(NamedTuple):
    name: str
    track: int  # deck: 0 trade (yellow), 1 politics (blue), 2 science (green)
    effect: str


TRADE, POLITICS, SCIENCE = 0, 1, 2

CARDS: dict[str, CardText] = {
    # science (green)
    "alchemist": CardText("Alchemist", SCIENCE, "Before your roll: choose the red and yellow dice"),
    "crane": CardText("Crane", SCIENCE, "Your next city improvement this turn costs 1 less"),
    "engineer": CardText("Engineer", SCIENCE, "Build one city wall for free"),
    "inventor": CardText("Inventor", SCIENCE, "Swap two number tokens (not 2, 6, 8 or 12)"),
    "irrigation": CardText("Irrigation", SCIENCE, "Take 2 grain per fields hex next to your buildings"),
    "medicine": CardText("Medicine", SCIENCE, "Upgrade a settlement to a city for 2 ore + 1 grain"),
    "mining": CardText("Mining", SCIENCE, "Take 2 ore per mountains hex next to your buildings"),
    "printer": CardText("Printer", SCIENCE, "1 victory point (laid out at once)"),
    "road_building": CardText("Road Building", SCIENCE, "Build 2 roads for free"),
    "smith": CardText("Smith", SCIENCE, "Promote up to 2 of your knights for free"),
    # politics (blue)
    "bishop": CardText("Bishop", POLITICS, "Move the robber; steal 1 card from each player there"),
    "constitution": CardText("Constitution", POLITICS, "1 victory point (laid out at once)"),
    "deserter": CardText("Deserter", POLITICS, "An opponent removes a knight; place one of yours"),
    "diplomat": CardText("Diplomat", POLITICS, "Remove an open road (your own: re-place it)"),
    "intrigue": CardText("Intrigue", POLITICS, "Displace an opponent's knight on your road"),
    "saboteur": CardText("Saboteur", POLITICS, "Players with as many VP as you or more discard half"),
    "spy": CardText("Spy", POLITICS, "See an opponent's progress cards and take one"),
    "warlord": CardText("Warlord", POLITICS, "Activate all your knights for free"),
    "wedding": CardText("Wedding", POLITICS, "Each player with more VP gives you 2 cards"),
    # trade (yellow)
    "commercial_harbor": CardText("Commercial Harbor", TRADE, "Swap a resource for a commodity with each player"),
    "master_merchant": CardText("Master Merchant", TRADE, "Take 2 cards from a player with more VP"),
    "merchant": CardText("Merchant", TRADE, "Place the merchant: 1 VP and 2:1 for that hex's resource"),
    "merchant_fleet": CardText("Merchant Fleet", TRADE, "This turn: trade one kind of card 2:1"),
    "resource_monopoly": CardText("Resource Monopoly", TRADE, "Name a resource: each player gives you 2"),
    "trade_monopoly": CardText("Trade Monopoly", TRADE, "Name a commodity: each player gives you 1"),
}


def card_text(card: str) -> CardText:
    """The text of a card id; an unknown id (a newer engine) still gets a readable line."""
    return CARDS.get(card) or CardText(card.replace("_", " ").title(), -1, "")
