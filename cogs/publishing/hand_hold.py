"""Hand pictures held back a moment after the last one (issue #32 item 1, C&K's bytes): one timer per DM."""

from __future__ import annotations

import asyncio
import logging

from cogs.publishing.publish_base import PublisherBase

log = logging.getLogger("catanbot.publisher")

# A hand picture that would go up less than this long after the DM's last one waits until then, and only the latest
# goes up (issue #32, C&K's bytes): a turn's quick changes (a trade, then a build; a built-in player answering an
# offer) upload one picture, not one each. The text is edited at once; the DM shows no picture meanwhile unless
# its picture is still the hand's. A person acting at a person's pace (a change more than this after the last
# picture) sees every picture at once, as before; none is ever later than this.
PICTURE_HOLD_SECONDS = 1.5


class PictureHold(PublisherBase):
    """When a hand DM's next picture may go up, and the timer that posts a held one (``_post_held_picture``)."""

    def in_hold(self, key: tuple[int, int]) -> bool:
        """Whether the DM of (game, seat) put a picture up less than ``PICTURE_HOLD_SECONDS`` ago."""
        return self.now() < self._hand_uploaded.get(key, -PICTURE_HOLD_SECONDS) + PICTURE_HOLD_SECONDS

    async def _post_held_picture(self, game_id: int, seat: int) -> None:
        """Post the seat's hand DM with its picture (the publisher's hands do it)."""
        raise NotImplementedError

    def _hold_picture(self, game_id: int, seat: int) -> None:
        """Post the seat's picture once ``PICTURE_HOLD_SECONDS`` have passed since its last one went up (one timer
        per DM: every change until then is in the one picture, read then)."""
        key = (game_id, seat)
        if key in self._hand_held:
            return
        due = self._hand_uploaded[key] + PICTURE_HOLD_SECONDS

        async def post_when_due() -> None:
            try:
                await self.sleep(max(0.0, due - self.now()))
                del self._hand_held[key]  # from now on a change posts its picture at once
                await self._post_held_picture(game_id, seat)
            except asyncio.CancelledError:
                raise
            except Exception:  # a game gone meanwhile, Discord refusing: the next change posts the picture
                log.exception("game %d: the held hand picture of seat %d could not be posted", game_id, seat)
            finally:
                if self._hand_held.get(key) is asyncio.current_task():
                    del self._hand_held[key]
                self._held_view.pop(key, None)

        self._hand_held[key] = asyncio.create_task(post_when_due(), name=f"catanbot-hand-picture-{game_id}-{seat}")

    async def close(self) -> None:
        """Stop the held pictures' timers (the bot is closing)."""
        tasks = list(self._hand_held.values())
        self._hand_held.clear()
        self._held_view.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
