"""Rebuilding a table's state after an undo or a correction, from the nearest checkpoint.

The engine says what a log means (``engine.effective_moves``) and plays it
(``engine.replay_moves``); the store keeps a checkpoint every few dozen moves.
Together: a change at version ``since`` replays only the moves after the
latest checkpoint before it, so its cost does not grow with the table.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Collection, Iterator, Literal, Protocol


import engine
from engine.messages import Message, Text, msg

from ..web.errors import abort
from ..words.i18n import words_or
from ..store import AnyStore, Handle

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

    def state_with(self, game: engine.Game, change: dict[str, Any], since: int) -> Replayed:
        """The table once ``change`` (an undo or correction entry at ``since``, not yet stored) is
        added: its state, the state just before ``since`` (which the change cannot alter), and the
        result every standing move from ``since`` on has now.

        Raises ``engine.BrokenMove`` naming the first move the change makes illegal.
        """
        moves = engine.effective_moves([*self.entries, change], self.checkpoint)
        state, before, results = engine.replay_with_results(game, self.start, moves, since)
        assert before is not None
        return Replayed(game, state, before, results, {m["version"]: m for m in moves if m["version"] >= since})


@dataclass
class Replayed:
    """What an undo or a correction makes of a table, before it is stored."""

    game: engine.Game
    state: dict[str, Any]
    before: dict[str, Any]  # the state just before the first move it changes
    results: dict[int, dict[str, Any]]  # by version: each standing move's result from there on
    moves: dict[int, dict[str, Any]]  # by version: those moves ({version, seat, move})

    def changes(self, store: AnyStore, db: Handle, table_id: str, since: int,
                amended: Collection[int] = ()) -> list[dict[str, Any]]:
        """The results this replay changes, oldest first: ``{version, seat, type, before, after,
        amended}`` for every standing move from ``since`` whose result is not the one it has now
        (the stored one, or what an earlier correction or undo made of it). ``amended``: the
        versions the change itself replaces, whose new result is no surprise but is the truth too."""
        stored = store.results_from(db, table_id, since)
        now, _ = engine.results_now(store.change_entries(table_id, db=db))
        return engine.changed_results(self.game, self.results, self.moves, stored, now, amended)


def after_change(store: AnyStore, db: Handle, table_id: str, since: int, replayed: Window,
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


def window(store: AnyStore, db: Handle, game: engine.Game, table_id: str, since: int) -> Window:
    checkpoint, state = store.checkpoint_before(db, table_id, since)
    if state is None:
        state = game.setup(store.options(db, table_id))
    return Window(checkpoint, state, store.entries_after(db, table_id, checkpoint))


def describe_move(game: engine.Game, version: int, seat: int | None, move_type: str,
                  names: dict[int, str]) -> Message:
    """'move 14 (Bob's revealed card)', in the words people see."""
    what = game.move_words(move_type)
    if seat is None:
        return msg("move-of-host", version=version, what=what)
    return msg("move-of-player", version=version, name=seat_name(names, seat), what=what)


def seat_name(names: dict[int, str], seat: int) -> Text:
    return names.get(seat) or msg("player-number", number=seat + 1)


def may_read_refusal(game: engine.Game, viewer: Viewer, seat: int | None, move_type: str) -> bool:
    """Whether a sentence the engine wrote about ``seat``'s move may be shown to ``viewer``.

    A refusal can quote what only that seat may read ("1 entered", goods' G12): where the game
    says so (Game.may_quote), the viewer reads it only for a move of their own (their seat's, or
    for the host the host's own). Elsewhere every sentence is public, and the exact reason helps
    whoever fixes it.
    """
    if game.may_quote(move_type):
        return True
    if seat is None:
        return viewer.role == "host"
    return viewer.role == "player" and viewer.seat == seat


class Viewer(Protocol):
    """Who reads a refusal: an Access (read-only attributes), or anything with the same two."""

    @property
    def role(self) -> str: ...

    @property
    def seat(self) -> int | None: ...


@contextmanager
def broken_moves_as_422(game: engine.Game, viewer: Viewer, names: Callable[[], dict[int, str]],
                        what: Literal["correction", "undo"]) -> Iterator[None]:
    """A change that makes a later move illegal: 422 naming that move, its ruling and sentence.

    ``what`` names the change in the sentence ("That correction", "Undoing that"): ``correction`` or ``undo``;
    ``names`` gives the seated players' names (asked only when needed). The engine's sentence
    and the fields it names are left out when ``viewer`` may not read them (see
    :func:`may_read_refusal`): the answer then names the move, its ruling and who can fix it.
    """
    try:
        yield
    except engine.BrokenMove as err:
        seats = names()
        move_type = err.move.get("type", "move")
        where = describe_move(game, err.version, err.seat, move_type, seats)
        broken = {"version": err.version, "seat": err.seat, "type": move_type}
        extra: dict[str, Any] = {"broken": broken}
        if err.rule:
            extra["rule"] = err.rule
        if may_read_refusal(game, viewer, err.seat, move_type):
            abort(422, message=msg("change-breaks-move", change=what, move=where, why=err.message), **extra)
        abort(422, message=private_refusal(game, what, where, err, seats), **extra)


def private_refusal(game: engine.Game, what: str, where: Message, err: engine.BrokenMove,
                    names: dict[int, str]) -> Message:
    """The refusal of a change that breaks another seat's move, without that seat's secrets:
    the move, the ruling it would break (its public sentence) and who can put it right."""
    ruled = err.rule is not None and err.rule in game.rulings
    owner: Text = msg("the-host") if err.seat is None else seat_name(names, err.seat)
    return msg("change-breaks-private-move", change=what, move=where, ruled="yes" if ruled else "no",
               rule=err.rule or "", ruling=words_or(game.ruling_words(err.rule), game.rulings[err.rule]) if ruled and err.rule else "",
               owner=owner, version=err.version)


def seat_names(store: AnyStore, table_id: str) -> Callable[[], dict[int, str]]:
    return lambda: {p["seat"]: p["name"] for p in store.players(table_id)}
