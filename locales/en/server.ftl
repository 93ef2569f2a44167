# Sherwood Table: every sentence the server writes, in English (the source language).
# Project Fluent syntax: https://projectfluent.org/fluent/guide/ . The ids are what the engine
# raises and returns (engine.messages.Message); docs/languages.md says how to add a language.
# A section per part of the product: keep each game's messages under its own heading.

## Shared words

player-number = Player { $number }
private = (private)
# A change in a score or a stat: "+5", "-3", "0", its number written the language's way ("+1,000").
signed-number = { $sign ->
    [plus] +{ $value }
    [minus] -{ $value }
   *[zero] { $value }
}
# A part of the play (engine.periods.Period): the turn clock's periods and the results chart's points.
# The number is a count, never grouped ("Move 1500").
period = { $unit ->
   *[round] Round { NUMBER($number, useGrouping: 0) }
    [day] Day { NUMBER($number, useGrouping: 0) }
    [week] Week { NUMBER($number, useGrouping: 0) }
    [section] Section { NUMBER($number, useGrouping: 0) }
    [settlement] Settlement { NUMBER($number, useGrouping: 0) }
    [move] Move { NUMBER($number, useGrouping: 0) }
}
period-unit = { $unit ->
   *[round] Round
    [day] Day
    [week] Week
    [section] Section
    [settlement] Settlement
    [move] Move
}
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
field-too-short = needs at least { $minimum ->
    [one] { $minimum } character
   *[other] { $minimum } characters
}.
field-too-long = is longer than { $maximum } characters.
field-not-bool = { $value } is not true or false.
field-not-choice = { $value } is not one of { $choices }.
field-not-list = { $value } is not a list.
field-too-few-items = needs at least { $minimum ->
    [one] { $minimum } item
   *[other] { $minimum } items
}.
field-too-many-items = has more than { $maximum } items.
field-not-object = { $value } is not an object.
field-too-many-entries = has more than { $maximum } entries.
input-not-object = The { $what } must be a JSON object, not { $kind }.
move-no-type = A move needs a 'type'.
move-unknown = { $type } is not a move of { $game } (moves: { $known }).
move-not-drawable = { $type } is not a move the table may leave to chance.
preset-none = { $game } has nothing to save for later tables.
seat-missing = There is no seat { $seat } at this table.
seat-none = There is no such seat.
seat-not-named = Say which seat this move is for.
game-over = The game is over.
log-undo-missing = The log undoes a move that does not exist.
log-move-gone = Move { $version } is not in the log any more (taken back or deleted).

## The API's answers

problem-refused-by = Refused by ruling { $rule }

# The server's own page for an address with nothing at it (api/resources/pwa.py)
page-not-found-title = Page not found
page-not-found-text = There is nothing at this address. A table's link starts with /t/ or /join/.
page-not-found-home = Go to the home page

# marshmallow's and webargs' own sentences for a malformed request (api/web/field_errors.py): the
# English is theirs, word for word. The bounds are quoted as the schema declares them.
api-check-field = Check { $first }{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more)
}
schema-required = Missing data for required field.
schema-null = Field may not be null.
schema-invalid-value = Invalid value.
schema-unknown-field = Unknown field.
schema-invalid-input-type = Invalid input type.
schema-invalid-type = Invalid type.
schema-not-string = Not a valid string.
schema-not-utf8 = Not a valid utf-8 string.
schema-not-integer = Not a valid integer.
schema-not-number = Not a valid number.
schema-number-too-large = Number too large.
schema-special-number = Special numeric values (nan or infinity) are not permitted.
schema-not-boolean = Not a valid boolean.
schema-not-list = Not a valid list.
schema-not-mapping = Not a valid mapping type.
schema-pattern = String does not match expected pattern.
schema-invalid-json = Invalid JSON body.
schema-not-person-id = Not a person id (p- and 16 hex digits).
schema-range = Must be { $min_op ->
    [gt] greater than
   *[gte] greater than or equal to
} { $min } and { $max_op ->
    [lt] less than
   *[lte] less than or equal to
} { $max }.
schema-range-min = Must be { $min_op ->
    [gt] greater than
   *[gte] greater than or equal to
} { $min }.
schema-range-max = Must be { $max_op ->
    [lt] less than
   *[lte] less than or equal to
} { $max }.
schema-length-between = Length must be between { $min } and { $max }.
schema-length-equal = Length must be { $equal }.
schema-length-max = Longer than maximum length { $max }.
schema-length-min = Shorter than minimum length { $min }.
schema-one-of = Must be one of: { $choices }.

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
    [yes] {" "}under { $rule }
   *[no] {""}
}. What it would break is private to { $owner }, so it is not shown here: { $owner } can fix move { $version }, or the host can delete it in the same correction.{ $ruled ->
    [yes] {" "}{ $rule }: { $ruling }
   *[no] {""}
}

