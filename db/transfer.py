"""Copying every game from one database to another (SQLite to PostgreSQL when a bot outgrows one
process), keeping game numbers, then verifying the copy: the same rows as the source, and every
started game's snapshot equal to the replay of its copied log.

Run it with the bot stopped (or at least not writing to the source): the source is read game by
game, and a move stored meanwhile would be missing from the copy. A second run copies only the games
that are not in the target yet and verifies everything again, so an interrupted copy can be resumed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from db.repository import Repository

# A game's replay check: None when its snapshot equals the replay of its log, else the problem. It is the
# service's (``service.store.recovery.check_game``): the database layer stores games but does not play them.
GameCheck = Callable[[Repository, int], Awaitable[str | None]]


@dataclass
class CopyReport:
    games: int = 0  # games in the source
    copied: int = 0
    user_rows: int = 0  # rows of the per-user tables (settings, standing orders) copied
    already_there: int = 0  # identical games found in the target (an earlier, interrupted run)
    problems: list[str] = field(default_factory=list)  # the copy is wrong: exit status 1
    source_problems: list[str] = field(default_factory=list)  # games already damaged in the source, copied as they are

    @property
    def ok(self) -> bool:
        return not self.problems


async def copy_games(
    source: Repository,
    target: Repository,
    *,
    check: GameCheck,
    progress: Callable[[str], None] = lambda _line: None,
) -> CopyReport:
    report = CopyReport()
    before, after = await source.schema_version(), await target.schema_version()
    if before != after:
        report.problems.append(f"schema versions differ (source {before}, target {after}); open both with this build")
        return report
    ids = await source.game_ids()
    report.games = len(ids)
    present = set(await target.game_ids())
    for n, game_id in enumerate(ids, start=1):
        tables = await source.raw_game(game_id)
        if game_id in present:
            if await target.raw_game(game_id) == tables:
                report.already_there += 1
            else:
                report.problems.append(f"game {game_id}: the target holds a different game with this number")
        else:
            await target.insert_raw_game(tables)
            report.copied += 1
        if n % 500 == 0:
            progress(f"{n}/{len(ids)} games copied")
    # Game numbers are never reused: new games in the target continue after the source's highest number.
    high_water = await source.id_high_water()
    if high_water:
        await target.raise_id_floor(high_water)

    # Per-user settings and standing orders belong to no game: copied whole, rows already there kept.
    users = await source.users.raw_rows()
    report.user_rows = await target.users.insert_raw_rows(users)
    copied_users = await target.users.raw_rows()
    for table, rows in users.items():
        missing = set(rows) - set(copied_users.get(table, []))
        if missing:
            report.problems.append(f"{table}: {len(missing)} rows differ from the source")

    for n, game_id in enumerate(ids, start=1):
        if await target.raw_game(game_id) != await source.raw_game(game_id):
            report.problems.append(f"game {game_id}: the copy differs from the source")
            continue
        problem = await check(target, game_id)
        if problem is not None:
            # The rows are identical, so the source has the same problem: worth knowing, not a copy failure.
            report.source_problems.append(f"game {game_id}: {problem}")
        if n % 500 == 0:
            progress(f"{n}/{len(ids)} games verified")
    return report
