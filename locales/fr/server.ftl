# Sherwood Table : toutes les phrases qu'écrit le serveur, en français.
# Mêmes identifiants que locales/en/server.ftl (la source) ; le glossaire est dans docs/languages.md.

## Shared words

player-number = Joueur { $number }
private = (privé)
amount = { $measure ->
    [money] { MONEY($value) }
    [gold] { $value ->
        [one] { $value } pièce d'or
       *[other] { $value } pièces d'or
    }
    [bounty] { $value } de prime
    [villagers-rescued] { $value ->
        [one] { $value } villageois sauvé
       *[other] { $value } villageois sauvés
    }
   *[points] { $value ->
        [one] { $value } point
       *[other] { $value } points
    }
}

## Outcomes and tie-breaks every game shares

outcome-nobody = Personne ne gagne.
outcome-wins = { $names } gagne.
outcome-share = { $names } se partagent la victoire.
outcome-wins-with = { $names } gagne avec { $amount }.
outcome-share-with = { $names } se partagent la victoire avec { $amount } chacun.
tie-equal-amount = { $names } ont { $amount } chacun : { $measure ->
    [money] à argent égal, la victoire est partagée
    [gold] à or égal, la victoire est partagée
   *[other] à égalité, la victoire est partagée
}.

## Checks every move, option and calculator input goes through

field-null = { $path } : ne doit pas être null.
field-problem = { $path } : { $problem }
field-unknown = { $path } : champ inconnu.
field-required = { $path } : ce champ est obligatoire.
field-not-whole = { $value } n'est pas un nombre entier.
field-below-minimum = { $value } est sous le minimum de { $minimum }.
field-above-maximum = { $value } dépasse le maximum de { $maximum }.
field-not-number = { $value } n'est pas un nombre.
field-not-text = { $value } n'est pas du texte.
field-too-short = demande au moins { $minimum } caractères.
field-too-long = dépasse { $maximum } caractères.
field-not-bool = { $value } n'est ni true ni false.
field-not-choice = { $value } n'est pas l'une des valeurs { $choices }.
field-not-list = { $value } n'est pas une liste.
field-too-few-items = demande au moins { $minimum } élément(s).
field-too-many-items = a plus de { $maximum } éléments.
field-not-object = { $value } n'est pas un objet.
field-too-many-entries = a plus de { $maximum } entrées.
input-not-object = { $what ->
    [move] Le coup
    [options] Les options
   *[input] L'entrée
} doit être un objet JSON, pas { $kind }.
move-no-type = Un coup a besoin d'un « type ».
move-unknown = { $type } n'est pas un coup de { $game } (coups : { $known }).
preset-none = { $game } n'a rien à enregistrer pour les tables suivantes.
seat-missing = Il n'y a pas de place { $seat } à cette table.
seat-none = Cette place n'existe pas.
seat-not-named = Indique pour quelle place est ce coup.
game-over = La partie est finie.
log-undo-missing = Le journal annule un coup qui n'existe pas.
log-move-gone = Le coup { $version } n'est plus dans le journal (repris ou supprimé).

## The API's answers

problem-refused-by = Refusé selon la règle { $rule }

