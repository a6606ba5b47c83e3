"""The board page's part of Seafarers: its front-end plug-in (``web/static/rules/seafarers.js``: ships, the
pirate, hexes still in fog, the Catan chits) and those pieces' words."""

from typing import Any

from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from web.rulesets import WebHooks, edge_label, hex_label, who


def labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    sea = view.get("seafarers") or {}

    def say(key: str, **args: Any) -> str:
        return localize(Text(f"sea-board-{key}", **args), tag)

    out: dict[str, Any] = {
        "ships": {
            str(e): say("ship", who=who(view, seat, names), at=edge_label(view, e)) for e, seat in sea.get("ships", ())
        },
        "fog": {str(h): say("fog", at=hex_label(view, h)) for h in sea.get("fog", ())},
        "chits": [
            say("chits", who=who(view, seat, names), count=n) for seat, n in enumerate(sea.get("chits") or ()) if n
        ],
    }
    pirate = sea.get("pirate")
    if isinstance(pirate, int) and pirate >= 0:
        out["pirate"] = say("pirate", at=hex_label(view, pirate))
    return out


# Through the Desert's starting player picks the robber's desert on the board (SEA-TTD-4)
HOOKS = WebHooks(scripts=("rules/seafarers.js",), labels=(labels,), spots={"sea_robber_start": ("hex", 1)})
