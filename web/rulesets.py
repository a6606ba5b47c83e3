"""What the board page adds per rule set: the ``web`` layer's registry (``engine.plugins``, issue #21).

Each rule set's plug-in is its folder ``web.rules.<name>`` whose ``__init__`` holds ``HOOKS = WebHooks(...)``:
the front-end scripts (``web/static/rules/<name>.js``) that draw its pieces and offer its moves, loaded
after the shared page in composition order (base first). The shared server code never asks which rule
set a game plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.plugins import LayerRegistry


@dataclass(frozen=True)
class WebHooks:
    """A rule set's part of the board page. Tuples concatenate along the components."""

    scripts: tuple[str, ...] = ()  # paths under web/static, loaded by the page in this order


WEB: LayerRegistry[WebHooks] = LayerRegistry("web", WebHooks)


def web_of(view: Mapping[str, Any]) -> WebHooks:
    """The composed ``web`` hooks of a view's rule set."""
    return WEB.of_view(view)
