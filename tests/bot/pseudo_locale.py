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

# Text other engineers are converting to the catalogue on their branches (issue #33), allowed here until they
# land so that this branch stays green: each entry is the exact English pattern and who converts it. Empty it
# at merge. NOTHING ELSE may be listed here: any other plain English fails the test.
PENDING_ELSEWHERE: dict[str, str] = {
    # the statistics' highlights (history/text.py, history/rules/*): rest33
    r"\d+ turns?, \d+ moves? in (?:under a minute|unknown|\d+ (?:minutes?|hours?|days?)(?: \d+ minutes?)?)\.": "rest33",
    r"Winner: .*? with \d+ victory points?\.": "rest33",
    r"\d+ rolls?; \d+ sevens? \(expected [\d.]+\)\.": "rest33",
    r"Most robbed: .*? \(\d+ times?\)\.": "rest33",
    r"Longest drought: .*?, \d+ rolls? in a row without production\.": "rest33",
    r"Biggest trade: .*? gave \d+ cards? to .*? for \d+ cards? \(turn \d+\)\.": "rest33",
    r"Ships built: .*?; moved: .*?\.": "rest33",
    r"Islands reached: .*?; gold cards chosen: .*?\.": "rest33",
    r"Pirate steals: .*?; fog hexes discovered: .*?\.": "rest33",
    r"Barbarian attacks: \d+ \(\d+ repelled\); cities pillaged: .*?\.": "rest33",
    r"Progress cards played: .*?\.": "rest33",
    r"Trade cards earned: .*?; forced trades: .*?\.": "rest33",
    # a replay's caption and the leaderboard (history/replay.py, history/rating.py): rest33 (history/)
    r"⏪ Game #\d+ replay: .*? \(\d+ of \d+ turns played\)\.": "rest33",
    r"\d+\. .*? — rating -?[\d.]+ · \d+ games? · \d+ wins?(?: · [\d.]+ VP avg)?": "rest33",
    # C&K's "please answer" thread texts and the decisions they name (the engine's words for an owed decision,
    # ui/rules/cities_and_knights/decisions.py decision_text): rest33
    r"📩 <@\d+> — please .*?: press \*\*📩 Answer…\*\* \(only you can answer\)\.": "rest33",
    r"➡️ .*?: press \*\*📩 Answer…\*\*": "rest33",
    r"(?:choose the city the barbarians pillage|choose a progress card to take with the Spy|choose a progress deck to "
    r"draw from|commit knights against the barbarians|discard half of (?:their|your) cards|give a card for the Wedding|"
    r"give a commodity for the Commercial Harbor|move (?:their|your) displaced knight|place a deserted knight of "
    r"(?:their|your) own|place the metropolis on a city|put a progress card back \(limit \d+\)|remove one of "
    r"(?:their|your) knights \(Deserter\)|re-place the road removed by the Diplomat|take a card with the Master Merchant|offer an opponent a resource for "
    r"a commodity \(Commercial Harbor\))(?: \((?:for|from) [^)]*\))?": "rest33",
    # the pause-request thread texts (cogs/publishing/publisher.py pause_changed, service/time/time_lines.py): rest33
    r"🏖️ .*? is away until <t:\d+:f> and asks to pause game #\d+ meanwhile: .*": "rest33",
    r"⌛ Not everyone agreed to pause game #\d+ in time: the request lapsed and the game goes on\.": "rest33",
    r"⏸️ Game #\d+ is paused until <t:\d+:f>: the table waits for .*?\. `/catan me back` resumes it\.": "rest33",
    r"⏸️ Paused: the table waits for .*? until <t:\d+:[tf]> \(or `/catan me back`\)\.": "rest33",
    r"▶️ .*? is back: game #\d+ goes on\.": "rest33",
    # standing-order lines (service/orders/), and the other lines a person's hand DM lists the same way, made for
    # them while away (service/moves/play.py ``made_for``, stored as text: converted with the standing orders'):
    # rest33
    r"📜 Standing orders?: .*": "rest33",
    r"the pillaged city, Wedding / (?:Commercial )?Harbor / Deserter gifts, knight retreats, gold-field"
    r"(?: choices)?(?:, pass my Special Build Phase)?": "rest33",
    r"🤖 An? (?:easy|normal|hard) built-in player played for you: .*?\.": "rest33 (made_for lines)",
    r"⌛ Your time for it ran out: .*?\.": "rest33 (made_for lines)",
    r"🌙 In your quiet hours, an? (?:easy|normal|hard) built-in player chose: .*?\.": "rest33 (night-order lines)",
    # typed card names: what people type is English card words, and the examples and suggestions show them: rest33
    r"\b(?:brick|lumber|ore|grain|wool|cloth|coin|paper)(?:, (?:brick|lumber|ore|grain|wool|cloth|coin|paper))+\b": (
        "rest33 (typed card names: a discard order's list)"),
    r"\b\d+ (?:brick|lumber|ore|grain|wool|cloth|coin|paper)\b": "rest33 (typed card names)",
    r"(?<=ɱéàñ )(?:brick|lumber|ore|grain|wool|cloth|coin|paper)(?=\?)": "rest33 (typed card names)",
}


def pseudo_lens(world: World) -> PseudoLens:
    """The lens of every e2e test's fake Discord: the pseudo-locale checked, read back in English."""
    return PseudoLens(world, pending=PENDING_ELSEWHERE)
