"""Per-user storage across servers (issue #20): settings (time zone, quiet hours, notifications,
vacation) and standing orders. Keyed by Discord user id, not by game or guild: a person has one clock
of the day wherever they play.

The rows hold plain values (local times as 'HH:MM' text); ``service.people.user_settings`` validates and
interprets them. Users who never changed anything have no row and get the defaults.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from db.backend import Database, Transaction

DEFAULT_ORDERS_GAME = 0  # the game id under which a user's default standing orders are stored

USER_TABLE_COLUMNS: dict[str, tuple[str, ...]] = {
    "user_settings": (
        "user_id", "time_zone", "quiet_start", "quiet_end", "notify", "digest_at", "vacation_from",
        "vacation_until", "vacation_mode", "vacation_bot", "updated_at", "language", "client_locale",
    ),
    "standing_orders": ("user_id", "game_id", "orders", "updated_at"),
    "digests": ("user_id", "sent_at"),
}  # fmt: skip
_USER_TABLE_KEYS = {"user_settings": "user_id", "standing_orders": "user_id, game_id", "digests": "user_id"}


@dataclass(frozen=True, slots=True)
class UserSettingsRow:
    user_id: int
    time_zone: str = "UTC"
    quiet_start: str | None = None  # 'HH:MM' local; both or neither
    quiet_end: str | None = None
    notify: str = "mention"  # mention | dm | both | digest
    digest_at: str | None = None  # 'HH:MM' local, for notify == digest
    vacation_from: float | None = None  # epoch seconds
    vacation_until: float | None = None
    vacation_mode: str | None = None  # bot | pause
    vacation_bot: str | None = None  # the built-in player's strength while away (mode bot)
    updated_at: float = 0.0
    language: str | None = None  # the language they chose (a tag of ui.i18n.languages); None: their client's
    client_locale: str | None = None  # the Discord locale their client last reported (e.g. 'es-419')


_COLUMNS = USER_TABLE_COLUMNS["user_settings"]
assert tuple(f.name for f in fields(UserSettingsRow)) == _COLUMNS


class UserStore:
    """The user tables of one database (``Repository.users``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def settings(self, user_id: int) -> UserSettingsRow:
        """The user's stored settings, or the defaults if they never set any."""
        row = await self._db.fetchone(f"SELECT {', '.join(_COLUMNS)} FROM user_settings WHERE user_id = ?", (user_id,))
        return UserSettingsRow(*row) if row else UserSettingsRow(user_id=user_id)

    async def settings_of(self, user_ids: Sequence[int]) -> dict[int, UserSettingsRow]:
        """Settings of several users at once (a game's table), defaults for those without a row."""
        wanted = sorted({int(u) for u in user_ids})
        out = {u: UserSettingsRow(user_id=u) for u in wanted}
        if wanted:
            rows = await self._db.fetchall(
                f"SELECT {', '.join(_COLUMNS)} FROM user_settings WHERE user_id IN ({','.join('?' * len(wanted))})",
                wanted,
            )
            out.update({int(r[0]): UserSettingsRow(*r) for r in rows})
        return out

    async def put_settings(self, row: UserSettingsRow) -> None:
        """Store the user's settings whole (insert or replace)."""
        values = tuple(getattr(row, c) for c in _COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS[1:])

        async def body(tx: Transaction) -> None:
            await tx.run(
                f"INSERT INTO user_settings ({', '.join(_COLUMNS)}) VALUES ({','.join('?' * len(_COLUMNS))})"
                f" ON CONFLICT (user_id) DO UPDATE SET {updates}",
                values,
            )

        await self._db.write(body)

    async def users_on_vacation(self, at: float) -> list[UserSettingsRow]:
        """Users whose vacation covers the instant ``at``."""
        rows = await self._db.fetchall(
            f"SELECT {', '.join(_COLUMNS)} FROM user_settings"
            " WHERE vacation_from <= ? AND vacation_until > ? ORDER BY user_id",
            (at, at),
        )
        return [UserSettingsRow(*r) for r in rows]

    async def users_by_notify(self, mode: str) -> list[UserSettingsRow]:
        """Users whose notifications are ``mode`` (the daily digest's recipients)."""
        rows = await self._db.fetchall(
            f"SELECT {', '.join(_COLUMNS)} FROM user_settings WHERE notify = ? ORDER BY user_id", (mode,)
        )
        return [UserSettingsRow(*r) for r in rows]

    # --- daily digests ---------------------------------------------------------------------------

    async def digests_sent(self, user_ids: Sequence[int]) -> dict[int, float]:
        """When each of these users was last sent their daily digest (absent: never)."""
        wanted = sorted({int(u) for u in user_ids})
        if not wanted:
            return {}
        rows = await self._db.fetchall(
            f"SELECT user_id, sent_at FROM digests WHERE user_id IN ({','.join('?' * len(wanted))})", wanted
        )
        return {int(r[0]): float(r[1]) for r in rows}

    async def claim_digest(self, user_id: int, due: float, *, now: float) -> bool:
        """True for exactly one caller per user and digest (the one due at ``due``), whichever process
        asks first; the caller then sends it."""

        async def body(tx: Transaction) -> bool:
            rows = await tx.run(
                "INSERT INTO digests (user_id, sent_at) VALUES (?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET sent_at = excluded.sent_at WHERE digests.sent_at < ? RETURNING user_id",
                (user_id, now, due),
            )
            return bool(rows)

        return await self._db.write(body)

    # --- standing orders -----------------------------------------------------------------------

    async def orders(self, user_id: int, game_id: int) -> dict[str, Any] | None:
        """The user's orders for ``game_id`` if set, else their default, else None. Orders are JSON."""
        rows = await self._db.fetchall(
            "SELECT game_id, orders FROM standing_orders WHERE user_id = ? AND game_id IN (?, ?)",
            (user_id, game_id, DEFAULT_ORDERS_GAME),
        )
        found = {int(r[0]): r[1] for r in rows}
        text = found.get(game_id, found.get(DEFAULT_ORDERS_GAME))
        return json.loads(text) if text is not None else None

    async def put_orders(self, user_id: int, game_id: int, orders: dict[str, Any], *, now: float) -> None:
        """Set the orders of one game (``DEFAULT_ORDERS_GAME``: the user's default)."""
        text = json.dumps(orders, separators=(",", ":"), sort_keys=True)

        async def body(tx: Transaction) -> None:
            await tx.run(
                "INSERT INTO standing_orders (user_id, game_id, orders, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (user_id, game_id) DO UPDATE SET orders = excluded.orders,"
                " updated_at = excluded.updated_at",
                (user_id, game_id, text, now),
            )

        await self._db.write(body)

    async def delete_orders(self, user_id: int, game_id: int) -> bool:
        """Forget one game's orders (the default applies again). True if there were any."""

        async def body(tx: Transaction) -> bool:
            rows = await tx.run(
                "DELETE FROM standing_orders WHERE user_id = ? AND game_id = ? RETURNING user_id", (user_id, game_id)
            )
            return bool(rows)

        return await self._db.write(body)

    # --- copying a database (python -m service.admin copy) ------------------------------------------

    async def raw_rows(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of the user tables, columns as in ``USER_TABLE_COLUMNS``."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        for table, columns in USER_TABLE_COLUMNS.items():
            rows = await self._db.fetchall(
                f"SELECT {', '.join(columns)} FROM {table} ORDER BY {_USER_TABLE_KEYS[table]}"
            )
            out[table] = [tuple(r) for r in rows]
        return out

    async def insert_raw_rows(self, tables: dict[str, list[tuple[Any, ...]]]) -> int:
        """Store rows read by ``raw_rows``; rows whose key is there already are left as they are
        (a resumed copy). Returns the number of rows inserted."""
        inserted = 0

        async def body(tx: Transaction) -> None:
            nonlocal inserted
            for table, columns in USER_TABLE_COLUMNS.items():
                for row in tables.get(table, []):
                    got = await tx.run(
                        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))})"
                        f" ON CONFLICT ({_USER_TABLE_KEYS[table]}) DO NOTHING RETURNING user_id",
                        row,
                    )
                    inserted += len(got)

        await self._db.write(body)
        return inserted
