"""Edits of the bot's own messages that would change nothing are not sent.

Every message edit is a REST request against Discord's global rate limit (about 50 per second per bot
token, over all shards), so a request that leaves a message as it was costs capacity for nothing. The
publisher edits its messages (turn messages, offers, pings, hand DMs) through one ``EditLedger``, which
keeps a digest of the last payload sent to each message and skips an edit with the same payload.

The ledger only knows what this process sent. With several bot processes, another may have edited a
message since; the publisher calls ``forget_game`` whenever it learns that (``Publisher.forget_cached``),
so the next edit is sent whatever it holds. A failed edit forgets its digest too.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections import OrderedDict
from typing import Any, cast

import discord

from cogs.publishing.routes import InteractionRoutes

# The path segment of an interaction's original response on its webhook: what
# ``Interaction.edit_original_response`` edits (the routes keep the interaction's webhook, not the interaction).
ORIGINAL_RESPONSE = cast(int, "@original")
LEDGER_SIZE = 50_000  # messages remembered (about 60 bytes each); the oldest are forgotten first


class EditLedger:
    def __init__(self, routes: InteractionRoutes | None = None, size: int = LEDGER_SIZE) -> None:
        self.size = size
        self.routes = routes  # interactions whose tokens edit a message outside the global rate limit
        self._sent: OrderedDict[int, tuple[int, bytes]] = OrderedDict()  # message id -> (game id, digest)
        self.skipped = 0  # edits not sent because they would have changed nothing

    async def edit(self, message: discord.PartialMessage, game_id: int, **fields: Any) -> None:
        """``message.edit(**fields)``, unless the last edit this process sent to it had the same payload."""
        digest = payload_digest(fields)
        known = self._sent.get(message.id)
        if known is not None and known[1] == digest:
            self._sent.move_to_end(message.id)
            self.skipped += 1
            return
        self._sent.pop(message.id, None)  # while in flight or after a failure, the message's state is unknown
        await self._send(message, fields)
        self._sent[message.id] = (game_id, digest)
        while len(self._sent) > self.size:
            self._sent.popitem(last=False)

    async def _send(self, message: discord.PartialMessage, fields: dict[str, Any]) -> None:
        route = self.routes.live(message.id) if self.routes is not None else None
        if route is not None:
            webhook, original = route
            try:
                await webhook.edit_message(ORIGINAL_RESPONSE if original else message.id, **fields)
                self.routes.used += 1  # type: ignore[union-attr]
                return
            except discord.HTTPException:  # the token expired early or was refused: the bot token edits it
                self.routes.forget(message.id)  # type: ignore[union-attr]
                self.routes.failed += 1  # type: ignore[union-attr]
                rewind_files(fields)
        await message.edit(**fields)

    def forget_game(self, game_id: int) -> None:
        """Another process may have edited this game's messages: send the next edit of each."""
        for message_id in [m for m, (g, _) in self._sent.items() if g == game_id]:
            del self._sent[message_id]


def rewind_files(fields: dict[str, Any]) -> None:
    """A failed request may have read the attachments: the retry sends them from their start."""
    for file in [*(fields.get("attachments") or []), *([fields["file"]] if fields.get("file") else [])]:
        if isinstance(file, discord.File):
            file.reset()


def payload_digest(fields: dict[str, Any]) -> bytes:
    """A digest of an edit's fields as Discord would receive them (text, embeds, components, files by
    content, allowed mentions)."""
    h = hashlib.blake2b(digest_size=16)
    for key in sorted(fields):
        h.update(key.encode())
        h.update(b"\0")
        h.update(_canonical(fields[key]))
        h.update(b"\1")
    return h.digest()


def _canonical(value: Any) -> bytes:
    if value is None:
        return b"null"
    if isinstance(value, str):
        return b"s" + value.encode()
    if isinstance(value, discord.ui.View):
        return b"v" + _json(value.to_components())
    if isinstance(value, discord.Embed):
        return b"e" + _json(value.to_dict())
    if isinstance(value, discord.AllowedMentions):
        return b"m" + _json(value.to_dict())
    if isinstance(value, discord.File):
        data = value.fp.getvalue() if hasattr(value.fp, "getvalue") else None
        if data is None:  # a file we cannot read without consuming it: never equal to anything
            return b"f" + secrets.token_bytes(16)
        return b"f" + str(value.filename).encode() + b"\0" + hashlib.blake2b(data, digest_size=16).digest()
    if isinstance(value, list | tuple):
        return b"[" + b"\2".join(_canonical(v) for v in value) + b"]"
    return b"r" + repr(value).encode()


def _json(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()
