"""The thread's texts in English, for tests written against English wording (issue #33: ``ui`` returns a
``Text``, put into a language where it is shown; these wrappers show it in English, as the thread of a game
opened in English reads)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cogs.publishing import turn_messages
from engine import topology as topo
from ui import report, summary
from ui.i18n.catalogue import localize
from ui.rules.cities_and_knights import events as ck_events

DISCARD_PING = localize(report.DISCARD_PING, "en")


def en(text: Any) -> Any:
    """``text`` in English (None stays None)."""
    return None if text is None else localize(text, "en")


def describe_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    return en(summary.describe_event(event, names, shape))


def describe_ck_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    return en(ck_events.describe_ck_event(event, names, shape))


def summarize(events: list[dict[str, Any]], names: list[str], shape: topo.Topology | None = None) -> list[str]:
    return [en(line) for line in summary.summarize(events, names, shape)]


def status_text(view: dict[str, Any], names: list[str], reader: int | None = None) -> str:
    return en(report.status_text(view, names, reader))


def final_standings(view: dict[str, Any], names: list[str], *, announced: bool = False) -> str:
    return en(report.final_standings(view, names, announced=announced))


def prompt_for(view: dict[str, Any]) -> str:
    return en(report.prompt_for(view))


def report_move(events: list[dict[str, Any]], view: dict[str, Any], names: list[str]) -> report.MoveReport:
    moved = report.report_move(events, view, names)
    return replace(moved, lines=[en(line) for line in moved.lines], prompt=en(moved.prompt))


def _lines(events: list[dict[str, Any]], names: list[str], shape: topo.Topology) -> list[str]:
    return [en(line) for line in turn_messages._lines(events, names, shape)]
