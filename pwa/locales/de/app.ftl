# Die eigenen Worte des Handys (die PWA), auf Deutsch: der gemeinsame Teil aller Bildschirme.
# Aufbau und Regeln wie in ../en/app.ftl (docs/languages.md).

## The shell: the top bar, pages not found, waiting for the connection (app.js, api.js, games/index.js)

app-language = Sprache
app-not-found = Seite nicht gefunden
app-not-found-detail = Unter dieser Adresse gibt es nichts.
app-go-home = Zur Startseite
app-waiting = Warten auf die Verbindung
app-waiting-detail = Dieses Handy ist offline. Die Seite lädt von selbst, sobald die Verbindung zurück ist.
app-went-wrong = Etwas ist schiefgegangen
app-offline-screen = Offline: Dieser Bildschirm holt alles nach, sobald die Verbindung zurück ist
app-offline-phone = Offline: Züge warten auf diesem Handy
api-answered = Der Server antwortete { $status }.
api-offline = Du bist offline.
game-screen-loading = Der Spielbildschirm lädt ...
game-screen-failed = Der Spielbildschirm konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
seat-number = Platz { $number }
screen-only-watches = Dieser Bildschirm schaut nur zu.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

home-players-exactly = { $count } Spieler
home-players-range = { $min }–{ $max } Spieler
home-intro-title = Spiel mit deinen Karten, die App achtet auf die Regeln.
home-intro = Eröffne einen Tisch, lass alle den Code scannen und gib ein, was die Karten zeigen.
home-new-table = Neuer Tisch
home-join-title = Einem Tisch beitreten
# same on purpose
home-code-label = Code
home-code-placeholder = z. B. K7QF4M
home-find-table = Tisch finden
home-past-title = Frühere Spiele
home-past-link = Frühere Spiele auf diesem Handy
home-past-count = { $count ->
    [0] noch keine
   *[other] { $count } gespeichert
}
home-people-link = Leute von Spiel zu Spiel
home-people-detail = Spiele, Siege und Bestwerte
home-rulings-link = Regeln: wie die App die Regelhefte liest
# same on purpose
home-api-link = API
home-no-such-game = Dieses Spiel gibt es nicht.
home-new-table-title = Neuer Tisch: { $game }
home-zone-pick = { $zone }: { $colour ->
    [green] grün
    [yellow] gelb
   *[red] rot
} { $from }–{ $to }
home-zone-now = { $value } liegt im { $colour ->
    [green] grünen
    [yellow] gelben
   *[red] roten
} Bereich der Leiste: { $zone }.
home-order-up = Hoch
home-order-down = Runter
home-order-up-label = { $name } nach oben schieben
home-order-down-label = { $name } nach unten schieben
home-no-team = Kein Team
# same on purpose
home-team-number = Team { $number }
home-player-team = Spieler { $number }: Team
home-player-number = Spieler { $number }
home-team-alone = Ein Team hat zwei oder mehr Spieler: { $players } { $count ->
    [one] würde
   *[other] würden
} allein in einem spielen.
home-people-earlier = Leute aus deinen früheren Spielen
home-people-earlier-help = Tippe auf dich selbst, um als dieselbe Person Platz zu nehmen; nach den anderen wird gefragt, wenn sie beitreten.
home-preset-label = Mit gespeicherten Kartenwerten beginnen
home-preset-none = Keine: Zahlen eingeben, wenn sie vorkommen
home-save-as-label = Diese Kartenwerte speichern als (optional)
home-save-as-placeholder = z. B. Unsere Spielhilfe
home-host-name-label = Dein Name (um selbst Platz zu nehmen)
home-host-name-placeholder = Leer lassen, um nur Gastgeber zu sein
home-create = Tisch eröffnen
home-try-again-online = { $text } Versuch es noch einmal, sobald die Verbindung zurück ist.
join-title = Platz nehmen
join-table-code = Tisch { $code }
# same on purpose
join-code-label = Code
join-code-placeholder = z. B. K7QF4M
# same on purpose
join-name-label = Name
join-name-placeholder = Dein Name
join-sit-down = Hinsetzen
join-not-this-table = Nicht dieser Tisch?
join-type-another-code = Anderen Code eingeben
join-code-needed = Gib den Code des Tisches ein: die 6 Buchstaben und Ziffern unter dem QR-Code des Gastgebers.
join-name-needed = Gib deinen Namen ein: So sehen die anderen deinen Platz.
join-offline = Dieses Handy ist offline: Du kannst dich setzen, sobald die Verbindung zurück ist.
join-no-such-code = Kein Tisch hat den Code { $code }, oder er ist abgelaufen. Prüfe den Code mit dem Gastgeber.
join-table-full = Dieser Tisch ist voll: Alle Plätze sind besetzt. Bitte den Gastgeber, einen Tisch mit mehr Plätzen zu eröffnen.
join-too-many-tries = Zu viele Versuche aus diesem Netz: Warte eine Minute und versuch es dann noch einmal.
join-expired = Dieser Tisch ist abgelaufen: Bitte den Gastgeber um einen neuen.
join-address-only-here = Diese Seite ist unter { $address } geöffnet, das nur dieser Computer erreicht.
join-address-for-phones = Handys treten unter { $address } bei (dorthin führen der QR-Code und der Link): Öffne stattdessen diese Adresse, um eine zu zeigen, die sie eintippen können.
join-invite-title = Spieler einladen
join-qr-alt = QR-Code, um dem Tisch { $code } beizutreten
join-qr-failed = Der QR-Code konnte nicht geladen werden: Nimm den Code.
# same on purpose
join-code-line = Code { $code }
join-copy-link = Einladungslink kopieren
join-link-copied = Link kopiert.
claim-title = Einen Platz übernehmen
claim-intro = Das Handy des Gastgebers (oder dein altes Handy) zeigt einen Code, der einen Platz auf dieses Handy überträgt.
# same on purpose
claim-code-label = Code
claim-take-seat = Platz auf diesem Handy übernehmen
claim-code-needed = Gib den Code ein, den das andere Handy zeigt: 8 Buchstaben und Ziffern.
claim-done = Dieses Handy hat jetzt den Platz von { $name }.
claim-offline = Dieses Handy ist offline: Übernimm den Platz, sobald die Verbindung zurück ist.
claim-too-many-tries = Zu viele Versuche aus diesem Netz: Warte eine Minute und versuch es dann noch einmal.
form-none-placeholder = keine
form-path-item = Eintrag
form-field-problem = { $label }: { $problem }
form-quoted = „{ $label }“
form-rule = Regel { $rule }

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

