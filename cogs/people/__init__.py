"""A person's own things across games and servers: /catan me games (``inbox``), time and away (``my_time``),
standing orders (``orders``), and how each hears that a game waits on them (``notifier``)."""
