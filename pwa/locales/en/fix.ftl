# The phone's words for correcting a move from the log (corrections.js), loaded when Fix or Delete is pressed.

## The log and its corrections (table/log.js, corrections.js)

fix-none = none
fix-item = { $field } { $number }
fix-remove = Remove
fix-add-one = Add one
fix-value = Value
fix-who = Who
fix-for = For
fix-details = Details
fix-player = Player
fix-part-heading = Move { $version }: { $sentence }
fix-delete-explained = This move will be taken out; every move after it stays.
fix-preview = Preview
fix-save = Save the correction
fix-delete-move = Delete move { $version }
fix-delete-these = Delete these moves
fix-cancel = Cancel
fix-fix-too = Fix move { $version } too
fix-delete-too = Delete move { $version } too
fix-preview-none = This correction changes no later move's result.
fix-preview-count = { $count ->
    [one] This changes one later move:
   *[other] This changes { $count } later moves:
}
fix-preview-change = Move { $version }: now { $now } (was: { $was })
fix-preview-own = Move { $version } itself: now { $now } (was: { $was })
