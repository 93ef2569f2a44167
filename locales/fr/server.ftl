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

# The game's words: characters, resources, King Richard's cards, the phases of a round
hero-character = { $character ->
    [maid-marian] Marianne
    [little-john] Petit Jean
    [will-scarlett] Will l'Écarlate
    [friar-tuck] Frère Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much le meunier
   *[robin-hood] Robin Hood
}
hero-resource = { $resource ->
    [archery] tir à l'arc
    [sword] épée
    [gold] or
    [strength] force
   *[influence] influence
}
hero-loot = { $sign }{ $count } { $resource ->
    [archery] tir à l'arc
    [sword] { $count ->
        [one] épée
       *[other] épées
    }
    [gold] or
    [strength] force
   *[influence] influence
}
hero-counts = { $count ->
    [0] rien
   *[other] { $items }
}
hero-joined = { $separator ->
    [semicolon] { $first } ; { $rest }
   *[comma] { $first }, { $rest }
}
hero-king-richard-card = { $card ->
    [double-gold] doubler le prix des cartes Or (usage unique)
    [lower-bounty] baisser la prime de 200 (usage unique)
   *[story-sight] voir la prochaine carte Histoire (permanent)
}
hero-phase = { $phase ->
    [active] héros actif
    [rob] voler les riches
    [action] action
   *[story] Histoire
}

