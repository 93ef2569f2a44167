# robin-hood-1990: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.

## The game's terms

# A gathering point by its number (1-4; 0: whichever it is), in the slot $form of the sentence:
# name, dative (after "short of": German "vor dem Gasthaus"), at (where: German "am Gasthaus").
rh1990-place = { $form ->
   *[other] { $point ->
        [1] the inn
        [2] the clearing
        [3] the farm
        [4] the fisherman's hut
       *[other] the gathering point
    }
}
# $card: sheriff, or arrows (then $arrows is the number on it).
rh1990-castle-card = { $card ->
    [sheriff] the Sheriff card
   *[arrows] { $arrows ->
        [one] { $arrows } arrow
       *[other] { $arrows } arrows
    }
}
rh1990-spaces = { $spaces ->
    [0] arrived
    [one] { $spaces } space short
   *[other] { $spaces } spaces short
}
rh1990-gold = { $count } gold
rh1990-player-number = Player { $number }

## The table: who starts, the ledger, the duel, the event card, the settlement

rh1990-round-line = Section { $section } of 4 · towards { $place } · { $starts ->
    [nobody] who starts?
    [youngest] who starts? (the youngest)
   *[named] { $name } starts
} · pay-out: { $rule ->
    [last] distance to the last pawn
   *[behind] distance to the pawn behind
}
# $count: the verb agrees with the number of winners where a language needs it.
rh1990-over = Game over: { $names } { $count ->
   *[other] won
}.
# $place in its "at" form.
rh1990-last-paid = { $gold } gold paid at { $place }
rh1990-arrived-hint = { $name } won the duel on the sheriff's starting space and stands on { $place }: the section is over. Enter the settlement ({ $name } arrived first, at 0).
rh1990-chart-title = Gold per section
rh1990-chart-start = start
rh1990-oak-start = the start at the foot of the oak tree
# Beside the coins drawn (30 at most): how many more the player holds, not a gain.
rh1990-coins-more = and { $count } more
rh1990-beyond-box = The players hold { $held } gold: { $beyond } more than the { $box } gold of the box's 80 coin cards. The app pays everything in full (rule V8): make up the rest with stand-in coins.
rh1990-duels-heading = Duels in section { $section }
rh1990-duel-news-won = { $name } won: +{ $gold } gold, the sheriff pawn went back to its starting space{ $onto ->
    [yes] , and { $name } moved straight onto the gathering point
   *[no] {""}
}.
# $start: where the section began, in its "at" form (the oak tree, or the last gathering point).
rh1990-duel-news-lost = { $name } lost to the Sheriff: { $name }'s pawn is back at { $start }, where this section began; the sheriff pawn stays where it won.
rh1990-youngest-heading = Who is the youngest? They start.
rh1990-youngest-chosen = { $name } starts section 1. Tap another name to change it before the first move.
rh1990-youngest-tap = Tap the youngest player's name. It can be changed until the first duel, event or pay-out.
rh1990-seats-free = { $count ->
    [one] 1 seat is
   *[other] { $count } seats are
} still free: their players can be chosen once they sit down.
rh1990-tied-heading = Tied for the fewest gold: who starts?
rh1990-starts = { $name } starts
rh1990-tied-waiting = Waiting for { $names } (or the host) to choose who starts section { $section }.
rh1990-player = Player
rh1990-pick-card = Pick a card
rh1990-sheriff-option = Sheriff
rh1990-player-card = Player's castle card
rh1990-sheriff-card = Sheriff's castle card
rh1990-duel-onto-point = On the sheriff's starting space: the winner moves straight onto the gathering point
rh1990-duel-cards-first = Pick both castle cards first: the player's and the Sheriff's.
rh1990-duel-send = Settle the duel
rh1990-duel = Archery duel
rh1990-event = Event card
rh1990-event-text = Card text or note
rh1990-event-text-placeholder = What the card says, or a note
rh1990-event-gold = Gold (+ gained, − lost)
rh1990-event-pawn = Pawn
rh1990-event-spaces = Spaces
rh1990-pawn-stayed = did not move
rh1990-pawn-forward = moved forward
rh1990-pawn-back = moved back
rh1990-pawn-to-start = went back to the section's start
rh1990-event-text-first = Write the card's text or a note first.
rh1990-event-gold-whole = The gold is a whole number: negative when the card took gold.
rh1990-event-send = Enter the event
# $place in its dative form.
rh1990-short-of = { $name }: spaces short of { $place }
rh1990-not-entered = not entered
rh1990-whole-number = a whole number, 0 or more
rh1990-space-fewer = One space fewer for { $name }
rh1990-space-more = One space more for { $name }
rh1990-settle-heading = Gathering point { $point }: { $place }
rh1990-settle-hint = When a pawn reaches the gathering point, enter how many spaces short each pawn stands: 0 for the one that arrived.
rh1990-arrived-first = { $name }: arrived first, after the duel (0 spaces short)
rh1990-check-payout = Check the payout
rh1990-distances-missing = Enter how many spaces short { $names } { $count ->
    [one] is
   *[other] are
} (0 for the pawn that arrived).
rh1990-distances-whole = { $names }: a distance is a whole number of spaces, 0 or more.
# $place in its "at" form.
rh1990-pay-out-at = Pay out at { $place }?
rh1990-payout-line = { $name } +{ $gold } gold ({ $spaces })
rh1990-pay-out = Pay out
rh1990-change-distances = Change the distances
rh1990-fix-youngest = The youngest, who starts section 1
rh1990-fix-starter = Who starts

