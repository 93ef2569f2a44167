# Les mots propres du téléphone (la PWA), en français : la partie commune à tous les écrans.
# Organisation et règles comme dans ../en/app.ftl (docs/languages.md).

## The shell: the top bar, pages not found, waiting for the connection (app.js, api.js, games/index.js)

app-language = Langue
app-not-found = Page introuvable
app-not-found-detail = Il n'y a rien à cette adresse.
app-go-home = Aller à l'accueil
app-waiting = En attente de la connexion
app-waiting-detail = Ce téléphone est hors ligne. La page se charge d'elle-même dès le retour de la connexion.
app-went-wrong = Un problème est survenu
app-offline-screen = Hors ligne : cet écran se met à jour dès le retour de la connexion
app-offline-phone = Hors ligne : les coups attendent sur ce téléphone
api-answered = Le serveur a répondu { $status }.
api-offline = Tu es hors ligne.
game-screen-loading = Chargement de l'écran du jeu...
game-screen-failed = L'écran du jeu n'a pas pu être chargé. Vérifie la connexion et recharge la page.
seat-number = Place { $number }
screen-only-watches = Cet écran ne fait que regarder.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
