"""The board page's part of Cities & Knights: its front-end plug-in (``web/static/rules/cities_and_knights.js``:
knights, city walls, metropolises, the merchant, the barbarian track) and those pieces' words, the barbarians'
line of the board's status, and each player's improvements, knights and cards in their line of the Players panel."""

from typing import Any

from engine.rules.cities_and_knights.constants import SHIP_FACES
from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Items, Text
from ui.rules.cities_and_knights.words import TRACKS
from web.rulesets import WebHooks, explanations, hex_label, vertex_label, who

# the event die's city gates by track, in the images' words (rendering/rules/cities_and_knights/status.py)
EVENT_WORDS = ("ck-images-gate-trade", "ck-images-gate-politics", "ck-images-gate-science")


def labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    ck = view.get("ck") or {}
    owners = {v: seat for v, seat, _kind in view.get("buildings", ())}

    def say(key: str, **args: Any) -> str:
        return localize(Text(f"ck-board-{key}", **args), tag)

    knights = {
        str(v): say("knight", who=who(view, seat, names),
                    knight=Text("ck-hand-knight", strength=level, at=vertex_label(view, v), active="yes" if active else "no"))
        for v, seat, level, active in ck.get("knights", ())
    }  # fmt: skip
    walls = {
        str(v): say("wall", who=who(view, owners.get(v), names), at=vertex_label(view, v)) for v in ck.get("walls", ())
    }
    metropolises = {
        str(v): say("metropolis", who=who(view, owners.get(v), names), track=Text(f"ck-thread-track-{TRACKS[i]}"),
                    at=vertex_label(view, v))
        for i, v in enumerate(ck.get("metropolis", ())) if isinstance(v, int) and v >= 0 and i < len(TRACKS)
    }  # fmt: skip
    out: dict[str, Any] = {"knights": knights, "walls": walls, "metropolises": metropolises}
    if "barbarian" in ck:
        out["barbarians"] = say("barbarians", at=ck["barbarian"], steps=ck.get("barbarian_steps", 7))
        # the title the images write over the track (rendering/rules/cities_and_knights/status.py)
        to_go = max(0, ck.get("barbarian_steps", 7) - ck["barbarian"])
        title = Text("ck-images-attack-in", count=to_go) if to_go else Text("ck-images-attack")
        out["barbarians_title"] = localize(title, tag)
    dice, face = view.get("dice"), ck.get("event")
    if dice and isinstance(face, int) and face >= 0:  # the red, yellow and event die, as the images' strip says them
        event = "ck-images-ship" if face < SHIP_FACES else EVENT_WORDS[(face - SHIP_FACES) % len(EVENT_WORDS)]
        out["dice"] = say("dice", red=dice[0], yellow=dice[1], event=Text(event))
    merchant = ck.get("merchant")
    if isinstance(merchant, int) and merchant >= 0:
        out["merchant_name"] = say("merchant-name")  # written beside the figure
        out["merchant"] = say("merchant", who=who(view, ck.get("merchant_owner"), names), at=hex_label(view, merchant))
    # the board's "?" list: commodities, knights, the barbarians, and the robber's sleep until their first attack
    asleep = ["robber"] if not ck.get("attacks") else []
    out["ck_help"] = explanations("ck", ["commodities", "knights", "barbarians", *asleep], tag)
    return out


def summary(view: dict[str, Any], names: list[str]) -> Arg | None:
    """'Barbarians: step 3 of 7 · attacks so far: 0 · barbarian strength 4' (the strength: the cities on the island)."""
    ck = view.get("ck")
    if not ck:
        return None
    cities = sum(1 for b in view.get("buildings", ()) if b[2] == 2)
    return Text("ck-board-status-barbarians", position=ck["barbarian"], of=ck["barbarian_steps"],
                attacks=ck["attacks"], strength=cities)  # fmt: skip


def player_words(view: dict[str, Any], player: dict[str, Any]) -> list[Arg]:
    """'improvements T1 P0 S0 · 1 progress card · active knights 2' (knights' strength, Defender cards and
    metropolises when there are any)."""
    ck = view.get("ck")
    if not ck or "levels" not in player:
        return []
    seat = player["seat"]
    strength = sum(level for _v, owner, level, active in ck.get("knights", ()) if owner == seat and active)
    trade, politics, science = player["levels"]
    out: list[Arg] = [Text("ck-board-player", trade=trade, politics=politics, science=science,
                           progress=(player.get("progress_cards") or {}).get("count", 0))]  # fmt: skip
    if strength:
        out.append(Text("ck-board-knights", knights=strength))
    if player.get("defenders"):
        out.append(Text("ck-board-defenders", count=player["defenders"]))
    owners = {v: owner for v, owner, _kind in view.get("buildings", ())}
    tracks = [Text(f"ck-thread-track-{TRACKS[i]}") for i, v in enumerate(ck.get("metropolis", ()))
              if isinstance(v, int) and v >= 0 and i < len(TRACKS) and owners.get(v) == seat]  # fmt: skip
    if tracks:
        out.append(Text("ck-board-metropolises", tracks=Items(tracks)))
    return out


HOOKS = WebHooks(
    scripts=("rules/cities_and_knights.js",), labels=(labels,), summary=(summary,), player_words=(player_words,)
)
