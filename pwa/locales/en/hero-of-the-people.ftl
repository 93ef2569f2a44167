# hero-of-the-people: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.

## The game's words: resources, King Richard's cards, what a row of numbers is for

# The characters as the server's sentences name them (the published x-names are English).
hero-character = { $character ->
    [maid-marian] Maid Marian
    [little-john] Little John
    [will-scarlett] Will Scarlett
    [friar-tuck] Friar Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much the Miller
    [robin-hood] Robin Hood
   *[other] { $character }
}
hero-resource = { $resource ->
    [archery] archery
    [sword] sword
    [gold] gold
    [strength] strength
   *[influence] influence
}
# A resource's name over its number field (narrow: a long word carries soft hyphens, {"\u00AD"}, where it may break).
hero-resource-label = { $resource ->
    [archery] archery
    [sword] sword
    [gold] gold
    [strength] strength
   *[influence] influence
}
# A count of one resource: "2 gold", "+1 sword" ($sign is "+" or nothing).
hero-count = { $sign }{ $count } { $resource ->
    [archery] archery
    [sword] sword
    [gold] gold
    [strength] strength
   *[influence] influence
}
hero-free = free
hero-none = none
hero-kr-title = { $card ->
    [double-gold] Double Gold
    [lower-bounty] Lower the Bounty
    [story-sight] See the next Story
   *[other] { $card }
}
hero-king-richard = King Richard: { $title }
hero-hero-ability = { $name }'s Special Ability
hero-special-ability = Special Ability
hero-character-card = { $name }'s card
hero-part = { $part ->
    [skills] skills
    [recruit] recruit
    [rescue] rescue
    [cost] cost
    [inventory] inventory
   *[lost] lost
}
# An input's name: the row's words and the resource ("recruit gold").
hero-labelled-resource = { $label } { $resource }
hero-cards-played = { $resource } cards played
hero-cards-lost = { $resource } cards lost
hero-card-cost = {" "}(costs { $cost })

## The board: the bounty track, the round, the characters, the inventory, the chart

hero-track-label = Bounty { $bounty } on the track
hero-track-bounty = Bounty { $bounty }
hero-track-key = {" "}· you win with all six Merry Men free and the bounty under 500; at 1000 you lose
hero-won = You win: all six Merry Men are free and the bounty is under 500!
hero-lost = You lose: { $why ->
    [bounty] The bounty reached 1000: Robin Hood is turned in.
    [story] The last Story card was resolved without a win.
   *[sheriff] The Sheriff won.
}
hero-round-line = Round { $round } · { $phase ->
    [active] Active hero
    [rob] Rob the rich
    [action] Action
    [story] Story
   *[over] Game over
} phase · { $left } Story cards left · hand { $hand }
hero-characters = Characters
hero-status = {" "}{ $status ->
    [active] active
    [face-up] face up
    [face-down] face down
   *[jailed] jailed
}
hero-safe-from-jail = {" "}· safe from jail (Sherwood Forest card { $card })
hero-pick-another = Your active hero is in jail: pick another face-up character.
hero-no-active-hero = No active hero: every character is jailed or not recruited, so costs are paid with loot alone.
hero-inventory = Inventory:{" "}
hero-inventory-count = { $resource } { $count }
hero-inventory-sherwood = Sherwood Forest { $built } of 5
hero-camp-label = Sherwood Forest cards
hero-camp-card-protects = Sherwood Forest card { $card }: protects { $name }
hero-camp-card-unknown = Sherwood Forest card { $card }: character not entered
hero-make-active = Make { $name } active
hero-chart-title = Bounty by round
hero-chart-start = start
hero-chart-round = R{ $round }
hero-chart-series = Bounty

## Robbing the rich and the actions

hero-rob-heading = Rob the rich: draw { $draws }, play up to { $plays } into the inventory
hero-rob-hint = Count the Loot cards you played by the resource they show.
hero-rob-done = Done robbing
hero-act-on = { $verb ->
    [recruit] Recruit { $name }
   *[rescue] Rescue { $name }
}
hero-numbers-hint-robin = Enter Robin Hood's Rescue cost from his card (his skills are printed in the rulebook).
hero-numbers-hint = Enter { $name }'s numbers from the card: the skills, and what recruiting and rescuing cost. Leave 0 where the card shows none.
hero-save-numbers = Save the numbers
hero-kr-cost-hint = Enter this card's cost from the card.
hero-save-cost = Save the cost
hero-kr-use = Use { $title }
hero-protects-label = The character this card protects
hero-protects-ask = Whom does the card protect?
hero-warn-protects = Choose the character printed on the Sherwood Forest card: the card keeps them out of jail.
hero-build-form = Build a Sherwood Forest card
hero-build = Build Sherwood Forest ({ $built } of 5 built)
hero-lower-bounty = Lower the bounty by 100
hero-ability-placeholder = What the ability did
hero-ability-label = What the Special Ability did
hero-warn-ability-note = Say what the Special Ability did.
hero-ability-effects = What it changed, for the app to count
hero-no-action = No action (bounty +100)
hero-actions-left = Action: { $left } of { $actions } left this round
hero-action-one = Action: one a round
hero-actions-hint = Offered: what the inventory can pay now, the active hero's skills first. A card used for the first time asks for its numbers.

## A card's effect the rulebook does not print (an adjustment)

