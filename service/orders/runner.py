"""Standing orders at work (issue #20 item 4): a background task that answers, through the move pipeline,
the decisions a person's standing orders cover, when they fall due.

When a decision opens, the runner notes the commit that opened it (``since``: the game's ``updated_at``
at the first look after that commit; the pipeline lets it look after every move). The pure rules say
when the answer is due (``service.time.waiting.orders_due``: the decision's kind plus the grace period the
person chose, or the night order in their quiet hours); a timer of the injected clock wakes the game
then, and the answer is computed from the seat's view (``service.orders.standing_orders.prescribe``, or a
built-in player for the night order) and played as that person's move (``MovePipeline.move``).

**No leak.** Nothing here reads the cards: which decisions are covered and when they are answered depend
on public facts only (the decision's kind, the commit times, the person's settings), so the table sees
an order's move at the same moment whatever the hand. The only place the hand matters is the answer
itself, which the table would see from the person too.

Once an order has answered, the seat's next decisions of the same sitting (the next card of a Cities &
Knights discard, the 2-player variant's second roll) are answered at once: the grace period is for the
person to answer first, and they did not.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import engine
from db.errors import DatabaseUnavailable
from service.background import isolated
from service.bots.runner import decision_seed
from service.errors import GameConflict, GameNotActive, GameNotFound
from service.orders.standing_orders import StandingOrders, action_text, applied_line, covers, due_at, prescribe
from service.people.users import UserSettingsService
from service.results import GameInfo, MoveResult
from service.time.clock import Clock
from service.time.waiting import orders_due
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim

if TYPE_CHECKING:
    from service.moves.pipeline import MovePipeline

log = logging.getLogger("catanbot.orders")

CACHE_SECONDS = 300.0  # orders read this long ago are read again (another bot process may have changed them)
CHECK_SECONDS = 300.0  # every game is looked at this often too (moves made by another process, a restart)
MAX_ORDER_MOVES = 50  # answers in one look at a game (a discard of many cards one by one, then the roll)
RETRY_SECONDS = 60.0  # a look the database refused is tried again this much later
SHOWN_CHARS = 900  # the hand DM's room for the moves made for the person (the oldest are counted, not listed)

Key = tuple[int, str, Any, Any]  # (seat, kind, decision id, offer id): one open decision


def decision_key(d: Mapping[str, Any]) -> Key:
    return (int(d["seat"]), str(d["kind"]), d.get("id"), d.get("offer"))


class StandingOrdersRunner:
    """One per bot process, built with the move pipeline it answers through (``pipeline.orders``)."""

    def __init__(self, pipeline: MovePipeline, users: UserSettingsService, clock: Clock) -> None:
        self.pipeline = pipeline
        self.users = users
        self.clock = clock
        self._since: dict[int, dict[Key, float]] = {}  # game -> open decision -> when it opened
        self._continuing: set[tuple[int, int]] = set()  # (game, seat) an order answered last
        self._answering: set[tuple[int, int]] = set()  # (game, seat) whose order move is being made
        self._orders: dict[tuple[int, int], tuple[float, StandingOrders]] = {}  # (user, game) -> (read at, orders)
        self._timers: dict[int, tuple[float, asyncio.Task[None]]] = {}
        self._looking: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()

    # --- the orders people gave ---------------------------------------------------------------------

    async def orders_of(self, user_id: int, game_id: int) -> StandingOrders:
        """The orders in force for the person in the game (the game's own, else their default)."""
        if user_id < 0:
            return StandingOrders()  # a built-in player needs none
        now = self.clock.now()
        cached = self._orders.get((user_id, game_id))
        if cached is None or now - cached[0] > CACHE_SECONDS:
            cached = self._orders[(user_id, game_id)] = (now, await self.users.orders(user_id, game_id))
        return cached[1]

    async def set_orders(self, user_id: int, orders: StandingOrders, game_id: int | None = None) -> None:
        """Store the orders of one game (``game_id``) or the person's default, and let them act at once on
        the decisions already open in the person's games."""
        await self.users.set_orders(user_id, orders, game_id)
        for key in [k for k in self._orders if k[0] == user_id and (game_id is None or k[1] == game_id)]:
            del self._orders[key]
        for game in await self.pipeline.service.games_for_user(user_id):
            if game.status == "active" and (game_id is None or game.id == game_id):
                self.kick(game.id)

    async def clear_orders(self, user_id: int, game_id: int) -> None:
        """Forget a game's own orders: the person's default applies there again."""
        await self.users.clear_orders(user_id, game_id)
        self._orders.pop((user_id, game_id), None)
        self.kick(game_id)

    async def hand_lines(self, game_id: int, seat: int, user_id: int) -> list[Text | Verbatim]:
        """The hand DM's lines (in its reader's language where it is shown): the orders in force, then every
        move made for the person since their own last move (issue #29 item 12: orders, the night order, a
        built-in player in their seat)."""
        orders = await self.orders_of(user_id, game_id)
        lines: list[Text | Verbatim] = [orders.in_force()] if orders.any else []
        return lines + shown_applied(await self.applied(game_id, seat))

    async def applied(self, game_id: int, seat: int) -> list[Text | Verbatim]:
        """The moves made for the seat's person since their own last move, oldest first (in the game's
        notes: a restart, or another bot process showing the hand, finds them; ``service.moves.automated``)."""
        return await self.pipeline.automated.lines(game_id, seat)

    # --- what the pipeline tells --------------------------------------------------------------------

    def moved(self, result: MoveResult) -> None:
        """A move was committed: the mover's open decisions are new ones from now on."""
        since = self._since.get(result.game_id)
        if since is not None:
            for key in [k for k in since if k[0] == result.seat]:
                del since[key]
        mover = (result.game_id, result.seat)
        if mover in self._answering:
            self._continuing.add(mover)
        else:
            self._continuing.discard(mover)  # the person (or a built-in player) answered: a new sitting

    def kick(self, game_id: int) -> None:
        """Look at the game now (in a task of its own; a look under way looks once more when done)."""
        task = self._looking.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)
            return
        self._looking[game_id] = asyncio.create_task(self._look_task(game_id), name=f"catanbot-orders-{game_id}")

    async def idle(self, game_id: int) -> None:
        """Wait until the looks at the game under way are done (tests)."""
        while (task := self._looking.get(game_id)) is not None and not task.done():
            await asyncio.wait({task})

    async def _look_task(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                try:
                    with isolated("game %d: standing orders failed", game_id):
                        await self.look(game_id)
                except DatabaseUnavailable:
                    self._timer(game_id, self.clock.now() + RETRY_SECONDS)  # the outage was logged by the database
                    return
                if game_id not in self._again:
                    return
        finally:
            self._looking.pop(game_id, None)

    # --- the work -------------------------------------------------------------------------------------

    async def tick(self) -> None:
        """A pass over every unfinished game this process serves (after a restart, moves of other processes)."""
        for game in await self.pipeline.service.unfinished_games():
            if game.status == "active" and self.pipeline.owns(game):
                with isolated("game %d: standing orders failed", game.id):
                    await self.look(game.id)
                # A look that finds nothing due reads cached games only and never waits: without this, a pass
                # over 500 games was one callback of 55 ms of CPU on the event loop (issue #32 item 3).
                await asyncio.sleep(0)

    async def look(self, game_id: int) -> None:
        """Answer what is due now in the game; set a timer for the next answer due."""
        for _ in range(MAX_ORDER_MOVES):
            try:
                game = await self.pipeline.service.get_game(game_id)
            except GameNotFound:
                self._forget(game_id)
                return
            if game.status != "active":
                self._forget(game_id)
                return
            due = await self._due(game)
            now = self.clock.now()
            ready = [d for d in due if d[0] <= now]
            if not ready:
                self._timer(game_id, min((d[0] for d in due), default=None))
                return
            _at, seat, decision, night = ready[0]
            if not await self._answer(game, seat, decision, night):
                return  # the game moved meanwhile: its move kicks another look

    async def _due(self, game: GameInfo) -> list[tuple[float, int, dict[str, Any], bool]]:
        """(when, seat, the public decision, night order?) for each open decision an order answers."""
        view = await self.pipeline.service.view(game.id)
        pending = [d for d in view["pending"] if game.person_plays(int(d["seat"]))]
        since = self._since.setdefault(game.id, {})
        keys = {decision_key(d) for d in pending}
        for key in [k for k in since if k not in keys]:
            del since[key]
        if not pending:
            return []
        seats = sorted({int(d["seat"]) for d in pending})
        orders = {s: await self.orders_of(game.players[s], game.id) for s in seats}
        orders = {s: o for s, o in orders.items() if o.any}
        if not orders:
            return []
        for d in pending:
            key = decision_key(d)
            if key not in since:
                opened = game.updated_at  # the commit after which it was first seen
                if (game.id, key[0]) in self._continuing:
                    opened -= 60.0 * orders.get(key[0], StandingOrders()).grace_minutes  # same sitting: at once
                since[key] = opened
        by_user = await self.users.table(game.players[s] for s in orders)
        persons = {s: by_user[game.players[s]] for s in orders if game.players[s] in by_user}
        blocking = [d for d in pending if d["blocking"]]
        seat_since = {}
        for d in blocking:
            seat_since.setdefault(int(d["seat"]), since[decision_key(d)])
        out = []
        for plan in orders_due(blocking, orders, persons, seat_since):
            owed = [d for d in blocking if int(d["seat"]) == plan.seat]
            # The order's own answer is for a decision it covers (a seat may owe several at once in C&K);
            # the night order's built-in player answers the first.
            decision = owed[0] if plan.night else next(d for d in owed if covers(orders[plan.seat], d))
            out.append((plan.at, plan.seat, decision, plan.night))
        for d in pending:  # offers made to the person do not block: an order declines them all the same
            seat = int(d["seat"])
            if not d["blocking"] and seat in orders and covers(orders[seat], d):
                at = due_at(orders[seat], d, since[decision_key(d)])
                if at is not None:
                    out.append((at, seat, d, False))
        return sorted(out, key=lambda o: (o[0], o[1]))

    async def _answer(self, game: GameInfo, seat: int, public: dict[str, Any], night: bool) -> bool:
        """Play the order's answer to one decision; False if the game changed first."""
        service = self.pipeline.service
        user_id = game.players[seat]
        view = await service.view(game.id, user_id)  # the seat's own view: the only thing an order reads
        key = decision_key(public)
        decision = next((d for d in view["pending"] if decision_key(d) == key), None)
        if decision is None:
            return False
        orders = await self.orders_of(user_id, game.id)
        if night:
            bots = self.pipeline.bots
            if bots is None or bots.runner is None:
                return False
            strength = orders.night_bot or "normal"
            seed = decision_seed(int(game.settings.get("bot_seed", game.id)), game.version, seat)
            action = await bots.runner.decide(view, seed, strength)
            line = Text("orders-night-chose", bot=Text(f"orders-night-bot-{strength}"), what=action_text(action, view))
        else:
            action = prescribe(orders, view, decision)
            if action is None:
                return False
            line = applied_line(decision, action, view)
        self._answering.add((game.id, seat))
        try:
            # The pipeline notes the line after the commit and before publishing: a crash before the commit
            # leaves no line for a move never made.
            await self.pipeline.move(game.id, user_id, action, outage_raises=True, made_for=line)
        except (engine.IllegalAction, GameConflict, GameNotActive):
            return False
        finally:
            self._answering.discard((game.id, seat))
        # One commit, one publish: the move's own hand edit (the mover's seat is always among the hands a
        # move shows) carries the line, noted before publishing (``MovePipeline.shown``).
        log.info("game %d: seat %d's standing order answered %s", game.id, seat, public.get("kind"))
        return True

    def _timer(self, game_id: int, at: float | None) -> None:
        current = self._timers.get(game_id)
        if current is not None:
            if at is not None and current[0] == at and not current[1].done():
                return
            current[1].cancel()
            del self._timers[game_id]
        if at is None:
            return

        async def wake() -> None:
            await self.clock.sleep(max(0.0, at - self.clock.now()))
            self._timers.pop(game_id, None)
            self.kick(game_id)

        self._timers[game_id] = (at, asyncio.create_task(wake(), name=f"catanbot-orders-timer-{game_id}"))

    def _forget(self, game_id: int) -> None:
        self._since.pop(game_id, None)
        self._timer(game_id, None)
        self._continuing = {k for k in self._continuing if k[0] != game_id}

    def next_due(self) -> float | None:
        """The earliest timer set (tests and the benchmark)."""
        return min((at for at, _ in self._timers.values()), default=None)

    async def close(self) -> None:
        tasks = [t for _, t in self._timers.values()] + list(self._looking.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def shown_applied(lines: list[Text | Verbatim]) -> list[Text | Verbatim]:
    """The moves made for the person, newest kept whole within ``SHOWN_CHARS`` (counted in English, the room
    the hand DM has for other languages too); older ones counted."""
    kept: list[Text | Verbatim] = []
    room = SHOWN_CHARS
    for line in reversed(lines):
        size = len(localize(line, ENGLISH)) + 1
        if size > room:
            break
        kept.append(line)
        room -= size
    older = len(lines) - len(kept)
    head: list[Text | Verbatim] = [Text("orders-earlier-moves", count=older)] if older else []
    return head + kept[::-1]
