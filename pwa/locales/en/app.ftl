# The phone's own words (the PWA), in English: every screen's shared part, loaded when the page
# starts. A game's words are in <game id>.ftl beside this file, loaded with its screen.
# The server's sentences are in locales/en/server.ftl. How to write one: docs/languages.md.

## The shell: the top bar, pages not found, waiting for the connection (app.js, api.js, games/index.js)

app-language = Language
app-not-found = Page not found
app-not-found-detail = There is nothing at this address.
app-go-home = Go to the home page
app-waiting = Waiting for the connection
app-waiting-detail = This phone is offline. The page loads by itself when the connection returns.
app-went-wrong = Something went wrong
app-offline-screen = Offline: this screen catches up when the connection returns
app-offline-phone = Offline: moves wait on this phone
api-answered = The server answered { $status }.
api-offline = You are offline.
game-screen-loading = Loading the game screen...
game-screen-failed = The game screen could not be loaded. Check the connection and reload the page.
seat-number = Seat { $number }
screen-only-watches = This screen only watches.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

home-players-exactly = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
home-players-range = { $min }–{ $max } players
home-intro-title = Play with your cards, let the app keep the rules.
home-intro = Create a table, let everyone scan the code, and enter what the cards show.
home-new-table = New table
home-join-title = Join a table
home-code-label = Code
home-code-placeholder = e.g. K7QF4M
home-find-table = Find the table
home-past-title = Past games
home-past-link = Past games on this phone
home-past-count = { $count ->
    [0] none yet
   *[other] { $count } remembered
}
home-people-link = People from game to game
home-people-detail = games, wins and bests
home-rulings-link = Rulings: how the app reads the rulebooks
home-api-link = API
home-no-such-game = There is no such game.
home-new-table-title = New { $game } table
home-zone-pick = { $zone }: { $colour ->
    [green] green
    [yellow] yellow
   *[red] red
} { $from }–{ $to }
home-zone-now = { $value } is on the { $colour ->
    [green] green
    [yellow] yellow
   *[red] red
} part of the track: { $zone }.
home-order-up = Up
home-order-down = Down
home-order-up-label = Move { $name } up
home-order-down-label = Move { $name } down
home-no-team = No team
home-team-number = Team { $number }
home-player-team = Player { $number }: team
home-player-number = Player { $number }
home-team-alone = A team has two players or more: { $players } { $count ->
   *[other] would
} play alone in one.
home-people-earlier = People from your earlier games
home-people-earlier-help = Tap yourself to sit down as the same person; the others are asked about when they join.
home-preset-label = Start from saved card numbers
home-preset-none = None: enter numbers as they come up
home-save-as-label = Save these card numbers as (optional)
home-save-as-placeholder = e.g. Our player-aid card
home-host-name-label = Your name (to take a seat yourself)
home-host-name-placeholder = Leave empty to only host
home-create = Create the table
home-try-again-online = { $text } Try again once the connection is back.
join-title = Take a seat
join-table-code = Table { $code }
join-code-label = Code
join-code-placeholder = e.g. K7QF4M
join-name-label = Name
join-name-placeholder = Your name
join-sit-down = Sit down
join-not-this-table = Not this table?
join-type-another-code = Type another code
join-code-needed = Type the table's code: the 6 letters and digits under the host's QR code.
join-name-needed = Type your name: it is how the others see your seat.
join-offline = This phone is offline: you can sit down once the connection is back.
join-no-such-code = No table has the code { $code }, or it has expired. Check the code with the host.
join-table-full = This table is full: every seat is taken. Ask the host to start a table with more seats.
join-too-many-tries = Too many tries from this network: wait a minute, then try again.
join-expired = This table has expired: ask the host for a new one.
join-address-only-here = This page is open at { $address }, which only this computer can reach.
join-address-for-phones = Phones join at { $address } (the QR code and the link lead there): open that address instead to show one they can type.
join-invite-title = Invite players
join-qr-alt = QR code to join table { $code }
join-qr-failed = The QR code could not be loaded: use the code.
join-code-line = Code { $code }
join-copy-link = Copy join link
join-link-copied = Link copied.
claim-title = Take over a seat
claim-intro = The host's phone (or your old phone) shows a code that moves a seat to this phone.
claim-code-label = Code
claim-take-seat = Take the seat on this phone
claim-code-needed = Type the code the other phone shows: 8 letters and digits.
claim-done = This phone now has { $name }'s seat.
claim-offline = This phone is offline: take the seat once the connection is back.
claim-too-many-tries = Too many tries from this network: wait a minute, then try again.
form-none-placeholder = none
form-path-item = item
form-field-problem = { $label }: { $problem }
form-quoted = “{ $label }”
form-rule = rule { $rule }

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

