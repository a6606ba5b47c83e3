"""Quiet hours across time zones and daylight-saving changes (issue #20 item 1): pure time arithmetic.

A person's quiet hours are local wall-clock times (23:00-08:00 in Europe/Berlin). They are turned into
*periods of instants*, one per local date: from the first moment the local clock shows ``start`` that
day to the first moment it shows ``end`` (the next day when the hours cross midnight). Defining them as
instants, not as "the wall clock is between", keeps every answer consistent through DST changes:

* spring forward: a time that does not exist that night (02:30 in Berlin on the last Sunday of March)
  is reached at the jump itself (03:00 CEST), the first moment the clock shows a later time;
* fall back: a time that occurs twice (01:30 in New York on the first Sunday of November) counts at
  its first occurrence, so quiet hours never start or end twice in one night.

Every function takes epoch seconds and a ``UserSettings``; none reads a clock (``service.time.clock``).
A vacation counts as being away too (``available_at``, ``away_text``).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from engine.text import Text, Verbatim
from service.people.user_settings import UserSettings

DAY = 86400.0


def local_instant(day: date, wall: time, tz: ZoneInfo) -> float:
    """The first instant at which the clock in ``tz`` shows ``wall`` on ``day`` (or, if the clock skips
    that time, the instant it skips past it)."""
    first = datetime.combine(day, wall, tz).replace(fold=0)
    instant = first.timestamp()
    shown = datetime.fromtimestamp(instant, tz)
    if (shown.date(), shown.time().replace(tzinfo=None)) == (day, wall):
        return instant
    # A gap: fold=0 read the time with the offset before the jump, which lands after it. The jump itself
    # is between the readings with either offset; find the first instant whose local time is >= wall.
    lo = datetime.combine(day, wall, tz).replace(fold=1).timestamp()
    lo, hi = min(lo, instant), max(lo, instant)
    target = datetime.combine(day, wall)
    while hi - lo > 1:
        mid = (lo + hi) / 2
        if datetime.fromtimestamp(mid, tz).replace(tzinfo=None) >= target:
            hi = mid
        else:
            lo = mid
    return float(int(hi)) if datetime.fromtimestamp(int(hi), tz).replace(tzinfo=None) >= target else hi


def local_date(instant: float, tz: ZoneInfo) -> date:
    return datetime.fromtimestamp(instant, tz).date()


def quiet_periods(settings: UserSettings, since: float, until: float) -> Iterator[tuple[float, float]]:
    """The quiet periods (start, end) that overlap [since, until), in time order."""
    quiet = settings.quiet
    if quiet is None or until <= since:
        return
    tz = settings.tz
    crosses = quiet.end <= quiet.start
    day = local_date(since, tz) - timedelta(days=1)  # a period that began the evening before
    last = local_date(until, tz)
    while day <= last:
        start = local_instant(day, quiet.start, tz)
        end = local_instant(day + timedelta(days=1) if crosses else day, quiet.end, tz)
        if end > since and start < until:
            yield start, end
        day += timedelta(days=1)


def is_quiet(settings: UserSettings, instant: float) -> bool:
    """Whether ``instant`` falls in the person's quiet hours."""
    return any(s <= instant < e for s, e in quiet_periods(settings, instant, instant + 1))


def next_awake(settings: UserSettings, instant: float) -> float:
    """The instant the person's quiet hours end, if ``instant`` is in them; else ``instant``."""
    for start, end in quiet_periods(settings, instant, instant + 1):
        if start <= instant < end:
            return end
    return instant


def available_at(settings: UserSettings, instant: float) -> float:
    """The first instant from ``instant`` on at which the person is neither on vacation nor in quiet
    hours (a vacation ending at 03:00 in their quiet hours means 08:00)."""
    t = instant
    for _ in range(4):  # a vacation's end can fall in quiet hours, never the other way round twice
        if settings.vacation is not None and settings.vacation.covers(t):
            t = settings.vacation.until
        woke = next_awake(settings, t)
        if woke == t:
            return t
        t = woke
    return t


def awake_seconds(settings: UserSettings, since: float, until: float) -> float:
    """Seconds of [since, until) outside the person's quiet hours (what their clocks count)."""
    if until <= since:
        return 0.0
    quiet = sum(min(e, until) - max(s, since) for s, e in quiet_periods(settings, since, until))
    return (until - since) - quiet


def after_awake(settings: UserSettings, since: float, seconds: float) -> float:
    """The instant at which ``seconds`` of awake time will have passed from ``since`` (a clock's
    deadline): quiet hours on the way do not count."""
    t = next_awake(settings, since)
    left = seconds
    while True:
        # The next quiet period after t; search a day ahead at a time (quiet hours recur daily).
        upcoming = [s for s, _e in quiet_periods(settings, t, t + 2 * DAY) if s > t]
        if not upcoming or t + left <= upcoming[0]:
            return t + left
        left -= upcoming[0] - t
        t = next_awake(settings, upcoming[0])


def sensible_time(settings: UserSettings, due: float) -> float:
    """When a reminder or ping due at ``due`` should go out: at once, or when the person's quiet hours
    (and vacation) end, never during them."""
    return available_at(settings, due)


def next_digest(settings: UserSettings, after: float) -> float | None:
    """The next instant (strictly after ``after``) the daily digest is due, at the person's local
    ``digest_at``; None if they do not take a digest."""
    if settings.notify != "digest" or settings.digest_at is None:
        return None
    tz = settings.tz
    day = local_date(after, tz)
    for offset in range(3):
        t = local_instant(day + timedelta(days=offset), settings.digest_at, tz)
        if t > after:
            return t
    raise AssertionError("a local time recurs within three days")  # pragma: no cover


def stamp(instant: float, style: str = "f") -> str:
    """A Discord timestamp ('<t:1768118400:f>'): each reader's client shows it in their own time (issue #29
    item 13), so one message reads right in every time zone. 't' a time, 'f' date and time, 'R' relative."""
    return f"<t:{int(instant)}:{style}>"


def when(instant: float, now: float) -> str:
    """A time within the next day, else a date and time, as a Discord timestamp."""
    return stamp(instant, "t" if instant - now < DAY - 1 else "f")


def away_text(name: str, settings: UserSettings, now: float) -> Text | None:
    """The turn message's 'waits on' words for a person who is not around: 'Bo is away until <t:…:t>'
    (quiet hours), 'Bo is on vacation until <t:…:f>' (Discord shows each reader their own time). None when
    around."""
    back = available_at(settings, now)
    if back <= now:
        return None
    key = "service-vacation-until" if settings.on_vacation(now) else "service-away-until"
    return Text(key, who=Verbatim(name), until=when(back, now))


def absent_text(hours: float, settings: UserSettings | None, since: float) -> Text:
    """Why the AFK take-over came, saying what the limit counts (issue #29 item 11): with quiet hours it
    counts awake hours only, so 24 h may take ~40 real hours."""
    if settings is not None and settings.quiet is not None:
        return Text("service-why-absent-quiet", since=stamp(since), hours=f"{hours:g}")
    return Text("service-why-absent", since=stamp(since), hours=f"{hours:g}")


def utc(instant: float) -> datetime:
    return datetime.fromtimestamp(instant, UTC)
