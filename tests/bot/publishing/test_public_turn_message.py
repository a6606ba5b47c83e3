"""Issue #18 item 1: the public turn message must not leak hidden information.

For many random reachable states of the base game (3 and 4 players, several rule options), the
2-player variant and Cities & Knights, a *hidden twin* is made: the same game with the hidden parts
dealt again (resource and commodity hands among the same counts, development cards among the same
counts and the deck, progress cards among the same counts per deck colour and the decks, the RNG
seed). Its public view is identical. Then everything the table sees must be identical too: the turn
message's text, its buttons, their labels and enabled state; and what a player who is not the one the
game waits on gets when clicking each button (their own view, from which every menu, form and private
answer is built, and the engine's answer to the buttons that act at once).

On the code before this change the buttons were enabled from the waiting seats' legal actions
(e.g. Progress… before the roll exactly when an Alchemist was held), and this test failed.
"""

from __future__ import annotations

import random
from typing import Any

import engine
from cogs.play.components import turn_buttons
from cogs.publishing.publisher import DiscordPublisher as Publisher
from cogs.publishing.turn_messages import GameJournal
from engine.bots import random_action
from engine.constants import VICTORY_POINT
from engine.rules.cities_and_knights.cards import DECK_CONTENTS, VP_CARDS
from engine.serialize import from_dict, to_dict
from service.games import table_state
from service.results import GameInfo
from ui import journal
from ui.buttons import BUTTON_KINDS, nothing_text, turn_ops
from ui.report import waiting_text

NAMES = ["Ann", "Bo", "Cy", "Di"]
USERS = (101, 102, 103, 104)

RULE_SETS: dict[str, list[dict[str, Any]]] = {
    "base": [
        {"players": 4},
        {"players": 3},
        {"players": 4, "dev_card_during_roll_resolution": True, "vp_card_reveal": "any_time_own_turn"},
        {"players": 3, "combined_trade_build": False, "trade_proposals": "active_only", "robber_steal": "optional"},
    ],
    "two_player": [{"players": 2}, {"players": 2, "two_max_actions_per_turn": 2}],
    "cities_and_knights": [
        {"players": 3, "expansion": "cities_and_knights"},
        {"players": 4, "expansion": "cities_and_knights", "ck_knight_errant": True},
    ],
}
GAMES_PER_OPTIONS = 3
ACTIONS_PER_GAME = 1200
SAMPLE_EVERY = 9
# Buttons that act at once (no menu): the engine's refusal is the private answer.
INSTANT = {"roll": ("roll",), "end": ("end_turn",), "buy": ("buy_dev",), "forced": ("forced_trade",),
           "desert": ("robber_to_desert",), "knight": ("knight_for_trade_cards",)}  # fmt: skip


def _info(n: int) -> GameInfo:
    return GameInfo(
        id=1, guild_id=1, channel_id=1, thread_id=1, host_id=USERS[0], status="active", options={},
        players=USERS[:n], version=1, winner_seat=None, status_reason=None, created_at=0.0, updated_at=0.0,
        started_at=0.0, ended_at=None, settings={}, published=1,
    )  # fmt: skip


def _deal(pool: list[Any], sizes: list[int], rng: random.Random) -> list[list[Any]]:
    rng.shuffle(pool)
    out, at = [], 0
    for size in sizes:
        out.append(pool[at : at + size])
        at += size
    return out


def hidden_twin(state: engine.GameState, rng: random.Random, keep: frozenset[int] = frozenset()) -> engine.GameState:
    """The same game with every hidden part dealt again, except what the seats in ``keep`` hold."""
    record = to_dict(state)
    n = state.n
    redeal = [p for p in range(n) if p not in keep and record["discard_choice"][p] is None]
    # Resource (and C&K commodity) hands: the same number of cards per seat, from the same pool.
    width = len(record["hands"][0])
    pool = [c for p in redeal for c in range(width) for _ in range(record["hands"][p][c])]
    for p, cards in zip(redeal, _deal(pool, [sum(record["hands"][p]) for p in redeal], rng), strict=True):
        record["hands"][p] = [cards.count(c) for c in range(width)]
    # Development cards: revealed VP cards and those bought this turn stay; the rest mix with the deck
    # (at the game's end every VP card is shown: then they all stay).
    if state.ck is None and state.phase != "over":
        fixed = {p: [0] * 5 for p in redeal}
        for p in redeal:
            if p == record["active"]:
                fixed[p] = list(record["dev_new"])
            fixed[p][VICTORY_POINT] = max(fixed[p][VICTORY_POINT], record["vp_revealed"][p])
        free = {p: [h - f for h, f in zip(record["dev"][p], fixed[p], strict=True)] for p in redeal}
        pool = list(record["deck"]) + [c for p in redeal for c in range(5) for _ in range(free[p][c])]
        hands = _deal(pool, [sum(free[p]) for p in redeal] + [len(record["deck"])], rng)
        for p, cards in zip(redeal, hands, strict=False):
            record["dev"][p] = [fixed[p][c] + cards.count(c) for c in range(5)]
        record["deck"] = hands[-1]
    elif state.ck is not None:
        # Progress cards: the same number per seat and deck colour (public), mixed with that deck.
        ck = record["ck"]
        for track in range(3):
            held = {p: [c for c in ck["progress"][p] if DECK_CONTENTS[c][0] == track] for p in redeal}
            deck = ck["decks"][track]
            pool = [c for c in deck if c not in VP_CARDS] + [c for p in redeal for c in held[p]]
            dealt = _deal(pool, [len(held[p]) for p in redeal], rng)
            rest = pool[sum(len(h) for h in held.values()) :] + [c for c in deck if c in VP_CARDS]
            rng.shuffle(rest)
            ck["decks"][track] = rest
            for p, cards in zip(redeal, dealt, strict=True):
                others = [c for c in ck["progress"][p] if DECK_CONTENTS[c][0] != track]
                ck["progress"][p] = others + cards
    record["rng"] = [rng.randrange(1, 2**31), record["rng"][1]]
    twin = from_dict(record)
    assert engine.public_view(twin) == engine.public_view(state), "the twin must look the same to the table"
    return twin


