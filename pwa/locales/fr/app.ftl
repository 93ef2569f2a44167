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
home-zone-pick = { $zone } : { $colour ->
    [green] vert
    [yellow] jaune
   *[red] rouge
} { $from }–{ $to }
home-zone-now = { $value } est sur le segment { $colour ->
    [green] vert
    [yellow] jaune
   *[red] rouge
} de la piste : { $zone }.
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

table-no-seat = Tu n'as pas de place ici
table-no-seat-detail = Demande à la table son code ou son QR code pour la rejoindre.
# same on purpose
table-title = Table
table-play = Partie
table-final = La table en fin de partie
table-log = Journal
table-undo-last = Annuler le dernier coup
table-undo-mine = Annuler mon dernier coup
table-undo-needs-connection = Pour annuler, il faut une connexion.
table-offline-kept = Hors ligne : voici la table telle que ce téléphone l'a vue la dernière fois. Elle se met à jour au retour de la connexion.
table-offline-nothing-kept = Hors ligne : la table s'affichera au retour de la connexion.
table-seat-moved = Cette place est passée sur un autre téléphone
table-results-failed = L'écran des résultats n'a pas pu être chargé. Vérifie la connexion et recharge la page.
table-rematch-started = Une nouvelle partie a commencé avec les mêmes joueurs.
table-not-recorded = { $count ->
    [one] Ton coup fait hors ligne n'a pas été enregistré.
   *[other] { $count } de tes coups faits hors ligne n'ont pas été enregistrés.
} { $reasons }
table-pending = { $count ->
    [one] Hors ligne : { $count } coup attend d'être envoyé.
   *[other] Hors ligne : { $count } coups attendent d'être envoyés.
}
table-seats-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
table-big-screen-link = Ouvrir la vue grand écran
table-people-heading = Des personnes de parties précédentes
table-person-question = { $name } a rejoint la table — est-ce { $known } de tes parties précédentes ?
table-person-link = Relier
table-person-link-which = Relier : { $earlier }
table-person-earlier = { $name } de { $game } du { $date }
table-person-earlier-unnamed = { $name } d'une partie du { $date }
table-person-not-same = Pas la même personne
table-person-needs-connection = Pour dire qui occupe cette place, il faut une connexion.
wake-setting = Garder l'écran allumé tant que la partie est ouverte
dialog-not-yet = Pas encore
clock-turn-one = Au tour de { $name }
clock-turn-many = À { $names } de jouer
clock-not-started = l'horloge démarre au premier coup
clock-paused = en pause
clock-over-limit = limite par tour dépassée
clock-period = { $unit ->
    [day] Jour { $number }
    [week] Semaine { $number }
    [section] Section { $number }
    [settlement] Règlement { $number }
   *[round] Manche { $number }
}
clock-pause = Mettre l'horloge en pause
clock-resume = Relancer l'horloge
clock-limit-label = Limite par tour
clock-limit-none = Pas de limite par tour
clock-limit-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
# same on purpose
clock-limit-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
clock-needs-connection = L'horloge a besoin d'une connexion.
handover-summary = Une place sur un autre téléphone ?
handover-needs-connection = Il faut une connexion pour cela.
handover-explain-host = Un joueur dont le téléphone s'est éteint, ou qui a changé de téléphone, reprend sa place sur le nouveau : elle garde son nom, ses coups et ce que seule cette place voit. L'ancien téléphone cesse aussitôt de fonctionner pour cette table.
handover-explain-player = Pour jouer sur un autre téléphone : montre-lui ce code. Ta place, ses coups et ce que toi seul vois passent avec elle ; ce téléphone cesse aussitôt de fonctionner pour cette table.
handover-move-seat = Passer { $name } sur un autre téléphone
handover-move-mine = Passer ma place sur un autre téléphone
handover-heading = La place de { $name }, sur le nouveau téléphone
handover-qr = QR code qui passe la place de { $name } au téléphone qui le scanne
handover-how = Scanne-le avec l'appareil photo du nouveau téléphone, ou ouvre { $address } dessus et tape le code { $code }.
handover-works-once = Il fonctionne une fois, pendant { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
handover-move-needs-connection = Pour passer une place sur un autre téléphone, il faut une connexion.

## The log and its corrections (table/log.js, corrections.js)

log-label = Journal, coup le plus récent en premier
log-older = Afficher les coups plus anciens
log-older-needs-connection = Pour les coups plus anciens, il faut une connexion.
log-read-failed = Le journal n'a pas pu être lu ({ $status }).
log-fix = Corriger
    .label = Corriger le coup { $version }
log-delete = Supprimer
    .label = Supprimer le coup { $version }
log-fix-failed = Le formulaire de correction n'a pas pu se charger. Vérifie la connexion et appuie de nouveau sur le bouton.
log-undone = (annulé)
log-host = Hôte
log-entered-by-host = { $sentence } (saisi par l'hôte)
log-undo = { $who } a annulé le coup { $version }
log-clock = { $who } a { $changes }
log-clock-paused = mis l'horloge en pause
log-clock-resumed = relancé l'horloge
log-clock-no-limit = retiré la limite par tour
log-clock-limit = fixé la limite par tour à { $time }
log-deleted-move = { $who } a supprimé le coup { $version } ({ $before })
log-corrected-move = { $who } a corrigé le coup { $version } : { $before } → { $after }
log-results-changed = { $sentence } · résultats changés : { $count ->
    [one] coup { $moves }
   *[other] coups { $moves }
}
log-deleted-by = Supprimé par le coup { $version }.
log-corrected-by = Corrigé par le coup { $version } : { $sentence }.
log-result-changed-by = Résultat changé par le coup { $version } : { $sentence }.
log-move = { $who } : { $move }
log-move-fields = { $who } : { $move } · { $fields }
log-field = { $field } { $value }
log-private = (privé)
log-yes = oui
log-no = non
log-none = aucun
fix-none = aucun
fix-item = { $field } { $number }
fix-remove = Retirer
fix-add-one = En ajouter un
fix-value = Valeur
fix-who = Qui
fix-for = Pour
fix-details = Détails
fix-player = Joueur
fix-part-heading = Coup { $version } : { $sentence }
fix-delete-explained = Ce coup sera retiré ; tous les coups suivants restent.
fix-save = Enregistrer la correction
fix-yes-save = Oui, enregistrer la correction
fix-delete-move = Supprimer le coup { $version }
fix-delete-these = Supprimer ces coups
fix-yes-delete = Oui, supprimer
fix-cancel = Annuler
fix-fix-too = Corriger aussi le coup { $version }
fix-delete-too = Supprimer aussi le coup { $version }
fix-preview-none = Cette correction ne change le résultat d'aucun coup suivant.
fix-preview-count = { $count ->
    [one] Cela change un coup suivant :
   *[other] Cela change { $count } coups suivants :
}
fix-preview-change = Coup { $version } : maintenant { $now } (avant : { $was })

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)

results-over = La partie est finie
results-loading = Chargement des résultats...
results-need-connection = Les résultats ont besoin d'une connexion : ils s'affichent dès son retour.
results-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
results-duration-under-a-minute = moins d'une minute
# same on purpose
results-duration-minutes = { $minutes } min
# same on purpose
results-duration-hours = { $hours } h
# same on purpose
results-duration-hours-minutes = { $hours } h { $minutes } min
results-score = { $measure ->
    [money] { MONEY($score) }
    [gold] { $score ->
        [one] { $score } pièce d'or
       *[other] { $score } pièces d'or
    }
    [bounty] { $score } de prime
    [points] { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[other] { $score } { $word }
}
results-money-below-zero = −{ MONEY($amount) }
results-facts = Durée : { $duration }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
results-time-heading = Temps à la table
results-time-player = { $name } : { $time } en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
results-time-player-over = { $name } : { $time } en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}, { $over } au-delà de la limite
results-time-period = { $period } : { $time }
results-time-shared = Joué ensemble ou au tour de personne : { $time }.
results-time-paused = Pauses (horloge arrêtée) : { $time }.
results-ranking-label = Joueurs par place finale
results-won-together = Gagné ensemble
results-shared-win = Victoire partagée
results-winner = Gagnant
results-went-first = a commencé
results-tie-heading = Comment l'égalité a été départagée
results-ruling = Règle { $ruling }
results-chart-title = { $measure ->
    [money] Argent
    [gold] Pièces d'or
    [bounty] Prime
    [villagers-rescued] Villageois sauvés
    [points] Points
   *[other] Score
} après chaque { $unit ->
    [round] manche
    [day] jour
    [week] semaine
    [settlement] règlement
    [move] coup
    [hand] main
    [turn] tour
   *[other] { $unitWord }
}
results-numbers-show = Afficher les chiffres
results-series-heading = Cette série : { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} de { $game }
results-series-line = {" "}: { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}.
results-series-line-scored = {" "}: { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}, moyenne { $average }, meilleur { $best }.
results-series-won = Partie { $number } : victoire de { $names }.
results-series-nobody-won = Partie { $number } : personne n'a gagné.
results-series-chart = Score à chaque partie de la série
results-series-game = Partie { $number }
results-previous-game = Ouvrir la partie précédente de la série
results-next-game = Ouvrir la partie suivante de la série
results-keep-heading = Garder cette partie
results-keep-hint = BG Stats s'ouvre avec cette partie déjà remplie : le jeu, la date, la durée, le score de chacun et qui a gagné.
results-bg-stats = Ajouter à BG Stats
results-bgg-summary = Relier la partie à BoardGameGeek
results-bgg-label = Identifiant BoardGameGeek (facultatif)
results-bgg-help = Le nombre dans l'adresse du jeu sur boardgamegeek.com. BG Stats relie alors la partie au jeu ; ce téléphone le retient pour ce jeu.
results-bgg-use = Utiliser cet identifiant
results-bgg-whole-number = L'identifiant BoardGameGeek est un nombre entier, comme 12345.
results-bgg-saved = Enregistré : le lien BG Stats nomme maintenant le jeu sur BoardGameGeek.
results-bgg-cleared = Effacé : le lien BG Stats se passe de l'identifiant BoardGameGeek.
results-bgg-offline = Enregistrer l'identifiant demande une connexion.
results-download-results = Télécharger les résultats (CSV)
results-download-log = Télécharger le journal (CSV)
results-download-all = Tout télécharger (JSON)
results-download-offline = Télécharger le journal demande une connexion.
results-download-failed = Le téléchargement n'a pas marché. Réessaie.
results-final-table = Afficher la table finale
results-open-new-game = Ouvrir la nouvelle partie
results-play-again = Rejouer avec les mêmes joueurs
results-new-game-started = Une nouvelle partie a commencé avec les mêmes joueurs.
results-rematch-offline = Lancer une nouvelle partie demande une connexion.
chart-point = { $name }, { $label } : { $value }
photo-heading = Photo de la table
photo-alt = Photo de la table
photo-add = Ajouter une photo de la table
photo-replace = Remplacer la photo
photo-remove = Retirer la photo
photo-shrinking = Réduction de la photo...
photo-sending = Envoi de la photo ({ $kilobytes } Ko)...
photo-added = Photo ajoutée : tout le monde à la table la voit dans ses résultats.
photo-removed = Photo retirée.
photo-none-to-remove = Il n'y a plus de photo à retirer.
photo-shows-when-online = La photo s'affiche dès le retour de la connexion.
photo-not-readable = Ce fichier n'est pas une photo que ce téléphone sait lire. Choisis une image (JPEG, PNG ou WebP), ou prends-en une avec l'appareil photo.
photo-offline = Envoyer la photo demande une connexion. Réessaie quand elle est revenue.
photo-too-large = Cette photo est trop grande, même réduite (la limite est de 256 Ko). Essaie-en une autre.
photo-not-a-photo = Ce fichier n'est pas une photo. { $detail }
watch-results-failed = L'écran des résultats n'a pas pu être chargé. Vérifie la connexion et recharge la page.
watch-offline-kept = Hors ligne : voici la table telle que cet écran l'a vue en dernier. Elle se met à jour dès le retour de la connexion.
watch-offline-waiting = Hors ligne : la table s'affiche dès le retour de la connexion.
history-heading = Parties passées sur ce téléphone
history-hint = Cette liste reste sur ce téléphone : rien n'en est envoyé nulle part. Une table finie s'ouvre en lecture seule avec ses résultats ; une table que le serveur ne garde plus montre ce dont ce téléphone se souvient.
history-list-label = Parties passées, les plus récentes d'abord
history-empty = Pas encore de parties. Les tables que tu crées, rejoins ou regardes sur ce téléphone apparaissent ici.
history-a-game = Une partie
history-past-game = Une partie passée
history-players = Joueurs : { $names }.
history-nobody = Personne ne s'était encore assis.
history-role = Sur ce téléphone : { $role ->
    [host] hôte
    [host-and-player] hôte et joueur
    [spectator] spectateur
   *[player] joueur
}.
history-not-finished = Pas finie la dernière fois que ce téléphone l'a vue.
history-photo = Une photo de la table a été prise : ouvre la table pour la voir.
history-expired = Cette table a expiré : le serveur ne la garde plus.
history-expired-remembered = Cette table a expiré : le serveur ne la garde plus. Voici ce dont ce téléphone se souvient.
history-open-game = Ouvrir { $game }
history-open-table = Ouvrir la table
history-open-when = du { $when }
history-forget = Oublier cette partie
history-forgot-game = Ce téléphone a oublié { $game } du { $when }.
history-forgot = Ce téléphone a oublié la partie du { $when }.
history-people-link = Les gens d'une partie à l'autre
history-home = Retour à l'accueil
history-back = Retour aux parties passées
people-heading = Les gens d'une partie à l'autre
people-hint = Tous ceux avec qui ce téléphone a joué, comptés sur les tables finies qu'il garde encore. Seules ces tables sont interrogées : rien des tables des autres n'est lu.
people-list-label = Les gens, par nom
people-counting = Comptage…
people-no-tables = Pas encore de parties. Dès qu'une partie que tu as jouée ou hébergée sur ce téléphone est finie, ses joueurs apparaissent ici.
people-none-finished = Pas encore de partie finie : les gens apparaissent ici dès qu'une partie est terminée.
people-counted = Compté sur { $count ->
    [one] { $count } table finie
   *[other] { $count } tables finies
}.
people-skipped = { $count ->
    [one] { $count } table a été laissée
   *[other] { $count } tables ont été laissées
} de côté : pas encore finies, expirées ou plus ouvertes à ce téléphone.
people-offline = Ce téléphone est hors ligne : les gens s'affichent dès le retour de la connexion.
people-namesake = L'une des { $count } personnes nommées { $name } : l'hôte a dit que ce ne sont pas les mêmes.
people-total = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.
people-game-line = {" "}: { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.
people-game-line-scored = {" "}: { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, moyenne { $average }, meilleur { $best }.
people-history-link = Parties passées sur ce téléphone
people-home = Retour à l'accueil
rulings-heading = Règles
rulings-intro = Là où une règle du jeu se tait ou se contredit, l'appli suit celles-ci. Les refus nomment la règle.
