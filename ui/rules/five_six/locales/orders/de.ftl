six-orders-covered-special-build = meine Sonderbauphase passen
