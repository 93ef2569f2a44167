# Sherwood Table : toutes les phrases qu'écrit le serveur, en français.
# Mêmes identifiants que locales/en/server.ftl (la source) ; le glossaire est dans docs/languages.md.

## Shared words

player-number = Joueur { $number }
private = (privé)
# A change in a score or a stat: "+5", "-3", "0", its number written the language's way ("+1,000").
signed-number = { $sign ->
    [plus] +{ $value }
    [minus] -{ $value }
   *[zero] { $value }
}
period = { $unit ->
   *[round] Manche { NUMBER($number, useGrouping: 0) }
    [day] Jour { NUMBER($number, useGrouping: 0) }
    [week] Semaine { NUMBER($number, useGrouping: 0) }
    [section] Section { NUMBER($number, useGrouping: 0) }
    [settlement] Règlement { NUMBER($number, useGrouping: 0) }
    [move] Coup { NUMBER($number, useGrouping: 0) }
}
period-unit = { $unit ->
   *[round] Manche
    [day] Jour
    [week] Semaine
    [section] Section
    [settlement] Règlement
    [move] Coup
}
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
tie-equal-amount = { $names } ont { $amount } chacun : { $measure ->
    [money] à argent égal, la victoire est partagée
    [gold] à or égal, la victoire est partagée
   *[other] à égalité, la victoire est partagée
}.

## Checks every move, option and calculator input goes through

field-null = { $path } : ne doit pas être null.
field-problem = { $path } : { $problem }
field-unknown = { $path } : champ inconnu.
field-required = { $path } : ce champ est obligatoire.
field-not-whole = { $value } n'est pas un nombre entier.
field-below-minimum = { $value } est sous le minimum de { $minimum }.
field-above-maximum = { $value } dépasse le maximum de { $maximum }.
field-not-number = { $value } n'est pas un nombre.
field-not-text = { $value } n'est pas du texte.
field-too-short = demande au moins { $minimum ->
    [one] { $minimum } caractère
   *[other] { $minimum } caractères
}.
field-too-long = dépasse { $maximum } caractères.
field-not-bool = { $value } n'est ni true ni false.
field-not-choice = { $value } n'est pas l'une des valeurs { $choices }.
field-not-list = { $value } n'est pas une liste.
field-too-few-items = demande au moins { $minimum ->
    [one] { $minimum } élément
   *[other] { $minimum } éléments
}.
field-too-many-items = a plus de { $maximum } éléments.
field-not-object = { $value } n'est pas un objet.
field-too-many-entries = a plus de { $maximum } entrées.
input-not-object = { $what ->
    [move] Le coup
    [options] Les options
   *[input] L'entrée
} doit être un objet JSON, pas { $kind }.
move-no-type = Un coup a besoin d'un « type ».
move-unknown = { $type } n'est pas un coup de { $game } (coups : { $known }).
move-not-drawable = { $type } n'est pas un coup que la table peut laisser au hasard.
preset-none = { $game } n'a rien à enregistrer pour les tables suivantes.
seat-missing = Il n'y a pas de place { $seat } à cette table.
seat-none = Cette place n'existe pas.
seat-not-named = Indique pour quelle place est ce coup.
game-over = La partie est finie.
log-undo-missing = Le journal annule un coup qui n'existe pas.
log-move-gone = Le coup { $version } n'est plus dans le journal (annulé ou supprimé).

## The API's answers

problem-refused-by = Refusé selon la règle { $rule }

page-not-found-title = Page introuvable
page-not-found-text = Il n'y a rien à cette adresse. Le lien d'une table commence par /t/ ou /join/.
page-not-found-home = Aller à la page d'accueil

api-check-field = Vérifie { $first }{ $more ->
    [0] {""}
    [one] {" "}(et { $more } autre)
   *[other] {" "}(et { $more } autres)
}
schema-required = Champ obligatoire manquant.
schema-null = Le champ ne peut pas être null.
schema-invalid-value = Valeur non valide.
schema-unknown-field = Champ inconnu.
schema-invalid-input-type = Type d'entrée non valide.
schema-invalid-type = Type non valide.
schema-not-string = Pas une chaîne valide.
schema-not-utf8 = Pas une chaîne UTF-8 valide.
schema-not-integer = Pas un nombre entier valide.
schema-not-number = Pas un nombre valide.
schema-number-too-large = Nombre trop grand.
schema-special-number = Les valeurs numériques spéciales (nan ou infini) ne sont pas permises.
schema-not-boolean = Pas un booléen valide.
schema-not-list = Pas une liste valide.
schema-not-mapping = Pas un objet valide.
schema-pattern = La chaîne ne correspond pas au motif attendu.
schema-invalid-json = Corps JSON non valide.
schema-not-person-id = Pas un identifiant de personne (p- et 16 chiffres hexadécimaux).
schema-range = Doit être { $min_op ->
    [gt] supérieur à
   *[gte] au moins
} { $min } et { $max_op ->
    [lt] inférieur à
   *[lte] au plus
} { $max }.
schema-range-min = Doit être { $min_op ->
    [gt] supérieur à
   *[gte] au moins
} { $min }.
schema-range-max = Doit être { $max_op ->
    [lt] inférieur à
   *[lte] au plus
} { $max }.
schema-length-between = La longueur doit être comprise entre { $min } et { $max }.
schema-length-equal = La longueur doit être { $equal }.
schema-length-max = Plus long que la longueur maximale { $max }.
schema-length-min = Plus court que la longueur minimale { $min }.
schema-one-of = Doit être l'un de : { $choices }.

the-host = l'hôte
move-of-host = le coup { $version } ({ $what } de l'hôte)
move-of-player = le coup { $version } ({ $what } { OF($name) })
change-breaks-move = { $change ->
    [undo] Annuler cela
   *[correction] Cette correction
} rendrait { $move } illégal : { $why }
change-breaks-private-move = { $change ->
    [undo] Annuler cela
   *[correction] Cette correction
} rendrait { $move } illégal{ $ruled ->
    [yes] {" "}selon { $rule }
   *[no] {""}
}. Ce qu'il enfreindrait est privé pour { $owner }, il n'est donc pas montré ici : { $owner } peut corriger le coup { $version }, ou l'hôte peut le supprimer dans la même correction.{ $ruled ->
    [yes] {" "}{ $rule } : { $ruling }
   *[no] {""}
}

preview-change = { $move } : { $detail }
preview-change-private = { $move } : son résultat change (privé)
preview-own = Le coup corrigé lui-même : { $listed }.
preview-nothing-later = Cette correction ne change le résultat d'aucun coup suivant.
preview-later = Cette correction change { $count ->
    [one] { $count } coup suivant
   *[other] { $count } coups suivants
} : { $listed }.
preview-undo-move = Cela annule { $move }.
preview-undo-correction = Cela annule la correction faite au coup { $version } : les coups corrigés redeviennent ce qu'ils étaient avant elle.
preview-undo-nothing-else = Le résultat d'aucun autre coup ne change.
preview-undo-changes = Cela change { $count ->
    [one] le résultat de { $count } coup
   *[other] les résultats de { $count } coups
} : { $listed }.

