# /catan help, English (issue #33): a page per topic, each one Discord message (at most 2,000 characters).
# `.menu` is the topic's line in the topic list. Command names in `code` are what people type: keep them.

help-start =
    {"*"}*How to play Catan here** (`/catan help` — this page)
    Each game lives in its own thread. On your turn: **roll**, then trade and build in any order, then **end** the turn. The buttons on the turn message cover the common moves (only those you can make now are enabled); every command starts with `/catan`, and its lists offer only legal choices.
    Your cards arrive by DM (`/catan hand` shows them to you alone).
    {"*"}*More help:** `/catan help topic:` …
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
    {"*"}*Quick start:** `/catan new` in a text channel, players press **Join**, the host presses **Start**. On your turn: `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, `/catan end`. `/catan status` says whose move it is; `/catan board` shows the board.
    .menu = start: overview and quick start

help-lobby =
    {"*"}*Help: games and seats**
    • `/catan new` opens a lobby (everyone presses **Join**, the host **Start**). Options, all optional:
    {"  "}`board` (random island, beginner map, beginner map with free placement) · `players` (2-6; 2 plays the 2-player variant, 5-6 the larger island) · `paired` (5-6: paired players instead of the Special Build Phase; never waits on more than two players per turn) · `sbp_hours` (5-6: a Special Build slot passes by itself after this many hours; 1) · `vp_target` (10; 13 in C&K) · `combined_trade_build` (trade and build in any order) · `reminder_hours` (0 = never) · `rules` (5th edition or 1997) · `number_placement` (spiral or random) · `robber_desert` · `longest_road_tie` (holder keeps, set aside) · `optional_steal` · `open_trades` (others may offer to the active player) · `expansion` (Cities & Knights) · `barbarians` (C&K track length) · `scenario` (Seafarers: its map and layout from the list, see `topic:seafarers`) · `ck_variant` (knight errant, easy start, nasty) · `clock` (a game clock: `12h+3d` is 12 hours per decision plus a 3-day bank; see `topic:time`)
    • **🤖 Built-in players…** in the lobby (host): add easy, normal or hard players; a game needs one person.
    • `/catan quit` — leave your game (asks to confirm); your seat stays, and someone may **Take the seat**.
    • `/catan me back` — take your seat back from the built-in player that played it while you were away.
    • `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — see `topic:admin`.
    .menu = lobby: new games, options, seats, built-in players

help-turn =
    {"*"}*Help: your turn**
    • `/catan roll` — roll the dice (or play a development card first); `/catan end` — end your turn.
    • `/catan build road|settlement|city spot` — intersections are numbers 1-54 (1-80 with 5-6 players), paths two numbers (`12-13`); `/catan board numbers:True` writes the numbers on the board, `public:True` posts it for everyone.
    • `/catan buy` — a development card; `/catan play knight|road_building|year_of_plenty|monopoly` — one per turn, not the turn you bought it (`year_of_plenty first second`, `monopoly resource`); `/catan play reveal` reveals your victory point cards (1997 rules).
    • A 7: `/catan discard cards` if you hold more than 7 (e.g. `2 wool 2 ore`), then the roller moves the robber (`/catan robber hex`, hexes are letters A-S, A-AD with 5-6) and robs (`/catan steal player`).
    • `/catan hand` (your cards, only you), `/catan status`, `/catan history log count` (recent events).
    • `/catan me games` (also in DMs): your games in every server and what they wait for; how you hear of your turn; standing orders (also **📜 Standing orders…** on your hand DM) answer for you while you sleep.
    {"*"}*Costs**
    { $costs }
    {"*"}*Victory points:** settlement 1, city 2, Longest Road (5+ roads) 2, Largest Army (3+ knights) 2, victory point cards 1. First to the target (10 by default) on their own turn wins.
    .menu = turn: roll, build, robber, development cards, costs

help-trading =
    {"*"}*Help: trading**
    • `/catan trade offer give get to` (or the **Trade…** button): cards as text, e.g. `give:2 wool get:1 ore`; `to` one player, or everyone by default. The others accept, decline or counter with the offer's buttons.
    • `/catan trade accept offer`, `/catan trade decline offer` — answer an offer made to you.
    • `/catan trade counter offer give get` — answer with your own terms.
    • `/catan trade confirm offer player` — conclude your offer with one who accepted.
    • `/catan trade withdraw offer` — take your offer back. Offers end with the turn.
    • `/catan trade bank give get times` — 4:1 with the bank, 3:1 or 2:1 at your harbors (`times` repeats it).
    The lists of `offer` show the open offers. Every trade involves the player whose turn it is (the lobby option `open_trades` lets the others offer to them too).
    .menu = trading: offers, the bank, harbors

help-history =
    {"*"}*Help: after the game**
    • `/catan history stats game` — the statistics image and highlights of a finished game of this server.
    • `/catan history replay game turn` — the board at the end of each turn, with previous/next/jump buttons.
    • `/catan history export game` — the public log as JSON and as text (no secret is in it).
    • `/catan history leaderboard bots` — players by rating; `bots:True` lists built-in players too.
    Only finished games count; hidden cards stay hidden, except victory point cards, which the end reveals.
    .menu = history: statistics, replays, exports, leaderboard

help-admin =
    {"*"}*Help: hosts and admins**
    • `/catan host cancel` — cancel the game (host, or anyone with Manage Server).
    • `/catan host kick player` — remove a player who stopped playing; the seat stays open for someone else.
    • `/catan host autopilot player` — a built-in player plays that seat now (`/catan me back` returns it).
    • A player who owes a move for the AFK limit (24 hours by default, not counting their quiet hours) is replaced by a built-in player; a game with a game clock applies the clock's consequence instead.
    {"*"}*The bot's operator** (a shell where the bot runs): `python -m service.admin list`, `verify`, `rebuild GAME`, `export GAME --out FILE` (holds the secret seed and every hand: the file is private), `import FILE`, `prune --older-than DAYS`, `copy --from ... --to ...` (see `db/README.md`).
    .menu = admin: hosts, server admins, the bot's operator

help-time =
    {"*"}*Help: games over days** (your settings hold in every server)
    • `/catan me time` — shows your settings; `zone` sets your time zone (e.g. `Europe/Berlin`, type a city to find it), `quiet_from` and `quiet_to` your quiet hours (e.g. 23:00 and 08:00; `off` removes them). In your quiet hours nobody pings you, reminders wait until they end and your AFK clock stops; the turn message says when you are back ("Bo is away until 08:00", shown in each reader's own time).
    • `/catan me away days strength` — away for some days (from 1 hour, `days:0.042`, to 60 days): a built-in player (easy, normal or hard) plays your seats, with their cards and pieces, until you are back. `pause:True` asks each game's table instead to pause while you are away (a button; it pauses once everyone playing at the table agreed: no moves, reminders or clocks; not agreed within 12 h, the request lapses and your built-in player plays).
    • `/catan me back` — ends your time away at once: your seats are yours again, paused games go on.
    • `/catan me settings language` — the language of what only you read (answers, your DMs, your hand); `auto` follows your Discord client. A game's thread is in the language chosen when it was opened (`/catan new language:`).
    • **Game clock** (`/catan new clock:`): `12h+3d` gives each decision 12 hours (5m to 14d), then a 3-day bank (0, or 5m to 14d) for the game, counted outside each player's quiet hours; when it runs out a built-in player makes that decision (`12h+3d seat`: takes the seat until **I'm back**). `/catan status` and the turn message show the banks.
    .menu = time: time zone, quiet hours, away, game clocks

# One line of the building costs on the turn page.
help-cost-line = • { $piece }: { $cost }
