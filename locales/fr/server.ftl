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

# Termes : attributs et jetons, cartes, rangées, rangs (R12).
rescuing-stat = { $stat ->
    [wit] Ruse
    [brawn] Force
    [stealth] Discrétion
    [jolliness] Gaieté
    [scouting] Éclaireur
    [cookery] Cuisine
    [prayer] Prière
   *[mead] Hydromel
}
rescuing-card = { $kind ->
    [castle] le château
    [sheriff] le shérif
   *[guard] le garde { $colour ->
        [red] rouge
       *[blue] bleu
    } #{ $card }
}
rescuing-row = { $form ->
    [start] { $kind ->
        [wall] La Muraille
        [sheriff] La rangée du shérif
        [courtyard] La rangée { $number } de la cour
       *[row] La rangée { $number }
    }
    [in] dans { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
    [not-in] dans { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
    [along] dans { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
    [of] de { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
   *[bare] { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
}
rescuing-rank-babe-in-the-woods = Bébé dans les bois
rescuing-rank-first-archery-lesson = Première leçon de tir à l'arc
rescuing-rank-apprentice-cook = Apprenti cuisinier
rescuing-rank-outlaw = Hors-la-loi
rescuing-rank-expert-marksman = Tireur d'élite
rescuing-rank-golden-arrow-award = Flèche d'or
rescuing-rank-robin-hood = Robin des Bois
rescuing-rank-savior-of-sherwood = Sauveur de Sherwood

# Refus : les calculateurs (R3, R4, R5, R12, R15, R18).
rescuing-not-attribute = { $attribute } n'est pas un attribut d'attaque (wit, brawn, stealth).
rescuing-attack-no-guard = Une attaque vise au moins un garde.
rescuing-guard-negative = La valeur de garde { $value } est négative.
rescuing-spent-negative = La Gaieté dépensée ne peut pas être négative.
rescuing-spent-more = { $spent } de Gaieté dépensée, mais seulement { $owned } en réserve.
rescuing-brawn-impossible = Une attaque de Force ne peut pas réussir contre une rangée qui totalise { $total } avec { $brawn } de Force : vérifie les nombres.
rescuing-imprisoned-negative = Le nombre de villageois emprisonnés ne peut pas être négatif.
rescuing-challenges-day = { $count } défis le jour { $day } : on accepte au plus 2 cartes Défi par jour (R12).
rescuing-sheriff-before-robin = Le shérif ne peut pas être vaincu avant que Robin soit délivré : sa rangée tombe après la cour (R9, R11).

# Refus : les valeurs des cartes (R15).
rescuing-guard-range = La valeur de { $stat } d'un garde { $colour ->
    [red] rouge
   *[blue] bleu
} va de { $low } à { $high }, pas { $value } : vérifie la carte.
rescuing-value-differs = Pour { $card }, la valeur de { $stat } a été saisie à { $known }, pas à { $value }.
rescuing-value-unknown = Saisis la valeur de { $stat } pour { $card } : l'appli ne la connaît pas encore.

# Refus : la table.
rescuing-solo-one-band = Le solo à une bande se joue avec une seule bande.
rescuing-mode-bands = { $mode ->
    [accelerated] La partie accélérée
    [solo-multi] Le solo à plusieurs bandes
   *[standard] La partie standard
} se joue à 2-5 bandes ; avec une seule bande, on joue le solo à une bande.
rescuing-leaders = Nomme un chef par bande ({ $count }).
rescuing-over = La partie est finie : Robin { $rescued ->
    [yes] a été délivré
   *[no] n'a pas été délivré
}.
rescuing-seat-missing = Dis quelle bande joue ce coup.
rescuing-not-now = Tu ne peux pas { $doing ->
    [end-turn] finir un tour
    [recruit] recruter
    [end-day] finir la journée
    [add-row] ajouter une rangée
    [add-castle] mettre en place le château
    [finish-setup] terminer la mise en place
    [draw-band] tirer une bande
    [plan] planifier
    [exchange] échanger des cartes
   *[attack] attaquer
} maintenant : la table { $stage ->
    [setup] met en place le champ de bataille
    [bands] tire les bandes
    [turns] joue les tours
    [recruit] recrute
    [cleanup] range la journée
   *[over] a fini : la partie est finie
}.
rescuing-plan-mid-attack = Les jetons et la Gaieté s'utilisent pendant la planification, pas au milieu d'une attaque.
rescuing-no-band-today = La bande { $number } n'est pas sur la table aujourd'hui.
rescuing-no-token = Il ne te reste aucun jeton { $token } à dépenser.
rescuing-tokens-short = Il faut { $count } jetons { $token } ; tu en as { $have }.
rescuing-row-empty = { $row } n'a plus de cartes.
rescuing-no-card = Il n'y a pas de carte #{ $card } sur le champ de bataille en ce moment.
rescuing-card-once = Désigne la carte une seule fois : par son numéro à l'écran.
rescuing-card-in-row-not = La carte #{ $card } est { $row }, pas { $other }.
rescuing-name-guard = Désigne le garde par son numéro à l'écran.
rescuing-row-only = { $row } n'a que { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
rescuing-day5-no-rows = Le jour 5 se met en place avec le château, pas avec des rangées de villageois.
rescuing-row-needs-guard = Une rangée a au moins un garde.
rescuing-castle-once = Le château se met en place une seule fois, le jour 5.
rescuing-courtyard-needs-guard = Une rangée de la cour a au moins un garde.
rescuing-rows-first = Saisis d'abord les rangées de la carte Scénario.
rescuing-starter-day5 = Les joueurs ne choisissent qui commence que le jour 5 ; les jours 1-4, le premier joueur passe dans le sens horaire (R8).
rescuing-starter-fixed = Le jour 5 a commencé : on ne peut plus changer qui le commence.
rescuing-no-such-band = Il n'y a pas de bande { $number } à cette table.
rescuing-band-entered = Ta bande est déjà saisie aujourd'hui ; annule pour la changer.
rescuing-jolliness-own-turn = La Gaieté ne se dépense que pendant ton propre tour.
rescuing-jolliness-short = Tu as { $have } de Gaieté, pas { $amount }.
rescuing-guards-once = Désigne les gardes à révéler une seule fois : par leurs numéros à l'écran.
rescuing-scouting-one-row = L'Éclaireur ne révèle que des gardes d'une seule rangée.
rescuing-guards-in = Ces gardes sont { $row }.
rescuing-name-guards = Désigne les gardes à révéler par leurs numéros à l'écran.
rescuing-prayer-not-guard = La Prière ne peut pas toucher { $card } : seules la Ruse, la Force ou la Discrétion le peuvent.
rescuing-prayer-day5-row = Le jour 5, une Prière ne touche que la rangée qu'on peut attaquer maintenant ({ $now }) ; { $row } attend son tour.
rescuing-prayer-day5-stays = Le jour 5, un garde déplacé par une Prière reste dans sa rangée.
rescuing-prayer-both = Chacun des deux joueurs doit avoir un jeton Prière.
rescuing-exchange-much = Seule la bande de Much, le fils du meunier, échange des cartes.
rescuing-exchange-other = Échange une carte avec une autre bande.
rescuing-attack-not-turn = Seul le joueur dont c'est le tour attaque.
rescuing-robin-first = Ajoute d'abord les attributs de Robin des Bois à la bande qui l'a délivré.
rescuing-wit-unfinished = Termine d'abord l'attaque de Ruse (arrête-la ou continue).
rescuing-attacked-with = Tu as déjà attaqué en { $stat } ce tour-ci : chaque attaque utilise un attribut différent.
rescuing-attacks-done = Tu as fait tes { $count } attaques de ce tour.
rescuing-day5-order = Le jour 5, les rangées tombent dans l'ordre : attaque d'abord { $row }.
rescuing-wit-row = Dis sur quelle rangée porte l'attaque de Ruse.
rescuing-wit-start = Une attaque de Ruse commence par la carte face visible au bout de la rangée.
rescuing-wit-next = L'attaque de Ruse continue { $row } : tu affrontes maintenant { $card }.
rescuing-wit-end-of-row = Il n'y a plus de carte dans cette rangée : arrête l'attaque.
rescuing-wit-nothing-to-stop = Il n'y a pas d'attaque de Ruse réussie à arrêter.
rescuing-card-twice = La carte #{ $card } est désignée deux fois.
rescuing-card-not-in = La carte #{ $card } n'est pas { $row }.
rescuing-brawn-once = Donne les valeurs de Force une seule fois, par numéro de carte.
rescuing-brawn-all = La Force attaque toute la rangée : saisis la Force des { $count } cartes.
rescuing-brawn-missing = La Force révèle toute la rangée : saisis la Force pour { $cards }.
rescuing-chosen-once = Désigne les cartes choisies une seule fois : par leurs numéros à l'écran.
rescuing-card-in = La carte #{ $card } est { $row }.
rescuing-choose-cards = Choisis les cartes à attaquer par leurs numéros à l'écran.
rescuing-chosen-each-once = Donne chaque carte choisie une seule fois, avec sa Discrétion.
rescuing-sheriff-last = Le shérif tombe en dernier : la Discrétion ne peut le prendre qu'avec tous les gardes restants de sa rangée.
rescuing-robin-rescuer = Les attributs de Robin vont à la bande qui l'a délivré.
rescuing-end-not-turn = Seul le joueur dont c'est le tour peut le finir.
rescuing-recruit-order = Le recrutement suit l'ordre du tour : c'est à la bande { $number } de choisir.
rescuing-challenge-expert = Les cartes Défi sont réservées au mode expert.
rescuing-challenge-limit = Au plus 2 cartes Défi par jour.

# La fin (R11, R12).
rescuing-outcome = { $ending ->
    [lost] Le shérif gagne : Robin des Bois n'a pas été délivré.
    [won-sheriff] { $bands ->
        [one] La bande a
       *[other] Les bandes ont
    } délivré Robin des Bois le jour 5 et vaincu le shérif.
   *[won] { $bands ->
        [one] La bande a
       *[other] Les bandes ont
    } délivré Robin des Bois le jour 5.
}
rescuing-outcome-expert = { $outcome } Score expert : { $amount } ({ $rank }).

# Résultats en mots (le journal).
rescuing-spoils = { $rescued ->
    [0] {""}
    [one] , { $rescued } villageois délivré
   *[other] , { $rescued } villageois délivrés
}{ $bonus ->
    [0] {""}
   *[other] , bonus du château +{ $bonus } de Gaieté
}{ $sheriff ->
    [yes] , shérif vaincu
   *[no] {""}
}{ $robin ->
    [yes] , Robin des Bois délivré
   *[no] {""}
}
rescuing-stats = Ruse { $wit }, Force { $brawn }, Discrétion { $stealth }, Gaieté { $jolliness }
rescuing-stats-skills = Ruse { $wit }, Force { $brawn }, Discrétion { $stealth }, Gaieté { $jolliness }, Éclaireur { $scouting }, Cuisine { $cookery }, Prière { $prayer }
rescuing-changed = Bande de { $name } : { $stat }{ $shown ->
    [yes] {" "}+{ $gain },
   *[no] {""}
} maintenant { $value }
rescuing-result-attack = Attaque de { $stat } sur { $where ->
    [cards] { $cards } { $row }
   *[row] { $row }
} : les gardes totalisent { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } carte vaincue
       *[other] { $defeated } cartes vaincues
    }{ $spoils }
   *[no] échec, { $stat } tombe à 0
}
rescuing-result-wit-failed = Attaque de Ruse ratée sur { $card } (Ruse { $value }) : les gardes totalisent { $total }, la Ruse tombe à 0
rescuing-result-wit-on = { $card } berné (Ruse { $value }) : les gardes totalisent { $total }, il reste { $left } de Ruse
rescuing-result-wit-stopped = { $card } berné (Ruse { $value }) : les gardes totalisent { $total } · { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-result-end-day = Fin du jour { $day } : { $imprisoned ->
    [one] { $imprisoned } villageois emprisonné
   *[other] { $imprisoned } villageois emprisonnés
}{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } vers la forêt de Sherwood
}{ $retired ->
    [0] {""}
   *[other] , { $retired } retirés des bandes
}
rescuing-result-recruited = La bande de { $name } a recruté un villageois au Grand Chêne (il en reste { $left })
rescuing-result-recruit-passed = La bande de { $name } a passé son tour de recrutement
rescuing-result-add-row = Rangée { $row } posée : { $villagers ->
    [one] { $villagers } villageois
   *[other] { $villagers } villageois
}
rescuing-result-add-castle = Champ de bataille du jour 5 en place : { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
rescuing-result-setup-done = Le champ de bataille du jour { $day } est prêt : place aux bandes
rescuing-result-starting-band = La bande de { $name } commence le jour 5
rescuing-result-band = Bande de { $name } aujourd'hui : { $stats }
rescuing-result-spend = { $changed }, Gaieté maintenant { $jolliness }
rescuing-result-mead = { $changed } ; il reste { $left } Hydromel
rescuing-result-scouting = Éclaireur : { $cards } révélés dans la rangée { $row }
rescuing-result-prayer-move = Garde { $guard } déplacé à la place { $place } depuis le bout de la rangée { $row }{ $spoils }
rescuing-result-prayer-remove = Garde { $guard } retiré de la rangée { $row }{ $spoils }
rescuing-result-wit-stop = Attaque de Ruse arrêtée : { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-result-robin = Robin des Bois rejoint la bande de { $name } : { $stats }{ $extra ->
    [yes] ; une attaque de plus ce tour-ci
   *[no] {""}
}
rescuing-result-end-turn = La bande de { $name } a fini son tour : { $brawn } de Force et { $jolliness } de Gaieté transmis
rescuing-result-challenge = Carte Défi acceptée { $blind ->
    [yes] à l'aveugle
   *[no] à découvert
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $count } jusqu'ici)
rescuing-result-adjust = Pouvoir du chef ({ $reason }) : { $changed }
rescuing-result-exchange = La bande de { $name } a échangé une carte avec { $other }

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