table-no-seat = You have no seat here
table-no-seat-detail = Ask the table for its code or QR code to join.
table-title = Table
table-play = Play
table-final = The final table
table-log = Log
table-undo-last = Undo last move
table-undo-mine = Undo my last move
table-undo-needs-connection = Undo needs a connection.
table-offline-kept = Offline: this is the table as this phone last saw it. It updates when the connection returns.
table-offline-nothing-kept = Offline: the table shows when the connection returns.
table-seat-moved = This seat moved to another phone
table-results-failed = The results screen could not be loaded. Check the connection and reload the page.
table-rematch-started = A new game has started with the same players.
table-not-recorded = { $count ->
    [one] Your move made offline was not recorded.
   *[other] { $count } of your moves made offline were not recorded.
} { $reasons }
table-pending = Offline: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} waiting to be sent.
table-seats-free = { $count ->
    [one] { $count } seat free
   *[other] { $count } seats free
}
table-big-screen-link = Open the big-screen view
table-people-heading = People from earlier games
table-person-question = { $name } joined — is this the { $known } from your earlier games?
table-person-link = Link
table-person-link-which = Link: { $earlier }
table-person-earlier = { $name } of { $game } on { $date }
table-person-earlier-unnamed = { $name } of a game on { $date }
table-person-not-same = Not the same
table-person-needs-connection = Saying who sits there needs a connection.
wake-setting = Keep the screen on while the game is open
dialog-not-yet = Not yet
clock-turn-one = { $name }'s turn
clock-turn-many = { $names } to play
clock-not-started = the clock starts with the first move
clock-paused = paused
clock-over-limit = over the turn limit
clock-period = { $unit ->
    [day] Day { $number }
    [week] Week { $number }
    [section] Section { $number }
    [settlement] Settlement { $number }
   *[round] Round { $number }
}
clock-pause = Pause the clock
clock-resume = Resume the clock
clock-limit-label = Turn limit
clock-limit-none = No turn limit
clock-limit-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
clock-limit-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
clock-needs-connection = The clock needs a connection.
handover-summary = Seat on another phone?
handover-needs-connection = This needs a connection.
handover-explain-host = A player whose phone died, or who changed phones, takes their seat back on the new phone: it keeps its name, its moves and what only that seat sees. The old phone stops working for this table at once.
handover-explain-player = To play on another phone: show it this code. Your seat, its moves and what only you see move with it; this phone stops working for this table at once.
handover-move-seat = Move { $name } to another phone
handover-move-mine = Move my seat to another phone
handover-heading = { $name }'s seat, on the new phone
handover-qr = QR code that moves { $name }'s seat to the phone that scans it
handover-how = Scan it with the new phone's camera, or open { $address } on it and type the code { $code }.
handover-works-once = It works once, for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
handover-move-needs-connection = Moving a seat needs a connection.

## The log and its corrections (table/log.js, corrections.js)

log-label = Log, newest move first
log-older = Show older moves
log-older-needs-connection = Older moves need a connection.
log-read-failed = The log could not be read ({ $status }).
log-fix = Fix
    .label = Fix move { $version }
log-delete = Delete
    .label = Delete move { $version }
