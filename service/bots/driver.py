"""Driving built-in players: while a seat played by a built-in player owes a decision, decide it (in a
worker process, ``service.bots.runner``) and play it through the move pipeline like any person's move.

A built-in player decides from its seat's view only, after a short pause so that a turn of several bot
moves reads naturally. One driving task per game; waking a game whose task runs does nothing (the task
looks again after each move).

Offers: answers to an open offer come before the proposer's next move (as at a table: the built-in
players asked answer, then the proposer goes on), and a built-in player whose own offer awaits the
answer of a person gives them ``offer_wait_seconds`` (``BOT_OFFER_WAIT_SECONDS``) before going on
without it; an acceptance ends the wait at once. What is waited for is public (the offer and who has
answered), so the pause reveals nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import engine
from service.background import Backoff, until_done
from service.bots.runner import decision_seed
from service.errors import GameConflict, GameNotActive, GameNotFound
from service.moves.pipeline import MovePipeline
from service.orders.standing_orders import action_text
from ui.i18n.text import Text

log = logging.getLogger("catanbot.bots")

MAX_BOT_MOVES_IN_A_ROW = 400  # a safety bound: a game where bots alone play on that long is a bug
OFFER_POLL_SECONDS = 1.0  # how often a built-in player waiting for answers to its offer looks again


class Decider(Protocol):
    """Who decides a built-in player's move (``BotRunner``: a worker process within a time budget)."""

    async def decide(self, view: dict[str, Any], seed: int, strength: str) -> engine.Action: ...

    def close(self) -> None: ...


class BotDriver:
    def __init__(
        self,
        pipeline: MovePipeline,
        runner: Decider | None = None,
        *,
        pace_seconds: float = 0.0,
        offer_wait_seconds: float = 0.0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        backoff: Backoff | None = None,
    ) -> None:
        """``sleep``: the bot's clock's (a fake clock runs the pause in no time); ``backoff``: the pauses
        after a failure (``service.background``)."""
        self.pipeline = pipeline
        self.runner = runner
        self.pace_seconds = pace_seconds
        self.offer_wait_seconds = offer_wait_seconds
        self._sleep = sleep
        self._backoff = backoff or Backoff()
        self._driving: dict[int, asyncio.Task[None]] = {}

    def kick(self, game_id: int) -> None:
        """Let the game's built-in players make the moves they owe (in a task of their own)."""
        task = self._driving.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._drive(game_id), name=f"catanbot-bots-{game_id}")
        self._driving[game_id] = task

    async def idle(self, game_id: int) -> None:
        """Wait until the game's built-in players have made every move they owe (tests)."""
        while (task := self._driving.get(game_id)) is not None and not task.done():
            await asyncio.wait({task})

    async def _drive(self, game_id: int) -> None:
        # A failure (the database down, a worker process lost) is logged once and the moves owed are
        # looked up again after a pause: a game of built-in players alone must not stop for good.
        try:
            await until_done(f"game {game_id}: built-in players' moves", lambda: self._play(game_id),
                             backoff=self._backoff)  # fmt: skip
        finally:
            self._driving.pop(game_id, None)

    async def _play(self, game_id: int) -> None:
        service = self.pipeline.service
        try:
            for _ in range(MAX_BOT_MOVES_IN_A_ROW):
                turns = await service.bot_turns(game_id)
                if not turns or self.runner is None:
                    return
                seat, view = min(turns, key=lambda turn: (not _answers_an_offer(turn[1]), turn[0]))
                waited = 0.0
                game = await service.get_game(game_id) if self.offer_wait_seconds and _has_offer(view) else None
                while game is not None and waited < self.offer_wait_seconds and _awaits_people(view, game):
                    step = min(OFFER_POLL_SECONDS, self.offer_wait_seconds - waited)
                    await self._sleep(step)
                    waited += step
                    view = await service.view(game_id, game.players[seat])
                    game = await service.get_game(game_id)
                await self._sleep(self.pace_seconds)
                game = await service.get_game(game_id)
                strength = game.bot_strength(seat)
                if strength is None or game.status != "active":
                    continue  # the person took their seat back meanwhile
                seed = decision_seed(int(game.settings.get("bot_seed", game.id)), game.version, seat)
                action = await self.runner.decide(view, seed, strength)
                try:
                    # An outage while publishing ends this pass (to be retried after a pause), as it would
                    # meet the next move too; any other publishing failure is logged and play goes on.
                    user = game.players[seat]
                    made_for = played_for_line(strength, action, view) if user > 0 else None  # a person's seat
                    await self.pipeline.move(game_id, user, action, outage_raises=True, made_for=made_for)
                except (engine.IllegalAction, GameConflict):
                    continue  # someone moved first (maybe in another process): decide again from the new view
            log.error("game %d: built-in players made %d moves in a row; stopping", game_id, MAX_BOT_MOVES_IN_A_ROW)
        except (GameNotFound, GameNotActive):
            return  # the game ended, was deleted or is held for an admin: nothing to play

    async def resume_all(self) -> None:
        """After a restart: built-in players whose turn was interrupted continue."""
        for game in await self.pipeline.service.unfinished_games():
            if not self.pipeline.owns(game):
                continue  # the process running this guild's shard resumes them
            if game.status == "active" and any(game.bot_strength(s) for s in range(len(game.players))):
                self.kick(game.id)

    async def close(self) -> None:
        for task in list(self._driving.values()):
            task.cancel()
        await asyncio.gather(*self._driving.values(), return_exceptions=True)
        if self.runner is not None:
            self.runner.close()



def _answers_an_offer(view: dict[str, Any]) -> bool:
    """Whether the seat of ``view`` owes an answer to an offer (it goes before the proposer moves on)."""
    seat = view["you"]["seat"]
    return any(d["seat"] == seat and d["kind"] == "trade_response" for d in view.get("pending", ()))


def _has_offer(view: dict[str, Any]) -> bool:
    return any(offer["seat"] == view["you"]["seat"] for offer in view.get("offers", ()))


def _awaits_people(view: dict[str, Any], game: Any) -> bool:
    """Whether an offer of the seat of ``view`` still waits for a person's answer (nobody accepted yet)."""
    seat = view["you"]["seat"]
    for offer in view.get("offers", ()):
        if offer["seat"] != seat or "accepted" in offer["responses"].values():
            continue
        for to in offer["to"]:
            if offer["responses"].get(str(to)) is None and game.bot_strength(to) is None and to not in game.vacant:
                return True
    return False


def played_for_line(strength: str, action: engine.Action, view: dict[str, Any]) -> Text:
    """The hand DM's line for a move a built-in player made in a person's seat (issue #29 item 12)."""
    return Text("orders-bot-played", strength=strength, what=action_text(action, view))
