"""Per-user settings and standing orders (issue #20 items 1, 2, 4, 5), on both backends (``target``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.repository import Repository
from db.transfer import copy_games
from db.users import DEFAULT_ORDERS_GAME, UserSettingsRow
from service.store import recovery
from tests.db.factories import INTEGRITY_ERRORS, NOW, USERS, raw_sql


async def test_a_user_without_a_row_has_the_defaults(repo: Repository) -> None:
    row = await repo.users.settings(USERS[0])
    assert row == UserSettingsRow(user_id=USERS[0])
    assert (row.time_zone, row.notify, row.quiet_start, row.vacation_mode) == ("UTC", "mention", None, None)


async def test_settings_are_stored_replaced_and_read_for_a_table(repo: Repository) -> None:
    bo = UserSettingsRow(
        user_id=USERS[0], time_zone="Europe/Berlin", quiet_start="23:00", quiet_end="08:00", notify="digest",
        digest_at="19:30", vacation_from=NOW, vacation_until=NOW + 86400, vacation_mode="bot", vacation_bot="hard",
        updated_at=NOW,
    )  # fmt: skip
    await repo.users.put_settings(bo)
    assert await repo.users.settings(USERS[0]) == bo
    moved = UserSettingsRow(user_id=USERS[0], time_zone="America/New_York", updated_at=NOW + 5)
    await repo.users.put_settings(moved)  # replaced whole: the quiet hours and vacation are gone
    assert await repo.users.settings(USERS[0]) == moved
    table = await repo.users.settings_of([USERS[1], USERS[0], USERS[1]])
    assert table == {USERS[0]: moved, USERS[1]: UserSettingsRow(user_id=USERS[1])}
    assert await repo.users.settings_of([]) == {}


async def test_vacations_are_found_by_instant(repo: Repository) -> None:
    away = UserSettingsRow(user_id=USERS[2], vacation_from=NOW, vacation_until=NOW + 100, vacation_mode="pause")
    await repo.users.put_settings(away)
    await repo.users.put_settings(UserSettingsRow(user_id=USERS[3], updated_at=NOW))
    assert await repo.users.users_on_vacation(NOW - 1) == []
    assert await repo.users.users_on_vacation(NOW + 50) == [away]
    assert await repo.users.users_on_vacation(NOW + 100) == []  # until is exclusive


async def test_notify_mode_is_checked_by_the_database(repo: Repository) -> None:
    with pytest.raises(INTEGRITY_ERRORS):
        await repo.users.put_settings(UserSettingsRow(user_id=USERS[0], notify="carrier pigeon"))


async def test_game_orders_win_over_the_default_and_fall_back_to_it(repo: Repository) -> None:
    assert await repo.users.orders(USERS[0], 5) is None
    await repo.users.put_orders(USERS[0], DEFAULT_ORDERS_GAME, {"auto_roll": True}, now=NOW)
    assert await repo.users.orders(USERS[0], 5) == {"auto_roll": True}
    await repo.users.put_orders(USERS[0], 5, {"auto_roll": False, "discard": ["ore", "grain"]}, now=NOW)
    await repo.users.put_orders(USERS[0], 5, {"auto_roll": False, "discard": ["grain"]}, now=NOW + 1)
    assert await repo.users.orders(USERS[0], 5) == {"auto_roll": False, "discard": ["grain"]}
    assert await repo.users.orders(USERS[0], 6) == {"auto_roll": True}
    assert await repo.users.orders(USERS[1], 5) is None
    assert await repo.users.delete_orders(USERS[0], 5) is True
    assert await repo.users.delete_orders(USERS[0], 5) is False
    assert await repo.users.orders(USERS[0], 5) == {"auto_roll": True}


async def test_copy_moves_user_rows_once(tmp_path: Path, target: str | Path) -> None:
    source = await Repository.open(tmp_path / "source.sqlite3")
    dest = await Repository.open(target)
    try:
        bo = UserSettingsRow(user_id=USERS[0], time_zone="Asia/Tokyo", quiet_start="22:00", quiet_end="07:00")
        await source.users.put_settings(bo)
        await source.users.put_orders(USERS[0], DEFAULT_ORDERS_GAME, {"auto_roll": True}, now=NOW)
        report = await copy_games(source, dest, check=recovery.check_game)
        assert report.ok and report.user_rows == 2
        assert await dest.users.settings(USERS[0]) == bo
        assert await dest.users.orders(USERS[0], 3) == {"auto_roll": True}
        again = await copy_games(source, dest, check=recovery.check_game)
        assert again.ok and again.user_rows == 0
        raw_sql(target, "UPDATE user_settings SET time_zone = 'UTC' WHERE user_id = ?", (USERS[0],))
        changed = await copy_games(source, dest, check=recovery.check_game)
        assert not changed.ok and "user_settings: 1 rows differ from the source" in changed.problems
    finally:
        await source.close()
        await dest.close()


async def test_the_digest_takers_are_found_by_notify_mode(repo: Repository) -> None:
    """The daily digest's loop reads who takes one (issue #20 item 5)."""
    await repo.users.put_settings(UserSettingsRow(user_id=USERS[1], notify="digest", digest_at="07:00"))
    await repo.users.put_settings(UserSettingsRow(user_id=USERS[0], notify="dm"))
    await repo.users.put_settings(UserSettingsRow(user_id=USERS[2], notify="digest", digest_at="19:00"))
    assert [r.user_id for r in await repo.users.users_by_notify("digest")] == sorted([USERS[1], USERS[2]])
    assert [r.user_id for r in await repo.users.users_by_notify("dm")] == [USERS[0]]
    assert await repo.users.users_by_notify("both") == []
