# Les mots propres du téléphone (la PWA), en français : la partie commune à tous les écrans.
# Organisation et règles comme dans ../en/app.ftl (docs/languages.md).

## The shell: the top bar, pages not found, waiting for the connection (app.js, api.js, games/index.js)

app-language = Langue
app-not-found = Page introuvable
app-not-found-detail = Il n'y a rien à cette adresse.
app-go-home = Aller à l'accueil
app-waiting = En attente de la connexion
app-waiting-detail = Ce téléphone est hors ligne. La page se charge d'elle-même dès le retour de la connexion.
app-went-wrong = Un problème est survenu
app-offline-screen = Hors ligne : cet écran se met à jour dès le retour de la connexion
app-offline-phone = Hors ligne : les coups attendent sur ce téléphone
api-answered = Le serveur a répondu { $status }.
api-offline = Tu es hors ligne.
game-screen-loading = Chargement de l'écran du jeu…
game-screen-failed = L'écran du jeu n'a pas pu être chargé. Vérifie la connexion et recharge la page.
seat-number = Place { $number }
screen-only-watches = Cet écran ne fait que regarder.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

join-title = Prendre place
# same on purpose
join-table-code = Table { $code }
# same on purpose
join-code-label = Code
join-code-placeholder = ex. K7QF4M
join-name-label = Nom
join-name-placeholder = Ton nom
join-sit-down = M'asseoir
join-not-this-table = Pas cette table ?
join-type-another-code = Saisir un autre code
join-code-needed = Saisis le code de la table : les 6 lettres et chiffres sous le QR code de l'hôte.
join-name-needed = Saisis ton nom : c'est ainsi que les autres voient ta place.
join-offline = Ce téléphone est hors ligne : tu pourras t'asseoir dès le retour de la connexion.
join-no-such-code = Aucune table n'a le code { $code }, ou elle a expiré. Vérifie le code avec l'hôte.
join-table-full = Cette table est complète : toutes les places sont prises. Demande à l'hôte d'ouvrir une table avec plus de places.
join-too-many-tries = Trop d'essais depuis ce réseau : attends une minute, puis réessaie.
join-expired = Cette table a expiré : demande une nouvelle table à l'hôte.
join-address-only-here = Cette page est ouverte à l'adresse { $address }, que seul cet ordinateur peut atteindre.
join-address-for-phones = Les téléphones rejoignent la table à l'adresse { $address } (le QR code et le lien y mènent) : ouvre plutôt cette adresse pour en afficher une qu'ils peuvent saisir.
join-invite-title = Inviter des joueurs
join-qr-alt = QR code pour rejoindre la table { $code }
join-qr-failed = Le QR code n'a pas pu être chargé : utilise le code.
# same on purpose
join-code-line = Code { $code }
join-copy-link = Copier le lien d'invitation
join-link-copied = Lien copié.
form-none-placeholder = aucun
form-path-item = élément
form-field-problem = { $label } : { $problem }
form-quoted = « { $label } »
form-rule = règle { $rule }

## The table: players, moves, the clock, handing a seat over (views/table.js, table/page.js, table/session.js, table/people.js, clock.js, live.js, handover.js, wakelock.js, dialog.js, dom.js)

