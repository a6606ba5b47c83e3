"""The board page's part of the cities and knights rule set: its front-end plug-in (``web/static/rules/cities_and_knights.js``)."""

from web.rulesets import WebHooks

HOOKS = WebHooks(scripts=("rules/cities_and_knights.js",))
