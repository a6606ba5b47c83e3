"""Weights of the value model (``players.value``), written by ``bench/fit_value.py``: do not edit by hand.

Fitted on 5000 games of four ``normal`` players (set-up placements varied at rate 0.5);
one weight per feature of
``players.features.NAMES``, per stage of the game.
"""

NAMES = ('vp', 'brick', 'lumber', 'ore', 'grain', 'wool', 'variety', 'generic_harbor', 'fitting_harbor', 'cities', 'hand', 'hand_over_7', 'dev_cards', 'knights', 'largest_army', 'longest_road', 'road_length', 'frontier_spots', 'frontier_pips', 'moves_after_active', 'city_pips', 'build_pips', 'reach_spots', 'reach_pips')
WEIGHTS: dict[str, tuple[float, ...]] = {
    'setup': (0.00000, 0.09027, 0.07082, 0.09281, 0.14056, 0.12968, 0.24901, 0.27278, 0.07183, 0.00000, 0.28253, 0.00000, 0.00000, 0.00000, 0.00000, 0.00000, 0.25978, 0.00000, 0.00000, 0.00711, 0.18067, 0.14474, 0.03293, 0.05958),
    'early': (0.86813, -0.00064, -0.00622, 0.01280, 0.05058, 0.04797, 0.18885, -0.04758, 0.01620, -0.21089, 0.10476, 0.06359, 0.51114, 0.12658, 2.19060, -1.50402, 0.15736, 0.03176, 0.04686, -0.06224, 0.12444, 0.08933, 0.06537, 0.03738),
    'middle': (0.90811, 0.00778, -0.00011, 0.03085, 0.04435, 0.01817, 0.20162, 0.00414, 0.01585, -0.11456, 0.10034, 0.06618, 0.45601, 0.25031, -1.92834, -1.68294, 0.22830, 0.10338, 0.02530, -0.07110, 0.04352, 0.06573, 0.06937, 0.01210),
    'late': (0.91965, -0.00028, -0.00229, 0.01843, 0.02261, 0.01632, 0.26855, -0.00212, 0.00701, 0.02066, 0.09546, 0.04637, 0.29608, 0.30005, -1.19818, -1.06231, 0.23702, 0.14195, 0.02862, -0.09312, 0.01788, 0.02977, 0.07171, 0.04006),
}
