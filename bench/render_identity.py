"""Are 2-4 player images unchanged? The SHA-256 of 83 images of 2, 3 and 4 player games and C&K.

    .venv/bin/python bench/render_identity.py before.json          # in the old checkout
    .venv/bin/python bench/render_identity.py after.json           # in the new one
    .venv/bin/python bench/render_identity.py --compare before.json after.json
    .venv/bin/python bench/render_identity.py --pixels pixels.json  # decoded pixels instead of bytes

Boards (plain, and with intersection numbers and new pieces), every decision image and hand of every
seat, set-up decisions, the beginner board, a C&K mid-game before and after a roll, and a statistics
image, for seeds 3, 7 and 11. A change to the rendering that must not touch these games (the 5-6
player extension, issue #19) prints "identical"; anything else lists the images that differ. With
``--pixels`` the decoded pixels are compared instead of the bytes: an encoder setting that changes the
bytes but not the pictures (issue #32: libwebp's lossless effort per image kind) prints "identical" there.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
import rendering
from rendering.encode import decoded_digest
from rendering.stats import render_stats
from tests.rendering.helpers import ck_busy, ck_rolled, play_greedy

NAMES = ["Alice", "Bob", "Chen", "Dörte"]
CARD_KEYS = ("start", "production", "trade_in", "trade_out", "bank_in", "bank_out", "robbed_in", "robbed_out",
             "discarded", "dev_in")  # fmt: skip


def digests(pixels: bool = False) -> dict[str, str]:
    """SHA-256 of each image's bytes, or (``pixels``) a digest of its decoded pixels: the same pictures
    whatever the encoder's settings (issue #32 changed libwebp's effort, not the pixels)."""
    out: dict[str, str] = {}

    def put(name: str, data: bytes) -> None:
        out[name] = decoded_digest(data) if pixels else hashlib.sha256(data).hexdigest()

    for players in (2, 3, 4):
        names = NAMES[:players]
        for seed in (3, 7, 11):
            game = play_greedy(seed, 60, players=players)
            public = engine.public_view(game)
            key = f"p{players}-s{seed}"
            put(f"{key}-board", rendering.render_board(public, names))
            new = rendering.NewPieces(frozenset(b[0] for b in public["buildings"][:2]),
                                      frozenset(r[0] for r in public["roads"][:3]))  # fmt: skip
            put(f"{key}-board-num", rendering.render_board(public, names, show_numbers=True, new_pieces=new))
            for seat in range(players):
                view = engine.player_view(game, seat)
                put(f"{key}-hand{seat}", rendering.render_hand(view, names))
                for kind in rendering.decision_kinds(view):
                    put(f"{key}-dec{seat}-{kind}", rendering.render_decision(view, names, seat, kind))
            start = engine.new_game({"players": players, "board": "variable"}, seed)
            put(
                f"{key}-setup-dec",
                rendering.render_decision(engine.player_view(start, engine.must_act(start)[0]), names),
            )
            put(f"{key}-setup-board", rendering.render_board(engine.public_view(start), names, show_numbers=True))
    put("beginner", rendering.render_board(engine.public_view(engine.new_game({"players": 4, "board": "beginner"}, 1))))
    for step in ("pre_roll", "main"):
        game = ck_busy(step)
        put(f"ck-{step}-board", rendering.render_board(engine.public_view(game), show_numbers=True))
        for seat in range(4):
            view = engine.player_view(game, seat)
            put(f"ck-{step}-hand{seat}", rendering.render_hand(view))
            for kind in rendering.decision_kinds(view):
                put(f"ck-{step}-dec{seat}-{kind}", rendering.render_decision(view, None, seat, kind))
    put("ck-rolled", rendering.render_board(engine.public_view(ck_rolled())))
    stats = {"players": 4, "colours": ["red", "blue", "white", "orange"], "dice": [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1],
             "vp": [[0, 0, 0, 0], [2, 2, 2, 2], [3, 4, 2, 5]],
             "cards": [dict.fromkeys(CARD_KEYS, i) for i in range(4)]}  # fmt: skip
    put("stats", render_stats(stats, ["A", "B", "C", "D"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", help="write the digests to this JSON file")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--pixels", action="store_true", help="digest the decoded pixels, not the bytes")
    args = parser.parse_args()
    if args.compare:
        before, after = (json.loads(Path(p).read_text()) for p in args.compare)
        differ = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        print(
            f"{len(before)} / {len(after)} images: "
            + ("identical" if not differ else f"{len(differ)} differ: {differ}")
        )
        sys.exit(1 if differ else 0)
    found = digests(pixels=args.pixels)
    if args.out:
        Path(args.out).write_text(json.dumps(found, indent=0, sort_keys=True))
    print(f"{len(found)} images hashed" + (f" into {args.out}" if args.out else ""))


if __name__ == "__main__":
    main()
