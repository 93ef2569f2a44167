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

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
