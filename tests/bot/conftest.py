"""Every end-to-end test of the bot ends with a fake Discord that recorded no problem (limits, protocol,
mention checks), whether or not the test asserts it itself."""

from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401  (autouse)
