"""What every part of the Discord publisher shares: the game's remembered messages, names, images and thread."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord

from cogs.interactions.escape import safe_names
from cogs.interactions.mentions import NO_PINGS, pings
from cogs.interactions.names import PlayerNames
from cogs.interactions.release import BytesFile
from cogs.people.notifier import Notifier
from cogs.publishing.board_links import BoardLink
from cogs.publishing.edits import EditLedger, rewind_files
from cogs.publishing.game_journal import GameJournal
from cogs.publishing.hand_shown import HandShown
from cogs.publishing.routes import InteractionRoutes, ready
from rendering import IMAGE_EXTENSION, NewPieces, worker
from rendering.names import person_name
from service import GameInfo, GameService, MessageRef
from service.results import HeldNews, Shown
from ui.bots import bot_name
from ui.escape import plain
from ui.i18n.languages import game_language
from ui.i18n.text import Text, Verbatim
from ui.summary import hand_as_held

log = logging.getLogger("catanbot.publisher")


class PublisherBase:
    """Given the Discord client (to reach channels and users by id), the game service, people's names and the
    bot's clock. A move's messages need nothing else: its result carries what they show (``MoveResult.shown``),
    and so does what the move pipeline shows between moves (a reminder, a take-over, a pause, a turn
    message whose time lines changed, a catch-up, a seat taken over: ``Shown``). The bot hands it the
    people's notification choices once ``service.app`` has built them (``attend``: ``notifier``)."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        people: PlayerNames,
        now: Callable[[], float],
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        """``now`` and ``sleep``: the bot's clock (``service.time.clock``; a hand DM's held-back picture waits on it)."""
        self.client = client
        self.now = now
        self.sleep = sleep
        self.service = service
        self.people = people
        self.dm_closed: set[tuple[int, int]] = set()  # (game id, user id) whose DMs failed
        self._locks: dict[int, asyncio.Lock] = {}  # one publisher at a time per game
        self._hand_locks: dict[tuple[int, int], asyncio.Lock] = {}
        self._hand_shown: dict[tuple[int, int], HandShown] = {}  # what each hand DM shows now, to skip no-op edits
        self._hand_counts: dict[tuple[int, int], dict[str, int]] = {}  # the cards each hand DM showed last
        self._hand_orders: dict[tuple[int, int], tuple[Text | Verbatim, ...]] = {}  # the standing-order lines each showed last
        self._board_posted: dict[int, str] = {}  # game id -> the map its last board image showed (issue #32)
        # The digest of each hand DM's image, None when it shows none (issue #32 item 2).
        self._hand_picture: dict[tuple[int, int], str | None] = {}
        # When each hand DM's last picture went up, and the DMs whose next picture is held back until a moment
        # after it (``hand_hold.PICTURE_HOLD_SECONDS``: issue #32, C&K's bytes), each with its timer.
        self._hand_uploaded: dict[tuple[int, int], float] = {}
        self._hand_held: dict[tuple[int, int], asyncio.Task[None]] = {}
        self._held_view: dict[tuple[int, int], tuple[Any, tuple[int, dict[str, Any]]]] = {}  # (game, known) of each
        self._refs: dict[int, dict[str, MessageRef]] = {}  # game id -> its remembered messages (write-through)
        self._journals: dict[int, GameJournal] = {}  # see cogs.publishing.publisher
        self._marked: dict[int, int] = {}  # game id -> the published mark this process stored last
        self._held: dict[int, list[HeldNews]] = {}  # news closed DMs could not take, returned by the publish
        # Per game, from the people's own clocks (issue #20), as the move pipeline read them (``Shown``):
        self.time_lines: dict[int, str] = {}  # the turn message's lines on who sleeps, pauses and banks
        self.resting: dict[int, set[int]] = {}  # user ids not to ping now (quiet hours, away)
        self.notifier: Notifier | None = None
        self.board_link: BoardLink | None = None  # the web board's signed links (issue #34), None: the board is off
        self.activity_on = False  # whether the board opens as a Discord Activity (cogs.play.activity)
        self.routes = InteractionRoutes(now)  # clicked messages, edited through the click (cogs.publishing.routes)
        self.edits = EditLedger(self.routes)  # every edit of the game's messages goes through it: none that changes nothing

    def attend(self, notifier: Notifier) -> None:
        """The collaborator built after the publisher, with the move pipeline it publishes for."""
        self.notifier = notifier

    # --- remembered messages ----------------------------------------------------------------------

    async def refs(self, game_id: int) -> dict[str, MessageRef]:
        """The game's remembered messages, read from storage once per process and then kept current."""
        cached = self._refs.get(game_id)
        if cached is None:
            cached = self._refs[game_id] = dict(await self.service.get_message_ids(game_id))
        return cached

    def known_messages(self, game_id: int, shown: Shown) -> None:
        """Keep the game's remembered messages as the move pipeline read them, unless kept already."""
        if shown.messages is not None and game_id not in self._refs:
            self._refs[game_id] = dict(shown.messages)

    async def remember(self, game_id: int, kind: str, message: discord.Message, tag: str | None = None) -> None:
        await self.service.set_message_id(game_id, kind, message.channel.id, message.id, tag)
        (await self.refs(game_id))[kind] = MessageRef(kind, message.channel.id, message.id, tag)

    async def forget(self, game_id: int, kind: str) -> None:
        await self.service.delete_message_id(game_id, kind)
        (await self.refs(game_id)).pop(kind, None)

    def partial(self, ref: MessageRef) -> discord.PartialMessage:
        return self.client.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)

    async def edit(self, game_id: int, ref: MessageRef, **fields: Any) -> None:
        """Edit one of the game's messages, unless this process last sent it the same (``cogs.publishing.edits``)."""
        await self.edits.edit(self.partial(ref), game_id, **fields)

    async def withdraw(self, game_id: int, ref: MessageRef, fallback: str) -> None:
        """Remove a message that only asked for something (a trade offer, a discard ping, a Special Build
        slot, a C&K decision) once it is answered: the turn's log says what happened, and a closed message
        saying it again was the same fact twice (issue #29 item 4). When Discord refuses the deletion, the
        message is closed with ``fallback`` instead (no buttons, no ping). The reference is forgotten."""
        try:
            await self.partial(ref).delete()
        except discord.NotFound:
            pass  # deleted already (by a moderator, or another process after a restart)
        except discord.HTTPException:
            log.info("game %d: the %s message could not be deleted; closing it instead", game_id, ref.kind)
            try:
                await self.edit(game_id, ref, content=fallback, view=None, allowed_mentions=NO_PINGS)
            except discord.HTTPException:
                log.info("game %d: the %s message could not be closed", game_id, ref.kind)
        await self.forget(game_id, ref.kind)

    # --- names ------------------------------------------------------------------------------------

    async def names(self, game: GameInfo) -> list[str]:
        """Display names safe to put in a message (markdown and mentions escaped)."""
        return safe_names(await self.image_names(game))

    async def image_names(self, game: GameInfo) -> list[str]:
        """Display names without escaping, for pictures and menu labels (bidi controls removed all the same)."""
        return [plain(await self.people.display_name(uid)) for uid in game.players]

    async def picture_names(self, game: GameInfo) -> list[str]:
        """Names for the images, where the robot face is drawn as the built-in players' badge: a
        person's name loses it there, so only built-in players look built-in."""
        names = await self.image_names(game)
        return [name if uid < 0 else person_name(name) for uid, name in zip(game.players, names, strict=True)]

    @staticmethod
    def mention(game: GameInfo, seat: int) -> str:
        user = game.players[seat]
        return f"**{bot_name(user)}**" if user < 0 else f"<@{user}>"

    def pings_for(self, game: GameInfo, seats: Iterable[int]) -> discord.AllowedMentions:
        """Ping the people who play these seats (not built-in players, nor people a bot plays for), unless
        they are in their quiet hours or away (issue #20: named, not pinged), or chose to hear by DM or digest
        only (``cogs.people.notifier``)."""
        resting = self.resting.get(game.id, ())
        notifier = self.notifier
        return pings(
            u for s in seats if game.person_plays(s) and (u := game.players[s]) not in resting
            and (notifier is None or notifier.pings(u))
        )  # fmt: skip

    # --- images -----------------------------------------------------------------------------------

    async def board_file(
        self,
        game: GameInfo,
        view: dict[str, Any],
        *,
        numbers: bool = False,
        new_pieces: NewPieces | None = None,
        filename: str = f"board.{IMAGE_EXTENSION}",
        language: str | None = None,
    ) -> discord.File:
        """``language``: the game's (None), or a reader's for a board shown to them alone."""
        language = language or game_language(game.settings)
        png = await worker.board_png(view, await self.picture_names(game), show_numbers=numbers, new_pieces=new_pieces,
                                     language=language)  # fmt: skip
        return BytesFile(png, filename=filename)

    async def decision_file(
        self, game: GameInfo, view: dict[str, Any], kind: str, origin: int | None = None, language: str | None = None
    ) -> discord.File:
        """``origin``: for a two-spot kind (moving a piece), the spots that go with this first one; ``language``: its
        reader's (a decision image goes with a private menu; None: the game's)."""
        language = language or game_language(game.settings)
        png = await worker.decision_png(view, await self.picture_names(game), kind=kind, origin=origin, language=language)
        return BytesFile(png, filename=f"{kind}.{IMAGE_EXTENSION}")

    async def hand_file(self, game: GameInfo, view: dict[str, Any], language: str | None = None) -> discord.File:
        """``language``: its reader's (None: the game's)."""
        png = await worker.hand_png(hand_as_held(view), await self.picture_names(game),
                                    language or game_language(game.settings))  # fmt: skip
        return BytesFile(png, filename=f"hand.{IMAGE_EXTENSION}")

    # --- the game thread --------------------------------------------------------------------------

    def thread(self, game: GameInfo) -> discord.abc.Messageable:
        return self.client.get_partial_messageable(game.thread_id or game.channel_id)

    async def post(
        self, game: GameInfo, via: discord.Interaction | None, content: str, **fields: Any
    ) -> discord.Message:
        """Post a message in the game's thread: through ``via`` (the click whose move this is, answered as an
        update in the thread: a followup is the same message, outside the global rate limit, and the click's
        token edits it for 15 minutes, see ``cogs.publishing.routes``), else with the bot token."""
        if via is not None and via.channel_id == (game.thread_id or game.channel_id) and await ready(via):
            try:
                message = await via.followup.send(content, wait=True, **fields)
                self.routes.remember(message.id, via, original=False)
                self.routes.used += 1
                return message
            except discord.HTTPException:
                log.info("game %d: a message could not be posted through the click; posting it directly", game.id)
                self.routes.failed += 1
                rewind_files(fields)
        return await self.thread(game).send(content, **fields)

