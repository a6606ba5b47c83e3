"""Screenshots of the live board (issue #34, tests and measurements): a game in progress in every rule set,
at desktop and phone width.

    python -m tools.web_shots --out DIR [--turns N] [--seed S]

For each rule set (base, cities_and_knights, two_player, five_six, seafarers) a game is started on a game
service of its own (SQLite in a temporary folder) and played by the built-in players through the service
(``service.act``, every move checked by the engine) until a few turns have gone by and the seat the game
waits for has a move on the board: then the board of that seat (its signed link, served by ``web``) is
photographed by Debian's Chromium (Playwright, the system's browser: ``CATAN_CHROMIUM`` or the first
Chromium on the PATH) at 1280x800 and at 400 px wide (the whole page), as ``<rule set>-desktop.png`` and
``<rule set>-phone.png``: ten files. Each shows pieces on the board, the seat's hand, its highlighted
legal spots and the trade panel.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine
from service import GameInfo, GameService
from web.board import WebBoard
from web.legal import legal_form
from web.settings import WebSettings

RULE_SETS: dict[str, dict[str, Any]] = {
    "base": {"players": 4},
    "cities_and_knights": {"players": 4, "expansion": "cities_and_knights"},
    "two_player": {"players": 2},
    "five_six": {"players": 5},
    "seafarers": {"players": 4, "expansion": "seafarers"},
}
SIZES = {"desktop": (1280, 800), "phone": (400, 860)}
NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay")
USERS = tuple(range(4001, 4001 + len(NAMES)))
MAX_MOVES = 1500  # a game that never reaches a fitting moment is an error, not a hang
SECRET = b"tools.web_shots: a local secret for local links"


def chromium() -> str | None:
    """The browser to drive: ``CATAN_CHROMIUM`` if set, else the first Chromium on the PATH (the tests' too)."""
    return os.environ.get("CATAN_CHROMIUM") or next(
        (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None
    )


async def names(game: GameInfo) -> list[str]:
    return [NAMES[USERS.index(u)] if u in USERS else f"#{i + 1}" for i, u in enumerate(game.players)]


def _pick(turns: int, rng: random.Random) -> Any:
    """The service's read: the next (user, action) of the built-in players, or the seat to photograph."""
    from players import decide

    def pick(info: GameInfo, state: engine.GameState) -> tuple[str, int, Any]:
        seat = engine.must_act(state)[0]
        view = engine.view(state, seat)
        if state.turn >= turns and state.phase == "play" and any(state.hands[seat]):
            spots = [a for a in legal_form(view, list(NAMES), "en")["acts"] if "at" in a]
            if spots and state.step == "main":  # after the roll: roads and buildings to place, trades open
                return "shoot", info.players[seat], None
        quiet = {**view, "you": {**view["you"], "can_propose_trade": False}}  # no offers: nobody answers them
        return "move", info.players[seat], json.loads(json.dumps(decide(quiet, rng, strength="easy")))

    return pick


async def game_in_progress(service: GameService, options: dict[str, Any], turns: int, seed: int) -> tuple[int, int]:
    """A game of ``options`` played until its waited-for seat has a move on the board; (game id, that user)."""
    players = options["players"]
    lobby = await service.create_lobby(1, 2, USERS[0], {k: v for k, v in options.items() if k != "players"})
    for user in USERS[1:players]:
        await service.join(lobby.id, user)
    game = (await service.start_game(lobby.id, USERS[0])).game
    pick = _pick(turns, random.Random(seed))
    for _ in range(MAX_MOVES):
        what, user, action = await service.read(game.id, pick)
        if what == "shoot":
            return game.id, user
        await service.act(game.id, user, engine.action_from_json(action))
    raise RuntimeError(f"no moment to photograph in {MAX_MOVES} moves ({options})")


async def shoot(out: Path, turns: int, seed: int, rule_sets: Sequence[str]) -> list[Path]:
    path = chromium()
    if path is None:
        raise SystemExit("no Chromium on this machine (Debian: apt-get install chromium)")
    from playwright.async_api import async_playwright

    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        seeds = itertools.count(seed)
        service = await GameService.open(Path(folder) / "shots.sqlite3", seed_source=lambda: next(seeds))
        await service.start(verify="now")
        settings = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET)
        board = WebBoard(settings, service, names, time.time)
        await board.start()
        try:
            async with async_playwright() as driver:
                browser = await driver.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
                for name in rule_sets:
                    game_id, user = await game_in_progress(service, {"players": 4, **RULE_SETS[name]}, turns, seed)
                    link = board.link(user, game_id)
                    for size, (width, height) in SIZES.items():
                        page = await browser.new_page(viewport={"width": width, "height": height})
                        await page.goto(link)
                        await page.wait_for_selector("#board .spot")
                        await page.wait_for_selector("#trade-area")
                        target = out / f"{name}-{size}.png"
                        await page.screenshot(path=str(target), full_page=size == "phone")
                        written.append(target)
                        await page.close()
                await browser.close()
        finally:
            await board.stop()
            await service.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web_shots", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="the folder for the PNG files")
    parser.add_argument("--turns", type=int, default=4, help="turns played before the picture (default 4)")
    parser.add_argument("--seed", type=int, default=34, help="the games' seeds and the players' choices")
    parser.add_argument("--rule-set", action="append", choices=sorted(RULE_SETS), help="only these (repeatable)")
    args = parser.parse_args(argv)
    for path in asyncio.run(shoot(args.out, args.turns, args.seed, args.rule_set or list(RULE_SETS))):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