preview-change = { $move }: { $detail }
preview-change-private = { $move }: its result changes (private)
preview-own = The corrected move itself: { $listed }.
preview-nothing-later = This correction changes no later move's result.
preview-later = This correction changes { $count ->
    [one] { $count } later move
   *[other] { $count } later moves
}: { $listed }.
preview-undo-move = Undo takes back { $move }.
preview-undo-correction = Undo takes back the correction made in move { $version }: the corrected moves stand again as they were before it.
preview-undo-nothing-else = No other move's result changes.
preview-undo-changes = It changes { $count ->
    [one] { $count } move's result
   *[other] { $count } moves' results
}: { $listed }.

api-token-needed = This needs a table token: send 'Authorization: Bearer <token>'.
api-seat-moved-away = Your seat at this table was moved to another phone, so this phone no longer opens it. If that was not you, ask the host to move your seat back to this phone.
api-token-other-table = That token belongs to another table.
api-token-invalid = That token is not valid: rejoin the table with its code.
api-table-expired = This table has expired; start a new one.
api-body-not-json = The body must be JSON (Content-Type: application/json), not { $mimetype }.
api-too-deep = The request nests lists and objects more than { $limit } deep; nothing here needs that.
api-spectator-cannot = A spectator screen only watches; it cannot { $what ->
    [move] make moves
    [undo] undo
    [correct] correct moves
    [preset] save presets
    [clock] set the clock
   *[other] { $what }
}.
api-host-only = Only the host can do that.
api-host-move = This move is the host's, not a seat's.
api-leave-seat-out = Leave seat out.
api-own-seat-only = You can only make moves for your own seat; the host can enter moves for anyone.
api-host-names-seat = The host must name a seat.
api-key-shape = Idempotency-Key must be 1-100 visible ASCII characters (spaces inside allowed).
api-key-reused = The Idempotency-Key { $key } was already used for another request; send a new key with a new request.
api-key-first-answered = { $key } first answered a different method, path or body.
api-unhealthy = The server cannot reach its database, or the database holds another version of its schema: try again in a few seconds.
api-precondition-failed = The table has changed since the version this request was made for (If-Match): read it again, then send the request again.
api-key-in-progress = A request with this Idempotency-Key is still being answered: ask again in a moment for its answer.
api-version-moved = The table moved on (version { $version }, you expected { $expected }): refresh and retry.
api-nothing-to-undo = There is no move to undo.
api-draw-not-now = Nothing of { $type } can be drawn from this phone now: the rules do not offer it here, or not yet, or no more.
api-drawn-by-server = Only the server draws at random: ask it for a draw (POST …/draws) rather than sending at_random.
api-undo-own-latest = You can only undo your own move, and only while it is the latest; ask the host.
api-clock-host-only = Only the host can pause the clock or set a turn limit.
api-no-clock = There is no turn clock here: this game has no turns, or it is over.
api-clock-already = The clock is already { $paused ->
    [yes] paused
   *[no] running
}.
api-calculator-json = Send the input as a JSON object (Content-Type: application/json).
api-correct-once = Each move can be corrected once in a correction.
api-twice = Twice.
api-not-your-move = Move { $version } was not entered by you: ask the host to correct it.
api-no-game = There is no game { $game }.
api-no-preset = No preset is saved as { $name }.
api-preset-name = A preset name is 1-40 letters, digits, spaces, . ' - or _.
api-preset-name-invalid = Invalid preset name.
api-preset-token = Saving a preset needs a table token: send 'Authorization: Bearer <token>'.
api-token-other-game = That token is for a table of another game, not { $game }.
api-token-no-live-table = That token opens no live table: save presets from a table you host or sit at.
api-name-needed = Type a name to take a seat.
api-name-blank = A name cannot be blank.
api-name-control = A name cannot hold control characters.
api-control-characters = Control characters.
api-no-table-with-code = No table has the code { $code } (or it has expired).
api-person-host-only = Only the host's phone names the person taking a seat; the host links a seat to a remembered person once it is taken.
api-host-says-who = Only the host says who sits at a seat.
api-seat-empty = Nobody sits at seat { $seat }.
api-not-taken = Not taken.
api-photo-who-adds = Only the host and the players add a photo; the big screen shows it.
api-photo-too-large = The photo is larger than { $kilobytes } KB: send a smaller one.
api-photo-not-over = The game is not over yet: add the photo on the results screen.
api-no-photo = This table has no photo.
api-photo-who-removes = Only the host, or whoever added the photo, removes it.
api-rematch-host-only = Only the host can start a rematch.
api-big-screen-no-handover = The big screen cannot move a seat; the host can, from their phone.
api-handover-own-seat = You can move only your own seat; the host can move anyone's.
api-handover-which-seat = Say which seat moves to another phone.
api-handover-seat-empty = Nobody sits at seat { $seat } yet: a new phone takes it with the table's code.
api-handover-code-gone = That code moves no seat: it was used already, or it is more than 10 minutes old. Ask for a new one.
api-host-moved-away = The host role at this table was moved to another phone, so this phone no longer runs it. If that was not you, the phone with the table's recovery code can take the host role back.
api-handover-host-role-host-only = Only the host's phone can move the host role; a player moves their own seat.
api-handover-host-no-seat = The host role is no seat: leave the seat out.
api-host-seat-host-only = Only the host's token says where the host sits.
api-host-seat-no-seat = That token opens no seat at this table.
api-no-such-message = No sentence has that id.
api-known-games = Known games: { $known }.
api-token-in-url = A table token does not go in a URL, where logs keep it: open the stream with a stream ticket instead.
api-ticket-gone = That stream ticket is unknown, used or expired: ask for a new one.
api-since-ahead = The table is at version { $version }: there is nothing after version { $since } yet.
api-event-id-bad = That Last-Event-ID is not an event this server sent: reconnect without it, or with the id of the last event you received.
api-join-code-not-big-screen = The join code is for the host and the players, not the big screen.
api-game-gone = This server no longer has the game { $game }.
api-no-table = No live table has that id.
api-rate-limited = Too many { $what ->
    [join] join attempts
    [tables] new tables
    [people] asks for people's stats
    [photos] photos sent
   *[presets] preset saves
} from this address; try again in { $seconds } seconds.
api-name-taken = Someone called '{ $name }' already sits at this table; pick another name.
api-table-full = This table is full: all { $seats } seats are taken.
api-preset-taken = A preset called '{ $name }' was saved by someone else: save your copy under another name.
api-not-over = The game is not over yet.
api-no-move-to-correct = There is no move { $version } in the log to correct.
api-entry-not-a-move = Entry { $version } is an undo or a correction, not a move: undo it, or correct the move it changed.
api-move-gone = Move { $version } was taken back or deleted, so there is nothing to correct.
api-move-number = Move { $version }.
api-clock-give = Give paused, turn_limit_seconds or both.
api-correction-give = Give either the corrected move or delete: true.
api-photo-type = Send the photo as image/jpeg, image/png or image/webp, not { $declared ->
    [none] without a Content-Type
   *[other] as { $declared }
}.
api-photo-not-image = That file is not a photo: its content is not a JPEG, PNG or WebP image.
api-photo-type-mismatch = The photo was sent as { $declared } but its content is { $actual }: send it with its own type.
api-body-too-slow = The request body did not arrive within { $seconds } seconds; send it again.
api-streams-limited = Too many live-update streams are open { $which ->
    [token] with this token
    [table] at this table
   *[address] from this address
} (at most { $limit }); the page keeps itself up to date meanwhile. Try again in { $seconds } seconds.
api-photo-too-many-pixels = The photo has too many pixels: at most { $megapixels } million, { $side } on its longer side. Send a smaller one.
api-photo-who-replaces = Another player added this photo: only they or the host may replace it.
api-private-own-seat = Only the phone at seat { $seat } enters this move: what it holds is for that seat alone.
api-clock-full = The clock was set { $count } times at this table, as many as a table keeps; play on without changing it.
api-clock-limit-same = The clock already has that turn limit: nothing to change.
# An error no view worded, by its HTTP status (an unknown address, a method it does not take).
http-status = { $status ->
    [400] The request could not be read: check its body and its headers.
    [401] This needs a token.
    [403] That is not allowed with this token.
    [404] There is nothing at this address.
    [405] This address does not take that method.
    [406] This address cannot answer in a format the request accepts.
    [409] That clashes with what is already there.
    [410] That is gone.
    [411] Send the body's length (Content-Length).
    [413] The request is too large.
    [414] The address is too long.
    [415] This address does not take that kind of body.
    [422] The request cannot be carried out as it is.
    [428] This request needs a condition (If-Match).
    [429] Too many requests; try again in a moment.
    [431] The request's headers are too large.
    [503] The server is busy; try again in a moment.
   *[other] Something went wrong on the server; try again.
}

