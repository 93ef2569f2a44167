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
home-zone-pick = { $zone }: { $colour } { $from }–{ $to }
home-zone-now = { $value } liegt im Bereich { $colour } der Leiste: { $zone }.
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

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
