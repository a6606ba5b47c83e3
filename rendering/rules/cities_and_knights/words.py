"""The words of Cities & Knights' images (issue #33): the hand's sections, tracks and purchases, the progress
cards' names and effects, the strip's titles; in the language drawn in (``rendering.words``), from the rule set's
``ui/rules/cities_and_knights/locales/images`` catalogue (names of cards, improvements and tracks from its
``thread`` catalogue: the same words as the thread's). The rooms of the labels that have a fixed one are
``rendering.labels.Box`` es, measured in every language by the label test."""

from __future__ import annotations

from engine.constants import RESOURCES
from rendering.hand import section_pair
from rendering.labels import Box, Pair
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rules.cities_and_knights.progress_cards import CARDS
from rendering.words import say
from ui.i18n.text import Text

WIDTH, MARGIN = 1000, 40  # the hand's (``rendering.hand``)
TRACK_W = (WIDTH - 2 * MARGIN - 2 * 15) // 3  # 296, as the hand's
BUY_W = (WIDTH - 2 * MARGIN - 3 * 14) // 4  # 219

PURCHASES = ("road", "settlement", "city", "wall", "knight", "activate", "promote")
CARD_NAME = Box("C&K hand: progress card name", "bold", 24, 262, lines=2, wrap_size=17,
                messages=tuple((f"ck-thread-card-{card.replace('_', '-')}", {}) for card in CARDS))
CARD_EFFECT = Box("C&K hand: progress card effect", "regular", 21, WIDTH - 2 * MARGIN - 300, lines=2, wrap_size=17,
                  messages=tuple((f"ck-images-effect-{card.replace('_', '-')}", {}) for card in CARDS))
BUY_LABEL = Box("C&K hand: purchase", "bold", 24, BUY_W - 62 - 6, lines=2, wrap_size=16,
                messages=tuple((f"ck-images-buy-{p}", {}) for p in PURCHASES))
BUY_STATUS = Box("C&K hand: purchase state", "bold", 20, BUY_W - 18, lines=2, wrap_size=15, messages=(
    ("images-buy-none-left", {}), ("ck-images-blocked-walls", {"count": 3}), ("ck-images-blocked-basic", {}),
    ("ck-images-blocked-inactive", {}), ("ck-images-blocked-promote", {}), ("images-buy-now", {}),
    ("images-buy-affordable", {}), ("images-buy-missing", {"count": 2}),
))  # fmt: skip
TRACK_STATUS = Box("C&K hand: a track's state", "bold", 19, TRACK_W - 24, messages=(
    ("ck-images-improve-now", {}), ("ck-images-short", {"held": 4, "short": 1}), ("images-buy-affordable", {}),
))  # fmt: skip
TRACK_LINE = Box("C&K hand: a track's line", "bold", 20, TRACK_W - 24, messages=(
    ("ck-images-top-level", {}), *(("ck-images-next-level", {"cost": Text(f"counted-{c}", count=5)}) for c in ck_view.COMMODITIES),
))  # fmt: skip
TRACK_NOW = Box("C&K hand: a track's improvement", "bold", 21, TRACK_W - 24, messages=(
    ("ck-images-now", {"name": Text("ck-images-no-improvement")}),
    *(("ck-images-now", {"name": Text(f"ck-thread-improvement-{n.lower().replace(' ', '-')}")})
      for track in ck_view.IMPROVEMENT_NAMES for n in track),
))  # fmt: skip
# The panel's rows are 24 px apart: no second line; the pseudo-locale's doubled brackets need a size smaller still.
TRACK_ABILITY = Box("C&K hand: a track's ability", "regular", 18, TRACK_W - 24, narrowest=0.66, messages=tuple(
    (key, {"ability": Text(f"ck-images-ability-{t}")}) for key in ("ck-images-ability-at-3", "ck-images-ability-held")
    for t in ("trade", "politics", "science")
))  # fmt: skip
TRACK_DRAWS = Box("C&K hand: a track's red die values", "regular", 19, TRACK_W - 24, narrowest=0.66, messages=(
    ("ck-images-draws", {"top": 6}), ("ck-images-draws-none", {}),
))  # fmt: skip
TRACK_TITLE = Box("C&K hand: a track's title", "bold", 24, TRACK_W - 28,
                  messages=tuple((f"ck-images-track-{t}", {}) for t in ("trade", "politics", "science")))
