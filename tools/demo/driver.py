"""Players who play through Discord: every move is a slash command, a button click, a menu choice or a
modal, sent to the real bot through the fake Discord server.

A player decides from what they may know (their own view of the game, as their DM hand and the board
show it) with one of the engine's built-in policies, then *acts only through Discord*. Used by the
end-to-end tests, the demonstration and the Discord benchmark.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import topology as topo
from engine.constants import RESOURCES
from engine.plugins import topology_of_view
from service import GameService
from tools.demo import seafarers, two_player
from tools.demo.labels import shown_label
from tools.fakediscord import Channel, FakeDiscord, User
from tools.fakediscord.harness import InteractionResult
from ui.rules.cities_and_knights import KNIGHT_KINDS, progress_kinds

Policy = Callable[[dict[str, Any], random.Random], list[Any]]


class MoveFailed(AssertionError):
    """The bot did not confirm a move the player expected to be legal."""


PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


def greedy_policy(view: dict[str, Any], rng: random.Random) -> list[Any]:
    """Choose like engine.bots.greedy_action, but from the player's view only: build first, settle where
    the dice pay most (pips), put the robber on an opponent's best hex."""
    if view.get("ck") is not None:
        return ck_greedy_policy(view, rng)
    return _greedy(view, rng, roads_kept=7)


def ck_greedy_policy(view: dict[str, Any], rng: random.Random) -> list[Any]:
    """Cities & Knights: the built-in greedy bot's priorities (engine.bots), from the player's view."""
    return _greedy(view, rng, roads_kept=9)


def _greedy(view: dict[str, Any], rng: random.Random, *, roads_kept: int) -> list[Any]:
    """``roads_kept``: with this few roads left, roads mostly give way to other moves."""
    from engine.bots import priorities  # the same priorities as the built-in greedy bot

    prio, default = priorities(view["options"])
    legal = view["you"]["legal_actions"]
    best = max(prio.get(a[0], default) for a in legal)
    me = view["players"][view["you"]["seat"]]
    if best == prio["road"] and me["roads_left"] <= roads_kept and rng.random() < 0.7:
        best = 1
    top = [a for a in legal if prio.get(a[0], default) == best] or legal
    if top[0][0] in ("settlement", "city"):
        score = max(_pips(view, a[1]) for a in top)
        top = [a for a in top if _pips(view, a[1]) == score]
    elif top[0][0] in ("robber", seafarers.PIRATE):  # Seafarers: the robber or the pirate (equal priority)
        top = sorted(top, key=lambda a: -(seafarers.pirate_value(view, a[1]) if a[0] == seafarers.PIRATE
                                         else _robber_value(view, a[1])))[:1]  # fmt: skip
    return rng.choice(top)


def island(view: dict[str, Any]) -> topo.Topology:
    """The island of the view's game (the 30-hex island with 5-6 players; its rule set is loaded first)."""
    return topology_of_view(view)


def _pips(view: dict[str, Any], vertex: int) -> int:
    numbers = view["board"]["numbers"]
    return sum(PIPS.get(numbers[h], 0) for h in island(view).VERTEX_HEXES[vertex])


def _robber_value(view: dict[str, Any], hex_: int) -> int:
    """How much a robber on this hex hurts the others (minus what it costs me)."""
    me = view["you"]["seat"]
    value = 0
    corners = island(view).HEX_VERTICES[hex_]
    for v, owner, kind in view["buildings"]:
        if v in corners:
            value += (-3 if owner == me else 1) * kind
    return value * PIPS.get(view["board"]["numbers"][hex_], 0)


def fmt_cards(counts: list[int] | tuple[int, ...]) -> str:
    return " ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(counts) if n)


