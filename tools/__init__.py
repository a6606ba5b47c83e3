"""Developer tools that do not ship with the bot: the fake Discord server the Discord layer is tested
against (``tools.fakediscord``) and the demo players who play through it (``tools.demo``,
``python -m tools.demo``)."""