api-token-needed = Il faut un jeton de table : envoie « Authorization: Bearer <token> ».
api-seat-moved-away = Ta place à cette table a été transférée sur un autre téléphone : ce téléphone ne l'ouvre plus. Si ce n'était pas toi, demande à l'hôte de remettre ta place sur ce téléphone.
api-token-other-table = Ce jeton appartient à une autre table.
api-token-invalid = Ce jeton n'est pas valide : rejoins la table avec son code.
api-table-expired = Cette table a expiré ; crée-en une nouvelle.
api-body-not-json = Le corps doit être du JSON (Content-Type: application/json), pas { $mimetype }.
api-too-deep = La requête imbrique listes et objets sur plus de { $limit } niveaux ; rien ici n'en a besoin.
api-spectator-cannot = Un écran spectateur ne fait que regarder ; il ne peut pas { $what ->
    [move] jouer de coups
    [undo] annuler
    [correct] corriger de coups
    [preset] enregistrer de modèles
    [clock] régler l'horloge
   *[other] faire cela ({ $what })
}.
api-host-only = Seul l'hôte peut faire cela.
api-host-move = Ce coup est celui de l'hôte, pas d'une place.
api-leave-seat-out = Ne mets pas de place.
api-own-seat-only = Tu ne peux jouer que pour ta propre place ; l'hôte peut saisir des coups pour tout le monde.
api-host-names-seat = L'hôte doit nommer une place.
api-key-shape = Idempotency-Key doit compter de 1 à 100 caractères ASCII visibles (espaces permises entre eux).
api-key-reused = L'Idempotency-Key { $key } a déjà servi pour une autre requête ; envoie une nouvelle clé avec une nouvelle requête.
api-key-first-answered = { $key } a d'abord répondu à une autre méthode, un autre chemin ou un autre corps.
api-unhealthy = Le serveur n'atteint pas sa base de données, ou elle a une autre version de son schéma : réessaie dans quelques secondes.
api-precondition-failed = La table a changé depuis la version pour laquelle cette requête a été faite (If-Match) : relis-la, puis renvoie la requête.
api-key-in-progress = Une requête avec cette Idempotency-Key est encore en cours de réponse : redemande sa réponse dans un instant.
api-version-moved = La table a avancé (version { $version }, tu attendais { $expected }) : actualise et réessaie.
api-nothing-to-undo = Il n'y a aucun coup à annuler.
api-draw-not-now = { $type } ne peut pas être tiré au sort depuis ce téléphone maintenant : les règles ne le proposent pas ici, pas encore ou plus.
api-drawn-by-server = Seul le serveur tire au sort : demande-lui un tirage (POST …/draws) au lieu d’envoyer at_random.
api-undo-own-latest = Tu ne peux annuler que ton propre coup, et seulement tant qu'il est le dernier ; demande à l'hôte.
api-clock-host-only = Seul l'hôte peut mettre l'horloge en pause ou fixer une limite par tour.
api-no-clock = Il n'y a pas d'horloge de tour ici : ce jeu n'a pas de tours, ou la partie est finie.
api-clock-already = L'horloge { $paused ->
    [yes] est déjà en pause
   *[no] tourne déjà
}.
api-calculator-json = Envoie l'entrée comme objet JSON (Content-Type: application/json).
api-correct-once = Chaque coup ne peut être corrigé qu'une fois par correction.
api-twice = Deux fois.
api-not-your-move = Le coup { $version } n'a pas été saisi par toi : demande à l'hôte de le corriger.
api-no-game = Il n'y a pas de jeu { $game }.
api-no-preset = Aucun modèle n'est enregistré sous { $name }.
api-preset-name = Un nom de modèle compte de 1 à 40 lettres, chiffres, espaces, . ' - ou _.
api-preset-name-invalid = Nom de modèle non valide.
api-preset-token = Enregistrer un modèle demande un jeton de table : envoie « Authorization: Bearer <token> ».
api-token-other-game = Ce jeton est celui d'une table d'un autre jeu, pas { $game }.
api-token-no-live-table = Ce jeton n'ouvre aucune table en cours : enregistre des modèles depuis une table que tu animes ou où tu es assis.
api-name-needed = Saisis un nom pour prendre place.
api-name-blank = Un nom ne peut pas être vide.
api-name-control = Un nom ne peut pas contenir de caractères de contrôle.
api-control-characters = Caractères de contrôle.
api-no-table-with-code = Aucune table n'a le code { $code } (ou elle a expiré).
api-person-host-only = Seul le téléphone de l'hôte nomme la personne qui prend place ; l'hôte relie une place à une personne connue une fois qu'elle est prise.
api-host-says-who = Seul l'hôte dit qui occupe une place.
api-seat-empty = Personne n'occupe la place { $seat }.
api-not-taken = Non prise.
api-photo-who-adds = Seuls l'hôte et les joueurs ajoutent une photo ; le grand écran l'affiche.
api-photo-too-large = La photo dépasse { $kilobytes } Ko : envoie-en une plus petite.
api-photo-not-over = La partie n'est pas encore finie : ajoute la photo sur l'écran des résultats.
api-no-photo = Cette table n'a pas de photo.
api-photo-who-removes = Seul l'hôte, ou qui a ajouté la photo, peut la retirer.
api-rematch-host-only = Seul l'hôte peut lancer une revanche.
api-big-screen-no-handover = Le grand écran ne peut pas transférer une place ; l'hôte le peut, depuis son téléphone.
api-handover-own-seat = Tu ne peux transférer que ta propre place ; l'hôte peut transférer celle de n'importe qui.
api-handover-which-seat = Indique quelle place passe sur un autre téléphone.
api-handover-seat-empty = Personne n'occupe encore la place { $seat } : un nouveau téléphone la prend avec le code de la table.
api-handover-code-gone = Ce code ne transfère aucune place : il a déjà servi, ou il a plus de 10 minutes. Demandes-en un nouveau.
api-host-moved-away = Le rôle d'hôte de cette table a été transféré sur un autre téléphone : ce téléphone ne mène plus la table. Si ce n'était pas toi, le téléphone qui a le code de secours de la table peut reprendre le rôle d'hôte.
api-handover-host-role-host-only = Seul le téléphone de l'hôte peut transférer le rôle d'hôte ; un joueur transfère sa propre place.
api-handover-host-no-seat = Le rôle d'hôte n'est pas une place : ne donne pas de place.
api-host-seat-host-only = Seul le jeton de l'hôte dit où l'hôte est assis.
api-host-seat-no-seat = Ce jeton n'ouvre aucune place à cette table.
api-no-such-message = Aucune phrase n'a cet identifiant.
api-known-games = Jeux connus : { $known }.
api-token-in-url = Un jeton de table ne va pas dans une URL, où les journaux le gardent : ouvre plutôt le flux avec un ticket de flux.
api-ticket-gone = Ce ticket de flux est inconnu, déjà utilisé ou expiré : demandes-en un nouveau.
api-since-ahead = La table en est à la version { $version } : il n'y a encore rien après la version { $since }.
api-event-id-bad = Ce Last-Event-ID n'est pas un événement envoyé par ce serveur : reconnecte-toi sans lui, ou avec l'id du dernier événement reçu.
api-join-code-not-big-screen = Le code pour rejoindre est pour l'hôte et les joueurs, pas pour le grand écran.
api-game-gone = Ce serveur n'a plus le jeu { $game }.
api-no-table = Aucune table en cours n'a cet identifiant.
api-rate-limited = Trop { $what ->
    [join] de tentatives pour rejoindre
    [tables] de nouvelles tables
    [people] de demandes de statistiques des joueurs
    [photos] de photos envoyées
   *[presets] d'enregistrements de modèles
} depuis cette adresse ; réessaie dans { $seconds } secondes.
api-name-taken = Quelqu'un du nom de « { $name } » est déjà assis à cette table ; choisis un autre nom.
api-table-full = Cette table est complète : les { $seats } places sont prises.
api-preset-taken = Un modèle nommé « { $name } » a été enregistré par quelqu'un d'autre : enregistre ta copie sous un autre nom.
api-not-over = La partie n'est pas encore finie.
api-no-move-to-correct = Il n'y a pas de coup { $version } à corriger dans le journal.
api-entry-not-a-move = L'entrée { $version } est une annulation ou une correction, pas un coup : annule-la, ou corrige le coup qu'elle a changé.
api-move-gone = Le coup { $version } a été annulé ou supprimé ; il n'y a donc rien à corriger.
api-move-number = Coup { $version }.
api-clock-give = Donne paused, turn_limit_seconds ou les deux.
api-correction-give = Donne soit le coup corrigé, soit delete : true.
api-photo-type = Envoie la photo en image/jpeg, image/png ou image/webp, pas { $declared ->
    [none] sans Content-Type
   *[other] en { $declared }
}.
api-photo-not-image = Ce fichier n'est pas une photo : son contenu n'est pas une image JPEG, PNG ou WebP.
api-photo-type-mismatch = La photo a été envoyée en { $declared } mais son contenu est { $actual } : envoie-la avec son propre type.
api-body-too-slow = Le corps de la requête n'est pas arrivé en { $seconds } secondes ; renvoie-le.
api-streams-limited = Trop de connexions en direct sont ouvertes { $which ->
    [token] avec ce jeton
    [table] à cette table
   *[address] depuis cette adresse
} (au plus { $limit }) ; la page se tient à jour elle-même en attendant. Réessaie dans { $seconds } secondes.
api-photo-too-many-pixels = La photo a trop de pixels : au plus { $megapixels } millions, { $side } sur son grand côté. Envoie-en une plus petite.
api-photo-who-replaces = Un autre joueur a ajouté cette photo : seul lui ou l'hôte peut la remplacer.
api-private-own-seat = Seul le téléphone de la place { $seat } saisit ce coup : ce qu'il contient n'appartient qu'à cette place.
api-clock-full = L'horloge a été réglée { $count } fois à cette table, autant qu'une table en garde ; continuez sans la changer.
api-clock-limit-same = L'horloge a déjà cette limite par tour : rien à changer.
# An error no view worded, by its HTTP status (an unknown address, a method it does not take).
http-status = { $status ->
    [400] La requête est illisible : vérifie son corps et ses en-têtes.
    [401] Il faut un jeton pour cela.
    [403] Ce n'est pas permis avec ce jeton.
    [404] Il n'y a rien à cette adresse.
    [405] Cette adresse n'accepte pas cette méthode.
    [406] Cette adresse ne peut répondre dans aucun format que la requête accepte.
    [409] Cela contredit ce qui existe déjà.
    [410] Cela n'existe plus.
    [411] Envoie la longueur du corps (Content-Length).
    [413] La requête est trop grande.
    [414] L'adresse est trop longue.
    [415] Cette adresse n'accepte pas ce type de corps.
    [422] La requête ne peut pas être exécutée telle quelle.
    [428] Cette requête a besoin d'une condition (If-Match).
    [429] Trop de requêtes ; réessaie dans un instant.
    [431] Les en-têtes de la requête sont trop grands.
    [503] Le serveur est occupé ; réessaie dans un instant.
   *[other] Quelque chose s'est mal passé sur le serveur ; réessaie.
}

