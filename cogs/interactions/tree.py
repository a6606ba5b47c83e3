"""The shape of /catan (issue #30 item 3): how many of Discord's 25 entries it may use, and where the
commands that moved went.

Discord allows one command 25 subcommands and groups, groups nested one level. /catan uses at most
``TOP_LEVEL_LIMIT`` of them, so that rule sets to come have room: a rule set's commands go in one group of
its own (``/catan ck``, ``/catan 2p``) or join a shared verb (C&K's ``/catan build wall``), from its folder
``cogs/rules/<name>/``, and a person's own settings share ``/catan me``.

A command typed with an old spelling (a Discord client that has not yet reloaded the command list sends it)
is answered privately with its new one (``moved_text``, from ``cogs.interactions.common.report_error``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord import app_commands

from cogs.app.translator import command_text
from ui.i18n.text import Text, Verbatim
from ui.rulesets import UI

DISCORD_LIMIT = 25
TOP_LEVEL_LIMIT = 20  # 5 entries left for the rule sets to come

# old path -> new path (issue #30 item 3); a rule set's own commands that moved: its ``UiHooks.moved_commands``
MOVED: dict[str, str] = {
    "catan games": "catan me games",
    "catan away": "catan me away",
    "catan back": "catan me back",
    "catan settings time": "catan me time",
    "catan log": "catan history log",
}


def moved() -> dict[str, str]:
    """Every old path -> its new path: the shared commands' and every rule set's."""
    return {**MOVED, **UI.of_all().moved_commands}


def typed_path(data: Mapping[str, Any] | None) -> str:
    """The command and subcommand names of a slash command's interaction data ("catan neutral road")."""
    if not data:
        return ""
    words = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):  # a subcommand group or a subcommand
        words.append(str(options[0].get("name", "")))
        options = options[0].get("options") or []
    return " ".join(words)


def moved_text(path: str) -> Text:
    """The private answer to a command that is not (or no longer) registered."""
    paths = moved()
    new = paths.get(path)
    if new is None:
        group = next((n for o, n in paths.items() if o.startswith(path + " ")), None)  # a moved group's name
        new = group.rsplit(" ", 1)[0] if group else None
    if new is None:
        return Text("interactions-unknown-command")
    return Text("interactions-moved", old=Verbatim(path), new=Verbatim(new))


# Groups that several cogs fill (``cogs.interactions.common.CatanCog`` merges them): one description each
SHARED_GROUPS = {
    "me": command_text("Your games, time, language", "cmd-your-games-time-language"),
    "history": command_text("This game's log; finished games", "cmd-this-game-s-log-finished-games"),
}


def shared_group(name: str) -> app_commands.Group:
    """A cog's copy of a group that other cogs fill too (the first loaded is the one registered)."""
    return app_commands.Group(name=name, description=SHARED_GROUPS[name])
