"""Words not yet in a language: ``Text``, ``Verbatim``, ``Items``, ``Lines`` (defined in ``engine.text``, the
lowest layer that speaks of messages, so that the engine's refusals use them too)."""

from engine.text import Arg, Items, Lines, Text, Verbatim

__all__ = ["Arg", "Items", "Lines", "Text", "Verbatim"]
