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