log-fix-failed = The correction form could not load. Check the connection and press the button again.
log-undone = (undone)
log-host = Host
log-entered-by-host = { $sentence } (entered by the host)
log-undo = { $who } undid move { $version }
log-clock = { $who } { $changes }
log-clock-paused = paused the clock
log-clock-resumed = resumed the clock
log-clock-no-limit = removed the turn limit
log-clock-limit = set the turn limit to { $time }
log-deleted-move = { $who } deleted move { $version } ({ $before })
log-corrected-move = { $who } corrected move { $version }: { $before } → { $after }
log-results-changed = { $sentence } · results changed: { $count ->
    [one] move { $moves }
   *[other] moves { $moves }
}
log-deleted-by = Deleted by move { $version }.
log-corrected-by = Corrected by move { $version }: { $sentence }.
log-result-changed-by = Result changed by move { $version }: { $sentence }.
log-move = { $who }: { $move }
log-move-fields = { $who }: { $move } · { $fields }
log-field = { $field } { $value }
log-private = (private)
log-yes = yes
log-no = no
log-none = none
fix-none = none
fix-item = { $field } { $number }
fix-remove = Remove
fix-add-one = Add one
fix-value = Value
fix-who = Who
fix-for = For
fix-details = Details
fix-player = Player
fix-part-heading = Move { $version }: { $sentence }
fix-delete-explained = This move will be taken out; every move after it stays.
fix-save = Save the correction
fix-yes-save = Yes, save the correction
fix-delete-move = Delete move { $version }
fix-delete-these = Delete these moves
fix-yes-delete = Yes, delete
fix-cancel = Cancel
fix-fix-too = Fix move { $version } too
fix-delete-too = Delete move { $version } too
fix-preview-none = This correction changes no later move's result.
fix-preview-count = { $count ->
    [one] This changes one later move:
   *[other] This changes { $count } later moves:
}
fix-preview-change = Move { $version }: now { $now } (was: { $was })

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)

