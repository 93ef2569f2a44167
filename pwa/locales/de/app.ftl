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
game-screen-loading = Der Spielbildschirm lädt …
game-screen-failed = Der Spielbildschirm konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
seat-number = Platz { $number }
screen-only-watches = Dieser Bildschirm schaut nur zu.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

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
join-address-only-here = Diese Seite ist unter der Adresse { $address } geöffnet, die nur dieser Computer erreichen kann.
join-address-for-phones = Handys treten unter { $address } bei (dorthin führen der QR-Code und der Link): Öffne stattdessen diese Adresse, um eine zu zeigen, die sie eintippen können.
join-invite-title = Spieler einladen
join-qr-alt = QR-Code, um dem Tisch { $code } beizutreten
join-qr-failed = Der QR-Code konnte nicht geladen werden: Nimm den Code.
# same on purpose
join-code-line = Code { $code }
join-copy-link = Einladungslink kopieren
join-link-copied = Link kopiert.
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
table-undo-question = Das zurücknehmen?
table-undo-yes = Zurücknehmen
table-undo-keep = Behalten
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
voice-setting = Den Tisch auf diesem Handy vorlesen
voice-game-over = Das Spiel ist vorbei.
voice-game-over-won = Das Spiel ist vorbei. { $count ->
    [one] { $names } hat gewonnen.
   *[other] { $names } teilen sich den Sieg.
}
can-do-summary = Was kann ich jetzt tun?
can-do-needs-connection = Dafür braucht es eine Verbindung.
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
handover-summary-host = Plätze oder die Rolle des Gastgebers auf einem anderen Handy?
handover-host-heading = Die Rolle des Gastgebers
handover-host-explain = Das Handy des Gastgebers überträgt Plätze, führt die Uhr, nimmt Züge zurück, korrigiert sie und beendet das Spiel. Um den Tisch von einem anderen Handy aus zu leiten, übertrage die Rolle des Gastgebers dorthin: Dieses Handy ist dann sofort nicht mehr das des Gastgebers.
handover-move-host = Rolle des Gastgebers auf ein anderes Handy übertragen
handover-recovery-code = Wiederherstellungscode: { $code }. Ist dieses Handy leer oder kaputt, übernimmt jedes Handy damit die Rolle des Gastgebers, dort, wo man Plätze übernimmt. Fotografiere ihn mit einem anderen Handy oder schreib ihn auf: Nur auf diesem Handy nützt er nichts.
handover-recovery-unknown = Dieses Handy hat den Wiederherstellungscode des Tisches nicht: Ihn hat das Handy bekommen, das den Tisch angelegt oder die Rolle des Gastgebers zuletzt übernommen hat.
handover-host-on-new-phone = Die Rolle des Gastgebers, auf dem neuen Handy
handover-host-qr = QR-Code, der die Rolle des Gastgebers auf das Handy überträgt, das ihn scannt

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
log-at-random = Von der App ausgelost: { $sentence }
log-rulings = { $count ->
    [one] Regel
   *[other] Regeln
}
draw-button = Zufällig auslosen
draw-drawing = Es wird ausgelost …
draw-needs-connection = Eine Auslosung braucht eine Verbindung: Der Server lost aus, damit jedes Handy dasselbe sieht.
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

## "Set up the table" on the table screen and the big screen (table/page.js setupSpot, table/setup.js):
## in the shared words, so opening it with a fresh table loads no other catalog
setup-summary = Tisch aufbauen
setup-needs-connection = Für die Aufbauschritte braucht es eine Verbindung.
setup-intro = Hake jeden Schritt ab, sobald er erledigt ist: Die Haken bleiben auf diesem Gerät.
setup-progress = { $done } von { $count } Schritten erledigt.
setup-all-done = Alle Schritte sind erledigt: Viel Spaß beim Spiel.
