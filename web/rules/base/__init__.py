"""The board page's part of the base rule set: its front-end plug-in (``web/static/rules/base.js``: the dice, and
the roll's total under them as the images write it) and the words of the pieces every game has (settlements,
cities, roads, the robber)."""

from typing import Any

from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from web.rulesets import WebHooks, edge_label, hex_label, vertex_label, who


def labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    buildings = {
        str(v): localize(
            Text("board-building", who=who(view, seat, names), kind=int(kind), at=vertex_label(view, v)), tag
        )
        for v, seat, kind in view.get("buildings", ())
    }
    roads = {
        str(e): localize(Text("board-road", who=who(view, seat, names), at=edge_label(view, e)), tag)
        for e, seat in view.get("roads", ())
    }
    out: dict[str, Any] = {"buildings": buildings, "roads": roads}
    dice = view.get("dice")
    if dice:  # under the dice, as the images write it ("rolled 7"; a rule set may write its own: "rolled")
        out["rolled"] = [localize(Text("images-dice-rolled", total=sum(dice)), tag)]
    robber = view["board"].get("robber")
    if isinstance(robber, int) and robber >= 0:
        out["robber"] = localize(Text("board-robber", at=hex_label(view, robber)), tag)
    return out


HOOKS = WebHooks(scripts=("rules/base.js",), labels=(labels,))
