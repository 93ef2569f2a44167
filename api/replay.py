"""Rebuilding a table's state after an undo or a correction, from the nearest checkpoint.

The engine says what a log means (``engine.effective_moves``) and plays it
(``engine.replay_moves``); the store keeps a checkpoint every few dozen moves.
Together: a change at version ``since`` replays only the moves after the
latest checkpoint before it, so its cost does not grow with the table.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from flask_smorest import abort

import engine

from .store import SqlStore

# A change that replayed at least this many entries leaves a checkpoint. Undos and corrections are
# rare next to moves, so this costs little room, and a table whose people correct a lot stays fast.
LONG_REPLAY = 16


@dataclass
class Window:
    """The part of a log a change at some version can affect."""

    checkpoint: int  # the version of the checkpoint it starts from (0: the setup)
    start: dict[str, Any]  # the state there
    entries: list[dict[str, Any]]  # every log entry after it

    def moves(self) -> list[dict[str, Any]]:
        return engine.effective_moves(self.entries, self.checkpoint)

    def state_with(self, game: engine.Game, change: dict[str, Any], since: int) -> tuple[dict[str, Any], dict[str, Any]]:
        """The state once ``change`` (an undo or correction entry at ``since``, not yet stored) is
        added, and the state just before ``since``, which the change cannot alter.

        Raises ``engine.BrokenMove`` naming the first move the change makes illegal.
        """
        moves = engine.effective_moves([*self.entries, change], self.checkpoint)
        state, before = engine.replay_split(game, self.start, moves, since)
        assert before is not None
        return state, before


def after_change(store: SqlStore, db: Any, table_id: str, since: int, replayed: Window,
                 before: dict[str, Any]) -> None:
    """Keep checkpoints true and near after an undo or a correction of the moves from ``since``.

    The ones at or after ``since`` no longer hold. The state just before
    ``since`` does, and when the change had to replay a long stretch to reach
    it, it becomes a checkpoint: people who correct or undo a lot, always a
    little way back, would otherwise drift ever further from the last one.
    """
    store.drop_checkpoints(db, table_id, since)
    if since - 1 - replayed.checkpoint >= LONG_REPLAY:
        store.add_checkpoint(db, table_id, since - 1, before)


def window(store: SqlStore, db: Any, game: engine.Game, table_id: str, since: int) -> Window:
    checkpoint, state = store.checkpoint_before(db, table_id, since)
    if state is None:
        state = game.setup(store.options(db, table_id))
    return Window(checkpoint, state, store.entries_after(db, table_id, checkpoint))


def describe_move(version: int, seat: int | None, move_type: str, names: dict[int, str]) -> str:
    """'move 14 (Bob's reveal)', in the words people see."""
    what = move_type.replace("_", " ")
    if seat is None:
        return f"move {version} (the host's {what})"
    name = names.get(seat, f"player {seat + 1}")
    return f"move {version} ({name}'s {what})"


@contextmanager
def broken_moves_as_422(names: Callable[[], dict[int, str]], what: str) -> Iterator[None]:
    """A change that makes a later move illegal: 422 naming that move, its ruling and sentence.

    ``what`` names the change in the sentence ("That correction", "Undoing that");
    ``names`` gives the seated players' names (asked only when needed).
    """
    try:
        yield
    except engine.BrokenMove as err:
        where = describe_move(err.version, err.seat, err.move.get("type", "move"), names())
        extra: dict[str, Any] = {"broken": {"version": err.version, "seat": err.seat, "type": err.move.get("type")}}
        if err.rule:
            extra["rule"] = err.rule
        abort(422, message=f"{what} would make {where} illegal: {err.message}", **extra)


def seat_names(store: SqlStore, table_id: str) -> Callable[[], dict[int, str]]:
    return lambda: {p["seat"]: p["name"] for p in store.players(table_id)}
