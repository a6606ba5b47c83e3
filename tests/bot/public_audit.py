"""The public-message audit of the C&K end-to-end tests: texts and embeds, and images.

``audit_public_texts``: no progress card's effect line, no name of a card that was not played or laid
out, no commodity count by type outside trades everyone watched, no stolen card. Images are checked by
construction, not by looking at pixels.

Every picture the bot sends is rendered through ``rendering.worker`` (board, decision, hand, statistics).
``ImageSpy`` wraps those entry points during a test and remembers, for each PNG (by its hash), which
renderer made it and from what input. ``audit_public_images`` then goes over every attachment of the
public channels and asserts that each was made by the board or statistics renderer from an input with
nothing private in it: a board from a *public* view (exactly the keys ``engine.public_view`` gives, no
``you``, no hand, progress cards only as counts), never a hand or decision image (those are rendered
from a player's view and belong in DMs and ephemeral replies), and that re-rendering the board from
that view gives the same pixels (the files are lossless), so the picture shows that view and nothing else.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import io
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

import engine
from engine.rules.cities_and_knights.constants import DECK_COLOURS
from rendering import worker
from rendering.board import BOARD_ENCODING, board_image, board_palette
from rendering.encode import posted_picture
from tools.fakediscord import FakeDiscord
from ui.rules.cities_and_knights import CARD_TEXT, card_name


@dataclass
class Rendered:
    renderer: str  # "board", "decision", "hand" or "stats"
    data: dict[str, Any]  # the view (or statistics) it was rendered from, copied at the time
    names: list[str] | None
    kwargs: dict[str, Any]


@dataclass
class ImageSpy:
    by_hash: dict[str, Rendered] = field(default_factory=dict)

    def _wrap(self, renderer: str, original: Any) -> Any:
        async def spied(data: dict, names: Any = None, *args: Any, **kwargs: Any) -> bytes:
            snapshot = copy.deepcopy(data)  # the caller may reuse the view after the render
            png = await original(data, names, *args, **kwargs)
            self.by_hash[hashlib.sha256(png).hexdigest()] = Rendered(renderer, snapshot, list(names or []), kwargs)
            return png

        return spied

    @contextlib.contextmanager
    def installed(self) -> Iterator[ImageSpy]:
        originals = {name: getattr(worker, f"{name}_png") for name in ("board", "decision", "hand", "stats")}
        try:
            for name, original in originals.items():
                setattr(worker, f"{name}_png", self._wrap(name, original))
            yield self
        finally:
            for name, original in originals.items():
                setattr(worker, f"{name}_png", original)


def _public_shape(view: dict[str, Any]) -> tuple[set[str], set[str], set[str]]:
    """The keys a public view of a game with these options has (top level, player rows, C&K record)."""
    options = dict(view["options"])
    sample = engine.public_view(engine.new_game(options, 1))
    return set(sample), set(sample["players"][0]), set(sample.get("ck") or {})


def assert_public_view(view: dict[str, Any]) -> None:
    top, row, ck = _public_shape(view)
    assert "you" not in view and set(view) <= top, f"not a public view: {sorted(set(view) - top)}"
    for player in view["players"]:
        assert set(player) <= row, f"private fields in a public player row: {sorted(set(player) - row)}"
        assert "hand" not in player
        if "progress_cards" in player:  # C&K: a count and the decks' colours, never the cards
            cards = player["progress_cards"]
            assert set(cards) == {"count", "decks"} and set(cards["decks"]) <= set(DECK_COLOURS), cards
    assert set(view.get("ck") or {}) <= ck


def _pixels_of(data: bytes) -> bytes:
    with Image.open(io.BytesIO(data)) as im:
        return im.convert("RGB").tobytes()


def _board_pixels(made: Rendered) -> bytes:
    """The board drawn again from its view, as the pixels its (lossless) file must decode to: the same
    check as encoding it again and comparing the bytes, without the encoder's ~0.1-0.3 s per C&K board."""
    image = board_image(made.data, made.names, **made.kwargs)
    return posted_picture(image, board_palette(made.data), BOARD_ENCODING).convert("RGB").tobytes()


def audit_public_images(spy: ImageSpy, fd: Any, channels: list[Any]) -> int:
    """Check every image of the public ``channels``; returns how many there were."""
    count = 0
    for channel in channels:
        for message in fd.messages(channel):
            for attachment in message.attachments:
                count += 1
                made = spy.by_hash.get(hashlib.sha256(attachment.data).hexdigest())
                assert made is not None, f"{attachment.filename}: a public image not rendered through rendering.worker"
                assert made.renderer in ("board", "stats"), (
                    f"{attachment.filename}: a {made.renderer} image (rendered from a player's view) in public"
                )
                if made.renderer == "board":
                    assert_public_view(made.data)
                    assert _pixels_of(attachment.data) == _board_pixels(made), (
                        f"{attachment.filename} is not the picture of its public view"
                    )
    return count


def public_texts(fd: FakeDiscord, channels: list[Any]) -> list[str]:
    """Every message and embed of the channels, as text."""
    out = []
    for channel in channels:
        for message in fd.messages(channel):
            out.append(message.content + "\n" + json.dumps(message.embeds))
    return out


COMMODITY_COUNT = re.compile(r"\b\d+ (cloth|coin|paper)\b")


def audit_public_texts(texts: list[str], events: list[dict[str, Any]], played: set[str]) -> None:
    """No effect line or unplayed card name, no commodity count by type, no stolen card in public texts."""
    laid_out = {e["card"] for e in events if e["type"] == "progress_vp"}
    for text in texts:
        # No effect line of a progress card (the hand DM's list) in public.
        for card, (_name, effect) in CARD_TEXT.items():
            assert effect not in text, f"the effect of {card} appears in public: {text[:200]}"
        # A card name in public only for a card that was played or laid out.
        for card in CARD_TEXT:
            if card in played or card in laid_out or card in ("road_building",):
                continue
            assert not re.search(rf"\b{re.escape(card_name(card))}\b", text), f"{card} named in public: {text[:300]}"
        # Commodities by type only in actions everyone sees at the table (bank trades, trade offers, the
        # total a Trade Monopoly collected, discards), never what a hand holds or produced.
        for line in text.splitlines():
            lower = line.lower()
            # Discards too: they go back to the bank's face-up stacks (BASE-INFO-3; issue #29 item 5).
            if "to the bank" in lower or "trade #" in lower or "offer" in lower or "from the others" in lower \
                    or " discarded " in lower:
                continue
            assert not COMMODITY_COUNT.search(line), f"commodity count in public: {line}"
        # The stolen card and the Spy's card stay private.
        assert not re.search(r"robbed [^.]*\(", text), text
        assert "and took the" not in text, text
