"""The board page's part of the 5-6 player extension: the desert the starting player picks for the robber
(SIX-VAR-7) is picked on the board. The bigger island and its frame need nothing of their own: the page draws the
island the map sends. The board's status says who builds in the Special Build Phase and who is still to come, and
the lines written for Discord's buttons ("then press Done building") get the board's wording."""

from typing import Any

from ui.i18n.text import Arg, Items, Text, Verbatim
from web.rulesets import WebHooks


def summary(view: dict[str, Any], names: list[str]) -> Arg | None:
    """The Special Build Phase under way (who builds, who is still to come), or who asked to build after this turn."""
    six = view.get("five_six") or {}
    sbp = six.get("special_build")
    if sbp is not None:
        to_come = (
            Items([Verbatim(names[s]) for s in sbp["to_come"]], style="unit")
            if sbp["to_come"]
            else Text("thread-nobody")
        )
        return Text("six-thread-status-sbp", after=Verbatim(names[sbp["after"]]), who=Verbatim(names[view["active"]]),
                    to_come=to_come)  # fmt: skip
    if six.get("asked"):
        return Text("six-thread-status-asked", who=Items([Verbatim(names[s]) for s in six["asked"]], style="unit"))
    return None


HOOKS = WebHooks(
    spots={"robber_start": ("hex", 1)},
    summary=(summary,),
    words={
        "six-thread-prompt-slot": "six-board-prompt-slot",
        "six-thread-prompt-second": "six-board-prompt-second",
        "six-buttons-no-trade-as-second": "six-board-no-trade-as-second",
    },
)