def public_message(state: engine.GameState, record: GameJournal) -> tuple[str, list[Any]]:
    """The turn message as the bot builds it: its text and its components (labels, ids, enabled state)."""
    info = _info(state.n)
    table = table_state(info, state)
    text = Publisher.turn_text(info, table.view, NAMES[: state.n], record)
    return text, turn_buttons(info.id, table.view).to_components()


def non_owner_answers(state: engine.GameState, seat: int) -> dict[str, Any]:
    """What ``seat`` (not awaited) sees when clicking each turn button: its view (menus, forms and the
    private 'you can't …' answers are built from it alone) and the engine's answer to instant buttons."""
    view = engine.view(state, seat)
    names = NAMES[: state.n]
    out: dict[str, Any] = {"view": view}
    for op in turn_ops(engine.public_view(state)):
        if op in INSTANT:
            copy = engine.from_json(engine.to_json(state))
            try:
                events = engine.apply_action(copy, seat, INSTANT[op])
                out[op] = ("done", engine.events_for(events, None), engine.public_view(copy))
            except engine.IllegalAction as exc:
                out[op] = ("refused", str(exc))
        elif op in BUTTON_KINDS:
            kinds = BUTTON_KINDS[op]
            legal = [a for a in view["you"]["legal_actions"] if a[0] in kinds]
            out[op] = legal or nothing_text(view, op, op, waiting_text(view, names))  # as PlayFlow.choose
    return out


def _samples(options: dict[str, Any], seed: int) -> list[tuple[engine.GameState, GameJournal]]:
    g = engine.new_game({"board": "variable", **options}, seed=seed)
    rng = random.Random(seed)
    moves: list[tuple[int, list[dict[str, Any]]]] = []
    start = journal.first_key(engine.public_view(g))
    out = []  # the journal as the publisher keeps it: the public events of the game's moves
    for seq in range(1, ACTIONS_PER_GAME + 1):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        events = engine.apply_action(g, seat, random_action(g, seat, rng))
        moves.append((seq, engine.events_for(events, None)))
        if seq % SAMPLE_EVERY == 0 or g.phase == "over":
            out.append((engine.from_json(engine.to_json(g)), GameJournal(list(moves), start)))
    return out


def _check_rule_set(rule_set: str) -> None:
    rng = random.Random(rule_set)
    checked = changed = menus = 0
    steps: set[str] = set()
    for options in RULE_SETS[rule_set]:
        for i in range(GAMES_PER_OPTIONS):
            for state, record in _samples(options, seed=1000 * i + len(str(options))):
                twin = hidden_twin(state, rng)
                changed += engine.to_json(twin) != engine.to_json(state)
                assert public_message(twin, record) == public_message(state, record), (
                    f"{rule_set} {options}: turn {state.turn}, step {state.step}: the turn message depends on "
                    "hidden information"
                )
                steps.add(state.step)
                checked += 1
                waiting = set(engine.must_act(state))
                others = [s for s in range(state.n) if s not in waiting and s != state.active]
                if not others or state.phase == "over":
                    continue
                seat = rng.choice(others)
                twin = hidden_twin(state, rng, keep=frozenset({seat}))
                assert public_message(twin, record) == public_message(state, record)
                assert non_owner_answers(twin, seat) == non_owner_answers(state, seat), (
                    f"{rule_set} {options}: turn {state.turn}, step {state.step}: what seat {seat} sees when "
                    "clicking a turn button depends on another player's hidden cards"
                )
                menus += 1
    assert checked >= 150 and menus >= 50, (checked, menus)
    assert changed >= checked // 2, "most twins must really differ in hidden information"
    assert {"pre_roll", "main"} <= steps


def test_public_turn_message_ignores_hidden_information_base() -> None:
    _check_rule_set("base")


def test_public_turn_message_ignores_hidden_information_two_player() -> None:
    _check_rule_set("two_player")


def test_public_turn_message_ignores_hidden_information_cities_and_knights() -> None:
    _check_rule_set("cities_and_knights")
