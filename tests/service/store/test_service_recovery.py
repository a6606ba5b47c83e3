"""Restarts and recovery: resuming games, detecting damaged ones without stopping the others, repair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from service import GameNeedsAttention, GameService
from service.store import recovery
from tests.db.factories import raw_sql
from tests.service.helpers import first_legal, play, started_game


async def _three_games(target: str | Path) -> tuple[int, int, int]:
    """Three running games, stored and closed: ids of (to damage, healthy, lobby)."""
    svc = await GameService.open(target)
    await svc.start()
    damaged = await started_game(svc)
    healthy = await started_game(svc, 4, channel_id=30)
    await play(svc, damaged.id, 60)
    await play(svc, healthy.id, 60)
    lobby = await svc.create_lobby(10, 40, 555)
    await svc.close()
    return damaged.id, healthy.id, lobby.id


def _edit_snapshot(target: str | Path, game_id: int, change: str = "hand") -> None:
    text = raw_sql(target, "SELECT snapshot FROM games WHERE id = ?", (game_id,))[0][0]
    if change == "garbage":
        text = text[: len(text) // 2]
    else:
        data = json.loads(text)
        data["hands"][0][0] += 5  # five bricks out of nowhere
        text = json.dumps(data, separators=(",", ":"))
    raw_sql(target, "UPDATE games SET snapshot = ? WHERE id = ?", (text, game_id))


async def test_restart_resumes_every_game_exactly(target: str | Path) -> None:
    svc = await GameService.open(target)
    await svc.start()
    game = await started_game(svc)
    await play(svc, game.id, 50)
    before = await svc.view(game.id, game.players[0])
    await svc.close()

    svc = await GameService.open(target)
    try:
        report = await svc.start(verify="now")
        assert report.unfinished == (game.id,) and report.active == 1 and report.problems == ()
        assert report.verification == "done"
        assert await svc.view(game.id, game.players[0]) == before
        assert (await play(svc, game.id, 5))[-1].seq == 55
    finally:
        await svc.close()


async def test_a_damaged_snapshot_is_reported_without_stopping_other_games(
    target: str | Path, caplog: pytest.LogCaptureFixture
) -> None:
    damaged, healthy, lobby = await _three_games(target)
    _edit_snapshot(target, damaged)
    svc = await GameService.open(target)
    try:
        report = await svc.start(verify="now")
        assert set(report.unfinished) == {damaged, healthy, lobby} and report.lobbies == 1
        assert [(p.game_id, p.reason) for p in report.problems] == [
            (damaged, "the snapshot differs from the replay of its log (fields: hands)")
        ]
        assert f"game {damaged} needs attention" in caplog.text
        info = await svc.get_game(damaged)
        assert info.status == "needs_attention" and "hands" in (info.status_reason or "")
        with pytest.raises(GameNeedsAttention):
            await svc.act(damaged, info.players[0], ("roll",))
        with pytest.raises(GameNeedsAttention):
            await svc.view(damaged)
        # The other games are untouched and playable.
        assert (await svc.get_game(healthy)).status == "active"
        assert len(await play(svc, healthy, 10)) == 10
        assert (await svc.join(lobby, 556)).players == (555, 556)

        # An admin rebuilds the snapshot from the log, and play continues where the log ends.
        rebuilt = await svc.rebuild_game(damaged)
        assert rebuilt.status == "active" and rebuilt.status_reason is None and rebuilt.version == 60
        assert await svc.verify_game(damaged) is None
        assert (await play(svc, damaged, 3))[-1].seq == 63
    finally:
        await svc.close()

    svc = await GameService.open(target)
    try:
        assert (await svc.start(verify="now")).problems == ()
    finally:
        await svc.close()


async def test_a_snapshot_that_does_not_load(target: str | Path) -> None:
    damaged, healthy, _ = await _three_games(target)
    _edit_snapshot(target, damaged, "garbage")
    svc = await GameService.open(target)
    try:
        report = await svc.start(verify="now")
        assert [p.game_id for p in report.problems] == [damaged]
        assert "does not load" in report.problems[0].reason
        assert len(await play(svc, healthy, 3)) == 3
    finally:
        await svc.close()


async def test_background_check_and_check_on_first_load(target: str | Path) -> None:
    damaged, _, _ = await _three_games(target)
    _edit_snapshot(target, damaged)
    svc = await GameService.open(target)
    try:
        report = await svc.start()  # default: the replay check runs in the background
        assert report.verification == "background" and report.problems == ()
        problems = await svc.wait_verified()
        assert [p.game_id for p in problems] == [damaged]
        assert (await svc.get_game(damaged)).status == "needs_attention"
    finally:
        await svc.close()

    damaged2, healthy2, _ = await _three_games(target)
    _edit_snapshot(target, damaged2)
    svc = await GameService.open(target)
    try:
        await svc.start(verify="off")
        # Even unchecked at start-up, a game is checked before it is first served.
        user, _ = await first_legal(svc, healthy2)
        with pytest.raises(GameNeedsAttention):
            await svc.act(damaged2, user, ("roll",))
        assert (await svc.get_game(damaged2)).status == "needs_attention"
        assert (await svc.start(verify="off")).already_flagged == (damaged, damaged2)
    finally:
        await svc.close()


async def test_a_version_without_its_log_is_caught_by_the_cheap_scan(target: str | Path) -> None:
    damaged, healthy, _ = await _three_games(target)
    raw_sql(target, "UPDATE games SET version = version + 1 WHERE id = ?", (damaged,))  # a move without its log row
    svc = await GameService.open(target)
    try:
        report = await svc.start(verify="off")
        assert [(p.game_id, p.reason) for p in report.problems] == [
            (damaged, "the last logged action is 60 but the game is at version 61")
        ]
        assert (await svc.get_game(healthy)).status == "active"
    finally:
        await svc.close()


async def test_a_log_that_no_longer_replays_cannot_be_rebuilt(target: str | Path) -> None:
    damaged, _, _ = await _three_games(target)
    raw_sql(
        target,
        "INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (?, 61, 0, 1, '[\"city\",0]', 0)",
        (damaged,),
    )
    raw_sql(target, "UPDATE games SET version = 61 WHERE id = ?", (damaged,))
    svc = await GameService.open(target)
    try:
        report = await svc.start(verify="now")
        assert len(report.problems) == 1
        assert report.problems[0].reason.startswith("action 61 (city) is illegal on replay (")
        with pytest.raises(recovery.RecoveryError, match="illegal on replay"):
            await svc.rebuild_game(damaged)
        export = await svc.export_game(damaged)  # still exportable for the bug report
        assert export["version"] == 61 and len(export["actions"]) == 61
    finally:
        await svc.close()


async def test_export_and_import_reproduce_a_game(target: str | Path, tmp_path: Path) -> None:
    svc = await GameService.open(target, seed_source=lambda: 1000)
    await svc.start()
    try:
        game = await started_game(svc, 4)
        await play(svc, game.id, 120)
        data = json.loads(json.dumps(await svc.export_game(game.id)))  # survives JSON
        assert data["players"] == 4 and data["version"] == 120 and data["seed"] == 1000
        assert all(len(entry) == 3 for entry in data["actions"])  # seq, seat, action: no Discord user ids
        assert set(data) == {
            "format", "format_version", "engine_schema", "game_id", "status", "status_reason", "players", "options",
            "seed", "version", "actions", "snapshot",
        }  # fmt: skip
        replayed = engine.replay(data["options"], data["seed"], [(s, a) for _, s, a in data["actions"]])
        assert engine.to_json(replayed) == data["snapshot"]

        other = await GameService.open(tmp_path / "elsewhere.sqlite3")  # from either backend to SQLite
        await other.start()
        try:
            new_id = await recovery.import_game(other.repo, data, now=1.0)
            info = await other.get_game(new_id)
            assert (info.status, info.version, info.players) == ("active", 120, (1, 2, 3, 4))
            assert (await other.view(new_id))["board"] == (await svc.view(game.id))["board"]
            assert [m.events for m in await other.recent_events(new_id, 5)] == [
                m.events for m in await svc.recent_events(game.id, 5)
            ]
            assert len(await play(other, new_id, 3)) == 3
        finally:
            await other.close()
    finally:
        await svc.close()


async def test_prune_keeps_unfinished_and_recent_games(service: GameService) -> None:
    old = await service.create_lobby(1, 2, 3)
    await service.cancel(old.id, 3)
    running = await started_game(service)
    # The fake clock advances one second per call: "older than 0 days" prunes everything ended so far.
    assert await service.prune(older_than_days=0) == 1
    with pytest.raises(Exception, match="no game"):
        await service.get_game(old.id)
    assert (await service.get_game(running.id)).status == "active"
    assert await service.prune(older_than_days=30) == 0