table-no-seat = Du hast hier keinen Platz
table-no-seat-detail = Frag am Tisch nach seinem Code oder QR-Code, um beizutreten.
table-title = Tisch
table-play = Spiel
table-final = Der Endstand
table-log = Protokoll
table-undo-last = Letzten Zug zurücknehmen
table-undo-mine = Meinen letzten Zug zurücknehmen
table-undo-needs-connection = Zum Zurücknehmen braucht es eine Verbindung.
table-offline-kept = Offline: So hat dieses Handy den Tisch zuletzt gesehen. Er wird aktualisiert, sobald die Verbindung zurück ist.
table-offline-nothing-kept = Offline: Der Tisch erscheint, sobald die Verbindung zurück ist.
table-seat-moved = Dieser Platz ist auf ein anderes Handy umgezogen
table-results-failed = Die Ergebnisse konnten nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
table-rematch-started = Ein neues Spiel mit denselben Spielern hat begonnen.
table-not-recorded = { $count ->
    [one] Dein offline gemachter Zug wurde nicht gespeichert.
   *[other] { $count } deiner offline gemachten Züge wurden nicht gespeichert.
} { $reasons }
table-pending = { $count ->
    [one] Offline: { $count } Zug wartet darauf, gesendet zu werden.
   *[other] Offline: { $count } Züge warten darauf, gesendet zu werden.
}
table-seats-free = { $count ->
    [one] { $count } Platz frei
   *[other] { $count } Plätze frei
}
table-big-screen-link = Ansicht für den großen Bildschirm öffnen
table-people-heading = Leute aus früheren Spielen
table-person-question = { $name } ist beigetreten — ist das { $known } aus deinen früheren Spielen?
table-person-link = Verknüpfen
table-person-link-which = Verknüpfen: { $earlier }
table-person-earlier = { $name } aus { $game } vom { $date }
table-person-earlier-unnamed = { $name } aus einem Spiel vom { $date }
table-person-not-same = Nicht dieselbe Person
table-person-needs-connection = Um zu sagen, wer dort sitzt, braucht es eine Verbindung.
wake-setting = Bildschirm anlassen, solange das Spiel offen ist
dialog-not-yet = Noch nicht
clock-turn-one = { $name } ist dran
clock-turn-many = { $names } sind dran
clock-not-started = die Uhr startet mit dem ersten Zug
clock-paused = angehalten
clock-over-limit = über dem Zeitlimit
clock-period = { $unit ->
    [day] Tag { $number }
    [week] Woche { $number }
    [section] Abschnitt { $number }
    [settlement] Abrechnung { $number }
   *[round] Runde { $number }
}
clock-pause = Uhr anhalten
clock-resume = Uhr weiterlaufen lassen
clock-limit-label = Zeitlimit pro Zug
clock-limit-none = Kein Zeitlimit
clock-limit-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
clock-limit-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
clock-needs-connection = Die Uhr braucht eine Verbindung.
handover-summary = Platz auf einem anderen Handy?
handover-needs-connection = Dafür braucht es eine Verbindung.
handover-explain-host = Ein Spieler, dessen Handy leer ist oder der das Handy gewechselt hat, holt sich seinen Platz auf dem neuen Handy zurück: Name, Züge und was nur dieser Platz sieht, bleiben erhalten. Das alte Handy funktioniert für diesen Tisch sofort nicht mehr.
handover-explain-player = Um auf einem anderen Handy zu spielen: Zeig ihm diesen Code. Dein Platz, seine Züge und was nur du siehst, ziehen mit um; dieses Handy funktioniert für diesen Tisch sofort nicht mehr.
handover-move-seat = { $name } auf ein anderes Handy übertragen
handover-move-mine = Meinen Platz auf ein anderes Handy übertragen
handover-heading = Der Platz von { $name }, auf dem neuen Handy
handover-qr = QR-Code, der den Platz von { $name } auf das Handy überträgt, das ihn scannt
handover-how = Scanne ihn mit der Kamera des neuen Handys, oder öffne dort { $address } und gib den Code { $code } ein.
handover-works-once = Er funktioniert einmal, { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} lang.
handover-move-needs-connection = Um einen Platz zu übertragen, braucht es eine Verbindung.

