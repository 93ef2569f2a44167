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

goods-good = { $good ->
    [potato] potato
    [fruit] fruit
    [chicken] chicken
    [silk] silk
    [mead] mead
   *[jewelry] jewelry
}
goods-count = { $count } { $good ->
    [potato] { $count ->
        [one] potato
       *[other] potatoes
    }
    [fruit] { $count ->
        [one] fruit
       *[other] fruits
    }
    [chicken] { $count ->
        [one] chicken
       *[other] chickens
    }
    [silk] { $count ->
        [one] silk
       *[other] silks
    }
    [mead] { $count ->
        [one] mead
       *[other] meads
    }
   *[jewelry] { $count ->
        [one] jewelry
       *[other] jewelries
    }
}
goods-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
goods-nothing = nothing
goods-comma = { $first }, { $rest }
goods-number = { $capital ->
    [yes] The
   *[no] the
} { $section ->
    [values] { $good } value
    [penalties] { $good } penalty
    [rewards] { $good } reward
   *[limits] { $players }-player { $good } limit
}
goods-table-unknown = { $path }: read it from the player-aid card (the rulebook does not give it).
goods-table-printed = { $path }: the rulebook gives { $printed }, not { $given }.
goods-table-incomplete = The card table is not complete: { $parts ->
    [both] read { $missing } from the player-aid card; { $wrong } must be what the rulebook prints
    [wrong] { $wrong } must be what the rulebook prints
   *[missing] read { $missing } from the player-aid card
}.
goods-not-a-good = { $good } is not one of the goods: potato, fruit, chicken, silk, mead or jewelry.
goods-not-a-good-listed = { $good } is not one of the goods (potato, fruit, chicken, silk, mead, jewelry).
goods-calc-players = The game is for 3-5 players, not { $players }.
goods-calc-unknown = { $number } is not in the rulebook: read it from the player-aid card.
goods-calc-needed = Needed but unknown: { $numbers }; read them from the player-aid card.
goods-calc-printed = The rulebook prints { $number } as { $printed }, not { $given }: only the numbers it leaves out may be given.
goods-stock-empty = Enter at least one player's stored goods.
goods-stock-holders = { $holders } players hold stored goods, but this is a { $players }-player game.
goods-stock-too-many = { $name } stored { $total } cards, but a player stores at most { $most } in a game ({ $a_week } a week for { $weeks } weeks).
goods-stock-deck = { $goods } stored, but the deck holds only { $deck }.
goods-first-sheriff-seat = Seat { $seat } is not at a { $players }-player table.
goods-seat-missing = Say which player makes this move.
goods-not-now = You cannot { $doing } now: { $phase }.
goods-doing-robin-hood = use the Robin Hood token
goods-doing-declare = declare
goods-doing-inspect = inspect
goods-doing-deal = make a deal
goods-doing-apprehend = apprehend
goods-doing-let-pass = let the bags pass
goods-doing-end-turn = end the turn
goods-doing-week-goods = enter the week's goods
goods-doing-choose-sheriff = choose the Sheriff
goods-phase-declare = the players are declaring their bags
goods-phase-sheriff = the Sheriff is dealing with the bags
goods-phase-week-end = the week is over and everyone is entering their goods
goods-phase-choose-sheriff = the poorest player is choosing next week's first Sheriff
goods-phase-over = the game is over
goods-phase-unknown = not at this point
goods-sheriff-only = Only the Sheriff does that.
goods-robin-hood-before-declarations = The Robin Hood token is used before declarations start.
goods-robin-hood-used = You already used your Robin Hood token this game.
goods-robin-hood-one-a-turn = Only one player can use the Robin Hood token in a turn.
goods-robin-hood-sheriff = The Sheriff has no bag this turn.
goods-declare-sheriff = The Sheriff does not declare this turn.
goods-declare-not-yet = Not your turn to declare yet: declarations go clockwise from the Sheriff's left, and a player before you has not declared.
goods-chariot-taken = The chariot token { $count } is already taken this turn: declare another count.
goods-bag-count = The bag was declared with { $cards }; { $entered } were entered.
goods-no-bag = That player has no bag this turn.
goods-bag-settled = That bag was already opened, dealt for or apprehended this turn.
goods-deputy-first-regular = { $doing ->
    [deal] A deal for a Deputy inspection
   *[inspect] A Deputy inspection
} comes after the regular one: settle the regular inspection first.
goods-deputy-none = No Deputy inspection: { $why ->
    [three-players] no Deputy tokens are used with 3 players
   *[none-left] you have no Deputy token left
}.
goods-deal-needs-deputy = The regular inspection is already settled: this deal replaces a Deputy inspection, so it takes a Deputy token.
goods-regular-done = The regular inspection is done; use a Deputy token for another.
goods-deal-too-much = That player has only { $money }: a deal is paid in full, so it can be at most { $money }.
goods-apprehension-used = You already used your Apprehension token this game.
goods-apprehend-settled = That bag was already opened, dealt for or apprehended this turn: apprehend another.
goods-let-pass-after-inspection = A bag was already opened, dealt for or apprehended this turn: end the turn instead.
goods-end-turn-without-inspection = No bag was opened, dealt for or apprehended this turn: let every bag pass instead.
goods-pass-all-renamed = Let every bag pass, or end the turn after an inspection: this move has new names.
goods-week-goods-entered = You already entered this week's goods; undo to change them.
goods-family-no-storing = The family game has no storing.
goods-store-at-most = You can store at most { $most } cards a week.
goods-store-approved-only = You can only store approved goods: { $stored } stored, { $approved } approved.
goods-week-seen = The app saw { $seen } approved for you this week; { $entered } entered.
goods-week-deck = The deck holds only { $deck }; { $entered } entered.
goods-week-total = The app counts { $known } approved { $known ->
    [one] card
   *[other] cards
} for you this week ({ $seen } seen, { $unseen } in bags that passed unopened or were dealt for); { $entered } entered.
goods-poorest-chooses = The poorest player chooses the next Sheriff.
goods-first-sheriff-late = The first Sheriff can only be changed before the first move of the game.

