"""The bot itself: its settings, the client that builds every flow and cog from the application (the composition
root), and what the parts of the Discord layer and the rule sets' plug-ins are given (``wiring``)."""