hero-effect-inventory = { $resource } into (+) or out of (-) the inventory
hero-effect-field = { $effect ->
    [hand] cards into (+) or out of (-) the hand
    [draws] more (+) or fewer (-) cards drawn this round
    [plays] more (+) or fewer (-) cards played this round
    [actions] extra actions this round
   *[bounty] bounty up (+) or down (-), in steps of 100
}
hero-whose-card = Whose card
hero-active-hero-ability = The active hero's Special Ability
hero-source-king-richard = A King Richard card
hero-source-story = A Story card
hero-card-name-placeholder = The card's name or what it says
hero-card-name = Card
hero-warn-name-card = Name the card whose effect this is.
hero-adjust-summary = A card did something else (enter its effect)
hero-adjust-form = A card's effect
hero-adjust-enter = Enter the effect

## The Story card

hero-story-heading = Story card ({ $left } left)
hero-story-hint = Enter everything the card did: a cost paid (skills first), loot it took, characters jailed, the camp lost, the bounty moved.
hero-story-card-placeholder = The Story card's name (optional)
hero-story-card = Story card
hero-story-cost = Cost:
hero-story-cost-legend = The card's cost
hero-story-pay = Pay it (skills first)
hero-story-take-alternative = Take the card's alternative
hero-story-alternative-hint = Cannot or will not pay? Take the alternative the card prints and tick what it does below: characters jailed, the Sherwood Forest cards lost, the bounty raised or loot lost.
hero-story-nothing-pays = Nothing can pay a cost now: no skill of the active hero and no card in the inventory.
hero-story-taken = Taken from the inventory:
hero-story-jailed = Jailed
hero-story-jail = Jail { $name }
hero-story-sherwood-lost = Sherwood Forest cards lost
hero-story-bounty = Bounty up (+) or down (-)
hero-story-resolve = Resolve the Story card
hero-story-nothing = Nothing to pay

## Saving the card numbers for later games

hero-catalogue-summary = Save the card numbers for later games
hero-catalogue-form = Save the card numbers
hero-catalogue-placeholder = e.g. Our box
hero-catalogue-name = Catalogue name
hero-catalogue-save = Save
hero-warn-catalogue-name = Give the card numbers a name to save them under.
hero-catalogue-saved = Saved as “{ $name }”: a new table of this game can start from it.

## The log: one line a move ($who: the player's name), and the Fix forms

hero-log-line = { $who }: { $text }
hero-log-rob = Robbed the rich: drew { $drawn }, played { $played }{ $hand }
hero-log-no-cards = no cards
hero-log-hand = ; { $hand } in hand
hero-log-hand-discarded = ; { $hand } in hand, { $discarded } discarded
# $paid: hero-log-paid-for, or nothing when the line does not know what was paid.
hero-log-paid-for = {" "}(paid { $cost })
hero-log-recruited = Recruited { $name }{ $paid }
hero-log-rescued = Rescued { $name }{ $paid }
hero-log-built = Built a Sherwood Forest card{ $paid }
hero-log-built-protecting = Built a Sherwood Forest card protecting { $name }{ $paid }
hero-log-lowered = Lowered the bounty by 100{ $paid }
hero-log-no-action = No action: bounty +100
hero-log-chose-hero = Made { $name } the active hero
hero-log-kr-acquired = Acquired King Richard: { $title }{ $paid }
hero-log-kr-used = Used King Richard: { $title }
hero-log-entered-kr-cost = Entered the cost of King Richard's { $title } card: { $cost }
hero-log-entered-robin = Entered { $name }'s Rescue cost: { $cost }
hero-log-entered-numbers = Entered { $name }'s numbers: skills { $skills }; recruit { $recruit }; rescue { $rescue }
hero-log-ability = { $reason }: { $note }
hero-log-ability-effects = { $reason }: { $note } ({ $effects })
hero-log-adjust = { $reason }: { $effects }
hero-log-reason = { $source ->
    [ability] Special Ability
    [king_richard] King Richard card
    [story] Story card
   *[other] A card
}: { $card }
hero-log-reason-hero = { $name }'s Special Ability: { $card }
hero-effect = { $effect ->
    [hand] hand
    [draws] draws
    [plays] plays
    [actions] actions
   *[bounty] bounty
} { $change }
hero-no-change = no change
# A Story card's line: its parts joined by hero-semicolon. The card's name in curly quotes: straight ones before a colon read like JSON.
hero-log-story-named = Story “{ $card }”: { $parts }
hero-log-story = Story: { $parts }
hero-semicolon = {"; "}
hero-log-nothing = nothing
hero-log-unpaid-alternative = did not pay { $counts }: took the card's alternative
hero-log-alternative = took the card's alternative
hero-log-paid = paid { $counts }
hero-log-paid-skills-first = paid { $counts }, skills first
hero-log-paid-with-skills = paid with skills
hero-log-lost = lost { $counts }
hero-log-jailed = { $count ->
   *[other] jailed { $names }
}
hero-log-protected = { $name } protected by Sherwood Forest card { $card }
hero-log-sherwood-lost = Sherwood Forest cards lost
hero-log-sherwood-lost-count = Sherwood Forest cards lost ({ $count })
hero-log-pick-hero = pick the active hero
hero-fix-kr-cost = King Richard: { $title }. Enter this card's cost from the card.
hero-fix-recruited = Recruited
hero-fix-rescued = Rescued
hero-fix-active-hero = The active hero
hero-fix-kr-card = King Richard card
hero-fix-ability-effects = What it changed, for the app to count:

## The new-table form (hero-options.js)

hero-option-bounty = Bounty
hero-option-bounty-help = The starting bounty: the track space you choose. Pick a difficulty or type a space.
hero-option-easy = Easy
hero-option-normal = Normal
hero-option-hard = Hard
