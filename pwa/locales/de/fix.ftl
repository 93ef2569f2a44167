# The phone's words for correcting a move from the log (corrections.js), loaded when Fix or Delete is pressed.

## The log and its corrections (table/log.js, corrections.js)

fix-none = keine Angabe
fix-item = { $field } { $number }
fix-remove = Entfernen
fix-add-one = Eins hinzufügen
fix-value = Wert
fix-who = Wer
fix-for = Für
fix-details = Einzelheiten
fix-player = Spieler
fix-part-heading = Zug { $version }: { $sentence }
fix-delete-explained = Dieser Zug wird herausgenommen; alle Züge danach bleiben.
fix-preview = Vorschau
fix-save = Korrektur speichern
fix-delete-move = Zug { $version } löschen
fix-delete-these = Diese Züge löschen
fix-cancel = Abbrechen
fix-fix-too = Zug { $version } auch korrigieren
fix-delete-too = Zug { $version } auch löschen
fix-preview-none = Diese Korrektur ändert das Ergebnis keines späteren Zugs.
fix-preview-count = { $count ->
    [one] Das ändert einen späteren Zug:
   *[other] Das ändert { $count } spätere Züge:
}
fix-preview-change = Zug { $version }: jetzt { $now } (vorher: { $was })
fix-preview-own = Zug { $version } selbst: jetzt { $now } (vorher: { $was })
