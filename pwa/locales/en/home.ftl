# The phone's words for the home page, the new-table form and claiming a seat (views/home.js,
# views/claim.js), loaded with those pages: a phone that joins by QR code never downloads them.

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
claim-title = Take over a seat
claim-intro = The host's phone (or your old phone) shows a code that moves a seat, or the host role, to this phone. The table's recovery code works here too.
claim-code-label = Code
claim-take-seat = Take the seat on this phone
claim-code-needed = Type the code the other phone shows (8 letters and digits), or the table's recovery code (12).
claim-done = This phone now has { $name }'s seat.
claim-offline = This phone is offline: take the seat once the connection is back.
claim-too-many-tries = Too many tries from this network: wait a minute, then try again.
claim-done-host = This phone is now the host's. The table's new recovery code is { $code }; the old one no longer works. Keep it somewhere other than this phone.
home-recovery-code = Your table's recovery code: { $code }. If this phone dies, another phone takes the host role over with it. Photograph it with another phone or write it down now; this phone shows it again under “Seats or the host role on another phone?”.

## Play without a server (views/offline.js; issue 38)
home-offline-link = No network? Play without a server
