"""The layering of the product, checked from the syntax tree of every module (issue #21 item 7).

The product is ten top-level parts. Each may import only the parts below it (and the standard
library, and the third-party packages of its own job)::

    bot.py       start-up: settings, storage, the Discord client
    web/         the live board in the browser (issue #34): pages, JSON, a stream, moves (no discord, no Pillow)
    cogs/        the Discord layer: interactions in, messages out (the only place with discord, beside bot.py)
    service/     the game service: load, lock, apply, commit, publish through an interface, recover
    history/     statistics, the public log, ratings, replays (pure)
    players/     built-in players, deciding from a seat's view
    ui/          what people read: texts, spot names, summaries (no Discord)
    rendering/   images (the only place with Pillow)
    db/          storage (the only place with SQL: sqlite3, aiosqlite, asyncpg and SQL text)
    engine/      the rules: the standard library only, no I/O, clocks or global randomness

``LAYERS`` below is the exact graph of what may import what (today's graph, which is a DAG). A new
dependency between parts is a design decision: add it to ``LAYERS`` in the same commit, with the reason,
or move the code to the part it belongs to. ``tools/`` (the fake Discord and the demo players),
``tests/`` and ``bench/`` are not the product and may import anything; nothing in the product may
import them.

Also checked: no import cycle between the parts, none among the cog modules (sub-packages included), and no new one among
the modules of another part (``KNOWN_MODULE_CYCLES`` lists today's, to be removed, never added to).
Imports inside functions count, as they only hide a cycle, and so do imports under ``if
TYPE_CHECKING:``: a type names a dependency (a cycle through the bot object's type, as the cog modules had, counts).
And the base rules never ask which rule set is active: engine files outside a rule set's own
folder (``engine/rules/<rule set>/``) hold no probe of a rule set's record (``state.ck``, ``.two``),
no rule-set name and no import of a rule set's modules; the one place that names them all is the
registry, ``engine/rulesets.py``.

One test per rule, so that a rule that is broken today (marked ``xfail(strict=True)`` with the
reason) is flipped on its own the day it holds.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# part -> the parts it may import. Keep it a DAG (test_the_layer_graph_is_acyclic).
LAYERS: dict[str, frozenset[str]] = {
    "engine": frozenset(),
    "db": frozenset(),
    # the words drawn in images come from the message catalogue (issue #33): ``rendering.words`` says them in the
    # language a render is asked for (ui needs only the engine: no cycle)
    "rendering": frozenset({"engine", "ui"}),
    "players": frozenset({"engine"}),
    "ui": frozenset({"engine"}),
    "history": frozenset({"engine", "ui"}),
    # the service's refusals and settings errors carry catalogue words (issue #33), and their English for logs
    "service": frozenset({"engine", "db", "history", "players", "ui"}),
    # the live board in the browser (issue #34): a front end beside the Discord one, on the same service, views
    # and map geometry; no discord, no Pillow drawing (it imports rendering's geometry, palette and decision kinds)
    "web": frozenset({"engine", "db", "history", "players", "rendering", "service", "ui"}),
    # the bot starts the web board with the Discord client and links to it from hands and replies
    "cogs": frozenset({"engine", "db", "history", "players", "rendering", "service", "ui", "web"}),
    "bot": frozenset({"engine", "db", "history", "players", "rendering", "service", "ui", "cogs", "web"}),
}
NOT_PRODUCT = frozenset({"tools", "tests", "bench"})

# Third-party (and standard-library) modules that belong to one job, and the parts doing that job.
SQL_MODULES = frozenset({"sqlite3", "aiosqlite", "asyncpg", "psycopg", "psycopg2", "sqlalchemy"})
OWNERS = {
    "SQL": (SQL_MODULES, frozenset({"db"})),
    "Pillow": (frozenset({"PIL"}), frozenset({"rendering"})),
    "discord": (frozenset({"discord"}), frozenset({"cogs", "bot"})),
}
# SQL text in a string: the statements, in capitals as db/ writes them (prose says "select ... from").
SQL_TEXT = re.compile(
    r"\bSELECT\b[^;]*?\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b"
    r"|\b(CREATE|ALTER|DROP)\s+(TABLE|INDEX)\b"
)

# The engine: no clocks, no I/O, no concurrency (the standard library modules that bring them).
ENGINE_FORBIDDEN_STDLIB = frozenset(
    {"time", "datetime", "asyncio", "threading", "multiprocessing", "concurrent", "subprocess", "socket", "io",
     "shutil", "tempfile", "urllib", "http", "sqlite3", "secrets", "logging"}
)  # fmt: skip
# random: only seeded generators (random.Random), never the module's global one.
RANDOM_ALLOWED = frozenset({"Random"})

# Rule sets: the folders that belong to one rule set, and what naming one looks like.
RULE_SET_FOLDER = re.compile(r"(^|/)(cities_and_knights|cities_knights|two_player|five_six|six_players|seafarers)(/|$)")
RULE_SET_RECORDS = frozenset({"ck", "two", "six", "sea"})
RULE_SET_NAMES = frozenset(
    {"ck", "cities_and_knights", "cities_knights", "two_player", "two", "five_six", "six", "seafarers", "sea"}
)
RULE_SET_HELPER = re.compile(r"^(is|has|uses)_(ck|two|six|sea|cities|two_player|expansion)")
RULES_REGISTRY = "engine/rulesets.py"
ENGINE_NOT_RULES = re.compile(r"^engine/testing/")  # test helpers that build positions of every rule set
# (file, name) pairs a shared engine file may hold, with why.
RULE_SET_NAME_ALLOWED = {
    # Saved games are data: the schema 1 -> 2 migration adds the key old C&K-less saves lack; a migration
    # describes the format of its time and never changes, whatever the registry holds later.
    ("engine/serialize.py", "ck"),
    # A hex of any frame is land or sea, and a path between two sea hexes is a sea path (issue #30 item 1,
    # SEA-GEO-3/4): the word of the geometry, not the Seafarers rule set's name.
    ("engine/topology.py", "sea"),
}

# Import cycles among the modules of one part that exist today, each through an import inside a function
# or one for a type. None are left (issue #30 removed the last four); never add one.
KNOWN_MODULE_CYCLES: frozenset[frozenset[str]] = frozenset()


@dataclass(frozen=True)
class Import:
    file: str  # relative to the root, with /
    line: int
    module: str  # absolute dotted name (a module, or the package whose attribute is imported)

    @property
    def top(self) -> str:
        return self.module.split(".")[0]

    def __str__(self) -> str:
        return f"{self.file}:{self.line} imports {self.module}"


def _part(rel: str) -> str:
    return rel.split("/")[0].removesuffix(".py")


def _module_name(rel: str) -> str:
    parts = rel.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def product_files() -> tuple[str, ...]:
    files = ["bot.py"]
    for part in LAYERS:
        if part != "bot":
            files += sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / part).rglob("*.py"))
    return tuple(files)


@cache
def tree(rel: str) -> ast.Module:
    return ast.parse((ROOT / rel).read_text(encoding="utf-8"), filename=rel)


@cache
def _is_module(dotted: str) -> bool:
    path = ROOT.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@cache
def imports(rel: str) -> tuple[Import, ...]:
    module = tree(rel)
    package = _module_name(rel) if rel.endswith("__init__.py") else _module_name(rel).rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(module):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            # `from pkg import name`: the module pkg.name when there is one, else an attribute of pkg.
            names = [f"{stem}.{a.name}" if _is_module(f"{stem}.{a.name}") else stem for a in node.names]
        found += [Import(rel, node.lineno, name) for name in dict.fromkeys(names)]
    return tuple(found)


def all_imports() -> Iterator[Import]:
    for rel in product_files():
        yield from imports(rel)


def violations_of_layering(part: str) -> list[str]:
    allowed = LAYERS[part] | {part}
    return [
        str(imp)
        for imp in all_imports()
        if _part(imp.file) == part and (imp.top in LAYERS or imp.top in NOT_PRODUCT) and imp.top not in allowed
    ]


# --- layering --------------------------------------------------------------------------------------------


def test_the_layer_graph_is_acyclic_and_names_only_product_parts() -> None:
    for part, below in LAYERS.items():
        assert below <= LAYERS.keys(), part
    assert _cycles({part: set(below) for part, below in LAYERS.items()}) == []


@pytest.mark.parametrize(
    "part",
    list(LAYERS),
)
def test_each_part_imports_only_the_parts_below_it(part: str) -> None:
    assert violations_of_layering(part) == []


def test_the_layering_check_sees_upward_imports() -> None:
    """The check above can fail: cogs import service, so service may not import cogs."""
    assert any(imp.top == "service" for imp in all_imports() if _part(imp.file) == "cogs")
    assert "cogs" not in LAYERS["service"]


def test_the_engine_imports_only_itself_and_the_standard_library_without_clocks_or_io() -> None:
    bad = [
        str(imp)
        for imp in all_imports()
        if _part(imp.file) == "engine"
        and imp.top not in {"engine", "__future__"}
        and (imp.top not in sys.stdlib_module_names or imp.top in ENGINE_FORBIDDEN_STDLIB)
    ]
    assert bad == []


def test_the_engine_uses_no_global_randomness() -> None:
    """Only seeded generators: ``random.Random(seed)``, never ``random.choice`` and friends (the game's own
    RNG lives in the state, engine/rng.py)."""
    bad = []
    for rel in product_files():
        if _part(rel) != "engine":
            continue
        for node in ast.walk(tree(rel)):
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                bad += [
                    f"{rel}:{node.lineno} from random import {a.name}"
                    for a in node.names
                    if a.name not in RANDOM_ALLOWED
                ]
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
                and node.attr not in RANDOM_ALLOWED
            ):
                bad.append(f"{rel}:{node.lineno} random.{node.attr}")
    assert bad == []


def test_nothing_in_the_product_imports_tests_tools_or_bench() -> None:
    assert [str(imp) for imp in all_imports() if imp.top in NOT_PRODUCT] == []


# --- each job in its package -----------------------------------------------------------------------------


def _owned_imports_outside(job: str) -> list[str]:
    modules, owners = OWNERS[job]
    return [str(imp) for imp in all_imports() if imp.top in modules and _part(imp.file) not in owners]


@pytest.mark.parametrize("job", list(OWNERS))
def test_a_jobs_library_is_imported_only_by_its_package(job: str) -> None:
    """sqlite3/aiosqlite/asyncpg only in db/, Pillow only in rendering/, discord only in cogs/ and bot.py."""
    assert _owned_imports_outside(job) == []


@pytest.mark.parametrize("job", list(OWNERS))
def test_the_library_check_sees_each_library_where_it_belongs(job: str) -> None:
    modules, owners = OWNERS[job]
    assert any(imp.top in modules and _part(imp.file) in owners for imp in all_imports()), job


def sql_strings(rel: str) -> list[str]:
    return [
        f"{rel}:{node.lineno} {SQL_TEXT.search(node.value).group(0)!r}"  # type: ignore[union-attr]
        for node in ast.walk(tree(rel))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL_TEXT.search(node.value)
    ]


def test_sql_text_appears_only_in_db() -> None:
    assert [hit for rel in product_files() if _part(rel) != "db" for hit in sql_strings(rel)] == []


def test_the_sql_text_check_sees_the_sql_of_db() -> None:
    hits = [hit for rel in product_files() if _part(rel) == "db" for hit in sql_strings(rel)]
    assert len(hits) > 10
    assert not SQL_TEXT.search("select a card from your hand") and SQL_TEXT.search("SELECT id FROM games")


# --- import cycles ---------------------------------------------------------------------------------------


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (Tarjan), each sorted; [] for a DAG."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in graph.get(node, ()):
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def part_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {part: set() for part in LAYERS}
    for imp in all_imports():
        source = _part(imp.file)
        if imp.top in LAYERS and imp.top != source:
            graph[source].add(imp.top)
    return graph


def module_graph(part: str) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for rel in product_files():
        if _part(rel) != part:
            continue
        source = _module_name(rel)
        graph[source] = {imp.module for imp in imports(rel) if imp.top == part and imp.module != source}
    return graph


def test_no_import_cycle_between_parts() -> None:
    assert _cycles(part_graph()) == []


def test_no_import_cycle_among_the_cog_modules() -> None:
    """Flows are given their collaborators and components find their flow through ``cogs.interactions.dispatch``,
    so no cog module needs the bot's type (``cogs.app.client``, which imports them all): tests/test_thin_cogs.py.
    The graph holds the modules of cogs' sub-packages (issue #30 item 5), each with its imports."""
    graph = module_graph("cogs")
    assert {"cogs.app.client", "cogs.play.play", "cogs.rules.cities_and_knights.flow"} <= graph.keys()
    assert "cogs.publishing.publisher" in graph["cogs.play.play"]
    assert _cycles(graph) == []


