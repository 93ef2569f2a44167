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
home-zone-pick = { $zone }: { $colour } { $from }–{ $to }
home-zone-now = { $value } is on the { $colour } part of the track: { $zone }.
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

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
