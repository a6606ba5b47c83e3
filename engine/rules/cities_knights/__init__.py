"""Cities & Knights: the expansion's rules, beside the base rules (cities_and_knights.md).

Where each rule lives:

=========================  ==========================================================================
``record``                 the C&K record object ``GameState.ck`` (levels, decks, knights, walls, ...)
``constants``              components, costs, ids (CK-COMP-*, section 9)
``setup``                  new game and set-up, city in round 2 (CK-SETUP-*)
``turn``                   three dice, order of resolution, the 7, end of turn (CK-TURN-*, CK-EVENT-*,
                           CK-ROBBER-*, CK-VAR-EASY-*)
``production``             production with commodities, Aqueduct (CK-PROD-*, CK-ABIL-3)
``building``               placement with knights, walls (CK-WALL-*, CK-KNIGHT-9/10)
``knights``                hire, activate, promote, move, displace, chase (CK-KNIGHT-*)
``improvements``           city improvements and metropolises (CK-IMPR-*, CK-METRO-*)
``barbarians``             the attack (CK-BARB-*, CK-DEF-1, CK-VAR-NASTY-1)
``trade``                  bank rates with commodities (CK-TRADE-*, CK-ABIL-1, CK-MERCH-2)
``victory``                VP beyond buildings (CK-VP-1)
``progress`` + ``cards/``  progress-card framework and the 54 cards (CK-PROG-*, CK-CARD-*), one module
                           per card; ``card_effects``: what several cards do alike (give, steal, pay)
``decisions``              decisions owed by players (pending queue), ``steps``: inserted steps
``legal``                  listing and applying actions; ``views``: what a person may see
=========================  ==========================================================================

See README.md in this folder for how to add a progress card.
"""

from __future__ import annotations

from engine.expansions import RuleSet, register
from engine.rules.cities_knights import legal, setup, views
from engine.rules.cities_knights.cards import load_all

load_all()

register(
    RuleSet(
        name="cities_and_knights",
        new_game=setup.new_game,
        legal=legal.legal,
        apply=legal.apply,
        decisions=legal.who_acts,
        public_view=views.public,
        player_view=views.private,
        explain=legal.explain,
        must_act=legal.blocking_seats,
    )
)