OFF_BOARD = Box("C&K hand: knights and walls off the board", "bold", 22, BUY_W - 24, lines=2, wrap_size=16,
                messages=(("ck-images-off-board", {}),))
WALLS = Box("C&K hand: walls left", "regular", 19, BUY_W - 24, messages=(("ck-images-walls-left", {"left": 3, "most": 3}),))
NO_CARDS = Box("C&K hand: no progress cards", "regular", 22, WIDTH - 2 * MARGIN, lines=2, wrap_size=17,
               messages=(("ck-images-no-progress", {}),))
LAST_ROLL = Box("C&K strip: the dice's title", "bold", 22, 420, messages=(("ck-images-last-roll", {}),))
# ... up to the strength title's room (``STRENGTH_TITLE``: centred on 1048 px, 288 px wide at most)
STRIP_TITLE = Box("C&K strip: the track's title", "bold", 22, 430, messages=(
    ("ck-images-attack-in", {"count": 7}), ("ck-images-attack", {}),
))  # fmt: skip
NOT_ROLLED = Box("C&K strip: no roll yet", "bold", 26, 478 - 26 - 40, messages=(("ck-images-not-rolled", {}),))
EVENT = Box("C&K strip: the event die's words", "bold", 20, 200, messages=(
    ("ck-images-ship", {}), ("ck-images-gate-trade", {}), ("ck-images-gate-politics", {}),
    ("ck-images-gate-science", {}),
))  # fmt: skip
STRENGTH_TITLE = Box("C&K strip: strength title", "bold", 22, 2 * (1200 - 1048) - 16, lines=2, wrap_size=16,
                     messages=(("ck-images-barbarians-vs-knights", {}),))
VERDICT = Box("C&K strip: verdict", "bold", 20, 2 * (1200 - 1048) - 16,
              messages=(("ck-images-catan-falls", {}), ("ck-images-catan-holds", {})))


SECTIONS = section_pair(
    "C&K hand: section title and note",
    (("ck-images-section-cards", {}), ("ck-images-cards-note", {"resources": 19, "commodities": 12})),
    (("ck-images-section-progress", {}), ("ck-images-progress-note", {"count": 4, "most": 4})),
    (("ck-images-section-development", {}), ("ck-images-development-note", {})),
)
TRACK_HEADER = Pair("C&K hand: a track's title and metropolis", ("bold", 24), ("bold", 18), TRACK_W - 26, tuple(
    ((f"ck-images-track-{t}", {}), ("ck-images-metropolis", {})) for t in ("trade", "politics", "science")
), gap=6)  # fmt: skip


def card_name(card: str) -> str:
    info = CARDS.get(card)
    return say(f"ck-thread-card-{card.replace('_', '-')}") if info is not None else card.replace("_", " ").title()


def card_effect(card: str) -> str:
    return say(f"ck-images-effect-{card.replace('_', '-')}") if card in CARDS else ""


CARD_LABELS = (*(f"images-card-{r}" for r in RESOURCES), *(f"ck-images-card-{c}" for c in ck_view.COMMODITIES))


def card_label(i: int) -> str:
    """The name on card ``i`` of the C&K hand's row (resources, then commodities)."""
    return say(CARD_LABELS[i])


def improvement_now(t: int, level: int) -> str:
    """"Now: " and the city improvement at ``level`` of track ``t`` (none below level 1)."""
    if not level:
        return say("ck-images-now", name=Text("ck-images-no-improvement"))
    key = "ck-thread-improvement-" + ck_view.IMPROVEMENT_NAMES[t][level - 1].lower().replace(" ", "-")
    return say("ck-images-now", name=Text(key))


def track_title(t: int) -> str:
    return say(f"ck-images-track-{('trade', 'politics', 'science')[t]}")


def ability(t: int, held: bool) -> str:
    """Track ``t``'s level-3 ability: held (a check mark) or at level 3."""
    what = Text(f"ck-images-ability-{('trade', 'politics', 'science')[t]}")
    return say("ck-images-ability-held" if held else "ck-images-ability-at-3", ability=what)


def next_level(commodity: str, cost: int) -> str:
    return say("ck-images-next-level", cost=Text(f"counted-{commodity}", count=cost))