@pytest.mark.parametrize("part", list(LAYERS))
def test_no_new_import_cycle_among_the_modules_of_a_part(part: str) -> None:
    """Today's cycles are listed in KNOWN_MODULE_CYCLES (a cycle that grows is a new one)."""
    found = {frozenset(cycle) for cycle in _cycles(module_graph(part))}
    assert sorted(map(sorted, found - KNOWN_MODULE_CYCLES)) == [], "new import cycle"


def test_the_cycle_check_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


# --- the base rules never ask which rule set is active ---------------------------------------------------


def shared_engine_files() -> list[str]:
    return [
        rel
        for rel in product_files()
        if _part(rel) == "engine"
        and rel != RULES_REGISTRY
        and not RULE_SET_FOLDER.search(rel)
        and not ENGINE_NOT_RULES.search(rel)
    ]


def rule_set_mentions(rel: str) -> list[str]:
    found = []
    for node in ast.walk(tree(rel)):
        if isinstance(node, ast.Attribute) and node.attr in RULE_SET_RECORDS:
            found.append((node.lineno, f".{node.attr}"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in RULE_SET_NAMES:
            found.append((node.lineno, node.value))
        elif isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if RULE_SET_HELPER.search(name):
                found.append((node.lineno, name))
    found += [(imp.line, imp.module) for imp in imports(rel) if RULE_SET_FOLDER.search(imp.module.replace(".", "/"))]
    return [f"{rel}:{line} {what}" for line, what in sorted(found) if (rel, what) not in RULE_SET_NAME_ALLOWED]


def test_no_shared_engine_file_names_a_rule_set() -> None:
    """engine/rules/base/ and every engine file outside a rule set's folder: no ``state.ck``/``.two``, no
    rule-set name, no import of a rule set's module (the registry, engine/rulesets.py, is the one place)."""
    files = shared_engine_files()
    assert "engine/rules/base/hooks.py" in files and "engine/legal.py" in files
    assert [hit for rel in files for hit in rule_set_mentions(rel)] == []


def test_the_rule_set_check_sees_the_rule_sets_own_files() -> None:
    ck = [rel for rel in product_files() if rel.startswith("engine/rules/cities_and_knights/")]
    assert any(rule_set_mentions(rel) for rel in ck)
    assert rule_set_mentions(RULES_REGISTRY)  # the registry names them all, and is the exception


# Issue #30 item 1: a map is named in its board's JSON and found by name (``engine.maps``), never told
# apart by its number of hexes. These are the ways code could do the latter: look something up by a hex
# count (``SHAPES[topo.N_HEX]``, ``.get(len(board["terrain"]))``), compare a hex count with a number
# (``N_HEX == 30``, ``len(terrain) in (19, 30)``), or call the old ``for_hex_count``. A board saved before
# maps had names is read by ``engine.maps.legacy_map_name`` (by the game's options, not by the board's
# size), called only where a board's JSON is read; the allow-lists below are those, and they are all.
HEX_COUNT_ALLOWED: frozenset[str] = frozenset()  # (file) that may tell a map by its size: none
LEGACY_MAP_READERS = frozenset(
    {
        "engine/maps.py",  # the legacy read itself
        "engine/board.py",  # ``board_from_json``: a saved game's board without a name, given its options
        "engine/plugins.py",  # ``map_of_view``: a hand-made view's board without a name, by the view's options
    }
)


def _hex_count(node: ast.AST) -> bool:
    """``x.N_HEX``, ``N_HEX`` or ``len(...terrain...)``: the size of a map."""
    if (isinstance(node, ast.Attribute) and node.attr == "N_HEX") or (isinstance(node, ast.Name) and node.id == "N_HEX"):
        return True
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
        and any("terrain" in ast.unparse(arg) for arg in node.args)
    )  # fmt: skip


def _number(node: ast.AST) -> bool:
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(_number(e) for e in node.elts)
    return isinstance(node, ast.Constant) and type(node.value) is int


def hex_count_lookups(source: str | ast.Module, rel: str = "<source>") -> list[str]:
    """``source``: text, or a product file's tree as the layering tests parsed it (``tree``: parsed once)."""
    found = []
    for node in ast.walk(source if isinstance(source, ast.Module) else ast.parse(source, filename=rel)):
        hit = ""
        if isinstance(node, ast.Subscript) and any(_hex_count(n) for n in ast.walk(node.slice)):
            hit = "indexed by a hex count"
        elif isinstance(node, ast.Dict) and any(k is not None and _hex_count(k) for k in node.keys):
            hit = "keyed by a hex count"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" and any(
            _hex_count(a) for a in node.args
        ):
            hit = "looked up by a hex count"
        elif (
            isinstance(node, ast.Compare)
            and all(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops)  # not a bounds check
            and any(_hex_count(n) for n in (node.left, *node.comparators))
            and any(_number(n) for n in (node.left, *node.comparators))
        ):
            hit = "a hex count compared with a number"
        elif isinstance(node, (ast.Name, ast.Attribute)) and (getattr(node, "id", None) or node.attr) == "for_hex_count":  # type: ignore[attr-defined]
            hit = "for_hex_count"
        if hit:
            found.append(f"{rel}:{node.lineno} {hit}: {ast.unparse(node)[:80]}")
    return found


