# Trading's private answers and autocomplete (issue #33): cogs/trade/trade.py, ui/offers.py.
trade-not-playing = { $name } is not playing in this game.
trade-none-accepted = Trade #{ $offer } has no accepted answer to confirm.
trade-several-accepted = Several players accepted trade #{ $offer }: say which one with `player`.
trade-bank-give-choice = { $resource } ({ $rate }:1, you have { $held })
offers-choice = #{ $offer } { $name } gives { $give } for { $get }
offers-choice-counter = #{ $offer } { $name } gives { $give } for { $get } (counter-offer)
offers-choice-accepted = { $offer } — accepted by { $names }
offers-after-setup = Trading starts after the set-up.
offers-after-roll-you = Trading opens once you have rolled and the roll is fully resolved.
offers-after-roll = Trading opens once { $name } has rolled and the roll is fully resolved.
offers-active-only = Only { $name } may propose trades on their turn (1997 rules); answer their offers with the buttons on them.
offers-no-cards = You have no resource cards to offer.
offers-building-started = Trading is over for this turn: building has started (strict trade/build phases).
