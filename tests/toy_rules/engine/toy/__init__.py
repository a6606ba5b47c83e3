"""The toy rule set's engine folder (``engine/rules/toy/``): the base game with beacons, whose number is its
one option. Selected by ``/catan new expansion:Toy beacons`` (the ``expansion`` option's value ``toy``)."""

from engine.option_types import OptionSpec

OPTIONS: dict[str, OptionSpec] = {"toy_beacons": (2, (0, 5), "toy: beacons lit at the start (TOY-1)")}

DECLARATION = {
    "name": "toy",
    "layer": 1,
    "hooks_module": "engine.rules.toy.hooks",
    "selected_by": ("expansion", ("toy",)),
    "options": OPTIONS,
}
