"""What the README and docs/ must tell a newcomer, and that what they say holds (issue #18 items 13
and 15; issue #29 item 26: a README read in five minutes, the rest in docs/)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
DOCS = sorted((ROOT / "docs").glob("*.md"))
DEVELOPMENT = (ROOT / "docs" / "development.md").read_text()
# Every page a reader may follow a link from: the README, docs/ and the storage's own README.
PAGES = [ROOT / "README.md", *DOCS, ROOT / "db" / "README.md"]

_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^(```|~~~)")


def _prose_lines(text: str) -> list[str]:
    """The lines outside fenced and indented code blocks (where a heading or a link means something)."""
    out, fenced = [], False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced and not line.startswith("    "):
            out.append(line)
    return out


def _anchors(text: str) -> set[str]:
    """GitHub's anchors of a page's headings: lower case, punctuation and emoji dropped, spaces as hyphens."""
    seen: dict[str, int] = {}
    anchors = set()
    for line in _prose_lines(text):
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        anchors.add(slug if n == 0 else f"{slug}-{n}")
    return anchors


def _code_chunks(text: str) -> list[str]:
    """Every command the page shows: indented or fenced code lines (joined across a trailing backslash,
    comments dropped) and inline code spans."""
    chunks: list[str] = []
    pending = ""
    for line in text.splitlines():
        if line.startswith("    "):
            code = line.strip()
            code = re.split(r"\s{2,}#\s", code)[0]
            if code.endswith("\\"):
                pending += code[:-1] + " "
                continue
            chunks.append(pending + code)
            pending = ""
    chunks += re.findall(r"`([^`\n]+)`", text)
    return chunks


def _source_of(script: str) -> str | None:
    """The source text a command runs, if it is this repository's (None for pytest, venv, pip, ...)."""
    path = ROOT / script if script.endswith(".py") else ROOT / script.replace(".", "/")
    if path.suffix == ".py" and path.is_file():
        return path.read_text()
    if path.with_suffix(".py").is_file():
        return path.with_suffix(".py").read_text()
    if path.is_dir():
        return "\n".join(p.read_text() for p in sorted(path.glob("*.py")))
    return None


def test_item26_the_readme_stays_short() -> None:
    assert len(README.splitlines()) < 150, "the README is what a newcomer reads in five minutes: move detail to docs/"


def test_item26_the_readme_test_command_is_what_ci_runs() -> None:
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line.startswith("python3 -m venv")]
    assert len(ci) == 1 and f"    {ci[0]}\n" in README


def test_item26_every_relative_link_points_to_a_file_and_heading_that_exist() -> None:
    broken = []
    for page in PAGES:
        text = page.read_text()
        for line in _prose_lines(text):
            for target in _LINK.findall(line):
                if re.match(r"[a-z]+:", target):
                    continue  # https:, mailto: ...
                file_part, _, anchor = target.partition("#")
                linked = (page.parent / file_part).resolve() if file_part else page
                if not linked.exists():
                    broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
                elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked.read_text()):
                    broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert DOCS and not broken, broken


def test_item26_no_path_of_one_machine_in_the_docs() -> None:
    for page in PAGES:
        found = re.findall(r"(?<![\w.~])/(?:work|home|Users|root|tmp)/[^\s`)]*", page.read_text())
        assert not found, f"{page.relative_to(ROOT)} names paths of one machine: {found}"


def test_item26_every_command_named_exists_with_the_flags_named() -> None:
    checked = 0
    for page in [ROOT / "README.md", *DOCS]:
        for chunk in _code_chunks(page.read_text()):
            m = re.search(r"(?:^|\s)(bench/\w+\.py|-m\s+[\w.]+)", chunk)
            if not m:
                continue
            script = m.group(1).removeprefix("-m").strip()
            source = _source_of(script)
            if source is None:
                assert not script.startswith(("bench", "tools", "service")), f"{page.name}: no {script}"
                continue
            for flag in re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", chunk[m.end() :]):
                assert f'"{flag}"' in source, f"{page.name}: {script} has no {flag} ({chunk})"
                checked += 1
            for var in re.findall(r"\b(BENCH_[A-Z_]+)=", chunk):
                assert any(var in p.read_text() for p in (ROOT / "bench").glob("*.py")), f"{page.name}: {var}"
    assert checked > 50, checked


def test_item26_gitignore_covers_every_demo_folder_the_docs_use() -> None:
    ignored = {line.strip().strip("/") for line in (ROOT / ".gitignore").read_text().splitlines()}
    folders = set()
    for page in [ROOT / "README.md", *DOCS]:
        for chunk in _code_chunks(page.read_text()):
            if "tools.demo" in chunk and "--out" in chunk:
                words = shlex.split(chunk.replace("|", " "))
                folders.add(words[words.index("--out") + 1].rstrip("/"))
    assert {"demo-output", "demo-ck", "demo-2p", "demo-sea"} <= folders, folders
    assert folders <= ignored, folders - ignored


def test_readme_documents_each_demo_with_its_target_and_run_time() -> None:
    rows = [line for line in DEVELOPMENT.splitlines() if line.startswith("| `python -m tools.demo")]
    assert len(rows) == 4, rows
    assert any("--players 2" in row for row in rows) and any("cities_and_knights" in row for row in rows)
    assert any("--expansion seafarers" in row for row in rows)  # issue #31: the demo table gains a row
    for row in rows:
        assert re.search(r"\b\d+ VP\b", row) and re.search(r"\| about \d+ (seconds|minutes?) \|$", row), row
    assert "demo.sqlite3" in DEVELOPMENT and "python -m service.admin --db demo-output/demo.sqlite3" in DEVELOPMENT


def test_readme_says_engine_ids_are_0_based_while_the_board_shows_1_to_54() -> None:
    assert "0-based" in DEVELOPMENT and "1-54" in DEVELOPMENT


def test_readme_explains_the_skipped_rule_coverage_tests_and_the_suite_run_time() -> None:
    assert "2 tests skipped" in DEVELOPMENT and "CATANBOT_RULES_DIR" in DEVELOPMENT
    assert "docs/development.md#tests" in README
    # One marked line holds the suite's size and time, with the day it was measured.
    marked = DEVELOPMENT.split("<!-- SUITE SIZE AND TIME", 1)[1].splitlines()[1]
    assert re.search(r"whole suite takes about \d+ minutes", marked), marked
    assert re.search(r"[\d,]+ tests, measured \d{4}-\d\d-\d\d", marked), marked


def test_item26_every_file_of_the_repository_the_docs_name_exists() -> None:
    folders = tuple(f"{p.name}/" for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith("."))
    missing = []
    for page in [ROOT / "README.md", *DOCS]:
        for path in re.findall(r"`([\w./-]+)(?:::\w+)?`", page.read_text()):
            if path.startswith(folders) and not (ROOT / path).exists():
                missing.append(f"{page.name}: {path}")
    assert not missing, missing
