"""The C&K turn: the three dice, the order of the roll's resolution, the 7, and ending the turn.

CK-TURN-1/2: roll red, yellow and event die; resolve the event (CK-EVENT-*: barbarians or
progress-card draws), then production or the 7 (CK-PROD-*, CK-ROBBER-*); then the action phase.
The resolution is a small state machine in ``ck.stage`` so that decisions owed on the way (a city
to lose, a 5th progress card, a discard, the Aqueduct) can be answered before it goes on:

    "event" -> "production" -> ("robber" after a 7) -> "done" -> step MAIN
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import barbarians, decisions, progress
from engine.rules.cities_and_knights.building import walls_of
from engine.rules.cities_and_knights.constants import EVENT_FACES, N_CARDS, SHIP_FACES
from engine.rules.cities_and_knights.production import produce
from engine.rules.trade import end_of_turn
from engine.state import MAIN, MOVE_ROBBER, PRE_ROLL

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

assert EVENT_FACES == 6  # roll: the event die is drawn as a die (Rng.three_dice)

RESOLVING = "ck_resolving"  # the roll is being resolved; decisions are owed
DISCARD = "discard"  # the pending-decision kind of a 7 (CK-ROBBER-1)


def protected_turn(state: GameState) -> bool:
    """CK-VAR-EASY-1/2: each player's first two turns under the easy-start variant."""
    return state.options.ck_easy_start and state.turn <= 2 * state.n


def roll(state: GameState, seat: int, fixed: tuple[int, int] | None = None) -> None:
    """Roll the three dice (CK-TURN-1), or only the event die after an Alchemist (CK-CARD-SCI-1)."""
    rng = state.rng
    protected = state.options.ck_easy_start and protected_turn(state)
    if fixed is None and not protected:  # the usual roll: three dice in one draw (the event die has 6 faces)
        red, yellow, event = rng.three_dice()
        event -= 1  # rng.below(EVENT_FACES), the same draw
    else:
        if fixed is None:
            red, yellow = rng.dice()
            while protected and red + yellow == 7:  # CK-VAR-EASY-1: re-roll 7s
                red, yellow = rng.dice()
        else:
            red, yellow = fixed
        event = -1 if protected else rng.below(EVENT_FACES)  # CK-VAR-EASY-2: no event die
    ck = state.ck
    ck.event = event
    state.dice = (red, yellow)
    state.rolled = True
    state.events.append(  # state.emit without its call: every turn rolls
        {"type": "rolled", "seat": seat, "dice": [red, yellow], "total": red + yellow, "event": event,
         "alchemist": fixed is not None}
    )  # fmt: skip
    state.step = RESOLVING
    if ck.pending or ck.resume:  # the state machine waits for them (advance's own test)
        ck.stage = "event"
        advance(state)
        return
    # advance's stages straight through while nothing is owed (most rolls): the event, then production
    ck.stage = "production"
    resolve_event(state)
    total = state.dice[0] + state.dice[1]
    if ck.stage == "production" and not ck.pending and not ck.resume and total != 7:
        ck.stage = "done"
        produce(state, total)
        if ck.stage == "done" and not ck.pending and not ck.resume:
            ck.stage = ""
            state.step = MAIN
            return
    advance(state)  # a 7, or a decision owed on the way: the state machine goes on from its stage


def advance(state: GameState) -> None:
    """Run the next stages of the roll's resolution until a decision is owed or it is done."""
    ck = state.ck
    while ck.stage and not ck.pending and not ck.resume:
        stage = ck.stage
        if stage == "event":
            ck.stage = "production"
            resolve_event(state)
        elif stage == "production":
            total = state.dice[0] + state.dice[1]
            if total == 7:
                ck.stage = "robber"
                start_seven(state)
            else:
                ck.stage = "done"
                produce(state, total)
        elif stage == "robber":
            ck.stage = "done"
            if ck.robber_active:  # CK-ROBBER-3 (CK-ROBBER-2: nothing before the first attack)
                ck.stage = ""
                state.resume_step = MAIN
                state.step = MOVE_ROBBER
                return
        else:  # "done"
            ck.stage = ""
            state.step = MAIN


decisions.set_after_hook(advance)


