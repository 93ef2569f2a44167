# hero-of-the-people: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.

## The game's words: resources, King Richard's cards, what a row of numbers is for

# The characters as the server's sentences name them (the published x-names are English).
hero-character = { $character ->
    [maid-marian] Lady Marianne
    [little-john] Petit Jean
    [will-scarlett] Will l'Écarlate
    [friar-tuck] Frère Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much le meunier
    [robin-hood] Robin des Bois
   *[other] { $character }
}
hero-resource = { $resource ->
    [archery] tir à l'arc
    [sword] épée
    [gold] or
    [strength] force
   *[influence] influence
}
# A resource's name over its number field (narrow: a long word carries soft hyphens, {"\u00AD"}, where it may break).
hero-resource-label = { $resource ->
    [archery] tir à l'arc
    [sword] épée
    [gold] or
    [strength] force
   *[influence] influence
}
# A count of one resource: "2 gold", "+1 sword" ($sign is "+" or nothing).
hero-count = { $sign }{ $count } { $resource ->
    [archery] tir à l'arc
    [sword] { $count ->
        [one] épée
       *[other] épées
    }
    [gold] or
    [strength] force
   *[influence] influence
}
hero-free = gratuit
hero-none = rien
hero-kr-title = { $card ->
    [double-gold] Or double
    [lower-bounty] Baisser la prime
    [story-sight] Voir la prochaine Histoire
   *[other] { $card }
}
hero-king-richard = Roi Richard : { $title }
hero-hero-ability = Capacité spéciale { OF($name) }
hero-special-ability = Capacité spéciale
hero-character-card = Carte { OF($name) }
hero-part = { $part ->
    [skills] compétences
    [recruit] recrutement
    [rescue] libération
    [cost] coût
    [inventory] inventaire
   *[lost] perdu
}
# An input's name: the row's words and the resource ("recruit gold").
hero-labelled-resource = { $label } : { $resource }
hero-cards-played = { $resource } : cartes jouées
hero-cards-lost = { $resource } : cartes perdues
hero-card-cost = {" "}(coûte { $cost })

## The board: the bounty track, the round, the characters, the inventory, the chart

hero-track-label = Prime de { $bounty } sur la piste
hero-track-bounty = Prime { $bounty }
hero-track-key = {" "}· tu gagnes avec les six Joyeux Compagnons libres et une prime sous 500 ; à 1000, tu perds
hero-won = Tu gagnes : les six Joyeux Compagnons sont libres et la prime est sous 500 !
hero-lost = Tu perds : { $why ->
    [bounty] la prime a atteint 1000 : Robin des Bois est livré.
    [story] la dernière carte Histoire a été résolue sans victoire.
   *[sheriff] le shérif a gagné.
}
hero-round-line = Manche { $round } · phase { $phase ->
    [active] héros actif
    [rob] voler les riches
    [action] action
    [story] Histoire
   *[over] fin de partie
} · { $left ->
    [one] { $left } carte Histoire restante
   *[other] { $left } cartes Histoire restantes
} · main { $hand }
hero-characters = Personnages
hero-status = {" "}{ $status ->
    [active] actif
    [face-up] face visible
    [face-down] face cachée
   *[jailed] en prison
}
hero-safe-from-jail = {" "}· à l'abri de la prison (carte Forêt de Sherwood { $card })
hero-pick-another = Ton héros actif est en prison : choisis un autre personnage face visible.
hero-no-active-hero = Pas de héros actif : chaque personnage est en prison ou pas recruté, donc les coûts se paient avec le butin seul.
hero-inventory = Inventaire :{" "}
hero-inventory-count = { $resource } { $count }
hero-inventory-sherwood = Forêt de Sherwood { $built } sur 5
hero-camp-label = Cartes Forêt de Sherwood
hero-camp-card-protects = Carte Forêt de Sherwood { $card } : protège { $name }
hero-camp-card-unknown = Carte Forêt de Sherwood { $card } : personnage non saisi
hero-make-active = Faire { OF($name) } le héros actif
hero-chart-title = Prime par manche
hero-chart-start = début
hero-chart-round = M{ $round }
hero-chart-series = Prime

## Robbing the rich and the actions

