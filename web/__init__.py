"""The live board in the browser (issue #34): an aiohttp server in the bot process.

The page shows a game from the same views the thread and the DMs use (``engine.public_view`` for
spectators, a seat's view for the person signed in for it), draws the legal targets from the same
legal-action code as autocomplete, streams every committed move (``web.hub``, fed by the service's
publishing through ``web.publisher``) and sends moves through the service's one move pipeline
(``web.moves``). ``web.server`` builds the application; ``web.board.WebBoard`` is what the bot starts.
"""
