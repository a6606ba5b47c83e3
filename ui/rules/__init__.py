"""What people read, one folder per rule set (issue #30 item 2): ``ui/rules/<rule set>/``, named as in
``engine.rulesets`` (``base``, ``cities_and_knights``, ``two_player``, ``five_six``).

A folder's ``__init__`` holds ``HOOKS = UiHooks(...)`` (``ui.rulesets``): the rule set's turn buttons,
prompts, status and event lines, hand lines and help topic. ``ui.rulesets.UI`` finds the folder by the
rule set's name; nothing lists them by hand.
"""
