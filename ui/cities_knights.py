"""Cities & Knights in words: menu labels for decisions, event lines, progress-card effects, the status.

No Discord here. Everything public is built from the public view and redacted events: commodities are
counted, never named with a count (what a player holds of each stays private) except where they go
back to the bank before everyone (discards, bank trades), and progress cards are named only when they
are played (the deck they came from is public, the card is not).
"""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES, CITY, format_counts
from engine.plugins import topology_of_view
from engine.rulesets import Wrap
from ui.person import to_you
from ui.plural import plural
from ui.rulesets import UiHooks

TRACKS = ("trade", "politics", "science")
DECKS = ("trade (yellow)", "politics (blue)", "science (green)")
COMMODITIES = ("cloth", "coin", "paper")
IMPROVEMENTS = (
    ("Market", "Trading House", "Counting House", "Bank", "Great Exchange"),
    ("Town Hall", "Church", "Fortress", "Cathedral", "High Assembly"),
    ("Abbey", "Library", "Aqueduct", "Theater", "University"),
)
EVENT_FACES = ("barbarian ship", "barbarian ship", "barbarian ship", "trade gate (yellow)",
               "politics gate (blue)", "science gate (green)")  # fmt: skip
STRENGTH = {1: "basic", 2: "strong", 3: "mighty"}

# The menus of the turn message: button op -> the action kinds it offers (progress cards: see below).
KNIGHT_KINDS = ("knight_hire", "knight_activate", "knight_promote", "knight_move", "knight_displace", "knight_chase")
IMPROVE_KINDS = ("improve",)
ANSWER_KINDS = ("answer",)
# Actions that come from progress cards without being a card id: Commercial Harbor's offers, the
# card put back when over the hand limit.
PROGRESS_EXTRA_KINDS = ("harbor_trade", "progress_discard")

CARD_TEXT: dict[str, tuple[str, str]] = {
    # card id: (name, one-line effect)
    "alchemist": ("Alchemist", "before rolling: choose the red and yellow dice"),
    "crane": ("Crane", "your next city improvement this turn costs 1 commodity less"),
    "engineer": ("Engineer", "build a city wall for free"),
    "inventor": ("Inventor", "swap two number tokens (not 2, 12, 6 or 8)"),
    "irrigation": ("Irrigation", "2 grain for each fields hex next to your cities and settlements"),
    "medicine": ("Medicine", "upgrade a settlement to a city for 2 ore and 1 grain"),
    "mining": ("Mining", "2 ore for each mountains hex next to your cities and settlements"),
    "printer": ("Printer", "1 victory point (laid out at once)"),
    "road_building": ("Road Building", "build 2 roads for free"),
    "smith": ("Smith", "promote 2 knights for free"),
    "bishop": ("Bishop", "move the robber and take 1 card from each player next to it"),
    "constitution": ("Constitution", "1 victory point (laid out at once)"),
    "deserter": ("Deserter", "an opponent removes a knight; you may place one of yours of that strength"),
    "diplomat": ("Diplomat", "remove an open road (your own may be re-placed)"),
    "intrigue": ("Intrigue", "displace an opponent's knight that touches your roads"),
    "saboteur": ("Saboteur", "players with as many VP as you or more discard half their cards"),
    "spy": ("Spy", "look at an opponent's progress cards and take one"),
    "warlord": ("Warlord", "activate all your knights for free"),
    "wedding": ("Wedding", "players with more VP than you give you 2 cards of their choice"),
    "commercial_harbor": ("Commercial Harbor", "swap a resource for a commodity with each opponent"),
    "master_merchant": ("Master Merchant", "take 2 cards from a player with more VP than you"),
    "merchant": ("Merchant", "place the merchant: 2:1 for that hex's resource, 1 VP"),
    "merchant_fleet": ("Merchant Fleet", "trade one resource or commodity 2:1 this turn"),
    "resource_monopoly": ("Resource Monopoly", "each opponent gives you 2 of a resource"),
    "trade_monopoly": ("Trade Monopoly", "each opponent gives you 1 of a commodity"),
}


def card_name(card: str) -> str:
    return CARD_TEXT.get(card, (card.replace("_", " ").title(), ""))[0]


def card_line(card: str) -> str:
    name, effect = CARD_TEXT.get(card, (card_name(card), ""))
    return f"{name} — {effect}" if effect else name


