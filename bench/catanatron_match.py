"""An outside yardstick: our players against catanatron's, both engines in lockstep, checked every step.

catanatron (GPL-3.0) is never part of the product: it lives in its own virtual environment
(``bench/requirements-catanatron.txt``) and is reached at arm's length through
``bench/catanatron_worker.py``, a subprocess speaking JSON lines. Our engine is the authority for
every chance outcome (board, dice, the card bought, the card stolen, a catanatron player's discard);
catanatron is handed the same outcomes, so both engines play the same game. After every action both
states are compared: every seat's resources, Development cards, knights played, buildings, roads and
victory points, and the robber. A game whose states disagree stops and is reported as diverged.

Each game seats one of ``--hero`` (ours) and three catanatron players of one class (or the reverse
with ``--reverse``), the hero's seat rotating; the board and dice come from the game's seed.
``--compare normal`` plays more heroes against the same pool on the same seeds, interleaved game by
game, so a run cut short (SIGTERM, ``--stop-after SECONDS``) has about as many games of each;
``--jobs`` plays games in parallel, each pool process with its own catanatron worker. Without
``--deadline-ms``, ``hard`` searches its fixed budget: the figures do not depend on the load.
``AlphaBetaPlayer`` (catanatron's strongest, with its defaults: depth 2, no action pruning) is not in
the PyPI wheel; install catanatron 3.3.0 from its repository into another venv (docs/bot-strength.md) and pass its
Python. ``--log FILE`` keeps one JSON line per game (each seat's points, moves, steals, set-up pips).

Rule differences, bridged (also in docs/bot-strength.md):

* no domestic trades in catanatron: our seats see no proposal right (``can_propose_trade`` off) and
  every offer is left out, so the table has no domestic trades;
* Development cards: catanatron lets a card be played on the turn it was bought and lists some plays
  our engine (5th edition) does not, and the other way round: every decision, of either side, is taken
  among the actions legal in *both* engines (ours filtered to catanatron's list, catanatron's player
  choosing from its list filtered to ours);
* discards: catanatron 3.2.1's players discard at random, so their discards are drawn at random
  here (seeded) and both engines get the same cards; 3.3.0's players choose theirs card by card (the
  worker plays that out and hands over the whole discard); ours choose as usual;
* the robber: one catanatron action (hex and victim) is our two steps (robber, then steal); catanatron
  offers no steal from an empty hand, ours may (nothing is taken);
* board and coordinates: our axial (q, r) is catanatron's cube (q, -q-r, r); intersections and paths
  are matched through the corners of each hex, the harbours by the corners of their sea hex;
* bank shortage (BASE-PROD-4): when only one player is owed a resource the bank runs short of, the
  5th edition pays that player what is left, catanatron pays nobody; our engine decides and the
  worker's bank pays the same cards (printed as "shortage grants");
* longest road: catanatron counts a road that ends at another player's building shorter than the
  rules do (only a building between two roads breaks it); when the holders differ, the card's two
  points are set aside from the comparison (everything else is still checked) and the game is
  counted as "with a longest-road dispute";
* the winner is our engine's (a player wins on their own turn); catanatron's own verdict is printed
  beside it when it differs.

    /work/venv-catanatron/bin/pip install -r bench/requirements-catanatron.txt   # once, separate venv
    nice -n 15 .venv/bin/python bench/catanatron_match.py --hero normal --opponent VictoryPointPlayer \\
        --games 100 --python /work/venv-catanatron/bin/python
    nice -n 19 .venv/bin/python bench/catanatron_match.py --hero hard --compare normal --opponent AlphaBetaPlayer \\
        --games 200 --jobs 2 --progress 5 --python /work/venv-catanatron-ab/bin/python
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from bench.stats import wilson
from engine import topology as topo
from engine.constants import CITY, SETTLEMENT
from engine.errors import IllegalAction
from players import decide, sparring

# Our resource ids (brick, lumber, ore, grain, wool) and Development card ids in catanatron's names.
RES = ("BRICK", "WOOD", "ORE", "WHEAT", "SHEEP")
DEV = ("KNIGHT", "ROAD_BUILDING", "YEAR_OF_PLENTY", "MONOPOLY", "VICTORY_POINT")
CAT_RES_ORDER = ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE")
NODE_REFS = ("NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST")  # = hex_corners order
HARBOR = ("BRICK", "WOOD", "ORE", "WHEAT", "SHEEP", "3:1")


class Diverged(Exception):
    """The two engines disagree: the game cannot go on as one game."""


def cube(q: int, r: int) -> list[int]:
    return [q, -q - r, r]


class Worker:
    """The catanatron subprocess."""

    def __init__(self, python: str) -> None:
        worker = Path(__file__).resolve().parent / "catanatron_worker.py"
        # A fixed hash seed: catanatron lists some actions from sets, and its random players pick by index.
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        self.proc = subprocess.Popen(
            [python, str(worker)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, env=env
        )

    def ask(self, **req: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        if "error" in answer:
            raise Diverged(answer["error"])
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


class Bridge:
    """One game in both engines: translation of actions and the state check."""

    def __init__(self, worker: Worker, seed: int, seats: list[str], deadline_ms: float | None = None) -> None:
        self.worker = worker
        self.deadline_ms = deadline_ms
        self.game = engine.new_game({"players": len(seats)}, seed)
        self.seats = seats
        self.rng = random.Random(seed * 31 + 7)
        first = self.game.setup_order()[0]
        self.order = [(first + i) % len(seats) for i in range(len(seats))]  # catanatron index -> our seat
        self.index = {s: i for i, s in enumerate(self.order)}
        board = self.game.board
        land = []
        for h, (q, r) in enumerate(topo.HEX_COORDS):
            terr = board.terrain[h]
            land.append([*cube(q, r), RES[terr] if terr < 5 else None, board.numbers[h] or None])
        water = []
        for spot, (q, r) in enumerate(topo.HARBOR_SPOT_SEA):
            corners = topo.hex_corners(q, r)
            a, b = topo.EDGE_VERTICES[topo.HARBOR_EDGES[spot]]
            refs = [NODE_REFS[corners.index(topo.VERTEX_KEYS[v])] for v in (a, b)]
            water.append([*cube(q, r), HARBOR[board.harbors[spot]], refs])
        names = [seats[s][4:] if seats[s].startswith("cat:") else "RandomPlayer" for s in self.order]
        answer = worker.ask(cmd="init", seed=seed, players=names, land=land, water=water)
        self.node = [-1] * topo.N_VERTEX
        for h, (q, r) in enumerate(topo.HEX_COORDS):
            refs = answer["nodes"][",".join(map(str, cube(q, r)))]
            for v, ref in zip(topo.HEX_VERTICES[h], NODE_REFS, strict=True):
                self.node[v] = refs[ref]
        if len(set(self.node)) != topo.N_VERTEX:
            raise Diverged("the intersections do not map one to one")
        self.vertex_of = {n: v for v, n in enumerate(self.node)}
        self.edge_of = {tuple(sorted(self.node[v] for v in topo.EDGE_VERTICES[e])): e for e in range(topo.N_EDGE)}
        if answer["robber"] != cube(*topo.HEX_COORDS[self.game.robber]):
            raise Diverged("the robber starts on different hexes")
        self.hex_of = {tuple(cube(q, r)): h for h, (q, r) in enumerate(topo.HEX_COORDS)}
        self.robber_hex: int | None = None  # our robber moved, catanatron's not yet (waiting for the steal)
        self.diverged: str | None = None
        self.steps = 0
        self.last: list[Any] = []
        self.shortage_grants = 0
        self.road_disputes: set[int] = set()
        self.cat_winner: int | None = None
        self.times: dict[str, list[float]] = {}
        # CPU time per decision: ours in this process, catanatron's as its worker reports it.
        self.cpu: dict[str, list[float]] = {}
        self.searched = [0, 0, 0, 0]  # hard's searches: searched, overrode normal, cut by the deadline, moves
        self.cat_capped = 0  # catanatron decisions at AlphaBeta's own 20 s search limit (CPU)
        # catanatron 3.3.0's players choose their own discards; 3.2.1's discard at random.
        self.players_discard = bool(answer.get("players_discard"))
        # For --log: every seat's moves by kind, its steals by victim and its set-up spots' pips.
        self.moves: list[dict[str, int]] = [{} for _ in seats]
        self.steals: list[list[int]] = [[0] * len(seats) for _ in seats]
        self.setup_pips: list[list[int]] = [[] for _ in seats]
        # Each seat's builds, purchases and plays by turn, and where hard's search replaced normal's move.
        self.timeline: list[list[list[Any]]] = [[] for _ in seats]
        self.overrides: list[list[Any]] = []

    # --- translation ---------------------------------------------------------------------------------

    def intent(self, seat: int, action: tuple) -> list[Any] | None:
        """catanatron's form of our action (without chance outcomes), None when it has none."""
        i = self.index[seat]
        kind = action[0]
        simple = {"roll": "ROLL", "end_turn": "END_TURN", "buy_dev": "BUY_DEVELOPMENT_CARD",
                  "knight": "PLAY_KNIGHT_CARD", "road_building": "PLAY_ROAD_BUILDING"}  # fmt: skip
        if kind in simple:
            return [i, simple[kind], None]
        if kind == "settlement":
            return [i, "BUILD_SETTLEMENT", self.node[action[1]]]
        if kind == "city":
            return [i, "BUILD_CITY", self.node[action[1]]]
        if kind == "road":
            return [i, "BUILD_ROAD", sorted(self.node[v] for v in topo.EDGE_VERTICES[action[1]])]
        if kind == "monopoly":
            return [i, "PLAY_MONOPOLY", RES[action[1]]]
        if kind == "year_of_plenty":
            cards = sorted((RES[r] for r in action[1]), key=CAT_RES_ORDER.index)
            return [i, "PLAY_YEAR_OF_PLENTY", cards]
        if kind == "bank_trade":
            give, get = action[1], action[2]
            rate = self.game.rules.bank_rate(self.game, seat, give) if hasattr(self.game.rules, "bank_rate") else 4
            return [i, "MARITIME_TRADE", [RES[give]] * rate + [None] * (4 - rate) + [RES[get]]]
        if kind == "discard":
            return [i, "DISCARD", None]
        return None

    def both(self, seat: int, options: list[list[Any]]) -> list[tuple]:
        """Our legal actions for ``seat`` that catanatron also allows now."""
        cat = {json.dumps(a) for a in options}
        robber_hexes = {tuple(a[2][0]) for a in options if a[1] == "MOVE_ROBBER"}
        victims = {a[2][1] for a in options if a[1] == "MOVE_ROBBER" and self.robber_hex is not None
                   and tuple(a[2][0]) == tuple(cube(*topo.HEX_COORDS[self.robber_hex]))}  # fmt: skip
        out = []
        for action in engine.legal_actions(self.game, seat):
            kind = action[0]
            if kind == "robber":
                if tuple(cube(*topo.HEX_COORDS[action[1]])) in robber_hexes:
                    out.append(action)
            elif kind == "steal":
                # catanatron offers no steal from an empty hand ("move without stealing"); ours may
                # insist on a victim, who then gives nothing.
                empty = not sum(self.game.hands[action[1]])
                if self.index[action[1]] in victims or (empty and None in victims):
                    out.append(action)
            elif kind == "skip_steal":
                if None in victims:
                    out.append(action)
            elif kind == "discard":
                out.append(action)
            else:
                form = self.intent(seat, action)
                if form is not None and json.dumps(form) in cat:
                    out.append(action)
        return out

    # --- one step -------------------------------------------------------------------------------------

    def step(self) -> bool:
        """Play one decision; False when the game is over."""
        game = self.game
        if game.phase == "over":
            return False
        opts = self.worker.ask(cmd="options")
        seat = self.order[opts["player"]]
        if game.step == "discard":
            if not game.discard_owed[seat] or game.discard_choice[seat] is not None:
                raise Diverged(f"catanatron asks seat {seat} to discard, our engine does not")
        elif engine.must_act(game)[0] != seat:
            raise Diverged(f"turn: catanatron waits for seat {seat}, ours for {engine.must_act(game)}")
        legal = self.both(seat, opts["actions"])
        if not legal:
            raise Diverged(f"no action legal in both engines at step {game.step} (catanatron {opts['prompt']})")
        who = self.seats[seat]
        start, cpu = time.perf_counter(), time.process_time()
        if who.startswith("cat:"):
            action = self._catanatron_choice(seat, opts["actions"], legal)
        else:
            action = self._our_choice(seat, legal)
            self.cpu.setdefault(who, []).append(time.process_time() - cpu)
        self.times.setdefault(who, []).append(time.perf_counter() - start)
        self._apply(seat, action)
        self.steps += 1
        return game.phase != "over"

    def _our_choice(self, seat: int, legal: list[tuple]) -> tuple:
        view = engine.player_view(self.game, seat)
        allowed = set(legal)
        view["you"]["legal_actions"] = [a for a in view["you"]["legal_actions"] if _tuple(a) in allowed]
        view["you"]["can_propose_trade"] = False  # catanatron has no domestic trades
        who = self.seats[seat]
        rng = random.Random(self.rng.getrandbits(64))
        if who == "sparring":
            action = sparring.decide(view, rng)
        else:
            # Without a deadline ``hard`` searches its fixed budget: the figures do not depend on the load.
            deadline = None if self.deadline_ms is None else time.perf_counter() + self.deadline_ms / 1000
            stats: dict[str, Any] = {}
            action = decide(view, rng, strength=who, deadline=deadline, clock=time.perf_counter, stats=stats)
            if stats.get("searched"):
                self.searched[0] += 1
                self.searched[1] += bool(stats.get("overrode"))
                self.searched[2] += bool(stats.get("timed_out"))
                self.searched[3] += int(stats.get("moves", 0))
                if stats.get("overrode"):
                    gains = stats.get("gains") or [(None,)]
                    self.overrides.append([self.game.turn, self.game.step, gains[0][0], action])
        if action not in allowed:
            raise Diverged(f"our player chose {action}, not legal in both engines")
        return action

    def _catanatron_choice(self, seat: int, options: list[list[Any]], legal: list[tuple]) -> tuple:
        game = self.game
        if game.step == "discard" and self.players_discard:
            answer = self._ask_decide(seat, [[self.index[seat], "DISCARD", None]])
            counts = [0] * 5
            for card in answer[2]:
                counts[RES.index(card)] += 1
            return ("discard", tuple(counts))
        if game.step == "discard":
            hand = [r for r in range(5) for _ in range(game.hands[seat][r])]
            k = game.discard_owed[seat]
            counts = [0] * 5
            for r in self.rng.sample(hand, k):
                counts[r] += 1
            return ("discard", tuple(counts))
        allowed_hexes = {tuple(cube(*topo.HEX_COORDS[a[1]])) for a in legal if a[0] == "robber"}
        forms = {json.dumps(self.intent(seat, a)) for a in legal if a[0] not in ("robber", "steal", "skip_steal")}
        allowed = [a for a in options if json.dumps(a) in forms or
                   (a[1] == "MOVE_ROBBER" and tuple(a[2][0]) in allowed_hexes)]  # fmt: skip
        return self._ours(seat, self._ask_decide(seat, allowed))

    def _ask_decide(self, seat: int, allowed: list[list[Any]]) -> list[Any]:
        answer = self.worker.ask(cmd="decide", allowed=allowed)
        if "cpu" in answer:
            self.cpu.setdefault(self.seats[seat], []).append(answer["cpu"])
            self.cat_capped += answer["cpu"] >= 20
        return answer["action"]

    def _ours(self, seat: int, cat: list[Any]) -> tuple:
        """Our action for a catanatron choice (the robber's victim is kept for the steal step)."""
        kind, value = cat[1], cat[2]
        if kind == "MOVE_ROBBER":
            self._victim = value[1]
            return ("robber", self.hex_of[tuple(value[0])])
        simple = {"ROLL": ("roll",), "END_TURN": ("end_turn",), "BUY_DEVELOPMENT_CARD": ("buy_dev",),
                  "PLAY_KNIGHT_CARD": ("knight",), "PLAY_ROAD_BUILDING": ("road_building",)}  # fmt: skip
        if kind in simple:
            return simple[kind]
        if kind == "BUILD_SETTLEMENT":
            return ("settlement", self.vertex_of[value])
        if kind == "BUILD_CITY":
            return ("city", self.vertex_of[value])
        if kind == "BUILD_ROAD":
            return ("road", self.edge_of[tuple(sorted(value))])
        if kind == "PLAY_MONOPOLY":
            return ("monopoly", RES.index(value))
        if kind == "PLAY_YEAR_OF_PLENTY":
            return ("year_of_plenty", tuple(sorted(RES.index(r) for r in value)))
        if kind == "MARITIME_TRADE":
            return ("bank_trade", RES.index(value[0]), RES.index(value[4]))
        raise Diverged(f"catanatron chose {cat}, which has no counterpart here")

    def _apply(self, seat: int, action: tuple) -> None:
        game = self.game
        i = self.index[seat]
        before_hand = list(game.hands[seat])
        before_all = [sum(h) for h in game.hands]
        before_dev = list(game.dev[seat])
        cat_choice = self.seats[seat].startswith("cat:")
        setup = game.phase == "setup"
        engine.apply_action(game, seat, action)
        kind = action[0]
        self.moves[seat][kind] = self.moves[seat].get(kind, 0) + 1
        if kind not in ("roll", "end_turn", "discard", "steal", "skip_steal"):
            self.timeline[seat].append([game.turn, *action])
        if kind == "settlement" and setup:
            numbers = [game.board.numbers[h] for h in topo.VERTEX_HEXES[action[1]]]
            self.setup_pips[seat].append(sum(6 - abs(7 - n) for n in numbers if n))
        if kind == "robber":
            self.robber_hex = action[1]
            victim = getattr(self, "_victim", None) if cat_choice else None
            if game.step == "steal":
                if cat_choice:
                    follow = ("steal", self.order[victim]) if victim is not None else None
                    if follow is None or follow not in engine.legal_actions(game, seat):
                        follow = next(a for a in engine.legal_actions(game, seat) if a[0] in ("skip_steal", "steal"))
                    self._apply(seat, follow)
                return  # our player chooses the victim next
            self._forward_robber(i, before_hand, before_all)
            return
        if kind in ("steal", "skip_steal"):
            self._forward_robber(i, before_hand, before_all)
            return
        form = self.intent(seat, action)
        if form is None:
            raise Diverged(f"{action} has no catanatron form")
        if kind == "roll":
            form[2] = list(game.dice)
        elif kind == "buy_dev":
            got = [a - b for a, b in zip(game.dev[seat], before_dev, strict=True)]
            form[2] = DEV[got.index(1)]
        elif kind == "discard":
            form[2] = [RES[r] for r in range(5) for _ in range(action[1][r])]
        self._send(form)

    def _forward_robber(self, i: int, before_hand: list[int], before_all: list[int]) -> None:
        """catanatron's one robber action: the hex, the victim and the card our engine drew."""
        assert self.robber_hex is not None
        game = self.game
        seat = self.order[i]
        stolen = [a - b for a, b in zip(game.hands[seat], before_hand, strict=True)]
        card = RES[stolen.index(1)] if 1 in stolen else None
        losers = [p for p in range(game.n) if sum(game.hands[p]) < before_all[p]]
        victim = self.index[losers[0]] if card is not None and losers else None
        if victim is not None:
            self.steals[seat][losers[0]] += 1
        self._victim = None
        self.robber_hex = None
        self._send([i, "MOVE_ROBBER", [cube(*topo.HEX_COORDS[game.robber]), victim, card]])

    def _send(self, form: list[Any]) -> None:
        self.last = form
        state = self.worker.ask(cmd="apply", action=form)["state"]
        if form[1] == "ROLL":
            state = self._shortage_exception(state)
        self.cat_winner = state["winner"]
        if self.game.step != "discard" and self.robber_hex is None:
            self.check(state)

    def _shortage_exception(self, cat: dict[str, Any]) -> dict[str, Any]:
        """BASE-PROD-4 (5th edition): when the bank is short of a resource and only one player is owed
        it, that player gets what is left; catanatron pays nobody. Our engine decides; catanatron's
        bank pays the same cards (counted in ``shortage_grants``)."""
        game = self.game
        extra = []
        for i, seat in enumerate(self.order):
            for r in range(5):
                more = game.hands[seat][r] - cat["seats"][i]["hand"][RES[r]]
                if more:
                    extra.append((i, r, more))
        if len(extra) == 1 and extra[0][2] > 0:
            i, r, more = extra[0]
            self.shortage_grants += 1
            return self.worker.ask(cmd="grant", player=i, resource=RES[r], count=more)["state"]
        return cat

    # --- the state check ----------------------------------------------------------------------------

    def check(self, cat: dict[str, Any]) -> None:
        game = self.game
        for i, seat in enumerate(self.order):
            mine = cat["seats"][i]
            ours = {
                "hand": {RES[r]: game.hands[seat][r] for r in range(5)},
                "dev": {DEV[d]: game.dev[seat][d] for d in range(5)},
                "vp": game.victory_points(seat),
                "settlements": sorted(self.node[v] for v in range(topo.N_VERTEX)
                                      if game.owner[v] == seat and game.building[v] == SETTLEMENT),
                "cities": sorted(self.node[v] for v in range(topo.N_VERTEX)
                                 if game.owner[v] == seat and game.building[v] == CITY),
                "roads": sorted(sorted(self.node[v] for v in topo.EDGE_VERTICES[e])
                                for e in range(topo.N_EDGE) if game.roads[e] == seat),
                "knights": game.knights[seat],
                "longest_road": game.lr_holder == seat,
                "largest_army": game.la_holder == seat,
            }  # fmt: skip
            if ours["longest_road"] != mine["longest_road"]:
                # catanatron counts a road that ends at another player's building shorter than the rules
                # (BASE-LR: only a building *between* two roads breaks it): the card's two points are
                # set aside from the comparison, everything else is still checked.
                self.road_disputes.add(seat)
                ours["vp"] += 2 * (int(mine["longest_road"]) - int(ours["longest_road"]))
                ours["longest_road"] = mine["longest_road"]
            for key, value in ours.items():
                if value != mine[key]:
                    raise Diverged(
                        f"seat {seat} {key}: ours {value}, catanatron {mine[key]} after {self.last} "
                        f"(road lengths by seat ours {game.road_len[: game.n]}, catanatron "
                        f"{[cat['seats'][self.index[p]]['road_length'] for p in range(game.n)]}; longest road ours "
                        f"{game.lr_holder}, catanatron {[p for p in range(game.n) if cat['seats'][self.index[p]]['longest_road']]})"
                    )
        if cat["robber"] != cube(*topo.HEX_COORDS[game.robber]):
            raise Diverged("robber on different hexes")


