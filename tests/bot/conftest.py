"""Every end-to-end test of the bot ends with a fake Discord that recorded no problem (limits, protocol,
mention checks), whether or not the test asserts it itself.

The bots these tests start render in one shared pool of warmed-up worker processes per test process
(tools.demo.renders) rather than starting and warming up two of their own each time (3 s of CPU a start)."""

from tools.demo.renders import shared_render_pool
from tools.demo.world import BotWorld
from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401  (autouse)

BotWorld.default_render_pool = staticmethod(shared_render_pool)
