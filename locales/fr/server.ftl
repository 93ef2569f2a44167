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

goods-good = { $good ->
    [potato] pomme de terre
    [fruit] fruit
    [chicken] poulet
    [silk] soie
    [mead] hydromel
   *[jewelry] bijou
}
goods-count = { $count } { $good ->
    [potato] { $count ->
        [one] pomme de terre
       *[other] pommes de terre
    }
    [fruit] { $count ->
        [one] fruit
       *[other] fruits
    }
    [chicken] { $count ->
        [one] poulet
       *[other] poulets
    }
    [silk] { $count ->
        [one] soie
       *[other] soies
    }
    [mead] { $count ->
        [one] hydromel
       *[other] hydromels
    }
   *[jewelry] { $count ->
        [one] bijou
       *[other] bijoux
    }
}
goods-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
goods-nothing = rien
goods-comma = { $first }, { $rest }
goods-number = { $capital ->
    [yes] La
   *[no] la
} { $section ->
    [values] valeur de la marchandise { $good }
    [penalties] pénalité de la marchandise { $good }
    [rewards] récompense de la marchandise { $good }
   *[limits] limite de vente de la marchandise { $good } à { $players } joueurs
}
goods-table-unknown = { $path } : lis ce nombre sur l'aide de jeu (la règle ne le donne pas).
goods-table-printed = { $path } : la règle donne { $printed }, pas { $given }.
goods-table-incomplete = La table des cartes est incomplète : { $parts ->
    [both] à lire sur l'aide de jeu : { $missing } ; à reprendre telles que la règle les imprime : { $wrong }
    [wrong] à reprendre telles que la règle les imprime : { $wrong }
   *[missing] à lire sur l'aide de jeu : { $missing }
}.
goods-not-a-good = { $good } n'est pas une des marchandises : pomme de terre, fruit, poulet, soie, hydromel ou bijou.
goods-not-a-good-listed = { $good } n'est pas une des marchandises (pomme de terre, fruit, poulet, soie, hydromel, bijou).
goods-calc-players = Le jeu se joue de 3 à 5 joueurs, pas à { $players }.
goods-calc-unknown = { $number } n'est pas dans la règle : lis-la sur l'aide de jeu.
goods-calc-needed = Nécessaires mais inconnues : { $numbers } ; lis-les sur l'aide de jeu.
goods-calc-printed = La règle imprime déjà ce nombre : { $number } est de { $printed }, pas { $given }. Seuls les nombres qu'elle omet peuvent être donnés.
goods-stock-empty = Saisis les marchandises stockées d'au moins un joueur.
goods-stock-holders = { $holders } joueurs ont des marchandises stockées, mais cette partie se joue à { $players }.
goods-stock-too-many = { $name } a stocké { $total } cartes, mais un joueur en stocke au plus { $most } par partie ({ $a_week } par semaine pendant { $weeks } semaines).
goods-stock-deck = { $goods } en stock, mais le jeu n'en contient que { $deck }.
goods-first-sheriff-seat = Il n'y a pas de place { $seat } à une table de { $players } joueurs.
goods-seat-missing = Dis quel joueur fait ce coup.
goods-not-now = Tu ne peux pas { $doing } maintenant : { $phase }.
goods-doing-robin-hood = utiliser le jeton Robin des Bois
goods-doing-declare = déclarer
goods-doing-inspect = inspecter
goods-doing-deal = conclure un marché
goods-doing-apprehend = faire une arrestation
goods-doing-let-pass = laisser passer les sacs
goods-doing-end-turn = finir le tour
goods-doing-week-goods = saisir les marchandises de la semaine
goods-doing-choose-sheriff = choisir le shérif
goods-phase-declare = les joueurs déclarent leurs sacs
goods-phase-sheriff = le shérif s'occupe des sacs
goods-phase-week-end = la semaine est finie et chacun saisit ses marchandises
goods-phase-choose-sheriff = le joueur le plus pauvre choisit le premier shérif de la semaine prochaine
goods-phase-over = la partie est finie
goods-phase-unknown = pas à ce moment-là
goods-sheriff-only = Seul le shérif fait cela.
goods-robin-hood-before-declarations = Le jeton Robin des Bois s'utilise avant le début des déclarations.
goods-robin-hood-used = Tu as déjà utilisé ton jeton Robin des Bois dans cette partie.
goods-robin-hood-one-a-turn = Un seul joueur par tour peut utiliser le jeton Robin des Bois.
goods-robin-hood-sheriff = Le shérif n'a pas de sac ce tour-ci.
goods-declare-sheriff = Le shérif ne déclare pas ce tour-ci.
goods-declare-not-yet = Ce n'est pas encore à toi de déclarer : les déclarations se font dans le sens horaire à partir de la gauche du shérif, et un joueur avant toi n'a pas encore déclaré.
goods-chariot-taken = Le jeton chariot { $count } est déjà pris ce tour-ci : déclare un autre nombre.
goods-bag-count = Le sac a été déclaré avec { $cards } ; cartes saisies : { $entered }.
goods-no-bag = Ce joueur n'a pas de sac ce tour-ci.
goods-bag-settled = Ce sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci.
goods-deputy-first-regular = { $doing ->
    [deal] Un marché pour une inspection d'adjoint
   *[inspect] Une inspection d'adjoint
} vient après l'inspection normale : règle d'abord l'inspection normale.
goods-deputy-none = Pas d'inspection d'adjoint : { $why ->
    [three-players] à 3 joueurs, on n'utilise pas de jetons Adjoint
   *[none-left] il ne te reste aucun jeton Adjoint
}.
goods-deal-needs-deputy = L'inspection normale est déjà réglée : ce marché remplace une inspection d'adjoint, il coûte donc un jeton Adjoint.
goods-regular-done = L'inspection normale est faite ; utilise un jeton Adjoint pour une autre.
goods-deal-too-much = Ce joueur n'a que { $money } : un marché se paie en entier, il peut donc être d'au plus { $money }.
goods-apprehension-used = Tu as déjà utilisé ton jeton Arrestation dans cette partie.
goods-apprehend-settled = Ce sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci : choisis-en un autre pour l'arrestation.
goods-let-pass-after-inspection = Un sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci : finis plutôt le tour.
goods-end-turn-without-inspection = Aucun sac n'a été ouvert, racheté par un marché ou confisqué ce tour-ci : laisse plutôt passer chaque sac.
goods-pass-all-renamed = Laisse passer chaque sac, ou finis le tour après une inspection : ce coup a de nouveaux noms.
goods-week-goods-entered = Tu as déjà saisi les marchandises de cette semaine ; annule pour les changer.
goods-family-no-storing = Le jeu familial ne permet pas de stocker.
goods-store-at-most = Tu peux stocker au plus { $most } cartes par semaine.
goods-store-approved-only = Tu ne peux stocker que des marchandises approuvées : en stock : { $stored }, approuvées : { $approved }.
goods-week-seen = L'appli a vu ces cartes approuvées pour toi cette semaine : { $seen } ; saisies : { $entered }.
goods-week-deck = Le jeu ne contient que { $deck } ; saisies : { $entered }.
goods-week-total = L'appli compte { $known } { $known ->
    [one] carte approuvée
   *[other] cartes approuvées
} pour toi cette semaine ({ $seen } vues, { $unseen } dans des sacs passés sans être ouverts ou rachetés par un marché) ; saisies : { $entered }.
goods-poorest-chooses = C'est le joueur le plus pauvre qui choisit le prochain shérif.
goods-first-sheriff-late = Le premier shérif ne peut être changé qu'avant le premier coup de la partie.

