"""Typed errors. Every message is written for the person who caused it."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidOptions(EngineError):
    """Game options that do not describe a playable game."""


class InvalidState(EngineError):
    """A serialised state that cannot be loaded (wrong schema, corrupt data)."""


class IllegalAction(EngineError):
    """An action that the rules do not allow right now. The state is unchanged.

    ``code`` is a stable machine-readable reason (for tests and for choosing a presentation);
    ``hint`` says what would be legal instead, in words a player understands.
    """

    def __init__(self, code: str, message: str, hint: str = "") -> None:
        super().__init__(message + (f" {hint}" if hint else ""))
        self.code = code
        self.reason = message
        self.hint = hint