def _tuple(a: Any) -> tuple:
    return tuple(tuple(x) if isinstance(x, list) else x for x in a)


def play(worker: Worker, seed: int, seats: list[str], max_steps: int, deadline_ms: float | None = None) -> Bridge:
    bridge = Bridge(worker, seed, seats, deadline_ms)
    try:
        while bridge.steps < max_steps and bridge.step():
            pass
    except (Diverged, IllegalAction) as exc:
        bridge.diverged = f"step {bridge.steps} ({bridge.game.step}): {exc}"
    return bridge


_WORKER: Worker | None = None


def _start_worker(python: str) -> None:
    """A pool process's own catanatron subprocess, kept for all its games. The parent stops the pool
    (SIGTERM, which must end it); the subprocess then reads the end of its input and exits."""
    global _WORKER
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER = Worker(python)


def play_one(job: tuple[int, str, str, int, int, float | None]) -> dict[str, Any]:
    """Game ``g`` of one hero (in a pool process): the figures the tallies need."""
    g, hero, rest, players, max_steps, deadline_ms = job
    assert _WORKER is not None
    seats = [rest] * players
    hero_seat = g % players
    seats[hero_seat] = hero
    bridge = play(_WORKER, 200_000 + g, seats, max_steps, deadline_ms)
    cat_winner = None if bridge.cat_winner is None else bridge.order[bridge.cat_winner]
    return {
        "game": g, "hero": hero, "diverged": bridge.diverged, "won": bridge.game.winner == hero_seat,
        "winner": bridge.game.winner, "other_verdict": cat_winner != bridge.game.winner, "turns": bridge.game.turn,
        "grants": bridge.shortage_grants, "disputed": bool(bridge.road_disputes), "times": bridge.times,
        "cpu": bridge.cpu, "searched": bridge.searched, "capped": bridge.cat_capped,
        "log": _game_log(bridge, g, hero, hero_seat),
    }  # fmt: skip


