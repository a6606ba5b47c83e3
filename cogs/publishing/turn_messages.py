"""The thread's turn message: one per turn, edited as the turn goes on, then retired into the turn's summary;
the discard ping; the game's end (final board and standings). Text from the public view and events only."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterator
from itertools import groupby
from typing import Any

import discord

import engine
from cogs.interactions.mentions import NO_PINGS
from cogs.play import components as ui_components
from cogs.play.activity import with_play_button
from cogs.publishing.game_journal import GameJournal
from cogs.publishing.publish_base import PublisherBase
from cogs.publishing.stats_messages import StatsMessages
from cogs.rulesets import cogs_of
from engine.plugins import topology_of_view
from engine.topology import Topology
from rendering import IMAGE_EXTENSION, NewPieces
from service import GameInfo, MessageRef
from service.results import TableState
from ui import journal
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Items, Text, Verbatim
from ui.report import discard_ping_text, final_standings, prompt_for
from ui.rulesets import ui_of
from ui.summary import describe_event, summarize

log = logging.getLogger("catanbot.publisher")

TURN_LOG_LIMIT = 1700  # characters of a turn's log kept in its message
DISCARD_PING = "discard_ping"  # the open ping of players who owe a discard (base game), closed once made


class TurnMessages(StatsMessages):
    def turn_view(self, game: GameInfo, view: dict[str, Any]) -> discord.ui.View:
        """The turn message's buttons, and Play on the board when the Activity is set up (issue #34)."""
        lang = game_language(game.settings)
        return with_play_button(ui_components.turn_buttons(game.id, view, lang), game.id, lang, self.activity_on)

    async def _turn_message(
        self,
        game: GameInfo,
        table: TableState,
        names: list[str],
        record: GameJournal,
        start_events: list[dict[str, Any]] | None,
        via: discord.Interaction | None = None,
    ) -> None:
        """``via``: the click whose move this is, which posts the new messages (``cogs.publishing.routes``)."""
        view = table.view
        key = journal.key_of_view(view)
        ref = (await self.refs(game.id)).get("turn")
        if ref is not None and ref.tag == key:
            text = self.turn_text(game, view, names, record, extra=self.time_lines.get(game.id, ""))
            try:
                await self.edit(game.id, ref,
                    content=text,
                    view=self.turn_view(game, view),
                    allowed_mentions=NO_PINGS,
                )
                await self._ping_off_turn(game, view, via)
                return
            except discord.NotFound:
                log.info("game %d: the turn message was deleted; posting a new one", game.id)
        finished = journal.find(record.turns, ref.tag) if ref is not None and ref.tag else None
        if key == "over":
            await self._game_end(game, view, names, ref, finished)
            return
        if ref is not None:
            await self.retire(game, ref, self.summary_text(view, names, ref.tag, finished, lang=game_language(game.settings)))
        await self.new_turn_message(game, view, names, record, finished, start_events, first=ref is None, via=via)

    async def _game_end(
        self, game: GameInfo, view: dict[str, Any], names: list[str], ref: MessageRef | None, finished: journal.Turn | None
    ) -> None:
        """The game's end, the thread's last word before the statistics: the standings and the final board.

        The last turn's message becomes the end (its summary, the standings, the board) when it is still the
        thread's newest message. When the last turn posted messages below it (a Cities & Knights decision, a
        trade offer, a discard ping), it keeps its summary and the end is posted below them: edited into
        the turn message, the standings sat above messages of the turn they end (the 5-player C&K demo)."""
        board = await self.board_file(game, view, filename=f"final-board.{IMAGE_EXTENSION}")
        announced = finished is not None and any(e["type"] == "game_over" for e in finished.events)
        lang = game_language(game.settings)
        text = self.summary_text(view, names, ref.tag if ref else None, finished, room=600, lang=lang)
        text = _clip(f"{text}\n\n{localize(final_standings(view, names, announced=announced), lang)}")
        if ref is not None and await self._newest_in_thread(game, ref):
            try:
                await self.edit(game.id, ref, content=text, view=None, attachments=[board], allowed_mentions=NO_PINGS)
                await self.forget(game.id, "turn")
                await self.post_stats(game)
                return
            except discord.HTTPException:
                board = await self.board_file(game, view, filename=f"final-board.{IMAGE_EXTENSION}")
        elif ref is not None:
            await self.retire(game, ref, self.summary_text(view, names, ref.tag, finished, lang=lang))
            text = localize(final_standings(view, names), lang)  # on its own: the winner is named again, below the last turn
        await self.thread(game).send(text, file=board, allowed_mentions=NO_PINGS)
        await self.forget(game.id, "turn")
        await self.post_stats(game)

    async def _newest_in_thread(self, game: GameInfo, ref: MessageRef) -> bool:
        """Whether the turn message ``ref`` is the newest message of the game's thread (asked once a game, at
        its end: the messages posted after it may come from any process, and closed ones are forgotten)."""
        try:
            async for message in self.thread(game).history(limit=1):
                return message.id == ref.message_id
        except discord.HTTPException:
            log.info("game %d: the thread's newest message could not be read; the last turn's message ends it", game.id)
        return True

    async def new_turn_message(
        self,
        game: GameInfo,
        view: dict[str, Any],
        names: list[str],
        record: GameJournal,
        finished: journal.Turn | None,
        start_events: list[dict[str, Any]] | None,
        *,
        first: bool,
        via: discord.Interaction | None = None,
    ) -> None:
        key = journal.key_of_view(view)
        text = self.turn_text(game, view, names, record, extra=self.time_lines.get(game.id, ""))
        if first and game.published < 0:
            lang = game_language(game.settings)
            intro = [_seats_line(view, names), Text("thread-intro")]
            intro += [line for e in engine.events_for(start_events or [], None) if (line := describe_event(e, names, topology_of_view(view)))]
            text = _clip("\n".join(localize(line, lang) for line in intro) + "\n\n" + text)
        kwargs: dict[str, Any] = {}
        setup = view["phase"] == "setup"
        n = len(view["players"])
        # A new round shows the board again only when something on the map changed since the last board image
        # (issue #32 item 2: a third of a base game's boards were the same map again, a fifth of its bytes). The
        # round's board stays for what no "built" or "robber_moved" event says (a rule set's knights, ships,
        # barbarians): ``map_state`` compares everything of the view but what is not on the map.
        state = map_state(view)
        with_board = (
            first
            or (finished is not None and finished.changed_board and not setup)
            or (journal.new_round(view) and self._board_posted.get(game.id) != state)
            or key in ("setup:0", f"setup:{n}", "turn:1")
        )
        if with_board:
            self._board_posted[game.id] = state
            numbers = setup or key == "turn:1"
            pieces = NewPieces.from_events(finished.events) if finished is not None else None
            kwargs["file"] = await self.board_file(game, view, numbers=numbers, new_pieces=pieces)
        apart = pinged_apart(view)
        waiting = [s for s in _waiting(view) if s not in apart]  # the others are pinged by their own message
        message = await self.post(
            game,
            via,
            text,
            view=self.turn_view(game, view),
            allowed_mentions=self.pings_for(game, waiting),
            **kwargs,
        )
        await self.remember(game.id, "turn", message, tag=key)
        await self._ping_off_turn(game, view, via)

    async def _ping_off_turn(self, game: GameInfo, view: dict[str, Any], via: discord.Interaction | None = None) -> None:
        """Players who must now act off-turn (discards) get a ping they will notice: edits do not ping. It is
        their one ping for that discard: the turn message names them without a mention (``pinged_apart``).
        Once nobody owes a discard any more, the ping goes (the turn's log says who discarded what)."""
        if not cogs_of(view).discard_pings:
            return  # Cities & Knights: every owed decision gets its own message (cogs.rules.cities_and_knights)
        await self._close_discard_ping(game, view)
        seats = sorted({d["seat"] for d in view["pending"] if d["kind"] == "discard" and d["seat"] != view["active"]})
        if not seats or DISCARD_PING in await self.refs(game.id):
            return  # nobody else owes a discard, or they were pinged when the 7 was rolled
        message = await self.post(
            game,
            via,
            localize(discard_ping_text(" ".join(self.mention(game, s) for s in seats)), game_language(game.settings)),
            allowed_mentions=self.pings_for(game, seats),
        )
        await self.remember(game.id, DISCARD_PING, message, tag=",".join(map(str, seats)))

    async def _close_discard_ping(self, game: GameInfo, view: dict[str, Any]) -> None:
        """Remove the open discard ping once no discard is owed any more: the turn's log names each discard."""
        ref = (await self.refs(game.id)).get(DISCARD_PING)
        if ref is None or any(d["kind"] == "discard" for d in view["pending"]):
            return
        names = await self.names(game)
        seats = [int(s) for s in (ref.tag or "").split(",") if s.isdigit() and int(s) < len(names)]
        closed = discard_ping_closed([names[s] for s in seats])
        await self.withdraw(game.id, ref, localize(closed, game_language(game.settings)))

    async def retire(self, game: GameInfo, ref: MessageRef, text: str) -> None:
        """Turn an old turn message into its turn's summary, without buttons."""
        try:
            await self.edit(game.id, ref, content=text, view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("game %d: old turn message could not be edited", game.id)

    @staticmethod
    def turn_text(
        game: GameInfo, view: dict[str, Any], names: list[str], record: GameJournal, *, extra: str = ""
    ) -> str:
        """The turn message's text: from the public view and the public events of the turn only (``extra``:
        lines on who sleeps until when, a pause, the banks: public view and the people's own settings)."""
        lang = game_language(game.settings)
        current = record.turns[-1] if record.turns else None
        lines = _lines(current.events if current is not None else [], names, topology_of_view(view))
        body = "\n".join(localize(line, lang) for line in lines)
        room = TURN_LOG_LIMIT - len(extra)  # the time lines come last and must not be clipped off
        if len(body) > room:
            body = "…" + body[-room:]
        apart = pinged_apart(view)
        who = " ".join(names[s] if s in apart else PublisherBase.mention(game, s) for s in _waiting(view))
        prompt = localize(Text("thread-prompt", who=who, prompt=prompt_for(view)), lang)
        parts = (localize(_header(view, names), lang), body, prompt, extra)
        return _clip("\n".join(part for part in parts if part))

    def summary_text(
        self,
        view: dict[str, Any],
        names: list[str],
        tag: str | None,
        turn: journal.Turn | None,
        *,
        room: int = 0,
        lang: str = "en",
    ) -> str:
        """A finished turn in a few lines in the game's language ``lang`` (``room``: characters to leave free for
        more text after it)."""
        title = localize(_title_of_key(tag, view, names, turn), lang)
        if tag == journal.first_key(view):
            title = f"{localize(_seats_line(view, names), lang)}\n\n{title}"
        lines = _lines(turn.events, names, topology_of_view(view)) if turn is not None else []
        body = "\n".join(localize(line, lang) for line in lines) or localize(Text("thread-nothing-else"), lang)
        if len(body) > TURN_LOG_LIMIT - room:
            body = "…" + body[-(TURN_LOG_LIMIT - room) :]
        return _clip(f"{title}\n{body}")

    async def close_turn_message(self, game: GameInfo, text: str) -> None:
        """When a game ends without a winner (cancelled, abandoned): no buttons stay behind."""
        ref = (await self.refs(game.id)).get("turn")
        if ref is not None:
            await self.retire(game, ref, text)
            await self.forget(game.id, "turn")
        refs = await self.refs(game.id)
        for kind, offer_ref in list(refs.items()):
            if kind.startswith("offer:"):
                try:
                    await self.edit(game.id, offer_ref, view=None, allowed_mentions=NO_PINGS)
                except discord.HTTPException:
                    log.info("game %d: offer message could not be closed", game.id)
                await self.forget(game.id, kind)


def _seats_line(view: dict[str, Any], names: list[str]) -> Text:
    seats = Items([_seated(names[p["seat"]], p["colour"]) for p in view["players"]], style="unit")
    note: Text | str = ""
    for seats_note in ui_of(view).seats_note:  # the neutral players (2 players)
        note = Text("thread-concat", first=note, then=seats_note(view))
    return Text("thread-game-begins", seats=seats, note=note)


def _seated(name: str, colour: str) -> Text:
    """'Ada (red)': a player with their colour."""
    return Text("thread-seated", who=Verbatim(name), colour=Text(f"thread-colour-{colour}"))


def _waiting(view: dict[str, Any]) -> list[int]:
    return sorted({d["seat"] for d in view["pending"] if d["blocking"]})


# Public view fields a board image shows outside the map (the dice, the score table) or not at all: every other
# field (the board, pieces, a rule set's own section) counts as the map for ``map_state``, so a rule set's
# new field is on the map unless listed here.
NOT_ON_THE_MAP = frozenset({
    "active", "bank", "dev_deck", "dice", "largest_army", "longest_road", "offers", "offers_made", "options",
    "pending", "phase", "players", "step", "turn", "view_version", "viewer", "winner", "you",
})  # fmt: skip


def map_state(view: dict[str, Any]) -> str:
    """A digest of what a board image shows on its map (``NOT_ON_THE_MAP`` aside, and the fields of a rule set's
    sections that its ``CogHooks.off_map`` names)."""
    off = cogs_of(view).off_map
    on_map = {
        k: {f: x for f, x in v.items() if f not in off[k]} if k in off and isinstance(v, dict) else v
        for k, v in view.items()
        if k not in NOT_ON_THE_MAP
    }
    return hashlib.blake2b(json.dumps(on_map, sort_keys=True, default=repr).encode(), digest_size=16).hexdigest()


def pinged_apart(view: dict[str, Any]) -> set[int]:
    """Seats whose owed decision has a message of its own that pings them (``CogHooks.pinged_apart``: the
    base game's discard ping, a C&K decision's message, a Special Build slot's). The turn message names
    them without a mention: one owed decision, one ping (issue #29 item 4)."""
    return set().union(*(seats(view) for seats in cogs_of(view).pinged_apart))


def _header(view: dict[str, Any], names: list[str]) -> Text:
    active = view["active"]
    who = _seated(names[active], view["players"][active]["colour"])
    if view["phase"] == "setup":
        return Text("thread-header-setup", who=who)
    if view["phase"] == "over":
        return Text("thread-header-over")
    return Text("thread-header-turn", turn=view["turn"], who=who)


def _title_of_key(tag: str | None, view: dict[str, Any], names: list[str], turn: journal.Turn | None) -> Text:
    seat = turn.seat if turn and turn.seat is not None else None
    if seat is None:  # a set-up placement, or a turn whose start was not read: its first mover
        seat = next((e["seat"] for e in (turn.events if turn else []) if "seat" in e), None)
    title = (
        Text("thread-title-setup") if tag and tag.startswith("setup:")
        else Text("thread-title-turn", turn=int(tag.split(":")[1])) if tag and tag.startswith("turn:")
        else Text("thread-title-earlier")
    )  # fmt: skip
    if seat is not None and 0 <= seat < len(names):
        return Text("thread-title-who", title=title, who=Verbatim(names[seat]))
    return title


def discard_ping_closed(names: list[str]) -> Text:
    """The discard ping once every discard is made, should Discord refuse to delete it (``withdraw``)."""
    who = Items([Verbatim(name) for name in names]) if names else Text("thread-everyone")
    return Text("thread-discards-made", who=who)


def _lines(events: list[dict[str, Any]], names: list[str], shape: Topology) -> list[Text | str]:
    """The turn's lines (one per card of a multi-card effect would bury the turn); the first line of each
    move made for a person says so, "(🤖 for Ada)": what was automated, not why (issue #29 item 12)."""
    out: list[Text | str] = []
    marked: set[tuple[Any, ...]] = set()
    for mark, run in groupby(_marked(events), key=lambda pair: pair[1]):
        lines = summarize([e for e, _ in run], names, shape)
        if mark is not None and lines and mark not in marked and 0 <= mark[0] < len(names):
            lines[0] = Text("thread-made-for", line=lines[0], who=Verbatim(names[mark[0]]))
            marked.add(mark)
        out.extend(lines)
    return out


def _marked(events: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], tuple[Any, ...] | None]]:
    """Each event with the move made for a person it shows, if any: an event of the person's own seat in
    a move made for them (``journal.made_for``), or a choice they committed hidden in such a move and shown
    later with everyone's (the base game's discards, BASE-ROBBER-4: shown with the last one made)."""
    committed: dict[int, tuple[Any, ...] | None] = {}
    for e in events:
        tag = tuple(e.get("made_for") or ()) or None
        seat = e.get("seat")
        mark = None
        if str(e.get("type", "")).endswith("_committed") and isinstance(seat, int):
            committed[seat] = tag if tag is not None and tag[0] == seat else None
        elif tag is not None and seat == tag[0]:
            mark = tag
        elif isinstance(seat, int) and e.get("type") == "discarded" and committed.get(seat) is not None:
            mark = committed[seat]
        yield e, mark


def _clip(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