def progress_kinds() -> tuple[str, ...]:
    """Every action kind a progress card (or its framework) adds: the card ids and two helpers."""
    return (*CARD_TEXT, *PROGRESS_EXTRA_KINDS)


def vertex(v: int, shape: topo.Topology | None = None) -> str:
    """The label of intersection ``v`` on the island ``shape`` (the game's; the standard one if None)."""
    island = shape or topo.STANDARD
    return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"


# --- decisions -------------------------------------------------------------------------------------


def _card_of_hand(i: int) -> str:
    return CARD_NAMES[i] if 0 <= i < len(CARD_NAMES) else "?"


def _progress_of_index(i: int) -> str:
    ids = sorted(CARD_TEXT)  # the engine numbers progress cards by their sorted ids (cards.CARD_IDS)
    return card_name(ids[i]) if 0 <= i < len(ids) else "?"


def answer_label(decision: dict[str, Any], choice: int, names: list[str], shape: topo.Topology | None = None) -> str:
    """The menu label of one answer to an open decision (the view's pending entry); spots are named on
    ``shape``, the game's island (the standard one if None)."""
    kind = decision.get("kind", "")
    none = choice < 0
    island = shape or topo.STANDARD

    def vertex(v: int) -> str:
        return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"

    if kind == "discard":
        return f"Discard 1 {_card_of_hand(choice)}"
    if kind in ("wedding_gift", "harbor_commodity"):
        to = names[decision["to"]] if "to" in decision else "them"
        return f"Give 1 {_card_of_hand(choice)} to {to}"
    if kind == "master_merchant_take":
        return f"Take 1 {_card_of_hand(choice)}"
    if kind == "aqueduct":
        return "Take nothing" if none else f"Take 1 {_card_of_hand(choice)} (Aqueduct)"
    if kind == "pillage":
        return f"Lose the city on {vertex(choice)}"
    if kind == "metropolis":
        return f"Put the metropolis on your city on {vertex(choice)}"
    if kind == "knight_retreat":
        return f"Move your knight to {vertex(choice)}"
    if kind == "deserter_remove":
        return f"Remove your knight on {vertex(choice)}"
    if kind == "deserter_place":
        return "Place no knight" if none else f"Place the knight on {vertex(choice)}"
    if kind == "commit_knights":
        return "Commit no more knights" if none else f"Commit the knight on {vertex(choice)}"
    if kind == "defender_draw":
        return f"Draw from the {DECKS[choice]} deck" if 0 <= choice < 3 else "?"
    if kind == "progress_limit":
        return f"Put back {_progress_of_index(choice)}"
    if kind == "spy_take":
        return "Take no card" if none else f"Take {_progress_of_index(choice)}"
    if kind == "diplomat_replace":
        return "Keep the road in your supply" if none else f"Re-place the road on {island.EDGE_LABELS[choice]}"
    return f"Answer {choice}"


def answer_choice_label(view: dict[str, Any], action: list[Any] | tuple[Any, ...], names: list[str]) -> str | None:
    """Label of an ``("answer", id, choice)`` action from the view's pending list (None: not an answer)."""
    if not action or action[0] != "answer":
        return None
    decision = next((d for d in view.get("pending", []) if d.get("id") == action[1]), None)
    if decision is None:
        return None
    return answer_label(decision, int(action[2]), names, topology_of_view(view))


