# The phone's words after the game and beyond the table: results, charts, the photo, the big screen,
# past games, people and the rulings (views/results.js, charts.js, views/photo.js, views/watch.js,
# views/history.js, views/people.js, views/rulings.js), loaded with those modules.

## After the game and elsewhere: results, charts, the photo, the big screen, past games, people, rulings (views/results.js, charts.js, views/photo.js, views/watch.js, views/history.js, views/people.js, past.js, views/rulings.js)

results-over = La partie est finie
results-loading = Chargement des résultats…
results-need-connection = Les résultats ont besoin d'une connexion : ils s'affichent dès son retour.
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
results-facts = Durée : { $duration }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
results-time-heading = Temps à la table
results-time-player = { $name } : { $time } en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
results-time-player-over = { $name } : { $time } en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}, { $over } au-delà de la limite
results-time-period = { $period } : { $time }
results-time-shared = Joué ensemble ou au tour de personne : { $time }.
results-time-paused = Pauses (horloge arrêtée) : { $time }.
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
results-series-heading = Cette série : { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} de { $game }
results-series-line = {" "}: { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}.
results-series-line-scored = {" "}: { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}, moyenne { $average }, meilleur { $best }.
results-series-won = Partie { $number } : victoire de { $names }.
results-series-nobody-won = Partie { $number } : personne n'a gagné.
results-series-chart = Score à chaque partie de la série
results-series-game = Partie { $number }
results-previous-game = Ouvrir la partie précédente de la série
results-next-game = Ouvrir la partie suivante de la série
results-keep-heading = Garder cette partie
results-keep-hint = BG Stats s'ouvre avec cette partie déjà remplie : le jeu, la date, la durée, le score de chacun et qui a gagné.
results-bg-stats = Ajouter à BG Stats
results-bgg-summary = Relier la partie à BoardGameGeek
results-bgg-label = Identifiant BoardGameGeek (facultatif)
results-bgg-help = Le nombre dans l'adresse du jeu sur boardgamegeek.com. BG Stats relie alors la partie au jeu ; ce téléphone le retient pour ce jeu.
results-bgg-use = Utiliser cet identifiant
results-bgg-whole-number = L'identifiant BoardGameGeek est un nombre entier, comme 12345.
results-bgg-saved = Enregistré : le lien BG Stats nomme maintenant le jeu sur BoardGameGeek.
results-bgg-cleared = Effacé : le lien BG Stats se passe de l'identifiant BoardGameGeek.
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
chart-point = { $name }, { $label } : { $value }
photo-heading = Photo de la table
photo-alt = Photo de la table
photo-add = Ajouter une photo de la table
photo-replace = Remplacer la photo
photo-remove = Retirer la photo
photo-shrinking = Réduction de la photo…
photo-sending = Envoi de la photo ({ $kilobytes } Ko)…
photo-added = Photo ajoutée : tout le monde à la table la voit dans ses résultats.
photo-removed = Photo retirée.
photo-none-to-remove = Il n'y a plus de photo à retirer.
photo-shows-when-online = La photo s'affiche dès le retour de la connexion.
photo-not-readable = Ce fichier n'est pas une photo que ce téléphone sait lire. Choisis une image (JPEG, PNG ou WebP), ou prends-en une avec l'appareil photo.
photo-offline = Envoyer la photo demande une connexion. Réessaie quand elle est revenue.
photo-too-large = Cette photo est trop grande, même réduite (la limite est de 256 Ko). Essaie-en une autre.
photo-not-a-photo = Ce fichier n'est pas une photo. { $detail }
watch-results-failed = L'écran des résultats n'a pas pu être chargé. Vérifie la connexion et recharge la page.
watch-offline-kept = Hors ligne : voici la table telle que cet écran l'a vue en dernier. Elle se met à jour dès le retour de la connexion.
watch-offline-waiting = Hors ligne : la table s'affiche dès le retour de la connexion.
history-heading = Parties précédentes sur ce téléphone
history-hint = Cette liste reste sur ce téléphone : rien n'en est envoyé nulle part. Une table finie s'ouvre en lecture seule avec ses résultats ; une table que le serveur ne garde plus montre ce dont ce téléphone se souvient.
history-list-label = Parties précédentes, les plus récentes d'abord
history-empty = Pas encore de parties. Les tables que tu crées, rejoins ou regardes sur ce téléphone apparaissent ici.
history-a-game = Une partie
history-past-game = Une partie passée
history-players = Joueurs : { $names }.
history-nobody = Personne ne s'était encore assis.
history-role = Sur ce téléphone : { $role ->
    [host] hôte
    [host-and-player] hôte et joueur
    [spectator] spectateur
   *[player] joueur
}.
history-not-finished = Pas finie la dernière fois que ce téléphone l'a vue.
history-photo = Une photo de la table a été prise : ouvre la table pour la voir.
history-expired = Cette table a expiré : le serveur ne la garde plus.
history-expired-remembered = Cette table a expiré : le serveur ne la garde plus. Voici ce dont ce téléphone se souvient.
history-open-game = Ouvrir la partie : { $game }
history-open-table = Ouvrir la table
history-open-when = du { $when }
history-forget = Oublier cette partie
history-forgot-game = Ce téléphone a oublié { $game } du { $when }.
history-forgot = Ce téléphone a oublié la partie du { $when }.
history-people-link = Les joueurs d'une partie à l'autre
history-home = Retour à l'accueil
history-back = Retour aux parties précédentes
people-heading = Les joueurs d'une partie à l'autre
people-hint = Tous ceux avec qui ce téléphone a joué, comptés sur les tables finies qu'il garde encore. Seules ces tables sont interrogées : rien des tables des autres n'est lu.
people-list-label = Les joueurs, par nom
people-counting = Comptage…
people-no-tables = Pas encore de parties. Dès qu'une partie que tu as jouée ou hébergée sur ce téléphone est finie, ses joueurs apparaissent ici.
people-none-finished = Pas encore de partie finie : les joueurs apparaissent ici dès qu'une partie est terminée.
people-counted = Compté sur { $count ->
    [one] { $count } table finie
   *[other] { $count } tables finies
}.
people-skipped = { $count ->
    [one] { $count } table a été laissée de côté : pas encore finie, expirée ou plus ouverte à ce téléphone.
   *[other] { $count } tables ont été laissées de côté : pas encore finies, expirées ou plus ouvertes à ce téléphone.
}
people-offline = Ce téléphone est hors ligne : les joueurs s'affichent dès le retour de la connexion.
people-namesake = L'un des { $count } joueurs nommés { $name } : l'hôte a dit que ce ne sont pas les mêmes.
people-total = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.
people-game-line = {" "}: { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.
people-game-line-scored = {" "}: { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, moyenne { $average }, meilleur { $best }.
people-history-link = Parties précédentes sur ce téléphone
people-home = Retour à l'accueil
rulings-heading = Règles
rulings-intro = Là où un livret de règles se tait ou se contredit, l'appli suit ces règles. Les refus nomment la règle.

## "What can I do now?" on the table screen (table/can-do.js): the engine's list of what this phone may enter
can-do-for-you = Tu peux saisir
can-do-for-seat = Pour { $name }
can-do-for-table = Pour la table
can-do-rule = Règle { $rule }
can-do-waiting = La table attend { $names }.
can-do-nothing = Rien à saisir sur ce téléphone pour l’instant.
can-do-finished = La partie est finie : il n’y a plus rien à saisir.

## The rulings page, searchable and grouped by the phase of play (views/rulings.js)
rulings-search = Chercher dans les règles
rulings-game = Jeu
rulings-every-game = Tous les jeux
rulings-found = { $count ->
    [0] Aucune règle ne correspond.
    [one] Une règle correspond.
   *[other] { $count } règles correspondent.
}

## Past games: how a kept game ended (views/history.js). The phone keeps the winners' names and their score, no words,
## so this is worded as the list is drawn, in the language on screen. $names: the winners, joined; $count: how many;
## $score: their score in the game's measure, as results-score words it.
history-outcome-won = { $count ->
    [one] { $names } a gagné.
   *[other] { $names } se partagent la victoire.
}
history-outcome-won-score = { $count ->
    [one] { $names } a gagné ({ $score }).
   *[other] { $names } se partagent la victoire ({ $score } chacun).
}
history-outcome-together-won = Les joueurs ont gagné ensemble.
history-outcome-together-lost = Les joueurs ont perdu ensemble.
history-outcome-nobody = Personne n'a gagné.
