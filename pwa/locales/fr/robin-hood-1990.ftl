# robin-hood-1990: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.

## The game's terms

# Un point de rassemblement par son numéro (1-4 ; 0 : l'un d'eux), dans le rôle $form de la
# phrase : name (comme nom, avec l'article), dative (après « avant »), at (où : « à l'auberge »).
rh1990-place = { $point ->
    [1] { $form ->
        [at] à l'auberge
       *[name] l'auberge
    }
    [2] { $form ->
        [at] à la clairière
       *[name] la clairière
    }
    [3] { $form ->
        [at] à la ferme
       *[name] la ferme
    }
    [4] { $form ->
        [at] à la cabane du pêcheur
       *[name] la cabane du pêcheur
    }
   *[other] { $form ->
        [at] au point de rassemblement
       *[name] le point de rassemblement
    }
}
rh1990-castle-card = { $card ->
    [sheriff] la carte Shérif
   *[arrows] { $arrows ->
        [one] { $arrows } flèche
       *[other] { $arrows } flèches
    }
}
rh1990-spaces = { $spaces ->
    [0] arrivé
    [one] à { $spaces } case
   *[other] à { $spaces } cases
}
rh1990-gold = { $count ->
    [one] { $count } pièce d'or
   *[other] { $count } pièces d'or
}
rh1990-player-number = Joueur { $number }

## The table: who starts, the ledger, the duel, the event card, the settlement

