"""The board page's part of the 5-6 player extension: the desert the starting player picks for the robber
(SIX-VAR-7) is picked on the board. The bigger island, its frame and the Special Build Phase need nothing of
their own: the page draws the island the map sends and the status says whose slot it is."""

from web.rulesets import WebHooks

HOOKS = WebHooks(spots={"robber_start": ("hex", 1)})
