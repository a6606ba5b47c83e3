"""The board page's part of the five six rule set: its front-end plug-in (``web/static/rules/five_six.js``)."""

from web.rulesets import WebHooks

HOOKS = WebHooks(scripts=("rules/five_six.js",))
