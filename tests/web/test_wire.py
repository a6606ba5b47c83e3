"""Issue #34 (bytes per update, bench/web_latency.py): a board's stream is gzip-compressed for a browser that
takes gzip, each event flushed as it is sent (none waits in the compressor), and plain for one that does not."""

from __future__ import annotations

import asyncio
import zlib

import engine
from service import GameInfo
from tests.web.conftest import Board
from web.wire import Wire, takes_gzip


def test_item3_accept_encoding_is_read_as_browsers_send_it() -> None:
    assert takes_gzip("gzip, deflate, br, zstd")
    assert takes_gzip("br;q=1.0, gzip;q=0.8, *;q=0.1")
    assert not takes_gzip("gzip;q=0, deflate")
    assert not takes_gzip("identity")
    assert not takes_gzip("")


def test_item3_each_event_decodes_on_its_own_as_it_is_sent() -> None:
    wire, reader = Wire(gzip=True), zlib.decompressobj(16 + zlib.MAX_WBITS)
    spots = ",".join(f'{{"a":["settlement",{i}],"words":"Settlement at {i}","at":["v",{i}]}}' for i in range(54))
    first = wire.event("update", f'{{"ops":[[["legal","acts"],[{spots}]]],"log":[]}}')
    text = reader.decompress(first).decode()
    assert text.startswith("event: update\ndata: ") and text.endswith("\n\n")  # whole, before any later byte
    assert len(first) * 4 < len(text)  # the repeated spots compress
    assert reader.decompress(wire.comment("keep-alive")) == b": keep-alive\n\n"
    reader.decompress(wire.end())
    assert reader.eof


async def _waited(web: Board, game: GameInfo) -> tuple[int, engine.Action]:
    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action]:
        seat = engine.must_act(state)[0]
        return info.players[seat], engine.legal_actions(state, seat)[0]

    return await web.service.read(game.id, pick)


async def test_item3_the_stream_is_gzip_for_a_browser_that_takes_it(web: Board, game: GameInfo) -> None:
    raw = await web.client.get(f"/g/{game.id}/events", headers={"Accept-Encoding": "gzip, deflate"},
                               auto_decompress=False)  # fmt: skip
    assert raw.headers["Content-Encoding"] == "gzip"
    reader, text = zlib.decompressobj(16 + zlib.MAX_WBITS), ""
    while not text.endswith("\n\n"):  # the init event arrives whole, with nothing after it to push it out
        text += reader.decompress(await asyncio.wait_for(raw.content.readany(), 5)).decode()
    assert text.startswith("event: init\n")
    await web.pipeline.move(game.id, *await _waited(web, game))
    text = ""
    while not text.endswith("\n\n"):
        text += reader.decompress(await asyncio.wait_for(raw.content.readany(), 5)).decode()
    assert text.startswith("event: update\n")
    raw.close()
    plain = await web.client.get(f"/g/{game.id}/events", headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers
    assert (await asyncio.wait_for(plain.content.readline(), 5)).startswith(b"event: init")
    plain.close()
