"""The application, built in one place: the game service's move pipeline with its collaborators.

Read this file to see what runs a game besides the Discord front ends: the move pipeline (every move,
whoever makes it: ``service.moves.pipeline``), the built-in players who move through it
(``service.bots.driver``), people's standing orders (``service.orders.runner``), their clocks, quiet hours
and vacations (``service.time.timekeeping``), and the reminders pass (``service.time.reminders``). The Discord layer
(``cogs.app.client``) builds its publisher, asks ``build_app`` for the rest, and attaches its front ends.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from service.background import Backoff
from service.bots.driver import BotDriver, Decider
from service.bots.runner import BotRunner
from service.games import GameService
from service.moves.pipeline import MovePipeline, Owns, owns_all
from service.moves.publishing import Publisher
from service.orders.runner import StandingOrdersRunner
from service.people.notices import Notices
from service.people.users import UserSettingsService
from service.time.clock import Clock
from service.time.reminders import Reminders
from service.time.timekeeping import Timekeeping


@dataclass(frozen=True)
class App:
    """What the bot runs: the pipeline and the background work that moves and shows games through it."""

    service: GameService
    pipeline: MovePipeline
    bots: BotDriver
    orders: StandingOrdersRunner
    timekeeping: Timekeeping
    reminders: Reminders
    notices: Notices


def build_app(
    service: GameService,
    publisher: Publisher,
    clock: Clock,
    *,
    afk_hours: float,
    owns: Owns = owns_all,
    bot_pace_seconds: float = 0.0,
    bot_offer_wait_seconds: float = 0.0,
    backoff: Backoff | None = None,
    decider: Callable[[], Decider] = BotRunner,
    sleep: Callable[[float], Awaitable[None]] | None = None,
) -> App:
    """The pipeline, built with its collaborators (each given the pipeline it works through), and the
    reminders pass over it. ``decider``: who decides built-in players' moves (``BotRunner``: a worker
    process, so a hard player's second of search never stalls the event loop)."""
    backoff = backoff or Backoff()
    pipeline = MovePipeline(
        service,
        publisher,
        owns=owns,
        bots=lambda p: BotDriver(
            p,
            decider(),
            pace_seconds=bot_pace_seconds,
            offer_wait_seconds=bot_offer_wait_seconds,
            sleep=sleep or clock.sleep,
            backoff=backoff,
        ),
        orders=lambda p: StandingOrdersRunner(p, UserSettingsService(service.repo, clock.now), clock),
        # Quiet hours, vacations, pauses and game clocks (issue #20), on the service's (injected) clock.
        timekeeping=Timekeeping,
        # Whom to DM that a game waits on them, and whom the thread pings (issue #20 item 5).
        notices=Notices(service.repo, clock.now),
    )
    bots, orders, clocks = pipeline.bots, pipeline.orders, pipeline.timekeeping
    assert isinstance(bots, BotDriver) and isinstance(orders, StandingOrdersRunner) and isinstance(clocks, Timekeeping)
    assert pipeline.notices is not None
    return App(service, pipeline, bots, orders, clocks, Reminders(pipeline, afk_hours=afk_hours), pipeline.notices)
