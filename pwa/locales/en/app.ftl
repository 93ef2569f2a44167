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
table-undo-question = Undo this?
table-undo-yes = Undo
table-undo-keep = Keep it
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
voice-setting = Read the table aloud on this phone
voice-game-over = The game is over.
voice-game-over-won = The game is over. { $count ->
    [one] { $names } won.
   *[other] { $names } share the win.
}
can-do-summary = What can I do now?
can-do-needs-connection = This needs a connection.
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
handover-summary-host = Seats or the host role on another phone?
handover-host-heading = The host role
handover-host-explain = The host's phone moves seats, runs the clock, undoes and corrects moves, and ends the game. To run the table from another phone, move the host role there: this phone stops being the host's at once.
handover-move-host = Move the host role to another phone
handover-recovery-code = Recovery code: { $code }. If this phone dies, any phone takes the host role over with it, where seats are taken over. Photograph it with another phone or write it down: kept only on this phone, it is of no use.
handover-recovery-unknown = This phone does not have the table's recovery code: the phone that made the table, or that last took the host role over, was given it.
handover-host-on-new-phone = The host role, on the new phone
handover-host-qr = QR code that moves the host role to the phone that scans it

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
log-at-random = Drawn at random by the app: { $sentence }
log-rulings = { $count ->
    [one] rule
   *[other] rules
}
draw-button = Draw at random
draw-drawing = Drawing at random…
draw-needs-connection = A draw needs a connection: the server draws, so every phone sees the same.
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

## "Set up the table" on the table screen and the big screen (table/page.js setupSpot, table/setup.js):
## in the shared words, so opening it with a fresh table loads no other catalog
setup-summary = Set up the table
setup-needs-connection = The setup steps need a connection.
setup-intro = Tick each step once it is done: the ticks stay on this device.
setup-progress = { $done } of { $count } steps done.
setup-all-done = Every step is done: enjoy the game.