# A problem's title: the HTTP status in a few words, in the reader's language (api/web/errors.py).
http-title = { $status ->
    [400] Requête incorrecte
    [401] Non authentifié
    [403] Interdit
    [404] Introuvable
    [405] Méthode non autorisée
    [406] Non acceptable
    [408] Délai de requête dépassé
    [409] Conflit
    [410] Disparu
    [411] Longueur requise
    [412] Précondition non remplie
    [413] Contenu trop volumineux
    [414] Adresse trop longue
    [415] Type de contenu non pris en charge
    [422] Contenu impossible à traiter
    [428] Précondition requise
    [429] Trop de requêtes
    [431] En-têtes trop volumineux
    [503] Service indisponible
   *[other] Erreur du serveur
}
api-database-unavailable = La base de données est indisponible pour un moment : réessaie dans quelques secondes (un coup renvoyé avec la même Idempotency-Key n'est jamais enregistré deux fois).

## The log CSV (results.csv keeps its column names in every language: score apps import it)

word-none = aucun
word-yes = oui
word-no = non
word-deleted = (supprimé)
word-list = { $items }
csv-column-version = version
csv-column-time = heure
csv-column-seat = place
csv-column-player = joueur
csv-column-entered-by = saisi par
csv-column-kind = type
csv-column-move = coup
csv-column-details = détails
csv-column-result = résultat
csv-column-entered-as = saisi comme
csv-column-result-when-entered = résultat à la saisie
csv-column-undone = annulé
csv-column-corrected-by = corrigé par
csv-column-result-changed-by = résultat changé par
csv-kind-move = coup
csv-by = { $by ->
    [host] hôte
   *[player] joueur
}
csv-kind-undo = annulation
csv-kind-correction = correction
csv-kind-clock = horloge de tour
csv-took-back = coup { $version } annulé
csv-move-deleted = coup { $version } ({ $what }) supprimé : c'était { $before }
csv-move-corrected = coup { $version } ({ $what }) : { $before } -> { $after }
csv-move-corrected-seat = coup { $version } ({ $what }) : { $before } pour { $from } -> { $after } pour { $to }
csv-results-changed = résultats changés : { $count ->
    [one] coup
   *[other] coups
} { $versions }
csv-clock-paused = { $paused ->
    [yes] horloge en pause
   *[no] horloge relancée
}
csv-clock-no-limit = pas de limite par tour
csv-clock-limit = limite par tour { $time }

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin des Bois (marchandises et le shérif)
game-hero-of-the-people = Robin des Bois : héros du peuple
game-rescuing-robin-hood = Sauvez Robin des Bois
game-robin-hood-1990 = Robin des Bois (1990)
game-score-pad = Bloc de score

## The phases of play the rulings are grouped by (engine/game.py PHASES)

phase-setup = Mise en place
phase-turn = Pendant un tour
phase-round-end = À la fin d’une manche
phase-scoring = Décompte et victoire
phase-variants = Variantes et jeu en solo
phase-entering = Saisir dans l’application

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = cartes du Marché
move-curse-you-robin-hood-legends = Légendes à la table
move-curse-you-robin-hood-reveal = carte révélée
move-curse-you-robin-hood-legend = cartes de la Légende
move-curse-you-robin-hood-take = carte du Marché
move-curse-you-robin-hood-archery = tir aux cartes

# Les termes du jeu : marchandises, cartes, sièges. $form est le rôle du siège dans la phrase
# (engine/games/curse.py SEAT_FORMS) : start, name, owner, from, to.
curse-good-ale = Bière
curse-good-bread = Pain
curse-good-cloth = Tissu
curse-good-gems = Gemmes
curse-good-meat = Viande
curse-card = { $good } { $rank }
curse-legend = { $legend ->
    [friar-tuck] { $form ->
        [owner] de Frère Tuck
        [to] à Frère Tuck
       *[other] Frère Tuck
    }
    [the-sheriff] { $form ->
        [start] Le shérif
        [owner] du shérif
        [to] au shérif
       *[other] le shérif
    }
    [little-john] { $form ->
        [owner] de Petit Jean
        [to] à Petit Jean
       *[other] Petit Jean
    }
    [will-scarlet] { $form ->
        [owner] de Will l'Écarlate
        [to] à Will l'Écarlate
       *[other] Will l'Écarlate
    }
    [robin-hood] { $form ->
        [owner] de Robin des Bois
        [to] à Robin des Bois
       *[other] Robin des Bois
    }
    [the-prince] { $form ->
        [start] Le Prince
        [owner] du Prince
        [to] au Prince
       *[other] le Prince
    }
   *[maid-marian] { $form ->
        [owner] de Lady Marianne
        [to] à Lady Marianne
       *[other] Lady Marianne
    }
}
curse-player = { $form ->
    [to] à { $name }
   *[other] { $name }
}
curse-seat-number = { $form ->
    [start] Le siège { $number }
    [owner] du siège { $number }
    [to] au siège { $number }
   *[other] le siège { $number }
}
curse-place-market = carte du Marché { $number }
curse-place-seat = la carte du siège { $number }
curse-place-stockpile = réserve « { $name } », carte { $number }
curse-place-shown = la carte montrée
curse-place-second = la deuxième carte
curse-place-card = la carte

# Refus (règles C1-C9)
curse-not-a-player-seat = { $value } n'est pas le siège d'un joueur (p0 à p5).
curse-card-twice = { $card } apparaît deux fois ({ $first } et { $second }) ; chaque carte n'existe qu'en un exemplaire.
curse-seen = La carte { $card } a déjà été vue cette manche : vérifie la carte.
curse-shown-and-second = { $card } ne peut pas être à la fois la carte montrée et la deuxième carte.
curse-single-card = { $legend } ne joue qu'une carte ; il n'y a pas de deuxième carte.
curse-same-name = Deux sièges ont le même nom.
curse-no-stockpile = Donne au moins une réserve à compter.
curse-seat-missing = Dis quel joueur a { $move ->
    [reveal] révélé
   *[take] pris
} cette carte.
curse-not-now = Tu ne peux pas { $doing ->
    [market] disposer le Marché
    [reveal] révéler une carte
    [legend] saisir les cartes d'une Légende
    [take] prendre au Marché
   *[archery] saisir le tir aux cartes
} maintenant : la table attend { $waiting ->
    [market] les cartes du Marché de la nouvelle manche
    [reveal] les cartes révélées ce tour-ci
    [take] les échanges avec le Marché
   *[archery] le vainqueur du tir aux cartes
}.
curse-market-size = Avec { $players ->
    [one] un joueur
   *[other] { $players } joueurs
}, le Marché reçoit { $wanted } cartes, pas { $given }.
curse-card-in = Tu as déjà saisi ta carte ce tour-ci ; annule-la pour la changer.
curse-legend-absent = { $legend } n'est pas à cette table.
curse-legend-in = Les cartes { $legend } sont déjà saisies ; annule pour les changer.
curse-stack-order = { $slot ->
    [shown] La carte du dessus
   *[second] La deuxième carte
} { $legend } est { $expected ->
    [new] une carte pas encore vue cette manche : les cartes remises sous la pile ne reviennent qu’après
   *[other] { $expected }, remise sous la pile plus tôt dans la manche
}.
curse-second-needed = { $legend } révèle une deuxième carte jusqu'à la dernière.
curse-last-card = { $legend } n'a plus qu'une carte et la joue.
curse-not-trading = { $seat } n'échange pas avec le Marché ce tour-ci.
curse-market-order = Les échanges avec le Marché se font du rang le plus haut au plus bas : { $first } prend avant { $seat }.
curse-not-in-market = { $card } n'est pas dans le Marché.
curse-archery-tied-only = Seuls les joueurs à égalité ({ $tied }) participent au tir aux cartes.
curse-legend-count = Avec { $players ->
    [one] un joueur
   *[other] { $players } joueurs
}, la partie { $wanted ->
    [0] n'a aucune Légende
    [one] a une Légende
   *[other] a { $wanted } Légendes
}, pas { $given }.
curse-legend-twice = Une Légende ne peut s'asseoir qu'une fois à la table.
curse-legends-late = Le premier Marché est saisi : les Légendes à la table ne peuvent plus changer (C2).
curse-order = L'ordre des sièges doit citer une fois chacun de { $seats }.

# Résultats en mots (le journal)
curse-then = { $first } ; { $rest }
curse-comma = { $first }, { $rest }
curse-transfer = { $giver } donne { $card } { $taker }
curse-trade-market = { $seats } { $count ->
    [one] échange
   *[other] échangent
} avec le Marché
curse-no-trades = aucun échange
curse-seat-score = { $seat } { $score }
curse-part-trades = {" "}; échanges : { $trades }
curse-part-waiting = {" "}; il manque encore : { $seats }{ $count ->
   *[other] {""}
}
curse-part-clash = {" "}; saisie deux fois : { $clashes } : saisir la carte à nouveau
curse-clash = { $card } pour { $seats }
curse-part-cursed = {" "}; la Malédiction : { $discards }
curse-discard = { $seats } { $count ->
    [one] défausse
   *[other] défaussent
} { $goods }
curse-part-scored = { $cursed }{" "}; manche { $round } comptée : { $scores }
curse-part-over = {" "}; { $legends ->
    [yes] les Légendes ont
   *[no] { $winners } { $count ->
        [one] a
       *[other] ont
    }
} gagné
curse-back-under = , la carte { $card } remise sous la pile
curse-result-market = Le Marché : { $cards }
curse-result-legends = Les Légendes à la table : { $legends }
curse-result-reveal = { $name } a révélé { $card }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-chosen = { $name } a choisi une carte{ $waiting }
curse-result-legend = { $legend } joue { $card }{ $back }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-take = { $name } a pris { $took } au Marché contre { $gave }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-archery = { $winners } { $count ->
    [one] a
   *[other] ont
} gagné le tir aux cartes

# Résultats (C6, C7, C9)
curse-legends-note = Les Légendes ne sont comptées que pour comparaison et ne sont pas classées : { $scores }.
curse-tie-targets = { $tied } sont à égalité avec { $amount } ; { $leader } avait le plus de cibles après la dernière Malédiction ({ $most }) et gagne.
curse-tie-archery = { $tied } sont à égalité avec { $amount }{ $targets ->
    [all] {" "}et avec { $most } { $most ->
        [one] cible restante
       *[other] cibles restantes
    } après la dernière Malédiction
   *[some] {" "}; { $leaders } avaient le plus de cibles après la dernière Malédiction ({ $most })
} ; { $count ->
    [one] { $winners } a gagné le tir aux cartes
   *[other] { $winners } se partagent la victoire
}.
curse-solo-won = { $player } bat les Légendes avec { $amount }.
curse-solo-won-why = Avec { $amount }, { $player } bat chaque Légende : { $scores }.
curse-solo-lost-tie = Les Légendes gagnent : { $player } a { $amount }, autant que { $legends }, et une égalité avec une Légende n'est pas une victoire.
curse-solo-lost = Les Légendes gagnent : { $legends } { $count ->
    [one] a
   *[other] ont
} { $best }, { $player } { $amount }.
curse-solo-lost-why = { $player } devait avoir plus de points que chaque Légende : { $scores }.

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
goods-table-unknown = { $path } : lis ce nombre sur l'aide de jeu (le livret de règles ne le donne pas).
goods-table-printed = { $path } : le livret de règles donne { $printed }, pas { $given }.
goods-table-incomplete = La table des cartes est incomplète : { $parts ->
    [both] à lire sur l'aide de jeu : { $missing } ; à reprendre telles que le livret de règles les imprime : { $wrong }
    [wrong] à reprendre telles que le livret de règles les imprime : { $wrong }
   *[missing] à lire sur l'aide de jeu : { $missing }
}.
goods-not-a-good = { $good } n'est pas une des marchandises : pomme de terre, fruit, poulet, soie, hydromel ou bijou.
goods-not-a-good-listed = { $good } n'est pas une des marchandises (pomme de terre, fruit, poulet, soie, hydromel, bijou).
goods-calc-players = Le jeu se joue de 3 à 5 joueurs, pas à { $players }.
goods-calc-unknown = { $number } n'est pas dans le livret de règles : lis-la sur l'aide de jeu.
goods-calc-needed = Nécessaires mais inconnues : { $numbers } ; lis-les sur l'aide de jeu.
goods-calc-printed = Le livret de règles imprime déjà ce nombre : { $number } est de { $printed }, pas { $given }. Seuls les nombres qu'il omet peuvent être donnés.
goods-stock-empty = Saisis les marchandises stockées d'au moins un joueur.
goods-stock-holders = { $holders } joueurs ont des marchandises stockées, mais cette partie se joue à { $players }.
goods-stock-too-many = { $name } a stocké { $total } cartes, mais un joueur en stocke au plus { $most } par partie ({ $a_week } par semaine pendant { $weeks } semaines).
goods-stock-deck = { $goods } en stock, mais le jeu n'en contient que { $deck }.
goods-first-sheriff-seat = Il n'y a pas de place { $seat } à une table de { $players } joueurs.
goods-seat-missing = Dis quel joueur fait ce coup.
goods-not-now = Tu ne peux pas { $doing } maintenant : { $phase }.
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
goods-declare-not-yet = Ce n'est pas encore à toi de déclarer : les déclarations se font dans le sens horaire à partir de la gauche du shérif, et un joueur avant toi n'a pas encore déclaré.
goods-chariot-taken = Le jeton chariot { $count } est déjà pris ce tour-ci : déclare un autre nombre.
goods-bag-count = Le sac a été déclaré avec { $cards } ; cartes saisies : { $entered }.
goods-no-bag = Ce joueur n'a pas de sac ce tour-ci.
goods-bag-settled = Ce sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci.
goods-deputy-first-regular = { $doing ->
    [deal] Un marché pour une inspection d'adjoint
   *[inspect] Une inspection d'adjoint
} vient après l'inspection normale : règle d'abord l'inspection normale.
goods-deputy-none = Pas d'inspection d'adjoint : { $why ->
    [three-players] à 3 joueurs, on n'utilise pas de jetons Adjoint
   *[none-left] il ne te reste aucun jeton Adjoint
}.
goods-deal-needs-deputy = L'inspection normale est déjà réglée : ce marché remplace une inspection d'adjoint, il coûte donc un jeton Adjoint.
goods-regular-done = L'inspection normale est faite ; utilise un jeton Adjoint pour une autre.
goods-deal-too-much = Ce joueur n'a que { $money } : un marché se paie en entier, il peut donc être d'au plus { $money }.
goods-apprehension-used = Tu as déjà utilisé ton jeton Arrestation dans cette partie.
goods-apprehend-settled = Ce sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci : choisis-en un autre pour l'arrestation.
goods-let-pass-after-inspection = Un sac a déjà été ouvert, racheté par un marché ou confisqué ce tour-ci : finis plutôt le tour.
goods-end-turn-without-inspection = Aucun sac n'a été ouvert, racheté par un marché ou confisqué ce tour-ci : laisse plutôt passer chaque sac.
goods-pass-all-renamed = Laisse passer chaque sac, ou finis le tour après une inspection : ce coup a de nouveaux noms.
goods-week-goods-entered = Tu as déjà saisi les marchandises de cette semaine ; annule pour les changer.
goods-family-no-storing = Le jeu familial ne permet pas de stocker.
goods-store-at-most = Tu peux stocker au plus { $most } cartes par semaine.
goods-store-approved-only = Tu ne peux stocker que des marchandises approuvées : en stock : { $stored }, approuvées : { $approved }.
goods-week-seen = L'appli a vu ces cartes approuvées pour toi cette semaine : { $seen } ; saisies : { $entered }.
goods-week-deck = Le jeu ne contient que { $deck } ; saisies : { $entered }.
goods-week-total = L'appli compte { $known } { $known ->
    [one] carte approuvée
   *[other] cartes approuvées
} pour toi cette semaine ({ $seen ->
    [one] { $seen } vue
   *[other] { $seen } vues
}, { $unseen } dans des sacs passés sans être ouverts ou rachetés par un marché) ; saisies : { $entered }.
goods-poorest-chooses = C'est le joueur le plus pauvre qui choisit le prochain shérif.
goods-first-sheriff-late = Le premier shérif ne peut être changé qu'avant le premier coup de la partie.

