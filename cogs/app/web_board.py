"""The web board in the bot (issue #34 item 1): built when WEB_LISTEN is set, told of every move the thread
shows (its publisher wraps the Discord one), the source of the Open board links of hand DMs and replies,
and served for as long as the bot runs (a background task of the bot: cancelled when it closes)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord
from discord.http import Route

from cogs.publishing.publisher import DiscordPublisher
from service import GameService
from service.moves.pipeline import MovePipeline
from service.moves.publishing import Publisher
from web.board import WebBoard
from web.oauth import ActivityInstance, DiscordUnreachable, InstanceOf
from web.settings import WebSettings

log = logging.getLogger("catanbot.web")


def wire(
    settings: WebSettings | None,
    service: GameService,
    publisher: DiscordPublisher,
    pipeline: Callable[[], MovePipeline | None],
) -> tuple[WebBoard | None, Publisher]:
    """The board (None: off) and the publisher the move pipeline is to be given; ``pipeline``: the pipeline the
    board's moves go through, once it is built."""
    if settings is None:
        return None, publisher
    instances = activity_instances(publisher.client, settings.activity.client_id) if settings.activity else None
    board = WebBoard(settings, service, publisher.image_names, service.now, pipeline, instances)
    publisher.board_link = board.link
    publisher.activity_on = settings.activity is not None  # the Play on the board button
    return board, board.publisher(publisher)


def activity_instances(client: discord.Client, application_id: str) -> InstanceOf:
    """Discord's Get Application Activity Instance, asked with the bot's token through discord.py (its rate
    limits, and the token never leaves it): where the Activity runs and who has it open."""

    async def instance_of(instance_id: str) -> ActivityInstance | None:
        route = Route("GET", "/applications/{application_id}/activity-instances/{instance_id}",
                      application_id=application_id, instance_id=instance_id)  # fmt: skip
        try:
            return ActivityInstance.from_payload(await client.http.request(route))
        except discord.NotFound:
            return None  # never was, or everyone has left it
        except (discord.HTTPException, KeyError, TypeError, ValueError) as exc:
            log.warning("Discord did not say where an Activity runs: %s", type(exc).__name__)
            raise DiscordUnreachable(type(exc).__name__) from None

    return instance_of


async def serve(board: WebBoard | None) -> None:
    """Serve the board until cancelled (the bot closes), then close its streams and its port."""
    if board is None:
        return
    try:
        await board.start()
    except OSError as exc:  # the port is taken, the address is not this machine's: the bot plays on without it
        log.error("the web board cannot listen on %s:%d (%s); the bot runs without it (check WEB_LISTEN)",
                  board.settings.host, board.settings.port, exc.strerror or exc)  # fmt: skip
        return
    try:
        await asyncio.Event().wait()
    finally:
        await board.stop()