# A problem's title: the HTTP status in a few words, in the reader's language (api/web/errors.py).
http-title = { $status ->
    [400] Bad Request
    [401] Unauthorized
    [403] Forbidden
    [404] Not Found
    [405] Method Not Allowed
    [406] Not Acceptable
    [408] Request Timeout
    [409] Conflict
    [410] Gone
    [411] Length Required
    [412] Precondition Failed
    [413] Content Too Large
    [414] URI Too Long
    [415] Unsupported Media Type
    [422] Unprocessable Content
    [428] Precondition Required
    [429] Too Many Requests
    [431] Request Header Fields Too Large
    [503] Service Unavailable
   *[other] Server Error
}
api-database-unavailable = The database is unavailable for a moment: try again in a few seconds (a move sent again with the same Idempotency-Key is never stored twice).

## The log CSV (results.csv keeps its column names in every language: score apps import it)

word-none = none
word-yes = yes
word-no = no
word-deleted = (deleted)
word-list = { $items }
csv-column-version = version
csv-column-time = time
csv-column-seat = seat
csv-column-player = player
csv-column-entered-by = entered by
csv-column-kind = kind
csv-column-move = move
csv-column-details = details
csv-column-result = result
csv-column-entered-as = entered as
csv-column-result-when-entered = result when entered
csv-column-undone = undone
csv-column-corrected-by = corrected by
csv-column-result-changed-by = result changed by
csv-kind-move = move
csv-by = { $by ->
    [host] host
   *[player] player
}
csv-kind-undo = undo
csv-kind-correction = correction
csv-kind-clock = turn clock
csv-took-back = took back move { $version }
csv-move-deleted = move { $version } ({ $what }) deleted: was { $before }
csv-move-corrected = move { $version } ({ $what }): { $before } -> { $after }
csv-move-corrected-seat = move { $version } ({ $what }): { $before } for { $from } -> { $after } for { $to }
csv-results-changed = results changed: { $count ->
    [one] move
   *[other] moves
} { $versions }
csv-clock-paused = { $paused ->
    [yes] paused the clock
   *[no] resumed the clock
}
csv-clock-no-limit = no turn limit
csv-clock-limit = turn limit { $time }

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin Hood (goods and the Sheriff)
game-hero-of-the-people = Robin Hood: Hero of the People
game-rescuing-robin-hood = Rescuing Robin Hood
game-robin-hood-1990 = Robin Hood (1990)
game-score-pad = Score pad

