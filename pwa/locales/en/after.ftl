# The phone's words after the game and beyond the table: results, charts, the photo, the big screen,
# past games, people and the rulings (views/results.js, charts.js, views/photo.js, views/watch.js,
# views/history.js, views/people.js, views/rulings.js), loaded with those modules.

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

## "What can I do now?" on the table screen (table/can-do.js): the engine's list of what this phone may enter
can-do-for-you = You may enter
can-do-for-seat = For { $name }
can-do-for-table = For the table
can-do-rule = Rule { $rule }
can-do-waiting = The table is waiting for { $names }.
can-do-nothing = Nothing for this phone to enter now.
can-do-finished = The game is over: nothing more to enter.

## The rulings page, searchable and grouped by the phase of play (views/rulings.js)
rulings-search = Search the rulings
rulings-game = Game
rulings-every-game = Every game
rulings-found = { $count ->
    [0] No ruling matches.
    [one] One ruling matches.
   *[other] { $count } rulings match.
}

## Past games: how a kept game ended (views/history.js). The phone keeps the winners' names and their score, no words,
## so this is worded as the list is drawn, in the language on screen. $names: the winners, joined; $count: how many;
## $score: their score in the game's measure, as results-score words it.
history-outcome-won = { $count ->
    [one] { $names } won.
   *[other] { $names } shared the win.
}
history-outcome-won-score = { $count ->
    [one] { $names } won ({ $score }).
   *[other] { $names } shared the win ({ $score } each).
}
history-outcome-together-won = The players won together.
history-outcome-together-lost = The players lost together.
history-outcome-nobody = Nobody won.
