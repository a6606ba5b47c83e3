"""`/catan help`: the rules of play here and every command, in pages of one topic each.

One message holds at most 2,000 characters, and all the commands with their options do not fit in one:
the help is cut into topics (`/catan help topic:trading`), each a message of its own. Every command
and every option the bot registers appears in some page (tests/bot/play/test_help.py checks this against
the registered command tree, and each page's length).
"""

from __future__ import annotations

from engine.constants import COSTS, format_counts
from ui.rulesets import UI

_START = """**How to play Catan here** (`/catan help` — this page)
Each game lives in its own thread. On your turn: **roll**, then trade and build in any order, then **end** the \
turn. The buttons on the turn message cover the common moves (only those you can make now are enabled); \
every command starts with `/catan`, and its lists offer only legal choices.
Your cards arrive by DM (`/catan hand` shows them to you alone).
**More help:** `/catan help topic:` …
• `lobby` — new games, their options, leaving, built-in players
• `turn` — rolling, building, the robber, development cards, costs
• `trading` — offers to players, the bank and harbors
• `cities_and_knights` — the Cities & Knights expansion
• `two_player` — the 2-player variant
• `five_six` — 5-6 players: the Special Build Phase, paired players
• `seafarers` — the Seafarers expansion: ships, the pirate, gold fields, fog
• `history` — statistics, replays, exports, the leaderboard
• `admin` — hosts, server admins and the bot's operator
• `time` — games over days: your time zone, quiet hours, time away, game clocks
**Quick start:** `/catan new` in a text channel, players press **Join**, the host presses **Start**. \
On your turn: `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, \
`/catan end`. `/catan status` says whose move it is; `/catan board` shows the board."""

_LOBBY = """**Help: games and seats**
• `/catan new` opens a lobby (everyone presses **Join**, the host **Start**). Options, all optional:
  `board` (random island, beginner map, beginner map with free placement) · `players` (2-6; 2 plays the \
2-player variant, 5-6 the larger island) · `paired` (5-6: paired players instead of the Special Build \
Phase; never waits on more than two players per turn) · `sbp_hours` (5-6: a Special Build slot passes \
by itself after this many hours; 1) · `vp_target` (10; 13 in C&K) · `combined_trade_build` (trade and build in any order) · \
`reminder_hours` (0 = never) · `rules` (5th edition or 1997) · `number_placement` (spiral or random) · \
`robber_desert` · `longest_road_tie` (holder keeps, set aside) · `optional_steal` · `open_trades` (others \
may offer to the active player) · `expansion` (Cities & Knights) · `barbarians` (C&K track length) · \
`scenario` (Seafarers: its map and layout from the list, see `topic:seafarers`) · \
`ck_variant` (knight errant, easy start, nasty) · `clock` (a game clock: `12h+3d` is 12 hours per decision plus a 3-day bank; see `topic:time`)
• **🤖 Built-in players…** in the lobby (host): add easy, normal or hard players; a game needs one person.
• `/catan quit` — leave your game (asks to confirm); your seat stays, and someone may **Take the seat**.
• `/catan me back` — take your seat back from the built-in player that played it while you were away.
• `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — see `topic:admin`."""

_TURN = (
    """**Help: your turn**
• `/catan roll` — roll the dice (or play a development card first); `/catan end` — end your turn.
• `/catan build road|settlement|city spot` — intersections are numbers 1-54 (1-80 with 5-6 players), paths two numbers (`12-13`); \
`/catan board numbers:True` writes the numbers on the board, `public:True` posts it for everyone.
• `/catan buy` — a development card; `/catan play knight|road_building|year_of_plenty|monopoly` — one per \
turn, not the turn you bought it (`year_of_plenty first second`, `monopoly resource`); `/catan play reveal` \
reveals your victory point cards (1997 rules).
• A 7: `/catan discard cards` if you hold more than 7 (e.g. `2 wool 2 ore`), then the roller moves the \
robber (`/catan robber hex`, hexes are letters A-S, A-AD with 5-6) and robs (`/catan steal player`).
• `/catan hand` (your cards, only you), `/catan status`, `/catan history log count` (recent events).
• `/catan me games` (also in DMs): your games in every server and what they wait for; how you hear of your \
turn; standing orders (also **📜 Standing orders…** on your hand DM) answer for you while you sleep.
**Costs**
"""
    + "\n".join(f"• {name}: {format_counts(cost)}" for name, cost in COSTS.items())
    + """
**Victory points:** settlement 1, city 2, Longest Road (5+ roads) 2, Largest Army (3+ knights) 2, victory \
point cards 1. First to the target (10 by default) on their own turn wins."""
)

