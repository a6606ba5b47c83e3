"""The catanatron side of ``bench/catanatron_match.py``: one catanatron game, driven over JSON lines.

Run by ``bench/catanatron_match.py`` with the Python of a separate virtual environment that holds
``catanatron==3.2.1`` (``bench/requirements-catanatron.txt``) or catanatron 3.3.0 installed from its
repository, whose ``AlphaBetaPlayer`` the PyPI wheel lacks (GPL-licensed, never installed with the
product and never imported by it). This file only *calls* catanatron's public classes; it holds none
of its code. Both versions speak the same protocol here; 3.3.0 keeps the playable actions on the
game, takes chance outcomes as an ``ActionRecord``, lets players choose their discards one card at a
time and moves the robber with a (hex, victim) pair; the adapters below hide that. It reads one JSON
request per line on stdin and writes one JSON answer per line:

* ``{"cmd": "init", "seed", "players", "land", "water"}``: a game on the given island (cube
  coordinates ``[x, y, z]``; land ``[x, y, z, resource or null, number or null]``; water
  ``[x, y, z, port, corners]`` with port ``null`` (none), ``"3:1"`` or a resource, and the two corners
  of the sea tile it serves, e.g. ``["SOUTH", "SOUTHWEST"]``),
  players in turn order (class names). Answers the node ids of every tile corner and whether the
  players choose their own discards (3.3.0; 3.2.1 discards at random).
* ``{"cmd": "options"}``: the current player's index and its playable actions (a discard is one
  ``[i, "DISCARD", null]`` in both versions).
* ``{"cmd": "decide", "allowed": [...]}``: the current player's choice among the playable actions
  whose JSON form is in ``allowed`` (the actions legal in both engines); answers the action and the
  decision's CPU and wall time. The player decides on a copy of the game whose playable actions are
  the allowed ones, so a player that searches from the game's own list (AlphaBeta) keeps to them. At a
  discard (3.3.0) the player picks card after card on a copy; the answer is the whole discard.
* ``{"cmd": "apply", "action": [...]}``: applies a fully specified action (dice, card drawn, card
  stolen, cards discarded given), after checking its intent is playable; answers the state summary.
* ``{"cmd": "grant", "player", "resource", "count"}``: the bank pays a player (the 5th edition's
  shortage exception, which catanatron lacks); answers the state summary.

Actions travel as ``[player index, action type, value]`` with tuples as lists and colours as indices.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from catanatron.game import Game
from catanatron.models.enums import Action, ActionType
from catanatron.models.map import (
    BASE_MAP_TEMPLATE,
    PORT_DIRECTION_TO_NODEREFS,
    CatanMap,
    LandTile,
    NodeRef,
    Port,
    Water,
    get_nodes_and_edges,
)
from catanatron.models.player import Color, RandomPlayer
from catanatron.players.search import VictoryPointPlayer
from catanatron.players.weighted_random import WeightedRandomPlayer

PLAYERS: dict[str, Any] = {"RandomPlayer": RandomPlayer, "WeightedRandomPlayer": WeightedRandomPlayer,
                           "VictoryPointPlayer": VictoryPointPlayer}  # fmt: skip
try:  # in catanatron's repository (3.3.0), not in the PyPI wheel (3.2.1)
    from types import SimpleNamespace

    from catanatron.players import minimax
    from catanatron.players.minimax import AlphaBetaPlayer

    PLAYERS["AlphaBetaPlayer"] = AlphaBetaPlayer  # catanatron's defaults: depth 2, no action pruning
    from catanatron.players.value import ValueFunctionPlayer

    PLAYERS["ValueFunctionPlayer"] = ValueFunctionPlayer  # AlphaBeta's value function, one ply, no search
    # A cheaper screen for trying ideas: AlphaBeta searching one ply deep (catanatron's own "AB:1").
    PLAYERS["AlphaBetaPlayer1"] = lambda color: AlphaBetaPlayer(color, depth=1)
    PLAYERS["AlphaBetaPruned"] = lambda color: AlphaBetaPlayer(color, prunning=True)  # depth 2, fewer actions
    # AlphaBeta stops a search after 20 s on the wall clock; on a loaded machine that would make its
    # play depend on the load. Its clock here is this process's CPU time: the same on an idle machine.
    minimax.time = SimpleNamespace(time=time.process_time)  # type: ignore[assignment]
except ImportError:
    pass
# 3.3.0: discards card by card, chance outcomes as ActionRecord, playable actions on the game.
PER_CARD_DISCARDS = hasattr(ActionType, "DISCARD_RESOURCE")
if PER_CARD_DISCARDS:
    from catanatron.models.enums import ActionRecord
COLORS = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE]
RESOURCES = ["WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"]
DEV = ["KNIGHT", "YEAR_OF_PLENTY", "MONOPOLY", "ROAD_BUILDING", "VICTORY_POINT"]


class Session:
    def __init__(self) -> None:
        self.game: Game | None = None

    # --- actions <-> JSON ------------------------------------------------------------------------

    def to_json(self, action: Action) -> list[Any]:
        state = self.game.state
        value = action.value
        if action.action_type == ActionType.MOVE_ROBBER:
            coord, color, *card = value  # 3.3.0: (hex, victim); 3.2.1: (hex, victim, card)
            value = [list(coord), None if color is None else state.color_to_index[color], card[0] if card else None]
        elif action.action_type.value == "DISCARD_RESOURCE":  # 3.3.0: one card; here a whole discard
            return [state.color_to_index[action.color], "DISCARD", None]
        elif action.action_type == ActionType.BUILD_ROAD:
            value = sorted(value)
        elif isinstance(value, tuple | list):
            value = list(value)
        return [state.color_to_index[action.color], action.action_type.value, value]

    def from_json(self, data: list[Any]) -> Action:
        state = self.game.state
        index, kind, value = data
        action_type = ActionType(kind)
        if action_type == ActionType.MOVE_ROBBER:
            coord, color, card = value
            value = (tuple(coord), None if color is None else state.colors[color], card)
        elif action_type == ActionType.BUILD_ROAD:
            value = tuple(value)
        elif action_type in (ActionType.ROLL, ActionType.PLAY_YEAR_OF_PLENTY, ActionType.MARITIME_TRADE):
            value = None if value is None else tuple(value)
        return Action(state.colors[index], action_type, value)

    def playable(self) -> list[Action]:
        return self.game.playable_actions if PER_CARD_DISCARDS else self.game.state.playable_actions

    def execute(self, data: list[Any]) -> None:
        """Apply a fully specified action (3.3.0 takes the chance outcome as an ActionRecord)."""
        if not PER_CARD_DISCARDS:
            self.game.execute(self.from_json(data), validate_action=False)
            return
        state = self.game.state
        index, kind, value = data
        color = state.colors[index]
        if kind == "DISCARD":
            for card in value:
                self.game.execute(Action(color, ActionType.DISCARD_RESOURCE, card), validate_action=False)
            return
        result = None
        if kind == "ROLL":
            action, result = Action(color, ActionType.ROLL, None), tuple(value)
        elif kind == "BUY_DEVELOPMENT_CARD":
            action, result = Action(color, ActionType.BUY_DEVELOPMENT_CARD, None), value
        elif kind == "MOVE_ROBBER":
            coord, victim, result = value
            action = Action(
                color, ActionType.MOVE_ROBBER, (tuple(coord), None if victim is None else state.colors[victim])
            )
        else:
            action = self.from_json(data)
        record = None if result is None else ActionRecord(action=action, result=result)
        self.game.execute(action, validate_action=False, action_record=record)

    def intent(self, data: list[Any]) -> str:
        """The JSON of an action without its chance outcome (what the playable list holds)."""
        index, kind, value = data
        if kind in ("ROLL", "BUY_DEVELOPMENT_CARD", "DISCARD"):
            value = None
        elif kind == "MOVE_ROBBER":
            value = [value[0], value[1], None]
        elif kind == "BUILD_ROAD":
            value = sorted(value)
        return json.dumps([index, kind, value])

    # --- commands ----------------------------------------------------------------------------------

    def init(self, req: dict[str, Any]) -> dict[str, Any]:
        random.seed(req["seed"])
        # catanatron's board keeps one static graph of the standard island's node ids, so the tiles are
        # laid in its template's order (same ids) with our terrain, numbers and harbours on them.
        land = {tuple(t[:3]): t[3:] for t in req["land"]}
        harbors = {tuple(t[:3]): (t[3], {NodeRef(c) for c in t[4]}) for t in req["water"]}
        tiles: dict[tuple[int, int, int], Any] = {}
        autoinc = 0
        land_id = port_id = 0
        for coord, kind in BASE_MAP_TEMPLATE.topology.items():
            nodes, edges, autoinc = get_nodes_and_edges(tiles, coord, autoinc)
            if kind == LandTile:
                resource, number = land.pop(coord)
                tiles[coord] = LandTile(land_id, resource, number, nodes, edges)
                land_id += 1
            elif kind == Water:
                tiles[coord] = Water(nodes, edges)
            else:
                direction = kind[1]
                port, corners = harbors.pop(coord, (None, None))
                if port is None or set(PORT_DIRECTION_TO_NODEREFS[direction]) != corners:
                    raise ValueError(f"harbour layouts differ at {coord}")
                resource = None if port == "3:1" else port
                tiles[coord] = Port(port_id, resource, direction, nodes, edges)
                port_id += 1
        if land or harbors:
            raise ValueError(f"tiles left over: land {sorted(land)}, harbours {sorted(harbors)}")
        catan_map = CatanMap.from_tiles(tiles)
        players = [PLAYERS[name](COLORS[i]) for i, name in enumerate(req["players"])]
        self.game = Game(players, seed=req["seed"], catan_map=catan_map, vps_to_win=req.get("vps", 10))
        state = self.game.state
        # Turn order as given (catanatron shuffles it): before any action, nothing depends on it yet.
        state.players = players
        state.colors = tuple(p.color for p in players)
        state.color_to_index = {c: i for i, c in enumerate(state.colors)}
        from catanatron.models.actions import generate_playable_actions

        if PER_CARD_DISCARDS:
            self.game.playable_actions = generate_playable_actions(state)
        else:
            state.playable_actions = generate_playable_actions(state)
        robber = state.board.robber_coordinate
        nodes = {
            ",".join(map(str, c)): {ref.value: nid for ref, nid in t.nodes.items()}
            for c, t in tiles.items()
            if isinstance(t, LandTile)
        }
        return {"nodes": nodes, "robber": list(robber), "players_discard": PER_CARD_DISCARDS}

    def options(self) -> dict[str, Any]:
        state = self.game.state
        return {
            "player": state.current_player_index,
            "prompt": state.current_prompt.value,
            "actions": list({json.dumps(self.to_json(a)): self.to_json(a) for a in self.playable()}.values()),
        }

    def decide(self, req: dict[str, Any]) -> dict[str, Any]:
        state = self.game.state
        allowed = {json.dumps(a) for a in req["allowed"]}
        # In a fixed order: catanatron lists some actions from sets holding None (a 3:1 harbour), whose
        # hash under Python 3.11 is its address, so the listed order changes from process to process.
        actions = sorted((a for a in self.playable() if json.dumps(self.to_json(a)) in allowed),
                         key=lambda a: json.dumps(self.to_json(a)))  # fmt: skip
        if not actions:
            return {"error": "no allowed action"}
        player = state.players[state.current_player_index]
        start, cpu = time.perf_counter(), time.process_time()
        if PER_CARD_DISCARDS and actions[0].action_type == ActionType.DISCARD_RESOURCE:
            choice = self._discard(player)
        else:
            game = self.game.copy()
            if PER_CARD_DISCARDS:
                game.playable_actions = actions
            else:
                game.state.playable_actions = actions
            choice = self.to_json(player.decide(game, actions))
        return {"action": choice, "cpu": time.process_time() - cpu, "wall": time.perf_counter() - start}

    def _discard(self, player: Any) -> list[Any]:
        """3.3.0: the player's own discard, card after card, played out on a copy of the game."""
        game = self.game.copy()
        index = game.state.current_player_index
        cards = []
        while game.state.current_player_index == index and game.playable_actions and \
                game.playable_actions[0].action_type == ActionType.DISCARD_RESOURCE:  # fmt: skip
            action = player.decide(game, game.playable_actions)
            cards.append(action.value)
            game.execute(action, validate_action=False)
        return [index, "DISCARD", cards]

    def apply(self, req: dict[str, Any]) -> dict[str, Any]:
        state = self.game.state
        data = req["action"]
        playable = {self.intent(self.to_json(a)) for a in self.playable()}
        if self.intent(data) not in playable:
            return {"error": f"not playable in catanatron: {data} (prompt {state.current_prompt.value})"}
        self.execute(data)
        return {"state": self.summary()}

    def grant(self, req: dict[str, Any]) -> dict[str, Any]:
        """Pay ``count`` cards of ``resource`` from the bank to a player: the 5th edition's exception
        to a bank shortage (one player owed: they get what is left), which catanatron does not have."""
        state = self.game.state
        key = f"P{req['player']}_{req['resource']}_IN_HAND"
        r = RESOURCES.index(req["resource"])
        if state.resource_freqdeck[r] < req["count"]:
            return {"error": "the bank cannot pay that"}
        state.resource_freqdeck[r] -= req["count"]
        state.player_state[key] += req["count"]
        return {"state": self.summary()}

    def summary(self) -> dict[str, Any]:
        state = self.game.state
        ps = state.player_state
        seats = []
        for i, color in enumerate(state.colors):
            key = f"P{i}"
            buildings = state.buildings_by_color[color]
            seats.append({
                "hand": {r: ps[f"{key}_{r}_IN_HAND"] for r in RESOURCES},
                "dev": {d: ps[f"{key}_{d}_IN_HAND"] for d in DEV},
                "vp": ps[f"{key}_ACTUAL_VICTORY_POINTS"],
                "settlements": sorted(buildings["SETTLEMENT"]),
                "cities": sorted(buildings["CITY"]),
                "roads": sorted(sorted(e) for e, c in state.board.roads.items() if c == color and e[0] < e[1]),
                "knights": ps[f"{key}_PLAYED_KNIGHT"],
                "longest_road": ps[f"{key}_HAS_ROAD"],
                "largest_army": ps[f"{key}_HAS_ARMY"],
                "road_length": ps[f"{key}_LONGEST_ROAD_LENGTH"],
            })  # fmt: skip
        winner = self.game.winning_color()
        return {
            "seats": seats,
            "robber": list(state.board.robber_coordinate),
            "player": state.current_player_index,
            "prompt": state.current_prompt.value,
            "winner": None if winner is None else state.color_to_index[winner],
        }


def main() -> None:
    session = Session()
    for line in sys.stdin:
        req = json.loads(line)
        cmd = req["cmd"]
        try:
            if cmd == "init":
                out = session.init(req)
            elif cmd == "options":
                out = session.options()
            elif cmd == "decide":
                out = session.decide(req)
            elif cmd == "apply":
                out = session.apply(req)
            elif cmd == "grant":
                out = session.grant(req)
            else:
                out = {"error": f"unknown command {cmd!r}"}
        except Exception as exc:  # the driver reports it and stops the game
            out = {"error": f"{type(exc).__name__}: {exc}"}
        try:
            sys.stdout.write(json.dumps(out) + "\n")
            sys.stdout.flush()
        except BrokenPipeError:  # the driver was stopped mid-game (--stop-after, SIGTERM): nothing to say
            return


if __name__ == "__main__":
    main()