table-no-seat = Tu n'as pas de place ici
table-no-seat-detail = Demande à la table son code ou son QR code pour la rejoindre.
# same on purpose
table-title = Table
table-play = Partie
table-final = La table en fin de partie
table-log = Journal
table-undo-last = Annuler le dernier coup
table-undo-mine = Annuler mon dernier coup
table-undo-needs-connection = Pour annuler, il faut une connexion.
table-undo-question = Annuler cela ?
table-undo-yes = Annuler
table-undo-keep = Garder
table-offline-kept = Hors ligne : voici la table telle que ce téléphone l'a vue la dernière fois. Elle se met à jour au retour de la connexion.
table-offline-nothing-kept = Hors ligne : la table s'affichera au retour de la connexion.
table-seat-moved = Cette place est passée sur un autre téléphone
table-results-failed = L'écran des résultats n'a pas pu être chargé. Vérifie la connexion et recharge la page.
table-rematch-started = Une nouvelle partie a commencé avec les mêmes joueurs.
table-not-recorded = { $count ->
    [one] Ton coup fait hors ligne n'a pas été enregistré.
   *[other] { $count } de tes coups faits hors ligne n'ont pas été enregistrés.
} { $reasons }
table-pending = { $count ->
    [one] Hors ligne : { $count } coup attend d'être envoyé.
   *[other] Hors ligne : { $count } coups attendent d'être envoyés.
}
table-seats-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
table-big-screen-link = Ouvrir la vue grand écran
table-people-heading = Joueurs de parties précédentes
table-person-question = { $name } a rejoint la table — est-ce { $known } de tes parties précédentes ?
table-person-link = Relier
table-person-link-which = Relier : { $earlier }
table-person-earlier = { $name } de { $game } du { $date }
table-person-earlier-unnamed = { $name } d'une partie du { $date }
table-person-not-same = Pas la même personne
table-person-needs-connection = Pour dire qui occupe cette place, il faut une connexion.
wake-setting = Garder l'écran allumé tant que la partie est ouverte
dialog-not-yet = Pas encore
clock-turn-one = Au tour { OF($name) }
clock-turn-many = À { $names } de jouer
clock-not-started = l'horloge démarre au premier coup
clock-paused = en pause
clock-over-limit = limite par tour dépassée
clock-period = { $unit ->
    [day] Jour { $number }
    [week] Semaine { $number }
    [section] Section { $number }
    [settlement] Règlement { $number }
   *[round] Manche { $number }
}
clock-pause = Mettre l'horloge en pause
clock-resume = Relancer l'horloge
clock-limit-label = Limite par tour
clock-limit-none = Pas de limite par tour
clock-limit-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
# same on purpose
clock-limit-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
clock-needs-connection = L'horloge a besoin d'une connexion.
voice-setting = Lire la table à voix haute sur ce téléphone
voice-game-over = La partie est finie.
voice-game-over-won = La partie est finie. { $count ->
    [one] { $names } a gagné.
   *[other] { $names } se partagent la victoire.
}
can-do-summary = Que puis-je faire maintenant ?
can-do-needs-connection = Il faut une connexion pour cela.
handover-summary = Une place sur un autre téléphone ?
handover-needs-connection = Il faut une connexion pour cela.
handover-explain-host = Un joueur dont le téléphone s'est éteint, ou qui a changé de téléphone, reprend sa place sur le nouveau : elle garde son nom, ses coups et ce que seule cette place voit. L'ancien téléphone cesse aussitôt de fonctionner pour cette table.
handover-explain-player = Pour jouer sur un autre téléphone : montre-lui ce code. Ta place, ses coups et ce que toi seul vois passent avec elle ; ce téléphone cesse aussitôt de fonctionner pour cette table.
handover-move-seat = Passer { $name } sur un autre téléphone
handover-move-mine = Passer ma place sur un autre téléphone
handover-heading = La place { OF($name) }, sur le nouveau téléphone
handover-qr = QR code qui passe la place { OF($name) } au téléphone qui le scanne
handover-how = Scanne-le avec l'appareil photo du nouveau téléphone, ou ouvre { $address } dessus et tape le code { $code }.
handover-works-once = Il fonctionne une fois, pendant { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
handover-move-needs-connection = Pour passer une place sur un autre téléphone, il faut une connexion.
handover-summary-host = Des places ou le rôle d'hôte sur un autre téléphone ?
handover-host-heading = Le rôle d'hôte
handover-host-explain = Le téléphone de l'hôte transfère les places, mène l'horloge, annule et corrige les coups, et termine la partie. Pour mener la table depuis un autre téléphone, passe-lui le rôle d'hôte : ce téléphone cesse aussitôt d'être celui de l'hôte.
handover-move-host = Passer le rôle d'hôte sur un autre téléphone
handover-recovery-code = Code de secours : { $code }. Si ce téléphone s'éteint pour de bon, n'importe quel téléphone reprend le rôle d'hôte avec ce code, là où l'on reprend une place. Photographie-le avec un autre téléphone ou note-le : gardé seulement sur ce téléphone, il ne sert à rien.
handover-recovery-unknown = Ce téléphone n'a pas le code de secours de la table : il a été donné au téléphone qui a créé la table, ou qui a repris le rôle d'hôte en dernier.
handover-host-on-new-phone = Le rôle d'hôte, sur le nouveau téléphone
handover-host-qr = QR code qui passe le rôle d'hôte au téléphone qui le scanne

## The log and its corrections (table/log.js, corrections.js)

log-label = Journal, coup le plus récent en premier
log-older = Afficher les coups plus anciens
log-older-needs-connection = Pour les coups plus anciens, il faut une connexion.
log-read-failed = Le journal n'a pas pu être lu ({ $status }).
log-fix = Corriger
    .label = Corriger le coup { $version }
log-delete = Supprimer
    .label = Supprimer le coup { $version }
log-fix-failed = Le formulaire de correction n'a pas pu se charger. Vérifie la connexion et appuie de nouveau sur le bouton.
log-undone = (annulé)
log-host = Hôte
log-entered-by-host = { $sentence } (saisi par l'hôte)
log-at-random = Tiré au sort par l’appli : { $sentence }
log-rulings = { $count ->
    [one] règle
   *[other] règles
}
draw-button = Tirer au sort
draw-drawing = Tirage au sort…
draw-needs-connection = Un tirage demande une connexion : c’est le serveur qui tire, pour que chaque téléphone voie le même.
log-undo = { $who } a annulé le coup { $version }
log-clock = { $who } a { $changes }
log-clock-paused = mis l'horloge en pause
log-clock-resumed = relancé l'horloge
log-clock-no-limit = retiré la limite par tour
log-clock-limit = fixé la limite par tour à { $time }
log-deleted-move = { $who } a supprimé le coup { $version } ({ $before })
log-corrected-move = { $who } a corrigé le coup { $version } : { $before } → { $after }
log-results-changed = { $sentence } · résultats changés : { $count ->
    [one] coup { $moves }
   *[other] coups { $moves }
}
log-deleted-by = Supprimé par le coup { $version }.
log-corrected-by = Corrigé par le coup { $version } : { $sentence }.
log-result-changed-by = Résultat changé par le coup { $version } : { $sentence }.
log-move = { $who } : { $move }
log-move-fields = { $who } : { $move } · { $fields }
log-field = { $field } { $value }
log-private = (privé)
log-yes = oui
log-no = non
log-none = aucun

## "Set up the table" on the table screen and the big screen (table/page.js setupSpot, table/setup.js):
## in the shared words, so opening it with a fresh table loads no other catalog
setup-summary = Mettre la table en place
setup-needs-connection = Il faut une connexion pour les étapes de mise en place.
setup-intro = Coche chaque étape une fois faite : les coches restent sur cet appareil.
setup-progress = { $done ->
    [one] { $done } étape faite
   *[other] { $done } étapes faites
} sur { $count }.
setup-all-done = Toutes les étapes sont faites : bonne partie !
