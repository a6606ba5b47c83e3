"""The board page's part of the seafarers rule set: its front-end plug-in (``web/static/rules/seafarers.js``)."""

from web.rulesets import WebHooks

HOOKS = WebHooks(scripts=("rules/seafarers.js",))
