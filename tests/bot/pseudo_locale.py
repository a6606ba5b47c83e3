"""Every e2e test runs in the pseudo-locale (issue #33 item 4): nothing the bot shows may escape the catalogue.

``tests/bot/conftest.py`` forces every reader into the pseudo-locale ("[Ŕöļļ ţĥé đîçé ~~~]") and gives each fake
Discord a ``PseudoLens`` (tools/i18n/lens.py), which sees every string the bot sends a person (tools.fakediscord.lens: message text,
embeds, buttons, menus and their options, forms, autocomplete choices, thread names) and

- notes, as a problem that fails the test, any plain English word in it (``tools.i18n.escapes.escaped``): a
  string in code, not from the catalogue; the words of names people chose (players, games, channels, what
  they typed) and the languages' own names are not ours and pass;
- hands the tests the English back (``ui.i18n.pseudo.english``, the pseudo-locale undone), so that tests
  written against English keep working unchanged.

The commands the bot registers are checked too: every description and choice must have its translations
(``cogs.app.translator``: it came from the catalogue). Text drawn in images: ``drawn_text`` is the hook point
(see there). A test about real languages (German answers, French menus) is marked ``real_languages``.
"""

from __future__ import annotations

from tools.fakediscord.model import World
from tools.i18n.lens import PseudoLens


def pseudo_lens(world: World) -> PseudoLens:
    """The lens of every e2e test's fake Discord: the pseudo-locale checked, read back in English."""
    return PseudoLens(world)
