# robin-hood-goods: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.
# Les phrases du serveur pour ce jeu (refus, résultats) sont dans locales/fr/server.ftl.

## The goods, cards and money the screen counts

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
goods-nothing-yet = rien pour l'instant
goods-money = { MONEY($amount) }

## The table: the week, the ledger, the tokens, the private line

goods-round-line = Semaine { $week } sur 3 · tour { $turn } sur { $turns } · { $mode ->
    [advanced] jeu avancé
   *[family] jeu familial
}
goods-game-over = Partie finie : victoire { OF($names) }.
goods-sheriff-star = ★ shérif
goods-tokens = Jetons restants : { $tokens }{ $storing ->
    [no] {""}
   *[yes] {" "}· { $stored } en stock
}
goods-token-robin-hood = Robin des Bois
goods-token-apprehension = Arrestation
goods-token-deputy = { $count ->
    [one] { $count } Adjoint
   *[other] { $count } Adjoints
}
goods-tokens-none = aucun
goods-private-line = Visible par toi seulement : { $anySeen ->
    [yes] approuvé cette semaine : { $seen }
   *[no] aucune carte vue approuvée pour toi cette semaine
}{ $unseen ->
    [0] {""}
    [one] , et { $unseen } carte dans des sacs passés sans être ouverts ou rachetés par un marché
   *[other] , et { $unseen } cartes dans des sacs passés sans être ouverts ou rachetés par un marché
}.
goods-private-stored = Stocké pour la vente finale : { $stored }.
goods-money-by-week = Argent par semaine
goods-chart-start = début
goods-chart-week = semaine { $week }
goods-chart-sell-out = vente finale

## Choosing the first Sheriff, and next week's

goods-who-starts = Qui commence comme shérif ?
goods-first-sheriff-hint = Le livret de règles donne le jeton Shérif au joueur qui raconte le fait le plus honnête qu'il a vécu. { $name } est shérif pour l'instant ; touche un autre nom pour changer avant toute déclaration.
goods-poorest-waiting = { $name } a le moins d'argent et choisit le premier shérif de la semaine prochaine.
goods-poorest-heading-you = Tu as le moins d'argent : qui est le premier shérif de la semaine prochaine ?
goods-poorest-heading = { $name } a le moins d'argent et choisit le premier shérif de la semaine prochaine

## Declarations and the Robin Hood token

goods-declarations = Déclarations ({ $sheriff } est shérif)
goods-declaration-item = { $name } : { $goods }
goods-robin-ask = Ton jeton Robin des Bois (une fois par partie, avant toute déclaration) : combien de cartes échanges-tu ?
goods-swap = Échanger { $cards }
goods-your-declaration = Ta déclaration :
goods-declares-for = Déclaration { OF($name) } :
goods-good-declared = Marchandise déclarée
goods-count-hint = Combien de cartes ? 1 est toujours permis ; de 2 à 5, il faut un jeton chariot pas encore pris ce tour-ci (restants : { $left }).
goods-chariots-none = aucun
goods-waiting-declare = En attente de la déclaration { OF($name) }.

## The Sheriff's turn: inspecting, deals, Apprehension

goods-sheriff-you = Tu es le shérif : inspecte, conclus un marché, fais une arrestation ou laisse passer
goods-sheriff-host = { $name } est le shérif : saisis ses décisions
goods-sheriff-deciding = { $name } est le shérif et réfléchit
goods-bag-declares = { $name } déclare { $goods }{ $settled ->
    [yes] {" "}· le shérif a réglé ce sac
   *[no] {""}
}
goods-inspect = Inspecter
goods-inspect-deputy = Inspecter (jeton Adjoint)
goods-open-bag = Ouvrir le sac
goods-apprehend = Arrestation (une fois par partie)
goods-take-bag = Confisquer le sac
goods-bag-cards = Cartes dans le sac :
goods-bag-tally = { $entered } sur { $count }
goods-pad-less = 1 { $good } de moins
goods-pad-more = 1 { $good } de plus
goods-bag-mismatch = Le sac a été déclaré avec { $cards } ; cartes saisies : { $entered }. Touche + et − jusqu'à ce que les deux correspondent. (règle G3)
goods-deal-label = Marché : { $payer } paie { $payee } (en $)
goods-deal-label-to-you = Marché : { $payer } te paie (en $)
goods-deal-take = Conclure le marché
goods-deal-enter = Saisis les dollars que { $name } paie pour le marché.
goods-deal-too-much = { $name } n'a que { MONEY($money) } : un marché se paie en entier, il peut donc être d'au plus { MONEY($money) }. (règle G4)
goods-unopened-pass = Les sacs non ouverts passent tels quels à la fin du tour.
goods-let-pass-hint = Tout laisser passer n'ouvre aucun sac : chaque sac est approuvé sans être ouvert.
goods-end-turn = Finir le tour
goods-let-pass = Laisser tout passer
goods-turn-money = L'argent de ce tour
goods-receipt-deal = { $name } a payé { MONEY($amount) } à { $sheriff } (marché : le sac est approuvé sans être ouvert)
goods-receipt-apprehension = { $sheriff } a confisqué le sac { OF($name) } (aucun argent ne change de main)
goods-receipt-honest = { $name } était honnête : la banque paie { MONEY($indemnity) } à { $name } ; approuvé : { $approved }
goods-receipt-penalty = { $name } paie { MONEY($penalty) }{ $short ->
    [yes] {" "}(payé : { MONEY($paid) }, { MONEY($writtenOff) } passés en perte)
   *[no] {""}
} à la banque ; le shérif reçoit { MONEY($reward) } ; approuvé : { $approved } ; défaussé : { $discarded }

