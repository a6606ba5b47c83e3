"""``import engine`` stays cheap (issue #32 item 6: under 50 ms with bytecode present; bench/engine.py times
it): the engine imports no standard-library module that costs tens of milliseconds and that it does not
need at import time (``inspect`` with ``ast``, ``dis`` and ``tokenize``; ``dataclasses``, which imports
``inspect``). What replaced them behaves as they did."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path

import pytest

from engine import actions as A
from engine import maps
from engine import topology as topo

ROOT = Path(__file__).resolve().parents[2]
COSTLY = ("inspect", "dataclasses", "ast", "dis", "tokenize")


def test_item32_6_import_engine_loads_neither_inspect_nor_dataclasses() -> None:
    code = f"import sys, engine; print(' '.join(m for m in {COSTLY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _plain(action: A.Action, names: list[str] | None = None) -> str:
    return "plain"


def _shaped(action: A.Action, names: list[str] | None = None, *, shape: topo.Topology) -> str:
    return f"shaped {shape.N_HEX}"


def _positional_shape(action: A.Action, names: list[str] | None, shape: topo.Topology) -> str:
    return "positional"


def _uses_a_local_named_shape(action: A.Action, names: list[str] | None = None) -> str:
    shape = "a local, not a parameter"
    return shape


class _Describer:
    def __call__(self, action: A.Action, names: list[str] | None = None, *, shape: topo.Topology) -> str:
        return "callable object"


def test_item32_6_a_describe_taking_the_island_is_told_apart_without_inspect_at_import() -> None:
    """What ``inspect.signature(describe).parameters`` said, for every kind of callable register_kind gets."""

    @functools.wraps(_shaped)
    def wrapped(*args: object, **kwargs: object) -> str:
        return _shaped(*args, **kwargs)  # type: ignore[arg-type]

    takes = A._takes_shape
    assert takes(_shaped) and takes(_positional_shape)
    assert not takes(_plain) and not takes(_uses_a_local_named_shape)
    assert not takes(lambda action, names=None: "a lambda")
    assert takes(functools.partial(_shaped, names=None))  # not a plain function: inspect decides
    assert takes(wrapped)  # functools.wraps: the wrapped function's parameters, as inspect reads them
    assert takes(_Describer())


def test_item32_6_a_map_template_is_read_only_and_equal_only_to_itself() -> None:
    """MapTemplate was a frozen dataclass (eq=False); it is a plain class with the same behaviour."""
    standard = maps.get("standard")
    twin = maps.MapTemplate(standard.name, standard.topology, standard.kit, standard.rule_set)
    assert twin.fixed is None and twin.dealer is None and twin.check is None
    assert twin != standard and twin == twin and hash(twin) != hash(standard)
    with pytest.raises(AttributeError):
        twin.name = "other"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del twin.kit
    assert repr(twin).startswith("MapTemplate(name='standard', topology=") and "check=None)" in repr(twin)
    fixed = maps.MapTemplate("x", standard.topology, standard.kit, "base", ((1,), (2,), (3,)))
    assert fixed.fixed == ((1,), (2,), (3,)) and fixed.rule_set == "base"