the-host = l'hôte
move-of-host = le coup { $version } ({ $what } de l'hôte)
move-of-player = le coup { $version } ({ $what } de { $name })
change-breaks-move = { $change ->
    [undo] Annuler cela
   *[correction] Cette correction
} rendrait { $move } illégal : { $why }
change-breaks-private-move = { $change ->
    [undo] Annuler cela
   *[correction] Cette correction
} rendrait { $move } illégal{ $ruled ->
    [yes] {" "}selon { $rule } ({ $ruling })
   *[no] {""}
}. Ce qu'il enfreindrait est privé pour { $owner }, il n'est donc pas montré ici : { $owner } peut corriger le coup { $version }, ou l'hôte peut le supprimer dans la même correction.

preview-change = { $move } : { $detail }
preview-change-private = { $move } : son résultat change (privé)
preview-nothing-later = Cette correction ne change le résultat d'aucun coup suivant.
preview-later = Cette correction change { $count ->
    [one] { $count } coup suivant
   *[other] { $count } coups suivants
} : { $listed }.

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin des Bois (marchandises et le shérif)
game-hero-of-the-people = Robin des Bois : héros du peuple
game-rescuing-robin-hood = Sauvez Robin des Bois
game-robin-hood-1990 = Robin des Bois (1990)
game-score-pad = Bloc de score

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = cartes du Marché
move-curse-you-robin-hood-reveal = carte révélée
move-curse-you-robin-hood-legend = cartes de la Légende
move-curse-you-robin-hood-take = carte du Marché
move-curse-you-robin-hood-archery = tir aux cartes

## Robin Hood (goods and the Sheriff)

move-robin-hood-goods-robin-hood = jeton Robin des Bois
move-robin-hood-goods-declare = déclaration
move-robin-hood-goods-let-pass = laisser passer chaque sac
move-robin-hood-goods-end-turn = fin du tour
move-robin-hood-goods-pass-all = laisser passer les sacs
move-robin-hood-goods-inspect = inspection
move-robin-hood-goods-deal = marché conclu
move-robin-hood-goods-apprehend = arrestation
move-robin-hood-goods-week-goods = marchandises de la semaine
move-robin-hood-goods-choose-sheriff = choix du prochain shérif
move-robin-hood-goods-first-sheriff = premier shérif

## Robin Hood: Hero of the People

move-hero-of-the-people-card-numbers = chiffres de la carte
move-hero-of-the-people-choose-hero = choix du héros actif
move-hero-of-the-people-rob = voler les riches
move-hero-of-the-people-recruit = recrutement
move-hero-of-the-people-rescue = libération
move-hero-of-the-people-acquire-king-richard = carte Roi Richard acquise
move-hero-of-the-people-use-king-richard = carte Roi Richard utilisée
move-hero-of-the-people-build = construction
move-hero-of-the-people-lower-bounty = baisse de la prime
move-hero-of-the-people-ability = capacité spéciale
move-hero-of-the-people-no-action = manche sans action
move-hero-of-the-people-adjust = ajustement
move-hero-of-the-people-story = carte Histoire

## Rescuing Robin Hood

move-rescuing-robin-hood-add-row = rangée
move-rescuing-robin-hood-add-castle = château
move-rescuing-robin-hood-setup-done = fin de la mise en place
move-rescuing-robin-hood-starting-band = bande de départ
move-rescuing-robin-hood-band = totaux de la bande
move-rescuing-robin-hood-spend-jolliness = gaieté dépensée
move-rescuing-robin-hood-cookery = jeton Cuisine
move-rescuing-robin-hood-mead = jeton Hydromel
move-rescuing-robin-hood-scouting = jeton Éclaireur
move-rescuing-robin-hood-prayer-move = Prière (déplacer un garde)
move-rescuing-robin-hood-prayer-remove = Prières (retirer un garde)
move-rescuing-robin-hood-wit = attaque de Ruse
move-rescuing-robin-hood-wit-stop = fin d'une attaque de Ruse
move-rescuing-robin-hood-brawn = attaque de Force
move-rescuing-robin-hood-stealth = attaque de Discrétion
move-rescuing-robin-hood-robin = attributs de Robin des Bois
move-rescuing-robin-hood-end-turn = fin du tour
move-rescuing-robin-hood-recruit = recrutement
move-rescuing-robin-hood-end-day = fin de la journée
move-rescuing-robin-hood-challenge = carte Défi
move-rescuing-robin-hood-adjust = pouvoir du chef
move-rescuing-robin-hood-exchange = échange

## Robin Hood (1990)

move-robin-hood-1990-duel = duel
move-robin-hood-1990-event = carte Événement
move-robin-hood-1990-settle = règlement
move-robin-hood-1990-first-player = premier joueur
move-robin-hood-1990-starter = premier joueur de la section

# Refusals
rh1990-point-unknown = Le point de rassemblement { $point } n'existe pas (1-4).
rh1990-rule-unknown = Mode de règlement inconnu : { $rule } (last ou behind).
rh1990-one-arrival = Un seul pion exactement a atteint le point de rassemblement : donne-lui la distance 0.
rh1990-distance-negative = La distance de { $who } est négative ({ $distance }).
rh1990-share-space = { $first } et { $second } ne peuvent pas occuper tous deux la case { $space } : seuls les pions renvoyés au départ de la section partagent une case.
rh1990-not-castle-card = { $card } n'est pas une carte Château (1-5 ou 'sheriff').
rh1990-same-cards = Les deux cartes Château d'un duel sont des cartes différentes.
rh1990-settlement-too-few = Un règlement demande les distances d'au moins 2 joueurs.
rh1990-over = La partie est finie : la cabane du pêcheur est atteinte.
rh1990-seat-missing = Indique pour quel joueur c'est.
rh1990-seat-not-at-table = La place { $seat } n'existe pas à une table de { $players } joueurs.
rh1990-starter-first = D'abord, les joueurs à égalité avec le moins d'or ({ $seats }) choisissent qui commence la section { $section } : l'un d'eux ou l'hôte le saisit.
rh1990-section-over = Le pion de la place { $seat } a atteint le point de rassemblement { $point } après avoir gagné le duel sur la case de départ du shérif : la section est terminée ; saisis le règlement.
rh1990-onto-point-lost = Seul un joueur qui gagne le duel avance sur le point de rassemblement ; le shérif a gagné celui-ci, donc ton pion retourne au point de départ de la section.
rh1990-pawn-both = Un événement déplace ton pion soit d'un nombre de cases, soit jusqu'au point de départ de la section, pas les deux.
rh1990-distances-every = Donne une distance pour chaque joueur ({ $seats }) et pour personne d'autre.
rh1990-arrival-at-zero = La place { $seat } a gagné le duel sur la case de départ du shérif et a avancé sur le point de rassemblement : ce pion est arrivé le premier, à la distance 0.
rh1990-nobody-choosing = Personne ne choisit de premier joueur en ce moment : le joueur qui a le moins d'or commence.
rh1990-only-tied-choose = Seuls les joueurs à égalité avec le moins d'or ({ $seats }) ou l'hôte choisissent qui commence ; la place { $seat } n'est pas à égalité.
rh1990-not-tied = La place { $seat } n'est pas à égalité avec le moins d'or : c'est l'une des { $seats } qui commence.
rh1990-first-player-late = Le premier joueur se choisit avant le premier duel, événement ou règlement ; la partie a commencé, il reste donc tel quel.
rh1990-no-such-seat = Il n'y a pas de place { $seat } à cette table de { $players } joueurs.

# Seats (counted from 1) and the gathering points
rh1990-seat = Place { $number }
rh1990-seats = { $count ->
    [one] place
   *[other] places
} { $numbers }
rh1990-place-inn = l'auberge
rh1990-place-clearing = la clairière
rh1990-place-farm = la ferme
rh1990-place-hut = la cabane du pêcheur

# The log's results in words
rh1990-result-duel-lost = { $who } a perdu le duel à l'arc contre le shérif : retour au point de départ de la section
rh1990-result-duel-won = { $who } a gagné le duel à l'arc : +{ $amount }, { $then ->
    [arrived] directement sur le point de rassemblement : la section est terminée
   *[returns] le pion du shérif retourne sur sa case de départ
}
rh1990-gold-change = { $sign }{ $amount }
rh1990-gold-none = pas d'or
rh1990-event-short = {" "}(seulement { $taken } sur { $asked } ont pu être prises)
rh1990-pawn-to-start = {" "}; pion renvoyé au départ de la section
rh1990-pawn-moved = {" "}; pion { $direction ->
    [forward] avancé
   *[back] reculé
} de { $spaces } { $spaces ->
    [one] case
   *[other] cases
}
rh1990-result-event = Événement « { $text } » : { $who } { $gold }{ $short }, maintenant { $now }{ $pawn }
rh1990-paid-one = { $who } +{ $gold }
rh1990-paid-more = { $first }, { $rest }
rh1990-result-settle-won = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; fin de partie : { $names } { $count ->
    [one] a
   *[other] ont
} gagné
rh1990-result-settle-starter = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; { $who } commence la section { $section }
rh1990-result-settle-tied = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; { $names } sont à égalité avec le moins d'or et choisissent qui commence
rh1990-result-first-player = { $who } commence la section 1
rh1990-result-starter = { $who } commence la section

