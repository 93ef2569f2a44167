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

# Terms: attributes and tokens, cards, rows, ranks (R12).
rescuing-stat = { $stat ->
    [wit] Wit
    [brawn] Brawn
    [stealth] Stealth
    [jolliness] Jolliness
    [scouting] Scouting
    [cookery] Cookery
    [prayer] Prayer
   *[mead] Mead
}
rescuing-card = { $kind ->
    [castle] the Castle
    [sheriff] the Sheriff
   *[guard] the { $colour ->
        [red] red
       *[blue] blue
    } guard #{ $card }
}
rescuing-row = { $form ->
    [start] { $kind ->
        [wall] The Wall
        [sheriff] The Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] Row { $number }
    }
    [in] in { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
    [along] along { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
    [of] of { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
   *[bare] { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
}
rescuing-rank-babe-in-the-woods = Babe in the Woods
rescuing-rank-first-archery-lesson = First Archery Lesson
rescuing-rank-apprentice-cook = Apprentice Cook
rescuing-rank-outlaw = Outlaw
rescuing-rank-expert-marksman = Expert Marksman
rescuing-rank-golden-arrow-award = Golden Arrow Award
rescuing-rank-robin-hood = Robin Hood
rescuing-rank-savior-of-sherwood = Savior of Sherwood

# Refusals: the calculators (R3, R4, R5, R12, R15, R18).
rescuing-not-attribute = { $attribute } is not an attack attribute (wit, brawn, stealth).
rescuing-attack-no-guard = An attack needs at least one guard.
rescuing-guard-negative = Guard value { $value } is negative.
rescuing-spent-negative = Jolliness spent cannot be negative.
rescuing-spent-more = { $spent } Jolliness spent, but only { $owned } owned.
rescuing-brawn-impossible = A Brawn attack cannot succeed against a row totalling { $total } with { $brawn } Brawn: check the numbers.
rescuing-imprisoned-negative = Villagers imprisoned cannot be negative.
rescuing-challenges-day = { $count } challenges on day { $day }: at most 2 challenge cards are accepted a day (R12).
rescuing-sheriff-before-robin = The Sheriff cannot be defeated before Robin is rescued: his row falls after the Courtyard (R9, R11).

# Refusals: the cards' values (R15).
rescuing-guard-range = A { $colour ->
    [red] red
   *[blue] blue
} guard's { $stat } is { $low }-{ $high }, not { $value }: check the card.
rescuing-value-differs = The { $stat } of { $card } was entered as { $known }, not { $value }.
rescuing-value-unknown = Enter the { $stat } of { $card }: the app does not know it yet.

# Refusals: the table.
rescuing-solo-one-band = Single-band solo plays one band.
rescuing-mode-bands = The { $mode ->
    [accelerated] accelerated
    [solo-multi] solo-multi
   *[standard] standard
} game has 2-5 bands; one band plays single-band solo.
rescuing-leaders = Name one band leader per band ({ $count }).
rescuing-over = The game is over: Robin was { $rescued ->
    [yes] rescued
   *[no] not rescued
}.
rescuing-seat-missing = Say which band makes this move.
rescuing-not-now = You cannot { $doing ->
    [end-turn] end a turn
    [recruit] recruit
    [end-day] end the day
    [add-row] add a row
    [add-castle] set up the Castle
    [finish-setup] finish the setup
    [draw-band] draw a band
    [plan] plan
    [exchange] exchange cards
   *[attack] attack
} now: the table is { $stage ->
    [setup] setting up the battlefield
    [bands] drawing the bands
    [turns] playing turns
    [recruit] recruiting
    [cleanup] cleaning up the day
   *[over] done: the game is over
}.
rescuing-plan-mid-attack = Tokens and Jolliness are used in the planning phase, not in the middle of an attack.
rescuing-no-band-today = Band { $number } has no band on the table today.
rescuing-no-token = No { $token } token left to spend.
rescuing-tokens-short = That takes { $count } { $token } tokens; you have { $have }.
rescuing-row-empty = { $row } has no cards left.
rescuing-no-card = There is no card #{ $card } on the battlefield now.
rescuing-card-once = Name the card once: by its number on the screen.
rescuing-card-in-row-not = Card #{ $card } is { $row }, not { $other }.
rescuing-name-guard = Name the guard by its number on the screen.
rescuing-row-only = { $row } has only { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
rescuing-day5-no-rows = Day 5 is set up with the Castle, not rows of villagers.
rescuing-row-needs-guard = A row has at least one guard.
rescuing-castle-once = The Castle is set up once, on Day 5.
rescuing-courtyard-needs-guard = A Courtyard row has at least one guard.
rescuing-rows-first = Enter the scenario card's rows first.
rescuing-starter-day5 = The players choose who starts only on Day 5; on days 1-4 the first player passes clockwise (R8).
rescuing-starter-fixed = Day 5 has begun: who starts it can no longer change.
rescuing-no-such-band = There is no band { $number } at this table.
rescuing-band-entered = Your band is already entered today; undo to change it.
rescuing-jolliness-own-turn = Jolliness is spent only on your own turn.
rescuing-jolliness-short = You have { $have } Jolliness, not { $amount }.
rescuing-guards-once = Name the guards to reveal once: by their numbers on the screen.
rescuing-scouting-one-row = Scouting reveals guards of one row only.
rescuing-guards-in = Those guards are { $row }.
rescuing-name-guards = Name the guards to reveal by their numbers on the screen.
rescuing-prayer-not-guard = Prayer cannot touch { $card }: only Wit, Brawn or Stealth can.
rescuing-prayer-day5-row = On Day 5 a Prayer touches only the row that may be attacked now, { $now }: { $row } waits its turn.
rescuing-prayer-day5-stays = On Day 5 a guard moved by Prayer stays in its row.
rescuing-prayer-both = Each of the two players needs a Prayer token.
rescuing-exchange-much = Only Much the Miller's Son's band exchanges cards.
rescuing-exchange-other = Exchange a card with another band.
rescuing-attack-not-turn = Only the player whose turn it is attacks.
rescuing-robin-first = First add Robin Hood's attributes to the rescuer's band.
rescuing-wit-unfinished = Finish the Wit attack first (stop it, or push on).
rescuing-attacked-with = You already attacked with { $stat } this turn: each attack uses a different attribute.
rescuing-attacks-done = You have made your { $count } attacks this turn.
rescuing-day5-order = On Day 5 the rows fall in order: attack { $row } first.
rescuing-wit-row = Say which row the Wit attack is on.
rescuing-wit-start = A Wit attack starts at the face-up card at the end of the row.
rescuing-wit-next = The Wit attack goes on { $row }: { $card } is next.
rescuing-wit-end-of-row = There is no further card in this row: stop the attack.
rescuing-wit-nothing-to-stop = There is no successful Wit attack to stop.
rescuing-card-twice = Card #{ $card } is named twice.
rescuing-card-not-in = Card #{ $card } is not { $row }.
rescuing-brawn-once = Give the Brawn values once, by card number.
rescuing-brawn-all = Brawn attacks the whole row: enter all { $count } cards' Brawn.
rescuing-brawn-missing = Brawn reveals the whole row: enter the Brawn of { $cards }.
rescuing-chosen-once = Name the chosen cards once: by their numbers on the screen.
rescuing-card-in = Card #{ $card } is { $row }.
rescuing-choose-cards = Choose the cards to attack by their numbers on the screen.
rescuing-chosen-each-once = Give each chosen card once, with its Stealth.
rescuing-sheriff-last = The Sheriff falls last: Stealth may take him only with every guard left in his row.
rescuing-robin-rescuer = Robin's attributes go to the band that rescued him.
rescuing-end-not-turn = Only the player whose turn it is ends it.
rescuing-recruit-order = Recruiting goes in turn order: band { $number } chooses now.
rescuing-challenge-expert = Challenge cards are for expert mode.
rescuing-challenge-limit = At most 2 challenge cards a day.

# The end (R11, R12).
rescuing-outcome = { $ending ->
    [lost] The Sheriff wins: Robin Hood was not rescued.
    [won-sheriff] { $bands ->
        [one] The band
       *[other] The bands
    } rescued Robin Hood on Day 5 and defeated the Sheriff.
   *[won] { $bands ->
        [one] The band
       *[other] The bands
    } rescued Robin Hood on Day 5.
}
rescuing-outcome-expert = { $outcome } Expert score: { $amount } ({ $rank }).

# Results in words (the log).
rescuing-spoils = { $rescued ->
    [0] {""}
    [one] , { $rescued } villager rescued
   *[other] , { $rescued } villagers rescued
}{ $bonus ->
    [0] {""}
   *[other] , the Castle bonus +{ $bonus } Jolliness
}{ $sheriff ->
    [yes] , the Sheriff defeated
   *[no] {""}
}{ $robin ->
    [yes] , Robin Hood rescued
   *[no] {""}
}
rescuing-stats = Wit { $wit }, Brawn { $brawn }, Stealth { $stealth }, Jolliness { $jolliness }
rescuing-stats-skills = Wit { $wit }, Brawn { $brawn }, Stealth { $stealth }, Jolliness { $jolliness }, Scouting { $scouting }, Cookery { $cookery }, Prayer { $prayer }
rescuing-changed = { $name }'s band: { $stat }{ $shown ->
    [yes] {" "}+{ $gain },
   *[no] {""}
} now { $value }
rescuing-result-attack = { $stat } attack on { $where ->
    [cards] { $cards } { $row }
   *[row] { $row }
}: the guards total { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } card
       *[other] { $defeated } cards
    } defeated{ $spoils }
   *[no] failed, { $stat } is now 0
}
rescuing-result-wit-failed = Wit attack failed at { $card } (Wit { $value }): the guards total { $total }, Wit is now 0
rescuing-result-wit-on = { $card } outwitted (Wit { $value }): the guards total { $total }, { $left } Wit left
rescuing-result-wit-stopped = { $card } outwitted (Wit { $value }): the guards total { $total } · { $defeated ->
    [one] { $defeated } card
   *[other] { $defeated } cards
} defeated{ $spoils }
rescuing-result-end-day = Day { $day } ended: { $imprisoned ->
    [one] { $imprisoned } villager
   *[other] { $imprisoned } villagers
} imprisoned{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } to Sherwood Forest
}{ $retired ->
    [0] {""}
   *[other] , { $retired } retired from the bands
}
rescuing-result-recruited = { $name }'s band recruited a villager from the Major Oak ({ $left } left)
rescuing-result-recruit-passed = { $name }'s band passed on recruiting
rescuing-result-add-row = Row { $row } laid out: { $villagers ->
    [one] { $villagers } villager
   *[other] { $villagers } villagers
}
rescuing-result-add-castle = Day 5's battlefield set up: { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}
rescuing-result-setup-done = Day { $day }'s battlefield is set: the bands come next
rescuing-result-starting-band = { $name }'s band starts Day 5
rescuing-result-band = { $name }'s band today: { $stats }
rescuing-result-spend = { $changed }, Jolliness now { $jolliness }
rescuing-result-mead = { $changed }; { $left } Mead left
rescuing-result-scouting = Scouted { $cards } of row { $row }
rescuing-result-prayer-move = Guard { $guard } moved to place { $place } from the end of row { $row }{ $spoils }
rescuing-result-prayer-remove = Guard { $guard } removed from row { $row }{ $spoils }
rescuing-result-wit-stop = Wit attack stopped: { $defeated ->
    [one] { $defeated } card
   *[other] { $defeated } cards
} defeated{ $spoils }
rescuing-result-robin = Robin Hood joins { $name }'s band: { $stats }{ $extra ->
    [yes] ; one more attack this turn
   *[no] {""}
}
rescuing-result-end-turn = { $name }'s band ended the turn: { $brawn } Brawn and { $jolliness } Jolliness passed on
rescuing-result-challenge = Challenge card accepted { $blind ->
    [yes] blind
   *[no] seen
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $count } so far)
rescuing-result-adjust = Leader's power ({ $reason }): { $changed }
rescuing-result-exchange = { $name }'s band exchanged a card with { $other }

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
