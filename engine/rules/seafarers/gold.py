"""Gold fields (SEA-GOLD-1..5, SEA-AMB-11/12/13/19/24/30): a decision owed, by several players at once.

A rolled gold field (robber elsewhere) entitles each settlement on it to 1 resource of the owner's
choice and each city to 2 (SEA-GOLD-1). The roll then waits in the ``gold_choice`` step: every entitled
player owes a ``gold`` action (a count per resource, as many cards as owed), among the types the bank
holds at least one of when the roll is made (SEA-GOLD-3, SEA-AMB-30: a city may name 2 of a type the
bank has 1 of). With ``SEA_GOLD_CHOICE_ORDER = SEAT_ORDER_HIDDEN`` (default) everybody owing chooses at
once and a choice is told to nobody until the last is in; with ``SEAT_ORDER_OPEN`` they choose one by
one from the roller clockwise and each choice is public at once (SEA-GOLD-2, SEA-AMB-11). Then ordinary
and chosen entitlements are paid together, the bank-shortage rule applied per type to their sum
(SEA-GOLD-3, SEA-AMB-12). With the bank empty of all five the gold entitlement is lost.

The same decision serves a gold field in set-up (SEA-GOLD-5) and a discovered one (SEA-FOG-4): ``owe``
with a source other than ``"roll"`` pays the chosen cards alone (what the bank has), and the game goes
back to the step it was in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rules.production import pay_listed, pay_out
from engine.rules.production import table as production_table
from engine.rules.robber import start_seven
from engine.rules.seafarers.mapdata import GOLD as GOLD_FIELD
from engine.state import MAIN

if TYPE_CHECKING:
    from engine.state import GameState

GOLD_CHOICE = "gold_choice"  # step: players owe their gold choices
GOLD = "gold"  # action: (GOLD, counts per resource)
ROLL_SOURCE = "roll"
HIDDEN, OPEN = "seat_order_hidden", "seat_order_open"


def entitlements(state: GameState, total: int) -> tuple[list[list[int]], list[int], list[int]]:
    """Ordinary cards owed per seat, gold choices owed per seat, hexes the robber blocks (SEA-GOLD-1/4)."""
    n = state.n
    ent = [[0, 0, 0, 0, 0] for _ in range(n)]
    gold = [0] * n
    blocked = []
    owner, building, terrain_of = state.owner, state.building, state.board.terrain
    hex_vertices = state.topo.HEX_VERTICES
    for h in state.board.hexes_by_number.get(total, ()):  # a face-down fog hex has no number yet
        if h == state.robber:
            blocked.append(h)
            continue
        terrain = terrain_of[h]
        for v in hex_vertices[h]:
            k = building[v]
            if k and owner[v] < n:
                if terrain == GOLD_FIELD:
                    gold[owner[v]] += k
                else:
                    ent[owner[v]][terrain] += k
    return ent, gold, blocked


def choosable(state: GameState) -> list[int]:
    """SEA-GOLD-3: the types the bank holds at least 1 of (every type with an unlimited bank)."""
    if state.options.bank_shortage == "unlimited":
        return [0, 1, 2, 3, 4]
    return [r for r in range(5) if state.bank[r] > 0]


def roll(state: GameState, seat: int) -> None:
    """The ``roll`` hook: the base game's roll, with gold fields owing choices before anything is paid.

    What each number pays is read from the table the base game keeps between buildings (``production.table``:
    per number the hexes with their terrain and the buildings on their corners); a gold field's row pays
    choices instead of cards (``entitlements`` reads the same from the buildings as they stand)."""
    state.dice = dice = state.rng.dice()  # the same draws as two ``die()``
    d1, d2 = dice
    state.rolled = True
    total = d1 + d2
    state.emit({"type": "rolled", "seat": seat, "dice": [d1, d2], "total": total})
    if total == 7:
        start_seven(state)
        return
    state.step = MAIN
    n = state.n
    ent = [[0, 0, 0, 0, 0] for _ in range(n)]
    blocked: list[int] = []
    gold: list[int] | None = None
    paid: list[tuple[int, int, int]] = []  # (seat, resource, count) of the ordinary cards, as the base game pays
    rows = production_table(state).get(total)
    if rows:
        robber = state.robber
        for h, terrain, pays in rows:
            if h == robber:
                blocked.append(h)
            elif terrain == GOLD_FIELD:
                if pays:
                    if gold is None:
                        gold = [0] * n
                    for p, _r, k in pays:
                        gold[p] += k
            elif pays:
                paid += pays
                for p, r, k in pays:
                    ent[p][r] += k
    if gold is not None and owe(state, gold, ROLL_SOURCE, MAIN):
        return
    pay_listed(state, total, paid, ent, blocked, 5)


def owe(state: GameState, owed: list[int], source: str, resume: str) -> bool:
    """Open gold choices (``owed`` per seat) and wait in the gold step; False when the bank has nothing to
    choose from (the entitlement is lost: SEA-GOLD-3) and nothing is owed."""
    sea = state.sea
    if not choosable(state):
        state.emit({"type": "gold_lost", "owed": list(owed), "source": source})
        return False
    if state.step == GOLD_CHOICE and "gold" in sea.extra:
        # a second entitlement while choices are open (one ship revealing two fog hexes that are both gold
        # fields): one choice for both, paid together, and play goes on where the first would have
        sea.gold_owed = [a + b for a, b in zip(sea.gold_owed, owed, strict=True)]
        state.emit({"type": "gold_owed", "owed": list(owed), "source": source})
        return True
    sea.gold_owed = list(owed)
    sea.gold_choices = [None] * state.n
    # where the payout goes on, and the kinds the bank held when the choices opened (SEA-AMB-30)
    sea.extra["gold"] = {"source": source, "resume": resume, "kinds": choosable(state)}
    state.step = GOLD_CHOICE
    state.emit({"type": "gold_owed", "owed": list(owed), "source": source})
    return True


def owe_one(state: GameState, seat: int, count: int, source: str) -> None:
    """``seat`` (the active seat) owes ``count`` resources of its choice now, for ``source`` ("setup":
    SEA-GOLD-5, or "discovery": SEA-FOG-4); play resumes at the current step."""
    if count:
        owed = [0] * state.n
        owed[seat] = count
        owe(state, owed, source, state.step)


def waiting(state: GameState) -> list[int]:
    """The seats that owe a gold choice now: all at once (hidden), or the next from the roller (open)."""
    sea = state.sea
    pending = [p for p in _order(state) if sea.gold_owed[p] and sea.gold_choices[p] is None]
    if state.options.sea_gold_choice_order == OPEN:
        return pending[:1]
    return sorted(pending)


def _order(state: GameState) -> list[int]:
    n = state.n
    return [(state.active + i) % n for i in range(n)]


def choices(state: GameState, seat: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every way to take the seat's owed cards among the choosable types (counts per resource)."""
    k = state.sea.gold_owed[seat]
    types = kinds(state)
    out: list[tuple[str, tuple[int, ...]]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == len(types) - 1:
            acc[types[i]] = left
            out.append((GOLD, tuple(acc)))
            acc[types[i]] = 0
            return
        for c in range(left, -1, -1):
            acc[types[i]] = c
            rec(i + 1, left - c, acc)
        acc[types[i]] = 0

    rec(0, k, [0, 0, 0, 0, 0])
    out.sort(key=lambda a: a[1], reverse=True)
    return out


def list_gold(state: GameState, seat: int, out: list[Any]) -> None:
    if seat in waiting(state):
        out.extend(choices(state, seat))


def commit(state: GameState, seat: int, counts: tuple[int, ...]) -> None:
    """Record a choice; hidden until the last is in (SEA-AMB-11), then everything is paid at once."""
    sea = state.sea
    sea.gold_choices[seat] = list(counts)
    if state.options.sea_gold_choice_order == OPEN:
        state.emit({"type": "gold_chosen", "seat": seat, "cards": list(counts)})
    else:
        state.emit({"type": "gold_committed", "seat": seat})
    if any(o and sea.gold_choices[p] is None for p, o in enumerate(sea.gold_owed)):
        return
    _resolve(state)


def _resolve(state: GameState) -> None:
    sea = state.sea
    chosen = [list(c) if c is not None else [0, 0, 0, 0, 0] for c in sea.gold_choices]
    pending = sea.extra.pop("gold")
    source = pending["source"]
    if source == ROLL_SOURCE:
        total = sum(state.dice or (0, 0))
        ent, _, blocked = entitlements(state, total)
        for p in range(state.n):
            for r in range(5):
                ent[p][r] += chosen[p][r]
        short = pay_out(state, ent)
        state.emit({"type": "production", "roll": total, "gains": ent, "blocked": blocked, "short": short,
                    "gold": chosen})  # fmt: skip
    else:
        bank, unlimited = state.bank, state.options.bank_shortage == "unlimited"
        for p, counts in enumerate(chosen):
            if not any(counts):
                continue
            got = [c if unlimited else min(c, bank[r]) for r, c in enumerate(counts)]
            for r, c in enumerate(got):
                bank[r] -= c
                state.hands[p][r] += c
            state.emit({"type": "gold_received", "seat": p, "cards": got, "source": source})
    state.step = pending["resume"] or MAIN
    sea.gold_owed = [0] * state.n
    sea.gold_choices = [None] * state.n


def kinds(state: GameState) -> list[int]:
    """The resource kinds this gold choice may name (the bank's when it opened, SEA-GOLD-3)."""
    return state.sea.extra["gold"]["kinds"]


def set_resume(state: GameState, step: str) -> None:
    """Where the game goes on once the open gold choices are paid (a step that changed under them)."""
    state.sea.extra["gold"]["resume"] = step
