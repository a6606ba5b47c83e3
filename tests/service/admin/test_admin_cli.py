"""The admin command line: python -m service.admin list / verify / rebuild / export / import / prune / copy.

Each test runs on both backends (``target``: a SQLite file, a PostgreSQL database)."""

from __future__ import annotations

import asyncio
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from db.repository import Repository
from service.admin import main
from tests.db.factories import NOW, lobby, play, raw_sql, started
from tests.pg_cluster import PgCluster


def admin(target: str | Path, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["--db", str(target), *args], out=out)
    return code, out.getvalue()


def copy(source: str, destination: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["copy", "--from", source, "--to", destination], out=out)
    return code, out.getvalue()


async def _game(target: str | Path, moves: int = 40) -> int:
    repo = await Repository.open(target)
    try:
        row, state = await started(repo, seed=4242)
        await play(repo, row, state, moves)
        return row.id
    finally:
        await repo.close()


async def _open_and_close(target: str | Path) -> None:
    repo = await Repository.open(target)
    await repo.close()


def _damage(target: str | Path, game_id: int) -> None:
    data = json.loads(raw_sql(target, "SELECT snapshot FROM games WHERE id = ?", (game_id,))[0][0])
    data["robber"] = (data["robber"] + 1) % 19
    raw_sql(
        target,
        "UPDATE games SET snapshot = ?, status = 'needs_attention', status_reason = 'test' WHERE id = ?",
        (json.dumps(data, separators=(",", ":")), game_id),
    )


def test_list_verify_rebuild(target: Path) -> None:
    game_id = asyncio.run(_game(target))
    code, text = admin(target, "list")
    assert code == 0 and "active: 1" in text and f"{game_id:>6}  active" in text
    assert admin(target, "verify") == (0, f"game {game_id}: ok\n1 checked, 0 with problems\n")

    _damage(target, game_id)
    code, text = admin(target, "verify", str(game_id))
    assert code == 1 and "differs from the replay of its log (fields: robber)" in text
    code, text = admin(target, "list", "--status", "needs_attention")
    assert "needs_attention" in text and "(test)" in text
    code, text = admin(target, "rebuild", str(game_id))
    assert code == 0 and f"game {game_id} rebuilt from 40 logged actions; status active" in text
    assert admin(target, "verify")[0] == 0
    code, text = admin(target, "rebuild", str(game_id))
    assert code == 1 and "--force" in text  # an active game is held in memory by a running bot
    assert admin(target, "rebuild", str(game_id), "--force")[0] == 0
    assert admin(target, "rebuild", "999")[0] == 1


def test_export_import(target: str | Path, tmp_path: Path) -> None:
    game_id = asyncio.run(_game(target, 30))
    export = tmp_path / "game.json"
    assert admin(target, "export", str(game_id), "--out", str(export))[0] == 0
    data = json.loads(export.read_text())
    assert data["seed"] == 4242 and len(data["actions"]) == 30
    code, text = admin(target, "import", str(export))
    assert (code, text) == (0, f"imported as game {game_id + 1} (active, 30 actions)\n")
    code, text = admin(target, "export", str(game_id))
    assert json.loads(text) == data
    assert admin(target, "export", "77")[0] == 1


async def _finished_long_ago_and_running(target: Path) -> None:
    repo = await Repository.open(target)
    try:
        row, _ = await started(repo)
        await repo.set_status(row.id, "finished", now=NOW, expected=("active",))  # long ago
        await started(repo)
    finally:
        await repo.close()


def test_prune(target: Path) -> None:
    asyncio.run(_finished_long_ago_and_running(target))
    assert admin(target, "prune", "--older-than", "30", "--dry-run")[1].startswith("1 games would be deleted")
    assert admin(target, "prune", "--older-than", "30", "--status", "cancelled")[1].startswith("0 games deleted")
    assert admin(target, "prune", "--older-than", "30")[1].startswith("1 games deleted")
    assert "finished: 0" in admin(target, "list")[1]
    with pytest.raises(SystemExit):
        admin(target, "prune", "--older-than", "30", "--status", "active")


