"""Typed errors. Every message is written for the person who caused it."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidOptions(EngineError):
    """Game options that do not describe a playable game."""


class InvalidState(EngineError):
    """A serialised state that cannot be loaded (wrong schema, corrupt data)."""


def waiting_sentence(seats: tuple[int, ...] | list[int], what: str, names: list[str] | None = None) -> str:
    """'Waiting for player 2 to roll the dice.', or with ``names``, 'Waiting for Bo to roll the dice.'

    The engine knows seats, not names: its messages say "player 2", and whoever shows the message to a
    person and knows the names passes them (``IllegalAction.text``)."""
    who = [names[s] if names is not None and 0 <= s < len(names) else f"player {s + 1}" for s in seats]
    return f"Waiting for {' and '.join(who)} to {what}."


class IllegalAction(EngineError):
    """An action that the rules do not allow right now. The state is unchanged.

    ``code`` is a stable machine-readable reason (for tests and for choosing a presentation);
    ``hint`` says what would be legal instead, in words a player understands. ``waiting`` is whom the
    game waits for, as (seats, what they must do): the message names them "player N"; ``text(names)``
    names them by name.
    """

    def __init__(self, code: str, message: str, hint: str = "") -> None:
        super().__init__(message + (f" {hint}" if hint else ""))
        self.code = code
        self.reason = message
        self.hint = hint
        self.waiting: tuple[tuple[int, ...], str] | None = None

    def text(self, names: list[str] | None = None) -> str:
        """The message for a person, with the players the game waits for named when ``names`` is given."""
        full = f"{self.reason} {self.hint}".strip()
        if self.waiting is None or names is None:
            return full
        seats, what = self.waiting
        return full.replace(waiting_sentence(seats, what), waiting_sentence(seats, what, names))
