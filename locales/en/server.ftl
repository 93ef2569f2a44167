# Sherwood Table: every sentence the server writes, in English (the source language).
# Project Fluent syntax: https://projectfluent.org/fluent/guide/ . The ids are what the engine
# raises and returns (engine.messages.Message); docs/languages.md says how to add a language.
# A section per part of the product: keep each game's messages under its own heading.

## Shared words

player-number = Player { $number }
private = (private)
amount = { $measure ->
    [money] { MONEY($value) }
    [gold] { $value } gold
    [bounty] { $value } bounty
    [villagers-rescued] { $value ->
        [one] { $value } villager rescued
       *[other] { $value } villagers rescued
    }
   *[points] { $value ->
        [one] { $value } point
       *[other] { $value } points
    }
}

## Outcomes and tie-breaks every game shares

outcome-nobody = Nobody wins.
outcome-wins = { $names } wins.
outcome-share = { $names } share the win.
outcome-wins-with = { $names } wins with { $amount }.
outcome-share-with = { $names } share the win with { $amount } each.
tie-equal-amount = { $names } have { $amount } each: equal { $measure ->
    [money] money shares the victory
    [gold] gold shares the win
   *[other] { $measure } shares the win
}.

## Checks every move, option and calculator input goes through

field-null = { $path }: must not be null.
field-problem = { $path }: { $problem }
field-unknown = { $path }: unknown field.
field-required = { $path }: this field is required.
field-not-whole = { $value } is not a whole number.
field-below-minimum = { $value } is below the minimum of { $minimum }.
field-above-maximum = { $value } is above the maximum of { $maximum }.
field-not-number = { $value } is not a number.
field-not-text = { $value } is not text.
field-too-short = needs at least { $minimum } characters.
field-too-long = is longer than { $maximum } characters.
field-not-bool = { $value } is not true or false.
field-not-choice = { $value } is not one of { $choices }.
field-not-list = { $value } is not a list.
field-too-few-items = needs at least { $minimum } item(s).
field-too-many-items = has more than { $maximum } items.
field-not-object = { $value } is not an object.
field-too-many-entries = has more than { $maximum } entries.
input-not-object = The { $what } must be a JSON object, not { $kind }.
move-no-type = A move needs a 'type'.
move-unknown = { $type } is not a move of { $game } (moves: { $known }).
preset-none = { $game } has nothing to save for later tables.
seat-missing = There is no seat { $seat } at this table.
seat-none = There is no such seat.
seat-not-named = Say which seat this move is for.
game-over = The game is over.
log-undo-missing = The log undoes a move that does not exist.
log-move-gone = Move { $version } is not in the log any more (taken back or deleted).

## The API's answers

problem-refused-by = Refused by ruling { $rule }