def open_decisions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Open C&K decisions (they carry an id), in the order the engine lists them."""
    return [d for d in view.get("pending", []) if "id" in d and d.get("blocking")]


def decision_text(decision: dict[str, Any], names: list[str], *, to_owner: bool = False) -> str:
    """'choose the city the barbarians pillage' with the other player named where the data says who;
    ``to_owner``: said to the player who owes it ("your cards", not the engine's "their cards")."""
    text = decision.get("text") or decision.get("kind", "decide")
    if to_owner:
        text = to_you(text)
    other = decision.get("to", decision.get("for", decision.get("from")))
    if isinstance(other, int) and 0 <= other < len(names) and decision.get("kind") != "knight_retreat":
        text += f" (for {names[other]})" if "to" in decision or "for" in decision else f" (from {names[other]})"
    return text


# --- events ----------------------------------------------------------------------------------------


def _counts_public(counts: list[int]) -> str:
    """Resources by type, commodities only as a number (what a hand holds of each stays private)."""
    text = format_counts(list(counts[:5]) + [0] * (len(counts) - 5))
    extra = sum(counts[5:])
    if extra:
        text = f"{text}, {plural(extra, 'commodity')}" if text else plural(extra, "commodity")
    return text


def describe_ck_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    """A line for a C&K event (public, already redacted), or None when the event is not one of C&K's;
    spots are named on ``shape``, the game's island (the standard one if None)."""
    t = event["type"]
    island = shape or topo.STANDARD

    def vertex(v: int) -> str:
        return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"

    def n(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "nobody"

    if t == "rolled" and "event" in event:
        red, yellow = event["dice"]
        face = EVENT_FACES[event["event"]] if 0 <= event["event"] < len(EVENT_FACES) else "?"
        alch = " with the Alchemist" if event.get("alchemist") else ""
        return f"🎲 {n(event['seat'])} rolled **{red + yellow}** (red {red}, yellow {yellow}){alch}; event die: **{face}**."
    if t == "production" and len(event["gains"][0]) > 5:
        gains = [f"{n(p)} +{_counts_public(g)}" for p, g in enumerate(event["gains"]) if any(g)]
        text = ("Production: " + "; ".join(gains) + ".") if gains else "Nobody produced anything."
        if event["blocked"]:
            text += " The robber blocked " + ", ".join(island.HEX_LABELS[h] for h in event["blocked"]) + "."
        return text
    if t == "discards_revealed":
        # discards are public in every rule set (BASE-INFO-3: the cards go back to the bank's face-up stacks)
        told = [f"{n(seat)} discarded {format_counts(cards)}" for seat, cards in enumerate(event["cards"]) if any(cards)]
        return "; ".join(told) + "." if told else None
    if t == "barbarians_advance":
        return f"⛵ The barbarians advance ({event['position']}/{event['of']})."
    if t == "barbarian_attack":
        return _attack_line(event, names)
    if t == "city_pillaged":
        what = "it is gone" if event.get("removed") else "it is a settlement now"
        return f"🔥 The barbarians pillaged {n(event['seat'])}'s city on {vertex(event['at'])}: {what}."
    if t == "defender_of_catan":
        return f"🏅 {n(event['seat'])} becomes **Defender of Catan** (1 VP)."
    if t == "progress_drawn" and "from" in event:
        return None  # taken with the Spy: the ``spy_took`` line before it says so
    if t == "progress_drawn" and isinstance(event.get("card"), str):  # the drawer's own copy of the event
        return f"{n(event['seat'])} drew **{card_line(event['card'])}**."
    if t == "progress_drawn":
        return f"{n(event['seat'])} drew a {DECKS[event['deck']]} progress card."
    if t == "progress_vp":
        return f"📜 {n(event['seat'])} drew and laid out the {card_name(event['card'])} (1 VP)."
    if t == "progress_played":
        return f"📜 {n(event['seat'])} played **{card_name(event['card'])}**."
    if t == "progress_discarded":
        return f"{n(event['seat'])} put a {DECKS[event['deck']]} progress card back under its deck."
    if t == "improved":
        return f"🏛️ {n(event['seat'])} built the {event['name']} ({TRACKS[event['track']]} level {event['level']})."
    if t == "improvement_discount":
        return None
    if t == "knight_hired":
        return f"⚔️ {n(event['seat'])} hired a knight on {vertex(event['at'])}."
    if t == "knight_placed":
        return (f"⚔️ {n(event['seat'])} placed a {STRENGTH.get(event['strength'], '')} knight on "
                f"{vertex(event['at'])}.")  # fmt: skip
    if t == "knight_activated":
        return f"{n(event['seat'])} activated the knight on {vertex(event['at'])}."
    if t == "knights_activated":
        return f"{n(event['seat'])} activated all their knights."
    if t == "knight_promoted":
        return f"⚔️ {n(event['seat'])} promoted the knight on {vertex(event['at'])} to {STRENGTH[event['strength']]}."
    if t == "knight_moved":
        return f"{n(event['seat'])} moved a knight from {vertex(event['from'])} to {vertex(event['to'])}."
    if t == "knight_displaced":
        return f"⚔️ {n(event['seat'])} displaced {n(event['victim'])}'s knight on {vertex(event['at'])}."
    if t == "knight_retreated":
        return f"{n(event['seat'])}'s knight retreated from {vertex(event['from'])} to {vertex(event['to'])}."
    if t == "knight_to_supply":
        return f"{n(event['seat'])}'s knight from {vertex(event['from'])} went back to the supply."
    if t == "knight_deserted":
        return f"{n(event['seat'])} removed their knight on {vertex(event['at'])} (Deserter)."
    if t == "robber_chased":
        return f"⚔️ {n(event['seat'])}'s knight on {vertex(event['at'])} chased the robber away."
    if t == "metropolis":
        taken = (
            f", taking it from {n(event['from'])}" if isinstance(event.get("from"), int) and event["from"] >= 0 else ""
        )
        return (
            f"🏙️ {n(event['seat'])} now holds the {TRACKS[event['track']]} metropolis on {vertex(event['at'])}{taken}."
        )
    if t == "merchant_placed":
        return f"{n(event['seat'])} placed the merchant on {island.HEX_LABELS[event['hex']]}."
    if t == "numbers_swapped":
        a, b = event["hexes"]
        return f"{n(event['seat'])} swapped the numbers of {island.HEX_LABELS[a]} and {island.HEX_LABELS[b]}."
    if t == "road_removed":
        return f"{n(event['seat'])} removed {n(event['owner'])}'s road on {island.EDGE_LABELS[event['at']]}."
    if t == "monopoly":
        card, total = CARD_NAMES[event["resource"]], sum(event["taken"])
        if not total:
            return f"{n(event['seat'])} took no {card}: the others had none."
        return f"{n(event['seat'])} took {total} {card} from the others."
    if t in ("card_given", "card_taken"):
        other = event.get("to", event.get("from"))
        card = f"1 {CARD_NAMES[event['card']]}" if isinstance(event.get("card"), int) else "a card"
        verb = f"gave {card} to" if t == "card_given" else f"took {card} from"
        return f"{n(event['seat'])} {verb} {n(other)}."
    if t == "spy_took":
        # the public copy has no card ("took" says whether one was taken; events stored before it was added:
        # a card taken is a secret key removed, none taken is a None kept)
        taken = event.get("took", event.get("card", "") is not None)
        if isinstance(event.get("card"), str):
            what = f"took the {card_name(event['card'])}"
        else:
            what = "took a progress card" if taken else "took no card"
        return f"🕵️ {n(event['seat'])} used the Spy on {n(event['from'])} and {what}."
    if t == "aqueduct":
        return f"{n(event['seat'])} took 1 {CARD_NAMES[event['resource']]} (Aqueduct)."
    if t == "harbor_trade":
        return f"{n(event['seat'])} traded with {n(event['with'])} (Commercial Harbor)."
    if t in ("irrigation", "bonus_collected"):
        return None  # the card's line and the hand DM say enough
    if t == "decision_owed":
        return None
    return None


def _attack_line(event: dict[str, Any], names: list[str]) -> str:
    strength, knights = event["barbarians"], event["knights"]
    head = f"🏴‍☠️ **The barbarians attack**: strength {strength} against Catan's knights {knights}."
    if event["outcome"] == "barbarians":
        losers = [names[p] for p in event.get("losers", [])]
        if not losers:
            tail = " The barbarians win; nobody loses a city."
        elif len(losers) == 1:
            tail = f" The barbarians win: {losers[0]} loses a city."
        else:
            tail = f" The barbarians win: {_and(losers)} each lose a city."
    else:
        best = [names[p] for p in event.get("defenders", [])]
        if len(best) == 1:
            tail = f" Catan is saved! {best[0]} defended best."  # the Defender card's own line follows
        elif best:
            tail = (f" Catan is saved! {_and(best)} tie for the strongest defence: no Defender of Catan, each draws"
                    " a progress card.")  # fmt: skip
        else:
            tail = " Catan is saved! No active knight: no Defender of Catan."
    return head + tail


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


# --- status and help -------------------------------------------------------------------------------


def status_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    """The C&K part of /catan status: barbarians, rules, each player's development and knights."""
    ck = view["ck"]
    lines = [f"⛵ Barbarians: {ck['barbarian']}/{ck['barbarian_steps']} · attacks so far: {ck['attacks']} · "
             f"barbarian strength now {sum(1 for b in view['buildings'] if b[2] == 2)}"]  # fmt: skip
    strength = [0] * len(view["players"])
    for _v, owner, s, active in ck["knights"]:
        if active:
            strength[owner] += s
    for p in view["players"]:
        levels = " ".join(f"{t[0].upper()}{lvl}" for t, lvl in zip(TRACKS, p["levels"], strict=True))
        metro = [TRACKS[t] for t, v in enumerate(ck["metropolis"]) if v >= 0 and _owner(view, v) == p["seat"]]
        extra = f", metropolis {'/'.join(metro)}" if metro else ""
        lines.append(f"• {names[p['seat']]}: improvements {levels}{extra}, active knights {strength[p['seat']]}, "
                     f"{plural(p['progress_cards']['count'], 'progress card')}, "
                     f"{plural(p['defenders'], 'Defender card')}")  # fmt: skip
    for d in open_decisions(view):
        lines.append(f"⏳ {names[d['seat']]} must {decision_text(d, names)} (**Answer…** or `/catan ck answer`).")
    return lines


def _owner(view: dict[str, Any], v: int) -> int:
    return next((o for at, o, _k in view["buildings"] if at == v), -1)


def rules_text(options: dict[str, Any]) -> str:
    """'Cities & Knights (13 VP, barbarians 7 steps, Knight errant)' or 'Base game'."""
    if options.get("expansion") != "cities_and_knights":
        return "Base game"
    extras = [f"barbarians {options.get('barbarian_steps', 7)} steps"]
    for key, label in (("ck_knight_errant", "knight errant"), ("ck_easy_start", "easy start"), ("ck_nasty", "nasty")):
        if options.get(key):
            extras.append(label)
    return f"Cities & Knights ({', '.join(extras)})"


HELP = """**Cities & Knights** (when the game uses it; first to 13 VP)
• Roll: red + yellow as usual, and the event die: a ship moves the barbarians; a gate of a colour gives a progress card of that colour to each player with level 1+ in that track whose level + 1 is at least the red die (level 1 draws on red 1-2, level 5 on 1-6).
• Cities also make commodities: forest paper, mountains coin, pasture cloth. Improve a track (**Improve…**): level L costs L of its commodity (trade cloth, politics coin, science paper); level 3 gives an ability, the first to level 4 gets the metropolis (+2 VP), and whoever else reaches level 5 first takes it.
• Knights (**Knights…**, `/catan ck knight`): hire or promote (wool + ore), activate (grain), then move, displace a weaker knight or chase the robber. When the barbarians land (their strength = all cities), active knights defend: if they are weaker, the players with the least knight strength each lose a city (not a metropolis); if not, the strongest defender becomes Defender of Catan (1 VP). Until the first attack a 7 only makes players discard: the robber stays on the desert.
• City wall (2 brick, `/catan build wall` or **Build…**): +2 to your hand limit, at most 3. Progress cards (**Progress…**, `/catan ck progress`): up to 4 in hand, played after the roll (Alchemist before). Decisions others owe you (**Answer…**, `/catan ck answer`) are asked of them in the thread."""


def hand_lines(view: dict[str, Any]) -> list[str]:
    """The C&K part of a player's private hand message: progress cards with their effect, development."""
    you = view["you"]
    me = view["players"][you["seat"]]
    cards = you.get("progress_cards") or []
    lines = [f"Progress cards ({len(cards)}/4):" if cards else "Progress cards: none"]
    lines += [f"• {card_line(c)}" for c in cards]
    levels = ", ".join(
        f"{t} {lvl}" + (f" ({IMPROVEMENTS[i][lvl - 1]})" if lvl else "")
        for i, (t, lvl) in enumerate(zip(TRACKS, me["levels"], strict=True))
    )
    lines.append(f"City improvements: {levels}")
    mine = [k for k in view["ck"]["knights"] if k[1] == you["seat"]]
    if mine:
        shape = topology_of_view(view)
        knights = ", ".join(f"{STRENGTH[s]} on {vertex(v, shape)}{'' if a else ' (inactive)'}" for v, _o, s, a in mine)
        lines.append(f"Knights: {knights}")
    return lines


# --- the plug-in (ui.rulesets) ---------------------------------------------------------------------

HELP_PAGE = (
    HELP
    + """
**Commands:** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, \
`/catan ck answer choice`, `/catan build wall spot`; `/catan new expansion:Cities & Knights` with \
`barbarians` and `ck_variant`."""
)

STEP_PROMPTS = {
    "ck_setup_city": "place a set-up city: `/catan build city`",
    "ck_free_roads": "place your free roads: `/catan build road`",
    "ck_resolving": "wait while the roll is resolved",
}


def _step_ops(base: Any) -> Any:
    """The turn buttons of C&K's steps over the base game's (public view only, see ``ui.buttons``)."""

    def step_ops(view: dict[str, Any], step: str, me: dict[str, Any]) -> list[str]:
        if open_decisions(view):
            # Decisions owed (a 7's discards, the robber, a card's victims, the barbarians): their answers, and
            # in the main step trade offers, which the rules leave open meanwhile.
            return ["answer", "trade"] if step == "main" else ["answer"]
        if step in ("ck_setup_city", "ck_free_roads"):
            return ["build"]
        if step == "pre_roll":
            ops = ["roll"]
            if me["progress_cards"]["count"]:
                ops.append("progress")  # the Alchemist is played before the roll (CK-TURN-1)
            if view["options"].get("ck_knight_errant"):
                ops.append("knights")  # CK-VAR-KE-1: chase the robber before the roll
            return ops
        if step in ("move_robber", "steal"):
            return ["robber" if step == "move_robber" else "steal"]  # no development cards to play meanwhile
        if step == "main":
            ops = ["build", "knights"]
            active = view["active"]
            if any(owner == active and kind == CITY for _v, owner, kind in view["buildings"]):
                ops.append("improve")  # a city improvement needs a city
            # Progress… stays in the main step even with no card held: a card played this turn (Commercial
            # Harbor) opens actions of its own, and whether one was played is not in the view.
            return [*ops, "progress", "trade", "bank", "end"]
        return base(view, step, me)

    return step_ops


ANSWER_HOW = "press **📩 Answer…**"  # the button of every decision's message and of the turn message


def decision_prompt(view: dict[str, Any], kind: str) -> str | None:
    """An owed decision said to its player, with the button they will find (a 7's discard too: C&K has
    no Discard button, its discards are answers); None for a step that is not a decision."""
    decision = next((d for d in open_decisions(view) if d["kind"] == kind), None)
    if decision is None:
        return None
    return f"{to_you(decision.get('text') or kind.replace('_', ' '))}: {ANSWER_HOW}"


def _hand_lines(view: dict[str, Any], lines: list[str]) -> list[str]:
    """Progress cards instead of development cards in the hand message."""
    return [line for line in lines if not line.startswith("Development cards")] + hand_lines(view)


def _no_progress(view: dict[str, Any]) -> str:
    if view["step"] == "pre_roll":
        return "You have no card you can play now: before the roll only the Alchemist can be played."
    return "You have no progress card you can play now."


# The private answers to the expansion's turn buttons when their menu would be empty (``ui.buttons.nothing_text``)
NOTHING_TEXTS = {
    "progress": _no_progress,
    "knights": ("No knight action is possible now: hiring a knight or promoting one costs 1 wool and 1 ore, "
                "activating one costs 1 grain; an active knight can move, displace or chase the robber once a turn."),
    "improve": ("You can't improve a city now: a level costs as many commodities of its track as the level "
                "(cloth: trade, coin: politics, paper: science), and improving needs a city."),
    "answer": "You owe no decision right now.",
}  # fmt: skip
DOING_TEXTS = {"knights": "use your knights", "improve": "improve a city", "progress": "play a progress card",
               "answer": "answer anything"}  # fmt: skip

HOOKS = UiHooks(
    step_ops=Wrap(_step_ops),
    button_kinds={"build": ("settlement", "road", "city", "wall"), "knights": KNIGHT_KINDS, "improve": IMPROVE_KINDS, "progress": progress_kinds(), "answer": ANSWER_KINDS},
    dropped_ops=("buy", "dev", "discard"),  # no development cards; a 7's discards are answers
    open_decisions=open_decisions,
    nothing_texts=NOTHING_TEXTS,
    doing_texts=DOING_TEXTS,
    decision_first={"answer": "You owe a decision first: answer it with **📩 Answer…**."},
    costs_note="; a city wall 2 brick",
    # CK-TURN-1 step 1: no development cards; the one card played before the roll is the Alchemist.
    step_prompts={"pre_roll": "roll the dice (or play the Alchemist first)"},
    prompts=(decision_prompt,),
    late_prompts=STEP_PROMPTS,
    status_lines=(status_lines,),
    rules_text=rules_text,
    event_lines=(describe_ck_event,),
    choice_label=answer_choice_label,
    hand_lines=(_hand_lines,),
    help_pages={"cities_knights": ("cities_knights: the Cities & Knights expansion", HELP_PAGE)},
)