goods-result-robin-hood = { $name } used the Robin Hood token: { $cards } swapped
goods-result-declare = { $name } declared { $goods }
goods-result-honest = The Sheriff inspected { $name }{ $deputy ->
    [yes] {" "}with a Deputy token
   *[no] {""}
}: honest, the bank paid { $name } { $indemnity }; { $approved } approved
goods-result-caught = The Sheriff inspected { $name }{ $deputy ->
    [yes] {" "}with a Deputy token
   *[no] {""}
}: { $discarded } discarded, { $name } paid a { $penalty } penalty{ $short ->
    [yes] {" "}(only { $paid } paid, { $written_off } written off)
   *[no] {""}
}, the Sheriff's reward { $reward }; { $approved } approved
goods-result-deal = { $name } paid the Sheriff { $amount }: the bag is approved unseen
goods-result-apprehended-private = The Sheriff apprehended { $name }'s bag (private)
goods-result-apprehended = The Sheriff apprehended { $name }'s bag: { $took } kept, { $returned } back to { $name }
goods-bag-owner = { $name }'s
goods-result-turn-over = Turn { $turn } is over{ $count ->
    [0] {""}
    [one] : { $owners } bag passed unopened
   *[other] : { $owners } bags passed unopened
}
goods-result-week-private = { $name } entered the week's goods (private){ $paid ->
    [yes] ; week { $week }'s sales are paid
   *[no] {""}
}
goods-result-week = { $name } sold { $sold } for { $earned }{ $storing ->
    [yes] , storing { $stored }
   *[no] {""}
}{ $paid ->
    [yes] ; week { $week }'s sales are paid
   *[no] {""}
}
goods-result-next-sheriff = { $name } is next week's first Sheriff
goods-result-first-sheriff = { $name } is the first Sheriff

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