def _game_log(bridge: Bridge, g: int, hero: str, hero_seat: int) -> dict[str, Any]:
    """What ``--log`` keeps of a game: how each seat got (or missed) its points."""
    game = bridge.game
    seats = []
    for p in range(game.n):
        seats.append({
            "who": bridge.seats[p], "vp": game.victory_points(p), "settlements": game.settlements[p],
            "cities": game.cities[p], "roads": sum(1 for e in range(topo.N_EDGE) if game.roads[e] == p),
            "knights": game.knights[p], "dev_in_hand": list(game.dev[p]), "longest_road": game.lr_holder == p,
            "largest_army": game.la_holder == p, "setup_pips": bridge.setup_pips[p], "moves": bridge.moves[p],
            "stole_from": bridge.steals[p], "timeline": bridge.timeline[p],
        })  # fmt: skip
    return {"game": g, "hero": hero, "hero_seat": hero_seat, "winner": game.winner, "turns": game.turn,
            "diverged": bridge.diverged, "seats": seats, "overrides": bridge.overrides}  # fmt: skip


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _ms(ts: list[float], q: float) -> float:
    return ts[min(len(ts) - 1, int(q * len(ts)))] * 1000


def report(hero: str, rest: str, players: int, results: list[dict[str, Any]]) -> None:
    """The tallies of one hero over its games (diverged games counted apart)."""
    played = [r for r in results if not r["diverged"]]
    done, wins = len(played), sum(r["won"] for r in played)
    lo, hi = wilson(wins, done)
    turns = sorted(r["turns"] for r in played)
    print(
        f"{hero} vs {players - 1}x {rest}: {done} games checked in lockstep, {hero} won {wins} = "
        f"{wins / max(1, done):.1%} (95% CI {lo:.1%}-{hi:.1%}; fair share {1 / players:.0%}), "
        f"diverged {len(results) - done}, no winner {sum(r['winner'] < 0 for r in played)}, "
        f"median {turns[len(turns) // 2] if turns else 0} turns; shortage grants {sum(r['grants'] for r in results)}, "
        f"catanatron named another winner {sum(r['other_verdict'] for r in played)} times, games with a "
        f"longest-road dispute {sum(r['disputed'] for r in results)}"
    )
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for r in results:
        for who, ts in r["times"].items():
            times.setdefault(who, []).extend(ts)
        for who, ts in r["cpu"].items():
            cpu.setdefault(who, []).extend(ts)
    for who, ts in sorted(times.items()):
        ts.sort()
        line = f"    {who:24s} decisions {len(ts):7d}: median {_ms(ts, 0.5):7.2f} ms, p99 {_ms(ts, 0.99):7.1f} ms, max {ts[-1] * 1000:7.1f} ms"
        cs = sorted(cpu.get(who, ()))
        if cs:
            line += f"; CPU median {_ms(cs, 0.5):.2f} ms, p99 {_ms(cs, 0.99):.1f} ms, max {cs[-1] * 1000:.1f} ms"
        print(line)
    searched = [sum(r["searched"][k] for r in results) for k in range(4)]
    if searched[0]:
        print(f"    {hero} searched {searched[0]} decisions, replaced normal's choice in {searched[1]} "
              f"({searched[1] / searched[0]:.1%}), the deadline cut {searched[2]}, {searched[3] / searched[0]:.0f} "
              "simulated moves per search")  # fmt: skip
    capped = sum(r["capped"] for r in results)
    if capped:
        print(f"    {capped} catanatron decisions reached AlphaBeta's own 20 s search limit (CPU time here)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hero", default="normal", help="our player: easy, normal, hard or sparring")
    parser.add_argument("--opponent", default="VictoryPointPlayer",
                        help="RandomPlayer, WeightedRandomPlayer, VictoryPointPlayer or (catanatron's repository, "
                             "3.3.0) AlphaBetaPlayer, ValueFunctionPlayer, AlphaBetaPlayer1 (depth 1) or "
                             "AlphaBetaPruned (depth 2 with catanatron's action pruning, a cheaper screen)")  # fmt: skip
    parser.add_argument("--reverse", action="store_true", help="one catanatron player against three of ours")
    parser.add_argument("--compare", default="",
                        help="more heroes (comma-separated, e.g. normal) against the same pool on the same seeds, "
                             "interleaved game by game")  # fmt: skip
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-game", type=int, default=0, help="index of the first game (its seed and seats)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--progress", type=int, default=10)
    parser.add_argument("--max-steps", type=int, default=4000)
    parser.add_argument("--jobs", type=int, default=1, help="pool processes, each with its own catanatron worker")
    parser.add_argument("--deadline-ms", type=float, default=None,
                        help="hard's deadline per decision; without it hard searches its fixed budget "
                             "(figures independent of the load)")  # fmt: skip
    parser.add_argument("--stop-after", type=float, default=None, help="seconds; then print the games played")
    parser.add_argument("--log", default=None, help="a file for one JSON line per game (points, moves, set-up pips)")
    parser.add_argument("--python", default="/work/venv-catanatron/bin/python", help="the catanatron venv's python")
    opts = parser.parse_args()
    # SIGTERM (a background job ignores SIGINT) stops the run with the figures of the games played.
    signal.signal(signal.SIGTERM, _interrupt)
    theirs = "cat:" + opts.opponent
    ours = [opts.hero] + [h for h in opts.compare.split(",") if h]
    if opts.reverse:
        heroes, rest = [theirs], ours[0]
    else:
        heroes, rest = ours, theirs
    budget = "fixed budget, no deadline" if opts.deadline_ms is None else f"{opts.deadline_ms:.0f} ms deadline"
    print(f"bench/catanatron_match.py: 1 {' / '.join(heroes)} vs {opts.players - 1} {rest}, games "
          f"{opts.first_game}-{opts.first_game + opts.games - 1}, lockstep checked; hard: {budget}")  # fmt: skip
    jobs = [(g, hero, rest, opts.players, opts.max_steps, opts.deadline_ms)
            for g in range(opts.first_game, opts.first_game + opts.games) for hero in heroes]  # fmt: skip
    results: dict[str, list[dict[str, Any]]] = {hero: [] for hero in heroes}
    start = time.perf_counter()
    stop = None if opts.stop_after is None else start + opts.stop_after
    pool = multiprocessing.Pool(opts.jobs, initializer=_start_worker, initargs=(opts.python,))
    try:
        for r in pool.imap_unordered(play_one, jobs):
            results[r["hero"]].append(r)
            if opts.log:
                with open(opts.log, "a") as log:
                    log.write(json.dumps(r["log"]) + "\n")
            if r["diverged"]:
                print(f"    game {r['game']} ({r['hero']}): diverged at {r['diverged']}")
            mine = [x for x in results[r["hero"]] if not x["diverged"]]
            if opts.progress and not r["diverged"] and len(mine) % opts.progress == 0:
                cells = []
                for hero, rs in results.items():
                    ok = [x for x in rs if not x["diverged"]]
                    wins = sum(x["won"] for x in ok)
                    lo, hi = wilson(wins, len(ok))
                    cells.append(f"{hero} won {wins}/{len(ok)} = {wins / max(1, len(ok)):.1%} ({lo:.1%}-{hi:.1%})")
                print(f"    ... {time.perf_counter() - start:.0f} s: " + "  |  ".join(cells), flush=True)
            if stop is not None and time.perf_counter() > stop:
                print("    --stop-after reached: the figures below cover the games played")
                break
    except KeyboardInterrupt:
        print("    interrupted: the figures below cover the games played")
    finally:
        pool.terminate()
        pool.join()
    print(f"{time.perf_counter() - start:.0f} s")
    for hero in heroes:
        played = sorted(r["game"] for r in results[hero])
        if len(heroes) > 1:
            common = set.intersection(*({r["game"] for r in results[h]} for h in heroes))
            print(f"games played by {hero}: {len(played)} ({len(common)} seeds played by every hero)")
        report(hero, rest, opts.players, results[hero])


if __name__ == "__main__":
    main()
