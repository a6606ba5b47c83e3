"""The database schema as a list of forward migrations, applied at start-up, for both backends.

Each migration holds its SQLite statements and the same change in PostgreSQL's dialect (types differ:
SQLite's INTEGER is BIGINT there, REAL is DOUBLE PRECISION, AUTOINCREMENT is an identity column, and
the log's append-only triggers are plpgsql). The version lives in SQLite's ``PRAGMA user_version``
(part of the file header, so it changes atomically with the DDL) and in PostgreSQL's
``schema_version`` table (DDL is transactional there). Each migration runs in its own transaction
that first takes the backend's migration lock and re-reads the version, so two processes starting at
once cannot apply a step twice.

Rules for this file: a released migration is never edited (``tests/db/fixtures/schema_v1.sql`` is a
frozen copy of version 1 and a test compares them); changes are new migrations appended at the end,
each with its ``postgresql`` statements (a test refuses a migration without them).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from db.backend import POSTGRESQL, Database, Transaction
from db.errors import SchemaTooNew, StorageError

log = logging.getLogger("catanbot.db")


@dataclass(frozen=True)
class Migration:
    version: int
    description: str
    statements: tuple[str, ...]  # SQLite
    postgresql: tuple[str, ...] | None = None

    def statements_for(self, backend: str) -> tuple[str, ...]:
        if backend != POSTGRESQL:
            return self.statements
        if self.postgresql is None:
            raise StorageError(f"schema migration {self.version} has no PostgreSQL statements")
        return self.postgresql


# The append-only guard of the action log on PostgreSQL: a row may be deleted only once its game is
# gone (the cascade of pruning runs after the game's row is deleted, so it passes).
_PG_APPEND_ONLY = """CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id) THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the action log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$"""


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "games, players and seats, the action log and message ids",
        (
            # One row per game, lobby included. ``version`` counts applied actions, so it equals the seq
            # of the last action row; every move updates it with ``WHERE version = <expected>``.
            # ``seed`` is secret (it determines every future dice roll); it is also inside ``snapshot``.
            # AUTOINCREMENT: a game number shown to players is never reused, even after pruning.
            """CREATE TABLE games (
                id          INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id    INTEGER NOT NULL,
                channel_id  INTEGER NOT NULL,
                thread_id   INTEGER,
                host_id     INTEGER NOT NULL,
                status      TEXT    NOT NULL CHECK (status IN
                                ('lobby', 'active', 'finished', 'cancelled', 'abandoned', 'needs_attention')),
                options     TEXT    NOT NULL,
                seed        INTEGER,
                snapshot    TEXT,
                version     INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
                winner_seat INTEGER,
                created_at  REAL    NOT NULL,
                updated_at  REAL    NOT NULL,
                started_at  REAL,
                ended_at    REAL
            )""",
            "CREATE INDEX games_by_status ON games (status)",
            "CREATE INDEX games_by_channel ON games (channel_id)",
            # ``joined`` orders the lobby (1, 2, 3 ...); ``seat`` is assigned when the game starts.
            """CREATE TABLE game_players (
                game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                user_id   INTEGER NOT NULL,
                joined    INTEGER NOT NULL,
                joined_at REAL    NOT NULL,
                seat      INTEGER CHECK (seat >= 0),
                PRIMARY KEY (game_id, user_id),
                UNIQUE (game_id, seat)
            ) WITHOUT ROWID""",
            "CREATE INDEX game_players_by_user ON game_players (user_id)",
            # The append-only log: (game_id, seq) is the primary key, so the same move can never be
            # stored twice, whatever the writers do.
            """CREATE TABLE actions (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                seq        INTEGER NOT NULL CHECK (seq >= 1),
                seat       INTEGER NOT NULL CHECK (seat >= 0),
                user_id    INTEGER NOT NULL,
                action     TEXT    NOT NULL,
                created_at REAL    NOT NULL,
                PRIMARY KEY (game_id, seq)
            ) WITHOUT ROWID""",
            """CREATE TABLE messages (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                kind       TEXT    NOT NULL,
                channel_id INTEGER NOT NULL,
                message_id INTEGER NOT NULL,
                PRIMARY KEY (game_id, kind)
            ) WITHOUT ROWID""",
        ),
        postgresql=(
            """CREATE TABLE games (
                id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                guild_id    BIGINT NOT NULL,
                channel_id  BIGINT NOT NULL,
                thread_id   BIGINT,
                host_id     BIGINT NOT NULL,
                status      TEXT   NOT NULL CHECK (status IN
                                ('lobby', 'active', 'finished', 'cancelled', 'abandoned', 'needs_attention')),
                options     TEXT   NOT NULL,
                seed        BIGINT,
                snapshot    TEXT,
                version     BIGINT NOT NULL DEFAULT 0 CHECK (version >= 0),
                winner_seat BIGINT,
                created_at  DOUBLE PRECISION NOT NULL,
                updated_at  DOUBLE PRECISION NOT NULL,
                started_at  DOUBLE PRECISION,
                ended_at    DOUBLE PRECISION
            )""",
            "CREATE INDEX games_by_status ON games (status)",
            "CREATE INDEX games_by_channel ON games (channel_id)",
            """CREATE TABLE game_players (
                game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                user_id   BIGINT NOT NULL,
                joined    BIGINT NOT NULL,
                joined_at DOUBLE PRECISION NOT NULL,
                seat      BIGINT CHECK (seat >= 0),
                PRIMARY KEY (game_id, user_id),
                UNIQUE (game_id, seat)
            )""",
            "CREATE INDEX game_players_by_user ON game_players (user_id)",
            """CREATE TABLE actions (
                game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                seq        BIGINT NOT NULL CHECK (seq >= 1),
                seat       BIGINT NOT NULL CHECK (seat >= 0),
                user_id    BIGINT NOT NULL,
                action     TEXT   NOT NULL,
                created_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (game_id, seq)
            )""",
            """CREATE TABLE messages (
                game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                kind       TEXT   NOT NULL,
                channel_id BIGINT NOT NULL,
                message_id BIGINT NOT NULL,
                PRIMARY KEY (game_id, kind)
            )""",
        ),
    ),
    Migration(
        2,
        "public events per action, status reasons, append-only guards, prune and message indexes",
        (
            # Public (redacted) events of each action, so /log works after a restart without a replay.
            # Rows written by schema 1 keep NULL; the service recomputes those by replay when asked.
            "ALTER TABLE actions ADD COLUMN events TEXT",
            # Why a game was cancelled or abandoned, or what recovery found wrong with it.
            "ALTER TABLE games ADD COLUMN status_reason TEXT",
            # Pruning selects by (status, ended_at); the old status index is a prefix of this one.
            "CREATE INDEX games_by_status_end ON games (status, ended_at)",
            "DROP INDEX games_by_status",
            # Buttons carry only their message id; after a restart the bot finds the game from it.
            "CREATE INDEX messages_by_message ON messages (message_id)",
            # The log is append-only: rows may disappear only together with their game (pruning).
            """CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
               BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
            """CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
               WHEN EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
               BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
        ),
        postgresql=(
            "ALTER TABLE actions ADD COLUMN events TEXT",
            "ALTER TABLE games ADD COLUMN status_reason TEXT",
            "CREATE INDEX games_by_status_end ON games (status, ended_at)",
            "DROP INDEX games_by_status",
            "CREATE INDEX messages_by_message ON messages (message_id)",
            _PG_APPEND_ONLY,
            "CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions"
            " FOR EACH ROW EXECUTE FUNCTION actions_append_only()",
            "CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions"
            " FOR EACH ROW EXECUTE FUNCTION actions_append_only()",
        ),
    ),
    Migration(
        3,
        "per-game settings of the Discord layer (turn reminder interval), not part of the rules",
        ("ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}'",),
        postgresql=("ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}'",),
    ),
    Migration(
        4,
        "what the Discord layer has published (a per-game mark, a tag per message) and seats left open",
        (
            # The version the game's messages (thread, turn message, DMs) show. A crash between a move's
            # commit and its messages leaves published < version; start-up and the next move catch up.
            # -1: the game has started but its first messages are not posted yet. Existing games count
            # as published (their messages were posted by a build that did not keep this mark).
            "ALTER TABLE games ADD COLUMN published INTEGER NOT NULL DEFAULT 0",
            "UPDATE games SET published = version",
            # What a remembered message shows (e.g. which turn a turn message belongs to), so a restart
            # can tell a current message from a stale one.
            "ALTER TABLE messages ADD COLUMN tag TEXT",
            # A player who left a running game: the seat (cards and pieces) waits for someone to take it.
            "ALTER TABLE game_players ADD COLUMN left_at REAL",
        ),
        postgresql=(
            "ALTER TABLE games ADD COLUMN published BIGINT NOT NULL DEFAULT 0",
            "UPDATE games SET published = version",
            "ALTER TABLE messages ADD COLUMN tag TEXT",
            "ALTER TABLE game_players ADD COLUMN left_at DOUBLE PRECISION",
        ),
    ),
    Migration(
        5,
        "claims: something done once per game across bot processes (a reminder, a take-over)",
        (
            # The primary key lets exactly one process insert a given claim; the others find it taken.
            """CREATE TABLE claims (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                what       TEXT    NOT NULL,
                claimed_at REAL    NOT NULL,
                PRIMARY KEY (game_id, what)
            ) WITHOUT ROWID""",
        ),
        postgresql=(
            """CREATE TABLE claims (
                game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                what       TEXT   NOT NULL,
                claimed_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (game_id, what)
            )""",
        ),
    ),
    Migration(
        6,
        "per-user settings across servers (time zone, quiet hours, notifications, vacation) and standing orders",
        (
            # One row per Discord user who changed a setting; users without a row have the defaults.
            # Local times are 'HH:MM' text (a wall-clock time, not an instant); the vacation is two instants.
            """CREATE TABLE user_settings (
                user_id         INTEGER PRIMARY KEY,
                time_zone       TEXT    NOT NULL DEFAULT 'UTC',
                quiet_start     TEXT,
                quiet_end       TEXT,
                notify          TEXT    NOT NULL DEFAULT 'mention'
                                    CHECK (notify IN ('mention', 'dm', 'both', 'digest')),
                digest_at       TEXT,
                vacation_from   REAL,
                vacation_until  REAL,
                vacation_mode   TEXT    CHECK (vacation_mode IN ('bot', 'pause')),
                vacation_bot    TEXT,
                updated_at      REAL    NOT NULL
            )""",
            # Standing orders per user: game_id 0 holds the user's default, others one game's own orders.
            # No foreign key to games: the default has no game, and a pruned game's orders are harmless.
            """CREATE TABLE standing_orders (
                user_id    INTEGER NOT NULL,
                game_id    INTEGER NOT NULL CHECK (game_id >= 0),
                orders     TEXT    NOT NULL,
                updated_at REAL    NOT NULL,
                PRIMARY KEY (user_id, game_id)
            ) WITHOUT ROWID""",
        ),
        postgresql=(
            """CREATE TABLE user_settings (
                user_id         BIGINT PRIMARY KEY,
                time_zone       TEXT   NOT NULL DEFAULT 'UTC',
                quiet_start     TEXT,
                quiet_end       TEXT,
                notify          TEXT   NOT NULL DEFAULT 'mention'
                                    CHECK (notify IN ('mention', 'dm', 'both', 'digest')),
                digest_at       TEXT,
                vacation_from   DOUBLE PRECISION,
                vacation_until  DOUBLE PRECISION,
                vacation_mode   TEXT   CHECK (vacation_mode IN ('bot', 'pause')),
                vacation_bot    TEXT,
                updated_at      DOUBLE PRECISION NOT NULL
            )""",
            """CREATE TABLE standing_orders (
                user_id    BIGINT NOT NULL,
                game_id    BIGINT NOT NULL CHECK (game_id >= 0),
                orders     TEXT   NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (user_id, game_id)
            )""",
        ),
    ),
    Migration(
        7,
        "game_notes: what a game's messages said that must outlive a restart (orders' answers, DMs sent);"
        " digests: when each person's daily digest was last sent",
        (
            # Small per-game memos of the Discord side, e.g. 'applied:2' (the last lines a seat's standing
            # orders did, shown in its hand DM), 'told:2' (what the last 'waits on you' DM was about) or
            # 'away' (who the turn message says is away). ``value`` is JSON; pruned with their game.
            """CREATE TABLE game_notes (
                game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                what       TEXT    NOT NULL,
                value      TEXT    NOT NULL,
                updated_at REAL    NOT NULL,
                PRIMARY KEY (game_id, what)
            ) WITHOUT ROWID""",
            # One row per person who was sent a daily digest: the next is the first digest time after it, so
            # one missed while the bot was down goes out late rather than never, and once however many
            # processes look (the row is claimed before the DM is sent).
            """CREATE TABLE digests (
                user_id INTEGER PRIMARY KEY,
                sent_at REAL    NOT NULL
            )""",
        ),
        postgresql=(
            """CREATE TABLE digests (
                user_id BIGINT PRIMARY KEY,
                sent_at DOUBLE PRECISION NOT NULL
            )""",
            """CREATE TABLE game_notes (
                game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
                what       TEXT   NOT NULL,
                value      TEXT   NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (game_id, what)
            )""",
        ),
    ),
    Migration(
        8,
        "user_settings: the language a person chose (NULL: their Discord client's) and the one their client last"
        " reported, for private messages sent outside an interaction (hand DMs)",
        (
            "ALTER TABLE user_settings ADD COLUMN language TEXT",
            "ALTER TABLE user_settings ADD COLUMN client_locale TEXT",
        ),
        postgresql=(
            "ALTER TABLE user_settings ADD COLUMN language TEXT",
            "ALTER TABLE user_settings ADD COLUMN client_locale TEXT",
        ),
    ),
)

LATEST_VERSION = MIGRATIONS[-1].version


async def migrate(db: Database, target: int | None = None) -> tuple[int, int]:
    """Bring the file forward to ``target`` (default: the latest schema). Returns (before, after).

    Raises SchemaTooNew for a database written by a newer build: running old code on it could corrupt it.
    """
    goal = LATEST_VERSION if target is None else target
    if not 0 <= goal <= LATEST_VERSION:
        raise ValueError(f"no schema version {goal}")
    before = await db.schema_version()
    if before > LATEST_VERSION:
        raise SchemaTooNew(before, LATEST_VERSION)
    for migration in MIGRATIONS:
        if before < migration.version <= goal:
            await db.write(lambda tx, m=migration: _apply(tx, m, db.dialect.name))
    after = await db.schema_version()
    if after != before:
        log.info("database %s migrated from schema %d to %d", db.label, before, after)
    return before, after


async def _apply(tx: Transaction, migration: Migration, backend: str) -> None:
    current = await tx.schema_version()
    if current >= migration.version:
        return  # another process got here first
    if current != migration.version - 1:
        raise StorageError(f"cannot apply schema {migration.version} on top of {current}")
    for statement in migration.statements_for(backend):
        await tx.run(statement)
    await tx.set_schema_version(migration.version)