## The phases of play the rulings are grouped by (engine/game.py PHASES)

phase-setup = Setting up
phase-turn = During a turn
phase-round-end = At the end of a round
phase-scoring = Scoring and winning
phase-variants = Variants and solo play
phase-entering = Entering in the app

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = Market cards
move-curse-you-robin-hood-legends = Legends at the table
move-curse-you-robin-hood-reveal = revealed card
move-curse-you-robin-hood-legend = Legend's cards
move-curse-you-robin-hood-take = Market card
move-curse-you-robin-hood-archery = card archery

# The game's terms: goods, cards, seats. A seat's $form is the slot it fills in the sentence
# (engine/games/curse.py SEAT_FORMS): start, name, owner, from, to.
curse-good-ale = Ale
curse-good-bread = Bread
curse-good-cloth = Cloth
curse-good-gems = Gems
curse-good-meat = Meat
curse-card = { $good } { $rank }
curse-legend = { $legend ->
    [friar-tuck] Friar Tuck
    [the-sheriff] { $form ->
        [start] The Sheriff
        [owner] The Sheriff
       *[other] the Sheriff
    }
    [little-john] Little John
    [will-scarlet] Will Scarlet
    [robin-hood] Robin Hood
    [the-prince] { $form ->
        [start] The Prince
        [owner] The Prince
       *[other] the Prince
    }
   *[maid-marian] Maid Marian
}
curse-player = { $form ->
   *[other] { $name }
}
curse-seat-number = { $form ->
    [start] Seat { $number }
    [owner] Seat { $number }
   *[other] seat { $number }
}
curse-place-market = Market card { $number }
curse-place-seat = seat { $number }'s card
curse-place-stockpile = { $name }'s stockpile, card { $number }
curse-place-shown = the shown card
curse-place-second = the second card
curse-place-card = the card

# Refusals (rulings C1-C9)
curse-not-a-player-seat = { $value } is not a player's seat (p0 to p5).
curse-card-twice = { $card } appears twice ({ $first } and { $second }); there is only one of each card.
curse-seen = { $card } was already seen this round: check the card.
curse-shown-and-second = { $card } cannot be both the shown and the second card.
curse-single-card = { $legend } plays a single card; there is no second card.
curse-same-name = Two seats have the same name.
curse-no-stockpile = Give at least one stockpile to score.
curse-seat-missing = Say which player { $move ->
    [reveal] revealed
   *[take] took
} this card.
curse-not-now = You cannot { $doing ->
    [market] deal the Market
    [reveal] reveal a card
    [legend] enter a Legend's cards
    [take] take from the Market
   *[archery] record card archery
} now: the table is waiting for { $waiting ->
    [market] the Market cards of the new round
    [reveal] the cards revealed this turn
    [take] the Market trades
   *[archery] the card-archery winner
}.
curse-market-size = The Market gets { $wanted } cards with { $players } player(s), not { $given }.
curse-card-in = You already entered your card this turn; undo it to change it.
curse-legend-absent = { $legend } is not at this table.
curse-legend-in = { $legend }'s cards are already in; undo to change them.
curse-stack-order = { $legend }'s { $slot ->
    [shown] top card
   *[second] second card
} is { $expected ->
    [new] one not seen yet this round: the cards returned under the stack come back only after those
   *[other] { $expected }, which went under the stack earlier this round
}.
curse-second-needed = { $legend } reveals a second card until the last one.
curse-last-card = { $legend } has one card left and plays it.
curse-not-trading = { $seat } is not trading with the Market this turn.
curse-market-order = Market trades go highest rank first: { $first } takes before { $seat }.
curse-not-in-market = { $card } is not in the Market.
curse-archery-tied-only = Only the tied players ({ $tied }) shoot in the card-archery contest.
curse-legend-count = With { $players } player(s) the game has { $wanted } Legend(s), not { $given }.
curse-legend-twice = A Legend can only sit at the table once.
curse-legends-late = The first Market is entered: the Legends at the table can no longer change (C2).
curse-order = The seat order must list each of { $seats } once.

