"""End to end (issue #29 item 15): every refusal of every command reaches the person alone.

``/catan new`` deferred publicly before the service call, so "Cities & Knights needs at least 3 players",
the 5-6 board refusal and "The game database is unavailable right now" were posted in the channel for
everyone; ``/catan board public:True`` did the same with "There is no game of yours here".

The commands are read from the command tree the bot registered, so a new command is covered the day it is
added: it must get an entry in ``REQUIRED`` (what a person types for its required options), and the test
fails until it has one. Every command is then run where it is refused: by a spectator in a game's thread,
by a seated player during a database outage, and by a player in a channel where they have no game, plus
each command's own refusals (``OWN_REFUSALS``). Every answer must be private and nothing new may appear
in the channel or the thread.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.interactions.common import UNAVAILABLE_TEXT
from tests.outage import Outage
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord, User

pytestmark = pytest.mark.asyncio

People = dict[str, User]
Options = Callable[[People], dict[str, Any]]


def none(_people: People) -> dict[str, Any]:
    return {}


def fixed(**options: Any) -> Options:
    return lambda _people: dict(options)


# Every leaf command of /catan -> its required options as a person would type them (``people``: the seated
# Ann, Bo and Cy). A command missing here fails test_every_command_has_its_refusal_cases.
REQUIRED: dict[str, Options] = {
    "catan new": none,
    "catan quit": none,
    "catan host cancel": none,
    "catan host kick": lambda p: {"player": p["Cy"]},
    "catan host autopilot": lambda p: {"player": p["Cy"]},
    "catan roll": none,
    "catan end": none,
    "catan buy": none,
    "catan build road": fixed(spot="12-13"),
    "catan build settlement": fixed(spot="12"),
    "catan build city": fixed(spot="12"),
    "catan build wall": fixed(spot="12"),
    "catan robber": fixed(hex="B"),
    "catan steal": fixed(player="2"),
    "catan discard": fixed(cards="1 wool"),
    "catan play knight": none,
    "catan play road_building": none,
    "catan play year_of_plenty": fixed(first="wool"),
    "catan play monopoly": fixed(resource="wool"),
    "catan play reveal": none,
    "catan trade offer": fixed(give="1 wool", get="1 ore"),
    "catan trade bank": fixed(give="wool", get="ore"),
    "catan trade accept": fixed(offer=1),
    "catan trade decline": fixed(offer=1),
    "catan trade counter": fixed(offer=1, give="1 wool", get="1 ore"),
    "catan trade confirm": fixed(offer=1),
    "catan trade withdraw": fixed(offer=1),
    "catan hand": none,
    "catan board": none,
    "catan status": none,
    "catan history log": none,
    "catan help": none,
    "catan me back": none,
    "catan me time": none,
    "catan me away": fixed(days=2),
    "catan history stats": fixed(game=1),
    "catan history export": fixed(game=1),
    "catan history leaderboard": none,
    "catan history replay": fixed(game=1),
    "catan me games": none,
    "catan me settings": fixed(language="de"),
    "catan ck knight": fixed(move='["build_knight",12]'),
    "catan ck improve": fixed(track=1),
    "catan ck progress": fixed(play='["progress","alchemist"]'),
    "catan ck answer": fixed(choice='["pass"]'),
    "catan 2p neutral_road": fixed(spot="12-13"),
    "catan 2p neutral_settlement": fixed(spot="12"),
    "catan 2p forced": none,
    "catan 2p desert": none,
    "catan 2p knight": none,
    "catan 2p giveback": fixed(cards="1 wool"),
}

# Refusals of a command's own options, made in the channel (where /catan new opens games) by Dee (at no
# table), with a word of the refusal each must give.
OWN_REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("catan new", {"expansion": "Cities & Knights", "players": 2}, "at least 3 players"),
    ("catan new", {"players": 5, "board": "beginner"}, "always variable"),
    ("catan new", {"players": 6, "board": "beginner map, free placement"}, "always variable"),
    ("catan new", {"clock": "soon"}, "clock"),
    ("catan new", {"players": 3, "paired": True}, "5 or 6 players"),
    ("catan board", {"public": True}, "no game of yours here"),
    ("catan history stats", {"game": 999}, "no game #999"),
    ("catan me time", {"zone": "Mars/Olympus"}, "zone"),
    # Issue #29 item 20: accepted on main, each meaning something else than typed.
    ("catan me time", {"zone": "localtime"}, "not a place's time zone"),
    ("catan me time", {"quiet_from": "２３:００", "quiet_to": "08:00"}, "HH:MM"),
    ("catan new", {"clock": "1e-9h+0"}, "not a duration"),
    ("catan new", {"clock": "1_2h+0"}, "not a duration"),
    ("catan new", {"clock": "１２h+0"}, "not a duration"),
    ("catan new", {"clock": "1m+0"}, "from 5m"),
    ("catan me away", {"days": 1e-09}, "at least 1 hour"),
    ("catan me settings", {"language": "klingon"}, "Deutsch (de)"),
    ("catan new", {"language": "klingon"}, "Deutsch (de)"),
]


def leaf_commands(fd: FakeDiscord, guild: Any) -> set[str]:
    """'catan build road'-style names of every command the bot registered."""

    def walk(node: dict[str, Any], prefix: str) -> set[str]:
        subs = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
        if not subs:
            return {prefix}
        return {name for o in subs for name in walk(o, f"{prefix} {o['name']}")}

    return {name for command in fd.commands(guild) for name in walk(command, command["name"])}


def _public(fd: FakeDiscord, *channels: Any) -> list[str]:
    return [f"{m.id}:{m.content}" for c in channels for m in fd.messages(c)]


async def _refused_privately(fd: FakeDiscord, user: User, where: Any, command: str, options: dict[str, Any]) -> str:
    result = await fd.slash(user, where, command, options, timeout=15)
    await result.wait_done(timeout=15)
    label = f"/{command} {options} by {user.name}"
    assert result.messages, f"{label}: no answer"
    assert result.ephemeral, f"{label} was answered in public: {result.text!r}"
    assert all(m.visible_to == user.id for m in result.messages), f"{label}: {result.text!r}"
    assert "Something went wrong" not in result.text, f"{label}: {result.text!r}"
    return result.text


async def test_item15_every_refusal_of_every_command_is_private(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "refusals.sqlite3", seed=3)
        # Item 20: invisible characters in names (a right-to-left mark, a zero-width space) are not shown.
        people = {name: fd.add_user(name, display_name=f"{name}{mark}") for name, mark in
                  (("Ann", "\u200f"), ("Bo", "\u200b"), ("Cy", "\u2060"))}  # fmt: skip
        dee = fd.add_user("Dee")  # in the server, at no table
        async with world.running():
            table = await start_game(world, list(people.values()), {"board": "beginner", "players": 3})
            commands = leaf_commands(fd, world.guild)
            assert commands == set(REQUIRED), (
                f"commands without refusal cases: {sorted(commands - set(REQUIRED))}; "
                f"cases of no command: {sorted(set(REQUIRED) - commands)}"
            )
            await table.wait_published()
            await fd.settle()
            active = (await table.view(None))["active"]
            waiting = table.users[(active + 1) % 3]  # seated, not on turn
            assert waiting is not None
            before = _public(fd, world.channel, table.thread)

            for command, options, says in OWN_REFUSALS:
                text = await _refused_privately(fd, dee, world.channel, command, options)
                assert says in text, (command, options, text)
            for command in sorted(commands):
                options = REQUIRED[command](people)
                await _refused_privately(fd, dee, table.thread, command, options)  # a spectator
                if command != "catan new":  # there it opens Dee a game: its refusals are OWN_REFUSALS
                    await _refused_privately(fd, dee, world.channel, command, options)  # no game of theirs here

            assert world.service is not None
            outage = Outage(world.service.repo)
            outage.down = True
            try:
                told = 0
                for command in sorted(commands):
                    text = await _refused_privately(fd, waiting, table.thread, command, REQUIRED[command](people))
                    told += UNAVAILABLE_TEXT in text
                # The outage itself, for /catan new too (main posted it in the channel).
                text = await _refused_privately(fd, people["Ann"], world.channel, "catan new", {"players": 3})
                assert UNAVAILABLE_TEXT in text, text
            finally:
                outage.down = False
            assert told > len(commands) // 2, f"only {told} commands met the outage"
            assert _public(fd, world.channel, table.thread) == before, "a refusal was posted in public"
            shown = "\n".join(_public(fd, world.channel, table.thread))
            assert "Ann" in shown and not any(mark in shown for mark in "\u200f\u200b\u2060"), "an invisible name mark"
        fd.assert_clean()


async def test_item15_a_lobby_and_a_public_board_still_reach_everyone(tmp_path: Path) -> None:
    """The private defer does not hide what is meant for everyone: the lobby and ``public:True``'s board
    are public messages, and the host's and asker's own answers private."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "public.sqlite3", seed=3)
        ann, bo = fd.add_user("Ann"), fd.add_user("Bo")
        async with world.running():
            created = await fd.slash(ann, world.channel, "catan new", {"players": 2}, timeout=15)
            await created.wait_done(timeout=15)
            private, lobby = created.messages
            assert private.visible_to == ann.id and "lobby is open" in private.content, private.content
            assert lobby.visible_to is None and lobby.buttons, lobby
            assert fd.threads(world.channel) and fd.threads(world.channel)[-1].id == lobby.id
            await (await fd.click(bo, lobby, label="Join", timeout=15)).wait_done(timeout=15)
            await (await fd.click(ann, lobby, label="Start", timeout=15)).wait_done(timeout=30)
            thread = fd.threads(world.channel)[-1]
            shown = await fd.slash(bo, thread, "catan board", {"public": True}, timeout=15)
            await shown.wait_done(timeout=15)
            note, board = shown.messages
            assert note.visible_to == bo.id and board.visible_to is None and board.attachments
        fd.assert_clean()