hero-rob-heading = Voler les riches : pioche { $draws }, joue jusqu'à { $plays } cartes dans l'inventaire
hero-rob-hint = Compte les cartes Butin que tu as jouées selon la ressource qu'elles montrent.
hero-rob-done = Vol terminé
hero-act-on = { $verb ->
    [recruit] Recruter { $name }
   *[rescue] Libérer { $name }
}
hero-numbers-hint-robin = Saisis le coût de libération de Robin des Bois d'après sa carte (ses compétences sont imprimées dans le livret de règles).
hero-numbers-hint = Saisis les chiffres { OF($name) } d'après la carte : les compétences, et ce que coûtent le recrutement et la libération. Laisse 0 là où la carte n'indique rien.
hero-save-numbers = Enregistrer les chiffres
hero-kr-cost-hint = Saisis le coût de cette carte d'après la carte.
hero-save-cost = Enregistrer le coût
hero-kr-use = Utiliser { $title }
hero-protects-label = Le personnage que cette carte protège
hero-protects-ask = Qui la carte protège-t-elle ?
hero-warn-protects = Choisis le personnage imprimé sur la carte Forêt de Sherwood : la carte le garde hors de prison.
hero-build-form = Construire une carte Forêt de Sherwood
hero-build = Construire la Forêt de Sherwood ({ $built ->
    [one] { $built } construite
   *[other] { $built } construites
} sur 5)
hero-lower-bounty = Baisser la prime de 100
hero-ability-placeholder = Ce qu'a fait la capacité
hero-ability-label = Ce qu'a fait la capacité spéciale
hero-warn-ability-note = Dis ce qu'a fait la capacité spéciale.
hero-ability-effects = Ce qu'elle a changé, pour que l'appli compte
hero-no-action = Aucune action (prime +100)
hero-actions-left = Action : { $left ->
    [one] { $left } restante
   *[other] { $left } restantes
} sur { $actions } cette manche
hero-action-one = Action : une par manche
hero-actions-hint = Proposé : ce que l'inventaire peut payer maintenant, avec d'abord les compétences du héros actif. Une carte utilisée pour la première fois demande ses chiffres.

## A card's effect the rulebook does not print (an adjustment)

hero-effect-inventory = { $resource } dans l'inventaire (+) ou hors de l'inventaire (-)
hero-effect-field = { $effect ->
    [hand] cartes dans la main (+) ou hors de la main (-)
    [draws] plus (+) ou moins (-) de cartes piochées cette manche
    [plays] plus (+) ou moins (-) de cartes jouées cette manche
    [actions] actions en plus cette manche
   *[bounty] prime en hausse (+) ou en baisse (-), par pas de 100
}
hero-whose-card = D'où vient l'effet
hero-active-hero-ability = Capacité spéciale du héros actif
hero-source-king-richard = Une carte Roi Richard
hero-source-story = Une carte Histoire
hero-card-name-placeholder = Le nom de la carte ou ce qu'elle dit
hero-card-name = Carte
hero-warn-name-card = Nomme la carte dont c'est l'effet.
hero-adjust-summary = Une carte a fait autre chose (saisis son effet)
hero-adjust-form = L'effet d'une carte
hero-adjust-enter = Saisir l'effet

## The Story card

