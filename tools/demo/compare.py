"""Two demo outputs side by side: the same words and byte-identical images, or where they differ.

For a change meant to change nothing players see (issue #30 item 6): run the same demo (same options and
``--seed``) on the old and the new code, then

    .venv/bin/python -m tools.demo.compare OLD_DIR NEW_DIR

It compares every text file of the demo (thread, DMs, private replies, transcript) with Discord's ids
masked (snowflakes differ from run to run, and so do the times in Discord timestamps and the lines of
the demo's own timing), and every image byte for byte. Exit status 0 when all is identical, 1 otherwise.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path

TEXT_SUFFIXES = (".md", ".txt")
IMAGE_SUFFIXES = (".webp", ".png", ".gif", ".jpg")
# Snowflake ids (17-20 digits), Discord timestamps (<t:1764331200:R>) and durations the demo measures.
_MASKS = (
    # Then an id cut where a line was cut (before the quote that closes the line's repr, ' or "): a long one,
    # or a mention's at any length (the demo's snowflakes carry the time, so the digits kept vary too).
    (re.compile(r"\b\d{17,20}\b|\d{10,19}(?=['\"])|(?<=<@)\d+(?=['\"])"), "<id>"),
    (re.compile(r" in (under a minute|\d+ minutes?|\d+ hours?( \d+ minutes?)?)\b"), " in <duration>"),
    (re.compile(r"<t:\d+(:[tTdDfFR])?>"), "<t:…>"),
    (re.compile(r"\b\d+(\.\d+)? ?(ms|s)\b"), "<time>"),
)


def masked(text: str) -> str:
    for pattern, replacement in _MASKS:
        text = pattern.sub(replacement, text)
    return text


def compare(old: Path, new: Path, context: int = 2) -> list[str]:
    """Lines describing each difference between the two demo folders (empty: identical)."""
    out: list[str] = []
    names = sorted({p.name for p in old.iterdir()} | {p.name for p in new.iterdir()})
    for name in names:
        a, b = old / name, new / name
        if not a.exists() or not b.exists():
            out.append(f"{name}: only in {'new' if not a.exists() else 'old'}")
        elif name.endswith(IMAGE_SUFFIXES):
            if a.read_bytes() != b.read_bytes():
                out.append(f"{name}: image bytes differ")
        elif name.endswith(TEXT_SUFFIXES):
            before = masked(a.read_text(errors="replace")).splitlines()
            after = masked(b.read_text(errors="replace")).splitlines()
            if before != after:
                diff = difflib.unified_diff(before, after, f"old/{name}", f"new/{name}", n=context, lineterm="")
                out.append("\n".join(list(diff)[:60]))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    args = parser.parse_args(argv)
    differences = compare(args.old, args.new)
    texts = sum(1 for p in args.new.iterdir() if p.name.endswith(TEXT_SUFFIXES))
    images = sum(1 for p in args.new.iterdir() if p.name.endswith(IMAGE_SUFFIXES))
    for line in differences:
        print(line)
    verdict = "identical" if not differences else f"{len(differences)} file(s) differ"
    print(f"{texts} text files (ids masked), {images} images: {verdict}")
    return 0 if not differences else 1


if __name__ == "__main__":
    sys.exit(main())