def test_runs_as_a_module_with_the_database_from_the_environment(target: str | Path) -> None:
    """DATABASE_URL names the database; an install from before it (DATABASE_PATH only) keeps working."""
    root = Path(__file__).resolve().parents[3]
    variable = "DATABASE_PATH" if isinstance(target, Path) else "DATABASE_URL"
    asyncio.run(_open_and_close(target))  # the bot creates its database; the admin command never does
    result = subprocess.run(
        [sys.executable, "-m", "service.admin", "list"],
        cwd=root,
        env={variable: str(target), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "lobby: 0" in result.stdout


async def _assorted_games(path: Path) -> dict[int, str]:
    """A SQLite file with a lobby, a running game with message ids, a finished game, a cancelled game,
    a game pruned away (so the highest number ever used is above every remaining game's) and a game
    whose snapshot was damaged. Returns the expected status of each remaining game."""
    repo = await Repository.open(path)
    try:
        open_lobby = await lobby(repo, 2)
        running, state = await started(repo, seed=11)
        await play(repo, running, state, 60)
        await repo.set_message(running.id, "board", channel_id=5, message_id=9001)
        done, state = await started(repo, seed=12, vp_target=5)  # a finished game (sooner)
        await play(repo, done, state, 5000)
        cancelled = await lobby(repo, 1)
        await repo.set_status(cancelled.id, "cancelled", now=NOW + 100, expected=("lobby",))
        damaged, state = await started(repo, seed=13)
        await play(repo, damaged, state, 10)
        pruned = await lobby(repo, 1)
        await repo.set_status(pruned.id, "cancelled", now=NOW, expected=("lobby",))
        assert await repo.prune(ended_before=NOW + 1, statuses=("cancelled",)) == 1
    finally:
        await repo.close()
    _damage(path, damaged.id)
    return {
        open_lobby.id: "lobby", running.id: "active", done.id: "finished", cancelled.id: "cancelled",
        damaged.id: "needs_attention",
    }  # fmt: skip


def test_copy_from_sqlite_to_postgresql_keeps_every_game_and_verifies_by_replay(
    tmp_path: Path, pg_cluster: PgCluster
) -> None:
    source = tmp_path / "old.sqlite3"
    expected = asyncio.run(_assorted_games(source))
    destination = pg_cluster.create_database("copy_target")
    try:
        code, text = copy(f"sqlite:///{source}", destination)
        assert code == 0, text
        assert "5 games in" in text and "5 copied, 0 already in" in text and text.endswith("copy verified\n")
        damaged = next(g for g, status in expected.items() if status == "needs_attention")
        assert f"game {damaged}: the snapshot differs from the replay" in text and "(as in the source)" in text

        code, listing = admin(destination, "list")
        for game_id, status in expected.items():
            assert f"{game_id:>6}  {status}" in listing
        running = next(g for g, status in expected.items() if status == "active")
        assert admin(destination, "verify", str(running)) == (0, f"game {running}: ok\n1 checked, 0 with problems\n")

        async def after_copy() -> tuple[int, int | None, int]:
            repo = await Repository.open(destination)
            try:
                new = await lobby(repo, 1)
                return new.id, await repo.game_for_message(9001), len(await repo.actions(running))
            finally:
                await repo.close()

        new_id, by_message, moves = asyncio.run(after_copy())
        assert new_id == 7  # six numbers were used in the source (the last game was pruned)
        assert (by_message, moves) == (running, 60)

        # A second run finds every game there already; a different game under a copied number is reported.
        code, text = copy(str(source), destination)
        assert code == 0 and "0 copied, 5 already in" in text
        raw_sql(destination, "UPDATE games SET host_id = 999 WHERE id = ?", (running,))
        code, text = copy(str(source), destination)
        assert code == 1 and f"game {running}: the target holds a different game with this number" in text
    finally:
        pg_cluster.drop_database("copy_target")


def test_export_file_is_private_mode_0600_even_over_an_existing_file(tmp_path: Path) -> None:
    """Issue #18 item 7: the export holds the secret seed and every hand: owner-only (0600), and it says so."""
    import contextlib
    import os
    import stat

    db = tmp_path / "games.sqlite3"
    game_id = asyncio.run(_game(db, 5))
    export = tmp_path / "game.json"
    old = os.umask(0o022)
    try:
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            assert admin(db, "export", str(game_id), "--out", str(export))[0] == 0
        assert stat.S_IMODE(export.stat().st_mode) == 0o600
        assert "mode 0600" in err.getvalue() and "secret seed" in err.getvalue()
        export.chmod(0o644)  # written before, world-readable: rewriting it makes it private again
        assert admin(db, "export", str(game_id), "--out", str(export))[0] == 0
        assert stat.S_IMODE(export.stat().st_mode) == 0o600
    finally:
        os.umask(old)
    assert json.loads(export.read_text())["seed"] == 4242


def test_a_sqlite_path_that_does_not_exist_is_refused_not_created(tmp_path: Path) -> None:
    """Issue #18 item 7: `--db typo.sqlite3 list` used to create an empty database that read "no games"."""
    missing = tmp_path / "typo.sqlite3"
    for command in (["list"], ["verify"], ["export", "1"], ["prune", "--older-than", "1"]):
        code, text = admin(missing, *command)
        assert code == 1 and text.startswith(f"there is no database at {missing}"), text
        assert not missing.exists()
    code, text = admin(f"sqlite:///{missing}", "list")
    assert code == 1 and not missing.exists()
    code, text = copy(str(missing), str(tmp_path / "to.sqlite3"))
    assert code == 1 and "there is no database" in text and not (tmp_path / "to.sqlite3").exists()


def test_a_damaged_sqlite_file_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"this is not a database\n" * 100)
    code, text = admin(garbage, "list")
    assert (code, text) == (1, f"cannot use the database {garbage}: it is not a SQLite database (the file's "
                               "header is wrong)\n")  # fmt: skip
    good = tmp_path / "good.sqlite3"
    asyncio.run(_game(good, 5))
    data = good.read_bytes()
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(data[:100] + b"\xff" * (len(data) - 100))  # header kept, schema pages destroyed
    code, text = admin(broken, "list")
    assert code == 1 and text.startswith(f"cannot use the database {broken}: the file is damaged")


def test_item29_21_export_refuses_a_symlink_and_leaves_its_target_alone(tmp_path: Path) -> None:
    """Issue #29 item 21: ``export --out LINK`` wrote the secret game into the link's target and made it 0600."""
    import os
    import stat

    db = tmp_path / "games.sqlite3"
    game_id = asyncio.run(_game(db, 5))
    target = tmp_path / "notes.txt"
    target.write_text("someone else's file\n")
    target.chmod(0o644)
    link = tmp_path / "game.json"
    link.symlink_to(target)
    code, said = admin(db, "export", str(game_id), "--out", str(link))
    assert code == 1
    assert said == f"cannot write {link}: it is a symbolic link (the export would go to the file it points to); nothing was written\n"
    assert target.read_text() == "someone else's file\n" and stat.S_IMODE(target.stat().st_mode) == 0o644
    assert link.is_symlink()
    dangling = tmp_path / "new.json"
    dangling.symlink_to(tmp_path / "not-yet.json")  # a link to nothing would create the file it names
    assert admin(db, "export", str(game_id), "--out", str(dangling))[0] == 1
    assert not (tmp_path / "not-yet.json").exists()
    # A second name of someone's file (a hard link) would show the export under that name too.
    os.link(target, tmp_path / "also.json")
    code, said = admin(db, "export", str(game_id), "--out", str(tmp_path / "also.json"))
    assert code == 1 and "hard links" in said and target.read_text() == "someone else's file\n"