rh1990-round-line = Section { $section } sur 4 · vers { $place } · { $starts ->
    [nobody] qui commence ?
    [youngest] qui commence ? (le plus jeune)
   *[named] { $name } commence
} · paiement : { $rule ->
    [last] distance au dernier pion
   *[behind] distance au pion juste derrière
}
rh1990-over = La partie est finie : { $names } { $count ->
    [one] a
   *[other] ont
} gagné.
# $place in its "at" form.
rh1990-last-paid = { $gold ->
    [one] { $gold } pièce d'or payée
   *[other] { $gold } pièces d'or payées
} { $place }
rh1990-arrived-hint = { $name } a gagné le duel sur la case de départ du shérif et se trouve { $place } : la section est terminée. Saisis le règlement ({ $name } est arrivé le premier, à 0).
rh1990-chart-title = Pièces d'or par section
rh1990-chart-start = départ
rh1990-oak-start = au départ, au pied du chêne
# Beside the coins drawn (30 at most): how many more the player holds, not a gain.
rh1990-coins-more = et { $count } de plus
rh1990-beyond-box = Les joueurs ont { $held } pièces d'or : { $beyond } de plus que les { $box } pièces d'or des 80 cartes pièces de la boîte. L'application paie tout en entier (règle V8) : complétez avec des pièces de remplacement.
rh1990-duels-heading = Duels de la section { $section }
rh1990-duel-news-won = { $name } a gagné : +{ $gold } pièces d'or, le pion du shérif est retourné sur sa case de départ{ $onto ->
    [yes] , et { $name } a avancé directement sur le point de rassemblement
   *[no] {""}
}.
# $start: where the section began, in its "at" form (the oak tree, or the last gathering point).
rh1990-duel-news-lost = { $name } a perdu contre le shérif : son pion est revenu { $start }, d'où cette section est partie ; le pion du shérif reste là où il a gagné.
rh1990-youngest-heading = Qui est le plus jeune ? Cette personne commence.
rh1990-youngest-chosen = { $name } commence la section 1. Touche un autre nom pour changer avant le premier coup.
rh1990-youngest-tap = Touche le nom du joueur le plus jeune. Tu peux le changer jusqu'au premier duel, événement ou paiement.
rh1990-seats-free = { $count ->
    [one] 1 place est encore libre
   *[other] { $count } places sont encore libres
} : leurs joueurs pourront être choisis une fois assis.
rh1990-tied-heading = À égalité avec le moins d'or : qui commence ?
rh1990-starts = { $name } commence
rh1990-tied-waiting = En attente que { $names } (ou l'hôte) choisissent qui commence la section { $section }.
rh1990-player = Joueur
rh1990-pick-card = Choisis une carte
rh1990-sheriff-option = Shérif
rh1990-player-card = Carte Château du joueur
rh1990-sheriff-card = Carte Château du shérif
rh1990-duel-onto-point = Sur la case de départ du shérif : le vainqueur avance directement sur le point de rassemblement
rh1990-duel-cards-first = Choisis d'abord les deux cartes Château : celle du joueur et celle du shérif.
rh1990-duel-send = Régler le duel
rh1990-duel = Duel à l'arc
rh1990-event = Carte Événement
rh1990-event-text = Texte de la carte ou note
rh1990-event-text-placeholder = Ce que dit la carte, ou une note
rh1990-event-gold = Pièces d'or (+ gagnées, − perdues)
rh1990-event-pawn = Pion
rh1990-event-spaces = Cases
rh1990-pawn-stayed = n'a pas bougé
rh1990-pawn-forward = a avancé
rh1990-pawn-back = a reculé
rh1990-pawn-to-start = est retourné au départ de la section
rh1990-event-text-first = Écris d'abord le texte de la carte ou une note.
rh1990-event-gold-whole = Les pièces d'or sont un nombre entier : négatif quand la carte en a pris.
rh1990-event-send = Saisir l'événement
rh1990-short-of = { $name } : cases restantes avant { $place }
rh1990-not-entered = non saisi
rh1990-whole-number = un nombre entier, 0 ou plus
rh1990-space-fewer = Une case de moins pour { $name }
rh1990-space-more = Une case de plus pour { $name }
rh1990-settle-heading = Point de rassemblement { $point } : { $place }
rh1990-settle-hint = Quand un pion atteint le point de rassemblement, saisis à combien de cases se trouve chaque pion : 0 pour celui qui est arrivé.
rh1990-arrived-first = { $name } : arrivé le premier, après le duel (à 0 case)
rh1990-check-payout = Vérifier le paiement
rh1990-distances-missing = Saisis à combien de cases { $count ->
    [one] se trouve
   *[other] se trouvent
} { $names } (0 pour le pion arrivé).
rh1990-distances-whole = { $names } : une distance est un nombre entier de cases, 0 ou plus.
rh1990-pay-out-at = Payer { $place } ?
rh1990-payout-line = { $name } +{ $gold } { $gold ->
    [one] pièce
   *[other] pièces
} d'or ({ $spaces })
rh1990-pay-out = Payer
rh1990-change-distances = Changer les distances
rh1990-fix-youngest = Le plus jeune, qui commence la section 1
rh1990-fix-starter = Qui commence

## The log's sentences

rh1990-log-duel-won = { $who } a gagné un duel à l'arc ({ $player } contre { $sheriff }) : +5 pièces d'or{ $onto ->
    [yes] , puis a avancé directement sur le point de rassemblement
   *[no] {""}
}
rh1990-log-duel-lost = { $who } a perdu un duel à l'arc contre le shérif ({ $player } contre { $sheriff }) : pion renvoyé au point de départ de la section
# V8: after this payout the players hold more gold than the box's coins.
rh1990-log-beyond-box = {" "}; les joueurs ont maintenant { $beyond } pièces d'or de plus que les pièces de la boîte : complétez avec des pièces de remplacement
rh1990-log-first-player = { $who } a choisi le plus jeune : { $name } commence la section 1
rh1990-log-drawn-starter = { $first ->
    [yes] { $name } commence la section 1
   *[no] { $name } commence la section suivante
}
rh1990-log-starter = { $host ->
    [yes] L'hôte
   *[no] { $who }
} a choisi qui commence : { $name }
rh1990-log-settle = { $where } réglé{ $paid } ({ $spots })
rh1990-log-where = Point de rassemblement { $point } ({ $place })
rh1990-log-where-unknown = Un point de rassemblement
rh1990-log-paid = {" "}: { $paid } pièces d'or
rh1990-log-paid-one = { $name } +{ $gold }
rh1990-log-spot = { $name } { $spaces }
rh1990-log-event = { $who } : événement « { $text } » : { $gold }{ $pawn }{ $clamped }
rh1990-log-event-gold = { $signed } { $amount ->
    [one] pièce d'or
   *[other] pièces d'or
}
rh1990-log-event-no-gold = pas d'or
rh1990-log-pawn-to-start = , pion renvoyé au départ de la section
rh1990-log-pawn-moved = , pion { $direction ->
    [forward] avancé
   *[back] reculé
} de { $spaces } { $spaces ->
    [one] case
   *[other] cases
}
rh1990-log-clamped = {" "}(seulement { $taken } sur { $asked } ont pu être prises : l'or ne descend jamais sous 0)

## The new-table form (rh1990-options.js)

rh1990-option-players = Joueurs
rh1990-option-rule = Règlement
rh1990-option-rule-last = Celui du livret de règles
rh1990-option-rule-behind = Règle maison V2
rh1990-option-rule-help = Quand un pion atteint un point de rassemblement, le livret de règles paie à chaque joueur les cases entre lui et le dernier joueur ; la règle maison V2 paie les cases jusqu'au joueur juste derrière.
