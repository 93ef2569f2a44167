"""The table's own logic: a move's one home, the table as a seat sees it, results and exports, the replays
behind undo and corrections, the turn clock (docs/architecture.md, "The rooms of api/")."""
