"""Cities & Knights' words: tracks, commodities, improvements, knights, the event die, the
progress cards (name and one-line effect), and the menus' action kinds."""

from __future__ import annotations

from engine import topology as topo
from ui.i18n.text import Text, Verbatim

TRACKS = ("trade", "politics", "science")
COMMODITIES = ("cloth", "coin", "paper")
IMPROVEMENTS = (
    ("Market", "Trading House", "Counting House", "Bank", "Great Exchange"),
    ("Town Hall", "Church", "Fortress", "Cathedral", "High Assembly"),
    ("Abbey", "Library", "Aqueduct", "Theater", "University"),
)
EVENT_FACES = ("barbarian ship", "barbarian ship", "barbarian ship", "trade gate (yellow)",
               "politics gate (blue)", "science gate (green)")  # fmt: skip
STRENGTH = {1: "basic", 2: "strong", 3: "mighty"}

# The menus of the turn message: button op -> the action kinds it offers (progress cards: see below).
KNIGHT_KINDS = ("knight_hire", "knight_activate", "knight_promote", "knight_move", "knight_displace", "knight_chase")
IMPROVE_KINDS = ("improve",)
ANSWER_KINDS = ("answer",)
# Actions that come from progress cards without being a card id: Commercial Harbor's offers, the
# card put back when over the hand limit.
PROGRESS_EXTRA_KINDS = ("harbor_trade", "progress_discard")

CARD_TEXT: dict[str, tuple[str, str]] = {
    # card id: (name, one-line effect)
    "alchemist": ("Alchemist", "before rolling: choose the red and yellow dice"),
    "crane": ("Crane", "your next city improvement this turn costs 1 commodity less"),
    "engineer": ("Engineer", "build a city wall for free"),
    "inventor": ("Inventor", "swap two number tokens (not 2, 12, 6 or 8)"),
    "irrigation": ("Irrigation", "2 grain for each fields hex next to your cities and settlements"),
    "medicine": ("Medicine", "upgrade a settlement to a city for 2 ore and 1 grain"),
    "mining": ("Mining", "2 ore for each mountains hex next to your cities and settlements"),
    "printer": ("Printer", "1 victory point (laid out at once)"),
    "road_building": ("Road Building", "build 2 roads for free"),
    "smith": ("Smith", "promote 2 knights for free"),
    "bishop": ("Bishop", "move the robber and take 1 card from each player next to it"),
    "constitution": ("Constitution", "1 victory point (laid out at once)"),
    "deserter": ("Deserter", "an opponent removes a knight; you may place one of yours of that strength"),
    "diplomat": ("Diplomat", "remove an open road (your own may be re-placed)"),
    "intrigue": ("Intrigue", "displace an opponent's knight that touches your roads"),
    "saboteur": ("Saboteur", "players with as many VP as you or more discard half their cards"),
    "spy": ("Spy", "look at an opponent's progress cards and take one"),
    "warlord": ("Warlord", "activate all your knights for free"),
    "wedding": ("Wedding", "players with more VP than you give you 2 cards of their choice"),
    "commercial_harbor": ("Commercial Harbor", "swap a resource for a commodity with each opponent"),
    "master_merchant": ("Master Merchant", "take 2 cards from a player with more VP than you"),
    "merchant": ("Merchant", "place the merchant: 2:1 for that hex's resource, 1 VP"),
    "merchant_fleet": ("Merchant Fleet", "trade one resource or commodity 2:1 this turn"),
    "resource_monopoly": ("Resource Monopoly", "each opponent gives you 2 of a resource"),
    "trade_monopoly": ("Trade Monopoly", "each opponent gives you 1 of a commodity"),
}


def card_name(card: str) -> str:
    return CARD_TEXT.get(card, (card.replace("_", " ").title(), ""))[0]


def card_words(card: str) -> Text | Verbatim:
    """A progress card's name as a catalogue message (a card the catalogue does not know: as the engine names it)."""
    return Text(f"ck-thread-card-{card.replace('_', '-')}") if card in CARD_TEXT else Verbatim(card_name(card))


def card_line_words(card: str) -> Text | Verbatim:
    """'Crane — your next city improvement ...': a progress card with its effect, as a catalogue message."""
    if card not in CARD_TEXT:
        return Verbatim(card_line(card))
    return Text("ck-words-card-effect", card=card_words(card), effect=Text(f"ck-hand-effect-{card.replace('_', '-')}"))


def card_line(card: str) -> str:
    name, effect = CARD_TEXT.get(card, (card_name(card), ""))
    return f"{name} — {effect}" if effect else name


def progress_kinds() -> tuple[str, ...]:
    """Every action kind a progress card (or its framework) adds: the card ids and two helpers."""
    return (*CARD_TEXT, *PROGRESS_EXTRA_KINDS)


def vertex(v: int, shape: topo.Topology | None = None) -> str:
    """The label of intersection ``v`` on the island ``shape`` (the game's; the standard one if None)."""
    island = shape or topo.STANDARD
    return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"
