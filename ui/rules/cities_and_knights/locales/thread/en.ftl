# Cities & Knights in the game's thread (issue #33).

piece-wall = wall

## Events (ui/rules/cities_and_knights/events.py). Keys: ck-thread-<what>.
ck-thread-commodities = { $count ->
    [one] { $count } commodity
   *[other] { $count } commodities
}
ck-thread-a-card = a card
ck-thread-track-trade = trade
ck-thread-track-politics = politics
ck-thread-track-science = science
ck-thread-deck-trade = trade (yellow)
ck-thread-deck-politics = politics (blue)
ck-thread-deck-science = science (green)
ck-thread-face-0 = barbarian ship
ck-thread-face-1 = barbarian ship
ck-thread-face-2 = barbarian ship
ck-thread-face-3 = trade gate (yellow)
ck-thread-face-4 = politics gate (blue)
ck-thread-face-5 = science gate (green)
ck-thread-rolled = 🎲 { $who } rolled **{ $total }** (red { $red }, yellow { $yellow }); event die: **{ $face }**.
ck-thread-rolled-alchemist = 🎲 { $who } rolled **{ $total }** (red { $red }, yellow { $yellow }) with the Alchemist; event die: **{ $face }**.
ck-thread-discarded = { $who } discarded { $cards }
ck-thread-discards = { $told }.
ck-thread-barbarians-advance = ⛵ The barbarians advance ({ $position }/{ $of }).
ck-thread-pillaged = 🔥 The barbarians pillaged { $who }'s city on { $at }: it is a settlement now.
ck-thread-pillaged-gone = 🔥 The barbarians pillaged { $who }'s city on { $at }: it is gone.
ck-thread-defender = 🏅 { $who } becomes **Defender of Catan** (1 VP).
ck-thread-drew-card = { $who } drew **{ $card }**.
ck-thread-drew = { $who } drew a { $deck } progress card.
ck-thread-progress-vp = 📜 { $who } drew and laid out the { $card } (1 VP).
ck-thread-progress-played = 📜 { $who } played **{ $card }**.
ck-thread-progress-discarded = { $who } put a { $deck } progress card back under its deck.
ck-thread-improved = 🏛️ { $who } built the { $building } ({ $track } level { $level }).
ck-thread-knight-hired = ⚔️ { $who } hired a knight on { $at }.
ck-thread-knight-placed = ⚔️ { $who } placed a { $strength ->
    [1] basic
    [2] strong
    [3] mighty
   *[other] { "" }
} knight on { $at }.
ck-thread-knight-activated = { $who } activated the knight on { $at }.
ck-thread-knights-activated = { $who } activated all their knights.
ck-thread-knight-promoted = ⚔️ { $who } promoted the knight on { $at } to { $strength ->
    [1] basic
    [2] strong
   *[3] mighty
}.
ck-thread-knight-moved = { $who } moved a knight from { $at } to { $to }.
ck-thread-knight-displaced = ⚔️ { $who } displaced { $victim }'s knight on { $at }.
ck-thread-knight-retreated = { $who }'s knight retreated from { $at } to { $to }.
ck-thread-knight-to-supply = { $who }'s knight from { $at } went back to the supply.
ck-thread-knight-deserted = { $who } removed their knight on { $at } (Deserter).
ck-thread-robber-chased = ⚔️ { $who }'s knight on { $at } chased the robber away.
ck-thread-metropolis = 🏙️ { $who } now holds the { $track } metropolis on { $at }.
ck-thread-metropolis-taken = 🏙️ { $who } now holds the { $track } metropolis on { $at }, taking it from { $other }.
ck-thread-merchant-placed = { $who } placed the merchant on { $hex }.
ck-thread-numbers-swapped = { $who } swapped the numbers of { $first } and { $second }.
ck-thread-road-removed = { $who } removed { $owner }'s road on { $at }.
ck-thread-monopoly-none = { $who } took no { $card }: the others had none.
ck-thread-monopoly = { $who } took { $taken } from the others.
ck-thread-spy-took-card = 🕵️ { $who } used the Spy on { $other } and took the { $card }.
ck-thread-spy-took = 🕵️ { $who } used the Spy on { $other } and took a progress card.
ck-thread-spy-took-none = 🕵️ { $who } used the Spy on { $other } and took no card.
ck-thread-aqueduct = { $who } took 1 { $card } (Aqueduct).
ck-thread-harbor-trade = { $who } traded with { $other } (Commercial Harbor).
ck-thread-attack = 🏴‍☠️ **The barbarians attack**: strength { $strength } against Catan's knights { $knights }.
ck-thread-attack-lost-none = The barbarians win; nobody loses a city.
ck-thread-attack-lost = The barbarians win: { $losers } { $count ->
    [one] loses a city
   *[other] each lose a city
}.
ck-thread-attack-saved-one = Catan is saved! { $who } defended best.
ck-thread-attack-saved-tie = Catan is saved! { $who } tie for the strongest defence: no Defender of Catan, each draws a progress card.
ck-thread-attack-saved-nobody = Catan is saved! No active knight: no Defender of Catan.

