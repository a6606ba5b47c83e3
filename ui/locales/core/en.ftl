# The shared catalogue, English (issue #33). Keys: area-what. A rule set's words are in ui/rules/<rule set>/locales/.

## Resources: the base game's terms (rule BASE-RES-1)
resource-lumber = lumber
resource-brick = brick
resource-wool = wool
resource-grain = grain
resource-ore = ore

## Counted things (CLDR plural categories)
count-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## Slash commands: descriptions (discord.py's Translator, cogs/app/translator.py)
cmd-catan-description = Play Catan
cmd-help-description = How to play: commands by topic
cmd-help-topic-description = default: overview
cmd-me-settings-description = Your language
cmd-me-settings-language-description = language or auto
cmd-new-language-description = thread language

## /catan me settings
language-chosen = From now on, what only you read is in { $language }. The game's thread stays in the game's language.
language-automatic = From now on, what only you read follows your Discord client's language (now: { $language }).
language-unknown = I don't speak that language yet. Pick one of: { $languages }.
language-auto-option = As my Discord client

## Cards with their count (ui/i18n/words.py: counted-<card>), in lists such as "1 brick, 1 lumber"
counted-brick = { $count } brick
counted-lumber = { $count } lumber
counted-ore = { $count } ore
counted-grain = { $count } grain
counted-wool = { $count } wool
counted-nothing = nothing

## Pieces and purchases (piece-<piece>)
piece-road = road
piece-settlement = settlement
piece-city = city
piece-development_card = development card

## The lobby (public: the game's language)
lobby-language = Language of the thread: { $language }

## Errors (cogs/interactions/common.py)
error-unavailable = The game database is unavailable right now; nothing was changed, try again in a minute.
error-ours = Something went wrong on my side. It has been logged; please try again.
