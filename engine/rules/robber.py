"""Rolling a 7, discards, moving the robber and stealing (BASE-ROBBER-1..10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.state import DISCARD, MAIN, MOVE_ROBBER, STEAL

if TYPE_CHECKING:
    from engine.state import GameState


def discard_amount(hand_size: int) -> int:
    """BASE-ROBBER-3: half, rounded down, of a hand of more than 7; else nothing (BASE-AMB-19)."""
    return hand_size // 2 if hand_size > 7 else 0


def start_seven(state: GameState, resume: str = MAIN) -> None:
    """BASE-ROBBER-2..4: no production; discards first, then the robber move, then ``resume``."""
    owed = [discard_amount(state.hand_size(p)) for p in range(state.n)]
    state.resume_step = resume
    if any(owed):
        state.discard_owed = owed
        state.discard_choice = [None] * state.n
        state.step = DISCARD
        state.emit({"type": "discards_owed", "owed": list(owed)})  # events never alias the state
    else:
        state.step = MOVE_ROBBER


def discard_ok(state: GameState, seat: int, counts: tuple[int, ...]) -> bool:
    return (
        state.step == DISCARD
        and state.discard_owed[seat] > 0
        and state.discard_choice[seat] is None
        # A count of the wrong width (5 kinds typed in a game with commodities) is refused, not an error.
        and len(counts) == len(state.hands[seat])
        and sum(counts) == state.discard_owed[seat]
        and all(0 <= c <= h for c, h in zip(counts, state.hands[seat], strict=True))
    )


def discard_options(hand: list[int], k: int) -> list[tuple[int, ...]]:
    """Every way to choose k cards from a hand, as count vectors (lexicographic order)."""
    if len(hand) == 5:  # the base game's hands: the same choices in the same order, without recursion
        return _five_kind_discards(hand, k)
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == 4:
            if left <= hand[4]:
                out.append((*acc, left))
            return
        rest = sum(hand[i + 1 :])
        for c in range(max(0, left - rest), min(hand[i], left) + 1):
            acc.append(c)
            rec(i + 1, left - c, acc)
            acc.pop()

    rec(0, k, [])
    return out


def _five_kind_discards(hand: list[int], k: int) -> list[tuple[int, ...]]:
    """``discard_options`` of a hand of five kinds: each count from the fewest the later kinds leave
    owed to the most the hand holds, the last one what is left."""
    h0, h1, h2, h3, h4 = hand
    rest2 = h3 + h4
    rest1 = h2 + rest2
    out: list[tuple[int, ...]] = []
    for a in range(max(0, k - h1 - rest1), min(h0, k) + 1):
        ka = k - a
        for b in range(max(0, ka - rest1), min(h1, ka) + 1):
            kb = ka - b
            for c in range(max(0, kb - rest2), min(h2, kb) + 1):
                kc = kb - c
                out += [(a, b, c, d, kc - d) for d in range(max(0, kc - h4), min(h3, kc) + 1)]
    return out


def discard_actions(kind: str, hand: list[int], k: int) -> list[tuple[str, tuple[int, ...]]]:
    """The discard actions of ``kind``: one per ``discard_options`` choice, in its order."""
    return [(kind, c) for c in discard_options(hand, k)]


def commit_discard(state: GameState, seat: int, counts: tuple[int, ...]) -> None:
    """Record a hidden choice; when the last one is in, apply all together (BASE-ROBBER-4)."""
    state.discard_choice[seat] = counts
    state.emit({"type": "discard_committed", "seat": seat})
    if any(o and state.discard_choice[p] is None for p, o in enumerate(state.discard_owed)):
        return
    for p, choice in enumerate(state.discard_choice):
        if choice is not None:
            for r, c in enumerate(choice):
                state.hands[p][r] -= c
                state.bank[r] += c
            state.emit({"type": "discarded", "seat": p, "cards": list(choice)})
    state.discard_owed = [0] * state.n
    state.discard_choice = [None] * state.n
    state.step = MOVE_ROBBER


def robber_targets(state: GameState) -> list[int]:
    """BASE-ROBBER-5: any other land hex; the desert only when the option allows it."""
    desert_ok = state.options.robber_may_target_desert
    deserts = state.board.deserts  # two on the 30-hex island (SIX-ROBBER-2)
    return [h for h in range(state.topo.N_HEX) if h != state.robber and (desert_ok or h not in deserts)]


def victims(state: GameState, seat: int, hex_: int) -> list[int]:
    """BASE-ROBBER-6: other players with a building on the hex, each once, in seat order.

    Only real players' seats (below ``state.n``): neutral colours hold no hand (TWO-ROLL-5)."""
    n = state.n
    found = {state.owner[v] for v in state.topo.HEX_VERTICES[hex_] if state.building[v] and state.owner[v] < n}
    found.discard(seat)
    return sorted(found)


def move_robber(state: GameState, seat: int, hex_: int) -> None:
    previous = state.robber
    state.robber = hex_
    state.emit({"type": "robber_moved", "seat": seat, "hex": hex_, "from": previous})
    candidates = victims(state, seat, hex_)
    if not candidates:
        state.step = state.resume_step
    elif len(candidates) == 1 and state.options.robber_steal == "mandatory":
        steal(state, seat, candidates[0])  # the only possible choice: no need to ask
    else:
        state.step = STEAL


def steal(state: GameState, seat: int, victim: int) -> None:
    """Draw one random resource card from the victim (BASE-ROBBER-6; identity private, BASE-INFO-3)."""
    hand = state.hands[victim]
    total = sum(hand)
    if total:
        i = state.rng.below(total)
        r = 0
        while i >= hand[r]:
            i -= hand[r]
            r += 1
        hand[r] -= 1
        state.hands[seat][r] += 1
        state.emit(
            {
                "type": "stolen",
                "seat": seat,
                "victim": victim,
                "resource": r,
                "private": [seat, victim],
                "secret": ["resource"],
            }
        )
    else:
        state.emit({"type": "stolen", "seat": seat, "victim": victim, "resource": None})
    state.step = state.resume_step


def skip_steal(state: GameState, seat: int) -> None:
    state.emit({"type": "steal_skipped", "seat": seat})
    state.step = state.resume_step
