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

home-players-exactly = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
home-players-range = { $min } à { $max } joueurs
home-intro-title = Joue avec tes cartes, laisse l'appli veiller aux règles.
home-intro = Crée une table, laisse chacun scanner le code, et saisis ce que montrent les cartes.
home-new-table = Nouvelle table
home-join-title = Rejoindre une table
# same on purpose
home-code-label = Code
home-code-placeholder = ex. K7QF4M
home-find-table = Trouver la table
home-past-title = Parties précédentes
home-past-link = Parties précédentes sur ce téléphone
home-past-count = { $count ->
    [0] aucune pour l'instant
   *[other] { $count } en mémoire
}
home-people-link = Les joueurs d'une partie à l'autre
home-people-detail = parties, victoires et records
home-rulings-link = Règles : comment l'appli lit les livrets de règles
# same on purpose
home-api-link = API
home-no-such-game = Ce jeu n'existe pas.
home-new-table-title = Nouvelle table : { $game }
home-zone-pick = { $zone } : { $colour } { $from }–{ $to }
home-zone-now = { $value } est sur le segment { $colour } de la piste : { $zone }.
home-order-up = Monter
home-order-down = Descendre
home-order-up-label = Monter { $name }
home-order-down-label = Descendre { $name }
home-no-team = Sans équipe
home-team-number = Équipe { $number }
home-player-team = Joueur { $number } : équipe
home-player-number = Joueur { $number }
home-team-alone = Une équipe compte deux joueurs ou plus : { $players } { $count ->
    [one] jouerait seul
   *[other] joueraient chacun seul
} dans une équipe.
home-people-earlier = Les joueurs de tes parties précédentes
home-people-earlier-help = Touche ton nom pour t'asseoir comme la même personne ; on posera la question pour les autres quand ils rejoindront la table.
home-preset-label = Partir de valeurs de cartes enregistrées
home-preset-none = Aucune : saisir les valeurs au fur et à mesure
home-save-as-label = Enregistrer ces valeurs de cartes sous (facultatif)
home-save-as-placeholder = ex. Notre aide de jeu
home-host-name-label = Ton nom (pour prendre place toi-même)
home-host-name-placeholder = Laisse vide pour seulement héberger
home-create = Créer la table
home-try-again-online = { $text } Réessaie dès le retour de la connexion.
join-title = Prendre place
# same on purpose
join-table-code = Table { $code }
# same on purpose
join-code-label = Code
join-code-placeholder = ex. K7QF4M
join-name-label = Nom
join-name-placeholder = Ton nom
join-sit-down = M'asseoir
join-not-this-table = Pas cette table ?
join-type-another-code = Saisir un autre code
join-code-needed = Saisis le code de la table : les 6 lettres et chiffres sous le QR code de l'hôte.
join-name-needed = Saisis ton nom : c'est ainsi que les autres voient ta place.
join-offline = Ce téléphone est hors ligne : tu pourras t'asseoir dès le retour de la connexion.
join-no-such-code = Aucune table n'a le code { $code }, ou elle a expiré. Vérifie le code avec l'hôte.
join-table-full = Cette table est complète : toutes les places sont prises. Demande à l'hôte d'ouvrir une table avec plus de places.
join-too-many-tries = Trop d'essais depuis ce réseau : attends une minute, puis réessaie.
join-expired = Cette table a expiré : demande une nouvelle table à l'hôte.
join-address-only-here = Cette page est ouverte à l'adresse { $address }, que seul cet ordinateur peut atteindre.
join-address-for-phones = Les téléphones rejoignent la table à l'adresse { $address } (le QR code et le lien y mènent) : ouvre plutôt cette adresse pour en afficher une qu'ils peuvent saisir.
join-invite-title = Inviter des joueurs
join-qr-alt = QR code pour rejoindre la table { $code }
join-qr-failed = Le QR code n'a pas pu être chargé : utilise le code.
# same on purpose
join-code-line = Code { $code }
join-copy-link = Copier le lien d'invitation
join-link-copied = Lien copié.
claim-title = Reprendre une place
claim-intro = Le téléphone de l'hôte (ou ton ancien téléphone) affiche un code qui transfère une place sur ce téléphone.
# same on purpose
claim-code-label = Code
claim-take-seat = Prendre la place sur ce téléphone
claim-code-needed = Saisis le code que montre l'autre téléphone : 8 lettres et chiffres.
claim-done = Ce téléphone a maintenant la place de { $name }.
claim-offline = Ce téléphone est hors ligne : prends la place dès le retour de la connexion.
claim-too-many-tries = Trop d'essais depuis ce réseau : attends une minute, puis réessaie.
form-none-placeholder = aucun
form-path-item = élément
form-field-problem = { $label } : { $problem }
form-quoted = « { $label } »
form-rule = règle { $rule }

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

## The log and its corrections (table/log.js, corrections.js)

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)
