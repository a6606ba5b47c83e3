"""The board page's part of the two player rule set: its front-end plug-in (``web/static/rules/two_player.js``)."""

from web.rulesets import WebHooks

HOOKS = WebHooks(scripts=("rules/two_player.js",))
