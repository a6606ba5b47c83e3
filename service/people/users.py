"""Per-user settings and standing orders for the Discord layer (issue #20): read, validate, store.

The cogs call this, never ``db`` directly. Built-in players (negative user ids) have no settings: they
never sleep. A stored row that no longer validates (a time zone dropped from tzdata) reads as the
defaults, logged, rather than breaking every game the person is in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import replace

from db.repository import Repository
from db.users import DEFAULT_ORDERS_GAME
from engine.text import Text
from service.orders.standing_orders import StandingOrders
from service.people.user_settings import (
    BOT_STRENGTHS,
    NOTIFY_MODES,
    SettingsError,
    UserSettings,
    Vacation,
    chosen_zone,
    parse_local_time,
)

log = logging.getLogger("catanbot.users")

MAX_VACATION_DAYS = 60
# An hour at least: a shorter absence needs no built-in player (quiet hours and the AFK limit cover it), and
# `days:1e-09` handed the seats over and back at once (issue #29 item 20).
MIN_VACATION_DAYS = 1 / 24
_LOCALES_KEPT = 100_000  # people whose last-stored Discord locale is remembered in memory


class UserSettingsService:
    def __init__(self, repo: Repository, clock: Callable[[], float]) -> None:
        self._repo = repo
        self._clock = clock
        # person -> the Discord locale last stored for them, so that an interaction costs no read when it
        # has not changed (bounded by the people this process served; a locale changes rarely)
        self._locales_seen: dict[int, str] = {}

    async def get(self, user_id: int) -> UserSettings:
        row = await self._repo.users.settings(user_id)
        try:
            return UserSettings.from_row(row)
        except SettingsError:
            log.warning("user %d: stored settings no longer valid; using the defaults", user_id)
            return UserSettings(user_id=user_id)

    async def table(self, user_ids: Iterable[int]) -> dict[int, UserSettings]:
        """Settings of the people among ``user_ids`` (built-in players, negative ids, are left out)."""
        people = [u for u in user_ids if u > 0]
        rows = await self._repo.users.settings_of(people)
        out = {}
        for user_id, row in rows.items():
            try:
                out[user_id] = UserSettings.from_row(row)
            except SettingsError:
                log.warning("user %d: stored settings no longer valid; using the defaults", user_id)
                out[user_id] = UserSettings(user_id=user_id)
        return out

    async def _put(self, settings: UserSettings) -> UserSettings:
        await self._repo.users.put_settings(settings.to_row(now=self._clock()))
        return settings

    async def set_time(
        self, user_id: int, *, zone_name: str | None = None, quiet_from: str | None = None, quiet_to: str | None = None
    ) -> UserSettings:
        """Change the time zone and/or the quiet hours ('off' as either end turns them off)."""
        current = await self.get(user_id)
        updated = current
        if zone_name:
            updated = replace(updated, zone_name=chosen_zone(zone_name))
        if quiet_from is not None or quiet_to is not None:
            if "off" in {(quiet_from or "").strip().lower(), (quiet_to or "").strip().lower()}:
                updated = updated.with_quiet(None, None)
            else:
                start = quiet_from or (current.quiet and f"{current.quiet.start:%H:%M}")
                end = quiet_to or (current.quiet and f"{current.quiet.end:%H:%M}")
                updated = updated.with_quiet(start or None, end or None)
        return await self._put(updated)

    async def set_notify(self, user_id: int, mode: str, digest_at: str | None = None) -> UserSettings:
        if mode not in NOTIFY_MODES:
            raise SettingsError(Text("service-notify-modes", modes=", ".join(NOTIFY_MODES)))
        current = await self.get(user_id)
        at = parse_local_time(digest_at) if digest_at else current.digest_at
        return await self._put(replace(current, notify=mode, digest_at=at if mode == "digest" else current.digest_at))

    async def go_away(self, user_id: int, *, days: float, strength: str = "normal", mode: str = "bot") -> UserSettings:
        """Away from now for ``days``: a built-in player of ``strength`` plays the seats meanwhile."""
        if not MIN_VACATION_DAYS <= days <= MAX_VACATION_DAYS:  # NaN fails too
            raise SettingsError(
                Text("service-away-days", least=f"{MIN_VACATION_DAYS:.3f}", most=str(MAX_VACATION_DAYS))
            )
        if strength not in BOT_STRENGTHS:
            raise SettingsError(Text("service-bot-strengths", strengths=", ".join(BOT_STRENGTHS)))
        now = self._clock()
        current = await self.get(user_id)
        return await self._put(replace(current, vacation=Vacation(now, now + days * 86400.0, mode, strength)))

    async def come_back(self, user_id: int) -> UserSettings:
        """End a vacation at once (nothing of the seats is lost: they were played, not left)."""
        current = await self.get(user_id)
        return await self._put(replace(current, vacation=None)) if current.vacation else current

    async def set_language(self, user_id: int, tag: str | None) -> UserSettings:
        """The language for what this person alone reads (None: follow their Discord client again)."""
        current = await self.get(user_id)
        return await self._put(replace(current, language=tag))

    async def note_client_locale(self, user_id: int, locale: str) -> None:
        """Remember the Discord locale a person's client reported (read for DMs sent outside an interaction);
        written only when it changed."""
        if user_id in self._locales_seen and self._locales_seen[user_id] == locale:
            return
        current = await self.get(user_id)
        if current.client_locale != locale:
            await self._put(replace(current, client_locale=locale))
        if len(self._locales_seen) >= _LOCALES_KEPT:
            self._locales_seen.clear()  # a read per person again, once: cheaper than tracking the oldest
        self._locales_seen[user_id] = locale

    async def orders(self, user_id: int, game_id: int) -> StandingOrders:
        """The orders in force for a game: the game's own, else the person's default, else none."""
        return StandingOrders.from_json(await self._repo.users.orders(user_id, game_id))

    async def set_orders(self, user_id: int, orders: StandingOrders, game_id: int | None = None) -> None:
        """Set the orders of one game, or (``game_id`` None) the person's default."""
        game = DEFAULT_ORDERS_GAME if game_id is None else game_id
        await self._repo.users.put_orders(user_id, game, orders.to_json(), now=self._clock())

    async def clear_orders(self, user_id: int, game_id: int) -> bool:
        """Forget one game's orders (the default applies there again). True if there were any."""
        return await self._repo.users.delete_orders(user_id, game_id)
