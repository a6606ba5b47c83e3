"""Skill ratings of a server's players from its finished games (openskill's Plackett-Luce model, which
rates games of any number of players from their finishing order).

A game's finishing order: the winner first, the others by final score (equal scores share a place).
Everyone at the table is rated, built-in players included (beating a strong bot should count); the
leaderboard lists people and built-in players apart. Only finished games are passed in: abandoned
and cancelled games have no finishing order and do not count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from engine.standings import places
from engine.text import Arg, Text, Verbatim


@dataclass(frozen=True, slots=True)
class GameResult:
    game_id: int
    players: tuple[int, ...]  # user ids by seat (negative: built-in players)
    winner: int  # seat
    scores: tuple[int, ...] | None  # final VP by seat (None if the log does not hold them)


@dataclass(frozen=True, slots=True)
class Standing:
    user_id: int
    rating: float  # the conservative estimate mu - 3 sigma (openskill's ordinal)
    mu: float
    sigma: float
    games: int
    wins: int
    average_vp: float | None

    @property
    def is_bot(self) -> bool:
        return self.user_id < 0


def ranks(result: GameResult) -> list[int]:
    """1 for the winner; the others 2, 3 ... by final score, equal scores sharing a place (``engine.standings``)."""
    return places(result.scores, result.winner, len(result.players))


def leaderboard(results: Iterable[GameResult]) -> list[Standing]:
    """Everyone's standing after rating ``results`` in order (oldest first), best rating first."""
    model = PlackettLuce()
    ratings: dict[int, object] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    vp: dict[int, list[int]] = {}
    for result in results:
        # One entry per identity: two built-in players of one strength share an identity, and only the
        # better placed of them is rated (an identity cannot finish ahead of itself).
        places = ranks(result)
        seats = sorted(range(len(result.players)), key=lambda s: places[s])
        kept = sorted({result.players[s]: s for s in reversed(seats)}.values())
        if len(kept) < 2:
            continue
        teams = [[ratings.get(result.players[s]) or model.rating(name=str(result.players[s]))] for s in kept]
        rated = model.rate(teams, ranks=[places[s] for s in kept])
        for i, seat in enumerate(kept):
            uid = result.players[seat]
            ratings[uid] = rated[i][0]
            games[uid] = games.get(uid, 0) + 1
            wins[uid] = wins.get(uid, 0) + (seat == result.winner)
            if result.scores is not None:
                vp.setdefault(uid, []).append(result.scores[seat])
    out = []
    for uid, r in ratings.items():
        points = vp.get(uid)
        out.append(Standing(uid, r.ordinal(), r.mu, r.sigma, games[uid], wins[uid],  # type: ignore[attr-defined]
                            sum(points) / len(points) if points else None))  # fmt: skip
    out.sort(key=lambda s: (-s.rating, -s.wins, s.user_id))
    return out


def table_lines(standings: Sequence[Standing], names: Sequence[str | Arg], limit: int = 20) -> list[Text]:
    """'1. Name — rating 12.3 · 5 games · 3 wins · 8.4 VP avg' lines (names already escaped; a ``Text`` for a
    built-in player's), in the reader's language where they are shown."""
    lines = []
    for i, (s, name) in enumerate(zip(standings[:limit], names, strict=False), start=1):
        who = Verbatim(name) if isinstance(name, str) else name
        line = Text("history-rating-line", place=i, who=who, rating=round(s.rating, 1), games=s.games, wins=s.wins)
        lines.append(line if s.average_vp is None else Text("history-rating-line-vp", line=line, vp=round(s.average_vp, 1)))
    return lines