## The end of the week and the final sell-out

goods-week-end = Fin de la semaine { $week } : la vente
goods-week-end-how = Chaque joueur saisit, en privé, les cartes approuvées qu'il a{ $mode ->
    [advanced] {" "}et celles (jusqu'à 3) qu'il stocke pour la vente finale
   *[family] {""}
} ; le reste se vend à sa valeur. Rien n'est payé avant que tout le monde ait saisi : alors toutes les ventes sont payées d'un coup et { $after ->
    [next-week] la semaine { $next } commence
    [sell-out] la vente finale suit
   *[end] la partie se termine
}.
goods-entered = Saisi : { $players }
goods-entered-yes = { $name } ✓
goods-entered-not-yet = { $name } (pas encore)
goods-my-week = Visible par toi seulement : tu vends { $sold } pour { MONEY($earned) }{ $mode ->
    [advanced] {" "}et tu stockes { $stored }
   *[family] {""}
}. Les { MONEY($earned) } sont payés quand tout le monde a saisi{ $waiting ->
    [none] {""}
   *[some] {" "}(on attend { $names })
}.
goods-week-private-hint = Visible par toi seulement. Prérempli avec ce que l'appli a vu approuvé pour toi.
goods-week-known = L'appli compte { $known } { $known ->
    [one] carte approuvée
   *[other] cartes approuvées
} pour toi : { $seenCount ->
    [one] { $seenCount } vue
   *[other] { $seenCount } vues
} ({ $seen }) et { $unseen } dans des sacs passés sans être ouverts ou rachetés par un marché. Saisis ce que contenaient ces sacs (règle G12).
goods-week-tally = { $entered } sur { $known } saisies.
goods-week-held = Cartes approuvées que tu as
goods-week-store = Stocker pour la vente finale (jusqu'à 3 cette semaine)
goods-week-field = { $kind ->
    [stored] { $good } : cartes stockées
   *[approved] { $good } : cartes approuvées
}
goods-week-less = { $kind ->
    [stored] { $good } : 1 carte stockée de moins
   *[approved] { $good } : 1 carte approuvée de moins
}
goods-week-more = { $kind ->
    [stored] { $good } : 1 carte stockée de plus
   *[approved] { $good } : 1 carte approuvée de plus
}
goods-week-sale = Tu vends { $sold } pour { MONEY($money) }{ $mode ->
    [advanced] {" "}et tu stockes { $stored }
   *[family] {""}
} ; payé quand tout le monde a saisi.
goods-sell-rest = Vendre le reste
goods-sell-out = La vente finale (règle G10)
goods-sell-out-good = { $good } : { $stock } en stock, limite { $limit }{ $over ->
    [yes] {" "}(au-delà de la limite : les plus gros stocks vendent d'abord, les égalités se partagent)
   *[no] {" "}(dans la limite : tout se vend au double)
}
goods-sell-out-row = { $name } : en stock { $stored }, vendu { $sold }, { MONEY($money) }
goods-sell-out-row-shared = { $name } : en stock { $stored }, partage la vente de { $shared } avec { $others } (règle G10), { MONEY($money) }

## The big screen: what the turn is waiting for

goods-this-turn = Ce tour-ci
goods-is-sheriff = { $name } est le shérif
goods-now-declare = Maintenant, les joueurs remplissent leurs sacs et déclarent.
goods-now-sheriff = Maintenant, le shérif inspecte.
goods-now-week-end = Maintenant, chacun saisit les marchandises de la semaine.
goods-now-choose-sheriff = Maintenant, on choisit le premier shérif de la semaine prochaine.
goods-declares-now = { $name } déclare { $goods }{ $settled ->
    [yes] {" "}· réglé
   *[no] {""}
}

## The log: each move as a sentence

goods-log-robin-hood = { $name } a utilisé le jeton Robin des Bois et échangé { $cards }
goods-log-declare = { $name } a déclaré { $goods }
goods-log-inspect-honest = { $name } a inspecté { $target }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : honnête, la banque a payé { MONEY($indemnity) } à { $target } ; approuvé : { $approved }
goods-log-inspect-caught = { $name } a inspecté { $target }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : pénalité { MONEY($penalty) }, récompense { MONEY($reward) }{ $short ->
    [yes] {" "}({ $target } n'a payé que { MONEY($paid) }, { MONEY($writtenOff) } passés en perte)
   *[no] {""}
} ; le sac contenait { $cards }
goods-log-inspect = { $name } a inspecté { $target }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : le sac contenait { $cards }
goods-log-deal = { $name } a conclu un marché de { MONEY($amount) } avec { $target }{ $deputy ->
    [yes] {" "}(jeton Adjoint)
   *[no] {""}
} : le sac est approuvé sans être ouvert
goods-log-apprehend-private = { $name } a confisqué le sac { OF($target) } (son contenu n'est visible que par { $name })
goods-log-apprehend-yours = { $name } a confisqué ton sac : les cartes conformes à ta déclaration te reviennent comme cartes approuvées, les autres vont à { $name }
goods-log-apprehend-split = { $name } a confisqué le sac { OF($target) } : rendu à { $target } : { $returned }, gardé par { $name } : { $took }
goods-log-apprehend = { $name } a confisqué le sac { OF($target) } : il contenait { $cards }
goods-log-let-pass = { $name } a laissé passer chaque sac
goods-log-end-turn = { $name } a fini le tour ; les sacs non ouverts sont passés
goods-log-pass-all = { $name } a fini le tour
goods-log-week-private = { $name } a saisi les marchandises de la semaine (visibles par { $name } seulement){ $paid ->
    [yes] {" "}; tout le monde a saisi, donc les ventes de la semaine { $week } sont payées
    [no] {" "}; l'argent est payé quand tout le monde a saisi
   *[unknown] {""}
}
goods-log-week = { $name } a saisi les marchandises de la semaine : en vendant { $sold }{ $priced ->
    [yes] {" "}pour { MONEY($earned) }
   *[no] {""}
}{ $storing ->
    [yes] , en stockant { $stored }
   *[no] {""}
}{ $paid ->
    [yes] {" "}; tout le monde a saisi, donc les ventes de la semaine { $week } sont payées
    [no] {" "}; l'argent est payé quand tout le monde a saisi
   *[unknown] {""}
}
goods-log-choose-sheriff = { $name } a choisi { $sheriff } comme premier shérif de la semaine prochaine
goods-log-first-sheriff = { $name } a choisi { $sheriff } comme premier shérif

## Fixing a move from the log

goods-how-many = Combien de cartes ?
goods-how-many-swapped = Combien de cartes ont été échangées ?
goods-robin-fix = Le jeton Robin des Bois : combien de cartes ont été échangées ?
goods-whose-bag = Le sac de qui
goods-first-sheriff = Le premier shérif
goods-next-first-sheriff = Le premier shérif de la semaine prochaine
goods-who-next = Qui est le premier shérif de la semaine prochaine ?

## The new-table form (games/goods-options.js)

goods-option-players = Joueurs
goods-option-mode = Jeu
goods-mode-family = Familial
goods-mode-advanced = Avancé
goods-mode-help = Le jeu avancé ajoute le stockage et la vente finale.
goods-option-card-table = L'aide de jeu
goods-card-table-help = Le livret de règles n'imprime que certains nombres de l'aide de jeu : ils sont déjà remplis et verrouillés. Tape les autres depuis ta carte.
goods-section-values = Valeur
goods-section-penalties = Pénalité
goods-section-rewards = Récompense
goods-section-limits = Limite de vente

# Un champ de la table des cartes dans le formulaire d'une nouvelle table : « Pomme de terre : valeur ».
goods-card-number = { $good ->
    [potato] Pomme de terre
    [fruit] Fruit
    [chicken] Poulet
    [silk] Soie
    [mead] Hydromel
   *[jewelry] Bijou
} : { $section ->
    [values] valeur
    [penalties] pénalité
    [rewards] récompense
   *[limits] limite de vente
}
goods-limits-note = Jeu avancé seulement ; pour ce nombre de joueurs.
