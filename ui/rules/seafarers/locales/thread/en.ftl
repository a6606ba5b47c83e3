# Seafarers in the game's thread and lobby, English (issue #33). Keys: sea-thread-<what>.

## Events (ui/rules/seafarers/events.py)
sea-thread-source-roll = the roll
sea-thread-source-setup = a set-up settlement
sea-thread-source-discovery = a discovered gold field
sea-thread-source-gold = a gold field
sea-thread-terrain-0 = hills
sea-thread-terrain-1 = forest
sea-thread-terrain-2 = mountains
sea-thread-terrain-3 = fields
sea-thread-terrain-4 = pasture
sea-thread-terrain-5 = desert
sea-thread-terrain-6 = gold field
sea-thread-terrain-7 = fog
sea-thread-terrain-8 = sea
sea-thread-terrain-number = { $terrain } { $number }
sea-thread-ship-placed = ⛵ { $who } placed a ship on { $at }.
sea-thread-ship-built = ⛵ { $who } built a ship on { $at }.
sea-thread-ship-built-free = ⛵ { $who } built a ship on { $at } (Road Building).
sea-thread-ship-moved = ⛵ { $who } moved a ship from { $at } to { $to }.
sea-thread-pirate-moved = 🏴‍☠️ { $who } moved the pirate to { $hex }.
sea-thread-gold-owed-one = 🪙 Gold from { $source }: { $who } chooses { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}.
sea-thread-gold-owes = { $who } { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}
sea-thread-gold-owed = 🪙 Gold from { $source }: { $who } of their choice (each chooses privately).
sea-thread-gold-committed = 🪙 { $who } has chosen.
sea-thread-gold-chosen = 🪙 { $who } chose { $cards } from the gold field.
sea-thread-gold-received = 🪙 { $who } takes { $cards } ({ $source }).
sea-thread-gold-lost = 🪙 The bank has no resource left to choose: the gold is lost.
sea-thread-gold-of = { $who } { $cards }
sea-thread-gold-production = Of this, taken from the gold field: { $gold }.
sea-thread-discovered-sea = 🌫️ { $who } discovered { $hex }: sea.
sea-thread-discovered = 🌫️ { $who } discovered { $hex }: **{ $found }**
sea-thread-discovered-receives = { $line }; { $who } receives { $cards }.
sea-thread-sentence = { $line }.
sea-thread-chits = 🏅 { $who } earns { $count ->
    [one] { $count } Catan chit
   *[other] { $count } Catan chits
} ({ $count ->
    [one] { $count } victory point
   *[other] { $count } victory points
}) for the settlement on { $at }.
sea-thread-route-aside = The Longest Trade Route is set aside: nobody holds it now.
sea-thread-route = 🛣️ { $who } now holds the Longest Trade Route ({ $length ->
    [one] { $length } road or ship
   *[other] { $length } roads and ships
}).
sea-thread-robber-start = 🦹 { $who } puts the robber on { $hex }.
sea-thread-route-name = Longest Trade Route

## Prompts, rules line, status
sea-thread-prompt-gold = choose your gold-field resources: press **🪙 Choose gold…**
    .about = choose { $you ->
        [1] your
       *[other] their
    } gold-field resources
sea-thread-prompt-pirate-steal = choose whom the pirate robs: press **🎯 Rob…** (or `/catan steal`)
    .about = choose whom the pirate robs
sea-thread-prompt-move-robber = move the robber or the pirate: **🦹 Move robber…** or **🏴‍☠️ Move pirate…**
    .about = move the robber or the pirate
sea-thread-prompt-setup-road = place a road or a ship next to it: **🏗️ Build…** (or `/catan build road`)
    .about = place a road or a ship next to it
sea-thread-prompt-road-building = place your free roads or ships: **🏗️ Build…**
    .about = place { $you ->
        [1] your
       *[other] their
    } free roads or ships
sea-thread-prompt-sea-robber-start = choose the desert the robber starts on: press **🦹 Place robber…**
    .about = choose the desert the robber starts on
sea-thread-rules = Seafarers: { $scenario } ({ $layout })
sea-thread-scenario-new-shores = Heading for New Shores
sea-thread-scenario-four-islands = The Four Islands
sea-thread-scenario-fog-island = The Fog Island
sea-thread-scenario-through-the-desert = Through the Desert
sea-thread-layout-printed = printed layout
sea-thread-layout-variable = shuffled layout
sea-thread-status-ships = ⛵ Ships on the board: { $ships }
sea-thread-status-chits = 🏅 Catan chits: { $chits }
sea-thread-status-fog = 🌫️ { $count ->
    [one] { $count } fog hex
   *[other] { $count } fog hexes
} still face down.
sea-thread-status-gold = ⏳ { $who } must choose { $count ->
    [one] { $count } resource
   *[other] { $count } resources
} from a gold field.
sea-thread-status-pirate = 🏴‍☠️ The pirate is on { $hex }.

## The lobby
sea-thread-note-new-shores = Heading for New Shores: 14 VP, chits for settling new islands
sea-thread-note-four-islands = The Four Islands: 12 VP, chits for settling foreign islands
sea-thread-note-fog-island = The Fog Island: 12 VP, fog hexes discovered by roads and ships
sea-thread-note-through-the-desert = Through the Desert: 12 VP, chits beyond the desert
sea-thread-note-printed = the scenario's own terrain and numbers
sea-thread-note-variable = shuffled within each area
sea-thread-option-scenario = Scenario
sea-thread-option-layout = Layout
sea-thread-option-gold-choice-order = Gold choices
sea-thread-option-svp-per-area = Chits per new area
sea-thread-option-ttd-robber-start = Robber start
sea-thread-option-4i-first-foreign-one = First foreign island: 1 chit
sea-thread-option-harbor-types = Harbor types
