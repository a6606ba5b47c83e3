"""Read the game logs of ``bench/catanatron_match.py --log`` and print, per hero, its wins and how it played.

A long tournament (AlphaBeta takes about a minute of CPU per game) may be run in pieces, across
sessions of the machine, with ``--first-game``: give every piece's log and the games are put together by
their index (a game logged twice, e.g. by a run restarted from an earlier game, counts once; diverged
games are left out, as in the live tally). ``--games`` keeps the first N indices, so two heroes are
compared on the same seeds.

The profile says how the hero's points came (issue #22: ``hard`` lost to AlphaBeta because its search
never traded with the bank and bought too many Development cards), per game on average: bank trades,
cards bought, Knights played and held, settlements and cities standing at the end, roads, and the turn
of its third settlement (a game where it never built one counts the game's last turn).

    .venv/bin/python bench/game_logs.py /work/notes/ab_hard.jsonl /work/notes/ab_normal.jsonl --games 200
    .venv/bin/python bench/game_logs.py before=old.jsonl after=new.jsonl --games 60
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stats import wilson


def load(paths: list[str]) -> dict[str, dict[int, dict[str, Any]]]:
    """Every hero's games by index (the last log of a game wins: a rerun replaces its earlier record).

    ``LABEL=PATH`` names the heroes of that file ``LABEL hero`` (two versions of one player side by side)."""
    games: dict[str, dict[int, dict[str, Any]]] = {}
    for arg in paths:
        label, _, path = arg.rpartition("=")
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    g = json.loads(line)
                    hero = f"{label} {g['hero']}" if label else g["hero"]
                    games.setdefault(hero, {})[g["game"]] = g
    return games


def third_settlement_turn(seat: dict[str, Any], last_turn: int) -> int | None:
    """The turn of the seat's third settlement (set-up's two count), or the game's last turn (None: a
    log from before timelines were kept)."""
    if "timeline" not in seat:
        return None
    built = [e[0] for e in seat["timeline"] if e[1] == "settlement"]
    return built[2] if len(built) >= 3 else last_turn


def profile(games: list[dict[str, Any]]) -> dict[str, float]:
    """The hero's average per game (see the module's doc)."""
    mine = [(g, g["seats"][g["hero_seat"]]) for g in games]

    def avg(f: Any) -> float:
        values = [v for v in (f(g, s) for g, s in mine) if v is not None]
        return sum(values) / max(1, len(values))

    return {
        "points": avg(lambda g, s: s["vp"]),
        "bank trades": avg(lambda g, s: s["moves"].get("bank_trade", 0)),
        "cards bought": avg(lambda g, s: s["moves"].get("buy_dev", 0)),
        "knights played": avg(lambda g, s: s["knights"]),
        "knights held": avg(lambda g, s: s["dev_in_hand"][0]),
        "settlements": avg(lambda g, s: s["settlements"]),
        "cities": avg(lambda g, s: s["cities"]),
        "roads": avg(lambda g, s: s["roads"]),
        "third settlement at turn": avg(lambda g, s: third_settlement_turn(s, g["turns"])),
        "largest army": avg(lambda g, s: s["largest_army"]),
        "longest road": avg(lambda g, s: s["longest_road"]),
    }


def summary(hero: str, by_index: dict[int, dict[str, Any]], limit: int | None) -> str:
    played = [g for i, g in sorted(by_index.items()) if not g["diverged"] and (limit is None or i < limit)]
    wins = sum(g["winner"] == g["hero_seat"] for g in played)
    lo, hi = wilson(wins, len(played))
    first, last = (played[0]["game"], played[-1]["game"]) if played else (0, -1)
    figures = ", ".join(f"{k} {v:.1f}" for k, v in profile(played).items())
    return (
        f"{hero}: won {wins} of {len(played)} games (indices {first}-{last}) = {wins / max(1, len(played)):.1%} "
        f"(95% CI {lo:.1%}-{hi:.1%})\n    per game: {figures}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("logs", nargs="+", help="JSON-lines files of catanatron_match.py --log (or LABEL=FILE)")
    parser.add_argument("--games", type=int, default=None, help="only games with an index below this")
    opts = parser.parse_args()
    for hero, by_index in load(opts.logs).items():
        print(summary(hero, by_index, opts.games))


if __name__ == "__main__":
    main()
