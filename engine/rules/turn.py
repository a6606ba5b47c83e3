"""Rolling, ending the turn and winning (BASE-TURN-*, BASE-WIN-*)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.rules.production import produce
from engine.rules.robber import start_seven
from engine.rules.trade import close_all, end_of_turn
from engine.state import GAME_OVER, MAIN, PHASE_OVER, PHASE_PLAY, PRE_ROLL

if TYPE_CHECKING:
    from engine.rulesets import Rules
    from engine.state import GameState


def roll(state: GameState, seat: int) -> None:
    state.dice = dice = state.rng.dice()
    d1, d2 = dice
    state.rolled = True
    total = d1 + d2
    state.emit({"type": "rolled", "seat": seat, "dice": [d1, d2], "total": total})
    if total == 7:
        start_seven(state)
    else:
        produce(state, total)
        state.step = MAIN


def end_turn(state: GameState, seat: int) -> None:
    """BASE-TURN-6: the dice pass clockwise; open offers expire."""
    if state.offers or any(state.offers_made):  # most turns open no offer: nothing to close or reset
        end_of_turn(state)
    state.dev_new = [0, 0, 0, 0, 0]
    state.dev_played = state.rolled = state.trade_closed = False
    state.active = active = (seat + 1) % state.n
    state.turn = turn = state.turn + 1
    state.step = PRE_ROLL
    state.events.append({"type": "turn_started", "seat": active, "turn": turn})


def bind_victory_points(rules: Rules) -> Callable[[GameState, int], int]:
    """All VP of a seat including hidden VP cards (BASE-WIN-1), with the rule sets' ``vp_bonus`` (built once
    per combination: the bonuses held by the function, not looked up at every win check)."""
    bonuses = rules.vp_bonus  # e.g. CK-VP-1: metropolises, merchant, Defender, VP cards

    def victory_points(state: GameState, seat: int) -> int:
        vp = state.settlements[seat] + 2 * state.cities[seat] + state.dev[seat][4]
        if state.lr_holder == seat:
            vp += 2
        if state.la_holder == seat:
            vp += 2
        if bonuses:
            for bonus in bonuses:
                vp += bonus(state, seat)
        return vp

    return victory_points


def check_win(state: GameState) -> bool:
    """BASE-WIN-2/3: only the active player can win, at any moment of their own turn."""
    if state.phase != PHASE_PLAY or state.rules.victory_points(state, state.active) < state.options.vp_target:
        return False
    win(state)
    return True


def win(state: GameState) -> None:
    """The active player has reached the VP target (``check_win``, asked after every action)."""
    seat = state.active
    state.winner = seat
    state.phase = PHASE_OVER
    state.step = GAME_OVER
    close_all(state, "game over")
    # BASE-WIN-4: VP cards are made public when the game ends.
    state.vp_revealed = [d[4] for d in state.dev]
    scores = [state.victory_points(p) for p in range(state.n)]
    state.emit({"type": "game_over", "winner": seat, "scores": scores, "turn": state.turn})
