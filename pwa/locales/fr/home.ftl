# The phone's words for the home page, the new-table form and claiming a seat (views/home.js,
# views/claim.js), loaded with those pages: a phone that joins by QR code never downloads them.

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
home-rulings-link = Règles : comment l'appli lit les livrets de règles
# same on purpose
home-api-link = API
home-no-such-game = Ce jeu n'existe pas.
home-new-table-title = Nouvelle table : { $game }
home-zone-pick = { $zone } : { $colour ->
    [green] vert
    [yellow] jaune
   *[red] rouge
} { $from }–{ $to }
home-zone-now = { $value } est sur le segment { $colour ->
    [green] vert
    [yellow] jaune
   *[red] rouge
} de la piste : { $zone }.
home-order-up = Monter
home-order-down = Descendre
home-order-up-label = Monter { $name }
home-order-down-label = Descendre { $name }
home-no-team = Sans équipe
home-team-number = Équipe { $number }
home-player-team = Joueur { $number } : équipe
home-player-number = Joueur { $number }
home-team-alone = Une équipe compte deux joueurs ou plus : { $players } { $count ->
    [one] jouerait seul
   *[other] joueraient chacun seul
} dans une équipe.
home-people-earlier = Les joueurs de tes parties précédentes
home-people-earlier-help = Touche ton nom pour t'asseoir comme la même personne ; on posera la question pour les autres quand ils rejoindront la table.
home-preset-label = Partir de chiffres des cartes enregistrés
home-preset-none = Aucune : saisir les valeurs au fur et à mesure
home-save-as-label = Enregistrer ces chiffres des cartes sous (facultatif)
home-save-as-placeholder = ex. Notre aide de jeu
home-host-name-label = Ton nom (pour prendre place toi-même)
home-host-name-placeholder = Vide : hôte seulement
home-create = Créer la table
home-try-again-online = { $text } Réessaie dès le retour de la connexion.
claim-title = Reprendre une place
claim-intro = Le téléphone de l'hôte (ou ton ancien téléphone) affiche un code qui transfère une place, ou le rôle d'hôte, sur ce téléphone. Le code de secours de la table fonctionne aussi ici.
# same on purpose
claim-code-label = Code
claim-take-seat = Prendre la place sur ce téléphone
claim-code-needed = Saisis le code que montre l'autre téléphone (8 lettres et chiffres), ou le code de secours de la table (12).
claim-done = Ce téléphone a maintenant la place { OF($name) }.
claim-offline = Ce téléphone est hors ligne : prends la place dès le retour de la connexion.
claim-too-many-tries = Trop d'essais depuis ce réseau : attends une minute, puis réessaie.
claim-done-host = Ce téléphone est maintenant celui de l'hôte. Le nouveau code de secours de la table est { $code } ; l'ancien ne fonctionne plus. Garde-le ailleurs que sur ce téléphone.
home-recovery-code = Le code de secours de ta table : { $code }. Si ce téléphone s'éteint pour de bon, un autre téléphone reprend le rôle d'hôte avec ce code. Photographie-le avec un autre téléphone ou note-le maintenant ; ce téléphone le montre à nouveau sous « Des places ou le rôle d'hôte sur un autre téléphone ? ».

## Jouer sans serveur (views/offline.js ; issue 38)
home-offline-link = Pas de réseau ? Jouer sans serveur