## The log's sentences

rh1990-log-duel-won = { $who } won an archery duel ({ $player } against { $sheriff }): +5 gold{ $onto ->
    [yes] , then moved straight onto the gathering point
   *[no] {""}
}
rh1990-log-duel-lost = { $who } lost an archery duel to the Sheriff ({ $player } against { $sheriff }): pawn back to the section's starting point
# V8: after this payout the players hold more gold than the box's coins.
rh1990-log-beyond-box = ; the players now hold { $beyond } gold more than the box's coins: make it up with stand-in coins
rh1990-log-first-player = { $who } chose the youngest: { $name } starts section 1
rh1990-log-drawn-starter = { $first ->
    [yes] { $name } starts section 1
   *[no] { $name } starts the next section
}
# $host: yes when the host entered the choice (then the host is named, not $who).
rh1990-log-starter = { $host ->
    [yes] Host
   *[no] { $who }
} chose who starts: { $name }
# $where: rh1990-log-where or rh1990-log-where-unknown; $paid: rh1990-log-paid, or nothing.
rh1990-log-settle = { $where } paid out{ $paid } ({ $spots })
rh1990-log-where = Gathering point { $point } ({ $place })
rh1990-log-where-unknown = A gathering point
rh1990-log-paid = : { $paid } gold
rh1990-log-paid-one = { $name } +{ $gold }
rh1990-log-spot = { $name } { $spaces }
# $gold: rh1990-log-event-gold or rh1990-log-event-no-gold; $pawn and $clamped: their messages, or nothing.
rh1990-log-event = { $who }: event “{ $text }”: { $gold }{ $pawn }{ $clamped }
# $signed: the change with its sign ("+5", "-3"); $amount: its size, for the plural.
rh1990-log-event-gold = { $signed } { $amount ->
   *[other] gold
}
rh1990-log-event-no-gold = no gold
rh1990-log-pawn-to-start = , pawn back to the section's start
rh1990-log-pawn-moved = , pawn { $direction ->
    [forward] forward
   *[back] back
} { $spaces }
rh1990-log-clamped = {" "}(only { $taken } of { $asked } could be taken: gold never goes below 0)

## The new-table form (rh1990-options.js)

rh1990-option-players = Players
rh1990-option-rule = Settlement
rh1990-option-rule-last = The rulebook's
rh1990-option-rule-behind = House rule V2
rh1990-option-rule-help = When a pawn reaches a gathering point, the rulebook pays each player the spaces between them and the last player; house rule V2 pays the spaces to the player directly behind.
