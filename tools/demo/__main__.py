"""A demonstration without a Discord account: the real bot plays a game against a local fake Discord
server, and everything the players would see is written to a folder.

    .venv/bin/python -m tools.demo [--out demo-output] [--players 3] [--vp 7] [--seed 11] [--board random]
    .venv/bin/python -m tools.demo --expansion cities_and_knights    # a whole Cities & Knights game
    .venv/bin/python -m tools.demo --players 6    # six players: Special Build Phase slots on request
    .venv/bin/python -m tools.demo --expansion seafarers --scenario fog_island --players 4    # Seafarers
    .venv/bin/python -m tools.demo --language de    # a German server and German clients; qps: the pseudo-locale
                                                    # (and escapes.txt: what escaped the catalogue)

Players play sensibly (the greedy policy; in Seafarers the built-in normal player's, from their own view
only) and act only through Discord: slash commands, buttons, menus and forms. On a random board they place their set-up pieces; the demo
also makes domestic trades by the Trade… button and its form when a player has a card to spare.

The folder gets transcript.txt (every command, click, message, edit and DM in order), thread.md (the
game thread as players read it), dm-<player>.md and ephemeral-<player>.md (what each player saw
privately: hands, decision images, replies), every image, and the bot's database demo.sqlite3
(`python -m service.admin --db demo-output/demo.sqlite3 list` works on it). It prints how quiet the thread
was: new messages and image bytes per turn, and the bot's REST requests that count against Discord's global
rate limit per player interaction.

The folder must be new, empty or an earlier demo's output (whose files are replaced); anything else is
refused, so that `--out .` cannot wipe a checkout. The bot may take up to `--ready-timeout` seconds (300)
to start; on a busy machine its render workers take long to start. If it is not ready by then, the demo
says so in one line and exits with status 1.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import re
import sys
from pathlib import Path
from typing import Any

from engine.rules.seafarers.options import SCENARIOS as SEA_SCENARIOS
from service.time.clock import FakeClock
from tools.demo import seafarers
from tools.demo.driver import Policy, greedy_policy
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from tools.fakediscord.harness import BotNotReady
from tools.i18n.lens import PseudoLens
from ui.i18n.languages import BY_TAG, ENGLISH, LANGUAGES, PSEUDO, force_language

NAMES = ["Ada", "Bram", "Cleo", "Dev", "Eli", "Fay"]
TRADES_PER_GAME = 3
# How long the bot may take to start (seconds): its two render workers import the bot and warm up, which on
# a busy 2-core machine took over a minute (the default was 60 s).
READY_TIMEOUT = 300.0


DATABASE = "demo.sqlite3"
ESCAPES = "escapes.txt"  # --language qps: what the players saw that escaped the catalogue
# What a demo writes into its folder (the database with SQLite's journal files): a folder holding only
# these is an earlier demo's output, which a new run may replace.
_DEMO_FILE = re.compile(
    r"transcript\.txt|escapes\.txt|thread\.md|(dm|ephemeral)-.+\.md|\d{3,}-.+\.(png|webp)|demo\.sqlite3(-wal|-shm|-journal)?"
)


def output_problem(out: Path) -> str | None:
    """Why the demo must not write into ``out`` (None: it is new, empty or an earlier demo's output)."""
    if not out.exists():
        return None
    if not out.is_dir():
        return f"{out} is a file, not a folder"
    foreign = sorted(p.name for p in out.iterdir() if not (p.is_file() and _DEMO_FILE.fullmatch(p.name)))
    if foreign:
        shown = ", ".join(foreign[:5]) + (", ..." if len(foreign) > 5 else "")
        return (
            f"{out} holds files that are not a demo's output ({shown}); nothing was deleted. Choose a new or "
            "empty folder, or an earlier demo's output folder (its files are replaced)."
        )
    return None


def clear_output(out: Path) -> None:
    """Remove an earlier demo's files (``output_problem`` said the folder holds nothing else)."""
    for path in out.iterdir():
        if path.is_file() and _DEMO_FILE.fullmatch(path.name):
            path.unlink()


def players_policy(expansion: str) -> Policy:
    """How the demonstration's players decide (from their own view only): Seafarers' as the built-in
    ``normal`` player, who builds and moves ships, settles new islands, uses the pirate and chooses gold
    (the greedy policy knows none of that: its games dragged on with nobody at sea); the others greedily,
    as their demonstrations always did."""
    return seafarers.normal_policy if expansion == "seafarers" else greedy_policy


async def run(
    out: Path, players: int, vp: int | None, seed: int, board: str, expansion: str = "base", *,
    ready_timeout: float = 60.0, scenario: str | None = None, language: str = ENGLISH, pace: float = 0.0,
) -> None:  # fmt: skip
    """``language``: the server's and every player's client language (issue #33); the pseudo-locale, which no
    Discord client speaks, is forced on every reader instead. ``pace``: seconds each move waits, on a fake clock
    the bot runs on (people at a person's pace, in no more wall time: what they are shown and what is uploaded
    then, issue #32); 0: every move as soon as the bot answered the last, on the real clock."""
    out.mkdir(parents=True, exist_ok=True)
    client = (BY_TAG[language].discord or ("en-US",))[0]
    force_language(language if language == PSEUDO else None)
    # in the pseudo-locale, every string the players see that escaped the catalogue is noted (issue #33 item 4)
    FakeDiscord.lens_factory = (lambda world: PseudoLens(world, undo=False)) if language == PSEUDO else None
    async with FakeDiscord() as fd:
        # The database is kept in the output folder, for service.admin.
        clock = FakeClock() if pace > 0 else None
        world = BotWorld(fd, out / DATABASE, seed=seed, ready_timeout=ready_timeout, clock=clock)
        world.guild.locale = client
        users = [fd.add_user(name, dms_closed=(i == 1), locale=client) for i, name in enumerate(NAMES[:players])]
        async with world.running():
            options: dict[str, Any] = {"board": board, "players": players}
            if vp is not None:  # else the rules' own target (a Seafarers scenario's)
                options["vp_target"] = vp
            if expansion != "base":
                options["expansion"] = expansion
            if scenario is not None:
                options["sea_scenario"] = scenario
            table = await start_game(world, users, options)
            table.rng = random.Random(seed)
            table.policy = players_policy(expansion)
            trades = 0
            for _ in range(5000):
                if clock is not None:
                    await clock.advance(pace)
                public = await table.view(None)
                if public["phase"] == "over":
                    break
                situation = await table.trade_situation() if trades < TRADES_PER_GAME else None
                if situation is not None and table.rng.random() < 0.3:
                    trades += await table.trade_by_buttons(*situation)
                    continue
                await table.step()
            final = await table.view(None)
            await fd.settle()
            happened = await _event_counts(world, table.game_id)
        winner = users[final["winner"]].name
        stats = {**_write(out, fd, table.thread, users), **happened}
        turns = final["turn"] + 2 * players  # the set-up placements are turns of the thread too
        print(f"{winner} won on turn {final['turn']} after {table.moves} moves; files are in {out}/")
        print(f"thread: {stats['messages']} messages for {turns} turns ({stats['messages'] / turns:.2f} per turn), "
              f"{stats['images']} board images, {stats['image_bytes'] / turns / 1024:.1f} KB of images per turn")
        print(f"seen: {trades} domestic trades, discards after a 7: {'yes' if stats['discards'] else 'no'}, "
              f"robberies: {stats['robberies']}, {stats['ephemeral']} private replies "
              f"({stats['decision_images']} with a decision image)")
        print(f"Discord REST requests (rate-limited; interaction responses are exempt): {fd.traffic().describe()}")
        print(f"the bot's database: {out / DATABASE} (try: python -m service.admin --db {out / DATABASE} list)")
        if language == PSEUDO:
            escapes = fd.world.lens_problems
            (out / ESCAPES).write_text("\n".join(escapes) + ("\n" if escapes else ""))
            print(f"text that escaped the catalogue: {len(escapes)} strings ({len(set(escapes))} different), "
                  f"listed in {out / ESCAPES}")


async def _event_counts(world: BotWorld, game_id: int) -> dict[str, int]:
    """Discards and robberies of the game, counted from its public events (not from the thread's words, which
    are in the game's language)."""
    assert world.service is not None
    log = await world.service.repo.actions(game_id, with_events=True)
    kinds = [e.get("type") for row in log for e in row.events or ()]
    return {"discards": kinds.count("discarded"), "robberies": kinds.count("stolen")}


def _save(out: Path, prefix: str, message: Any, counter: list[int]) -> list[str]:
    lines = []
    for a in message.attachments:
        counter[0] += 1
        name = f"{counter[0]:03d}-{prefix}{a.filename}"
        (out / name).write_bytes(a.data)
        lines.append(f"![{a.filename}]({name})")
    return lines


def _write(out: Path, fd: FakeDiscord, thread: Any, users: list[Any]) -> dict[str, int]:
    (out / "transcript.txt").write_text(fd.transcript())
    counter = [0]
    stats = {"messages": 0, "images": 0, "image_bytes": 0, "ephemeral": 0, "decision_images": 0}
    lines = [f"# {thread.name}\n"]
    for message in fd.messages(thread):
        stats["messages"] += 1
        stats["images"] += len(message.attachments)
        stats["image_bytes"] += sum(a.size for a in message.attachments)
        lines.append(f"**{message.author.name}**: {message.content}")
        lines += _save(out, "", message, counter)
        if message.buttons:
            lines.append("[" + " | ".join(b.get("label", "") for b in message.buttons) + "]")
        lines.append("")
    (out / "thread.md").write_text("\n".join(lines))
    private = [m for m in fd.messages(thread, include_ephemeral=True) if m.ephemeral]
    for user in users:
        dms = fd.dm_messages(user)
        text = [f"# Direct messages to {user.name}\n"]
        if not dms:
            text.append("(none: this player's DMs are closed, so the bot answered them privately in the thread)")
        for message in dms:
            text.append(message.content)
            text += _save(out, f"dm-{user.name}-", message, counter)
        (out / f"dm-{user.name}.md").write_text("\n\n".join(text))
        mine = [m for m in private if m.visible_to == user.id]
        text = [f"# What only {user.name} saw in the thread (ephemeral replies)\n"]
        for message in mine:
            stats["ephemeral"] += 1
            saved = _save(out, f"ephemeral-{user.name}-", message, counter)
            stats["decision_images"] += sum(1 for a in message.attachments if not a.filename.startswith("hand."))
            text.append(message.content + ("\n" + "\n".join(saved) if saved else ""))
        (out / f"ephemeral-{user.name}.md").write_text("\n\n".join(text))
    return stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("demo-output"))
    parser.add_argument("--players", type=int, choices=(2, 3, 4, 5, 6), default=3,
                        help="2 plays the 2-player variant; 5 and 6 the 5-6 player extension (Special Build Phase)")
    parser.add_argument("--vp", type=int, default=None,
                        help="victory points to win (default 7; C&K 10; Seafarers: the scenario's)")
    parser.add_argument("--expansion", choices=("base", "cities_and_knights", "seafarers"), default="base")
    parser.add_argument("--scenario", choices=SEA_SCENARIOS, default=None,
                        help="Seafarers: the scenario (new_shores by default; 3 or 4 players)")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--board", choices=("random", "beginner"), default="random")
    parser.add_argument("--language", choices=[language.tag for language in LANGUAGES], default=ENGLISH,
                        help="the server's and the players' language (qps: the pseudo-locale)")
    parser.add_argument("--ready-timeout", type=float, default=READY_TIMEOUT, metavar="SECONDS",
                        help=f"how long the bot may take to start (default {READY_TIMEOUT:g}; more on a busy machine)")
    parser.add_argument("--pace", type=float, default=0.0, metavar="SECONDS",
                        help="seconds each move waits, on a fake clock (people at a person's pace; default: none)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.client").setLevel(logging.ERROR)  # voice-support warnings: no voice here
    problem = output_problem(args.out)
    if problem is not None:
        print(f"demo: {problem}", file=sys.stderr)
        raise SystemExit(2)
    if args.out.exists():
        clear_output(args.out)
    if args.scenario is not None and args.expansion != "seafarers":
        print("demo: --scenario is for --expansion seafarers", file=sys.stderr)
        raise SystemExit(2)
    vp = args.vp or {"cities_and_knights": 10, "seafarers": None}.get(args.expansion, 7)
    board = "variable" if args.board == "random" or args.players >= 5 else "beginner"  # SIX-VAR-8
    try:
        asyncio.run(run(args.out, args.players, vp, args.seed, board, args.expansion, ready_timeout=args.ready_timeout,
                        scenario=args.scenario or ("new_shores" if args.expansion == "seafarers" else None),
                        language=args.language, pace=args.pace))
    except BotNotReady:
        print(
            f"demo: the bot was not ready after {args.ready_timeout:g} s (is the machine busy?); nothing was played. "
            f"Give it longer with --ready-timeout {max(2 * args.ready_timeout, READY_TIMEOUT):g}.",
            file=sys.stderr,
        )
        raise SystemExit(1) from None


if __name__ == "__main__":
    main()
