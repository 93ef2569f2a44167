# The phone's words after the game and beyond the table: results, charts, the photo, the big screen,
# past games, people and the rulings (views/results.js, charts.js, views/photo.js, views/watch.js,
# views/history.js, views/people.js, views/rulings.js), loaded with those modules.

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)

results-over = Das Spiel ist vorbei
results-loading = Die Ergebnisse werden geladen …
results-need-connection = Für die Ergebnisse braucht es eine Verbindung: Sie erscheinen, sobald die Verbindung zurück ist.
results-place = { $place }.
results-duration-under-a-minute = weniger als eine Minute
results-duration-minutes = { $minutes } Min.
results-duration-hours = { $hours } Std.
results-duration-hours-minutes = { $hours } Std. { $minutes } Min.
results-score = { $measure ->
    [money] { MONEY($score) }
    [gold] { $score } Gold
    [bounty] { $score } Kopfgeld
    [points] { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
   *[other] { $score } { $word }
}
results-money-below-zero = −{ MONEY($amount) }
results-facts = Dauer: { $duration }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}.
results-time-heading = Zeit am Tisch
results-time-player = { $name }: { $time } in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}
results-time-player-over = { $name }: { $time } in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}, { $over } über dem Limit
results-time-period = { $period }: { $time }
results-time-shared = Gemeinsam gespielt oder niemand am Zug: { $time }.
results-time-paused = Pausen (Uhr angehalten): { $time }.
results-ranking-label = Spieler nach Endplatzierung
results-won-together = Gemeinsam gewonnen
results-shared-win = Geteilter Sieg
results-winner = Sieger
results-went-first = hat angefangen
results-tie-heading = Wie der Gleichstand aufgelöst wurde
results-ruling = Regel { $ruling }
results-chart-title = { $measure ->
    [money] Geld
    [gold] Gold
    [bounty] Kopfgeld
    [villagers-rescued] Gerettete Dorfbewohner
    [points] Punkte
   *[other] Punktestand
} { $unit ->
    [round] nach jeder Runde
    [day] nach jedem Tag
    [week] nach jeder Woche
    [settlement] nach jeder Abrechnung
    [move] nach jedem Zug
    [hand] nach jeder Hand
    [turn] nach jedem Zug
   *[other] je { $unitWord }
}
results-numbers-show = Die Zahlen zeigen
results-series-heading = Diese Serie: { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} von { $game }
results-series-line = : { $played } gespielt, { $wins } gewonnen.
results-series-line-scored = : { $played } gespielt, { $wins } gewonnen, Schnitt { $average }, Bestwert { $best }.
results-series-won = Partie { $number }: Sieg für { $names }.
results-series-nobody-won = Partie { $number }: Niemand hat gewonnen.
results-series-chart = Punktestand in jeder Partie der Serie
results-series-game = Partie { $number }
results-previous-game = Die vorige Partie der Serie öffnen
results-next-game = Die nächste Partie der Serie öffnen
results-keep-heading = Dieses Spiel festhalten
results-keep-hint = BG Stats öffnet sich mit dieser Partie schon ausgefüllt: das Spiel, das Datum, die Dauer, die Punkte aller und wer gewonnen hat.
results-bg-stats = Zu BG Stats hinzufügen
results-bgg-summary = Die Partie mit BoardGameGeek verknüpfen
results-bgg-label = BoardGameGeek-ID (optional)
results-bgg-help = Die Zahl in der Adresse des Spiels auf boardgamegeek.com. BG Stats verknüpft die Partie dann mit dem Spiel; dieses Handy merkt sie sich für dieses Spiel.
results-bgg-use = Diese ID verwenden
results-bgg-whole-number = Die BoardGameGeek-ID ist eine ganze Zahl, etwa 12345.
results-bgg-saved = Gespeichert: Der BG-Stats-Link nennt das Spiel jetzt wie auf BoardGameGeek.
results-bgg-cleared = Entfernt: Der BG-Stats-Link kommt ohne BoardGameGeek-ID aus.
results-bgg-offline = Zum Speichern der ID braucht es eine Verbindung.
results-download-results = Die Ergebnisse herunterladen (CSV)
results-download-log = Das Protokoll herunterladen (CSV)
results-download-all = Alles herunterladen (JSON)
results-download-offline = Zum Herunterladen des Protokolls braucht es eine Verbindung.
results-download-failed = Das Herunterladen hat nicht geklappt. Versuch es noch einmal.
results-final-table = Den Endstand zeigen
results-open-new-game = Das neue Spiel öffnen
results-play-again = Noch einmal mit denselben Spielern spielen
results-new-game-started = Ein neues Spiel mit denselben Spielern hat begonnen.
results-rematch-offline = Zum Starten eines neuen Spiels braucht es eine Verbindung.
chart-point = { $name }, { $label }: { $value }
photo-heading = Foto vom Tisch
photo-alt = Foto vom Tisch
photo-add = Ein Foto vom Tisch hinzufügen
photo-replace = Das Foto ersetzen
photo-remove = Das Foto entfernen
photo-shrinking = Das Foto wird verkleinert …
photo-sending = Das Foto wird gesendet ({ $kilobytes } KB) …
photo-added = Foto hinzugefügt: Alle am Tisch sehen es bei ihren Ergebnissen.
photo-removed = Foto entfernt.
photo-none-to-remove = Es gibt kein Foto mehr zum Entfernen.
photo-shows-when-online = Das Foto erscheint, sobald die Verbindung zurück ist.
photo-not-readable = Diese Datei ist kein Foto, das dieses Handy lesen kann. Wähle ein Bild (JPEG, PNG oder WebP) oder mach eins mit der Kamera.
photo-offline = Zum Senden des Fotos braucht es eine Verbindung. Versuch es noch einmal, sobald sie zurück ist.
photo-too-large = Dieses Foto ist zu groß, auch verkleinert (die Grenze liegt bei 256 KB). Versuch es mit einem anderen.
photo-not-a-photo = Diese Datei ist kein Foto. { $detail }
watch-results-failed = Der Ergebnisbildschirm konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
watch-offline-kept = Offline: So hat dieser Bildschirm den Tisch zuletzt gesehen. Er aktualisiert sich, sobald die Verbindung zurück ist.
watch-offline-waiting = Offline: Der Tisch erscheint, sobald die Verbindung zurück ist.
history-heading = Frühere Spiele auf diesem Handy
history-hint = Diese Liste bleibt auf diesem Handy: Nichts davon wird irgendwohin gesendet. Ein beendeter Tisch öffnet sich nur zum Ansehen mit seinen Ergebnissen; ein Tisch, den der Server nicht mehr aufbewahrt, zeigt, was dieses Handy sich gemerkt hat.
history-list-label = Frühere Spiele, die neuesten zuerst
history-empty = Noch keine Spiele. Tische, die du auf diesem Handy erstellst, denen du beitrittst oder zuschaust, erscheinen hier.
history-a-game = Ein Spiel
history-past-game = Ein früheres Spiel
history-players = Spieler: { $names }.
history-nobody = Es hatte sich noch niemand hingesetzt.
history-role = Auf diesem Handy: { $role ->
    [host] Gastgeber
    [host-and-player] Gastgeber und Spieler
    [spectator] Zuschauer
   *[player] Spieler
}.
history-not-finished = Nicht beendet, als dieses Handy es zuletzt gesehen hat.
history-photo = Es wurde ein Foto vom Tisch gemacht: Öffne den Tisch, um es zu sehen.
history-expired = Dieser Tisch ist abgelaufen: Der Server bewahrt ihn nicht mehr auf.
history-expired-remembered = Dieser Tisch ist abgelaufen: Der Server bewahrt ihn nicht mehr auf. Das hat sich dieses Handy von ihm gemerkt.
history-open-game = { $game } öffnen
history-open-table = Den Tisch öffnen
history-open-when = vom { $when }
history-forget = Dieses Spiel vergessen
history-forgot-game = Dieses Handy hat { $game } vom { $when } vergessen.
history-forgot = Dieses Handy hat das Spiel vom { $when } vergessen.
history-people-link = Leute von Spiel zu Spiel
history-home = Zurück zur Startseite
history-back = Zurück zu den früheren Spielen
people-heading = Leute von Spiel zu Spiel
people-hint = Alle, mit denen dieses Handy gespielt hat, gezählt über die beendeten Tische, die es noch hat. Nur nach diesen Tischen wird gefragt: Von den Tischen anderer wird nichts gelesen.
people-list-label = Leute, nach Namen
people-counting = Wird gezählt …
people-no-tables = Noch keine Spiele. Sobald ein Spiel, das du auf diesem Handy gespielt oder als Gastgeber eröffnet hast, beendet ist, erscheinen seine Leute hier.
people-none-finished = Noch keine beendeten Spiele: Die Leute erscheinen hier, sobald ein Spiel vorbei ist.
people-counted = Gezählt über { $count ->
    [one] { $count } beendeten Tisch
   *[other] { $count } beendete Tische
}.
people-skipped = { $count ->
    [one] { $count } Tisch wurde
   *[other] { $count } Tische wurden
} ausgelassen: noch nicht beendet, abgelaufen oder für dieses Handy nicht mehr offen.
people-offline = Dieses Handy ist offline: Die Leute erscheinen, sobald die Verbindung zurück ist.
people-namesake = Eine von { $count } Personen namens { $name }: Der Gastgeber hat gesagt, dass es nicht dieselbe Person ist.
people-total = { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}.
people-game-line = : { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}.
people-game-line-scored = : { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, Schnitt { $average }, Bestwert { $best }.
people-history-link = Frühere Spiele auf diesem Handy
people-home = Zurück zur Startseite
rulings-heading = Regeln
rulings-intro = Wo ein Regelheft schweigt oder sich widerspricht, folgt die App diesen Regeln. Ablehnungen nennen die Regel.

## "What can I do now?" on the table screen (table/can-do.js): the engine's list of what this phone may enter
can-do-for-you = Du kannst eintragen
can-do-for-seat = Für { $name }
can-do-for-table = Für den Tisch
can-do-rule = Regel { $rule }
can-do-waiting = Der Tisch wartet auf { $names }.
can-do-nothing = Auf diesem Handy ist gerade nichts einzutragen.
can-do-finished = Das Spiel ist vorbei: Es gibt nichts mehr einzutragen.

## The rulings page, searchable and grouped by the phase of play (views/rulings.js)
rulings-search = Regeln durchsuchen
rulings-game = Spiel
rulings-every-game = Alle Spiele
rulings-found = { $count ->
    [0] Keine Regel passt.
    [one] Eine Regel passt.
   *[other] { $count } Regeln passen.
}

## Past games: how a kept game ended (views/history.js). The phone keeps the winners' names and their score, no words,
## so this is worded as the list is drawn, in the language on screen. $names: the winners, joined; $count: how many;
## $score: their score in the game's measure, as results-score words it.
history-outcome-won = { $count ->
    [one] { $names } hat gewonnen.
   *[other] { $names } teilen sich den Sieg.
}
history-outcome-won-score = { $count ->
    [one] { $names } hat gewonnen ({ $score }).
   *[other] { $names } teilen sich den Sieg (je { $score }).
}
history-outcome-together-won = Die Spieler haben gemeinsam gewonnen.
history-outcome-together-lost = Die Spieler haben gemeinsam verloren.
history-outcome-nobody = Niemand hat gewonnen.
