"""Issue #34 item 2b in a real browser: the board launched as a Discord Activity.

The browser's request routing plays Discord: a fake Discord client page at https://discord.com/ frames the
Activity at https://<client id>.discordsays.com/ (Discord's proxy, here forwarding to the board's server), so the
Activity's frame-ancestors policy and the proxy's origin on its requests are the ones a real launch has. The
client page answers the Embedded App SDK's postMessage protocol as Discord's client does: the HANDSHAKE with the
READY dispatch, the AUTHORIZE command with a code the fake Discord server then exchanges. The page ends up
showing the seat's board with its hand. (Chromium would refuse a public page framing 127.0.0.1 directly: its
local network access checks.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.db.factories import USERS
from tests.engine.helpers import counts, give
from tests.web.activity_helpers import THREAD, activity_board

CLIENT = "https://discord.com/channels/1/2"  # where the fake Discord client is "served"

# The parent side of the SDK's protocol (@discord/embedded-app-sdk's Discord.mjs): opcodes 0 HANDSHAKE, 1 FRAME.
PARENT = """<!doctype html><html><body><iframe id="activity" src="%(src)s" width="800" height="900"></iframe>
<script>
window.seen = [];
const frame = () => document.getElementById("activity").contentWindow;
window.addEventListener("message", (event) => {
  if (event.source !== frame()) return;
  const [op, data] = event.data;
  window.seen.push([op, data]);
  if (op === 0) {
    frame().postMessage([1, {cmd: "DISPATCH", evt: "READY", nonce: null, data: {v: 1,
      config: {cdn_host: "cdn.discordapp.com", api_endpoint: "//discord.com/api", environment: "production"},
      user: {id: "%(user)s", username: "someone", discriminator: "0"}}}], "*");
  } else if (op === 1) {
    const answer = data.cmd === "AUTHORIZE" ? {code: %(code)s} : null;
    frame().postMessage([1, {cmd: data.cmd, evt: null, nonce: data.nonce, data: answer}], "*");
  }
});
</script></body></html>"""


async def test_item2b_the_activity_launched_in_a_thread_shows_the_seats_board_and_hand(
    browser: Any, tmp_path: Path
) -> None:
    async with activity_board(tmp_path) as activity:
        game, seat = activity.game, 1
        await activity.service.read(game.id, lambda info, state: give(state, seat, counts(brick=2, grain=1)))
        code = activity.fd.server.oauth.code_for(activity.people[USERS[seat]])
        instance = activity.open_in(USERS[seat])  # the person started the Activity in the game's thread
        query = (f"frame_id=frame-1&instance_id={instance}&platform=desktop&guild_id=1&channel_id={THREAD}"
                 f"&location_id=c:{THREAD}&referrer_id=&custom_id=")  # fmt: skip
        proxy, target = activity.proxy, str(activity.client.make_url("")).rstrip("/")
        html = PARENT % {"src": f"{proxy}/?{query}", "user": USERS[seat], "code": json.dumps(code)}
        page = await browser.new_page(viewport={"width": 900, "height": 1000})
        await page.route(CLIENT, lambda route: route.fulfill(status=200, content_type="text/html", body=html))
        forwarded: list[tuple[str, str, str | None]] = []

        async def discord_proxy(route: Any) -> None:
            path = route.request.url[len(proxy):]
            forwarded.append((route.request.method, path.split("?")[0], route.request.headers.get("origin")))
            if path.split("?")[0].endswith("/events"):  # a forwarded stream would never end: no live updates here
                await route.fulfill(status=204)
                return
            await route.fulfill(response=await route.fetch(url=target + path))

        await page.route(proxy + "/**", discord_proxy)
        await page.goto(CLIENT)
        board = page.frame_locator("#activity")
        hand = board.locator("#hand li")
        await hand.first.wait_for(timeout=15_000)
        lines = await hand.all_inner_texts()
        assert any("2 brick" in line and "1 grain" in line for line in lines), lines  # the seat's hand, to them
        assert await board.locator("#hand-area").is_visible()
        assert await board.locator("#board polygon").count() >= 19  # the island is drawn
        frame = page.frames[1]
        assert frame.url.split("://", 1)[1].split("/", 1)[1].startswith(f"g/{game.id}?t=")  # the board's own address
        seen = await page.evaluate("window.seen")
        handshake = next(data for op, data in seen if op == 0)
        assert handshake["client_id"] == activity.fd.server.oauth.client_id and handshake["frame_id"] == "frame-1"
        asked = next(data for op, data in seen if op == 1 and data["cmd"] == "AUTHORIZE")["args"]
        assert asked == {"client_id": activity.fd.server.oauth.client_id, "response_type": "code", "state": "",
                         "prompt": "none", "scope": ["identify"]}  # fmt: skip
        assert activity.fd.server.oauth.exchanges == [(code, 200)]
        assert ("POST", "/activity/token", proxy) in forwarded  # the proxy's origin may sign in
        assert "/static/vendor/discord-embedded-app-sdk.mjs" in [p for _, p, _ in forwarded]
        await page.close()
