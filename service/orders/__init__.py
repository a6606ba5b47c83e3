"""Standing orders (issue #20 item 4): the answers a person gives in advance, and the background task that plays them."""
