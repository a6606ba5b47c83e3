"""The catalogue's state per language (issue #33 item 6): ``python -m tools.i18n [TAG ...]``.

Prints, for each language (every shipped one by default), how many of English's keys it translates, then the
keys it is missing, the keys English does not have, and the messages whose variables differ from English's.
Exits 1 if any language shown has something to fix (a translator's to-do list, and a check for CI).
"""

from __future__ import annotations

import argparse
import sys

from ui.i18n.check import report
from ui.i18n.languages import ENGLISH, shipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.splitlines()[0])
    parser.add_argument("tags", nargs="*", help="languages to check (default: every shipped one)")
    args = parser.parse_args(argv)
    tags = args.tags or [tag for tag in shipped() if tag != ENGLISH]
    failed = False
    for tag in tags:
        found = report(tag)
        print(f"{tag}: {found.keys - len(found.missing)}/{found.keys} keys translated ({found.translated:.1%})")
        for title, items in (("missing", found.missing), ("not in English", found.extra),
                             ("variables differ", found.variables), ("defined twice", found.twice)):  # fmt: skip
            for item in items:
                print(f"  {title}: {item}")
        failed = failed or not found.clean
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
