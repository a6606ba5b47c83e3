"""What people read: parsing their text input and describing the game in words.

No discord imports: the cogs turn these strings into messages. Everything here works from *views*
(``engine.view``) and redacted events (``engine.events_for``), never from the raw state, so private
information cannot reach a public message through this package.
"""