# Results in words (the log)
curse-then = { $first }; { $rest }
curse-comma = { $first }, { $rest }
curse-transfer = { $card } from { $giver } to { $taker }
curse-trade-market = { $seats } { $count ->
    [one] trades
   *[other] trade
} with the Market
curse-no-trades = no trades
curse-seat-score = { $seat } { $score }
curse-part-trades = ; trades: { $trades }
curse-part-waiting = ; waiting for { $count ->
   *[other] { $seats }
}
curse-part-clash = ; entered twice: { $clashes }: enter the card again
curse-clash = { $card } for { $seats }
curse-part-cursed = ; the Curse: { $discards }
curse-discard = { $seats } { $count ->
    [one] discards
   *[other] discard
} { $goods }
curse-part-scored = { $cursed }; round { $round } scored: { $scores }
curse-part-over = ; { $legends ->
    [yes] the Legends
   *[no] { $winners }
} { $count ->
   *[other] won
}
curse-back-under = , { $card } back under the stack
curse-result-market = The Market: { $cards }
curse-result-legends = The Legends at the table: { $legends }
curse-result-reveal = { $name } revealed { $card }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-chosen = { $name } has chosen a card{ $waiting }
curse-result-legend = { $legend } plays { $card }{ $back }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-take = { $name } took { $took } from the Market for { $gave }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-archery = { $winners } { $count ->
   *[other] won
} the card archery

# Results (C6, C7, C9)
curse-legends-note = The Legends are scored for comparison only and are not ranked: { $scores }.
curse-tie-targets = { $tied } tied on { $amount }; { $leader } had the most targets left after the final Curse ({ $most }) and wins.
curse-tie-archery = { $tied } tied on { $amount }{ $targets ->
    [all] {" "}and on { $most } targets left after the final Curse
   *[some] ; { $leaders } had the most targets left after the final Curse ({ $most })
}; { $count ->
    [one] { $winners } won the card archery
   *[other] { $winners } share the win
}.
curse-solo-won = { $player } beats the Legends with { $amount }.
curse-solo-won-why = { $player }'s { $amount } beat each Legend: { $scores }.
curse-solo-lost-tie = The Legends win: { $player } has { $amount }, as many as { $legends }, and a tie with a Legend is not a win.
curse-solo-lost = The Legends win: { $legends } { $count ->
    [one] has
   *[other] have
} { $best }, { $player } { $amount }.
curse-solo-lost-why = { $player } needed more points than each Legend: { $scores }.

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
# Why a game was lost, as the state keeps it (`lost_because`, for tools)
hero-lost-because = { $why ->
    [bounty] The bounty reached 1000: Robin Hood is turned in.
   *[story] The last Story card was resolved without a win.
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
rescuing-starter-day5 = The players choose who starts only on the game's first day and on Day 5; on the other days the first player passes clockwise (R8).
rescuing-starter-fixed = Day { $day } has begun: who starts it can no longer change.
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
   *[no] failed{ $attribute ->
        [brawn] : the Brawn is spent, none passes on
       *[other] : the { $stat } is spent for this turn
    }
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
# $case: where the card stands: "start" begins the sentence, "dat" a German dative; a guard is its number.
rescuing-card-ref = { $kind ->
    [castle] { $case ->
        [start] The Castle
       *[other] the Castle
    }
    [sheriff] { $case ->
        [start] The Sheriff
       *[other] the Sheriff
    }
   *[guard] #{ $card }
}
rescuing-result-recruit-over = { $name }'s band passed, but recruiting was already over: nothing changes
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
rescuing-result-starting-band = { $name }'s band starts Day { $day }
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
rescuing-result-end-turn = { $name }'s band ended the turn{ $passed ->
    [yes] : { $brawn } Brawn and { $jolliness } Jolliness passed on
   *[no] {""}
}
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