hero-story-heading = Carte Histoire ({ $left ->
    [one] { $left } restante
   *[other] { $left } restantes
})
hero-story-hint = Saisis tout ce que la carte a fait : un coût payé (compétences d'abord), le butin pris, les personnages emprisonnés, le camp perdu, la prime déplacée.
hero-story-card-placeholder = Le nom de la carte Histoire (facultatif)
hero-story-card = Carte Histoire
hero-story-cost = Coût :
hero-story-cost-legend = Le coût de la carte
hero-story-pay = La payer (compétences d'abord)
hero-story-take-alternative = Prendre l'alternative de la carte
hero-story-alternative-hint = Tu ne peux pas ou ne veux pas payer ? Prends l'alternative imprimée sur la carte et coche ci-dessous ce qu'elle fait : des personnages emprisonnés, les cartes Forêt de Sherwood perdues, la prime montée ou du butin perdu.
hero-story-nothing-pays = Rien ne peut payer un coût maintenant : aucune compétence du héros actif et aucune carte dans l'inventaire.
hero-story-taken = Pris dans l'inventaire :
hero-story-jailed = Emprisonnés
hero-story-jail = Emprisonner { $name }
hero-story-sherwood-lost = Cartes Forêt de Sherwood perdues
hero-story-bounty = Prime en hausse (+) ou en baisse (-)
hero-story-resolve = Résoudre la carte Histoire
hero-story-nothing = Rien à payer

## Saving the card numbers for later games

hero-catalogue-summary = Enregistrer les chiffres des cartes pour les prochaines parties
hero-catalogue-form = Enregistrer les chiffres des cartes
hero-catalogue-placeholder = ex. Notre boîte
hero-catalogue-name = Nom des chiffres des cartes
hero-catalogue-save = Enregistrer
hero-warn-catalogue-name = Donne aux chiffres des cartes un nom sous lequel les enregistrer.
hero-catalogue-saved = Enregistré sous « { $name } » : une nouvelle table de ce jeu peut partir de là.

## The log: one line a move ($who: the player's name), and the Fix forms

hero-log-line = { $who } : { $text }
hero-log-rob = Riches volés : pioché { $drawn }, joué { $played }{ $hand }
hero-log-no-cards = aucune carte
hero-log-hand = {" "}; { $hand } en main
hero-log-hand-discarded = {" "}; { $hand } en main, { $discarded ->
    [one] { $discarded } défaussée
   *[other] { $discarded } défaussées
}
# $paid: hero-log-paid-for, or nothing when the line does not know what was paid.
hero-log-paid-for = {" "}(payé { $cost })
hero-log-recruited = { $name } recruté{ $paid }
hero-log-rescued = { $name } libéré{ $paid }
hero-log-built = Une carte Forêt de Sherwood construite{ $paid }
hero-log-built-protecting = Une carte Forêt de Sherwood construite, protégeant { $name }{ $paid }
hero-log-lowered = Prime baissée de 100{ $paid }
hero-log-no-action = Aucune action : prime +100
hero-log-chose-hero = { $name } devient le héros actif
hero-log-kr-acquired = Roi Richard acquis : { $title }{ $paid }
hero-log-kr-used = Roi Richard utilisé : { $title }
hero-log-entered-kr-cost = Coût de la carte Roi Richard « { $title } » saisi : { $cost }
hero-log-entered-robin = Coût de libération { OF($name) } saisi : { $cost }
hero-log-entered-numbers = Chiffres { OF($name) } saisis : compétences { $skills } ; recrutement { $recruit } ; libération { $rescue }
hero-log-ability = { $reason } : { $note }
hero-log-ability-effects = { $reason } : { $note } ({ $effects })
hero-log-adjust = { $reason } : { $effects }
hero-log-reason = { $source ->
    [ability] Capacité spéciale
    [king_richard] Carte Roi Richard
    [story] Carte Histoire
   *[other] Une carte
} : { $card }
hero-log-reason-hero = Capacité spéciale { OF($name) } : { $card }
hero-effect = { $effect ->
    [hand] main
    [draws] pioches
    [plays] cartes jouées
    [actions] actions
   *[bounty] prime
} { $change }
hero-no-change = aucun changement
# A Story card's line: its parts joined by hero-semicolon. The card's name in curly quotes: straight ones before a colon read like JSON.
hero-log-story-named = Histoire « { $card } » : { $parts }
hero-log-story = Histoire : { $parts }
hero-semicolon = {" ; "}
hero-log-nothing = rien
hero-log-unpaid-alternative = { $counts } non payé : alternative de la carte prise
hero-log-alternative = alternative de la carte prise
hero-log-paid = payé { $counts }
hero-log-paid-skills-first = payé { $counts }, compétences d'abord
hero-log-paid-with-skills = payé avec les compétences
hero-log-lost = perdu { $counts }
hero-log-jailed = { $count ->
    [one] { $names } emprisonné
   *[other] { $names } emprisonnés
}
hero-log-protected = { $name } protégé par la carte Forêt de Sherwood { $card }
hero-log-sherwood-lost = cartes Forêt de Sherwood perdues
hero-log-sherwood-lost-count = cartes Forêt de Sherwood perdues ({ $count })
hero-log-pick-hero = choisis le héros actif
hero-fix-kr-cost = Roi Richard : { $title }. Saisis le coût de cette carte d'après la carte.
hero-fix-recruited = Recruté
hero-fix-rescued = Libéré
hero-fix-active-hero = Le héros actif
hero-fix-kr-card = Carte Roi Richard
hero-fix-ability-effects = Ce qu'elle a changé, pour que l'appli compte :

## The new-table form (hero-options.js)

hero-option-bounty = Prime
hero-option-bounty-help = La prime de départ : la case de la piste que tu choisis. Choisis une difficulté ou tape une case.
hero-option-easy = Facile
# same on purpose
hero-option-normal = Normal
hero-option-hard = Difficile
