"""Try the live board without Discord (issue #34): the real bot against the fake Discord, its web board on, and
a game of you (``--name``, default Sam) against built-in players.

    python -m tools.web_try [--port 8080] [--expansion cities_and_knights|seafarers] [--players 3]
                            [--bots normal] [--pace 1.0] [--thread thread.txt] [--seed 1]

It prints your Open board link (signed for you and the game) and a spectator's, then serves until
interrupted. The built-in players move at ``--pace`` seconds a move, through the same pipeline as anyone;
``--thread FILE`` keeps the game's Discord thread written out as plain text (rewritten as it changes), to
compare what the board did with what the thread said. The database and the fake Discord live in a temporary
folder and are gone when it stops.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import tempfile
from pathlib import Path
from typing import Any

import engine
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.catalogue import localize
from web.settings import WebSettings

SECRET = b"tools.web_try: a local secret for local links"


def _thread_text(fd: FakeDiscord, thread: Any) -> str:
    lines: list[str] = []
    for message in fd.messages(thread):
        lines.append(message.content)
        lines.extend(str(embed.get("description") or embed.get("title") or "") for embed in message.embeds)
        lines.append("")
    return "\n".join(lines)


def refusal(options: dict[str, Any]) -> str | None:
    """Why the engine refuses a game of these options (Seafarers with 2 players...), in English; None: it plays."""
    try:
        engine.new_game(options, seed=0)
    except engine.InvalidOptions as refused:
        return refused.text if isinstance(refused.text, str) else localize(refused.text, "en")
    return None


def game_options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {"players": args.players, "board": "variable"}
    if args.expansion != "base":
        options["expansion"] = args.expansion
    return options


async def serve(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="catan-web-try-") as folder:
        async with FakeDiscord() as fd:
            # The built-in players wait for people's answers to their offers as long as the bot does by default
            # (BOT_OFFER_WAIT_SECONDS); the tests' worlds do not wait, and offers vanish before a person reads them.
            world = BotWorld(fd, Path(folder) / "try.sqlite3", seed=args.seed, bot_pace_seconds=args.pace,
                             bot_offer_wait_seconds=args.offer_wait, render_pool=PlaceholderRenders())  # fmt: skip
            web = WebSettings(host=args.host, port=args.port, public_url=f"http://{args.host}:{args.port}", secret=SECRET)
            world.settings = dataclasses.replace(world.settings, web=web)
            you = fd.add_user(args.name)
            options = game_options(args)
            async with world.running() as bot:
                board = bot.web
                assert board is not None
                await fd.wait_for(lambda: board.port is not None, 20, "the web board's port")
                table = await start_game(world, [you], options, bots=(args.bots,) * (args.players - 1))
                print(f"Your board:      {board.link(you.id, table.game_id)}", flush=True)
                print(f"Public board:    {board.public_url}/g/{table.game_id}", flush=True)
                written = ""
                while True:
                    if args.thread:
                        text = _thread_text(fd, table.thread)
                        if text != written:
                            Path(args.thread).write_text(text, encoding="utf-8")
                            written = text
                    await asyncio.sleep(0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--expansion", default="base", choices=("base", "cities_and_knights", "seafarers"))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--bots", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--pace", type=float, default=1.0, help="seconds per built-in player's move")
    parser.add_argument("--offer-wait", type=float, default=45.0, help="seconds a built-in player's offer waits")
    parser.add_argument("--name", default="Sam", help="your display name in the game")
    parser.add_argument("--thread", help="write the game's thread here as plain text")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    refused = refusal(game_options(args))
    if refused:
        parser.error(refused)  # the lobby would refuse the game with these words
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args))


if __name__ == "__main__":
    main()
