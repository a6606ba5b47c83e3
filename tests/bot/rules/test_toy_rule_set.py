"""Issue #30 item 2 ("Tests and measurements"): a toy rule set, one folder per layer (``tests/toy_rules/``),
plays through the fake Discord with nothing else: ``/catan new`` offers its choice and option, its button is on
the turn message, its marker is on the board picture in the thread, and its command answers. No shared file
names it (0 shared edits); its only registration is the engine's, done by ``tests.toy_rules.installed``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

from rendering.board import board_image
from rendering.encode import REDUCE
from rendering.geometry import view_geometry
from tests import toy_rules
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord


@pytest.fixture
def toy() -> Iterator[None]:
    with toy_rules.installed():
        yield


def test_item30_2_adding_the_toy_rule_set_takes_its_folders_and_no_shared_edit() -> None:
    """The closing note's figure: files touched to add a toy rule set."""
    layers = {path.relative_to(toy_rules.HERE).parts[0] for path in toy_rules.toy_files()}
    assert layers == {"engine", "ui", "cogs", "rendering"}  # a folder per layer
    assert toy_rules.shared_files_naming_the_toy() == []
    print(toy_rules.figure())
    assert toy_rules.figure() == "files touched to add a toy rule set: 5 new files, 0 shared edits"


def test_item30_2_the_shared_edit_check_would_see_a_shared_file_naming_the_toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cogs").mkdir()
    (tmp_path / "cogs" / "lobby.py").write_text('EXPANSIONS = ("ck", "toy")\n')
    (tmp_path / "bot.py").write_text("")
    monkeypatch.setattr(toy_rules, "ROOT", tmp_path)
    assert toy_rules.shared_files_naming_the_toy() == ["cogs/lobby.py"]


@pytest.mark.asyncio
@pytest.mark.real_languages("the toy rule set (tests/toy_rules) is a fixture in English, with no catalogue")
async def test_item30_2_the_toy_rule_set_plays_through_the_fake_discord(toy: None, tmp_path: Path) -> None:
    # Boards are rendered for real, in this process (where the toy's rendering folder is); other pictures are
    # placeholders.
    with ThreadPoolExecutor(max_workers=1) as renderer:
        renders = PlaceholderRenders(real=frozenset({"render_board"}), pool=renderer)
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "toy.sqlite3", seed=4, render_pool=renders)
            ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
            async with world.running():
                # its command, in a group of its own: one more of /catan's 25 entries (20 before)
                [catan] = [c for c in fd.commands(world.guild) or fd.commands() if c["name"] == "catan"]
                entries = {o["name"]: o for o in catan["options"]}
                assert len(entries) == 21 and [s["name"] for s in entries["toy"]["options"]] == ["beacons"]
                parameters = {o["name"]: o for o in entries["new"]["options"]}
                assert {"name": "Toy", "value": "toy"} in parameters["expansion"]["choices"]
                assert "beacons" in parameters

                created = await fd.slash(ann, world.channel, "catan new",
                                         {"board": "beginner", "players": 3, "expansion": "Toy", "beacons": 3})  # fmt: skip
                await created.wait_done(timeout=15)
                lobby = next(m for m in created.messages if m.buttons)
                assert "Rules: Toy beacons" in lobby.text and "Beacons: 3" in lobby.text, lobby.text
                for user in (bo, cy):
                    await (await fd.click(user, lobby, label="Join")).wait_done(timeout=15)
                await (await fd.click(ann, lobby, label="Start")).wait_done(timeout=30)
                thread = fd.threads(world.channel)[-1]
                [game] = [g for g in await world.service.games_in_channel(world.channel.id) if g.thread_id == thread.id]
                assert game.options["expansion"] == "toy" and game.options["toy_beacons"] == 3

                # its button on the turn message
                turn = await fd.wait_for_message(
                    thread, lambda m: any(b.get("custom_id") == f"catan:turn:{game.id}:beacon" for b in m.buttons), timeout=30
                )
                assert any(b.get("label") == "🔥 Beacons" for b in turn.buttons)

                # its marker on the board picture in the thread (the robber, on the desert, keeps clear of it)
                board = await fd.wait_for_message(thread, lambda m: any(a.filename.startswith("board") for a in m.attachments), timeout=60)
                [picture] = [a for a in board.attachments if a.filename.startswith("board")]
                view = await world.service.view(game.id)
                assert view["rule_set"]["components"] == ["base", "toy"]
                at = tuple(round(c) for c in view_geometry(view).hexes[view["board"]["robber"]])
                # (posted at half the drawing's size: issue #32 item 2)
                posted = Image.open(io.BytesIO(picture.data)).convert("RGB").getpixel((at[0] // REDUCE, at[1] // REDUCE))
                # the board's fixed palette holds the marker's colour to within a few levels
                assert _near(posted, toy_rules_marker()), (at, posted)
                base_view = {**view, "rule_set": {"name": "base", "components": ["base"]}}
                assert not _near(board_image(base_view).convert("RGB").getpixel(at), toy_rules_marker())  # no toy: no marker

                # the button and the command answer, privately
                clicked = await fd.click(bo, turn, label="🔥 Beacons")
                await clicked.wait_done()
                assert clicked.ephemeral and clicked.text == f"🔥 Game #{game.id} has 3 beacons lit.", clicked.text
                asked = await fd.slash(cy, thread, "catan toy beacons")
                await asked.wait_done()
                assert asked.ephemeral and asked.text == f"🔥 Game #{game.id} has 3 beacons lit.", asked.text


def _near(colour: tuple[int, ...], other: tuple[int, ...]) -> bool:
    return max(abs(a - b) for a, b in zip(colour, other, strict=True)) <= 8


def toy_rules_marker() -> tuple[int, int, int]:
    from rendering.rules.toy import MARKER  # the toy's folder, found by name while it is installed

    return MARKER
