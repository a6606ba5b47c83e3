"""Decisions owed in Cities & Knights (the city the barbarians pillage, the cards given to a Wedding, a
displaced knight's retreat, ...): each is asked in the thread by a message that mentions its player, with an
Answer… button, and goes when the decision is settled (the turn's log says what the answer did). Which
decisions have their message is stored with the game's messages, so a restart neither forgets nor repeats them.
"""

from __future__ import annotations

from typing import Any

from cogs.interactions.dispatch import RoutedView
from cogs.play.components import TurnButton, relabelled
from cogs.publishing.publish_base import PublisherBase
from engine.pending import step_text
from service import GameInfo
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text, Verbatim
from ui.rules.cities_and_knights import ANSWER_HOW, decision_text, open_decisions


async def decisions(publisher: PublisherBase, game: GameInfo, view: dict[str, Any]) -> None:
    """After a move's messages: one message per open decision, mentioning the player who owes it (their one
    ping for it: the turn message names them, ``cogs.publishing.turn_messages.pinged_apart``); removed once settled."""
    refs = await publisher.refs(game.id)
    open_now = {d["id"]: d for d in open_decisions(view)}
    names = await publisher.names(game)
    for did, decision in open_now.items():
        kind = f"decision:{did}"
        if kind in refs:
            continue
        seat = decision["seat"]
        button = RoutedView()
        button.add_item(TurnButton(game.id, "answer"))
        message = await publisher.thread(game).send(
            f"📩 {publisher.mention(game, seat)} — please {decision_text(decision, names, to_owner=True)}: {ANSWER_HOW} "
            "(only you can answer).",
            view=relabelled(button, game_language(game.settings)),
            allowed_mentions=publisher.pings_for(game, [seat]),  # not in quiet hours (issue #20)
        )
        await publisher.remember(game.id, kind, message, tag=f"{seat}:{decision['kind']}")
    for kind, ref in list(refs.items()):
        if not kind.startswith("decision:") or int(kind.split(":")[1]) in open_now:
            continue
        seat_text, _, what = (ref.tag or "").partition(":")
        seat = int(seat_text) if seat_text.isdigit() else -1
        who = Verbatim(names[seat]) if 0 <= seat < len(names) else Text("ck-hand-the-player")
        answered = Text("ck-hand-answered-what", who=who, what=engine_text(what)) if what else Text("ck-hand-answered", who=who)
        text = localize(answered, game_language(game.settings))  # the thread's: the game's language
        # the turn's log says what the answer did ("Cleo discarded 4 cards."): the question goes (issue #29 item 4)
        await publisher.withdraw(game.id, ref, text)


def engine_text(kind: str) -> Text | str:
    """What a decision of this kind asked, in words (the engine's own text for it: ``refusals-step-<kind>``)."""
    words = step_text(kind)
    return words.replace("_", " ") if isinstance(words, str) else words
