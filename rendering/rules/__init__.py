"""Each rule set's images, one folder per rule set (``rendering.rules.<name>``, the engine's names): its
``__init__`` holds ``HOOKS = RenderHooks(...)`` (``rendering.rulesets``), found by the layer's registry
(``engine.plugins.LayerRegistry``), and its other modules hold what only that rule set draws."""
