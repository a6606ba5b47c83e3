"""A row of cards with their counts and bank rates, as the hand images show them.

The base hand has five resource cards; the Cities & Knights hand has eight narrower cards (resources and
commodities). Both draw the same card face and the same row, at the sizes of their ``CardRow``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering.labels import Box, draw_fitted
from rendering.shapes import SUPERSAMPLE, sharp_text_on_halves, shrink, text
from rendering.words import say

# (draw, centre x, centre y, size), in supersampled pixels
Icon = Callable[[ImageDraw.ImageDraw, float, float, float], None]


@dataclass(frozen=True)
class CardRow:
    left: int  # x of the first card
    width: int
    height: int
    gap: int
    corner: int  # corner radius of the card
    icon_y: int
    icon_size: int
    count_y: int  # centre of the count disc
    disc: int  # radius of the count disc
    label_y: int
    label_size: int
    count_size: int
    rate_h: int  # the line under the card with the bank rate
    rate_size: int
    labels: tuple[str, ...] = ()  # the catalogue keys of the cards' names (``label_box`` measures them)
    # drawn supersampled (smooth edges); False: on the posted pixels' grid, words without grey rims, for a picture
    # posted sharp (the C&K hand, ``encode.Encoding.sharp``), which would keep one pixel of each smooth rim anyway
    smooth: bool = True

    def __post_init__(self) -> None:
        # the name on a card and the bank rate under it have the card's width (less its frame)
        object.__setattr__(self, "label_box", Box(f"card row {self.width} px: card name", "bold", self.label_size,
                                                  self.width - 12, messages=tuple((k, {}) for k in self.labels)))
        object.__setattr__(self, "rate_box", Box(f"card row {self.width} px: bank rate", "bold", self.rate_size,
                                                 self.width + self.gap - 4, messages=(("images-bank-rate", {"rate": 4}),)))


def card_face(row: CardRow, fill: pal.RGB, label: str, icon: Icon, *, inner_frame: bool = False) -> Image.Image:
    """A card: its colour, icon, name and an empty disc for the count (drawn per hand by ``draw_card_row``)."""
    # Smooth: drawn at SUPERSAMPLE times the size and shrunk. Else drawn on the posted pixels' grid (half the size,
    # each pixel doubled), so that a picture posted sharp shows exactly that drawing, its icon's strokes whole.
    k = SUPERSAMPLE if row.smooth else 0.5
    w, h = row.width, row.height
    im = Image.new("RGB", (round(w * k), round(h * k)), pal.PANEL)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((k, k, (w - 1) * k, (h - 1) * k), radius=row.corner * k, fill=fill, outline=pal.OUTLINE,
                        width=max(1, round(3 * k)))  # fmt: skip
    if inner_frame:
        d.rounded_rectangle((7 * k, 7 * k, (w - 7) * k, (h - 7) * k), radius=(row.corner - 4) * k, outline=pal.OUTLINE,
                            width=max(1, round(2 * k)))  # fmt: skip
    icon(d, w / 2 * k, row.icon_y * k, row.icon_size * k)
    r = row.disc
    d.ellipse(((w / 2 - r) * k, (row.count_y - r) * k, (w / 2 + r) * k, (row.count_y + r) * k), fill=(255, 255, 255),
              outline=pal.OUTLINE, width=max(1, round(3 * k)))  # fmt: skip
    card = shrink(im, SUPERSAMPLE) if row.smooth else im.resize((w, h), Image.Resampling.NEAREST)
    fitted = row.label_box.fit(label)  # type: ignore[attr-defined]
    draw_fitted(card, (w / 2, row.label_y), fitted, pal.text_on(fill), draw=_text(row))
    return card


def draw_card_row(
    im: Image.Image, y: int, row: CardRow, faces: Sequence[Image.Image], counts: Sequence[int],
    rates: Sequence[int | None],
) -> None:  # fmt: skip
    """The cards side by side with the count on each and the bank rate under it."""
    for i, (face, count, rate) in enumerate(zip(faces, counts, rates, strict=True)):
        x = row.left + i * (row.width + row.gap)
        im.paste(face, (x, y))
        _text(row)(im, (x + row.width / 2, y + row.count_y), str(count), "bold", row.count_size, pal.INK)
        if rate:
            # Green when a harbor (or a trade ability) makes the card cheaper than the bank's 4:1.
            fitted = row.rate_box.fit(say("images-bank-rate", rate=rate))  # type: ignore[attr-defined]
            draw_fitted(im, (x + row.width / 2, y + row.height + row.rate_h / 2), fitted,
                        pal.GOOD if rate < 4 else pal.TEXT_DIM, draw=_text(row))  # fmt: skip


def _text(row: CardRow) -> Callable[..., None]:
    """How the row's words are drawn: smooth, or on the posted grid without grey rims (``CardRow.smooth``)."""
    return text if row.smooth else sharp_text_on_halves
