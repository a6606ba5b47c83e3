"""The Discord layer: thin cogs that turn interactions into service calls and results into messages."""
