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

from .store import CHECKPOINT_EVERY, Store


@dataclass
class Window:
    """The part of a log a change at some version can affect."""

    start: dict[str, Any]  # the state at the checkpoint (or the setup)
    entries: list[dict[str, Any]]  # every log entry after it

    def moves(self) -> list[dict[str, Any]]:
        return engine.effective_moves(self.entries)

    def state_with(self, game: engine.Game, change: dict[str, Any]) -> dict[str, Any]:
        """The state once ``change`` (an undo or correction entry, not yet stored) is added.

        Raises ``engine.BrokenMove`` naming the first move the change makes illegal.
        """
        return engine.replay_moves(game, self.start, engine.effective_moves([*self.entries, change]))


def after_change(store: Store, db: Any, table_id: str, since: int, replayed: Window, version: int,
                 state: dict[str, Any]) -> None:
    """Keep checkpoints true and near after an undo or a correction stored at ``version``.

    The ones at or after ``since`` no longer hold. And when this change had to
    replay a long stretch (undos take back checkpointed moves, so a table that
    undoes a lot would drift away from its checkpoints), its own state becomes
    a checkpoint: the next change replays from here.
    """
    store.drop_checkpoints(db, table_id, since)
    if len(replayed.entries) >= CHECKPOINT_EVERY:
        store.add_checkpoint(db, table_id, version, state)


def window(store: Store, db: Any, game: engine.Game, table_id: str, since: int) -> Window:
    checkpoint, state = store.checkpoint_before(db, table_id, since)
    if state is None:
        state = game.setup(store.options(db, table_id))
    return Window(state, store.entries_after(db, table_id, checkpoint))


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


def seat_names(store: Store, table_id: str) -> Callable[[], dict[int, str]]:
    return lambda: {p["seat"]: p["name"] for p in store.players(table_id)}
