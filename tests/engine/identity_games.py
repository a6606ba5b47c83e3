"""Seeded random games per rule set, reduced to one digest each (the rule-set plug-in refactor's guard).

Each game is played with uniformly random legal actions from a fixed seed; everything the engine
gives out on the way is hashed: the events of every action, the final JSON, a JSON round trip, and
every few actions the public view, a seat's view, ``pending`` and a determinised record. The digests
in ``tests/engine/data/ruleset_digests.json`` were computed by the engine before rule sets became
plug-ins (main at 1b89d2f), so a behaviour change of any rule set shows as a changed digest. When
main changes behaviour on purpose, recompute them with this script from that main's checkout.

The 2-player digests were recomputed once on purpose (issue #22): the engine now determinises 2-player
set-up positions, which it refused before; with that refusal put back, they equal the old digests.

Views gained one field since (``rule_set``: the rule set's name and components, issue #21 item 2); it
is left out of the digest, so the check also proves that views changed by nothing else.

Run as a script to print the digests of the checkout on ``sys.path`` (``--root`` puts another
checkout first, e.g. the old engine extracted with ``git archive``)::

    python tests/engine/identity_games.py [--root /tmp/old-main]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

# name -> (options, seeds, action cap): base 3/4 players and presets, the 2-player variant, C&K.
GAMES: dict[str, tuple[dict[str, Any], tuple[int, ...], int]] = {
    "base4": ({"players": 4}, (1, 2, 3, 16, 17, 18), 3000),
    "base3": ({"players": 3, "number_placement": "random"}, (4, 5), 3000),
    "base4_beginner": ({"players": 4, "board": "beginner"}, (6,), 3000),
    "base4_1997": ({"players": 4, "robber_steal": "optional", "trade_proposals": "active_only",
                    "combined_trade_build": False, "vp_card_reveal": "any_time_own_turn"}, (7,), 3000),
    "two": ({"players": 2}, (8, 9, 10, 19, 20), 3000),
    "two_beginner_limit": ({"players": 2, "board": "beginner", "two_max_actions_per_turn": 1}, (11,), 3000),
    "ck4": ({"players": 4, "expansion": "cities_and_knights"}, (12, 13), 2500),
    "ck3_variants": ({"players": 3, "expansion": "cities_and_knights", "ck_knight_errant": True,
                      "ck_hand_limit_check": "end_of_turn", "ck_pillage_without_settlement": "remove"}, (14,), 2500),
    "ck4_easy_nasty": ({"players": 4, "expansion": "cities_and_knights", "ck_easy_start": True,
                        "ck_nasty": True, "barbarian_steps": 4}, (15,), 2500),
}  # fmt: skip

# Fields added after the fingerprint, left out of it (each is tested where it was added): the view's
# rule set, and the turn's tally of offers per seat (issue #22, ``tests/engine/test_trade.py``), which
# the saved record and the determinised record carry too; and the name of the board's map (issue #30
# item 1, ``tests/engine/test_maps.py``), which every board's JSON carries, saved, viewed or determinised.
NEW_VIEW_FIELDS = ("rule_set", "offers_made")
NEW_BOARD_FIELDS = ("map",)
SAMPLE_EVERY = 7


# Issue #29 item 5 changed C&K's events on purpose, and they are put back as they were for the digest
# (each change is tested where it was made): the discards of a 7 or a Saboteur are told to all once all are
# made (``discards_revealed``, from the record's ``discards``, tests/engine/ck/test_cards_politics.py), and the
# Spy's take is told before the card arrives (``spy_took`` with ``took``, then ``progress_drawn`` with
# ``from``). With them put back the C&K digests equal the old ones.



def english(said: Any) -> str:
    """A refusal or the waiting sentence in English: the engine's ``Text`` put into the catalogue's English (issue
    #33), a checkout from before the catalogue's plain English as it is."""
    if hasattr(said, "code") and callable(getattr(said, "text", None)):
        said = said.text()
    if isinstance(said, str):
        return said
    from ui.i18n.catalogue import localize

    return localize(said, "en")

def _old_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for e in events:
        if e["type"] == "discards_revealed":
            continue
        if e["type"] == "spy_took":
            e = {k: v for k, v in e.items() if k != "took"}
        if e["type"] == "progress_drawn" and "from" in e:
            e = {k: v for k, v in e.items() if k != "from"}
            if out and out[-1]["type"] == "spy_took":  # the take was told after the card arrived
                out.insert(len(out) - 1, e)
                continue
        out.append(e)
    return out


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()


def _strip(view: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in view.items() if k not in NEW_VIEW_FIELDS}
    if isinstance(out.get("board"), dict):
        out["board"] = {k: v for k, v in out["board"].items() if k not in NEW_BOARD_FIELDS}
    return out


def _json(g: Any) -> str:
    """``engine.to_json`` without the fields added after the fingerprint."""
    from engine.serialize import to_dict

    return json.dumps(_old_record(_strip(to_dict(g))), separators=(",", ":"))


def _old_record(record: dict[str, Any]) -> dict[str, Any]:
    """A record without the C&K discards under way (issue #29 item 5, see ``_old_events``)."""
    if isinstance(record.get("ck"), dict):
        record = {**record, "ck": {k: v for k, v in record["ck"].items() if k != "discards"}}
    return record


def play(options: dict[str, Any], seed: int, cap: int) -> str:
    import engine
    from engine.determinize import record_from_view

    h = hashlib.sha256()
    g = engine.new_game(options, seed)
    h.update(_json(g).encode())
    rng = random.Random(seed)
    for i in range(cap):
        if g.phase == "over":
            break
        seats = engine.must_act(g)
        h.update(_dump(seats))
        seat = seats[0]
        legal = engine.legal_actions(g, seat)
        if i % SAMPLE_EVERY == 0:
            h.update(_dump(_strip(engine.public_view(g))))
            h.update(_dump(_strip(engine.player_view(g, seat))))
            h.update(_dump(engine.pending(g)))
            h.update(english(engine.describe_waiting(g)).encode())
            try:
                h.update(_dump(_old_record(_strip(record_from_view(engine.player_view(g, seat), random.Random(i))))))
            except ValueError as exc:
                h.update(str(exc).encode())
            try:  # an action of every seat that is not legal: its explanation
                engine.apply_action(g, (seat + 1) % g.n, ("end_turn",))
            except engine.IllegalAction as exc:
                h.update(f"{exc.code}|{english(exc)}".encode())
            g2 = engine.from_json(engine.to_json(g))
            h.update(_json(g2).encode())
        events = engine.apply_action(g, seat, rng.choice(legal))
        h.update(_dump(_old_events(events)))
    h.update(_json(g).encode())
    h.update(_json(engine.from_json(engine.to_json(g))).encode())
    return h.hexdigest()


def digests() -> dict[str, str]:
    out = {}
    for name, (options, seeds, cap) in GAMES.items():
        for seed in seeds:
            out[f"{name}/{seed}"] = play(options, seed, cap)
    return out


if __name__ == "__main__":
    if "--root" in sys.argv:
        sys.path.insert(0, sys.argv[sys.argv.index("--root") + 1])
    print(json.dumps(digests(), indent=1, sort_keys=True))
