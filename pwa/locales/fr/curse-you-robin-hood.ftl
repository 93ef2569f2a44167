# curse-you-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.

## The game's terms

# Le nom propre d'une Légende dans le rôle $form de la phrase : start (en tête de phrase), name
# (au milieu de la phrase, dans une liste), owner (à qui sont les cartes : « du shérif », « de Frère
# Tuck »). Une Légende que ce catalogue ne connaît pas encore est nommée par son identifiant.
curse-legend = { $legend ->
    [friar-tuck] { $form ->
        [owner] de Frère Tuck
       *[other] Frère Tuck
    }
    [the-sheriff] { $form ->
        [start] Le shérif
        [owner] du shérif
       *[other] le shérif
    }
    [little-john] { $form ->
        [owner] de Petit Jean
       *[other] Petit Jean
    }
    [will-scarlet] { $form ->
        [owner] de Will l'Écarlate
       *[other] Will l'Écarlate
    }
    [robin-hood] { $form ->
        [owner] de Robin des Bois
       *[other] Robin des Bois
    }
    [the-prince] { $form ->
        [start] Le Prince
        [owner] du Prince
       *[other] le Prince
    }
    [maid-marian] { $form ->
        [owner] de Lady Marianne
       *[other] Lady Marianne
    }
   *[other] { $legend }
}
curse-good-ale = Bière
curse-good-bread = Pain
curse-good-cloth = Tissu
curse-good-gems = Gemmes
curse-good-meat = Viande
curse-card = { $good } { $rank }
curse-card-targets = { $count ->
    [one] { $count } cible
   *[other] { $count } cibles
}
curse-market = Marché
curse-legend-mark = (Légende)

## Entering the cards: the card pickers, the Market, the turn's cards, the trades, card archery

# Les boutons des marchandises d'un sélecteur de carte.
curse-pick-ale = bière
curse-pick-bread = pain
curse-pick-cloth = tissu
curse-pick-gems = gemmes
curse-pick-meat = viande
curse-picked-good = { $good }…
curse-picker-incomplete = { $picker } : choisis d'abord une marchandise et un rang.
curse-market-card = Carte du Marché { $number }
curse-your-card = Ta carte
curse-card-of = Carte { OF($name) }
curse-the-card = La carte
curse-card-taken = Carte prise au Marché
curse-legend-shown = { $legend } : carte montrée
curse-legend-second = { $legend } : deuxième carte
curse-deal-heading = Manche { $round } : dispose le Marché
curse-deal = Disposer le Marché
curse-enter-legend = Saisir les cartes { $legend }
curse-reveal-mine = Révéler ma carte
curse-reveal-for = Révéler pour { $name }
curse-turn-heading = Tour { $turn } sur { $turns }
curse-waiting-list = En attente de : { $names }
curse-has-chosen = { $names } { $count ->
    [one] a choisi une carte
   *[other] ont choisi leurs cartes
} ; personne ne les voit avant que toutes les cartes soient saisies.
curse-enter-others = Saisir les cartes des Légendes ou d'autres joueurs
curse-trades-heading = { $name } échange avec le Marché
curse-tap-you-take = Touche la carte du Marché que tu prends :
curse-tap-takes = Touche la carte du Marché que { $name } prend :
curse-waiting-for = En attente { OF($name) }.
curse-take-card = Prendre { $card }
curse-archery-heading = Toujours à égalité : qui a gagné le tir aux cartes ?
curse-shared-win = Victoire partagée
curse-fix-archery = Qui a gagné le tir aux cartes ?

## The table: round, trades, stockpiles, scores

