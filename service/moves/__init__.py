"""The move pipeline: applying a move (validate, apply, commit), what it changed, the moves made for a person,
and publishing the result through the Discord layer's interface."""
