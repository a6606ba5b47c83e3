"""How built-in players play each rule set, one folder per rule set (issue #30 item 2):
``players/rules/<rule set>/``, named as in ``engine.rulesets`` (``base``, ``cities_and_knights``,
``two_player``, ``five_six``).

A folder's ``__init__`` holds ``HOOKS = PlayerHooks(...)`` (``players.rulesets``); its other modules are
the rule set's own policies (Cities & Knights: ``improvements``, ``progress``, ``score``, ``tactics``; the
2-player variant: its fitted ``value`` model and ``value_weights``). ``players.rulesets.PLAYERS`` finds the
folder by the rule set's name; nothing lists them by hand.
"""
