"""Cities & Knights' commodities (cloth, coin, paper) as icons, drawn in the same box as the resource
icons (``rendering.icons``)."""

from __future__ import annotations

from collections.abc import Callable

from PIL import ImageDraw

from rendering.shapes import circle, polygon

Draw = ImageDraw.ImageDraw


def _cloth(d: Draw, x: float, y: float, u: float) -> None:
    """A bolt of cloth: a roll seen from the side, with a loose end and stripes."""
    fabric, edge, stripe = (120, 170, 200), (40, 70, 96), (220, 236, 244)
    polygon(d, [(x - 0.2 * u, y + 0.55 * u), (x + 0.95 * u, y + 0.55 * u), (x + 0.8 * u, y + 0.25 * u),
                (x - 0.2 * u, y + 0.25 * u)], fabric, edge, 0.06 * u)  # fmt: skip
    d.rounded_rectangle((x - 0.9 * u, y - 0.5 * u, x + 0.5 * u, y + 0.4 * u), radius=0.12 * u, fill=fabric,
                        outline=edge, width=max(1, round(0.06 * u)))  # fmt: skip
    for i in (-0.3, 0.0, 0.3):
        d.line([(x - 0.85 * u, y + (i - 0.05) * u), (x + 0.45 * u, y + (i - 0.05) * u)], fill=stripe,
               width=max(1, round(0.07 * u)))  # fmt: skip
    circle(d, (x + 0.5 * u, y - 0.05 * u), 0.45 * u, fabric, edge, 0.06 * u)
    circle(d, (x + 0.5 * u, y - 0.05 * u), 0.15 * u, edge)


def _coin(d: Draw, x: float, y: float, u: float) -> None:
    """Two gold coins, the front one with a raised rim."""
    gold, edge, shine = (236, 184, 40), (130, 90, 10), (252, 226, 130)
    circle(d, (x - 0.35 * u, y - 0.05 * u), 0.5 * u, gold, edge, 0.07 * u)
    circle(d, (x + 0.3 * u, y + 0.08 * u), 0.52 * u, gold, edge, 0.07 * u)
    circle(d, (x + 0.3 * u, y + 0.08 * u), 0.34 * u, shine, edge, 0.05 * u)


def _paper(d: Draw, x: float, y: float, u: float) -> None:
    """A scroll: a sheet with lines of writing between two rolled ends."""
    sheet, edge, ink = (250, 244, 226), (110, 84, 50), (120, 100, 80)
    d.rectangle((x - 0.7 * u, y - 0.45 * u, x + 0.7 * u, y + 0.45 * u), fill=sheet, outline=edge,
                width=max(1, round(0.06 * u)))  # fmt: skip
    for i in range(4):
        yy = y + (-0.27 + 0.18 * i) * u
        d.line([(x - 0.5 * u, yy), (x + (0.5 if i < 3 else 0.1) * u, yy)], fill=ink, width=max(1, round(0.06 * u)))
    for end in (-1, 1):
        d.rounded_rectangle((x + end * 0.7 * u - 0.14 * u, y - 0.55 * u, x + end * 0.7 * u + 0.14 * u,
                             y + 0.55 * u), radius=0.12 * u, fill=(214, 190, 140), outline=edge,
                            width=max(1, round(0.06 * u)))  # fmt: skip


_COMMODITY_ICONS: tuple[Callable[[Draw, float, float, float], None], ...] = (_cloth, _coin, _paper)


def commodity_icon(d: Draw, commodity: int, x: float, y: float, u: float) -> None:
    """Draw commodity ``commodity`` (0 cloth, 1 coin, 2 paper) centred on (x, y) at unit ``u``."""
    _COMMODITY_ICONS[commodity](d, x, y, u)
