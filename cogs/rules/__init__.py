"""The Discord layer's part of each rule set: one folder per rule set, named as the engine names it
(``engine.rulesets.all_components``), whose ``__init__`` holds ``HOOKS = CogHooks(...)``; ``cogs.rulesets.COGS``
finds it by that name (issue #30 item 2)."""