# Refusals
rh1990-point-unknown = Gathering point { $point } does not exist (1-4).
rh1990-rule-unknown = Unknown settlement rule { $rule } (last or behind).
rh1990-one-arrival = Exactly one pawn reached the gathering point: give it distance 0.
rh1990-distance-negative = { $who }'s distance { $distance } is negative.
rh1990-share-space = { $first } and { $second } cannot share space { $space }: only pawns sent back to the section's start share a space.
rh1990-not-castle-card = { $card } is not a castle card (1-5 or 'sheriff').
rh1990-same-cards = The two castle cards of a duel are different cards.
rh1990-settlement-too-few = A settlement needs the distances of at least 2 players.
rh1990-over = The game is over: the fisherman's hut was reached.
rh1990-seat-missing = Say which player this is for.
rh1990-seat-not-at-table = Seat { $seat } is not at a { $players }-player table.
rh1990-starter-first = First the players tied on the fewest gold ({ $seats }) choose who starts section { $section }: one of them or the host enters it.
rh1990-section-over = Seat { $seat }'s pawn reached gathering point { $point } after winning the duel on the sheriff's starting space: the section is over; enter the settlement.
rh1990-onto-point-lost = Only a player who wins the duel moves onto the gathering point; the Sheriff won this one, so your pawn goes back to the section's starting point.
rh1990-pawn-both = An event moves your pawn either a number of spaces or back to the section's starting point, not both.
rh1990-distances-every = Give a distance for every player, { $seats }, and for nobody else.
rh1990-arrival-at-zero = Seat { $seat } won the duel on the sheriff's starting space and moved onto the gathering point: that pawn arrived first, at distance 0.
rh1990-nobody-choosing = Nobody is choosing a starting player now: the player with the fewest gold starts.
rh1990-only-tied-choose = Only the players tied on the fewest gold ({ $seats }) or the host choose who starts; seat { $seat } is not tied.
rh1990-not-tied = Seat { $seat } is not tied on the fewest gold: one of { $seats } starts.
rh1990-first-player-late = The first player is chosen before the first duel, event or pay-out; the game has started, so it stays as it is.
rh1990-no-such-seat = There is no seat { $seat } at this { $players }-player table.

# Seats (counted from 1) and the gathering points
rh1990-seat = Seat { $number }
rh1990-seats = { $count ->
    [one] seat
   *[other] seats
} { $numbers }
rh1990-place-inn = the inn
rh1990-place-clearing = the clearing
rh1990-place-farm = the farm
rh1990-place-hut = the fisherman's hut

# The log's results in words
rh1990-result-duel-lost = { $who } lost the archery duel to the Sheriff: back to the section's starting point
rh1990-result-duel-won = { $who } won the archery duel: +{ $amount }, { $then ->
    [arrived] straight onto the gathering point: the section is over
   *[returns] the sheriff pawn returns to its start space
}{ $box }
# V8: the players hold more gold than the box's coin cards; $beyond: how much more, $box: 380.
rh1990-beyond-box = ; the players now hold { $beyond } gold more than the box's { $box }: paid in full, make it up with stand-in coins
# A duel's and a clamped event's result fields for tools (`then`, `message`): V3, V5, V7
rh1990-then = { $then ->
    [returns] the sheriff pawn returns to its start space
    [back] your pawn goes back to the section's starting point
   *[arrived] your pawn moves directly onto gathering point { $point }: the section is over and you are the first arrival (distance 0); enter the settlement
}
rh1990-event-clamped = Only { $taken } of the { $asked } gold could be taken: seat { $seat } had { $taken }, and gold never goes below 0.
rh1990-gold-change = { $sign }{ $amount }
rh1990-gold-none = no gold
rh1990-event-short = {" "}(only { $taken } of { $asked } could be taken)
rh1990-pawn-to-start = ; pawn back to the section's start
rh1990-pawn-moved = ; pawn { $direction ->
    [forward] forward
   *[back] back
} { $spaces }
rh1990-result-event = Event “{ $text }”: { $who } { $gold }{ $short }, now { $now }{ $pawn }
rh1990-paid-one = { $who } +{ $gold }
rh1990-paid-more = { $first }, { $rest }
# $count: the verb agrees with the number of winners where a language needs it.
rh1990-result-settle-won = Gathering point { $point } ({ $place }) paid: { $paid }; game over: { $names } { $count ->
   *[other] won
}{ $box }
rh1990-result-settle-starter = Gathering point { $point } ({ $place }) paid: { $paid }; { $who } starts section { $section }{ $box }
rh1990-result-settle-tied = Gathering point { $point } ({ $place }) paid: { $paid }; { $names } tied on the least gold and choose who starts{ $box }
rh1990-result-first-player = { $who } starts section 1
rh1990-result-starter = { $who } starts the section

## Score pad (rules SP1-SP11)

move-score-pad-add = points
move-score-pad-score = round score
move-score-pad-note = private note
move-score-pad-finish = end of the game
move-score-pad-starter = who goes first


sp-over = The game is over: it takes no more moves.
sp-add-zero = Adding 0 points changes nothing.
sp-starter-late = Points are already on the pad: who went first is said before the first points (SP12).
sp-no-such-seat = The pad has { $seats } seats: choose one of them.
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
sp-result-starter = { $name } goes first
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

## Setting up the table (engine Game.setup_steps): the rulebook's setup for a table's options,
## one step a message, shown with a check box each until the first move. Each step cites the
## rulebook's step or section, and the ruling where one decides it.

