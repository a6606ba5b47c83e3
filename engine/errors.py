"""Typed errors. Every message is written for the person who caused it, as a ``Text`` (issue #33): the
catalogue (``ui/locales/refusals/``, a rule set's ``locales/refusals/``) puts it into the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from engine.text import Arg, Items, Lines, Text, Verbatim

PLAYER = "refusals-player"  # "player 2": a seat the engine names (``named`` gives it a person's name)


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidOptions(EngineError):
    """Game options that do not describe a playable game; ``text`` says why (a ``Text``, or a plain str)."""

    def __init__(self, text: Text | str) -> None:
        super().__init__(text if isinstance(text, str) else repr(text))
        self.text = text


class InvalidState(EngineError):
    """A serialised state that cannot be loaded (wrong schema, corrupt data)."""


def seat_text(seat: int) -> Text:
    """A seat as the engine names it, "player 2" (``named`` puts the person's name in its place)."""
    return Text(PLAYER, seat=seat + 1)


def waiting_sentence(seats: tuple[int, ...] | list[int], what: Text | str, names: list[str] | None = None) -> Text:
    """'Waiting for player 2 to roll the dice.', or with ``names``, 'Waiting for Bo to roll the dice.'

    The engine knows seats, not names: its messages say "player 2", and whoever shows the message to a
    person and knows the names passes them (``IllegalAction.text``)."""
    who: Arg = ""
    for seat in seats:  # "player 1 and player 3 and player 4", as ever (CLDR's list would add commas)
        who = seat_text(seat) if who == "" else Text("refusals-and", first=who, next=seat_text(seat))
    return named(Text("refusals-waiting", who=who, what=what), names)


def named(text: Arg, names: Sequence[str] | None) -> Arg:
    """``text`` with every seat it names ("player 2") named by the person's name in ``names`` (escaped by the
    caller), as it is without names."""
    if names is None:
        return text
    if isinstance(text, Text):
        if text.key == PLAYER:
            index = int(text.args["seat"]) - 1  # type: ignore[arg-type]
            return Verbatim(names[index]) if 0 <= index < len(names) else text
        return Text(text.key, **{name: named(value, names) for name, value in text.args.items()})
    if isinstance(text, Items):
        return Items([named(item, names) for item in text.items], text.style)
    if isinstance(text, Lines):
        return Lines([named(line, names) for line in text.lines])
    return text


class IllegalAction(EngineError):
    """An action that the rules do not allow right now. The state is unchanged.

    ``code`` is a stable machine-readable reason (for tests and for choosing a presentation);
    ``message`` (kept as ``reason``) says why, ``hint`` what would be legal instead, as ``Text`` in no
    language yet. ``waiting`` is whom the game waits for, as (seats, what they must do): the message names
    them "player N"; ``text(names)`` names them by name. ``str(exc)`` is for logs: the code and the keys.
    """

    def __init__(self, code: str, message: Text | str, hint: Text | str | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.reason = message
        self.hint = hint
        self.waiting: tuple[tuple[int, ...], Text | str] | None = None

    def __str__(self) -> str:
        return f"{self.code}: {self.reason!r}" + (f" {self.hint!r}" if self.hint else "")

    def text(self, names: list[str] | None = None) -> Text | str:
        """The message for a person (why, then what is legal), with the seats it names named when ``names``
        is given."""
        full = self.reason if not self.hint else Text("refusals-with-hint", reason=self.reason, hint=self.hint)
        return named(full, names)  # type: ignore[return-value]