results-over = The game is over
results-loading = Loading the results...
results-need-connection = The results need a connection: they show when it returns.
results-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
results-duration-under-a-minute = less than a minute
results-duration-minutes = { $minutes } min
results-duration-hours = { $hours } h
results-duration-hours-minutes = { $hours } h { $minutes } min
# A score in the game's measure; $word is the server's name of a measure not listed here.
results-score = { $measure ->
    [money] { MONEY($score) }
    [gold] { $score } gold
    [bounty] { $score } bounty
    [points] { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[other] { $score } { $word }
}
results-money-below-zero = −{ MONEY($amount) }
results-facts = Played in { $duration }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
results-time-heading = Time at the table
results-time-player = { $name }: { $time } in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
results-time-player-over = { $name }: { $time } in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, { $over } over the limit
results-time-period = { $period }: { $time }
results-time-shared = Played together or nobody's turn: { $time }.
results-time-paused = Breaks (clock paused): { $time }.
results-ranking-label = Players by final place
results-won-together = Won together
results-shared-win = Shared win
results-winner = Winner
results-went-first = went first
results-tie-heading = How the tie was broken
results-ruling = Ruling { $ruling }
# The chart's title: what it follows ($measure), after each unit of the game ($unit, a key);
# $unitWord is the server's word for a unit not listed here.
results-chart-title = { $measure ->
    [money] Money
    [gold] Gold
    [bounty] Bounty
    [villagers-rescued] Villagers rescued
    [points] Points
   *[other] Score
} after each { $unit ->
    [round] round
    [day] day
    [week] week
    [settlement] settlement
    [move] move
    [hand] hand
    [turn] turn
   *[other] { $unitWord }
}
results-numbers-show = Show the numbers
results-series-heading = This series: { $count ->
    [one] { $count } game
   *[other] { $count } games
} of { $game }
results-series-line = : played { $played }, won { $wins }.
results-series-line-scored = : played { $played }, won { $wins }, average { $average }, best { $best }.
results-series-won = Game { $number }: { $names } won.
results-series-nobody-won = Game { $number }: nobody won.
results-series-chart = Score in each game of the series
results-series-game = Game { $number }
results-previous-game = Open the previous game of the series
results-next-game = Open the next game of the series
results-keep-heading = Keep this game
results-keep-hint = BG Stats opens with this play filled in: the game, the date, how long it took, everyone's score and who won.
results-bg-stats = Add to BG Stats
results-bgg-summary = Link the play to BoardGameGeek
results-bgg-label = BoardGameGeek id (optional)
results-bgg-help = The number in the game's address on boardgamegeek.com. BG Stats then links the play to the game; this phone remembers it for this game.
results-bgg-use = Use this id
results-bgg-whole-number = The BoardGameGeek id is a whole number, like 12345.
results-bgg-saved = Saved: the BG Stats link now names the game on BoardGameGeek.
results-bgg-cleared = Cleared: the BG Stats link goes without the BoardGameGeek id.
results-bgg-offline = Saving the id needs a connection.
results-download-results = Download the results (CSV)
results-download-log = Download the log (CSV)
results-download-all = Download everything (JSON)
results-download-offline = Downloading the log needs a connection.
results-download-failed = The download did not work. Try again.
results-final-table = Show the final table
results-open-new-game = Open the new game
results-play-again = Play again with the same players
results-new-game-started = A new game has started with the same players.
results-rematch-offline = Starting a new game needs a connection.
chart-point = { $name }, { $label }: { $value }
photo-heading = Photo of the table
photo-alt = Photo of the table
photo-add = Add a photo of the table
photo-replace = Replace the photo
photo-remove = Remove the photo
photo-shrinking = Making the photo smaller...
photo-sending = Sending the photo ({ $kilobytes } KB)...
photo-added = Photo added: everyone at the table sees it on their results.
photo-removed = Photo removed.
photo-none-to-remove = There is no photo to remove any more.
photo-shows-when-online = The photo shows when the connection is back.
photo-not-readable = That file is not a photo this phone can read. Pick a picture (JPEG, PNG or WebP), or take one with the camera.
photo-offline = Sending the photo needs a connection. Try again when it is back.
photo-too-large = That photo is too large, even made smaller (the limit is 256 KB). Try another one.
# $detail: the server's reason, in the reader's language already.
photo-not-a-photo = That file is not a photo. { $detail }
watch-results-failed = The results screen could not be loaded. Check the connection and reload the page.
watch-offline-kept = Offline: this is the table as this screen last saw it. It updates when the connection returns.
watch-offline-waiting = Offline: the table shows when the connection returns.
history-heading = Past games on this phone
history-hint = This list stays on this phone: nothing of it is sent anywhere. A finished table opens read-only with its results; a table the server no longer keeps shows what this phone remembers.
history-list-label = Past games, newest first
history-empty = No games yet. Tables you create, join or watch on this phone appear here.
history-a-game = A game
history-past-game = A past game
history-players = Players: { $names }.
history-nobody = Nobody had sat down yet.
# $role: what this phone was at the table.
history-role = On this phone: { $role ->
    [host] host
    [host-and-player] host and player
    [spectator] spectator
   *[player] player
}.
history-not-finished = Not finished when this phone last saw it.
history-photo = A photo of the table was taken: open the table to see it.
history-expired = This table has expired: the server no longer keeps it.
history-expired-remembered = This table has expired: the server no longer keeps it. Here is what this phone remembers of it.
history-open-game = Open { $game }
history-open-table = Open the table
# Hidden words after "Open ...", for a screen reader: the date tells two games of a series apart.
history-open-when = of { $when }
history-forget = Forget this game
history-forgot-game = This phone forgot the { $game } of { $when }.
history-forgot = This phone forgot the game of { $when }.
history-people-link = People from game to game
history-home = Back to the home page
history-back = Back to past games
people-heading = People from game to game
people-hint = Everyone this phone played with, counted over the finished tables it still holds. Only those tables are asked about: nothing of anyone else's tables is read.
people-list-label = People, by name
people-counting = Counting…
people-no-tables = No games yet. Once a game you played or hosted on this phone is finished, its people appear here.
people-none-finished = No finished games yet: the people appear here once a game is over.
people-counted = Counted over { $count ->
    [one] { $count } finished table
   *[other] { $count } finished tables
}.
people-skipped = { $count ->
    [one] { $count } table was
   *[other] { $count } tables were
} left out: not finished yet, expired, or no longer open to this phone.
people-offline = This phone is offline: the people show once the connection is back.
people-namesake = One of { $count } people called { $name }: the host said they are not the same.
people-total = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}.
# After the game's name: how this person did in that game.
people-game-line = : { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}.
people-game-line-scored = : { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average { $average }, best { $best }.
people-history-link = Past games on this phone
people-home = Back to the home page
rulings-heading = Rulings
rulings-intro = Where a rulebook is silent or contradicts itself, the app follows these. Refusals name the ruling.
