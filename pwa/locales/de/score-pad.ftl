# score-pad: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.

## The new-table form's options (games/score-pad-options.js)

sp-option-players = Spieler
sp-option-players-help = Anzahl der Plätze.
sp-option-goal = Siegpunktzahl
sp-option-goal-help = Wer sie erreicht, gewinnt sofort. Leer lassen, um ohne zu spielen.
sp-option-game-name = Das Spiel, das du zählst
sp-option-game-name-help = Sein Name in den Ergebnissen und in BG Stats. Leer lassen für „Punkteblock“.
sp-option-bgg-id = Seine BoardGameGeek-ID
sp-option-bgg-id-help = Optional: die Zahl in der BoardGameGeek-Adresse des Spiels, für BG Stats.
sp-option-sheet = Runde für Runde zählen
sp-option-sheet-help = Ein Raster mit einer Zeile pro Runde; jeder Spieler oder jedes Team trägt seine Punkte einmal pro Runde ein.
sp-option-rounds = Anzahl der Runden
sp-option-rounds-help = Das Spiel endet nach der letzten. Leer lassen für keine Grenze (gibst du eine Zahl ein, wird „Runde für Runde zählen“ von selbst angehakt).
sp-option-lowest-wins = Niedrigster Punktestand gewinnt
sp-option-lowest-wins-help = Wie beim Golf oder bei Hearts: Die niedrigste Summe gewinnt.
# same on purpose
sp-option-teams = Teams
sp-option-teams-help = Spieler im selben Team zählen zusammen: eine Spalte und eine Summe. Lass alle auf „Kein Team“, um allein zu spielen.

## The scoreboard, the score sheet and the note (games/score-pad.js)

sp-you = (du)
sp-empty-seat = Platz { $number } (frei)
sp-score-of = Punktestand von { $name }
sp-points-for = Punkte für { $name }
sp-add = Hinzufügen
sp-rules-rounds = { $count ->
    [one] { $count } Runde.
   *[other] { $count } Runden.
}
sp-rules-lowest-wins = Die niedrigste Summe gewinnt.
sp-rules-goal-sheet = Eine Summe von { $goal } beendet das Spiel am Ende ihrer Runde.
sp-rules-goal-lowest = Ein Punktestand von { $goal } beendet das Spiel.
sp-rules-goal = Wer zuerst { $goal } erreicht, gewinnt.
sp-sheet-label = Spielbogen
sp-sheet-caption = Spielbogen: eine Zeile pro Runde, eine Spalte pro { $columns ->
    [teams] Team oder Spieler
   *[players] Spieler
}
sp-sheet-round = Runde
sp-sheet-current-round = (aktuelle Runde)
sp-sheet-total = Summe
sp-sheet-total-of = Summe von { $who }
sp-sheet-won = (gewonnen)
sp-not-entered = nicht eingetragen
sp-cell-label = Runde { $round }: Punkte für { $who }
sp-cell-enter = Eintragen
sp-cell-enter-label = Runde { $round } für { $who } eintragen
sp-cell-empty = Gib zuerst die Punkte für { $who } ein (0 für keine).
sp-cell-typed-lost = Was du für { $who } in Runde { $round } eingetippt hast, wurde nicht gesendet: Diese Runde wurde auf einem anderen Handy eingetragen. Prüfe den Spielbogen und tippe dann die nächste Runde ein.
sp-game-over = Spielende: { $winners } { $count ->
    [one] hat
   *[other] haben
} gewonnen.
sp-note-label = Private Notiz (nur du siehst sie)
sp-note-save = Notiz speichern
sp-your-note = Deine private Notiz:
sp-end = Spiel beenden
sp-end-question = Das Spiel jetzt beenden?
sp-end-detail = { $lowest ->
    [yes] Der niedrigste Punktestand gewinnt.
   *[no] Der höchste Punktestand gewinnt.
} Danach lassen sich keine Punkte mehr hinzufügen.
sp-end-keep-playing = Weiterspielen
sp-fix-points = Punkte

## The log's sentences (games/score-pad.js)

sp-log-added = { $who } hat { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
} hinzugefügt{ $withScore ->
    [yes] {" "}(Stand { $score })
   *[no] {""}
}
sp-log-took-off = { $who } hat { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
} abgezogen{ $withScore ->
    [yes] {" "}(Stand { $score })
   *[no] {""}
}
sp-log-entered = { $who } hat { $points } für Runde { $round }{ $forTeam ->
    [yes] {" "}(Team { $team })
   *[no] {""}
} eingetragen{ $withTotal ->
    [yes] {" "}(insgesamt { $total })
   *[no] {""}
}{ $over ->
    [yes] ; Spielende: { $winners } { $count ->
        [one] hat
       *[other] haben
    } gewonnen
   *[no] {""}
}
sp-log-note = { $who } hat eine private Notiz gespeichert
sp-starter-heading = Wer fängt an?
sp-starter-hint = Tippt, wer anfängt, oder lasst es auslosen. Jeder darf das, bis zu den ersten Punkten (SP12).
sp-starter-named = { $name } fängt an.
sp-log-starter = { $who }: { $name } fängt an
sp-log-starter-drawn = { $name } fängt an
sp-log-finished = { $who } hat das Spiel beendet{ $count ->
    [0] {""}
    [one] : { $winners } hat gewonnen
   *[other] : { $winners } haben gewonnen
}