the-host = the host
move-of-host = move { $version } (the host's { $what })
move-of-player = move { $version } ({ $name }'s { $what })
change-breaks-move = { $change ->
    [undo] Undoing that
   *[correction] That correction
} would make { $move } illegal: { $why }
change-breaks-private-move = { $change ->
    [undo] Undoing that
   *[correction] That correction
} would make { $move } illegal{ $ruled ->
    [yes] {" "}under { $rule } ({ $ruling })
   *[no] {""}
}. What it would break is private to { $owner }, so it is not shown here: { $owner } can fix move { $version }, or the host can delete it in the same correction.

preview-change = { $move }: { $detail }
preview-change-private = { $move }: its result changes (private)
preview-nothing-later = This correction changes no later move's result.
preview-later = This correction changes { $count ->
    [one] { $count } later move
   *[other] { $count } later moves
}: { $listed }.

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin Hood (goods and the Sheriff)
game-hero-of-the-people = Robin Hood: Hero of the People
game-rescuing-robin-hood = Rescuing Robin Hood
game-robin-hood-1990 = Robin Hood (1990)
game-score-pad = Score pad

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = Market cards
move-curse-you-robin-hood-reveal = revealed card
move-curse-you-robin-hood-legend = Legend's cards
move-curse-you-robin-hood-take = Market card
move-curse-you-robin-hood-archery = card archery

## Robin Hood (goods and the Sheriff)

move-robin-hood-goods-robin-hood = Robin Hood token
move-robin-hood-goods-declare = declaration
move-robin-hood-goods-let-pass = letting every bag pass
move-robin-hood-goods-end-turn = end of the turn
move-robin-hood-goods-pass-all = letting the bags pass
move-robin-hood-goods-inspect = inspection
move-robin-hood-goods-deal = deal
move-robin-hood-goods-apprehend = Apprehension
move-robin-hood-goods-week-goods = week goods
move-robin-hood-goods-choose-sheriff = choice of the next Sheriff
move-robin-hood-goods-first-sheriff = first Sheriff

## Robin Hood: Hero of the People

move-hero-of-the-people-card-numbers = card's numbers
move-hero-of-the-people-choose-hero = choice of the active hero
move-hero-of-the-people-rob = robbing the rich
move-hero-of-the-people-recruit = recruitment
move-hero-of-the-people-rescue = rescue
move-hero-of-the-people-acquire-king-richard = King Richard card acquired
move-hero-of-the-people-use-king-richard = King Richard card used
move-hero-of-the-people-build = building
move-hero-of-the-people-lower-bounty = lowering of the bounty
move-hero-of-the-people-ability = Special Ability
move-hero-of-the-people-no-action = round without an action
move-hero-of-the-people-adjust = adjustment
move-hero-of-the-people-story = Story card

# The game's words: characters, resources, King Richard's cards, the phases of a round
hero-character = { $character ->
    [maid-marian] Maid Marian
    [little-john] Little John
    [will-scarlett] Will Scarlett
    [friar-tuck] Friar Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much the Miller
   *[robin-hood] Robin Hood
}
hero-resource = { $resource ->
    [archery] archery
    [sword] sword
    [gold] gold
    [strength] strength
   *[influence] influence
}
hero-loot = { $sign }{ $count } { $resource ->
    [archery] archery
    [sword] sword
    [gold] gold
    [strength] strength
   *[influence] influence
}
hero-counts = { $count ->
    [0] nothing
   *[other] { $items }
}
hero-joined = { $separator ->
    [semicolon] { $first }; { $rest }
   *[comma] { $first }, { $rest }
}
hero-king-richard-card = { $card ->
    [double-gold] double the price of Gold cards (one use)
    [lower-bounty] lower the Bounty by 200 (one use)
   *[story-sight] see the next Story card (lasting)
}
hero-phase = { $phase ->
    [active] active hero
    [rob] rob the rich
    [action] action
   *[story] Story
}

# Refusals (rulings H1-H11)
hero-starting-bounty = The starting bounty is a track space: a multiple of 100, not { $bounty }.
hero-over = The game is over: you { $outcome ->
    [won] won
   *[lost] lost
}.
hero-wrong-phase = You cannot { $doing ->
    [story] resolve a Story card
    [choose-hero] change the active hero
    [rob] rob the rich
   *[action] take an action
} in the { $phase } phase (round order: active hero, rob the rich, action, Story).
hero-not-a-resource = “{ $resource }” is not a resource: the cards show archery, sword, gold, strength or influence.
hero-not-a-character = “{ $name }” is not Robin Hood or one of the six Merry Men.
hero-not-a-king-richard-card = “{ $name }” is not a King Richard card.
hero-robin-skills = Robin Hood's skills are printed in the rulebook: 3 Archery and 2 Sword.
hero-robin-never-recruited = Robin Hood is never recruited: he starts face-up. Enter only his Rescue cost.
hero-numbers-first = Enter { $character }'s { $what ->
    [rescue] Rescue cost
   *[all] skills and costs
} from the card first.
hero-enter-part = Enter { $character }'s { $part ->
    [skills] skills
    [recruit] recruit
   *[rescue] rescue
} (zeros where the card shows none).
hero-name-character-or-card = Name a character or a King Richard card.
hero-count-range = A count of { $resource } must be a whole number from 0 to 20.
hero-paying = { $cost ->
    [recruit] Recruiting { $character }
    [rescue] Rescuing { $character }
    [king-richard] This King Richard card
    [sherwood] A Sherwood Forest card
    [lower-bounty] Lowering the bounty
   *[story] This Story card
}
hero-loot-alone = with no active hero, from loot alone
hero-after-skills = after { $character }'s skills
hero-needs-loot = { $what } needs { $short } more loot in your inventory { $hero }.
hero-not-face-up-to-lead = { $character } is not face-up: only a recruited, free character can be the active hero.
hero-pick-hero-first = Your active hero is in jail: first make another face-up character the active hero ({ $characters }).
hero-draw-limit = You draw { $draws } Loot cards this round, not { $drawn }.
hero-play-limit = Only { $plays } cards can be played into the inventory this round, not { $count }.
hero-hand-short = You hold { $held } cards; you cannot play { $count }.
hero-already-recruited = { $character } is already recruited.
hero-not-in-jail = { $character } is not in jail.
hero-king-richard-not-available = That King Richard card is not in the King Richard area.
hero-king-richard-cost-first = Enter this King Richard card's cost from its back first.
hero-king-richard-not-held = You do not hold that King Richard card.
hero-camp-built = All five Sherwood Forest cards are built.
hero-name-protected = Say which character this Sherwood Forest card protects from jail: it is printed on the card.
hero-lower-once = The bounty can be lowered with Influence only once a round.
hero-no-action-after-action = You already took an action this round: the bounty rises only in a round with no action. Go on to the Story card.
hero-no-hero-no-ability = There is no active hero, so there is no Special Ability to use.
hero-robin-no-ability = Robin Hood has no Special Ability: make a recruited Merry Man the active hero to use one.
hero-enter-effects = Enter what { $what ->
    [ability] This Special Ability
   *[card] “{ $card }”
} changed: the inventory, the hand, the draws or plays this round, the actions this round or the bounty.
hero-takes-loot = { $what ->
    [ability] This Special Ability
   *[card] “{ $card }”
} takes { $taken } from the inventory, which holds only { $held }.
hero-takes-hand = { $what ->
    [ability] This Special Ability
   *[card] “{ $card }”
} takes { $count } cards from your hand, which holds only { $held }.
hero-draws-over = The { $effect ->
    [draws] draws
   *[plays] plays
} of this round are over: enter { $what ->
    [ability] This Special Ability
   *[card] “{ $card }”
} before robbing the rich.
hero-actions-over = The action phase of this round is over: enter { $what ->
    [ability] This Special Ability
   *[card] “{ $card }”
} before the Story card.
hero-bounty-steps = The bounty moves in steps of 100 on the track, not { $amount }.
hero-enter-alternative = Enter the card's alternative as the card states it: the bounty raised, characters jailed, the Sherwood Forest cards discarded or loot lost.
hero-pay-needs-cost = Paying a Story card needs its cost: at least one resource.
hero-choice-with-outcome = Pay or take the card's alternative with the card's effects, not with one outcome.
hero-story-cannot-pay = { $short } If you cannot pay, take the card's alternative instead (H11).
hero-old-field-needs-outcome = A character or an amount goes with one outcome (jailed, bounty raised); to enter several effects, use the jailed characters and the bounty.
hero-outcome-or-effects = Enter the Story card either as one outcome or as its effects, not both.
hero-paid-needs-cost = A paid Story card needs its cost: at least one resource. If the card asked for nothing, choose Nothing to pay.
hero-name-jailed = Name the face-up character the Story card jails.
hero-say-rise = Say how much the bounty rises.
hero-cannot-lose = Your inventory holds { $held }; the Story card cannot take { $count }.
hero-jail-once = Name each jailed character once.
hero-not-face-up-to-jail = { $character } is not face-up: a Story card jails only a face-up character.

