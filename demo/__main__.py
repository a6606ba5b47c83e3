"""A demonstration without a Discord account: the real bot plays a short game against a local fake
Discord server, and everything the players would see is written to a folder.

    .venv/bin/python -m demo [--out demo-output] [--players 3] [--vp 6] [--seed 7]

The folder gets transcript.txt (every command, click, message, edit and DM in order), thread.md (the
game thread as players read it), one dm-<player>.md per player, and every posted image (board,
decision and hand PNGs).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import shutil
import tempfile
from pathlib import Path

from demo.world import BotWorld, start_game
from fakediscord import FakeDiscord

NAMES = ["Ada", "Bram", "Cleo", "Dev"]


async def run(out: Path, players: int, vp: int, seed: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fd:
            world = BotWorld(fd, Path(tmp) / "demo.sqlite3", seed=seed)
            users = [fd.add_user(name, dms_closed=(i == 1)) for i, name in enumerate(NAMES[:players])]
            async with world.running():
                table = await start_game(world, users, {"board": "beginner", "vp_target": vp, "players": players})
                table.rng = random.Random(seed)
                final = await table.play_to_end()
                await fd.settle()
            winner = users[final["winner"]].name
            _write(out, fd, table.thread, users)
            print(f"{winner} won after {table.moves} moves; the transcript and images are in {out}/")


def _write(out: Path, fd: FakeDiscord, thread, users) -> None:
    (out / "transcript.txt").write_text(fd.transcript())
    images = 0
    lines = [f"# {thread.name}\n"]
    for message in fd.messages(thread):
        lines.append(f"**{message.author.name}**: {message.content}")
        for a in message.attachments:
            images += 1
            name = f"{images:03d}-{a.filename}"
            (out / name).write_bytes(a.data)
            lines.append(f"![{a.filename}]({name})")
        if message.buttons:
            lines.append("[" + " | ".join(b.get("label", "") for b in message.buttons) + "]")
        lines.append("")
    (out / "thread.md").write_text("\n".join(lines))
    for user in users:
        dms = fd.dm_messages(user)
        text = [f"# Direct messages to {user.name}\n"]
        if not dms:
            text.append("(none: this player's DMs are closed, so the bot answered them privately in the thread)")
        for message in dms:
            text.append(message.content)
            for a in message.attachments:
                images += 1
                name = f"{images:03d}-dm-{user.name}-{a.filename}"
                (out / name).write_bytes(a.data)
                text.append(f"![{a.filename}]({name})")
        (out / f"dm-{user.name}.md").write_text("\n\n".join(text))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("demo-output"))
    parser.add_argument("--players", type=int, choices=(3, 4), default=3)
    parser.add_argument("--vp", type=int, default=6, help="victory points to win (short games: 5-7)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.out.exists():
        shutil.rmtree(args.out)
    asyncio.run(run(args.out, args.players, args.vp, args.seed))


if __name__ == "__main__":
    main()
