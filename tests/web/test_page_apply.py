"""Issue #34 item 4: the page applies an update the way ``web.diff.patch`` does (the page's own ``apply``
function, run with Node when the machine has it; browser tests come in a later step)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from web.diff import diff, patch
from web.server import STATIC

CASES = [
    ({"a": 1, "b": [1, 2, 3], "c": {"d": None}, "gone": True}, {"a": 2, "b": [1, 5, 3], "c": {"d": 4}, "f": None}),
    ({"view": {"players": [{"vp": 2}, {"vp": 3}]}}, {"view": {"players": [{"vp": 2}, {"vp": 4}, {"vp": 0}]}}),
    ({"x": [1, 2, 3, 4]}, {"x": [4, 3, 2, 1]}),
]


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (the page's apply is not run)")
def test_item4_the_pages_apply_agrees_with_the_servers_patch() -> None:
    source = (STATIC / "board.js").read_text()
    found = re.search(r"  function apply\(target, ops\) \{.*?\n  \}\n", source, re.S)
    assert found is not None, "board.js has no apply(target, ops)"
    cases = [[old, diff(old, new)] for old, new in CASES]
    script = found.group(0) + f"\nconsole.log(JSON.stringify({json.dumps(cases)}.map(([d, ops]) => apply(d, ops))));"
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=30, check=True).stdout
    assert json.loads(out) == [patch(old, ops) for old, ops in cases] == [new for _old, new in CASES]