goods-result-robin-hood = { $name } a utilisé le jeton Robin des Bois et échangé { $cards }
goods-result-declare = { $name } a déclaré { $goods }
goods-result-honest = Le shérif a inspecté { $name }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : honnête, la banque a payé { $indemnity } à { $name } ; approuvé : { $approved }
goods-result-caught = Le shérif a inspecté { $name }{ $deputy ->
    [yes] {" "}avec un jeton Adjoint
   *[no] {""}
} : défaussé : { $discarded }, { $name } a payé une pénalité de { $penalty }{ $short ->
    [yes] {" "}(seulement { $paid } payés, { $written_off } passés en perte)
   *[no] {""}
}, récompense du shérif : { $reward } ; approuvé : { $approved }
goods-result-deal = { $name } a payé { $amount } au shérif : le sac est approuvé sans être ouvert
goods-result-apprehended-private = Le shérif a confisqué le sac { OF($name) } (privé)
goods-result-apprehended = Le shérif a confisqué le sac { OF($name) } : gardé : { $took }, rendu à { $name } : { $returned }
goods-bag-owner = { OF($name) }
goods-result-turn-over = Le tour { $turn } est fini{ $count ->
    [0] {""}
    [one] {" "}: le sac { $owners } est passé sans être ouvert
   *[other] {" "}: les sacs { $owners } sont passés sans être ouverts
}
goods-result-week-private = { $name } a saisi les marchandises de la semaine (privé){ $paid ->
    [yes] {" "}; les ventes de la semaine { $week } sont payées
   *[no] {""}
}
goods-result-week = { $name } a vendu { $sold } pour { $earned }{ $storing ->
    [yes] , en stockant { $stored }
   *[no] {""}
}{ $paid ->
    [yes] {" "}; les ventes de la semaine { $week } sont payées
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

# The game's words: characters, resources, King Richard's cards, the phases of a round
hero-character = { $character ->
    [maid-marian] Lady Marianne
    [little-john] Petit Jean
    [will-scarlett] Will l'Écarlate
    [friar-tuck] Frère Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much le meunier
   *[robin-hood] Robin des Bois
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
    [semicolon] { $first } ; { $rest }
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
hero-starting-bounty = La prime de départ est une case de la piste : un multiple de 100, pas { $bounty }.
hero-over = La partie est finie : tu as { $outcome ->
    [won] gagné
   *[lost] perdu
}.
hero-wrong-phase = Tu ne peux pas { $doing ->
    [story] résoudre une carte Histoire
    [choose-hero] changer de héros actif
    [rob] voler les riches
   *[action] faire une action
} pendant la phase « { $phase } » (ordre de la manche : héros actif, voler les riches, action, Histoire).
hero-not-a-resource = « { $resource } » n'est pas une ressource : les cartes montrent tir à l'arc, épée, or, force ou influence.
hero-not-a-character = « { $name } » n'est ni Robin des Bois ni l'un des six Joyeux Compagnons.
hero-not-a-king-richard-card = « { $name } » n'est pas une carte Roi Richard.
hero-robin-skills = Les compétences de Robin des Bois sont imprimées dans le livret de règles : 3 tir à l'arc et 2 épées.
hero-robin-never-recruited = Robin des Bois n'est jamais recruté : il commence face visible. Saisis seulement son coût de libération.
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
hero-not-face-up-to-lead = { $character } n'est pas face visible : seul un personnage recruté et libre peut être le héros actif.
hero-pick-hero-first = Ton héros actif est en prison : fais d'abord d'un autre personnage face visible le héros actif ({ $characters }).
hero-draw-limit = Tu pioches { $draws } cartes Butin cette manche, pas { $drawn }.
hero-play-limit = Seules { $plays } cartes peuvent être jouées dans l'inventaire cette manche, pas { $count }.
hero-hand-short = Tu as { $held } cartes en main ; tu ne peux pas en jouer { $count }.
hero-already-recruited = { $character } est déjà recruté.
hero-not-in-jail = { $character } n'est pas en prison.
hero-king-richard-not-available = Cette carte Roi Richard n'est pas dans la zone du Roi Richard.
hero-king-richard-cost-first = Saisis d'abord le coût de cette carte Roi Richard, inscrit au dos.
hero-king-richard-not-held = Tu n'as pas cette carte Roi Richard.
hero-camp-built = Les cinq cartes Forêt de Sherwood sont construites.
hero-name-protected = Indique quel personnage cette carte Forêt de Sherwood protège de la prison : il est imprimé sur la carte.
hero-lower-once = La prime ne peut être baissée avec l'influence qu'une fois par manche.
hero-no-action-after-action = Tu as déjà fait une action cette manche : la prime ne monte que lors d'une manche sans action. Passe à la carte Histoire.
hero-no-hero-no-ability = Il n'y a pas de héros actif, donc pas de capacité spéciale à utiliser.
hero-robin-no-ability = Robin des Bois n'a pas de capacité spéciale : fais d'un Joyeux Compagnon recruté le héros actif pour en utiliser une.
hero-enter-effects = Saisis ce que { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} a changé : l'inventaire, la main, les pioches ou les cartes jouées de la manche, les actions de la manche ou la prime.
hero-takes-loot = { $what ->
    [ability] Cette capacité spéciale
   *[card] « { $card } »
} prend { $taken } dans l'inventaire, qui n'en contient que { $held }.
hero-takes-hand = { $what ->
    [ability] Cette capacité spéciale
   *[card] « { $card } »
} prend { $count } cartes de ta main, qui n'en contient que { $held }.
hero-draws-over = { $effect ->
    [draws] Les pioches
   *[plays] Les cartes jouées
} de cette manche sont passées : saisis { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} avant de voler les riches.
hero-actions-over = La phase d'action de cette manche est passée : saisis { $what ->
    [ability] cette capacité spéciale
   *[card] « { $card } »
} avant la carte Histoire.
hero-bounty-steps = La prime avance sur la piste par pas de 100, pas de { $amount }.
hero-enter-alternative = Saisis l'alternative de la carte comme la carte l'indique : la prime montée, des personnages emprisonnés, les cartes Forêt de Sherwood défaussées ou du butin perdu.
hero-pay-needs-cost = Payer une carte Histoire demande son coût : au moins une ressource.
hero-choice-with-outcome = Payer ou prendre l'alternative de la carte se fait avec les effets de la carte, pas avec un seul résultat.
hero-story-cannot-pay = { $short } Si tu ne peux pas payer, prends plutôt l'alternative de la carte (H11).
hero-old-field-needs-outcome = Un personnage ou un montant va avec un seul résultat (emprisonné, prime montée) ; pour saisir plusieurs effets, utilise les personnages emprisonnés et la prime.
hero-outcome-or-effects = Saisis la carte Histoire soit comme un résultat, soit comme ses effets, pas les deux.
hero-paid-needs-cost = Une carte Histoire payée demande son coût : au moins une ressource. Si la carte ne demandait rien, choisis Rien à payer.
hero-name-jailed = Nomme le personnage face visible que la carte Histoire emprisonne.
hero-say-rise = Indique de combien la prime monte.
hero-cannot-lose = Ton inventaire contient { $held } ; la carte Histoire ne peut pas en prendre { $count }.
hero-jail-once = Nomme chaque personnage emprisonné une seule fois.
hero-not-face-up-to-jail = { $character } n'est pas face visible : une carte Histoire n'emprisonne qu'un personnage face visible.

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
hero-bounty-now = {" "}; prime { $bounty }
hero-newly-active = {" "}; { $character } est le héros actif
hero-protecting = , protégeant { $character }
hero-camp-complete = {" "}; le camp est complet : prime -200
hero-numbers-part = { $part ->
    [skills] compétences
    [recruit] recrutement
   *[rescue] libération
} { $counts }
hero-reason-ability = Capacité spéciale
hero-reason-hero-ability = Capacité spéciale de { $character }
hero-reason-king-richard = Carte Roi Richard
hero-reason-story = Carte Histoire
hero-reason-card = { $whose } : { $card }
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
hero-story-named = Carte Histoire « { $card } » : { $outcome }
hero-story-unnamed = Carte Histoire : { $outcome }
hero-story-unpaid = impayé : { $counts }
hero-story-alternative = l'alternative de la carte
hero-story-paid = payé : { $counts }
hero-story-lost = perdu : { $counts }
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
hero-result-numbers = Chiffres de { $character } : { $parts }
hero-result-king-richard-cost = La carte Roi Richard « { $card } » coûte { $counts }
hero-result-active = { $character } est le héros actif
hero-result-rob = Pioché { $drawn }, joué { $played } ; { $hand } en main, { $discarded ->
    [one] { $discarded } défaussée
   *[other] { $discarded } défaussées
}
hero-result-recruit = { $character } recruté{ $paid }{ $active }{ $track }
hero-result-rescue = { $character } libéré de prison{ $paid }{ $active }{ $track }
hero-result-king-richard-acquired = Carte Roi Richard acquise : { $card }{ $paid }
hero-result-king-richard-used = Carte Roi Richard utilisée : { $card }{ $track }
hero-result-build = Une carte Forêt de Sherwood construite{ $paid }{ $protecting }{ $complete }{ $track }
hero-result-lower-bounty = Prime baissée à { $bounty }{ $paid }
hero-result-ability = { $reason } : { $note } ({ $effects }){ $track }
hero-result-no-action = Aucune action cette manche : la prime monte à { $bounty }
hero-result-adjust = { $reason } : { $effects }{ $track }
hero-result-story = { $parts }{ $active }{ $track }, { $left ->
    [one] { $left } carte Histoire restante
   *[other] { $left } cartes Histoire restantes
}

# The outcome of a finished game (H2)
hero-outcome-won = { $player } gagne à la manche { $round } : les six Joyeux Compagnons sont libres et la prime est de { $bounty }.
hero-outcome-lost = { $player } perd à la manche { $round } : { $why ->
    [bounty] la prime a atteint 1000 : Robin des Bois est livré.
    [story] la dernière carte Histoire a été résolue sans victoire.
   *[sheriff] le shérif a gagné.
}
hero-lost-because = { $why ->
    [bounty] La prime a atteint 1000 : Robin des Bois est livré.
   *[story] La dernière carte Histoire a été résolue sans victoire.
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
rescuing-rank-babe-in-the-woods = Blanc-bec des bois
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
rescuing-brawn-impossible = Une attaque de Force ne peut pas réussir contre une rangée qui totalise { $total } avec { $brawn } de Force : vérifie les nombres.
rescuing-imprisoned-negative = Le nombre de villageois emprisonnés ne peut pas être négatif.
rescuing-challenges-day = { $count } défis le jour { $day } : on accepte au plus 2 cartes Défi par jour (R12).
rescuing-sheriff-before-robin = Le shérif ne peut pas être vaincu avant que Robin soit délivré : sa rangée tombe après la cour (R9, R11).

# Refus : les valeurs des cartes (R15).
rescuing-guard-range = La valeur de { $stat } d'un garde { $colour ->
    [red] rouge
   *[blue] bleu
} va de { $low } à { $high }, pas { $value } : vérifie la carte.
rescuing-value-differs = Pour { $card }, la valeur de { $stat } a été saisie à { $known }, pas à { $value }.
rescuing-value-unknown = Saisis la valeur de { $stat } pour { $card } : l'appli ne la connaît pas encore.

# Refus : la table.
rescuing-solo-one-band = Le solo à une bande se joue avec une seule bande.
rescuing-mode-bands = { $mode ->
    [accelerated] La partie accélérée
    [solo-multi] Le solo à plusieurs bandes
   *[standard] La partie standard
} se joue à 2-5 bandes ; avec une seule bande, on joue le solo à une bande.
rescuing-leaders = Nomme un chef par bande ({ $count }).
rescuing-over = La partie est finie : Robin { $rescued ->
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
} maintenant : la table { $stage ->
    [setup] met en place le champ de bataille
    [bands] tire les bandes
    [turns] joue les tours
    [recruit] recrute
    [cleanup] range la journée
   *[over] a fini : la partie est finie
}.
rescuing-plan-mid-attack = Les jetons et la Gaieté s'utilisent pendant la planification, pas au milieu d'une attaque.
rescuing-no-band-today = La bande { $number } n'est pas sur la table aujourd'hui.
rescuing-no-token = Il ne te reste aucun jeton { $token } à dépenser.
rescuing-tokens-short = Il faut { $count } jetons { $token } ; tu en as { $have }.
rescuing-row-empty = { $row } n'a plus de cartes.
rescuing-no-card = Il n'y a pas de carte #{ $card } sur le champ de bataille en ce moment.
rescuing-card-once = Désigne la carte une seule fois : par son numéro à l'écran.
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
rescuing-starter-day5 = Les joueurs ne choisissent qui commence que le premier jour de la partie et le jour 5 ; les autres jours, le premier joueur passe dans le sens horaire (R8).
rescuing-starter-fixed = Le jour { $day } a commencé : on ne peut plus changer qui le commence.
rescuing-no-such-band = Il n'y a pas de bande { $number } à cette table.
rescuing-band-entered = Ta bande est déjà saisie aujourd'hui ; annule pour la changer.
rescuing-jolliness-own-turn = La Gaieté ne se dépense que pendant ton propre tour.
rescuing-jolliness-short = Tu as { $have } de Gaieté, pas { $amount }.
rescuing-guards-once = Désigne les gardes à révéler une seule fois : par leurs numéros à l'écran.
rescuing-scouting-one-row = L'Éclaireur ne révèle que des gardes d'une seule rangée.
rescuing-guards-in = Ces gardes sont { $row }.
rescuing-name-guards = Désigne les gardes à révéler par leurs numéros à l'écran.
rescuing-prayer-not-guard = La Prière ne peut pas toucher { $card } : seules la Ruse, la Force ou la Discrétion le peuvent.
rescuing-prayer-day5-row = Le jour 5, une Prière ne touche que la rangée qu'on peut attaquer maintenant ({ $now }) ; { $row } attend son tour.
rescuing-prayer-day5-stays = Le jour 5, un garde déplacé par une Prière reste dans sa rangée.
rescuing-prayer-both = Chacun des deux joueurs doit avoir un jeton Prière.
rescuing-exchange-much = Seule la bande de Much, le fils du meunier, échange des cartes.
rescuing-exchange-other = Échange une carte avec une autre bande.
rescuing-attack-not-turn = Seul le joueur dont c'est le tour attaque.
rescuing-robin-first = Ajoute d'abord les attributs de Robin des Bois à la bande qui l'a délivré.
rescuing-wit-unfinished = Termine d'abord l'attaque de Ruse (arrête-la ou continue).
rescuing-attacked-with = Tu as déjà attaqué en { $stat } ce tour-ci : chaque attaque utilise un attribut différent.
rescuing-attacks-done = Tu as fait tes { $count } attaques de ce tour.
rescuing-day5-order = Le jour 5, les rangées tombent dans l'ordre : attaque d'abord { $row }.
rescuing-wit-row = Dis sur quelle rangée porte l'attaque de Ruse.
rescuing-wit-start = Une attaque de Ruse commence par la carte face visible au bout de la rangée.
rescuing-wit-next = L'attaque de Ruse continue { $row } : tu affrontes maintenant { $card }.
rescuing-wit-end-of-row = Il n'y a plus de carte dans cette rangée : arrête l'attaque.
rescuing-wit-nothing-to-stop = Il n'y a pas d'attaque de Ruse réussie à arrêter.
rescuing-card-twice = La carte #{ $card } est désignée deux fois.
rescuing-card-not-in = La carte #{ $card } n'est pas { $row }.
rescuing-brawn-once = Donne les valeurs de Force une seule fois, par numéro de carte.
rescuing-brawn-all = La Force attaque toute la rangée : saisis la Force des { $count } cartes.
rescuing-brawn-missing = La Force révèle toute la rangée : saisis la Force pour { $cards }.
rescuing-chosen-once = Désigne les cartes choisies une seule fois : par leurs numéros à l'écran.
rescuing-card-in = La carte #{ $card } est { $row }.
rescuing-choose-cards = Choisis les cartes à attaquer par leurs numéros à l'écran.
rescuing-chosen-each-once = Donne chaque carte choisie une seule fois, avec sa Discrétion.
rescuing-sheriff-last = Le shérif tombe en dernier : la Discrétion ne peut le prendre qu'avec tous les gardes restants de sa rangée.
rescuing-robin-rescuer = Les attributs de Robin vont à la bande qui l'a délivré.
rescuing-end-not-turn = Seul le joueur dont c'est le tour peut le finir.
rescuing-recruit-order = Le recrutement suit l'ordre du tour : c'est à la bande { $number } de choisir.
rescuing-challenge-expert = Les cartes Défi sont réservées au mode expert.
rescuing-challenge-limit = Au plus 2 cartes Défi par jour.

# La fin (R11, R12).
rescuing-outcome = { $ending ->
    [lost] Le shérif gagne : Robin des Bois n'a pas été délivré.
    [won-sheriff] { $bands ->
        [one] La bande a
       *[other] Les bandes ont
    } délivré Robin des Bois le jour 5 et vaincu le shérif.
   *[won] { $bands ->
        [one] La bande a
       *[other] Les bandes ont
    } délivré Robin des Bois le jour 5.
}
rescuing-outcome-expert = { $outcome } Score expert : { $amount } ({ $rank }).

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
rescuing-changed = Bande { OF($name) } : { $stat }{ $shown ->
    [yes] {" "}+{ $gain },
   *[no] {""}
} maintenant { $value }
rescuing-result-attack = Attaque de { $stat } sur { $where ->
    [cards] { $cards } { $row }
   *[row] { $row }
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
rescuing-result-wit-failed = Attaque de Ruse ratée sur { $card } (Ruse { $value }) : les gardes totalisent { $total }, la Ruse tombe à 0
rescuing-result-wit-on = { $card } berné (Ruse { $value }) : les gardes totalisent { $total }, il reste { $left } de Ruse
rescuing-result-wit-stopped = { $card } berné (Ruse { $value }) : les gardes totalisent { $total } · { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-result-end-day = Fin du jour { $day } : { $imprisoned ->
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
rescuing-result-recruited = La bande { OF($name) } a recruté un villageois au Grand Chêne (il en reste { $left })
# $case: where the card stands: "start" begins the sentence, "dat" a German dative; a guard is its number.
rescuing-card-ref = { $kind ->
    [castle] { $case ->
        [start] Le château
       *[other] le château
    }
    [sheriff] { $case ->
        [start] Le shérif
       *[other] le shérif
    }
   *[guard] #{ $card }
}
rescuing-result-recruit-over = La bande { OF($name) } a passé, mais le recrutement était déjà fini : rien ne change
rescuing-result-recruit-passed = La bande { OF($name) } a passé son tour de recrutement
rescuing-result-add-row = Rangée { $row } posée : { $villagers ->
    [one] { $villagers } villageois
   *[other] { $villagers } villageois
}
rescuing-result-add-castle = Champ de bataille du jour 5 en place : { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
rescuing-result-setup-done = Le champ de bataille du jour { $day } est prêt : place aux bandes
rescuing-result-starting-band = La bande { OF($name) } commence le jour { $day }
rescuing-result-band = Bande { OF($name) } aujourd'hui : { $stats }
rescuing-result-spend = { $changed }, Gaieté maintenant { $jolliness }
rescuing-result-mead = { $changed } ; il reste { $left } Hydromel
rescuing-result-scouting = Éclaireur : rangée { $row }, cartes révélées : { $cards }
rescuing-result-prayer-move = Garde { $guard } déplacé à la place { $place } depuis le bout de la rangée { $row }{ $spoils }
rescuing-result-prayer-remove = Garde { $guard } retiré de la rangée { $row }{ $spoils }
rescuing-result-wit-stop = Attaque de Ruse arrêtée : { $defeated ->
    [one] { $defeated } carte vaincue
   *[other] { $defeated } cartes vaincues
}{ $spoils }
rescuing-result-robin = Robin des Bois rejoint la bande { OF($name) } : { $stats }{ $extra ->
    [yes] {" "}; une attaque de plus ce tour-ci
   *[no] {""}
}
rescuing-result-end-turn = La bande { OF($name) } a fini son tour{ $passed ->
    [yes] {" "}: { $brawn } de Force et { $jolliness } de Gaieté transmis
   *[no] {""}
}
rescuing-result-challenge = Carte Défi acceptée { $blind ->
    [yes] à l'aveugle
   *[no] à découvert
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $count } jusqu'ici)
rescuing-result-adjust = Pouvoir du chef ({ $reason }) : { $changed }
rescuing-result-exchange = La bande { OF($name) } a échangé une carte avec { $other }

## Robin Hood (1990)

move-robin-hood-1990-duel = duel
move-robin-hood-1990-event = carte Événement
move-robin-hood-1990-settle = règlement
move-robin-hood-1990-first-player = premier joueur
move-robin-hood-1990-starter = premier joueur de la section

# Refusals
rh1990-point-unknown = Le point de rassemblement { $point } n'existe pas (1-4).
rh1990-rule-unknown = Mode de règlement inconnu : { $rule } (last ou behind).
rh1990-one-arrival = Un seul pion exactement a atteint le point de rassemblement : donne-lui la distance 0.
rh1990-distance-negative = La distance { OF($who) } est négative ({ $distance }).
rh1990-share-space = { $first } et { $second } ne peuvent pas occuper tous deux la case { $space } : seuls les pions renvoyés au départ de la section partagent une case.
rh1990-not-castle-card = { $card } n'est pas une carte Château (1-5 ou 'sheriff').
rh1990-same-cards = Les deux cartes Château d'un duel sont des cartes différentes.
rh1990-settlement-too-few = Un règlement demande les distances d'au moins 2 joueurs.
rh1990-over = La partie est finie : la cabane du pêcheur est atteinte.
rh1990-seat-missing = Indique pour quel joueur c'est.
rh1990-seat-not-at-table = La place { $seat } n'existe pas à une table de { $players } joueurs.
rh1990-starter-first = D'abord, les joueurs à égalité avec le moins d'or ({ $seats }) choisissent qui commence la section { $section } : l'un d'eux ou l'hôte le saisit.
rh1990-section-over = Le pion de la place { $seat } a atteint le point de rassemblement { $point } après avoir gagné le duel sur la case de départ du shérif : la section est terminée ; saisis le règlement.
rh1990-onto-point-lost = Seul un joueur qui gagne le duel avance sur le point de rassemblement ; le shérif a gagné celui-ci, donc ton pion retourne au point de départ de la section.
rh1990-pawn-both = Un événement déplace ton pion soit d'un nombre de cases, soit jusqu'au point de départ de la section, pas les deux.
rh1990-distances-every = Donne une distance pour chaque joueur ({ $seats }) et pour personne d'autre.
rh1990-arrival-at-zero = La place { $seat } a gagné le duel sur la case de départ du shérif et a avancé sur le point de rassemblement : ce pion est arrivé le premier, à la distance 0.
rh1990-nobody-choosing = Personne ne choisit de premier joueur en ce moment : le joueur qui a le moins d'or commence.
rh1990-only-tied-choose = Seuls les joueurs à égalité avec le moins d'or ({ $seats }) ou l'hôte choisissent qui commence ; la place { $seat } n'est pas à égalité.
rh1990-not-tied = La place { $seat } n'est pas à égalité avec le moins d'or : c'est l'une des { $seats } qui commence.
rh1990-first-player-late = Le premier joueur se choisit avant le premier duel, événement ou règlement ; la partie a commencé, il reste donc tel quel.
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
rh1990-result-duel-lost = { $who } a perdu le duel à l'arc contre le shérif : retour au point de départ de la section
rh1990-result-duel-won = { $who } a gagné le duel à l'arc : +{ $amount }, { $then ->
    [arrived] directement sur le point de rassemblement : la section est terminée
   *[returns] le pion du shérif retourne sur sa case de départ
}{ $box }
# V8: the players hold more gold than the box's coin cards; $beyond: how much more, $box: 380.
rh1990-beyond-box = {" "}; les joueurs ont maintenant { $beyond } pièces d'or de plus que les { $box } de la boîte : tout est payé, complétez avec des pièces de remplacement
rh1990-then = { $then ->
    [returns] le pion du shérif retourne sur sa case de départ
    [back] ton pion retourne au point de départ de la section
   *[arrived] ton pion avance directement sur le point de rassemblement { $point } : la section est finie et tu es le premier arrivé (distance 0) ; saisis le règlement
}
rh1990-event-clamped = Seulement { $taken } des { $asked } pièces d'or ont pu être prises : la place { $seat } en avait { $taken }, et l'or ne descend jamais sous 0.
rh1990-gold-change = { $sign }{ $amount }
rh1990-gold-none = pas d'or
rh1990-event-short = {" "}(seulement { $taken } sur { $asked } ont pu être prises)
rh1990-pawn-to-start = {" "}; pion renvoyé au départ de la section
rh1990-pawn-moved = {" "}; pion { $direction ->
    [forward] avancé
   *[back] reculé
} de { $spaces } { $spaces ->
    [one] case
   *[other] cases
}
rh1990-result-event = Événement « { $text } » : { $who } { $gold }{ $short }, maintenant { $now }{ $pawn }
rh1990-paid-one = { $who } +{ $gold }
rh1990-paid-more = { $first }, { $rest }
rh1990-result-settle-won = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; fin de partie : { $names } { $count ->
    [one] a
   *[other] ont
} gagné{ $box }
rh1990-result-settle-starter = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; { $who } commence la section { $section }{ $box }
rh1990-result-settle-tied = Point de rassemblement { $point } ({ $place }) réglé : { $paid } ; { $names } sont à égalité avec le moins d'or et choisissent qui commence{ $box }
rh1990-result-first-player = { $who } commence la section 1
rh1990-result-starter = { $who } commence la section

## Score pad (rules SP1-SP11)

move-score-pad-add = points
move-score-pad-score = points de la manche
move-score-pad-note = note privée
move-score-pad-finish = fin de la partie
move-score-pad-starter = qui commence


sp-over = La partie est finie : elle n'accepte plus de coups.
sp-add-zero = Ajouter 0 point ne change rien.
sp-starter-late = Des points sont déjà sur le bloc : qui commence se dit avant les premiers points (SP12).
sp-no-such-seat = Le bloc a { $seats } places : choisissez-en une.
sp-add-on-sheet = Cette table tient une feuille de score : inscris les points dans la case d'une manche.
sp-score-no-sheet = Cette table n'a pas de feuille de score : ajoute des points au lieu d'inscrire une manche.
sp-rounds-need-sheet = Un nombre de manches demande la feuille de score (sheet: true).
sp-round-entered = { $side } a déjà des points pour la manche { $round } : corrige-les par une correction.
sp-rounds-limit = La partie compte { $rounds } manches.
sp-round-first = La manche { $round } vient d'abord pour { $side }.
sp-team-of = l'équipe des joueurs { $numbers }
sp-team-twice = Le joueur { $number } est dans deux équipes (ou deux fois dans une).
sp-team-too-small = Une équipe compte deux joueurs ou plus.
sp-one-side = Au moins deux camps doivent jouer : une équipe et un joueur, ou deux équipes.
sp-team-suffix = {" "}(équipe { $names })
sp-team-names = { $names }
sp-result-add = { $name }{ $team } { $points } : { $score } au total
sp-result-score = { $name }{ $team }, manche { $round } : { $points }, { $total } au total{ $end }
sp-result-note = { $name } a enregistré une note privée
sp-result-starter = { $name } commence
sp-game-over = Fin de partie : { $count ->
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
sp-tie = { $sides } ont { $amount } chacun : à { $lowest ->
    [yes] plus petit
   *[no] plus grand
} total égal, la victoire est partagée.
sp-team-note = { $names } ont joué en équipe et partagent son total, son rang et sa { $won ->
    [yes] victoire
   *[no] place
}.

## Setting up the table (engine Game.setup_steps): the rulebook's setup for a table's options,
## one step a message, shown with a check box each until the first move. Each step cites the
## rulebook's step or section, and the ruling where one decides it.

# Rescuing Robin Hood (rulebook, "Initial Setup": its steps in the order the text gives them)
setup-rescuing-skill-tokens = Empilez les jetons de compétence en trois piles : Éclaireur, Prière et Cuisine. (Mise en place, étape { $step })
setup-rescuing-guards = Séparez les gardes selon la couleur de leur dos, { $blue } bleus et { $red } rouges ; mélangez chaque pile à part et posez-les toutes deux à côté du champ de bataille. (Mise en place, étape { $step } ; R15)
setup-rescuing-villager-piles = Triez les villageois selon le médaillon en haut à droite. Mélangez une à une les piles bronze, argent et or et posez chacune face visible à portée de main. (Mise en place, étape { $step })
setup-rescuing-starting-villagers = Mélangez les villageois de départ (sans médaillon) et distribuez-en { $bands ->
    [one] { $each } à la bande : c’est son paquet
   *[other] { $each } à chacune des { $bands } bandes ({ $total } cartes) : c’est le paquet de chaque bande
}, mélangé et face cachée. Le reste retourne dans la boîte. (Mise en place, étape { $step })
setup-rescuing-major-oak = Posez le plateau du Grand Chêne au-dessus du champ de bataille : les villageois libérés y attendent. (Mise en place, étape { $step })
setup-rescuing-trackers = Donnez { $bands ->
    [one] à la bande
   *[other] à chacune des { $bands } bandes
} une carte de suivi des attributs et { $cubes } cubes, 2 de la couleur de chaque attribut. (Mise en place, étape { $step })
setup-rescuing-leaders = Mélangez les chefs et distribuez-en { $dealt } { $bands ->
    [one] à la bande, qui en garde 1
   *[other] à chaque bande ; chacune en garde 1
}, le reste retourne dans la boîte. (Mise en place, étape { $step })
setup-rescuing-leaders-five = Cinq bandes : mélangez les chefs et distribuez-en d’abord { $dealt } à { $first } bandes seulement ; quand elles en ont gardé 1 chacune, remélangez les autres et distribuez-en { $dealt } à chacune des { $then } autres bandes. Le reste retourne dans la boîte. (Mise en place, étape { $step })
setup-rescuing-scenario-cards = Prenez les cartes Scénario intitulées « { $players } Player Set-Up »{ $solo ->
    [yes] {"\u00A0"}: une bande seule se met en place comme pour 2 joueurs (R13)
   *[no] {""}
} ; les autres cartes Scénario retournent dans la boîte. (Mise en place, étape { $step })
setup-rescuing-scenario-stack = Répartissez-les en « Days 1 & 2 », « Days 3 & 4 » et « Day 5 ». Tirez-en 1 au hasard de chaque pile et empilez-les : le jour 5 dessous, les jours 3 et 4 au milieu, les jours 1 et 2 dessus. Le reste retourne dans la boîte. (Mise en place, étapes { $step })
setup-rescuing-castle = Posez le château de Nottingham face visible en haut de la table, la pile de scénario en dessous, le shérif d’un côté (libre, avec son épée) et Robin des Bois de l’autre (prisonnier, enchaîné). (Mise en place, étape { $step })
setup-rescuing-accelerated = Mode accéléré : vous ne jouez que les jours 2, 4 et 5, et chaque jour place { $per_medallion } villageois capturés pour chaque médaillon de sa carte Scénario. (R14)
setup-rescuing-solo = Solo à une bande : le champ de bataille du jour 1 reste pour le jour 2, celui du jour 3 pour le jour 4. (R13)
setup-rescuing-expert = Mode expert : mélangez les { $cards } cartes Défi en une pile ; chaque jour, vous pouvez en tirer jusqu’à 2. Le score part de { $start }. (R12)
setup-rescuing-first-player = Le joueur qui s’est promené le plus récemment dans un parc ou une forêt commence : donnez-lui le jeton Premier joueur. (Déroulement du jeu : aperçu)
setup-rescuing-first-day = Placez les rangées du jour { $day } d’après la carte Scénario du dessus et saisissez ici chaque rangée. (Étape 1 : mise en place du scénario)

# Curse You, Robin Hood! (rulebook, "Set Up a Game" and "Set Up a Round")
setup-curse-legends = { $count ->
    [0] À six joueurs, on joue sans Légende : toutes les Légendes retournent dans la boîte.
   *[other] { $players ->
        [one] Un joueur joue
       *[other] { $players } joueurs jouent
    } avec { $legends } ; les autres Légendes retournent dans la boîte.
} (Préparer une partie ; C2)
setup-curse-seats = Asseyez-vous dans le sens horaire dans cet ordre : { $order }. (Préparer une partie ; C2)
setup-curse-dealer = Le siège 1 distribue la première manche ; la donne passe dans le sens horaire à chaque manche, { $rounds ->
    [one] 1 manche en tout
   *[other] { $rounds } manches en tout
}, une par joueur. (C7)
setup-curse-deal = Mélangez les { $cards } cartes Marchandise. Distribuez-en { $hand } en main à chaque joueur, en secret, { $legend } face cachée en pile à côté { $legends ->
    [one] de la Légende
   *[other] de chaque Légende
}, et { $market } face visible au centre de la table : le Marché. (Préparer une manche ; C2)
setup-curse-deal-no-legend = Mélangez les { $cards } cartes Marchandise. Distribuez-en { $hand } en main à chaque joueur, en secret, et { $market } face visible au centre de la table : le Marché. (Préparer une manche ; C2)
setup-curse-market = Saisissez ici les { $market } cartes du Marché : la manche commence.

# Robin Hood (goods and the Sheriff) (rulebook, "Set Up")
setup-goods-peasants = Chacun des { $players } joueurs prend un jeton Paysan et le pose devant lui. (Mise en place)
setup-goods-deal = Mélangez les { $cards } cartes de marchandises et distribuez-en { $hand } en main à chaque joueur ; le reste forme la pioche, face cachée au centre. (Mise en place)
setup-goods-aid-cards = Posez les aides de jeu face visible au centre, où tout le monde peut les lire.{ $advanced ->
    [yes] {" "}Le jeu avancé utilise les deux faces : le verso donne les limites de vente, dans la colonne pour { $players } joueurs. (Mise en place ; Jeu avancé ; G10)
   *[no] {" "}Le jeu familial n’utilise que le recto. (Mise en place)
}
setup-goods-chariots = Posez les jetons chariot { $tokens } au centre.{ $players ->
    [5] {" "}À 5 joueurs, les cinq sont utilisés.
   *[other] {" "}À { $players } joueurs, un seul jeton chariot 2 est utilisé ; l’autre reste dans la boîte.
} (Mise en place ; G2)
setup-goods-money = Donnez à chaque joueur { $money } : { $tens } × { $ten }, { $fives } × { $five } et { $ones } × { $one }. Le reste de l’argent forme la banque, au centre. (Mise en place)
setup-goods-tokens = Donnez à chaque joueur un jeton Robin des Bois, un jeton Arrestation et un sac. (Mise en place ; G6, G7)
setup-goods-deputies = { $each ->
    [0] À { $players } joueurs, les jetons Adjoint restent dans la boîte.
    [one] À { $players } joueurs, chaque joueur prend 1 jeton Adjoint.
   *[other] À { $players } joueurs, chaque joueur prend { $each } jetons Adjoint.
} (Mise en place ; G6)
setup-goods-first-sheriff = Le joueur qui raconte le fait vécu le plus honnête prend le jeton Shérif et le pose sur son jeton Paysan : désignez-le ici avant le premier coup. (Mise en place)

# Robin Hood: Hero of the People (rulebook, "Set-Up", steps 1 to 8)
setup-hero-piles = Triez les cartes en piles : Personnage, Butin, Roi Richard, Forêt de Sherwood, Histoire 1 et Histoire 2. (Mise en place)
setup-hero-story-2 = Mélangez les cartes Histoire 2 et remettez-en { $removed } dans la boîte sans la regarder ; posez les { $left } autres en haut à gauche de l’aire de jeu. (Mise en place, étape { $step })
setup-hero-story-1 = Mélangez les cartes Histoire 1 et remettez-en { $removed } dans la boîte sans les regarder ; posez les { $left } autres sur les cartes Histoire 2 : c’est la pioche Histoire, { $deck } cartes. (Mise en place, étape { $step } ; H2)
setup-hero-loot = Mélangez les { $cards } cartes Butin pour former la pioche Butin, en haut au centre de l’aire de jeu. (Mise en place, étape { $step })
setup-hero-characters = Retirez Robin des Bois des cartes Personnage et étalez les { $face_down } autres face cachée en haut à droite, le coût de recrutement de chacune visible. (Mise en place, étape { $step })
setup-hero-robin = Posez Robin des Bois face visible devant vous : c’est votre héros actif. (Mise en place, étape { $step })
setup-hero-king-richard = Étalez les { $cards } cartes Roi Richard face cachée sous les personnages, et les { $forest } cartes Forêt de Sherwood en une pile face cachée en dessous. (Mise en place, étape { $step })
setup-hero-bounty = Posez la piste de la prime en bas à gauche et le jeton de prime sur { $bounty } pièces d’or, la case choisie pour cette table. (Mise en place, étape { $step } ; H1)
setup-hero-hand = Piochez les { $cards } premières cartes Butin : votre main de départ. (Mise en place, étape { $step })

# Robin Hood (1990) (rulebook, "Setup" and "Starting the Game")
setup-rh1990-castle = Fixez la colline verte sur le plateau par ses deux pieds, puis posez le château sur la colline. (Préparation : le château)
setup-rh1990-castle-cards = Glissez les { $cards } cartes Château à flèches face visible dans les { $slots } fentes au pied de la colline, sans qu’aucune ne dépasse ; la carte Shérif attend à côté du château. (Préparation : cartes Château)
setup-rh1990-events = Mélangez les { $cards } cartes Événement en une seule pile face cachée à côté du plateau. (Préparation : cartes Événement et pièces d’or)
setup-rh1990-gold = Un joueur gère les pièces d’or ; chacun des { $players } joueurs reçoit { $gold } pièces d’or au départ ({ $total } en tout). (Préparation : cartes Événement et pièces d’or ; V1)
setup-rh1990-pawns = Chacun des { $players } joueurs choisit un pion et le pose au départ, le point de rassemblement au pied du chêne. (Préparation : plateau)
setup-rh1990-sheriff = Posez le pion du shérif à côté de la tente n° 1, près de l’auberge. (Préparation : le pion du shérif ; V1)
setup-rh1990-youngest = Le plus jeune commence, puis on joue dans le sens horaire : désignez-le ici avant le premier coup. (Début de la partie ; V4)

# Une table jouée sans serveur, envoyée (engine/offline.py ; issue 38).
offline-move-refused = Le coup { $version } de la table jouée sans serveur est refusé : { $why }
offline-entry-differs = L’entrée { $version } de la table jouée sans serveur n’est pas ce que donnent les règles ({ $field } diffère) : elle a été modifiée après sa saisie.
offline-names-per-seat = Le jeu a { $seats } places : nomme { $seats } joueurs (il y en a { $names }).
offline-format = Ce n’est pas une table jouée sans serveur que cette version sait lire (format { $format }).
offline-names-twice = Chaque joueur a besoin de son propre nom.
offline-uploaded-before = Cette table a déjà été envoyée : c’est la table { $table }.
offline-time-ahead = L’entrée { $version } est datée de plus d’un jour après l’horloge de ce serveur : l’horloge du téléphone est fausse.
offline-needs-server = Il faut un serveur pour cela : c’est possible dès que la table est gardée sur un serveur (dès qu’un serveur est joignable).
preview-undo-changes-offline = Cela change { $count ->
    [one] le résultat d’un autre coup
   *[other] les résultats de { $count } autres coups
}.
preview-later-offline = { $count ->
    [one] Le résultat d’un coup suivant change.
   *[other] Les résultats de { $count } coups suivants changent.
}
offline-too-many-changes = Cette table contient plus de { $most } annulations et corrections : le serveur n’en saisit pas autant à nouveau.
