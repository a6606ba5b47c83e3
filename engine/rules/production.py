"""Resource production on a roll (BASE-PROD-1..5) and starting resources (BASE-SETUP-11)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import le
from typing import TYPE_CHECKING

from engine.constants import DESERT

if TYPE_CHECKING:
    from engine.state import GameState

    Payouts = Callable[[GameState, int], tuple[tuple[int, int, int], ...]]  # (state, hex) -> (seat, card, count)s
    Table = dict[int, tuple[tuple[int, int, tuple[tuple[int, int, int], ...]], ...]]


def entitlements(state: GameState, total: int) -> tuple[list[list[int]], list[int]]:
    """Cards each seat is owed for a roll, and the hexes blocked by the robber (BASE-PROD-1/2, -8),
    read from the buildings as they stand (not from the table ``produce`` keeps)."""
    ent = [[0, 0, 0, 0, 0] for _ in range(state.n)]
    blocked: list[int] = []
    for h in state.board.hexes_by_number.get(total, ()):
        if h == state.robber:
            blocked.append(h)
            continue
        for p, r, k in _payouts(state, h):
            ent[p][r] += k
    return ent, blocked


def _payouts(state: GameState, h: int) -> tuple[tuple[int, int, int], ...]:
    """What hex ``h`` pays when its number is rolled: (seat, resource, cards) per building on its corners."""
    n, owner, building = state.n, state.owner, state.building
    r = state.board.terrain[h]
    pays = []
    mask = state.occupied_mask & state.topo.HEX_VERTEX_MASK[h]  # most corners hold no building
    while mask:
        low = mask & -mask
        mask ^= low
        v = low.bit_length() - 1
        p = owner[v]
        if p < n:  # neutral colours (2-player variant) own no hand: TWO-ROLL-5
            pays.append((p, r, building[v]))
    return tuple(pays)


def _table(state: GameState, payouts: Payouts) -> Table:
    """Per number: each hex with that number as (hex, resource, payouts), the payouts (seat, card type,
    cards) of the buildings on its corners (``payouts``: the base game's ``_payouts``, or a rule set's with more
    card types, C&K's commodities). It changes only with the buildings (and the board), so it is kept on the
    state (``state.production``: the board it was made for, and the table) until a building is placed,
    upgraded or removed (``engine.rules.building``, C&K's pillage) or the board changes (an Inventor's swap);
    the robber is looked at on each roll."""
    board = state.board
    table = {
        number: tuple((h, board.terrain[h], payouts(state, h)) for h in hexes)
        for number, hexes in board.hexes_by_number.items()
    }
    state.production = (board, table)
    return table


def table(state: GameState) -> Table:
    """The base game's table of what each number pays (``_table``), kept on the state between buildings."""
    kept = state.production
    return kept[1] if kept is not None and kept[0] is state.board else _table(state, _payouts)


def produce(state: GameState, total: int) -> None:
    """Pay out a non-7 roll, applying the bank-shortage rule per resource (BASE-PROD-4)."""
    pay_roll(state, total, _payouts, 5)


def pay_roll(state: GameState, total: int, payouts: Payouts, width: int) -> list[list[int]]:
    """Pay what a roll of ``total`` owes, from the table kept between buildings (``_table``, made with
    ``payouts`` when the kept one is gone; ``width`` card types), at once
    when the bank holds enough of every card type owed, else by the shortage rule per type (``pay_out``). Emits
    the production event; returns what each seat got.

    A third of a random game's actions are rolls: this is one of the engine's hottest paths."""
    gains = [[0] * width for _ in range(state.n)]
    blocked: list[int] = []
    paid: list[tuple[int, int, int]] = []
    kept = state.production
    table = kept[1] if kept is not None and kept[0] is state.board else _table(state, payouts)
    rows = table.get(total)
    if rows:
        robber = state.robber
        for h, _r, pays in rows:
            if h == robber:
                blocked.append(h)
            elif pays:
                paid += pays
                for p, c, k in pays:
                    gains[p][c] += k
    pay_listed(state, total, paid, gains, blocked, width)
    return gains


def pay_listed(
    state: GameState, total: int, paid: list[tuple[int, int, int]], gains: list[list[int]], blocked: list[int],
    width: int,
) -> None:
    """Pay ``paid`` ((seat, card type, count) of a roll of ``total``; ``gains``: the same per seat and type) at
    once when the bank holds enough of every type owed, else by the shortage rule per type (``pay_out``, which
    makes ``gains`` what each got), and emit the production event. Rule sets' rolls (Seafarers' gold) share it."""
    short: list[int] = []
    if paid:
        bank = state.bank
        need = [0] * width
        for _p, c, k in paid:
            need[c] += k
        if state.options.bank_shortage == "unlimited" or all(map(le, need, bank)):  # the bank pays everybody
            hands = state.hands
            for p, c, k in paid:
                hands[p][c] += k
                bank[c] -= k
        else:
            short = pay_out(state, gains, [c for c, k in enumerate(need) if k])
    state.emit({"type": "production", "roll": total, "gains": gains, "blocked": blocked, "short": short})


def pay_out(state: GameState, ent: list[list[int]], types: Iterable[int] | None = None) -> list[int]:
    """Pay what each seat is owed (``ent``: per seat, per card type) from the bank; ``ent`` becomes
    what each seat got. Returns the card types the bank was short of.

    BASE-PROD-4, per card type: if the bank cannot pay everybody, nobody gets that type, unless only
    one player is owed it, who then gets what is left. Cities & Knights uses it for its 8 card types,
    naming the ``types`` (ascending) that anybody is owed, so that the others are not looked at.
    """
    bank, hands = state.bank, state.hands
    unlimited = state.options.bank_shortage == "unlimited"
    short: list[int] = []
    columns: Iterable[tuple[int, Sequence[int]]] = (
        enumerate(zip(*ent, strict=True)) if types is None else ((r, [row[r] for row in ent]) for r in types)
    )
    for r, owed in columns:
        need = sum(owed)
        if not need:
            continue
        if need <= bank[r] or unlimited:
            for p, x in enumerate(owed):
                if x:
                    hands[p][r] += x
            bank[r] -= need
            continue
        short.append(r)
        takers = [p for p, x in enumerate(owed) if x]
        for p in takers:
            ent[p][r] = 0
        if len(takers) == 1:  # the single-recipient exception
            p = takers[0]
            ent[p][r] = bank[r]
            hands[p][r] += bank[r]
            bank[r] = 0
    return short


def starting_resources(state: GameState, seat: int, vertex: int) -> None:
    """BASE-SETUP-11: one card per land hex at the second set-up settlement (CK-SETUP-7: at the
    set-up city, a resource and never a commodity; ``cards`` is as wide as the hands)."""
    gained = [0] * len(state.bank)
    for h in state.topo.VERTEX_HEXES[vertex]:
        r = state.board.terrain[h]
        if r != DESERT and state.bank[r] > 0:
            gained[r] += 1
            state.bank[r] -= 1
            state.hands[seat][r] += 1
    state.emit({"type": "starting_resources", "seat": seat, "cards": gained})
