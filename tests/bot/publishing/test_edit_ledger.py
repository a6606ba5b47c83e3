"""The publisher's edit ledger (issue #21 item 9): an edit that would leave a message as it was is not sent,
since every edit counts against Discord's global rate limit; anything that differs is sent."""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest

from cogs.publishing.edits import EditLedger, payload_digest


class Recorder:
    """A stand-in for discord.PartialMessage: records the edits sent, or fails them."""

    def __init__(self, message_id: int, fail: bool = False) -> None:
        self.id = message_id
        self.fail = fail
        self.sent: list[dict[str, Any]] = []

    async def edit(self, **fields: Any) -> None:
        if self.fail:
            raise discord.HTTPException(_Response(), "boom")
        self.sent.append(fields)


class _Response:
    status = 500
    reason = "test"


def _file(data: bytes, name: str = "hand.webp") -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


async def test_an_edit_with_the_last_payload_is_not_sent_and_a_changed_one_is() -> None:
    ledger, message = EditLedger(), Recorder(1)
    await ledger.edit(message, 7, content="Turn 3", view=None)  # type: ignore[arg-type]
    await ledger.edit(message, 7, content="Turn 3", view=None)  # type: ignore[arg-type]
    assert len(message.sent) == 1 and ledger.skipped == 1
    await ledger.edit(message, 7, content="Turn 3 — rolled 8", view=None)  # type: ignore[arg-type]
    await ledger.edit(message, 7, content="Turn 3", view=None)  # type: ignore[arg-type]  # back: it differs now
    assert [m["content"] for m in message.sent] == ["Turn 3", "Turn 3 — rolled 8", "Turn 3"]


async def test_files_compare_by_content_and_other_messages_are_independent() -> None:
    ledger, hand, other = EditLedger(), Recorder(1), Recorder(2)
    await ledger.edit(hand, 7, content="hand", attachments=[_file(b"one")])  # type: ignore[arg-type]
    await ledger.edit(hand, 7, content="hand", attachments=[_file(b"one")])  # type: ignore[arg-type]
    await ledger.edit(hand, 7, content="hand", attachments=[_file(b"two")])  # type: ignore[arg-type]
    await ledger.edit(other, 7, content="hand", attachments=[_file(b"two")])  # type: ignore[arg-type]
    assert len(hand.sent) == 2 and len(other.sent) == 1


async def test_a_failed_edit_and_a_game_edited_elsewhere_are_sent_again() -> None:
    ledger, message = EditLedger(), Recorder(1)
    await ledger.edit(message, 7, content="a")  # type: ignore[arg-type]
    message.fail = True
    with pytest.raises(discord.HTTPException):
        await ledger.edit(message, 7, content="b")  # type: ignore[arg-type]
    message.fail = False
    await ledger.edit(message, 7, content="a")  # type: ignore[arg-type]  # unknown after the failure: sent
    ledger.forget_game(7)  # e.g. another bot process published this game meanwhile
    await ledger.edit(message, 7, content="a")  # type: ignore[arg-type]
    assert [m["content"] for m in message.sent] == ["a", "a", "a"]


async def test_the_ledger_forgets_the_oldest_messages_beyond_its_size() -> None:
    ledger = EditLedger(size=2)
    messages = [Recorder(i) for i in range(3)]
    for message in messages:
        await ledger.edit(message, 1, content="x")  # type: ignore[arg-type]
    await ledger.edit(messages[0], 1, content="x")  # type: ignore[arg-type]  # forgotten: sent again
    await ledger.edit(messages[2], 1, content="x")  # type: ignore[arg-type]  # remembered: skipped
    assert [len(m.sent) for m in messages] == [2, 1, 1]


def test_digests_see_buttons_embeds_and_mentions() -> None:
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Roll", custom_id="catan:turn:1:roll"))
    other = discord.ui.View()
    other.add_item(discord.ui.Button(label="End", custom_id="catan:turn:1:end"))
    base = {"content": "x", "view": view}
    assert payload_digest(base) == payload_digest({"content": "x", "view": view})
    assert payload_digest(base) != payload_digest({"content": "x", "view": other})
    assert payload_digest(base) != payload_digest({"content": "x", "view": None})
    assert payload_digest({"embed": discord.Embed(title="a")}) != payload_digest({"embed": discord.Embed(title="b")})
    pinged = discord.AllowedMentions(users=[discord.Object(5)])
    assert payload_digest({"content": "x", "allowed_mentions": pinged}) != payload_digest(
        {"content": "x", "allowed_mentions": discord.AllowedMentions.none()}
    )