curse-round-line = Manche { $round } sur { $rounds } · Tour { $turn } sur { $turns }
curse-not-dealt = Pas encore disposé
curse-last-trades = Manche { $round } : les échanges du dernier tour
curse-trades-label = Échanges du dernier tour
curse-transfer = { $from } → { $to } : { $card }
curse-transfer-between = { $from } → { $to } :
curse-swap-match = (même rang : ils échangent)
curse-swap-high-low = (la plus forte et la plus faible carte s'échangent)
curse-trades-market = { $seat } ⇄ Marché
curse-keeps = { $seat } garde sa carte
curse-the-curse = Manche { $round } : la Malédiction
# $names discard the goods $goods (C5).
curse-discards = { $names } { $count ->
    [one] défausse
   *[other] défaussent
} { $goods }
curse-no-curse = Personne n’avait de cible : pas de Malédiction cette manche.
curse-round-score = { $points } points cette manche
curse-final-stockpiles = Réserves après la dernière Malédiction
curse-stockpiles = Réserves
curse-stockpiles-hint = ◎ est une cible. À la fin de la manche, pour chaque marchandise, les sièges qui ont le plus de cibles défaussent toutes leurs cartes de cette marchandise : la Malédiction.
curse-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
curse-points-so-far = { $points ->
    [one] { $points } point pour l'instant
   *[other] { $points } points pour l'instant
}
curse-heading-for-curse = ⚠ menacé par la Malédiction
curse-empty = Vide
curse-chart-title = Points par manche
curse-chart-label = Points des manches
curse-chart-round = Manche { $round }
curse-chart-bar = Manche { $round }, { $name } : { $score }
curse-chart-key = ■ { $name } : { $total }
curse-over = La partie est finie : { $names } { $count ->
    [one] a
   *[other] ont
} gagné.
curse-over-legends = La partie est finie : les Légendes ont gagné. En solo, il faut plus de points que chaque Légende (règle C9).

## The log's sentences

curse-log-market = { $who } a disposé le Marché : { $cards }
curse-legends-heading = Les Légendes à la table
curse-legends-now = { $count ->
    [one] Vous jouez avec { $legends }. Jusqu'au premier Marché, choisissez une autre Légende ou laissez faire le tirage au sort (C2) :
   *[other] Vous jouez avec { $legends }, dans l'ordre des places. Jusqu'au premier Marché, choisissez-en d'autres ou laissez faire le tirage au sort (C2) :
}
curse-legend-seat = Légende { $number }
curse-legends-play = Jouer avec celles-ci
curse-log-legends = { $who } : { $count ->
    [one] la Légende à la table est
   *[other] les Légendes à la table sont
} { $legends }
curse-log-legends-drawn = { $count ->
    [one] la Légende à la table est
   *[other] les Légendes à la table sont
} { $legends }
curse-log-reveal = { $who } a révélé { $card }
curse-log-host-took = L'hôte a pris { $card } au Marché pour { $who }
curse-log-chosen = { $who } a choisi une carte
curse-log-clash = { $sentence } · saisie deux fois : { $clashes } : saisir la carte à nouveau
curse-clash-item = { $card } ({ $names })
curse-log-round = { $sentence } · manche { $round } : { $curse } · { $scores }
curse-log-score = { $name } { $points }
curse-log-take = { $who } a pris { $card } au Marché
curse-log-legend = { $legend } a montré { $card }{ $then }{ $plays }
curse-log-then = , puis { $card }
curse-log-plays = {" "}: joue { $card }
curse-log-entered = { $who } a saisi : { $sentence }
curse-log-archery = { $who } a saisi le résultat du tir aux cartes : { $names } { $count ->
    [one] a
   *[other] ont
} gagné

## The new-table form (curse-options.js)

curse-option-player = Joueur { $number }
curse-option-players = Joueurs
curse-option-players-help = Sans compter les Légendes, qui jouent avec leurs propres piles.
curse-option-legends = Légendes
curse-option-legend = Légende { $number }
curse-option-legends-help = Avec autant de joueurs, { $count ->
    [1] une Légende joue
   *[other] { $count } Légendes jouent
}. Chaque Légende ne peut s'asseoir qu'une fois à la table.
curse-option-no-legend = À 6 joueurs, aucune Légende ne joue.
curse-option-order = Ordre des sièges
curse-option-order-help = Dans le sens des aiguilles d'une montre autour de la table ; le premier siège distribue la première manche. L'ordre du livret de règles est déjà en place.
