# rescuing-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.
# Les phrases du serveur pour ce jeu sont dans locales/fr/server.ftl, « Rescuing Robin Hood » : mêmes termes.

## Terms: attributes and tokens, medallions, colours, rows, cards, ranks

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
rescuing-stat-label = { $stat ->
    [wit] ruse
    [brawn] force
    [stealth] discrétion
    [jolliness] gaieté
    [scouting] éclaireur
    [cookery] cuisine
    [prayer] prière
   *[mead] hydromel
}
rescuing-stat-value = { $name } { $value }
rescuing-token-count = { $name } ×{ $count }
rescuing-stat-short = { $stat ->
    [wit] R{ $value }
    [brawn] F{ $value }
   *[stealth] D{ $value }
}
rescuing-medallion = { $medallion ->
    [bronze] bronze
    [silver] argent
   *[gold] or
}
rescuing-medallion-initial = { $medallion ->
    [bronze] B
    [silver] A
   *[gold] O
}
rescuing-medallion-villager = villageois à médaillon { $medallion ->
    [bronze] de bronze
    [silver] d'argent
   *[gold] d'or
}
rescuing-colour = { $colour ->
    [red] rouge
   *[blue] bleu
}
rescuing-row-label = { $kind ->
    [wall] Muraille
    [sheriff] Rangée du shérif
    [courtyard] Cour { $number }
   *[row] Rangée { $number }
}
rescuing-card-label = { $kind ->
    [castle] le château
    [sheriff] le shérif
   *[guard] garde { $colour ->
        [red] rouge
       *[blue] bleu
    } #{ $card }
}
rescuing-card-spoken = { $kind ->
    [castle] Le château : { $values }
    [sheriff] Le shérif : { $values }
   *[guard] Garde { $colour ->
        [red] rouge
       *[blue] bleu
    } #{ $card }, { $face ->
        [down] face cachée
        [up] face visible
       *[known] { $values }
    }
}
rescuing-card-short = #{ $card } { $kind ->
    [castle] le château
    [sheriff] le shérif
   *[guard] { $colour ->
        [red] rouge
       *[blue] bleu
    }
}
rescuing-guard-choice = #{ $card }, garde { $colour ->
    [red] rouge
   *[blue] bleu
}, { $row }
rescuing-sheriff-card = Shérif
rescuing-band-number = Bande { $number }
rescuing-seat-word = Bande
rescuing-rank-babe-in-the-woods = Blanc-bec des bois
rescuing-rank-first-archery-lesson = Première leçon de tir à l'arc
rescuing-rank-apprentice-cook = Apprenti cuisinier
rescuing-rank-outlaw = Hors-la-loi
rescuing-rank-expert-marksman = Tireur d'élite
rescuing-rank-golden-arrow-award = Flèche d'or
rescuing-rank-robin-hood = Robin des Bois
rescuing-rank-savior-of-sherwood = Sauveur de Sherwood

## The screen: the day, the rules, the battlefield, the bands

