"""How a player of the 2-player variant acts through Discord: neutral placements, trade-card actions and
the forced trade's hand-back, by turn buttons and menus or by slash commands (like ``tools.demo.driver``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import topology as topo
from engine.rules.two_player.record import NEUTRAL_COLOURS, NEUTRAL_SEATS
from ui.i18n.catalogue import localize
from ui.rules.two_player import button_label

if TYPE_CHECKING:
    from tools.demo.driver import Table

_OPS = {"forced_trade": "forced", "robber_to_desert": "desert", "knight_for_trade_cards": "knight"}
_COMMANDS = {"forced_trade": "forced", "robber_to_desert": "desert", "knight_for_trade_cards": "knight"}


async def perform(table: Table, seat: int, action: list[Any], *, via_buttons: bool) -> bool:
    """Send one action of the variant; False when ``action`` is not one of its kinds."""
    from tools.demo.driver import MoveFailed, fmt_cards

    kind = action[0]
    if kind in ("neutral_road", "neutral_settlement"):
        if via_buttons:
            await table.choose_from_menu(seat, localize(button_label("neutral", await table.view(None)), table.language), action)
            return True
        piece = "road" if kind == "neutral_road" else "settlement"
        label = topo.EDGE_LABELS[action[2]] if piece == "road" else topo.VERTEX_LABELS[action[2]]
        value = f"{NEUTRAL_COLOURS[action[1] - NEUTRAL_SEATS[0]]} {label}"
        offered = await table.fd.autocomplete(
            table.users[seat], table.thread, f"catan 2p {kind}", {"spot": label}, focused="spot"
        )
        if value not in [c["value"] for c in offered]:
            raise MoveFailed(f"autocomplete for a neutral {piece} did not offer {value}: {offered}")
        await table.slash(seat, f"2p {kind}", {"spot": value})
        return True
    if kind in _OPS:
        if via_buttons:
            await table.click(seat, table.turn_message(), localize(button_label(_OPS[kind], await table.view(None)), table.language))
        else:
            await table.slash(seat, f"2p {_COMMANDS[kind]}")
        return True
    if kind == "forced_trade_give":
        if via_buttons:
            await table.choose_from_menu(seat, localize(button_label("giveback", await table.view(None)), table.language), action)
        else:
            await table.slash(seat, "2p giveback", {"cards": fmt_cards(action[1])})
        return True
    return False
