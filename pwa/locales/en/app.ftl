# The phone's own words (the PWA), in English: every screen's shared part, loaded when the page
# starts. A game's words are in <game id>.ftl beside this file, loaded with its screen.
# The server's sentences are in locales/en/server.ftl. How to write one: docs/languages.md.

## The shell: the top bar, pages not found, waiting for the connection (app.js, api.js, games/index.js)

app-language = Language
app-not-found = Page not found
app-not-found-detail = There is nothing at this address.
app-go-home = Go to the home page
app-waiting = Waiting for the connection
app-waiting-detail = This phone is offline. The page loads by itself when the connection returns.
app-went-wrong = Something went wrong
app-offline-screen = Offline: this screen catches up when the connection returns
app-offline-phone = Offline: moves wait on this phone
api-answered = The server answered { $status }.
api-offline = You are offline.
game-screen-loading = Loading the game screen...
game-screen-failed = The game screen could not be loaded. Check the connection and reload the page.
seat-number = Seat { $number }
screen-only-watches = This screen only watches.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
