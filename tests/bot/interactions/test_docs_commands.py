"""Every `/catan ...` command the README and docs/ name is registered, with the options they name
(issue #29 item 26: every claim true when tried)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

from tests.bot.app.test_setup_and_limits import _command_payload

ROOT = Path(__file__).resolve().parents[3]
SUBCOMMAND, GROUP = 1, 2


def _tree(command: dict[str, Any], prefix: str = "") -> dict[str, set[str]]:
    """'catan build road' -> its option names; a group ('catan host') -> no options."""
    path = f"{prefix} {command['name']}".strip()
    out = {path: set()}
    for option in command.get("options") or []:
        if option["type"] in (SUBCOMMAND, GROUP):
            out |= _tree(option, path)
        else:
            out[path].add(option["name"])
    return out


def _named(span: str) -> list[tuple[str, list[str]]]:
    """The command paths and option names one code span names (`a|b` alternatives expanded)."""
    words = span.split()
    out = []
    for combo in itertools.product(*[w.split("|") if ":" not in w else [w] for w in words]):
        out.append((combo[0], list(combo[1:])))
    return out


async def test_item26_every_command_the_docs_name_is_registered_with_its_options(tmp_path: Path) -> None:
    commands: dict[str, set[str]] = {}
    for command in await _command_payload(tmp_path):
        commands |= _tree(command)
    wrong, checked = [], 0
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for span in re.findall(r"`/(catan(?: [^`]*)?)`", page.read_text().replace("\\|", "|")):
            for path, rest in _named(span):
                words = [path, *rest]
                # the longest prefix of plain words that is a registered command or group
                depth = max(d for d in range(1, len(words) + 1) if " ".join(words[:d]) in commands or d == 1)
                name = " ".join(words[:depth])
                if name not in commands:
                    wrong.append(f"{page.name}: /{span} (no command {name!r})")
                    continue
                checked += 1
                in_value = False  # `expansion:Cities & Knights`: the words after `name:` are its value
                for word in words[depth:]:
                    if ":" not in word and in_value:
                        continue
                    in_value = ":" in word
                    option = word.split(":")[0]
                    if option and option not in commands[name]:
                        wrong.append(f"{page.name}: /{span} ({name!r} has no option {option!r})")
    assert checked > 40 and not wrong, wrong