## The log and its corrections (table/log.js, corrections.js)

log-label = Protokoll, neuester Zug zuerst
log-older = Ältere Züge zeigen
log-older-needs-connection = Für ältere Züge braucht es eine Verbindung.
log-read-failed = Das Protokoll konnte nicht gelesen werden ({ $status }).
log-fix = Korrigieren
    .label = Zug { $version } korrigieren
log-delete = Löschen
    .label = Zug { $version } löschen
log-fix-failed = Das Korrekturformular konnte nicht geladen werden. Prüfe die Verbindung und drück den Knopf noch einmal.
log-undone = (zurückgenommen)
log-host = Gastgeber
log-entered-by-host = { $sentence } (vom Gastgeber eingetragen)
log-undo = { $who } hat Zug { $version } zurückgenommen
log-clock = { $who } hat { $changes }
log-clock-paused = die Uhr angehalten
log-clock-resumed = die Uhr weiterlaufen lassen
log-clock-no-limit = das Zeitlimit entfernt
log-clock-limit = das Zeitlimit auf { $time } gesetzt
log-deleted-move = { $who } hat Zug { $version } gelöscht ({ $before })
log-corrected-move = { $who } hat Zug { $version } korrigiert: { $before } → { $after }
log-results-changed = { $sentence } · Ergebnisse geändert: { $count ->
    [one] Zug { $moves }
   *[other] Züge { $moves }
}
log-deleted-by = Gelöscht durch Zug { $version }.
log-corrected-by = Korrigiert durch Zug { $version }: { $sentence }.
log-result-changed-by = Ergebnis geändert durch Zug { $version }: { $sentence }.
log-move = { $who }: { $move }
log-move-fields = { $who }: { $move } · { $fields }
log-field = { $field } { $value }
log-private = (privat)
log-yes = ja
log-no = nein
log-none = keine
fix-none = keine Angabe
fix-item = { $field } { $number }
fix-remove = Entfernen
fix-add-one = Eins hinzufügen
fix-value = Wert
fix-who = Wer
fix-for = Für
fix-details = Einzelheiten
fix-player = Spieler
fix-part-heading = Zug { $version }: { $sentence }
fix-delete-explained = Dieser Zug wird herausgenommen; alle Züge danach bleiben.
fix-save = Korrektur speichern
fix-yes-save = Ja, Korrektur speichern
fix-delete-move = Zug { $version } löschen
fix-delete-these = Diese Züge löschen
fix-yes-delete = Ja, löschen
fix-cancel = Abbrechen
fix-fix-too = Zug { $version } auch korrigieren
fix-delete-too = Zug { $version } auch löschen
fix-preview-none = Diese Korrektur ändert das Ergebnis keines späteren Zugs.
fix-preview-count = { $count ->
    [one] Das ändert einen späteren Zug:
   *[other] Das ändert { $count } spätere Züge:
}
fix-preview-change = Zug { $version }: jetzt { $now } (vorher: { $was })

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)

results-over = Das Spiel ist vorbei
results-loading = Die Ergebnisse werden geladen ...
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
results-bgg-label = BoardGameGeek-ID (freiwillig)
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
photo-shrinking = Das Foto wird verkleinert ...
photo-sending = Das Foto wird gesendet ({ $kilobytes } KB) ...
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
rulings-intro = Wo eine Spielregel schweigt oder sich widerspricht, folgt die App diesen Regeln. Ablehnungen nennen die Regel.
