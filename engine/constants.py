"""Card types, costs and piece limits of the base game (BASE-COMP-*, BASE-BUILD table)."""

from __future__ import annotations

from engine.text import Items, Text

# Resource ids double as terrain ids (BASE-TERM-2): hills->brick, forest->lumber, mountains->ore,
# fields->grain, pasture->wool. The desert is terrain 5 and produces nothing.
BRICK, LUMBER, ORE, GRAIN, WOOL = range(5)
RESOURCES: tuple[str, ...] = ("brick", "lumber", "ore", "grain", "wool")
N_RES = 5
DESERT = 5
TERRAINS: tuple[str, ...] = ("hills", "forest", "mountains", "fields", "pasture", "desert")
RESOURCE_ALIASES: dict[str, int] = {
    "brick": BRICK, "bricks": BRICK, "clay": BRICK, "b": BRICK,
    "lumber": LUMBER, "wood": LUMBER, "log": LUMBER, "logs": LUMBER, "l": LUMBER,
    "ore": ORE, "rock": ORE, "rocks": ORE, "stone": ORE, "o": ORE,
    "grain": GRAIN, "wheat": GRAIN, "g": GRAIN,
    "wool": WOOL, "sheep": WOOL, "w": WOOL,
}  # fmt: skip

CARDS_PER_RESOURCE = 19  # BASE-COMP-1

# Development cards (BASE-COMP-2).
KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, VICTORY_POINT = range(5)
DEV_CARDS: tuple[str, ...] = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")
DEV_DECK_COUNTS: tuple[int, ...] = (14, 2, 2, 2, 5)
VP_CARD_NAMES: tuple[str, ...] = ("Chapel", "Great Hall", "Library", "Market", "University")

Counts = tuple[int, int, int, int, int]

ROAD_COST: Counts = (1, 1, 0, 0, 0)
SETTLEMENT_COST: Counts = (1, 1, 0, 1, 1)
CITY_COST: Counts = (0, 0, 3, 2, 0)
DEV_CARD_COST: Counts = (0, 0, 1, 1, 1)
COSTS: dict[str, Counts] = {
    "road": ROAD_COST,
    "settlement": SETTLEMENT_COST,
    "city": CITY_COST,
    "development card": DEV_CARD_COST,
}

# BASE-COMP-3: pieces per colour.
MAX_ROADS, MAX_SETTLEMENTS, MAX_CITIES = 15, 5, 4

# Building kinds on an intersection.
EMPTY, SETTLEMENT, CITY = 0, 1, 2

# Harbor kinds: 0..4 are the 2:1 harbors of that resource, 5 the generic 3:1 (BASE-TERM-8).
GENERIC_HARBOR = 5
HARBOR_NAMES: tuple[str, ...] = ("brick 2:1", "lumber 2:1", "ore 2:1", "grain 2:1", "wool 2:1", "3:1")

COLOURS: tuple[str, ...] = ("red", "blue", "white", "orange")

# BOARD-NUM-3: the lettered tokens A..R in spiral order.
SPIRAL_TOKENS: tuple[int, ...] = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


# Names of every card id: the resources, then the Cities & Knights commodities (8-wide hands there).
CARD_NAMES: tuple[str, ...] = (*RESOURCES, "cloth", "coin", "paper")


def counts_text(counts: tuple[int, ...] | list[int]) -> Text | Items:
    """A card count vector (5 or 8 wide) as catalogue words: "1 brick, 1 lumber"; "nothing" when empty."""
    parts = [Text(f"counted-{CARD_NAMES[i]}", count=n) for i, n in enumerate(counts) if n]
    return Items(parts, style="unit") if parts else Text("counted-nothing")


def format_counts(counts: tuple[int, ...] | list[int]) -> str:
    """'2 wool, 1 ore' for a card count vector (5 or 8 wide); 'nothing' when empty."""
    parts = [f"{n} {CARD_NAMES[i]}" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"
