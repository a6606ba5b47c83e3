"""The admin command line: python -m db.admin list / verify / rebuild / export / import / prune."""

from __future__ import annotations

import asyncio
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from db.admin import main
from db.repository import Repository
from tests.db.factories import NOW, play, raw, started


def admin(db_path: Path, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["--db", str(db_path), *args], out=out)
    return code, out.getvalue()


async def _game(db_path: Path, moves: int = 40) -> int:
    repo = await Repository.open(db_path)
    try:
        row, state = await started(repo, seed=4242)
        await play(repo, row, state, moves)
        return row.id
    finally:
        await repo.close()


def _damage(db_path: Path, game_id: int) -> None:
    conn = raw(db_path)
    try:
        data = json.loads(conn.execute("SELECT snapshot FROM games WHERE id = ?", (game_id,)).fetchone()[0])
        data["robber"] = (data["robber"] + 1) % 19
        conn.execute(
            "UPDATE games SET snapshot = ?, status = 'needs_attention', status_reason = 'test' WHERE id = ?",
            (json.dumps(data, separators=(",", ":")), game_id),
        )
    finally:
        conn.close()


def test_list_verify_rebuild(db_path: Path) -> None:
    game_id = asyncio.run(_game(db_path))
    code, text = admin(db_path, "list")
    assert code == 0 and "active: 1" in text and f"{game_id:>6}  active" in text
    assert admin(db_path, "verify") == (0, f"game {game_id}: ok\n1 checked, 0 with problems\n")

    _damage(db_path, game_id)
    code, text = admin(db_path, "verify", str(game_id))
    assert code == 1 and "differs from the replay of its log (fields: robber)" in text
    code, text = admin(db_path, "list", "--status", "needs_attention")
    assert "needs_attention" in text and "(test)" in text
    code, text = admin(db_path, "rebuild", str(game_id))
    assert code == 0 and f"game {game_id} rebuilt from 40 logged actions; status active" in text
    assert admin(db_path, "verify")[0] == 0
    code, text = admin(db_path, "rebuild", str(game_id))
    assert code == 1 and "--force" in text  # an active game is held in memory by a running bot
    assert admin(db_path, "rebuild", str(game_id), "--force")[0] == 0
    assert admin(db_path, "rebuild", "999")[0] == 1


def test_export_import(db_path: Path, tmp_path: Path) -> None:
    game_id = asyncio.run(_game(db_path, 30))
    target = tmp_path / "game.json"
    assert admin(db_path, "export", str(game_id), "--out", str(target))[0] == 0
    data = json.loads(target.read_text())
    assert data["seed"] == 4242 and len(data["actions"]) == 30
    code, text = admin(tmp_path / "other.sqlite3", "import", str(target))
    assert (code, text) == (0, "imported as game 1 (active, 30 actions)\n")
    code, text = admin(db_path, "export", str(game_id))
    assert json.loads(text) == data
    assert admin(db_path, "export", "77")[0] == 1


async def _finished_long_ago_and_running(db_path: Path) -> None:
    repo = await Repository.open(db_path)
    try:
        row, _ = await started(repo)
        await repo.set_status(row.id, "finished", now=NOW, expected=("active",))  # long ago
        await started(repo)
    finally:
        await repo.close()


def test_prune(db_path: Path) -> None:
    asyncio.run(_finished_long_ago_and_running(db_path))
    assert admin(db_path, "prune", "--older-than", "30", "--dry-run")[1].startswith("1 games would be deleted")
    assert admin(db_path, "prune", "--older-than", "30", "--status", "cancelled")[1].startswith("0 games deleted")
    assert admin(db_path, "prune", "--older-than", "30")[1].startswith("1 games deleted")
    assert "finished: 0" in admin(db_path, "list")[1]
    with pytest.raises(SystemExit):
        admin(db_path, "prune", "--older-than", "30", "--status", "active")


def test_runs_as_a_module_with_database_path_from_the_environment(db_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-m", "db.admin", "list"],
        cwd=root,
        env={"DATABASE_PATH": str(db_path), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "lobby: 0" in result.stdout and db_path.exists()