# The log's words for each move's result
hero-paid-for = {" "}for { $loot }
hero-no-loot-spent = {" "}(no loot spent)
hero-effect = { $effect ->
    [hand] hand
    [draws] draws
    [plays] plays
    [actions] actions
   *[bounty] bounty
} { $change }
hero-no-change = no change
hero-bounty-now = ; bounty { $bounty }
hero-newly-active = ; { $character } is the active hero
hero-protecting = , protecting { $character }
hero-camp-complete = ; the camp is complete: bounty -200
hero-numbers-part = { $part ->
    [skills] skills
    [recruit] recruit
   *[rescue] rescue
} { $counts }
hero-reason-ability = Special Ability
hero-reason-hero-ability = { $character }'s Special Ability
hero-reason-king-richard = King Richard card
hero-reason-story = Story card
hero-reason-card = { $whose }: { $card }
hero-story-outcome = { $outcome ->
    [paid] paid
    [jailed] jailed
    [sherwood_lost] sherwood lost
    [bounty_raised] bounty raised
    [bounty_lowered] bounty lowered
    [loot_lost] loot lost
    [several] several
    [alternative] alternative
   *[nothing] nothing
}
hero-story-named = Story card “{ $card }”: { $outcome }
hero-story-unnamed = Story card: { $outcome }
hero-story-unpaid = { $counts } left unpaid
hero-story-alternative = the card's alternative
hero-story-paid = paid { $counts }
hero-story-lost = lost { $counts }
hero-story-protected = { $character } kept out of jail by Sherwood Forest card { $card }
hero-story-jailed = { $count ->
   *[other] { $characters } jailed
}
hero-story-discarded = { $count } Sherwood Forest cards discarded
hero-story-pick-hero = pick the next active hero
hero-result-numbers = { $character }'s numbers: { $parts }
hero-result-king-richard-cost = King Richard's card “{ $card }” costs { $counts }
hero-result-active = { $character } is the active hero
hero-result-rob = Drew { $drawn }, played { $played }; { $hand } in hand, { $discarded } discarded
hero-result-recruit = { $character } recruited{ $paid }{ $active }{ $track }
hero-result-rescue = { $character } rescued from jail{ $paid }{ $active }{ $track }
hero-result-king-richard-acquired = King Richard card acquired: { $card }{ $paid }
hero-result-king-richard-used = King Richard card used: { $card }{ $track }
hero-result-build = A Sherwood Forest card built{ $paid }{ $protecting }{ $complete }{ $track }
hero-result-lower-bounty = Bounty lowered to { $bounty }{ $paid }
hero-result-ability = { $reason }: { $note } ({ $effects }){ $track }
hero-result-no-action = No action this round: the bounty rises to { $bounty }
hero-result-adjust = { $reason }: { $effects }{ $track }
hero-result-story = { $parts }{ $active }{ $track }, { $left } Story cards left

