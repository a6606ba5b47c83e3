// The board as a Discord Activity (issue #34 item 2b; server side: web/activity.py). Discord's Embedded App SDK
// (vendored: web/static/vendor/, rebuilt by `python -m tools.web_vendor`) speaks with Discord's client around
// this frame: ready -> authorize (a one-time code) -> the bot trades the code for who this person is and
// answers with a board token for the game of the channel or thread Discord says the instance runs in -> the board
// page's own parts (index.html's body, board.css, board.js) are loaded into this page. The SDK is meant for a
// single page, so this page stays: it is not navigated away. No secret here: the client id is public.
import { DiscordSDK } from "/static/vendor/discord-embedded-app-sdk.mjs";

const main = document.getElementById("activity");
const status = document.getElementById("activity-status");
const say = (text) => { status.textContent = text || ""; };

async function signIn() {
  const clientId = document.querySelector('meta[name="discord-client-id"]').content;
  // The SDK would otherwise send every console line to Discord's client.
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    }));
  } catch (refused) {
    say(main.dataset.notAuthorized);
    return null;
  }
  const response = await fetch("/activity/token", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, instance_id: sdk.instanceId || "" }),
  });
  let answer = {};
  try { answer = await response.json(); } catch (e) { answer = {}; }
  if (!response.ok) {
    say(answer.refused || main.dataset.unreachable);
    return null;
  }
  return answer;
}

// The board page's body, styles and scripts, in this page: board.js reads the game and the token from the
// address, which becomes the board's own (/g/<game>?t=...) without a navigation.
async function openBoard(game, token) {
  const path = `/g/${game}?t=${encodeURIComponent(token)}`;
  const response = await fetch(path);
  if (!response.ok) {
    let answer = {};
    try { answer = await response.json(); } catch (e) { answer = {}; }
    say(answer.refused || main.dataset.unreachable);
    return;
  }
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const have = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")));
  for (const link of page.querySelectorAll('link[rel="stylesheet"]')) {
    if (!have.has(link.getAttribute("href"))) document.head.appendChild(document.adoptNode(link));
  }
  const scripts = [...page.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  document.body.replaceWith(document.adoptNode(page.body));
  history.replaceState(null, "", path);
  for (const src of scripts) {
    const script = document.createElement("script");
    script.src = src;
    script.async = false;  // in the board page's order
    document.head.appendChild(script);
  }
}

(async () => {
  try {
    const answer = await signIn();
    if (answer) await openBoard(answer.game, answer.t);
  } catch (e) {
    say(main.dataset.unreachable);
  }
})();
