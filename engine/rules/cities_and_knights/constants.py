"""Components, costs and ids of Cities & Knights (CK-COMP-*, the cost table of section 9, BOARD-COUNT-3/4).

Card ids in a C&K hand: 0..4 are the resources of the base game, 5..7 the commodities. The three
improvement tracks are numbered so that track ``t`` is paid in commodity ``COMMODITY_OF[t]`` and
draws from progress deck ``t``.
"""

from __future__ import annotations

from engine.constants import CARD_NAMES as BASE_CARD_NAMES

# Tracks / progress decks / city-gate colours (CK-IMPR-1, CK-AMB-5).
TRADE, POLITICS, SCIENCE = range(3)
TRACKS: tuple[str, ...] = ("trade", "politics", "science")
DECK_COLOURS: tuple[str, ...] = ("yellow", "blue", "green")

# Commodities (CK-GEN-3): cloth pays for trade, coin for politics, paper for science.
CLOTH, COIN, PAPER = 5, 6, 7
COMMODITY_OF: tuple[int, ...] = (CLOTH, COIN, PAPER)
N_CARDS = 8  # resources + commodities: the width of a C&K hand and bank
CARD_NAMES = BASE_CARD_NAMES
CARDS_PER_COMMODITY = 12  # BOARD-COUNT-3

# CK-PROD-2: the commodity a city earns on each terrain (hills, forest, mountains, fields, pasture).
CITY_COMMODITY: tuple[int, ...] = (-1, PAPER, COIN, -1, CLOTH)

# Event die (CK-EVENT-1): faces 0-2 ship, 3/4/5 the city gate of track 0/1/2.
EVENT_FACES = 6
SHIP_FACES = 3

# Costs as 8-card vectors (section 9).
Cost = tuple[int, int, int, int, int, int, int, int]
WALL_COST: Cost = (2, 0, 0, 0, 0, 0, 0, 0)
KNIGHT_COST: Cost = (0, 0, 1, 0, 1, 0, 0, 0)  # hire and promote: wool + ore
ACTIVATE_COST: Cost = (0, 0, 0, 1, 0, 0, 0, 0)
ROAD_COST: Cost = (1, 1, 0, 0, 0, 0, 0, 0)
SETTLEMENT_COST: Cost = (1, 1, 0, 1, 1, 0, 0, 0)
CITY_COST: Cost = (0, 0, 3, 2, 0, 0, 0, 0)

# Pieces per colour (CK-SETUP-3, CK-COMP-1).
MAX_WALLS = 3
KNIGHTS_PER_STRENGTH = 2
MAX_LEVEL = 5
METROPOLIS_LEVEL = 4
ABILITY_LEVEL = 3
DEFENDER_CARDS = 6  # CK-DEF-1
PROGRESS_HAND_LIMIT = 4  # CK-PROG-3
BARBARIAN_STEPS = 7  # CK-BARB-1 default (option barbarian_steps)

# Knight flags (CK-KNIGHT-1): per-turn bookkeeping, cleared at the end of the turn.
ACTIVATED, ACTED, PROMOTED = 1, 2, 4

# CK-IMPR-5: names are cosmetic; the engine keys on (track, level).
IMPROVEMENT_NAMES: tuple[tuple[str, ...], ...] = (
    ("Market", "Trading House", "Counting House", "Bank", "Great Exchange"),
    ("Town Hall", "Church", "Fortress", "Cathedral", "High Assembly"),
    ("Abbey", "Library", "Aqueduct", "Theater", "University"),
)
