"""Issue #33 item 3: the text of images fits in every language.

Every label drawn in a fixed room (``rendering.labels``: card names on cards, column titles, section titles and
their notes, the legend's words, the C&K progress cards' texts and the strip's titles) is measured here in every
shipped language and the pseudo-locale (about 40 % longer than English) with the font it is drawn in, laid out as
the drawing lays it out (shrunk a size or two, or on two lines where the room has two); a label that would still
overflow its room fails. ``widest_labels`` is what the report prints: the widest label per language.
"""

from __future__ import annotations

import pytest

import rendering.rules.cities_and_knights
import rendering.rules.seafarers
import rendering.rules.two_player
import rendering.stats  # noqa: F401
from rendering.labels import BOXES, PAIRS, ROWS, Box, fit_row
from rendering.shapes import text_width
from ui.i18n.catalogue import localize
from ui.i18n.languages import PSEUDO, shipped
from ui.i18n.text import Text

LANGUAGES = (*shipped(), PSEUDO)


def _words(key: str, args: dict[str, object], tag: str) -> str:
    return localize(Text(key, **args), tag)


def test_issue33_item3_every_room_has_messages() -> None:
    """A room without messages would measure nothing (a box the test cannot fail on)."""
    assert BOXES and PAIRS and ROWS
    def measured(box: Box) -> bool:  # by itself, or by a box of the same room (a rule set's words in a shared room)
        same = (box.style, box.size, box.width, box.lines)
        return bool(box.messages) or any(o.messages and (o.style, o.size, o.width, o.lines) == same for o in BOXES)

    assert not [box.name for box in BOXES if not measured(box)]
    assert not [pair.name for pair in PAIRS if not pair.messages]


@pytest.mark.parametrize("tag", LANGUAGES)
def test_issue33_item3_boxed_labels_fit_in_every_language(tag: str) -> None:
    overflowing = []
    for box in BOXES:
        for key, args in box.messages:
            words = _words(key, args, tag)
            fitted = box.fit(words)
            if not fitted.fits:
                widest = max(text_width(line, fitted.style, fitted.size) for line in fitted.lines)
                overflowing.append(f"{box.name}: {key} {words!r} is {widest:.0f} px, room {box.width}")
    assert not overflowing, "\n".join(overflowing)


@pytest.mark.parametrize("tag", LANGUAGES)
def test_issue33_item3_section_titles_and_notes_fit_in_every_language(tag: str) -> None:
    overflowing = []
    for pair in PAIRS:
        for (lkey, largs), (rkey, rargs) in pair.messages:
            left, right = pair.fit(_words(lkey, largs, tag), _words(rkey, rargs, tag))
            if not (left.fits and right.fits):
                overflowing.append(f"{pair.name}: {lkey} + {rkey} {right.lines[0]!r}")
    assert not overflowing, "\n".join(overflowing)


@pytest.mark.parametrize("tag", LANGUAGES)
def test_issue33_item3_column_titles_fit_in_every_language(tag: str) -> None:
    overflowing = []
    for row in ROWS:
        words = [_words(*column[0], tag) for column in row.messages]
        for fitted, word in zip(fit_row(words, list(row.xs), row.style, row.size, row.left, row.right, row.wrap_size), words, strict=True):
            if not fitted.fits:
                overflowing.append(f"{row.name}: {word!r} cut to {fitted.lines[0]!r}")
    assert not overflowing, "\n".join(overflowing)


def test_issue33_item3_english_labels_are_drawn_at_their_own_size() -> None:
    """English images stay as they were: every English label fits its room at its full size."""
    shrunk = [f"{box.name}: {key}" for box in BOXES for key, args in box.messages
              if box.fit(_words(key, args, "en")).size != box.size]  # fmt: skip
    # The C&K purchase states below were cut with an ellipsis before ("no inactive kni…"); now whole, smaller.
    assert set(shrunk) <= {
        "C&K hand: purchase state: ck-images-blocked-basic", "C&K hand: purchase state: ck-images-blocked-inactive",
        "C&K hand: purchase state: ck-images-blocked-promote",
    }, shrunk
    for row in ROWS:
        words = [_words(*column[0], "en") for column in row.messages]
        assert {f.size for f in fit_row(words, list(row.xs), row.style, row.size, row.left, row.right, row.wrap_size)} == {row.size}


def widest_labels() -> dict[str, tuple[str, str, float]]:
    """Per language, the label that fills its room the most: (room, words, share of the room)."""
    out: dict[str, tuple[str, str, float]] = {}
    for tag in LANGUAGES:
        best = ("", "", 0.0)
        for box in BOXES:
            for key, args in box.messages:
                words = _words(key, args, tag)
                share = max(text_width(line, box.style, box.size) for line in words.split("\n")) / box.width
                if box.lines > 1:
                    share = text_width(words.replace("\n", " "), box.style, box.size) / (box.width * box.lines)
                if share > best[2]:
                    best = (box.name, words, share)
        out[tag] = best
    return out


if __name__ == "__main__":
    for tag, (room, words, share) in widest_labels().items():
        print(f"{tag}: {room}: {words!r} at {share:.0%} of its room at full size")
