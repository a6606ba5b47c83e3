"""A person's settings across servers (issue #20 items 1, 2, 5), validated and ready for time arithmetic.

``db.users.UserSettingsRow`` stores plain values; ``UserSettings`` holds them parsed: the time zone as a
``ZoneInfo`` (IANA names, from the ``tzdata`` package where the system has none), local times as
``datetime.time``. Wrong input a person typed raises ``SettingsError`` with one friendly sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import time
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from db.users import UserSettingsRow
from engine.text import Text, Verbatim
from ui.i18n import languages
from ui.i18n.catalogue import localize

NOTIFY_MODES = ("mention", "dm", "both", "digest")
VACATION_MODES = ("bot", "pause")
BOT_STRENGTHS = ("easy", "normal", "hard")
# ASCII digits only: \d also matches full-width and other scripts' digits, which int() reads (issue #29 item 20).
_LOCAL_TIME = re.compile(r"^\s*([01]?[0-9]|2[0-3])(?::([0-5][0-9]))?\s*$")
# Names the tz database holds that are no place's time: the server's own zone ("localtime", issue #29 item
# 20), "Factory" (no offset at all) and "posixrules" (a file of rules, not a zone).
_NOT_PLACES = frozenset({"localtime", "Factory", "posixrules"})


class SettingsError(ValueError):
    """A setting a person typed cannot be used; the message (``text``, in the reader's language once shown) says
    what would be accepted. ``str()`` of it is the English, for logs."""

    def __init__(self, text: Text) -> None:
        super().__init__(localize(text, languages.ENGLISH))
        self.text = text


@lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    """Every IANA time zone name a person may choose, sorted (for autocomplete)."""
    return tuple(sorted(available_timezones() - _NOT_PLACES))


def chosen_zone(name: str) -> str:
    """A time zone a person typed: the name of a place's zone, else SettingsError. Stricter than ``zone``,
    which also reads what was stored before these names were refused."""
    name = name.strip()
    if name in _NOT_PLACES:
        raise SettingsError(
            Text("service-not-a-place-zone", typed=Verbatim(name[:60]))
        )
    zone(name)
    return name


@lru_cache(maxsize=512)
def zone(name: str) -> ZoneInfo:
    """The time zone called ``name`` (IANA, e.g. 'Europe/Berlin'); SettingsError for an unknown one."""
    if name != "UTC" and name not in available_timezones():
        raise SettingsError(Text("service-unknown-zone-example", typed=Verbatim(name[:60])))
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise SettingsError(Text("service-unknown-zone", typed=Verbatim(name[:60]))) from exc


def parse_local_time(text: str) -> time:
    """'23:00', '7:30' or '8' as a local wall-clock time."""
    match = _LOCAL_TIME.match(text or "")
    if not match:
        raise SettingsError(Text("service-not-a-time", typed=Verbatim((text or "")[:20])))
    return time(int(match[1]), int(match[2] or 0))


def format_local_time(value: time) -> str:
    return f"{value.hour:02d}:{value.minute:02d}"


@dataclass(frozen=True, slots=True)
class QuietHours:
    """A daily period of local time in which the person is not to be pinged and their clocks stop.
    ``end`` before ``start`` crosses midnight (23:00-08:00)."""

    start: time
    end: time

    def __post_init__(self) -> None:
        if self.start == self.end:
            raise SettingsError(Text("service-quiet-same-times"))

    @property
    def text(self) -> str:
        return f"{format_local_time(self.start)}-{format_local_time(self.end)}"


@dataclass(frozen=True, slots=True)
class Vacation:
    """Away from ``start`` until ``until`` (epoch seconds): a built-in player of ``strength`` plays the
    seats (mode 'bot'), or the games wait (mode 'pause', only when the whole table agreed)."""

    start: float
    until: float
    mode: str = "bot"
    strength: str = "normal"

    def __post_init__(self) -> None:
        if self.until <= self.start:
            raise SettingsError(Text("service-vacation-ends-first"))
        if self.mode not in VACATION_MODES:
            raise SettingsError(
                Text("service-vacation-modes", modes=", ".join(VACATION_MODES))
            )
        if self.strength not in BOT_STRENGTHS:
            raise SettingsError(Text("service-bot-strengths", strengths=", ".join(BOT_STRENGTHS)))

    def covers(self, instant: float) -> bool:
        return self.start <= instant < self.until


@dataclass(frozen=True, slots=True)
class UserSettings:
    user_id: int
    zone_name: str = "UTC"
    quiet: QuietHours | None = None
    notify: str = "mention"
    digest_at: time | None = None
    vacation: Vacation | None = None
    language: str | None = None  # the language they chose for what they alone read; None: their client's
    client_locale: str | None = None  # the Discord locale their client last reported

    def __post_init__(self) -> None:
        zone(self.zone_name)
        if self.language is not None and self.language not in languages.shipped():
            raise SettingsError(Text("service-languages", languages=", ".join(languages.shipped())))
        if self.notify not in NOTIFY_MODES:
            raise SettingsError(Text("service-notify-modes", modes=", ".join(NOTIFY_MODES)))
        if self.notify == "digest" and self.digest_at is None:
            raise SettingsError(Text("service-digest-needs-time"))

    @property
    def tz(self) -> ZoneInfo:
        return zone(self.zone_name)

    def reads(self, fallback: str) -> str:
        """The language of what this person alone reads outside an interaction (a DM): the one they chose, else
        their Discord client's as last reported, else ``fallback`` (the game's or the server's)."""
        return languages.person_language(self.language, self.client_locale, fallback)

    def on_vacation(self, instant: float) -> bool:
        return self.vacation is not None and self.vacation.covers(instant)

    def with_quiet(self, start: str | None, end: str | None) -> UserSettings:
        """Quiet hours from typed times; both empty turns them off."""
        if not start and not end:
            return replace(self, quiet=None)
        if not start or not end:
            raise SettingsError(Text("service-quiet-both-ends"))
        return replace(self, quiet=QuietHours(parse_local_time(start), parse_local_time(end)))

    @classmethod
    def from_row(cls, row: UserSettingsRow) -> UserSettings:
        quiet = None
        if row.quiet_start and row.quiet_end:
            quiet = QuietHours(parse_local_time(row.quiet_start), parse_local_time(row.quiet_end))
        vacation = None
        if row.vacation_from is not None and row.vacation_until is not None:
            vacation = Vacation(
                row.vacation_from, row.vacation_until, row.vacation_mode or "bot", row.vacation_bot or "normal"
            )
        return cls(
            user_id=row.user_id,
            zone_name=row.time_zone,
            quiet=quiet,
            notify=row.notify,
            digest_at=parse_local_time(row.digest_at) if row.digest_at else None,
            vacation=vacation,
            # a language no longer shipped is dropped, not the person's other settings with it
            language=row.language if row.language in languages.shipped() else None,
            client_locale=row.client_locale,
        )

    def to_row(self, *, now: float) -> UserSettingsRow:
        v = self.vacation
        return UserSettingsRow(
            user_id=self.user_id,
            time_zone=self.zone_name,
            quiet_start=format_local_time(self.quiet.start) if self.quiet else None,
            quiet_end=format_local_time(self.quiet.end) if self.quiet else None,
            notify=self.notify,
            digest_at=format_local_time(self.digest_at) if self.digest_at else None,
            vacation_from=v.start if v else None,
            vacation_until=v.until if v else None,
            vacation_mode=v.mode if v else None,
            vacation_bot=v.strength if v else None,
            updated_at=now,
            language=self.language,
            client_locale=self.client_locale,
        )
