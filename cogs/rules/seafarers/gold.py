"""Gold choices owed (SEA-GOLD-1..3, SEA-FOG-4, SEA-GOLD-5): each player who owes one is asked in the
thread by a message that mentions them, with a Choose gold… button whose menu only they get (privately,
from their own legal actions), so several players choose at once. The question goes once they have
chosen; what they chose stays hidden until everyone has (SEA-GOLD-2: the production line tells it).
Which questions are out is stored with the game's messages, so a restart neither forgets nor repeats one.
"""

from __future__ import annotations

from typing import Any

from cogs.interactions.dispatch import RoutedView
from cogs.play.components import TurnButton, relabelled
from cogs.publishing.publish_base import PublisherBase
from service import GameInfo
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.rules.seafarers import GOLD_OP, gold_answered, gold_question
from ui.rules.seafarers.words import sea

KIND = "sea_gold:"  # a remembered message per seat asked: "sea_gold:<seat>"


def owing(view: dict[str, Any]) -> dict[int, int]:
    """Seat -> resources owed, of the seats that owe a gold choice now and have not made it (public),
    in the order the engine waits for them (all at once, or one by one in the open order)."""
    waiting = {d["seat"] for d in view.get("pending", ()) if d.get("kind") == "gold_choice" and d.get("blocking")}
    owed = sea(view).get("gold_owed") or []
    return {seat: owed[seat] for seat in sorted(waiting) if seat < len(owed) and owed[seat]}


async def gold_questions(publisher: PublisherBase, game: GameInfo, view: dict[str, Any]) -> None:
    """After a move's messages: one message per player owing a gold choice (their one ping for it: the turn
    message names them, ``pinged_apart``), removed once they have chosen or the choice is settled."""
    refs = await publisher.refs(game.id)
    now = owing(view)
    names = await publisher.names(game)
    for seat, count in now.items():
        kind = f"{KIND}{seat}"
        if kind in refs:
            continue
        button = RoutedView()
        button.add_item(TurnButton(game.id, GOLD_OP))
        message = await publisher.thread(game).send(
            localize(gold_question(publisher.mention(game, seat), count, len(now)), game_language(game.settings)),
            view=relabelled(button, game_language(game.settings)),
            allowed_mentions=publisher.pings_for(game, [seat]),  # not in quiet hours (issue #20)
        )
        await publisher.remember(game.id, kind, message, tag=str(seat))
    for kind, ref in list(refs.items()):
        if not kind.startswith(KIND):
            continue
        seat = int(kind[len(KIND):]) if kind[len(KIND):].isdigit() else -1
        if seat in now:
            continue
        who = names[seat] if 0 <= seat < len(names) else None
        await publisher.withdraw(game.id, ref, localize(gold_answered(who), game_language(game.settings)))
