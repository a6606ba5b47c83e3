"""Cities & Knights' own colours (its palettes hold them: ``rendering.rules.cities_and_knights``)."""

from __future__ import annotations

from rendering.palette import RGB

# Track colours (trade, politics, science) of the progress decks, city gates and
# metropolises; each is also told by its position (always trade, politics, science) and its name.
TRACK_FILL: tuple[RGB, ...] = ((246, 196, 30), (40, 96, 214), (44, 150, 72))
COMMODITY_FILL: tuple[RGB, ...] = ((196, 226, 236), (232, 200, 96), (214, 196, 160))  # cloth, coin, paper
STONE: RGB = (168, 164, 156)  # city walls
KNIGHT_HOLLOW: RGB = (252, 250, 244)  # the face of an inactive knight
RED_DIE: RGB = (204, 36, 44)
YELLOW_DIE: RGB = (250, 212, 50)
BARBARIAN: RGB = (60, 44, 36)  # the barbarian ship
ROBBER_ASLEEP: RGB = (208, 208, 214)  # the robber before the first barbarian attack
