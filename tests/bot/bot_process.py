"""The bot in a process of its own (bench/bot_process.py) against the fake Discord, for the tests that kill it."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
from pathlib import Path

from tools import forked
from tools.fakediscord import FakeDiscord
from ui.i18n.languages import forced


class BotProcess:
    """Launches, SIGKILLs and stops one bot process; subclasses say how to wait for it to be up or gone."""

    # The tests that run the bot in a process of their own look at messages, buttons and the database, not
    # at pixels, and start it many times: it renders placeholders (bench/bot_process.py).
    placeholder_renders = True

    def __init__(self, fd: FakeDiscord) -> None:
        self.fd = fd
        self.proc: forked.Forked | None = None

    def launch(self, guild_id: int, db: str | Path, flag: Path, result: Path, *extra: str) -> None:
        """Start bench/bot_process.py's program, forked from a server that imported the bot once (tools.forked):
        a new interpreter spent a second and a half of CPU on the imports at every start, and these tests
        start and kill it many times."""
        patch = self.fd.patch_discord()
        argv = [patch.api_base, patch.gateway_url, self.fd.token, str(guild_id), str(db), str(flag), str(result), *extra]
        self.proc = forked.start(
            "bench.bot_process:run", (argv,),
            env={**os.environ, **({"BENCH_PLACEHOLDER_RENDERS": "1"} if self.placeholder_renders else {}),
                 **({"BENCH_FORCE_LANGUAGE": forced()} if forced() else {})},
        )  # fmt: skip

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)

    async def wait_exit(self) -> None:
        assert self.proc is not None
        while self.proc.poll() is None:
            await asyncio.sleep(0.02)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
