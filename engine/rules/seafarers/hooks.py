"""Seafarers' hooks (``engine.rulesets``): the board half (``board_hooks``) and the routes half
(``route_hooks``) composed into one ``Hooks``.

Tables merge key by key (a key both halves set is an error: one owner per action kind), lists
concatenate (board first), a single hook set by one half is kept, and one set by both must be a
``Wrap`` in the routes half, which then wraps the board half's value (or both are wraps, chained).
"""

from __future__ import annotations

from typing import Any

from engine.rules.seafarers import board_hooks, route_hooks
from engine.rulesets import LISTS, TABLES, Hooks, Wrap


def merge(first: Hooks, second: Hooks) -> Hooks:
    """``first``'s hooks, then ``second``'s over them, as one rule set's ``Hooks``."""
    out: dict[str, Any] = dict(first.hooks)
    for name, value in second.hooks.items():
        if name not in out:
            out[name] = value
        elif name in TABLES:
            both = set(out[name]) & set(value)
            if both:
                raise ValueError(f"Seafarers: both halves set {name} for {sorted(both)}")
            out[name] = {**out[name], **value}
        elif name in LISTS:
            out[name] = [*out[name], *value]
        elif isinstance(value, Wrap):
            earlier = out[name]
            if isinstance(earlier, Wrap):
                out[name] = Wrap(lambda previous, a=earlier, b=value: b.factory(a.factory(previous)))
            else:
                out[name] = value.factory(earlier)
        else:
            raise ValueError(f"Seafarers: both halves replace the hook {name}")
    loaders = [h.record_from_json for h in (first, second) if h.record_from_json is not None]
    if len(loaders) > 1:
        raise ValueError("Seafarers: one half reads the record")
    return Hooks(record_from_json=loaders[0] if loaders else None, **out)


def wrap_handlers(hooks: Hooks, wraps: dict[str, Any]) -> Hooks:
    """The board half's handler wraps (``board_hooks.HANDLER_WRAPS``) around the composed handler of each
    kind: the routes half's if it has one, else the base game's (a road placed by either is an event)."""
    from engine.rules.base.actions import HANDLERS as BASE_HANDLERS

    handlers = dict(hooks.hooks.get("handlers", {}))
    for kind, wrap in wraps.items():
        handlers[kind] = wrap(handlers.get(kind) or BASE_HANDLERS[kind])
    return Hooks(record_from_json=hooks.record_from_json, **{**hooks.hooks, "handlers": handlers})


HOOKS = wrap_handlers(merge(board_hooks.HOOKS, route_hooks.HOOKS), board_hooks.HANDLER_WRAPS)