## Score pad (rules SP1-SP11)

move-score-pad-add = points
move-score-pad-score = points de la manche
move-score-pad-note = note privée
move-score-pad-finish = fin de la partie


sp-over = La partie est finie : elle n'accepte plus de coups.
sp-add-zero = Ajouter 0 point ne change rien.
sp-add-on-sheet = Cette table tient une feuille de score : inscris les points dans la case d'une manche.
sp-score-no-sheet = Cette table n'a pas de feuille de score : ajoute des points au lieu d'inscrire une manche.
sp-rounds-need-sheet = Un nombre de manches demande la feuille de score (sheet: true).
sp-round-entered = { $side } a déjà des points pour la manche { $round } : corrige-les par une correction.
sp-rounds-limit = La partie compte { $rounds } manches.
sp-round-first = La manche { $round } vient d'abord pour { $side }.
sp-team-of = l'équipe des joueurs { $numbers }
sp-team-twice = Le joueur { $number } est dans deux équipes (ou deux fois dans une).
sp-team-too-small = Une équipe compte deux joueurs ou plus.
sp-one-side = Au moins deux camps doivent jouer : une équipe et un joueur, ou deux équipes.
sp-team-suffix = {" "}(équipe { $names })
sp-team-names = { $names }
sp-result-add = { $name }{ $team } { $points } : { $score } au total
sp-result-score = { $name }{ $team }, manche { $round } : { $points }, { $total } au total{ $end }
sp-result-note = { $name } a enregistré une note privée
sp-game-over = Fin de partie : { $count ->
    [0] personne n'a gagné
    [one] { $names } a gagné
   *[other] { $names } ont gagné
}
sp-score-ended = . { $over }
sp-outcome = { $kind ->
    [team] { $names } gagnent ensemble avec { $amount }
    [sides] { $names } se partagent la victoire avec { $amount } chacun
    [shared] { $names } se partagent la victoire avec { $amount } chacun
   *[one] { $names } gagne avec { $amount }
}{ $ending ->
    [goal] , atteignant l'objectif de { $goal }.
    [lowest] {" "}(le plus petit total gagne).
   *[none] .
}
sp-tie = { $sides } ont { $amount } chacun : à { $lowest ->
    [yes] plus petit
   *[no] plus grand
} total égal, la victoire est partagée.
sp-team-note = { $names } ont joué en équipe et partagent son total, son rang et sa { $won ->
    [yes] victoire
   *[no] place
}.
