"""The shape of /catan (issue #30 item 3): room for the rule sets to come, each rule set's commands from its
folder, and the old spellings answered with where they moved."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cogs.app.client import CatanBot
from cogs.interactions.tree import DISCORD_LIMIT, TOP_LEVEL_LIMIT, moved, moved_text, typed_path
from cogs.lobby.lobby import LobbyCog
from cogs.rulesets import COGS
from service import GameService
from tests.bot.app.test_setup_and_limits import _command_payload, _settings
from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord
from tools.fakediscord.harness import APPLICATION_COMMAND
from tools.fakediscord.limits import _command_chars
from ui.i18n.catalogue import localize

SUBCOMMAND, GROUP = 1, 2


def _paths(option: dict[str, Any], prefix: str) -> set[str]:
    path = f"{prefix} {option['name']}"
    if option["type"] == GROUP:
        return {p for child in option.get("options") or [] for p in _paths(child, path)}
    return {path} if option["type"] == SUBCOMMAND else set()


async def test_item3_architecture_catan_leaves_room_for_rule_sets_top_level_slots(tmp_path: Path) -> None:
    """The registered tree uses at most 20 of Discord's 25 entries of /catan (25 before issue #30)."""
    [catan] = await _command_payload(tmp_path)
    top = [option["name"] for option in catan["options"]]
    assert len(top) <= TOP_LEVEL_LIMIT < DISCORD_LIMIT, top
    assert len(top) == 20  # today's count: a new top-level entry is a decision, not an accident
    # each rule set beyond the base game holds one entry of its own (C&K's wall joins the shared Build verb)
    assert {"ck", "2p"} <= set(top) and not {"neutral", "tradecard", "settings", "away", "back", "games", "log"} & set(top)
    paths = {p for option in catan["options"] for p in _paths(option, "catan")}
    assert "catan build wall" in paths and {"catan build road", "catan build settlement", "catan build city"} <= paths
    assert set(moved().values()) <= paths and not set(moved()) & paths
    assert "catan neutral road" in moved()  # the 2-player variant's, from its folder


def test_item3_every_rule_set_plugin_is_its_folder() -> None:
    """A rule set's Discord plug-in is found by its name in cogs/rules/ (no hand-written registration)."""
    for name in COGS.registered():
        assert COGS.module_of(name) == f"cogs.rules.{name}"


@pytest.mark.parametrize(
    ("data", "answer"),
    [
        ({"name": "catan", "options": [{"type": 2, "name": "neutral", "options": [{"type": 1, "name": "road"}]}]},
         "`/catan neutral road` has moved: it is now `/catan 2p neutral_road`."),
        ({"name": "catan", "options": [{"type": 1, "name": "games", "options": []}]},
         "`/catan games` has moved: it is now `/catan me games`."),
        ({"name": "catan", "options": [{"type": 1, "name": "log", "options": [{"type": 4, "name": "count", "value": 3}]}]},
         "`/catan log` has moved: it is now `/catan history log`."),
        ({"name": "catan", "options": [{"type": 1, "name": "nonsense"}]},
         "I don't know that command any more: `/catan help` lists them all."),
    ],
)
def test_item3_old_spellings_say_where_they_moved(data: dict[str, Any], answer: str) -> None:
    assert localize(moved_text(typed_path(data)), "en") == answer


async def test_item3_an_old_spelling_sent_by_a_stale_client_is_answered_privately(tmp_path: Path) -> None:
    """A Discord client that has not reloaded the command list still sends `/catan tradecard forced`: the bot
    answers, to that person alone, with its new spelling (and changes nothing)."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "moved.sqlite3", seed=4)
        ann = fd.add_user("Ann")
        async with world.running():
            [registered] = fd.commands() or fd.commands(world.guild)
            base = fd._interaction_base(APPLICATION_COMMAND, ann, world.channel)
            base["data"] = {"id": registered["id"], "name": "catan", "type": 1,
                            "options": [{"type": 2, "name": "tradecard", "options": [{"type": 1, "name": "forced"}]}]}
            result = await fd._dispatch(base, ann, world.channel, "/catan tradecard forced")
            await result.wait_done()
            assert result.ephemeral
            assert "`/catan tradecard forced` has moved: it is now `/catan 2p forced`." in result.text


async def test_item3_catan_new_built_with_the_rule_sets_parameters(tmp_path: Path) -> None:
    """/catan new takes each rule set's own parameters from its plug-in (C&K's after ``expansion``, 5-6's after
    ``clock``), and is refused outside a server like the cog's other commands."""
    [catan] = await _command_payload(tmp_path)
    new = next(option for option in catan["options"] if option["name"] == "new")
    names = [option["name"] for option in new["options"]]
    assert names[names.index("expansion") :] == [
        "expansion", "scenario", "barbarians", "ck_variant", "clock", "paired", "sbp_hours", "language"
    ]  # fmt: skip
    expansion = next(option for option in new["options"] if option["name"] == "expansion")
    assert [c["name"] for c in expansion["choices"]] == ["base", "Cities & Knights"]  # a scenario selects Seafarers
    scenario = next(option for option in new["options"] if option["name"] == "scenario")
    assert scenario["autocomplete"] and not scenario.get("choices")  # Seafarers' scenarios: see below
    service = await GameService.open(tmp_path / "new.sqlite3")
    try:
        bot = CatanBot(_settings(tmp_path), service=service)
        lobby = next(cog for cog in bot.own_cogs if isinstance(cog, LobbyCog))
        [command] = [c for c in lobby.__cog_app_commands__[0].commands if c.name == "new"]  # type: ignore[union-attr]
        assert command.checks == [lobby.interaction_check]  # outside a server: NotHere, as the cog's commands
    finally:
        await service.close()


async def test_item31_3_catan_stays_within_discords_4000_characters(tmp_path: Path) -> None:
    """Discord counts names, descriptions and choices of the one /catan command towards 4,000 characters: the
    shared commands use nearly all of them, so Seafarers adds only a ``scenario`` parameter, whose values (4
    scenarios x 2 layouts) come from autocomplete, which costs nothing, and which selects the expansion
    (issue #31 item 3)."""
    [catan] = await _command_payload(tmp_path)
    # headroom for the next rule set's group (issue #30 item 3: room for commands): 100 characters at least
    assert _command_chars(catan) <= 3900, _command_chars(catan)
    new = next(option for option in catan["options"] if option["name"] == "new")
    scenario = next(option for option in new["options"] if option["name"] == "scenario")
    assert _command_chars(scenario) == len("scenario") + len(scenario["description"]) <= 20
