# 5-6 players in the game's thread and lobby, English (issue #33). Keys: six-thread-<what>.

six-thread-mode-special-build-phase = Special Build Phase
six-thread-mode-paired-players = paired players
six-thread-paired-help = keeps six-player games moving: it never waits on more than two players per turn
six-thread-rules = { $rules }, 5-6 players ({ $mode })
six-thread-option-turn-mode = Turn mode (5-6 players)
six-thread-option-slots = Special Build slots (5-6 players)
six-thread-lapse-slot = Special Build slot
six-thread-prompt-slot = build or buy in your Special Build Phase slot (no trading, no cards), then press ⏭️ Done building
    .about = build or buy in { $you ->
        [1] your
       *[other] their
    } Special Build Phase slot (no trading, no cards), then press ⏭️ Done building
six-thread-prompt-second = play your Second's phase: build, buy, play a card or trade with the bank (no trades with players), then ⏭️ End turn
    .about = play { $you ->
        [1] your
       *[other] their
    } Second's phase: build, buy, play a card or trade with the bank (no trades with players), then ⏭️ End turn
six-thread-prompt-robber-start = choose the desert the robber starts on
    .about = choose the desert the robber starts on
six-thread-status-mode = Turn mode: { $mode }
six-thread-status-sbp = Special Build Phase after { $after }'s turn: { $who } builds; still to come: { $to_come }
six-thread-status-asked = Building after this turn: { $who }
six-thread-status-second = Second's phase: { $who } (builds and trades with the bank only)
six-thread-requested = 🏗️ { $who } will build after this turn.
six-thread-slot = 🏗️ Special Build Phase: { $who }'s slot.
six-thread-passed = 🏗️ { $who } finished building.
six-thread-second = 👥 Second's phase: { $who } builds and trades with the bank (paired players).

## The Special Build slot's own message (cogs/rules/five_six): who builds now, and when it passes by itself
six-thread-slot-yours = 🏗️ { $who } — your Special Build slot after { $after }'s turn: build or buy with the buttons below (no trading, no cards), then **⏭️ Done building**.
six-thread-slot-lapses = { $slot } It passes by itself after { $limit }.
six-thread-limit-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
six-thread-limit-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
six-thread-slot-over = 🏗️ { $who }'s Special Build slot is over.
six-thread-the-player = The player
# /catan new with fewer players: $options are `paired` and/or `sbp_hours` ($count of them)
six-thread-options-need-five = { $options } only { $count ->
   *[other] apply
} to 5 or 6 players: choose `players` 5 or 6, or leave { $options } out for { $players } players.
six-thread-slots-public-info-only = public info only
six-thread-slots-always-offer = always offer
six-thread-slots-skip-if-nothing-affordable = skip if nothing affordable
six-thread-slots-on-request = on request
six-thread-slot-open = 🏗️ { $who } — your Special Build slot after { $after }'s turn: build or buy with the buttons below (no trading, no cards), then **⏭️ Done building**.
six-thread-slot-lapse-hours =
    It passes by itself after { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }.
six-thread-slot-lapse-minutes =
    It passes by itself after { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }.
six-thread-too-few-players = { $options } only apply to 5 or 6 players: choose `players` 5 or 6, or leave { $options } out for { $players } players.
