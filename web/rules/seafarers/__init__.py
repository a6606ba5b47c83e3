"""The board page's part of Seafarers: its front-end plug-in (``web/static/rules/seafarers.js``: ships, the
pirate, hexes still in fog) and those pieces' words, the fog still face down in the board's status, each player's
ships and Catan chits in their line of the Players panel, and the board's wording of the hand's gold line."""

from typing import Any

from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Text
from web.rulesets import WebHooks, edge_label, explanations, hex_label, who

GOLD = 6  # the gold field's terrain id (engine.rules.seafarers.mapdata.TERRAIN_NAMES)


def labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    sea = view.get("seafarers") or {}

    def say(key: str, **args: Any) -> str:
        return localize(Text(f"sea-board-{key}", **args), tag)

    out: dict[str, Any] = {
        "ships": {
            str(e): say("ship", who=who(view, seat, names), at=edge_label(view, e)) for e, seat in sea.get("ships", ())
        },
        "fog": {str(h): say("fog", at=hex_label(view, h)) for h in sea.get("fog", ())},
    }
    pirate = sea.get("pirate")
    if isinstance(pirate, int) and pirate >= 0:
        out["pirate"] = say("pirate", at=hex_label(view, pirate))
    out["sea_help"] = explanations("sea", help_keys(view), tag)
    return out


def help_keys(view: dict[str, Any]) -> list[str]:
    """What the board explains: gold fields where the island has one (or its fog may hide one), Catan chits where
    the scenario awards them (Fog Island does not, SEA-SVP-2), how a ship moves, the pirate."""
    sea = view.get("seafarers") or {}
    gold = GOLD in view["board"].get("terrain", ()) or GOLD in (sea.get("fog_left") or {}).get("tiles", ())
    chits = sea.get("scenario") != "fog_island"
    return [*(["gold"] if gold else []), *(["chits"] if chits else []), "ships", "pirate"]


def summary(view: dict[str, Any], names: list[str]) -> Arg | None:
    fog = (view.get("seafarers") or {}).get("fog") or ()
    return Text("sea-board-status-fog", count=len(fog)) if fog else None


def player_words(view: dict[str, Any], player: dict[str, Any]) -> list[Arg]:
    """'2 ships · 1 Catan chit' (chits when held)."""
    sea = view.get("seafarers")
    if not sea:
        return []
    seat = player["seat"]
    out: list[Arg] = [Text("sea-board-ships", count=sum(1 for _e, owner in sea.get("ships", ()) if owner == seat))]
    chits = sea.get("chits") or ()
    if seat < len(chits) and chits[seat]:
        out.append(Text("sea-board-chits-held", count=chits[seat]))
    return out


HOOKS = WebHooks(
    scripts=("rules/seafarers.js",),
    labels=(labels,),
    spots={
        "sea_robber_start": ("hex", 1)
    },  # Through the Desert's starting player picks the robber's desert (SEA-TTD-4)
    summary=(summary,),
    player_words=(player_words,),
    words={"sea-hand-gold-owed": "sea-board-gold-owed"},
)