# Rescuing Robin Hood (rulebook, "Initial Setup": its steps in the order the text gives them)
setup-rescuing-skill-tokens = Stack the skill tokens in three piles: Scouting, Prayer and Cookery. (Initial Setup, step { $step })
setup-rescuing-guards = Split the guards by the colour of their backs, { $blue } blue and { $red } red; shuffle each pile on its own and put both beside the Battlefield. (Initial Setup, step { $step }; R15)
setup-rescuing-villager-piles = Sort the villagers by the medallion in their top-right corner. Shuffle the bronze, silver and gold piles one by one and put each face up within reach. (Initial Setup, step { $step })
setup-rescuing-starting-villagers = Shuffle the starting villagers (no medallion) and deal { $bands ->
    [one] { $each } to the band: that is its deck
   *[other] { $each } to each of the { $bands } bands ({ $total } cards): that is each band’s deck
}, shuffled and face down. The rest go back in the box. (Initial Setup, step { $step })
setup-rescuing-major-oak = Put the Major Oak board above the Battlefield: rescued villagers wait there. (Initial Setup, step { $step })
setup-rescuing-trackers = Give { $bands ->
    [one] the band
   *[other] each of the { $bands } bands
} an attribute tracker and { $cubes } cubes, 2 of each attribute’s colour. (Initial Setup, step { $step })
setup-rescuing-leaders = Shuffle the band leaders and deal { $dealt } to { $bands ->
    [one] the band, which keeps 1
   *[other] each band; each keeps 1
} and the rest go back in the box. (Initial Setup, step { $step })
setup-rescuing-leaders-five = Five bands: shuffle the band leaders and deal { $dealt } to each of { $first } bands only; once they have kept 1 each, shuffle the others back in and deal { $dealt } to each of the other { $then } bands. The rest go back in the box. (Initial Setup, step { $step })
setup-rescuing-scenario-cards = Take the Scenario Setup cards titled “{ $players } Player Set-Up”{ $solo ->
    [yes] : a single band sets up as a 2-player game (R13)
   *[no] {""}
}; the other setup cards go back in the box. (Initial Setup, step { $step })
setup-rescuing-scenario-stack = Sort them into “Days 1 & 2”, “Days 3 & 4” and “Day 5”. Take 1 at random from each pile and stack them: Day 5 at the bottom, Days 3 & 4 in the middle, Days 1 & 2 on top. The rest go back in the box. (Initial Setup, steps { $step })
setup-rescuing-castle = Put Nottingham Castle face up at the top of the table with the scenario stack under it, the Sheriff on one side (free, with his sword) and Robin Hood on the other (imprisoned, in shackles). (Initial Setup, step { $step })
setup-rescuing-accelerated = Accelerated mode: you play Days 2, 4 and 5 only, and each day deals { $per_medallion } captured villagers for each medallion on its setup card. (R14)
setup-rescuing-solo = Single-band solo: the Battlefield of Day 1 stays for Day 2, and Day 3’s for Day 4. (R13)
setup-rescuing-expert = Expert mode: shuffle the { $cards } challenge cards into a pile; each day you may draw up to 2. The score starts at { $start }. (R12)
setup-rescuing-first-player = The player who most recently walked in a park or forest starts: give them the First Player token. (Game Play: Overview)
setup-rescuing-first-day = Deal Day { $day }’s rows from the top setup card and enter each row here. (Stage 1: Scenario Setup)

# Curse You, Robin Hood! (rulebook, "Set Up a Game" and "Set Up a Round")
setup-curse-legends = { $count ->
    [0] Six players play without a Legend: put all the Legends back in the box.
   *[other] { $players ->
        [one] One player plays
       *[other] { $players } players play
    } with { $legends }; put the other Legends back in the box.
} (Set Up a Game; C2)
setup-curse-seats = Sit clockwise in this order: { $order }. (Set Up a Game; C2)
setup-curse-dealer = Seat 1 deals the first round; the deal passes clockwise each round, { $rounds ->
    [one] 1 round in all
   *[other] { $rounds } rounds in all
}, one per player. (C7)
setup-curse-deal = Shuffle the { $cards } goods cards. Deal { $hand } to each player’s hand, kept secret, { $legend } face down beside { $legends ->
    [one] the Legend as its stack
   *[other] each Legend as its stack
}, and { $market } face up to the middle of the table: the Market. (Set Up a Round; C2)
setup-curse-deal-no-legend = Shuffle the { $cards } goods cards. Deal { $hand } to each player’s hand, kept secret, and { $market } face up to the middle of the table: the Market. (Set Up a Round; C2)
setup-curse-market = Enter the { $market } Market cards here: the round begins.

