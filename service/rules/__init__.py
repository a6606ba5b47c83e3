"""The rule sets' plug-ins of the ``service`` layer, one folder per rule set named as the engine names it
(``engine.rulesets``); ``service.rulesets.SERVICE`` finds each folder's ``HOOKS`` by that name."""
