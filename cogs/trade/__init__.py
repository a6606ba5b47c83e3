"""Trading: /catan trade and what the trade buttons do, and the forms that ask for cards (offer, counter-offer, discard)."""
