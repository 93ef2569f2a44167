# score-pad: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.

## The new-table form's options (games/score-pad-options.js)

sp-option-players = Joueurs
sp-option-players-help = Nombre de places.
sp-option-goal = Score de victoire
sp-option-goal-help = Qui l'atteint gagne aussitôt. Laisse vide pour jouer sans.
sp-option-game-name = Le jeu dont tu comptes les points
sp-option-game-name-help = Son nom dans les résultats et dans BG Stats. Laisse vide pour « Bloc de score ».
sp-option-bgg-id = Son identifiant BoardGameGeek
sp-option-bgg-id-help = Facultatif : le nombre dans l'adresse BoardGameGeek du jeu, pour BG Stats.
sp-option-sheet = Compter manche par manche
sp-option-sheet-help = Une grille avec une ligne par manche ; chaque joueur ou équipe inscrit ses points une fois par manche.
sp-option-rounds = Nombre de manches
sp-option-rounds-help = La partie se termine après la dernière. Laisse vide pour jouer sans limite (en saisir un coche de lui-même « Compter manche par manche »).
sp-option-lowest-wins = Le plus petit score gagne
sp-option-lowest-wins-help = Comme au golf ou à la Dame de pique : le plus petit total gagne.
sp-option-teams = Équipes
sp-option-teams-help = Les joueurs d'une même équipe comptent ensemble : une colonne et un total. Laisse tout le monde sur « Sans équipe » pour jouer seul.

## The scoreboard, the score sheet and the note (games/score-pad.js)

sp-you = (toi)
sp-empty-seat = Place { $number } (libre)
sp-score-of = Score { OF($name) }
sp-points-for = Points pour { $name }
sp-add = Ajouter
sp-rules-rounds = { $count ->
    [one] { $count } manche.
   *[other] { $count } manches.
}
sp-rules-lowest-wins = Le plus petit total gagne.
sp-rules-goal-sheet = Un total de { $goal } termine la partie à la fin de sa manche.
sp-rules-goal-lowest = Un score de { $goal } termine la partie.
sp-rules-goal = Le premier à { $goal } gagne.
sp-sheet-label = Feuille de score
sp-sheet-caption = Feuille de score : une ligne par manche, une colonne par { $columns ->
    [teams] équipe ou joueur
   *[players] joueur
}
sp-sheet-round = Manche
sp-sheet-current-round = (manche en cours)
# same on purpose
sp-sheet-total = Total
sp-sheet-total-of = Total { OF($who) }
sp-sheet-won = (gagné)
sp-not-entered = non saisi
sp-cell-label = Manche { $round } : points pour { $who }
sp-cell-enter = Inscrire
sp-cell-enter-label = Inscrire la manche { $round } pour { $who }
sp-cell-empty = Saisis d'abord les points pour { $who } (0 si aucun).
sp-cell-typed-lost = Ce que tu as saisi pour { $who } à la manche { $round } n'a pas été envoyé : cette manche a été saisie sur un autre téléphone. Vérifie la feuille de score, puis saisis la manche suivante.
sp-game-over = Fin de partie : { $winners } { $count ->
    [one] a gagné
   *[other] ont gagné
}.
sp-note-label = Note privée (toi seul la vois)
sp-note-save = Enregistrer la note
sp-your-note = Ta note privée :
sp-end = Terminer la partie
sp-end-question = Terminer la partie maintenant ?
sp-end-detail = { $lowest ->
    [yes] Le plus petit score gagne.
   *[no] Le plus grand score gagne.
} Plus aucun point ne pourra être ajouté.
sp-end-keep-playing = Continuer à jouer
# same on purpose
sp-fix-points = Points

## The log's sentences (games/score-pad.js)

sp-log-added = { $who } a ajouté { $count ->
    [one] { $count } point
   *[other] { $count } points
}{ $withScore ->
    [yes] {" "}(score { $score })
   *[no] {""}
}
sp-log-took-off = { $who } a retiré { $count ->
    [one] { $count } point
   *[other] { $count } points
}{ $withScore ->
    [yes] {" "}(score { $score })
   *[no] {""}
}
sp-log-entered = { $who } a inscrit { $points } pour la manche { $round }{ $forTeam ->
    [yes] {" "}pour { $team }
   *[no] {""}
}{ $withTotal ->
    [yes] {" "}({ $total } au total)
   *[no] {""}
}{ $over ->
    [yes] {" "}; fin de partie : { $winners } { $count ->
        [one] a gagné
       *[other] ont gagné
    }
   *[no] {""}
}
sp-log-note = { $who } a enregistré une note privée
sp-starter-heading = Qui commence ?
sp-starter-hint = Touchez qui commence, ou laissez faire le tirage au sort. Chacun le peut, jusqu'aux premiers points (SP12).
sp-starter-named = { $name } commence.
sp-log-starter = { $who } : { $name } commence
sp-log-starter-drawn = { $name } commence
sp-log-finished = { $who } a mis fin à la partie{ $count ->
    [0] {""}
    [one] {" "}: { $winners } a gagné
   *[other] {" "}: { $winners } ont gagné
}