goods-result-robin-hood = { $name } a utilisé le jeton Robin des Bois et échangé { $cards }
goods-result-declare = { $name } a déclaré { $goods }
goods-result-honest = Le shérif a inspecté { $name }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : honnête, la banque a payé { $indemnity } à { $name } ; approuvé : { $approved }
goods-result-caught = Le shérif a inspecté { $name }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : défaussé : { $discarded }, { $name } a payé une pénalité de { $penalty }{ $short ->
    [yes] {" "}(seulement { $paid } payés, { $written_off } passés en perte)
   *[no] {""}
}, récompense du shérif : { $reward } ; approuvé : { $approved }
goods-result-deal = { $name } a payé { $amount } au shérif : le sac est approuvé sans être ouvert
goods-result-apprehended-private = Le shérif a confisqué le sac de { $name } (privé)
goods-result-apprehended = Le shérif a confisqué le sac de { $name } : gardé : { $took }, rendu à { $name } : { $returned }
goods-bag-owner = { $name }
goods-result-turn-over = Le tour { $turn } est fini{ $count ->
    [0] {""}
    [one] {" "}: le sac de { $owners } est passé sans être ouvert
   *[other] {" "}: les sacs de { $owners } sont passés sans être ouverts
}
goods-result-week-private = { $name } a saisi les marchandises de la semaine (privé){ $paid ->
    [yes] {" "}; les ventes de la semaine { $week } sont payées
   *[no] {""}
}
goods-result-week = { $name } a vendu { $sold } pour { $earned }{ $storing ->
    [yes] , en stockant { $stored }
   *[no] {""}
}{ $paid ->
    [yes] {" "}; les ventes de la semaine { $week } sont payées
   *[no] {""}
}
goods-result-next-sheriff = { $name } est le premier shérif de la semaine prochaine
goods-result-first-sheriff = { $name } est le premier shérif

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