rescuing-won-sheriff = Robin est libre et le shérif vaincu !
rescuing-won = Robin des Bois est délivré : vous gagnez !
rescuing-lost = Robin n'a pas été délivré : la partie est perdue.
rescuing-round-line = Jour { $day } (jours { $days }) · { $mode ->
    [standard] partie standard
    [accelerated] partie accélérée
    [solo-single] solo à une bande
    [solo-multi] solo à plusieurs bandes
   *[other] { $mode }
}{ $expert ->
    [yes] {" "}· score expert { $score } ({ $rank })
   *[no] {""}
}
rescuing-rules-summary = Règles de cette étape
rescuing-stage-setup = Étape 1 : dispose chaque rangée de la carte Scénario : un villageois par médaillon, ses gardes face cachée, le garde du bout face visible (R7). Partie accélérée : 2 villageois par médaillon (R14).
rescuing-stage-bands = Étape 2 : tire 4 villageois ; additionne la Ruse, la Force, la Discrétion et la Gaieté de ta bande à celles de ton chef, et prends ses jetons de compétence.
rescuing-stage-turns = Étape 3 : jusqu'à 2 attaques avec des attributs différents (R4). D'abord la planification : la Gaieté pendant ton propre tour, les jetons à tout tour (R6). Les égalités profitent à la bande (R1).
rescuing-stage-recruit = Étape 4 : dans l'ordre du tour, prends un villageois au Grand Chêne ou passe (R8).
rescuing-stage-cleanup = Étape 5 : les villageois non délivrés sont emprisonnés, les autres vont dans la forêt de Sherwood, la Cuisine devient Hydromel ; les jours 2 et 4 réduisent les bandes à 8 puis 4 (R8).
rescuing-stage-over = La partie est finie.
rescuing-day5-rules = Jour 5 : la Muraille (avec le château), puis chaque rangée de la cour, puis la rangée du shérif, strictement dans cet ordre (R9). Une Prière ne touche que la rangée qu'on peut attaquer maintenant, et un garde déplacé reste dans sa rangée (R16).
rescuing-battlefield = Champ de bataille du jour { $day }
rescuing-battlefield-hint = Comme sur la table : les villageois capturés à gauche, leurs gardes à droite, le garde du bout (attaqué en premier) tout à droite.
rescuing-row-now = ◀ maintenant
rescuing-row-cleared = dégagée
rescuing-counts = Grand Chêne { $oak } · forêt de Sherwood { $sherwood } · emprisonnés { $imprisoned }{ $robin ->
    [yes] {" "}· Robin délivré !
   *[no] {""}
}
rescuing-turn-marker = ▶ son tour
rescuing-band-not-drawn = Bande pas encore tirée
rescuing-chart-title = Villageois jusqu'ici : délivrés, et à la prison de Nottingham
rescuing-chart-day = jour { $day }
rescuing-chart-rescued = délivrés jusqu'ici
rescuing-chart-imprisoned = à la prison de Nottingham

## Setting up: who starts Day 5, the scenario card's rows, the Castle, the bands

rescuing-starts-day = Commence le jour { $day }
rescuing-starter-chosen = { $name } commence le jour { $day } (choisi).
rescuing-starter-proposed = Proposé : { $name } commence le jour { $day } (sens horaire, R8). Les joueurs choisissent (R17) :
rescuing-starter-proposed-first = Qui commence ? Le livret de règles : le joueur qui s'est promené le plus récemment dans un parc ou une forêt. Tant que vous n'avez pas choisi, { $name } commence le jour { $day } :
rescuing-no-villagers-yet = pas encore de villageois
rescuing-take-last-off = Retirer le dernier
rescuing-guards-of-colour = { $colour ->
    [red] gardes rouges
   *[blue] gardes bleus
}
rescuing-wall-guards = Gardes de la Muraille
rescuing-castle = Château
rescuing-courtyard-rows = Rangées de la cour
rescuing-courtyard-row-colour = rangée { $number } { $colour ->
    [red] rouge
   *[blue] bleu
}
rescuing-sheriff-stat = { $stat } du shérif
rescuing-day5-heading = Jour 5 : à l'assaut du château
rescuing-set-up-castle = Mettre en place le château
rescuing-draw-bands = Tirer les bandes
rescuing-rows-heading = Jour { $day } : rangées de la carte Scénario
rescuing-warn-medallions-first = Ajoute d'abord les médaillons de la rangée.
rescuing-add-row = Ajouter la rangée
rescuing-done-draw-bands = Terminé : tirer les bandes
rescuing-waiting-bands = En attente des autres bandes.
rescuing-band-totals-heading = { $name } : totaux de la bande aujourd'hui
rescuing-enter-band = Saisir la bande

## A turn: attacks, Jolliness, passing on

