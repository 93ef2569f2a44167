# score-pad: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.

## The new-table form's options (games/score-pad-options.js)

sp-option-players = Players
sp-option-players-help = Number of seats.
sp-option-goal = Winning score
sp-option-goal-help = Whoever reaches it wins at once. Leave it empty to play without one.
sp-option-game-name = The game you are scoring
sp-option-game-name-help = Its name in the results and in BG Stats. Leave it empty for “Score pad”.
sp-option-bgg-id = Its BoardGameGeek id
sp-option-bgg-id-help = Optional: the number in the game's BoardGameGeek address, for BG Stats.
sp-option-sheet = Score round by round
sp-option-sheet-help = A grid with a row per round; each player or team enters its points once a round.
sp-option-rounds = Number of rounds
sp-option-rounds-help = The game ends after the last one. Leave it empty for no limit (typing one ticks “Score round by round” by itself).
sp-option-lowest-wins = Lowest score wins
sp-option-lowest-wins-help = As in golf or Hearts: the lowest total wins.
sp-option-teams = Teams
sp-option-teams-help = Players in the same team score together: one column and one total. Leave everyone in “No team” to play alone.

## The scoreboard, the score sheet and the note (games/score-pad.js)

sp-you = (you)
sp-empty-seat = Seat { $number } (empty)
sp-score-of = { $name } score
sp-points-for = Points for { $name }
sp-add = Add
sp-rules-rounds = { $count ->
    [one] { $count } round.
   *[other] { $count } rounds.
}
sp-rules-lowest-wins = Lowest total wins.
sp-rules-goal-sheet = A total of { $goal } ends the game at the end of its round.
sp-rules-goal-lowest = A score of { $goal } ends the game.
sp-rules-goal = First to { $goal } wins.
sp-sheet-label = Score sheet
sp-sheet-caption = Score sheet: a row per round, a column per { $columns ->
    [teams] team or player
   *[players] player
}
sp-sheet-round = Round
sp-sheet-current-round = (current round)
sp-sheet-total = Total
sp-sheet-total-of = { $who } total
sp-sheet-won = (won)
sp-not-entered = not entered
sp-cell-label = Round { $round }: points for { $who }
sp-cell-enter = Enter
sp-cell-enter-label = Enter round { $round } for { $who }
sp-cell-empty = Type the points for { $who } first (0 for none).
sp-cell-typed-lost = What you typed for { $who } in round { $round } was not sent: that round was entered on another phone. Check the sheet, then type the next round.
sp-game-over = Game over: { $winners } { $count ->
   *[other] won
}.
sp-note-label = Private note (only you see it)
sp-note-save = Save note
sp-your-note = Your private note:
sp-end = End the game
sp-end-question = End the game now?
sp-end-detail = { $lowest ->
    [yes] The lowest score wins.
   *[no] The highest score wins.
} No more points can be added.
sp-end-keep-playing = Keep playing
sp-fix-points = Points

## The log's sentences (games/score-pad.js)

sp-log-added = { $who } added { $count ->
    [one] { $count } point
   *[other] { $count } points
}{ $withScore ->
    [yes] {" "}(score { $score })
   *[no] {""}
}
sp-log-took-off = { $who } took off { $count ->
    [one] { $count } point
   *[other] { $count } points
}{ $withScore ->
    [yes] {" "}(score { $score })
   *[no] {""}
}
sp-log-entered = { $who } entered { $points } for round { $round }{ $forTeam ->
    [yes] {" "}for { $team }
   *[no] {""}
}{ $withTotal ->
    [yes] {" "}(total { $total })
   *[no] {""}
}{ $over ->
    [yes] ; game over: { $winners } { $count ->
       *[other] won
    }
   *[no] {""}
}
sp-log-note = { $who } saved a private note
sp-starter-heading = Who goes first?
sp-starter-hint = Tap who goes first, or leave it to a draw. Anyone may, until the first points (SP12).
sp-starter-named = { $name } goes first.
sp-log-starter = { $who }: { $name } goes first
sp-log-starter-drawn = { $name } goes first
sp-log-finished = { $who } ended the game{ $count ->
    [0] {""}
   *[other] : { $winners } won
}