# Refusals (rulings H1-H11)
hero-starting-bounty = La prime de départ est une case de la piste : un multiple de 100, pas { $bounty }.
hero-over = La partie est finie : tu as { $outcome ->
    [won] gagné
   *[lost] perdu
}.
hero-wrong-phase = Tu ne peux pas { $doing ->
    [story] résoudre une carte Histoire
    [choose-hero] changer de héros actif
    [rob] voler les riches
   *[action] faire une action
} pendant la phase « { $phase } » (ordre de la manche : héros actif, voler les riches, action, Histoire).
hero-not-a-resource = « { $resource } » n'est pas une ressource : les cartes montrent tir à l'arc, épée, or, force ou influence.
hero-not-a-character = « { $name } » n'est ni Robin Hood ni l'un des six Joyeux Compagnons.
hero-not-a-king-richard-card = « { $name } » n'est pas une carte Roi Richard.
hero-robin-skills = Les compétences de Robin Hood sont imprimées dans la règle : 3 tir à l'arc et 2 épées.
hero-robin-never-recruited = Robin Hood n'est jamais recruté : il commence face visible. Saisis seulement son coût de libération.
hero-numbers-first = Saisis d'abord { $what ->
    [rescue] le coût de libération
   *[all] les compétences et les coûts
} de { $character } d'après sa carte.
hero-enter-part = Saisis { $part ->
    [skills] les compétences
    [recruit] le coût de recrutement
   *[rescue] le coût de libération
} de { $character } (des zéros là où la carte n'indique rien).
hero-name-character-or-card = Nomme un personnage ou une carte Roi Richard.
hero-count-range = Le nombre pour { $resource } doit être un nombre entier de 0 à 20.
hero-paying = { $cost ->
    [recruit] Recruter { $character }
    [rescue] Libérer { $character }
    [king-richard] Cette carte Roi Richard
    [sherwood] Une carte Forêt de Sherwood
    [lower-bounty] Baisser la prime
   *[story] Cette carte Histoire
}
hero-loot-alone = sans héros actif, avec le butin seul
hero-after-skills = après les compétences de { $character }
hero-needs-loot = { $what } demande encore { $short } de butin dans ton inventaire ({ $hero }).
hero-not-face-up-to-lead = { $character } n'est pas face visible : seul un personnage recruté et libre peut être le héros actif.
hero-pick-hero-first = Ton héros actif est en prison : fais d'abord d'un autre personnage face visible le héros actif ({ $characters }).
hero-draw-limit = Tu pioches { $draws } cartes Butin cette manche, pas { $drawn }.
hero-play-limit = Seules { $plays } cartes peuvent être jouées dans l'inventaire cette manche, pas { $count }.
hero-hand-short = Tu as { $held } cartes en main ; tu ne peux pas en jouer { $count }.
hero-already-recruited = { $character } est déjà recruté.
hero-not-in-jail = { $character } n'est pas en prison.
hero-king-richard-not-available = Cette carte Roi Richard n'est pas dans la zone du Roi Richard.
hero-king-richard-cost-first = Saisis d'abord le coût de cette carte Roi Richard, inscrit au dos.
hero-king-richard-not-held = Tu n'as pas cette carte Roi Richard.
hero-camp-built = Les cinq cartes Forêt de Sherwood sont construites.
hero-name-protected = Indique quel personnage cette carte Forêt de Sherwood protège de la prison : il est imprimé sur la carte.
hero-lower-once = La prime ne peut être baissée avec l'influence qu'une fois par manche.
hero-no-action-after-action = Tu as déjà fait une action cette manche : la prime ne monte que lors d'une manche sans action. Passe à la carte Histoire.
hero-no-hero-no-ability = Il n'y a pas de héros actif, donc pas de capacité spéciale à utiliser.
hero-robin-no-ability = Robin Hood n'a pas de capacité spéciale : fais d'un Joyeux Compagnon recruté le héros actif pour en utiliser une.
hero-enter-effects = Saisis ce que { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} a changé : l'inventaire, la main, les pioches ou les cartes jouées de la manche, les actions de la manche ou la prime.
hero-takes-loot = { $what ->
    [ability] Cette capacité spéciale
   *[card] « { $card } »
} prend { $taken } dans l'inventaire, qui n'en contient que { $held }.
hero-takes-hand = { $what ->
    [ability] Cette capacité spéciale
   *[card] « { $card } »
} prend { $count } cartes de ta main, qui n'en contient que { $held }.
hero-draws-over = { $effect ->
    [draws] Les pioches
   *[plays] Les cartes jouées
} de cette manche sont passées : saisis { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} avant de voler les riches.
hero-actions-over = La phase d'action de cette manche est passée : saisis { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} avant la carte Histoire.
hero-bounty-steps = La prime avance sur la piste par pas de 100, pas de { $amount }.
hero-enter-alternative = Saisis l'alternative de la carte comme la carte l'indique : la prime montée, des personnages emprisonnés, les cartes Forêt de Sherwood défaussées ou du butin perdu.
hero-pay-needs-cost = Payer une carte Histoire demande son coût : au moins une ressource.
hero-choice-with-outcome = Payer ou prendre l'alternative de la carte se fait avec les effets de la carte, pas avec un seul résultat.
hero-story-cannot-pay = { $short } Si tu ne peux pas payer, prends plutôt l'alternative de la carte (H11).
hero-old-field-needs-outcome = Un personnage ou un montant va avec un seul résultat (emprisonné, prime montée) ; pour saisir plusieurs effets, utilise les personnages emprisonnés et la prime.
hero-outcome-or-effects = Saisis la carte Histoire soit comme un résultat, soit comme ses effets, pas les deux.
hero-paid-needs-cost = Une carte Histoire payée demande son coût : au moins une ressource. Si la carte ne demandait rien, choisis Rien à payer.
hero-name-jailed = Nomme le personnage face visible que la carte Histoire emprisonne.
hero-say-rise = Indique de combien la prime monte.
hero-cannot-lose = Ton inventaire contient { $held } ; la carte Histoire ne peut pas en prendre { $count }.
hero-jail-once = Nomme chaque personnage emprisonné une seule fois.
hero-not-face-up-to-jail = { $character } n'est pas face visible : une carte Histoire n'emprisonne qu'un personnage face visible.

# The log's words for each move's result
hero-paid-for = {" "}pour { $loot }
hero-no-loot-spent = {" "}(aucun butin dépensé)
hero-effect = { $effect ->
    [hand] main
    [draws] pioches
    [plays] cartes jouées
    [actions] actions
   *[bounty] prime
} { $change }
hero-no-change = aucun changement
hero-bounty-now = {" "}; prime { $bounty }
hero-newly-active = {" "}; { $character } est le héros actif
hero-protecting = , protégeant { $character }
hero-camp-complete = {" "}; le camp est complet : prime -200
hero-numbers-part = { $part ->
    [skills] compétences
    [recruit] recrutement
   *[rescue] libération
} { $counts }
hero-reason-ability = Capacité spéciale
hero-reason-hero-ability = Capacité spéciale de { $character }
hero-reason-king-richard = Carte Roi Richard
hero-reason-story = Carte Histoire
hero-reason-card = { $whose } : { $card }
hero-story-outcome = { $outcome ->
    [paid] payée
    [jailed] emprisonnement
    [sherwood_lost] Sherwood perdue
    [bounty_raised] prime montée
    [bounty_lowered] prime baissée
    [loot_lost] butin perdu
    [several] plusieurs effets
    [alternative] alternative
   *[nothing] rien
}
hero-story-named = Carte Histoire « { $card } » : { $outcome }
hero-story-unnamed = Carte Histoire : { $outcome }
hero-story-unpaid = impayé : { $counts }
hero-story-alternative = l'alternative de la carte
hero-story-paid = payé : { $counts }
hero-story-lost = perdu : { $counts }
hero-story-protected = { $character } échappe à la prison grâce à la carte Forêt de Sherwood { $card }
hero-story-jailed = { $count ->
    [one] { $characters } emprisonné
   *[other] { $characters } emprisonnés
}
hero-story-discarded = { $count ->
    [one] { $count } carte Forêt de Sherwood défaussée
   *[other] { $count } cartes Forêt de Sherwood défaussées
}
hero-story-pick-hero = choisis le prochain héros actif
hero-result-numbers = Chiffres de { $character } : { $parts }
hero-result-king-richard-cost = La carte Roi Richard « { $card } » coûte { $counts }
hero-result-active = { $character } est le héros actif
hero-result-rob = Pioché { $drawn }, joué { $played } ; { $hand } en main, { $discarded ->
    [one] { $discarded } défaussée
   *[other] { $discarded } défaussées
}
hero-result-recruit = { $character } recruté{ $paid }{ $active }{ $track }
hero-result-rescue = { $character } libéré de prison{ $paid }{ $active }{ $track }
hero-result-king-richard-acquired = Carte Roi Richard acquise : { $card }{ $paid }
hero-result-king-richard-used = Carte Roi Richard utilisée : { $card }{ $track }
hero-result-build = Une carte Forêt de Sherwood construite{ $paid }{ $protecting }{ $complete }{ $track }
hero-result-lower-bounty = Prime baissée à { $bounty }{ $paid }
hero-result-ability = { $reason } : { $note } ({ $effects }){ $track }
hero-result-no-action = Aucune action cette manche : la prime monte à { $bounty }
hero-result-adjust = { $reason } : { $effects }{ $track }
hero-result-story = { $parts }{ $active }{ $track }, { $left ->
    [one] { $left } carte Histoire restante
   *[other] { $left } cartes Histoire restantes
}

# The outcome of a finished game (H2)
hero-outcome-won = { $player } gagne à la manche { $round } : les six Joyeux Compagnons sont libres et la prime est de { $bounty }.
hero-outcome-lost = { $player } perd à la manche { $round } : { $why ->
    [bounty] la prime a atteint 1000 : Robin Hood est livré.
    [story] la dernière carte Histoire a été résolue sans victoire.
   *[sheriff] le shérif a gagné.
}

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
