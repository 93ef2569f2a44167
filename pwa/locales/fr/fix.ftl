# The phone's words for correcting a move from the log (corrections.js), loaded when Fix or Delete is pressed.

## The log and its corrections (table/log.js, corrections.js)

fix-none = aucun
fix-item = { $field } { $number }
fix-remove = Retirer
fix-add-one = En ajouter un
fix-value = Valeur
fix-who = Qui
fix-for = Pour
fix-details = Détails
fix-player = Joueur
fix-part-heading = Coup { $version } : { $sentence }
fix-delete-explained = Ce coup sera retiré ; tous les coups suivants restent.
fix-preview = Aperçu
fix-save = Enregistrer la correction
fix-delete-move = Supprimer le coup { $version }
fix-delete-these = Supprimer ces coups
fix-cancel = Annuler
fix-fix-too = Corriger aussi le coup { $version }
fix-delete-too = Supprimer aussi le coup { $version }
fix-preview-none = Cette correction ne change le résultat d'aucun coup suivant.
fix-preview-count = { $count ->
    [one] Cela change un coup suivant :
   *[other] Cela change { $count } coups suivants :
}
fix-preview-change = Coup { $version } : maintenant { $now } (avant : { $was })
fix-preview-own = Le coup { $version } lui-même : maintenant { $now } (avant : { $was })