# The outcome of a finished game (H2)
hero-outcome-won = { $player } wins in round { $round }: all six Merry Men are free and the bounty is { $bounty }.
hero-outcome-lost = { $player } loses in round { $round }: { $why ->
    [bounty] the bounty reached 1000: Robin Hood is turned in.
    [story] the last Story card was resolved without a win.
   *[sheriff] the Sheriff won.
}

## Rescuing Robin Hood

move-rescuing-robin-hood-add-row = row
move-rescuing-robin-hood-add-castle = Castle
move-rescuing-robin-hood-setup-done = end of the setup
move-rescuing-robin-hood-starting-band = starting band
move-rescuing-robin-hood-band = band totals
move-rescuing-robin-hood-spend-jolliness = Jolliness spent
move-rescuing-robin-hood-cookery = Cookery token
move-rescuing-robin-hood-mead = Mead token
move-rescuing-robin-hood-scouting = Scouting token
move-rescuing-robin-hood-prayer-move = Prayer (move a guard)
move-rescuing-robin-hood-prayer-remove = Prayers (remove a guard)
move-rescuing-robin-hood-wit = Wit attack
move-rescuing-robin-hood-wit-stop = end of a Wit attack
move-rescuing-robin-hood-brawn = Brawn attack
move-rescuing-robin-hood-stealth = Stealth attack
move-rescuing-robin-hood-robin = Robin Hood's attributes
move-rescuing-robin-hood-end-turn = end of the turn
move-rescuing-robin-hood-recruit = recruiting
move-rescuing-robin-hood-end-day = end of the day
move-rescuing-robin-hood-challenge = challenge card
move-rescuing-robin-hood-adjust = leader's power
move-rescuing-robin-hood-exchange = exchange

## Robin Hood (1990)

move-robin-hood-1990-duel = duel
move-robin-hood-1990-event = event card
move-robin-hood-1990-settle = settlement
move-robin-hood-1990-first-player = first player
move-robin-hood-1990-starter = starter of the section

## Score pad (rules SP1-SP11)

move-score-pad-add = points
move-score-pad-score = round score
move-score-pad-note = private note
move-score-pad-finish = end of the game


sp-over = The game is over: it takes no more moves.
sp-add-zero = Adding 0 points changes nothing.
sp-add-on-sheet = This table keeps a score sheet: enter the points in a round's cell.
sp-score-no-sheet = This table has no score sheet: add points instead of entering a round.
sp-rounds-need-sheet = A number of rounds needs the score sheet (sheet: true).
sp-round-entered = { $side } already has points for round { $round }: fix them with a correction.
sp-rounds-limit = The game has { $rounds } rounds.
sp-round-first = Round { $round } comes first for { $side }.
sp-team-of = the team of players { $numbers }
sp-team-twice = Player { $number } is in two teams (or twice in one).
sp-team-too-small = A team has two players or more.
sp-one-side = At least two sides must play: a team and a player, or two teams.
sp-team-suffix = {" "}(team { $names })
sp-team-names = { $names }
sp-result-add = { $name }{ $team } { $points }: { $score } in all
sp-result-score = { $name }{ $team }, round { $round }: { $points }, { $total } in all{ $end }
sp-result-note = { $name } saved a private note
sp-game-over = Game over: { $count ->
    [0] nobody
   *[other] { $names }
} won
sp-score-ended = . { $over }
sp-outcome = { $kind ->
    [team] { $names } win together with { $amount }
    [sides] { $names } share the win with { $amount } each
    [shared] { $names } share the win with { $amount } each
   *[one] { $names } wins with { $amount }
}{ $ending ->
    [goal] , reaching the goal of { $goal }.
    [lowest] {" "}(lowest wins).
   *[none] .
}
sp-tie = { $sides } have { $amount } each: equal { $lowest ->
    [yes] lowest
   *[no] highest
} scores share the win.
sp-team-note = { $names } played as a team and share its score, rank and { $won ->
    [yes] win
   *[no] place
}.
