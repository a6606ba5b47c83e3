"""Weights of the value model (``players.rules.two_player.value``), written by ``bench/fit_value.py``: do not edit by hand.

Fitted on 4000 games, 2-player variant, seats drawn from normal, 0% of tables without domestic trades (set-up placements varied at rate 0.5);
one weight per feature of
``players.rules.two_player.value.NAMES``, per stage of the game.
"""

NAMES = ('vp', 'brick', 'lumber', 'ore', 'grain', 'wool', 'variety', 'generic_harbor', 'fitting_harbor', 'cities', 'hand', 'hand_over_7', 'dev_cards', 'knights', 'largest_army', 'longest_road', 'road_length', 'frontier_spots', 'frontier_pips', 'moves_after_active', 'city_pips', 'build_pips', 'reach_spots', 'reach_pips', 'trade_cards')
WEIGHTS: dict[str, tuple[float, ...]] = {
    'setup': (0.00000, 0.09998, 0.09669, 0.11404, 0.14066, 0.11824, 0.34905, 0.57773, 0.11577, 0.00000, 0.23904, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, -0.12711, 0.00000, 0.00000, -0.11509, 0.16209, 0.09156, 0.03110, 0.08493, 0.05324),
    'early': (0.71206, 0.02733, 0.02956, 0.03542, 0.05501, 0.03498, 0.32154, 0.36881, 0.03887, 0.05125, 0.09400, 0.02649, 0.48010, -0.00440, -1.58781, -1.56460, 0.16655, 0.09022, 0.03580, -0.30407, 0.08938, 0.02828, 0.11038, 0.01617, 0.03707),
    'middle': (0.76557, 0.00736, 0.02753, 0.02628, 0.02385, 0.01985, 0.40616, 0.12031, 0.01509, 0.27150, 0.07636, 0.05520, 0.36699, 0.11439, -1.45042, -1.08026, 0.04726, 0.04085, 0.02794, -0.25332, 0.06654, -0.01382, 0.09861, -0.00486, 0.01639),
    'late': (0.82359, 0.01996, 0.01564, 0.01655, 0.00869, 0.01150, 0.32324, 0.21273, 0.01637, 0.20782, 0.07465, 0.00952, 0.22736, 0.20794, -1.77575, -0.31150, 0.01865, -0.07086, 0.06425, -0.29311, 0.03874, -0.02404, 0.13147, -0.00121, 0.05629),
}