## Progress cards' names
ck-thread-card-alchemist = Alchemist
ck-thread-card-crane = Crane
ck-thread-card-engineer = Engineer
ck-thread-card-inventor = Inventor
ck-thread-card-irrigation = Irrigation
ck-thread-card-medicine = Medicine
ck-thread-card-mining = Mining
ck-thread-card-printer = Printer
ck-thread-card-road-building = Road Building
ck-thread-card-smith = Smith
ck-thread-card-bishop = Bishop
ck-thread-card-constitution = Constitution
ck-thread-card-deserter = Deserter
ck-thread-card-diplomat = Diplomat
ck-thread-card-intrigue = Intrigue
ck-thread-card-saboteur = Saboteur
ck-thread-card-spy = Spy
ck-thread-card-warlord = Warlord
ck-thread-card-wedding = Wedding
ck-thread-card-commercial-harbor = Commercial Harbor
ck-thread-card-master-merchant = Master Merchant
ck-thread-card-merchant = Merchant
ck-thread-card-merchant-fleet = Merchant Fleet
ck-thread-card-resource-monopoly = Resource Monopoly
ck-thread-card-trade-monopoly = Trade Monopoly

## City improvements
ck-thread-improvement-market = Market
ck-thread-improvement-trading-house = Trading House
ck-thread-improvement-counting-house = Counting House
ck-thread-improvement-bank = Bank
ck-thread-improvement-great-exchange = Great Exchange
ck-thread-improvement-town-hall = Town Hall
ck-thread-improvement-church = Church
ck-thread-improvement-fortress = Fortress
ck-thread-improvement-cathedral = Cathedral
ck-thread-improvement-high-assembly = High Assembly
ck-thread-improvement-abbey = Abbey
ck-thread-improvement-library = Library
ck-thread-improvement-aqueduct = Aqueduct
ck-thread-improvement-theater = Theater
ck-thread-improvement-university = University

## Commodities' names

## Status, rules line, prompts and the lobby's option names
ck-thread-status-barbarians = ⛵ Barbarians: { $position }/{ $of } · attacks so far: { $attacks } · barbarian strength now { $strength }
ck-thread-status-player = • { $who }: improvements T{ $trade } P{ $politics } S{ $science }, active knights { $knights }, { $progress ->
    [one] { $progress } progress card
   *[other] { $progress } progress cards
}, { $defenders ->
    [one] { $defenders } Defender card
   *[other] { $defenders } Defender cards
}
ck-thread-status-metropolis = { $line } · metropolis { $tracks }
ck-thread-status-owed = ⏳ { $who } must { $what } (**Answer…** or `/catan ck answer`).
ck-thread-rules = Cities & Knights ({ $extras })
ck-thread-rules-barbarians = barbarians { $steps } steps
ck-thread-rules-knight-errant = knight errant
ck-thread-rules-easy-start = easy start
ck-thread-rules-nasty = nasty
ck-thread-prompt-pre-roll = roll the dice (or play the Alchemist first)
    .about = roll the dice (or play the Alchemist first)
ck-thread-prompt-setup-city = place a set-up city: `/catan build city`
    .about = place a set-up city
ck-thread-prompt-free-roads = place your free roads: `/catan build road`
    .about = place { $you ->
        [1] your
       *[other] their
    } free roads
ck-thread-prompt-resolving = wait while the roll is resolved
    .about = wait while the roll is resolved
ck-thread-option-barbarian-steps = Barbarian track
ck-thread-option-ck-knight-errant = Knight errant
ck-thread-option-ck-easy-start = Easy start
ck-thread-option-ck-nasty = Nasty barbarians

## Decisions owed (cogs/rules/cities_and_knights/decisions.py), asked of their player in the thread
# what a decision asks, said to its player: the engine's words (refusals-step-<kind>) where they say "their"
ck-thread-owed-you = { $kind ->
    [knight_retreat] move your displaced knight
    [discard] discard half of your cards
   *[other] { $step }
}
ck-thread-owed-for = { $what } (for { $who })
ck-thread-owed-from = { $what } (from { $who })
ck-thread-please-answer = 📩 { $who } — please { $what }: press **📩 Answer…** (only you can answer).
# the turn message's prompt; .about: said about the player ($you: 1 when its reader is that player)
ck-thread-decision-prompt = { $what }: press **📩 Answer…**
    .about = { $you ->
        [1] { $what }
       *[0] { $step }
    }
ck-thread-card-line = { $card } — { $effect }
