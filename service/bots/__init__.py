"""Built-in players in play: deciding in a worker process within a time budget, and driving their seats."""