_TRADING = """**Help: trading**
• `/catan trade offer give get to` (or the **Trade…** button): cards as text, e.g. `give:2 wool get:1 ore`; \
`to` one player, or everyone by default. The others accept, decline or counter with the offer's buttons.
• `/catan trade accept offer`, `/catan trade decline offer` — answer an offer made to you.
• `/catan trade counter offer give get` — answer with your own terms.
• `/catan trade confirm offer player` — conclude your offer with one who accepted.
• `/catan trade withdraw offer` — take your offer back. Offers end with the turn.
• `/catan trade bank give get times` — 4:1 with the bank, 3:1 or 2:1 at your harbors (`times` repeats it).
The lists of `offer` show the open offers. Every trade involves the player whose turn it is (the lobby \
option `open_trades` lets the others offer to them too)."""

_HISTORY = """**Help: after the game**
• `/catan history stats game` — the statistics image and highlights of a finished game of this server.
• `/catan history replay game turn` — the board at the end of each turn, with previous/next/jump buttons.
• `/catan history export game` — the public log as JSON and as text (no secret is in it).
• `/catan history leaderboard bots` — players by rating; `bots:True` lists built-in players too.
Only finished games count; hidden cards stay hidden, except victory point cards, which the end reveals."""

_ADMIN = """**Help: hosts and admins**
• `/catan host cancel` — cancel the game (host, or anyone with Manage Server).
• `/catan host kick player` — remove a player who stopped playing; the seat stays open for someone else.
• `/catan host autopilot player` — a built-in player plays that seat now (`/catan me back` returns it).
• A player who owes a move for the AFK limit (24 hours by default, not counting their quiet hours) is replaced by a built-in player; a game with a game clock applies the clock's consequence instead.
**The bot's operator** (a shell where the bot runs): `python -m service.admin list`, `verify`, `rebuild GAME`, \
`export GAME --out FILE` (holds the secret seed and every hand: the file is private), `import FILE`, \
`prune --older-than DAYS`, `copy --from ... --to ...` (see `db/README.md`)."""

# topic -> (what the topic menu shows, the page); the first topic is the page of `/catan help` alone.
_TIME = """**Help: games over days** (your settings hold in every server)
• `/catan me time` — shows your settings; `zone` sets your time zone (e.g. `Europe/Berlin`, type a \
city to find it), `quiet_from` and `quiet_to` your quiet hours (e.g. 23:00 and 08:00; `off` removes them). \
In your quiet hours nobody pings you, reminders wait until they end and your AFK clock stops; the turn \
message says when you are back ("Bo is away until 08:00", shown in each reader's own time).
• `/catan me away days strength` — away for some days (from 1 hour, `days:0.042`, to 60 days): a built-in \
player (easy, normal or hard) plays your seats, with their cards and pieces, until you are back. \
`pause:True` asks each game's table instead to pause while you are away (a button; it pauses once everyone \
playing at the table agreed: no moves, reminders or clocks; not agreed within 12 h, the request lapses and \
your built-in player plays).
• `/catan me back` — ends your time away at once: your seats are yours again, paused games go on.
• **Game clock** (`/catan new clock:`): `12h+3d` gives each decision 12 hours (5m to 14d), then a 3-day \
bank (0, or 5m to 14d) for the game, counted outside each player's quiet hours; when it runs out a built-in player makes that decision \
(`12h+3d seat`: takes the seat until **I'm back**). `/catan status` and the turn message show the banks."""

PAGES: dict[str, tuple[str, str]] = {
    "start": ("start: overview and quick start", _START),
    "lobby": ("lobby: new games, options, seats, built-in players", _LOBBY),
    "turn": ("turn: roll, build, robber, development cards, costs", _TURN),
    "trading": ("trading: offers, the bank, harbors", _TRADING),
    **UI.of_all().help_pages,  # a page per rule set (cities_and_knights, two_player)
    "history": ("history: statistics, replays, exports, leaderboard", _HISTORY),
    "admin": ("admin: hosts, server admins, the bot's operator", _ADMIN),
    "time": ("time: time zone, quiet hours, away, game clocks", _TIME),
}

ALIASES: dict[str, str] = dict(UI.of_all().help_aliases)  # a topic's older name answers with its page


def help_topics(typed: str) -> list[tuple[str, str]]:
    """(topic, menu text) of the topics whose menu text contains what was typed."""
    typed = typed.strip().lower()
    return [(key, label) for key, (label, _page) in PAGES.items() if typed in label.lower()]


def help_page(topic: str | None) -> str:
    """The page of ``topic`` (None or an unknown topic: the start page, which lists the topics)."""
    key = (topic or "start").strip().lower().split(":")[0]  # a typed menu text names its topic first
    key = ALIASES.get(key, key)
    return PAGES.get(key, PAGES["start"])[1]
