"""The public-image audit of the end-to-end tests: checked by construction, not by looking at pixels.

Every picture the bot sends is rendered through ``rendering.worker`` (board, decision, hand, statistics).
``ImageSpy`` wraps those entry points during a test and remembers, for each PNG (by its hash), which
renderer made it and from what input. ``audit_public_images`` then goes over every attachment of the
public channels and asserts that each was made by the board or statistics renderer from an input with
nothing private in it: a board from a *public* view (exactly the keys ``engine.public_view`` gives, no
``you``, no hand, progress cards only as counts), never a hand or decision image (those are rendered
from a player's view and belong in DMs and ephemeral replies), and that re-rendering the board from
that view gives the same bytes, so the picture shows that view and nothing else.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.rules.cities_knights.constants import DECK_COLOURS
from rendering import render_board, worker


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
                    again = render_board(made.data, made.names, **made.kwargs)
                    assert again == attachment.data, f"{attachment.filename} is not the picture of its public view"
    return count