def test_item30_1_a_map_is_never_identified_by_its_hex_count() -> None:
    hits = [
        hit
        for rel in product_files()
        if rel not in HEX_COUNT_ALLOWED
        for hit in hex_count_lookups(tree(rel), rel)
    ]
    assert hits == []


def test_item30_1_the_hex_count_check_sees_the_old_ways() -> None:
    old = (
        "SHAPES = {STANDARD.N_HEX: STANDARD}\n"
        "KITS[shape.N_HEX]\n"
        "shape = SHAPES.get(len(board['terrain']))\n"
        "if len(view['board']['terrain']) == 30: pass\n"
        "big = topo.N_HEX in (30, 44)\n"
        "for_hex_count(19)\n"
    )
    assert len(hex_count_lookups(old)) == 6
    assert hex_count_lookups("for h in range(t.N_HEX): pass\nok = 0 <= h < len(t.terrain)\n") == []


def test_item30_1_only_the_board_readers_call_the_legacy_map_read() -> None:
    callers = {
        rel
        for rel in product_files()
        if any(
            isinstance(n, (ast.Name, ast.Attribute)) and (getattr(n, "id", None) or getattr(n, "attr", None)) == "legacy_map_name"
            for n in ast.walk(tree(rel))
        )
    }
    assert callers == LEGACY_MAP_READERS


