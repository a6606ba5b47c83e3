"""What changed between two JSON documents, as small as it can be said (issue #34 item 4: a live update
carries the changed parts, not the whole view).

An update is a list of operations ``[path, value]`` (set the value at ``path``) or ``[path]`` (remove
the key at ``path``); a path is a list of object keys and list indexes. Objects are compared key by key
and lists of the same length item by item, so a player's changed victory points are one short
operation; a list that grew or shrank is sent whole (the page's ``apply`` in ``static/board.js``
does the same thing backwards). Unlike JSON merge patch, a value may be ``null``.
"""

from __future__ import annotations

from typing import Any

Path = list[str | int]
Op = list[Any]


def diff(old: Any, new: Any, path: Path | None = None) -> list[Op]:
    """The operations that turn ``old`` into ``new`` (empty: they are equal)."""
    at: Path = [] if path is None else path
    if type(old) is not type(new):
        return [[at, new]]
    if isinstance(new, dict):
        ops: list[Op] = [[[*at, key]] for key in old if key not in new]
        for key, value in new.items():
            if key not in old:
                ops.append([[*at, key], value])
            elif old[key] != value:
                ops += diff(old[key], value, [*at, key])
        return ops
    if isinstance(new, list) and len(old) == len(new):
        out: list[Op] = []
        for i, (a, b) in enumerate(zip(old, new, strict=True)):
            if a != b:
                out += diff(a, b, [*at, i])
        # Many small changes in one list (every player's card count after a roll) read shorter whole.
        return out if len(out) <= max(2, len(new) // 2) else [[at, new]]
    return [] if old == new else [[at, new]]


def patch(doc: Any, ops: list[Op]) -> Any:
    """``doc`` with ``ops`` applied (what the page does; the tests check that both agree)."""
    import copy

    out = copy.deepcopy(doc)
    for op in ops:
        path = op[0]
        if not path:
            out = copy.deepcopy(op[1])
            continue
        parent = out
        for key in path[:-1]:
            parent = parent[key]
        if len(op) == 1:
            del parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(op[1])
    return out