# Robin Hood (goods and the Sheriff) (rulebook, "Set Up")
setup-goods-peasants = Each of the { $players } players takes a Peasant token and puts it in front of them. (Set Up)
setup-goods-deal = Shuffle the { $cards } goods cards and deal { $hand } to each player’s hand; the rest are the draw pile, face down in the middle. (Set Up)
setup-goods-aid-cards = Put the player-aid cards face up in the middle, where everyone can read them.{ $advanced ->
    [yes] {" "}The advanced game uses both sides: the back gives the sell-out limits, in the column for { $players } players. (Set Up; Advanced Game; G10)
   *[no] {" "}The family game uses only the front. (Set Up)
}
setup-goods-chariots = Put the chariot tokens { $tokens } in the middle.{ $players ->
    [5] {" "}With 5 players all five are used.
   *[other] {" "}With { $players } players only one chariot token 2 is used; the other stays in the box.
} (Set Up; G2)
setup-goods-money = Give each player { $money }: { $tens } × { $ten }, { $fives } × { $five } and { $ones } × { $one }. The rest of the money is the bank, in the middle. (Set Up)
setup-goods-tokens = Give each player a Robin Hood token, an Apprehension token and a bag. (Set Up; G6, G7)
setup-goods-deputies = { $each ->
    [0] With { $players } players the Deputy Sheriff tokens stay in the box.
    [one] With { $players } players each player takes 1 Deputy Sheriff token.
   *[other] With { $players } players each player takes { $each } Deputy Sheriff tokens.
} (Set Up; G6)
setup-goods-first-sheriff = The player who can tell the most honest fact they have lived through takes the Sheriff token and puts it on their Peasant token: name them here before the first move. (Set Up)

# Robin Hood: Hero of the People (rulebook, "Set-Up", steps 1 to 8)
setup-hero-piles = Sort the cards into their piles: Character, Loot, King Richard, Sherwood Forest, Story 1 and Story 2. (Set-Up)
setup-hero-story-2 = Shuffle the Story 2 cards and put { $removed } back in the box unseen; put the other { $left } in the top left of the play area. (Set-Up, step { $step })
setup-hero-story-1 = Shuffle the Story 1 cards and put { $removed } back in the box unseen; put the other { $left } on top of the Story 2 cards: the Story deck, { $deck } cards. (Set-Up, step { $step }; H2)
setup-hero-loot = Shuffle the { $cards } Loot cards into the Loot deck, at the top centre of the play area. (Set-Up, step { $step })
setup-hero-characters = Take Robin Hood out of the Character cards and spread the other { $face_down } face down across the top right, with each Recruit cost showing. (Set-Up, step { $step })
setup-hero-robin = Put Robin Hood face up in front of you: he is your active hero. (Set-Up, step { $step })
setup-hero-king-richard = Spread the { $cards } King Richard cards face down under the characters, and the { $forest } Sherwood Forest cards as a face-down pile under them. (Set-Up, step { $step })
setup-hero-bounty = Put the bounty track at the bottom left and the bounty token on { $bounty } gold, the space this table chose. (Set-Up, step { $step }; H1)
setup-hero-hand = Draw the top { $cards } Loot cards: your starting hand. (Set-Up, step { $step })

# Robin Hood (1990) (rulebook, "Setup" and "Starting the Game")
setup-rh1990-castle = Fix the green hill on the board by its two feet, and put the castle on the hill. (Setup: The Castle)
setup-rh1990-castle-cards = Slide the { $cards } castle cards with arrows face up into the { $slots } slots at the foot of the hill, none sticking out; the Sheriff card waits beside the castle. (Setup: Castle Cards)
setup-rh1990-events = Shuffle the { $cards } event cards into one face-down pile beside the board. (Setup: Event Cards and Gold Coins)
setup-rh1990-gold = One player keeps the gold coin cards; each of the { $players } players gets { $gold } gold to start ({ $total } in all). (Setup: Event Cards and Gold Coins; V1)
setup-rh1990-pawns = Each of the { $players } players chooses a pawn and puts it on the start, the gathering point at the foot of the oak tree. (Setup: Game Board)
setup-rh1990-sheriff = Put the sheriff pawn beside tent no. 1, near the inn. (Setup: The Sheriff Pawn; V1)
setup-rh1990-youngest = The youngest player starts, then play goes clockwise: name them here before the first move. (Starting the Game; V4)

# A table played without a server, uploaded (engine/offline.py; issue 38).
offline-move-refused = Move { $version } of the table played without a server is refused: { $why }
offline-entry-differs = Entry { $version } of the table played without a server is not what the rules give ({ $field } differs): it was changed after it was entered.
offline-names-per-seat = The game has { $seats } seats: name { $seats } players (there are { $names }).
offline-format = This is not a table played without a server that this version reads (layout { $format }).
offline-names-twice = Each player needs a name of their own.
offline-uploaded-before = This table was uploaded before: it is table { $table }.
offline-time-ahead = Entry { $version } is dated more than a day after this server's clock: the phone's clock is wrong.
offline-needs-server = This needs a server: it is there once the table is kept on one (as soon as a server is in reach).
preview-undo-changes-offline = It changes { $count ->
    [one] 1 other move's result
   *[other] { $count } other moves' results
}.
preview-later-offline = { $count ->
    [one] 1 later move's result changes.
   *[other] { $count } later moves' results change.
}
offline-too-many-changes = This table holds more than { $most } undos and corrections: the server does not enter so many again.