# Issue #30 item 2: what only one rule set has is drawn from that rule set's folder (``rendering/rules/
# <name>/``, through ``rendering.rulesets.RenderHooks``: board layers, building and robber sprites, the
# strip, the table's columns, the hand; ``history/rules/<name>/`` for its statistics). A shared module of
# ``rendering/`` or ``history/`` names none of these concepts in its code (names and string constants;
# docstrings and comments may give them as examples). Not on the list: the knight, also the base game's
# development card (Largest Army); C&K's knight actions are (``knight_hire``, ...).
RULE_SET_CONCEPT = re.compile(
    r"metropol|wall|merchant|barbarian|neutral|special_?build|progress|commodit|pillag|aqueduct|trade_?card"
    r"|improvement|deserter|bishop|event_die|asleep|^knight_|^ck$|^ck_|cities_and_knights|cities_knights|two_player"
    r"|five_six"
)
# (file, part of a word; "*": any) a shared rendering module may name, with why.
RENDER_CONCEPT_ALLOWED = {
    # Unicode's bidirectional algorithm has "neutral" characters: a word of the standard, not of a rule set
    ("rendering/bidi.py", "neutral"),
}


def rendering_concepts(rel: str) -> list[str]:
    """The rule-set-only words in ``rel``'s code: identifiers, attributes, arguments and string
    constants (docstrings excepted), split at underscores and dots."""
    module = tree(rel)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(module)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }  # fmt: skip
    found = []
    for node in ast.walk(module):
        words: list[str] = []
        if isinstance(node, ast.Name):
            words = [node.id]
        elif isinstance(node, ast.Attribute):
            words = [node.attr]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            words = [node.name]
        elif isinstance(node, ast.arg) or (isinstance(node, ast.keyword) and node.arg):
            words = [node.arg]
        elif isinstance(node, ast.alias):
            words = node.name.split(".")
        elif isinstance(node, ast.ImportFrom) and node.module:
            words = node.module.split(".")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words = re.split(r"[^A-Za-z0-9_]+", node.value)
        for word in words:
            lowered = word.lower()
            allowed = any(rel == where and (part == "*" or part in lowered) for where, part in RENDER_CONCEPT_ALLOWED)
            if RULE_SET_CONCEPT.search(lowered) and not allowed:
                found.append(f"{rel}:{getattr(node, 'lineno', 0)} {word}")
    return found


def shared_rendering_files() -> list[str]:
    """The shared modules of ``rendering/`` and ``history/`` (outside their rule sets' folders)."""
    return [
        rel
        for rel in product_files()
        if rel.startswith(("rendering/", "history/")) and not rel.startswith(("rendering/rules/", "history/rules/"))
    ]


def test_item30_2_no_shared_rendering_module_names_a_rule_set_only_concept() -> None:
    files = shared_rendering_files()
    assert {"rendering/board.py", "rendering/sprites.py", "history/stats.py"} <= set(files)
    assert sorted({hit for rel in files for hit in rendering_concepts(rel)}) == []


def test_item30_2_the_rendering_concept_check_sees_a_rule_sets_folder() -> None:
    ck = [rel for rel in product_files() if rel.startswith("rendering/rules/cities_and_knights/")]
    assert {"rendering/rules/cities_and_knights/board.py", "rendering/rules/cities_and_knights/sprites.py"} <= set(ck)
    assert all(rendering_concepts(rel) for rel in ("rendering/rules/cities_and_knights/board.py",
                                                    "rendering/rules/cities_and_knights/sprites.py"))  # fmt: skip
