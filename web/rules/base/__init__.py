"""The board page's part of the base rule set: its front-end plug-in (``web/static/rules/base.js``)."""

from web.rulesets import WebHooks

HOOKS = WebHooks(scripts=("rules/base.js",))