rescuing-wit-hint = Ruse restante { $left }. Carte suivante : { $kind ->
    [castle] le château, { $max }
    [sheriff] le shérif, { $max }
   *[guard] garde { $colour ->
        [red] rouge
       *[blue] bleu
    }, au plus { $max }
} :
rescuing-wit-safe = elle ne peut pas te battre.
rescuing-wit-risky = elle pourrait te battre.
rescuing-value-known = { $stat } { $kind ->
    [castle] du château
    [sheriff] du shérif
   *[guard] du garde { $colour ->
        [red] rouge
       *[blue] bleu
    } #{ $card }
} : { $value }
rescuing-value-of = { $stat } de #{ $card }
rescuing-attack-with = Attaquer en
rescuing-row = Rangée
rescuing-choose-card = Choisir #{ $card }
rescuing-warn-choose-stealth = Choisis les cartes à attaquer en Discrétion.
rescuing-attack-hint = { $attribute ->
    [wit] Ruse : la carte du bout (tout à droite), puis une carte à la fois.
    [brawn] Force : toute la rangée, chaque carte révélée.
   *[stealth] Discrétion : coche les cartes que tu choisis, à n'importe quelle place de la rangée.
} Saisis seulement les valeurs vides : l'appli garde celles qu'elle a déjà vues.
rescuing-attack = Attaquer
rescuing-attack-under-way = { $stat } (en cours)
rescuing-turn-heading = Tour { OF($name) } · attaques faites : { $count ->
    [0] aucune pour l'instant
   *[other] { $made }
}
rescuing-robin-add-heading = Robin des Bois est délivré ! Ajoute ses attributs imprimés à la bande { OF($name) } :
rescuing-add-robin = Ajouter Robin
rescuing-spend-for-them = Tu peux quand même dépenser tes jetons pour eux ci-dessous.
rescuing-reveal-compare = Révéler et comparer
rescuing-wit-stop = Arrêter : vaincre { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
rescuing-nothing-to-attack = Aucune rangée ne peut être attaquée maintenant : dépense des jetons ci-dessous si tu veux, puis finis le tour.
rescuing-attacks-made = { $limit ->
    [2] Les deux attaques
   *[other] Les { $limit } attaques
} de ce tour sont faites : dépense des jetons ci-dessous si tu veux, puis finis le tour.
rescuing-jolliness-to-spend = Gaieté à dépenser
rescuing-onto = Sur
rescuing-spend = Dépenser
rescuing-passes-last = Dernier tour de la journée : rien n'est transmis (R5).
rescuing-passes = Finir maintenant transmet { $brawn } de Force et { $jolliness } de Gaieté à { $name } (R5).
rescuing-end-turn = Finir le tour

## Tokens: Scouting, Prayer, Cookery and Mead

rescuing-scouting-legend = Éclaireur : révèle jusqu'à 2 gardes face cachée d'une rangée
rescuing-all-face-up = Tous les gardes sont face visible.
rescuing-warn-tick-guards = Coche les gardes à révéler.
rescuing-scouting-reveal = Éclaireur : révéler
rescuing-prayer-legend = { $day5 ->
    [yes] Prière : un garde de la rangée à attaquer maintenant
   *[no] Prière : déplacer ou retirer un garde
}
rescuing-no-prayable = Aucun garde qu'une Prière puisse toucher maintenant.
rescuing-guard-to-pray-for = Garde visé par la Prière
rescuing-to-row = Vers la rangée
rescuing-own-row = Sa propre rangée
rescuing-second-prayer-from = Deuxième Prière de
rescuing-my-own = moi-même
rescuing-guard = Garde
rescuing-place-from-end = Place depuis le bout
rescuing-value-from-end = { $stat } de la carte à la place { $number } depuis le bout
rescuing-warn-place-from-1 = Compte la place à partir de 1, la carte au bout de la rangée.
rescuing-prayer-move = Prière : déplacer
rescuing-prayer-remove = Prière ×2 : retirer
rescuing-spend-tokens = Dépenser les jetons { OF($name) } (à tout tour)
rescuing-for-band = Pour la bande
rescuing-attribute = Attribut
rescuing-cookery-mead = Cuisine et Hydromel
rescuing-for = Pour
rescuing-cookery-button = Cuisine +2
rescuing-mead-button = Hydromel +1 Gaieté
rescuing-no-tokens = Plus aucun jeton Cuisine, Hydromel, Éclaireur ou Prière.

## Recruiting and the end of the day

rescuing-recruit-heading = { $name } : recruter au Grand Chêne (il en reste { $left }) ?
rescuing-recruit-one = En recruter un
rescuing-pass = Passer
rescuing-end-day = Finir le jour { $day }

## Fixing a move from the log (the fields the screen's own controls do not have)

rescuing-robin-printed = Attributs imprimés de Robin des Bois :
rescuing-from-major-oak = Du Grand Chêne
rescuing-scouting-revealed = Éclaireur : les gardes révélés
rescuing-wit-of-card = Ruse de la carte

## The log: one sentence a move ($who made it; a corrected move comes without its result)

rescuing-log-row = { $form ->
    [of] { $kind ->
        [wall] de la Muraille
        [sheriff] de la rangée du shérif
        [courtyard] de la rangée { $number } de la cour
       *[row] de la rangée { $number }
    }
   *[bare] { $kind ->
        [wall] la Muraille
        [sheriff] la rangée du shérif
        [courtyard] la rangée { $number } de la cour
       *[row] la rangée { $number }
    }
}
rescuing-log-guards-of-colour = { $count ->
    [one] { $count } garde { $colour ->
        [red] rouge
       *[blue] bleu
    }
   *[other] { $count } gardes { $colour ->
        [red] rouges
       *[blue] bleus
    }
}
rescuing-log-guards = { $total ->
    [0] aucun garde
   *[other] { $parts }
}
rescuing-log-spoils = { $rescued ->
    [0] {""}
    [one] , { $rescued } villageois délivré
   *[other] , { $rescued } villageois délivrés
}{ $bonus ->
    [none] {""}
   *[other] , bonus du château { $bonus } de Gaieté
}{ $robin ->
    [yes] , Robin des Bois délivré !
   *[no] {""}
}{ $sheriff ->
    [yes] , le shérif vaincu !
   *[no] {""}
}
rescuing-log-add-row = { $who } a posé { $row ->
    [0] une rangée
   *[other] la rangée { $row }
} : { $count ->
    [one] médaillon
   *[other] médaillons
} { $medallions }, { $guards }
rescuing-log-add-castle = { $who } a mis en place le jour 5 : la Muraille avec le château et { $wall }, { $courtyard ->
    [one] { $courtyard } rangée de la cour
   *[other] { $courtyard } rangées de la cour
}, la rangée du shérif avec { $sheriff }
rescuing-log-setup-done = { $who } : le champ de bataille est prêt, on tire ensuite les bandes
rescuing-log-starting-band = { $who } : { $name } commence le jour { $day }
rescuing-log-starting-band-drawn = { $name } commence le jour { $day }
rescuing-log-band = Bande { OF($who) } aujourd'hui : { $stats }{ $skilled ->
    [yes] {" "}; { $tokens }
   *[no] {""}
}
rescuing-log-spend-jolliness = { $who } a dépensé { $amount } de Gaieté en { $stat }
rescuing-log-cookery = La Cuisine { OF($who) } a donné +{ $gain } en { $stat } à { $name }
rescuing-log-cookery-unknown = La Cuisine { OF($who) } est allée à { $name }, en { $stat }
rescuing-log-mead = L'Hydromel { OF($who) } a donné +{ $gain } de Gaieté à { $name }
rescuing-log-mead-unknown = L'Hydromel { OF($who) } est allé à { $name }
rescuing-log-scouting = { $who } a révélé { $cards } avec l'Éclaireur
rescuing-log-scouting-row = { $who } a révélé { $count ->
    [one] { $count } garde
   *[other] { $count } gardes
} { $row } avec l'Éclaireur
rescuing-log-prayer-move = La Prière { OF($who) } a déplacé { $guard ->
    [none] un garde
   *[other] #{ $guard }
} à la place { $place } depuis le bout{ $row ->
    [0] {""}
   *[other] {" "}de la rangée { $row }
}{ $spoils }
rescuing-log-prayer-remove = { $who } a prié deux fois : { $guard ->
    [none] un garde
   *[other] #{ $guard }
} retiré{ $spoils }
rescuing-log-prayer-remove-pair = { $who } et { $partner } ont prié : { $guard ->
    [none] un garde
   *[other] #{ $guard }
} retiré{ $spoils }
rescuing-log-wit-on-row = Attaque de Ruse { OF($who) } sur { $row }{ $value ->
    [none] {""}
   *[other] {" "}: Ruse de la carte du bout { $value }
}
rescuing-log-wit-goes-on = L'attaque de Ruse { OF($who) } continue{ $value ->
    [none] {""}
   *[other] {" "}: Ruse de la carte suivante { $value }
}
rescuing-log-wit-failed = Attaque de Ruse { OF($who) } ratée sur { $card } (Ruse { $value }) : les gardes totalisent { $total }, plus que la Ruse. La Ruse tombe à 0
rescuing-log-wit-last-card = La Ruse { OF($who) } a berné { $card } (Ruse { $value }), la dernière carte de la rangée : { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-log-wit-past = La Ruse { OF($who) } a berné { $card } (Ruse { $value }) : total { $total }, il reste { $left } de Ruse
rescuing-log-wit-stop = { $who } a arrêté l'attaque de Ruse : { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-log-wit-stop-plain = { $who } a arrêté l'attaque de Ruse
rescuing-log-card-value = #{ $card } vaut { $value }
rescuing-log-attack-entered = Attaque de { $stat } { OF($who) }{ $target ->
    [none] {""}
   *[other] {" "}sur { $target }
}{ $values ->
    [none] {""}
   *[other] , { $stat } saisie : { $values }
}
rescuing-log-attack = Attaque de { $stat } { OF($who) } sur { $target }{ $row ->
    [none] {""}
   *[other] {" "}{ $row }
} : les gardes totalisent { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } carte vaincue
       *[other] { $defeated } cartes vaincues
    }{ $spoils }
   *[no] échec{ $attribute ->
        [brawn]  : la Force est dépensée, rien n'est transmis
       *[other]  : la { $stat } est dépensée pour ce tour
    }
}
rescuing-log-robin = { $who } a ajouté les attributs de Robin des Bois : { $stats }
rescuing-log-end-turn = { $who } a fini son tour
rescuing-log-end-turn-passing = { $who } a fini son tour et transmis { $brawn } de Force et { $jolliness } de Gaieté
rescuing-log-recruit = { $who } a recruté un villageois au Grand Chêne{ $left ->
    [none] {""}
   *[other] {" "}(il en reste { $left })
}
# $card: a guard's number, or the Castle or the Sheriff; $place "dat" after a German preposition taking the dative.
rescuing-log-card-ref = { $kind ->
    [castle] le château
    [sheriff] le shérif
   *[guard] #{ $card }
}
rescuing-log-recruit-over = { $who } a passé, mais le recrutement était déjà fini : rien ne change
rescuing-log-recruit-pass = { $who } a passé son tour de recrutement
rescuing-log-end-day-plain = { $who } a fini la journée
rescuing-log-end-day = Fin du jour { $day } : { $imprisoned ->
    [one] { $imprisoned } villageois emprisonné
   *[other] { $imprisoned } villageois emprisonnés
}{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } vers la forêt de Sherwood
}{ $retired ->
    [0] {""}
    [one] , { $retired } retiré des bandes
   *[other] , { $retired } retirés des bandes
}
rescuing-log-challenge = { $who } : carte Défi acceptée { $blind ->
    [yes] à l'aveugle
   *[no] à découvert
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
rescuing-log-adjust = { $who } : { $amount } en { $stat } pour { $name } ({ $reason })
rescuing-log-exchange = { $who } a échangé une carte avec { $name }

## The new-table form (rescuing-options.js)

rescuing-option-players = Joueurs
rescuing-option-players-help = Une bande chacun ; le solo à une bande se joue à 1.
rescuing-option-mode = Partie
rescuing-option-mode-standard = Standard : cinq jours
rescuing-option-mode-accelerated = Accélérée : jours 2, 4 et 5
rescuing-option-mode-solo-single = Solo à une bande
rescuing-option-mode-solo-multi = Solo à plusieurs bandes
rescuing-option-expert = Mode expert
rescuing-option-expert-help = Les cartes Défi et le score final.
rescuing-option-leaders = Chefs des bandes
rescuing-option-leader = Bande { $number } : chef
rescuing-option-leaders-help = Le chef que chaque bande garde. L'appli applique d'elle-même le +1 de Lady Christabel et l'échange de Much the Miller's Son (écris les noms ainsi). Laisse-les tous vides pour saisir les pouvoirs des chefs à la main.
rescuing-option-leaders-all-or-none = Nomme un chef pour chaque bande, ou laisse-les tous vides.
