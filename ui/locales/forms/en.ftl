# Forms (modals) a person opens (issue #33): cogs/trade/card_forms.py. Their titles are cut at 45 characters.
forms-offer-title = Offer a trade
forms-offer-title-to = Offer a trade to { $name }
forms-you-hold = You hold { $hand }
forms-you-give = You give
forms-you-get = You get
forms-example = e.g. { $cards }
forms-offer-to = Offer to
forms-everyone = Everyone
forms-player-to-offer-to = The player to offer to
forms-counter-title = Counter-offer to trade #{ $offer }
forms-discard = Discard
forms-discard-title = { $count ->
    [one] Discard { $count } card
   *[other] Discard { $count } cards
}
forms-discard-of = Discard { $count } of: { $hand }
forms-cards-to-discard = Cards to discard
