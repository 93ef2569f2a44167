# Les mots du téléphone pour jouer sans serveur (views/offline.js, table/holder.js ; issue 38),
# chargés seulement par ces pages : un téléphone qui rejoint par QR code ne les télécharge jamais.

offline-title = Jouer sans serveur
offline-intro = Sans réseau, ce téléphone applique lui-même les règles : les mêmes écrans, les mêmes refus, l’annulation et les corrections. Faites passer le téléphone ; chacun dit qui il est avant qu’il montre ses cartes. Dès qu’un serveur est à portée, la table y est vérifiée et gardée, comme si elle y avait été jouée.
offline-ready-hint = Préparez ce téléphone tant qu’un serveur est à portée : il garde le moteur de règles (environ 6 Mo) et les écrans de tous les jeux.
offline-get-ready = Préparer ce téléphone
offline-getting-ready = Préparation…
offline-ready = Ce téléphone est prêt à jouer sans serveur.
offline-ready-not-kept = Le moteur de règles fonctionne, mais ce navigateur ne peut pas le garder pour plus tard (pas de service worker ici) : jouez maintenant, ou ouvrez l’appli depuis son icône installée.
offline-not-ready = Ce téléphone n’a pas pu être préparé : { $why }
offline-kept-title = Tables sur ce téléphone
offline-kept-line = { $names } · { $moves } coups · { $state ->
    [uploaded] gardée sur le serveur
    [finished] terminée
   *[playing] en cours
}
offline-new-title = Nouvelle table sur ce téléphone
offline-new-table-title = Nouvelle table sur ce téléphone : { $game }
offline-names-title = Qui joue ?
offline-seat-label = Place { $number }
offline-player-n = Joueur { $number }
offline-name-needed = Chaque place a besoin d’un nom.
offline-name-twice = { $name } est nommé deux fois : chaque joueur a besoin de son propre nom.
offline-start = Commencer

holder-starting = Démarrage des règles sur ce téléphone…
holder-who = Qui tient le téléphone ?
holder-hand-to = Passe le téléphone à { $name }
holder-private = La table montre les cartes de la personne qui tient le téléphone : elle seule devrait regarder maintenant.
holder-i-am = Je suis { $name }
holder-not-handed = Pas passé : retour à la table
holder-on-phone = Sur ce téléphone : { $name }
holder-next-label = La prochaine personne à tenir le téléphone
holder-hand = Passer le téléphone
holder-kept-here = Jouée sans serveur : gardée sur ce téléphone, et sur le serveur dès qu’il y en a un à portée.
holder-uploaded = La table est maintenant gardée sur le serveur : les autres téléphones peuvent prendre leur place (Place sur un autre téléphone ?).
holder-upload-refused = Le serveur a refusé cette table : { $why }
holder-game-over = La partie est finie
holder-place = { $place }. { $name }{ $score ->
    [none] {""}
   *[other] {" "}: { $score }
}
holder-results-later = Les résultats complets (graphiques, BG Stats, les exports) viennent une fois la table gardée sur un serveur, dès qu’il y en a un à portée.