@dataclass
class Table:
    """One game being played through Discord by a set of fake users."""

    fd: FakeDiscord
    service: GameService
    game_id: int
    thread: Channel
    users: list[User]  # in seat order
    rng: random.Random
    policy: Policy = greedy_policy
    latencies: list[float] = field(default_factory=list)  # seconds from interaction to first answer
    moves: int = 0
    trace: list[str] = field(default_factory=list)
    expansion: str | None = None  # the game's rule set, read on the first move
    shape: topo.Topology = topo.STANDARD  # the game's island, read on the first move
    publish_timeout: float = 15.0  # seconds to wait for the thread to show the last move before a step
    answer_timeout: float = 15.0  # seconds to wait for the bot's answer to an interaction
    language: str = "en"  # the game's language: its buttons' words (``tools.demo.labels``)

    def label(self, english: str) -> str:
        """A button's words in the game's language (the driver names buttons in English)."""
        return shown_label(english, self.language)

    # --- finding things in the thread ----------------------------------------------------------------

    def turn_message(self) -> Any:
        mark = f"catan:turn:{self.game_id}:hand"  # every turn message has My hand; decision messages don't
        for message in reversed(self.fd.messages(self.thread)):
            if any(b.get("custom_id", "") == mark for b in message.buttons):
                return message
        raise LookupError("no turn message with buttons in the thread")

    def decision_message(self, seat: int) -> Any | None:
        """The newest open message asking this player for a decision (C&K), if any."""
        mark = f"catan:turn:{self.game_id}:answer"
        mention = f"<@{self.users[seat].id}>"
        for message in reversed(self.fd.messages(self.thread)):
            ids = [b.get("custom_id", "") for b in message.buttons]
            if mention in message.content and mark in ids and not any(i.endswith(":hand") for i in ids):
                return message
        return None

    def slot_message(self, seat: int) -> Any | None:
        """The open message of this player's Special Build slot (5-6 players), if any."""
        mention = f"<@{self.users[seat].id}>"
        for message in reversed(self.fd.messages(self.thread)):
            if mention in message.content and any(b.get("custom_id", "").startswith(f"catan:six:{self.game_id}:")
                                                  for b in message.buttons):  # fmt: skip
                return message
        return None

    def offer_message(self, offer_id: int) -> Any:
        prefix = f"catan:trade:{self.game_id}:{offer_id}:"
        for message in reversed(self.fd.messages(self.thread)):
            if any(b.get("custom_id", "").startswith(prefix) for b in message.buttons):
                return message
        raise LookupError(f"no message for trade #{offer_id}")

    async def view(self, seat: int | None) -> dict[str, Any]:
        return await self.service.view(self.game_id, None if seat is None else self.users[seat].id)

    async def published_view(self, timeout: float = 15.0) -> dict[str, Any]:
        """The public view of a state the thread already shows. Built-in players move on their own, so a
        view read just after ``wait_published`` may be one move ahead of the messages: read it between two
        looks at the game that agree and find every move published."""
        deadline = time.monotonic() + timeout
        while True:
            await self.wait_published(timeout=max(deadline - time.monotonic(), 0.1))
            before = await self.service.get_game(self.game_id)
            view = await self.view(None)
            after = await self.service.get_game(self.game_id)
            if before.version == after.version and after.published >= after.version:
                return view
            if time.monotonic() > deadline:
                raise MoveFailed(f"game #{self.game_id} did not hold still long enough to read a published view")

    # --- acting ----------------------------------------------------------------------------------

    async def _done(self, result: InteractionResult, what: str, expect_ok: bool = True) -> InteractionResult:
        await result.wait_private(timeout=self.answer_timeout)  # every move is answered privately
        text = result.text
        if expect_ok and "✅" not in text:
            raise MoveFailed(f"{what}: the bot answered {text!r}")
        self.moves += 1
        self.trace.append(f"{what} -> {text.splitlines()[0] if text else '(no text)'}")
        return result

    async def slash(
        self, seat: int, command: str, options: dict[str, Any] | None = None, *, expect_ok: bool = True
    ) -> InteractionResult:
        t = time.perf_counter()
        command = f"catan {command}"  # every command of the bot is a subcommand of /catan
        result = await self.fd.slash(self.users[seat], self.thread, command, options or {}, timeout=self.answer_timeout)
        self.latencies.append(time.perf_counter() - t)
        return await self._done(result, f"{self.users[seat].name}: /{command} {options or ''}", expect_ok)

    async def click(self, seat: int, message: Any, label: str, *, expect_ok: bool = True) -> InteractionResult:
        t = time.perf_counter()
        result = await self.fd.click(self.users[seat], message, label=self.label(label), timeout=self.answer_timeout)
        self.latencies.append(time.perf_counter() - t)
        return await self._done(result, f"{self.users[seat].name}: [{label}]", expect_ok)

    async def choose_from_menu(
        self, seat: int, button: str, action: list[Any], message: Any | None = None
    ) -> InteractionResult:
        """Click a button (of the turn message unless ``message``) that opens a menu, then pick ``action``
        in it; when the menu first asks which card (C&K progress cards), pick the card, then the play."""
        user = self.users[seat]
        opened = await self.fd.click(
            user, message or self.turn_message(), label=self.label(button), timeout=self.answer_timeout
        )
        await opened.wait_private(timeout=self.answer_timeout)  # the menu comes privately
        value = json.dumps(action, separators=(",", ":"))
        for _step in range(2):  # the play itself, or first the card and then the play in the next menu
            for candidate in (value, action[0]):
                found = _select_offering(opened, candidate)
                if found is None:
                    continue
                menu, custom_id = found
                t = time.perf_counter()
                picked = await self.fd.select(user, menu, custom_id, [candidate], timeout=self.answer_timeout)
                self.latencies.append(time.perf_counter() - t)
                if candidate == value:
                    return await self._done(picked, f"{user.name}: [{button}] → {value}")
                await picked.wait_private(timeout=self.answer_timeout)
                opened = picked
                break
            else:
                break
        raise MoveFailed(f"{button}: the menu did not offer {value}; it said {opened.text!r}")

    async def slash_listed(self, seat: int, command: str, option: str, action: list[Any]) -> InteractionResult:
        """A C&K command whose option is picked from the autocomplete list (the action as its value)."""
        value = json.dumps(action, separators=(",", ":"))
        offered = await self.fd.autocomplete(self.users[seat], self.thread, f"catan {command}", {option: ""},
                                             focused=option, timeout=self.answer_timeout)  # fmt: skip
        values = [c["value"] for c in offered]
        if len(values) < 25 and value not in values:
            raise MoveFailed(f"autocomplete for /catan {command} did not offer {value}: {values}")
        return await self.slash(seat, command, {option: value})

    async def perform_ck(self, seat: int, action: list[Any], *, via_buttons: bool) -> bool:
        """Cities & Knights moves; False when ``action`` is not one of them."""
        kind = action[0]
        if kind in KNIGHT_KINDS:
            if via_buttons:
                await self.choose_from_menu(seat, "⚔️ Knights…", action)
            else:
                await self.slash_listed(seat, "ck knight", "move", action)
        elif kind == "improve":
            if via_buttons:
                await self.choose_from_menu(seat, "🏛️ Improve…", action)
            else:
                await self.slash(seat, "ck improve", {"track": action[1]})
        elif kind == "wall":
            if via_buttons:
                await self.choose_from_menu(seat, "🏗️ Build…", action)
            else:
                await self.slash(seat, "build wall", {"spot": self.shape.VERTEX_LABELS[action[1]]})
        elif kind in progress_kinds():
            if via_buttons and kind != "inventor":  # the Inventor's pairs of hexes fill more than 5 menus
                await self.choose_from_menu(seat, "📜 Progress…", action)
            else:
                await self.slash_listed(seat, "ck progress", "play", action)
        elif kind == "answer":
            asking = self.decision_message(seat)
            if via_buttons or asking is not None:
                await self.choose_from_menu(seat, "📩 Answer…", action, asking)
            else:
                await self.slash_listed(seat, "ck answer", "choice", action)
        elif kind == "bank_trade" and max(action[1], action[2]) >= len(RESOURCES):
            await self.choose_from_menu(seat, "⚓ Bank trade…", action)  # commodities: the menu lists them
        else:
            return False
        return True

    async def discard_by_modal(self, seat: int, counts: list[int]) -> InteractionResult:
        user = self.users[seat]
        opened = await self.fd.click(user, self.turn_message(), label=self.label("🗑️ Discard"), timeout=self.answer_timeout)
        await opened.wait_response(timeout=self.answer_timeout)
        if opened.modal is None:
            raise MoveFailed(f"Discard did not open a form: {opened.text!r}")
        field_id = opened.modal["components"][0]["components"][0]["custom_id"]
        submitted = await self.fd.submit_modal(user, opened, {field_id: fmt_cards(counts)}, timeout=self.answer_timeout)
        return await self._done(submitted, f"{user.name}: [Discard] {fmt_cards(counts)}")

    async def perform(self, seat: int, action: list[Any], *, via_buttons: bool) -> None:
        """Send one engine action as the Discord interaction a person would use."""
        kind = action[0]
        if self.expansion is None:
            public = await self.view(None)
            self.expansion = public["options"].get("expansion", "base")
            self.shape = island(public)
        shape = self.shape
        # Cities & Knights first: some kinds share a name with the base game's (Road Building)
        if self.expansion == "cities_and_knights" and await self.perform_ck(seat, action, via_buttons=via_buttons):
            return
        if kind == "roll":
            if via_buttons:
                await self.click(seat, self.turn_message(), "🎲 Roll")
            else:
                await self.slash(seat, "roll")
        elif kind == "end_turn":
            if via_buttons:
                await self.click(seat, self.turn_message(), "⏭️ End turn")
            else:
                await self.slash(seat, "end")
        elif kind == "buy_dev":
            await self.slash(seat, "buy")
        elif kind in ("settlement", "city", "road"):
            label = shape.EDGE_LABELS[action[1]] if kind == "road" else shape.VERTEX_LABELS[action[1]]
            if via_buttons and kind != "road":
                await self.choose_from_menu(seat, "🏗️ Build…", action)
                return
            offered = await self.fd.autocomplete(
                self.users[seat], self.thread, f"catan build {kind}", {"spot": label[:2]}, focused="spot",
                timeout=self.answer_timeout,
            )
            values = [c["value"] for c in offered]
            if len(values) < 25 and label not in values:
                raise MoveFailed(f"autocomplete for {kind} did not offer {label}: {values}")
            await self.slash(seat, f"build {kind}", {"spot": label})
        elif kind == "robber":
            if via_buttons:
                await self.choose_from_menu(seat, "🦹 Move robber…", action)
            else:
                await self.slash(seat, "robber", {"hex": shape.HEX_LABELS[action[1]]})
        elif kind == "steal":
            await self.slash(seat, "steal", {"player": str(action[1] + 1)})
        elif kind == "discard":
            if via_buttons:
                await self.discard_by_modal(seat, action[1])
            else:
                await self.slash(seat, "discard", {"cards": fmt_cards(action[1])})
        elif kind == "knight":
            await self.slash(seat, "play knight")
        elif kind == "road_building":
            await self.slash(seat, "play road_building")
        elif kind == "year_of_plenty":
            picks = [RESOURCES[r] for r in action[1]]
            opts = {"first": picks[0]} if picks else {}
            if len(picks) > 1:
                opts["second"] = picks[1]
            await self.slash(seat, "play year_of_plenty", opts)
        elif kind == "monopoly":
            await self.slash(seat, "play monopoly", {"resource": RESOURCES[action[1]]})
        elif kind == "bank_trade":
            if via_buttons:
                await self.choose_from_menu(seat, "⚓ Bank trade…", action)
            else:
                await self.slash(seat, "trade bank", {"give": RESOURCES[action[1]], "get": RESOURCES[action[2]]})
        elif kind in ("accept", "decline", "withdraw"):
            await self.click(seat, self.offer_message(action[1]), kind.capitalize())
        elif kind == "confirm":
            await self.slash(seat, "trade confirm", {"offer": action[1], "player": self.users[action[2]]})
        elif kind == "reveal_vp":
            await self.slash(seat, "play reveal")
        elif kind == "skip_steal":
            await self.choose_from_menu(seat, "🎯 Rob…", action)
        elif kind == "sbp_pass":  # 5-6 players: the slot's own message (or the turn message) ends it
            await self.click(seat, self.slot_message(seat) or self.turn_message(), "⏭️ Done building")
        elif kind == "sbp_request":
            await self.click(seat, self.turn_message(), "🏗️ Build after this turn")
        elif not await two_player.perform(self, seat, action, via_buttons=via_buttons) and not await seafarers.perform(
            self, seat, action, via_buttons=via_buttons
        ):
            raise MoveFailed(f"no Discord interaction for {action}")

    async def step(self, *, via_buttons: bool | None = None) -> bool:
        """Let the player the game waits for make one move. False when the game is over."""
        public = await self.view(None)
        if public["phase"] == "over":
            return False
        if await self.ask_for_slots(public):
            return True
        people = [d["seat"] for d in public["pending"] if d["blocking"] and self.users[d["seat"]] is not None]
        if not people:
            await asyncio.sleep(0.05)  # built-in players are moving; they act on their own
            return True
        seat = min(people)
        await self.wait_published(self.publish_timeout)
        view = await self.view(seat)
        action = self.policy(view, self.rng)
        buttons = self.rng.random() < 0.5 if via_buttons is None else via_buttons
        await self.perform(seat, action, via_buttons=buttons)
        return True

    async def ask_for_slots(self, public: dict[str, Any]) -> bool:
        """5-6 players asking for slots (SIX-SBP-9): a person whose hand pays for a purchase presses
        **Build after this turn** during another's turn, as the built-in players decide. Whether one did."""
        six = public.get("five_six")
        if not six or public["phase"] != "play" or public["options"].get("six_sbp_skip") != "on_request":
            return False
        from players.rulesets import off_turn_move

        for seat, user in enumerate(self.users):
            if user is None or seat == public["active"] or seat in six["asked"]:
                continue
            action = off_turn_move(await self.view(seat))
            if action is not None:
                await self.wait_published(self.publish_timeout)
                try:
                    await self.perform(seat, list(action), via_buttons=True)
                except MoveFailed:
                    # Built-in players move on their own: the turn may have ended between the look and
                    # the click, and the bot then refuses the request, rightly. Anything else fails.
                    now = await self.view(None)
                    if (now["phase"], now["active"], now["turn"]) == (public["phase"], public["active"], public["turn"]):
                        raise
                return True
        return False

    async def trade_situation(self) -> tuple[int, int, int, int] | None:
        """A sensible domestic trade for the active player now: (active, give, partner, get) as resource
        indexes, giving a card they hold two or more of for one they lack that a partner holds."""
        public = await self.view(None)
        if public["step"] != "main" or public["offers"]:
            return None
        active = public["active"]
        me = await self.view(active)
        if not me["you"]["can_propose_trade"]:
            return None
        mine = [me["you"]["hand"][r] for r in RESOURCES]
        for partner in range(len(self.users)):
            if partner == active:
                continue
            theirs = (await self.view(partner))["you"]["hand"]
            for give in sorted(range(5), key=lambda r: -mine[r]):
                for get in range(5):
                    if mine[give] >= 2 and not mine[get] and theirs[RESOURCES[get]] and get != give:
                        return active, give, partner, get
        return None

    async def trade_by_buttons(self, active: int, give: int, partner: int, get: int) -> bool:
        """Offer 1-for-1 with the Trade… button and its form; the partner accepts and the active player
        confirms with the offer message's buttons. Returns whether the cards changed hands."""
        user = self.users[active]
        opened = await self.fd.click(user, self.turn_message(), label=self.label("🤝 Trade…"), timeout=self.answer_timeout)
        await opened.wait_response(timeout=self.answer_timeout)
        if opened.modal is None:
            raise MoveFailed(f"Trade… did not open a form: {opened.text!r}")
        values = {"give": f"1 {RESOURCES[give]}", "get": f"1 {RESOURCES[get]}", "to": [str(partner)]}
        submitted = await self.fd.submit_modal(user, opened, values, timeout=self.answer_timeout)
        await self._done(submitted, f"{user.name}: [Trade…] {values}")
        offer = max(o["id"] for o in (await self.view(None))["offers"])
        await self.click(partner, self.offer_message(offer), "Accept")
        if not any(o["id"] == offer for o in (await self.view(None))["offers"]):
            return True  # an offer made to the active player is concluded by the accept
        await self.click(active, self.offer_message(offer), f"Confirm with {self.users[partner].name}")
        return True

    async def wait_published(self, timeout: float = 15.0) -> None:
        """Wait until the thread shows every stored move (built-in players' moves may be on their way)."""
        deadline = time.monotonic() + timeout
        while True:
            game = await self.service.get_game(self.game_id)
            if game.published >= game.version:
                return
            if time.monotonic() > deadline:
                raise MoveFailed(
                    f"the thread of game #{self.game_id} did not catch up with the game within {timeout:.0f} s "
                    f"(it shows move {game.published} of {game.version})"
                )
            await asyncio.sleep(0.02)

    async def play_to_end(self, max_moves: int = 5000) -> dict[str, Any]:
        for _ in range(max_moves):
            if not await self.step():
                return await self.view(None)
        raise MoveFailed(f"no winner after {max_moves} moves")


def _select_offering(opened: Any, value: str) -> tuple[Any, str] | None:
    """The message and custom id of the first select menu among ``opened``'s messages that offers ``value``."""
    for menu in opened.messages:
        for row in menu.components:
            for comp in row.get("components", []):
                if comp.get("type") == 3 and any(o["value"] == value for o in comp.get("options", [])):
                    return menu, comp["custom_id"]
    return None
