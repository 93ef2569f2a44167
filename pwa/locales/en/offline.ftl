# The phone's words for playing without a server (views/offline.js, table/holder.js; issue 38),
# loaded only by those pages: a phone joining by QR code never downloads them.

offline-title = Play without a server
offline-intro = With no network, this phone runs the rules itself: the same screens, the same refusals, undo and corrections. Pass the phone around; each player says who they are before it shows their cards. Once a server is in reach, the table is checked there and kept, as if it had been played on it.
offline-ready-hint = Get this phone ready while a server is in reach: it keeps the rules engine (about 6 MB) and every game's screen.
offline-get-ready = Get this phone ready
offline-getting-ready = Getting ready…
offline-ready = This phone is ready to play without a server.
offline-ready-not-kept = The rules engine runs, but this browser cannot keep it for later (no service worker here): play now, or open the app from its installed icon.
offline-not-ready = This phone could not get ready: { $why }
offline-kept-title = Tables on this phone
offline-kept-line = { $names } · { $moves } moves · { $state ->
    [uploaded] kept on the server
    [finished] finished
   *[playing] in play
}
offline-new-title = New table on this phone
offline-new-table-title = New { $game } table on this phone
offline-names-title = Who plays?
offline-seat-label = Seat { $number }
offline-player-n = Player { $number }
offline-name-needed = Every seat needs a name.
offline-name-twice = { $name } is named twice: each player needs a name of their own.
offline-start = Start

holder-starting = Starting the rules on this phone…
holder-who = Who holds the phone?
holder-hand-to = Hand the phone to { $name }
holder-private = The table shows the cards of the one holding the phone: only they should look now.
holder-i-am = I am { $name }
holder-not-handed = Not handed on: back to the table
holder-on-phone = On this phone: { $name }
holder-next-label = The next to hold the phone
holder-hand = Hand the phone on
holder-kept-here = Played without a server: kept on this phone, and on the server once one is in reach.
holder-uploaded = The table is kept on the server now: other phones can take their seats (Seat on another phone?).
holder-upload-refused = The server refused this table: { $why }
holder-game-over = The game is over
holder-place = { $place }. { $name }{ $score ->
    [none] {""}
   *[other] : { $score }
}
holder-results-later = The full results (charts, BG Stats, the exports) come once the table is kept on a server, as soon as one is in reach.