def resolve_event(state: GameState) -> None:
    """CK-EVENT-2/3: the ship advances (attack at the end), or a city gate draws progress cards."""
    ck = state.ck
    face = ck.event
    if face < 0:
        return
    if face < SHIP_FACES:
        ck.barbarian = position = ck.barbarian + 1
        steps = state.options.barbarian_steps
        state.events.append({"type": "barbarians_advance", "position": position, "of": steps})
        if position >= steps:
            barbarians.attack(state)
        return
    track = face - SHIP_FACES
    red = state.dice[0]
    for row in ck.levels:  # most gates find nobody with a level in their track: one pass finds out
        if row[track] >= 1 and red <= row[track] + 1:
            break
    else:
        return
    for i in range(state.n):  # starting with the active player, clockwise
        p = (state.active + i) % state.n
        level = ck.levels[p][track]
        if level >= 1 and red <= level + 1:
            progress.draw(state, p, track)


# --- the 7 -----------------------------------------------------------------------------------


def hand_limit(state: GameState, seat: int) -> int:
    """CK-ROBBER-1 / CK-WALL-2: 7 cards, plus 2 per city wall."""
    return 7 + 2 * walls_of(state, seat)


def start_seven(state: GameState) -> None:
    """CK-ROBBER-1: players above their limit discard half of their cards (resources + commodities)."""
    owed = [0] * state.n
    for p in range(state.n):
        size = state.hand_size(p)
        if size > hand_limit(state, p):
            owed[p] = size // 2
    if any(owed):
        state.emit({"type": "discards_owed", "owed": owed})
    for p, k in enumerate(owed):
        if k:
            decisions.open_decision(state, DISCARD, p, {"count": k})


def _discard_options(state: GameState, p: Pending) -> list[int]:
    if p.data["count"] <= 0:
        return []
    return list(compress(_KINDS, state.hands[p.seat]))  # the kinds held (asked after every answer of a 7)


_KINDS = range(N_CARDS)


def _discard_answer(state: GameState, p: Pending, card: int) -> bool:
    """One card at a time: the choice is the player's and nobody else's depends on it.

    Which card stays private until the discards are over (the others choose theirs meanwhile, BASE-AMB-5);
    then every discard is told to all (``discards_revealed``): discards are public (BASE-INFO-3, the cards
    go back to the bank's face-up stacks, CK-SETUP-2), as in the base game, where they are applied together
    once all are chosen (BASE-ROBBER-4). Issue #29 item 5: one rule, every rule set names the discards."""
    ck = state.ck
    state.hands[p.seat][card] -= 1
    state.bank[card] += 1
    p.data["count"] -= 1
    cards = [0] * N_CARDS
    cards[card] = 1
    state.events.append(  # state.emit without its call: a 7 asks this once per card
        {"type": "discarded", "seat": p.seat, "cards": cards, "private": [p.seat], "secret": ["cards"]}
    )
    row = ck.discards.get(key := str(p.seat))
    if row is None:
        row = ck.discards[key] = [0] * N_CARDS
    row[card] += 1
    done = p.data["count"] <= 0
    if done and _last_discard(ck.pending, p):
        told = [ck.discards.get(str(seat), [0] * N_CARDS) for seat in range(state.n)]
        state.emit({"type": "discards_revealed", "cards": told})
        ck.discards = {}
    return done


def _last_discard(pending: list[Pending], p: Pending) -> bool:
    """Whether no discard but ``p`` is owed (a function of its own: this generator in ``_discard_answer`` would
    make its variables closure cells at every card discarded, not only at the last)."""
    return not any(q.kind == DISCARD and q is not p for q in pending)


decisions.register_kind(DISCARD, _discard_options, _discard_answer, "discard half of their cards")


# --- ending the turn ---------------------------------------------------------------------------


def end_turn(state: GameState, seat: int) -> None:
    """BASE-TURN-6; per-turn knight flags and card effects lapse (CK-KNIGHT-1, CK-AMB-33). Written like the base
    game's end of a turn: the offers' call only when there are offers, the event appended without a call."""
    if state.offers or any(state.offers_made):  # most turns open no offer: nothing to close or reset
        end_of_turn(state)
    ck = state.ck
    ck.k_flags = [0] * len(ck.k_flags)
    if ck.turn_flags:  # most turns play no card with a lasting effect: their empty dict stays
        ck.turn_flags = {}
    # ck.event keeps the last roll's face, like state.dice, so the board after the turn still shows it.
    state.rolled = state.trade_closed = False
    state.active = active = (seat + 1) % state.n
    state.turn = turn = state.turn + 1
    state.step = PRE_ROLL
    state.events.append({"type": "turn_started", "seat": active, "turn": turn})
