"""Each rule set's statistics, one folder per rule set (``history.rules.<name>``, the engine's names): its
``__init__`` holds ``HOOKS = HistoryHooks(...)`` (``history.rulesets``), found by the layer's registry."""
