"""A move's one home: checking it, writing it, taking it back, and reading the log as a seat may.

A move has two front doors, and both end here:

* ``api/resources/hot.py`` answers a plain ``POST .../moves`` (a body MoveInSchema would take as it is, with
  a bearer token) before Flask routes it, for speed: it calls :func:`write_move`. So a
  breakpoint in ``Moves.post`` does not fire for an ordinary move from a phone; one in
  :func:`write_move` does.
* ``Moves.post`` in ``api/resources/tables.py`` (everything else: a malformed body, a missing
  token, a test client without the fast path) calls :func:`write_move` too.

Undo (:func:`write_undo`) and corrections (``api/resources/corrections.py``) share
:func:`begin_change` and :func:`record`. docs/architecture.md draws the whole path, from the phone to
the store to the other phones.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Literal

import marshmallow as ma
from flask import Response, current_app, g, request

import engine
from engine.log import CLOCK_KIND

from engine.messages import Message, msg

from . import clock, replay
from ..web import schemas
from ..request.context import bearer_token, check_access, require_access, services
from ..web.errors import abort, refusals_as_422
from ..web.http import REPLAYED_HEADER
from ..store import Access, Handle
from .tables import etag_for, game_of, undo_refusal, viewer_seat
from ..request.idempotency import IdempotencyKey
from ..web.links import etag_matches_strongly


def plain_int(value: Any, low: int, high: int | None = None) -> bool:
    return type(value) is int and value >= low and (high is None or value <= high)


def plainly_valid(data: Any) -> bool:
    """A move body MoveInSchema would take as it is: ``type`` a short string, ``seat`` and
    ``expected_version`` (if there) plain integers in range. The game's own fields are
    the engine's to check (engine.validate_move), as they always were."""
    if not isinstance(data, dict):
        return False
    kind = data.get("type")
    return (type(kind) is str and 1 <= len(kind) <= 60
            and ("seat" not in data or plain_int(data["seat"], 0, 99))
            and ("expected_version" not in data or plain_int(data["expected_version"], 0, schemas.MAX_VERSION)))


class MoveInSchema(schemas.MoveInSchema):
    """MoveInSchema, loaded once: a body it would take unchanged is taken as it is.

    The engine validates every move's fields again, so the move path spent
    about a tenth of a worker's time having marshmallow copy a body field by
    field. Anything else (a bad type, a bool for a seat, a null) goes through
    marshmallow, which gives the same 422 it always did. Same name, same
    fields: the published spec does not change.
    """

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: Literal["exclude", "include", "raise"] | None = None, **kwargs: Any) -> Any:
        if many is None and partial is None and not kwargs and unknown in (None, ma.INCLUDE) and plainly_valid(data):
            return dict(data)
        return super().load(data, many=many, partial=partial, unknown=unknown, **kwargs)


def acting_seat(spec: engine.MoveSpec, access: Access, requested: int | None) -> int | None:
    """Which seat a move is made for, or the 403/422 that says it may not be.

    A seat's move is its own seat's, or the host's for that seat, except a move with private fields
    for a seat someone sits in: that one only its own seat sends (``may_enter_for``). The phones offer
    the same (engine/readers.py ``may_send``: the same rule, for what each phone is offered)."""
    if access.role == "spectator":
        abort(403, message=msg("api-spectator-cannot", what="move"))
    if spec.who == "host":
        if access.role != "host":
            abort(403, message=msg("api-host-only"))
        if requested is not None:
            abort(422, message=msg("api-host-move"), errors={"seat": [msg("api-leave-seat-out")]})
        return None
    if access.role == "player":
        if requested is not None and requested != access.seat:
            abort(403, message=msg("api-own-seat-only"))
        return access.seat
    if spec.who == "seat" and requested is None:
        abort(422, message=msg("seat-not-named"), errors={"seat": [msg("api-host-names-seat")]})
    if requested is not None and not may_enter_for(spec, access, requested):
        # Refused before the engine sees the move: its refusal would quote what only that seat may read.
        abort(403, message=msg("api-private-own-seat", seat=requested + 1))
    return requested


def may_enter_for(spec: engine.MoveSpec, access: Access, seat: int) -> bool:
    """Whether ``access`` (the host) may enter a move of kind ``spec`` for ``seat``: any move, but one
    with private fields (the goods game's week goods and Apprehension, the score pad's note) only for a
    seat nobody sits in, or the host's own seat. The seat's own phone enters what only it may read;
    the host would learn it from the move, or from a refusal quoting it. Seats are taken in order
    (seat n is taken once n + 1 people sat down: ``seated``), and never given back."""
    return not spec.private or seat >= access.seated or seat == access.seat


def prior_answer(db: Handle, access: Access, key: IdempotencyKey | None,
                 record: tuple[Any, bytes | None] | None = None) -> dict[str, Any] | None:
    """The first answer to a retried key (a replay), None for a new key; 422 when the key
    first answered another request: replaying that answer would tell the phone that this
    request (an undo, say) was done when nothing was. ``record`` is the key's record when the
    caller read it already (store.move_context), else it is looked up here."""
    if key is None:
        return None
    store = services().store
    found, fingerprint = store.idempotent_record(db, access, key.key) if record is None else record
    if found is None:
        return None
    if fingerprint is not None and fingerprint != key.fingerprint:
        abort(422, message=msg("api-key-reused", key=repr(key.key)),
              errors={"Idempotency-Key": [msg("api-key-first-answered", key=repr(key.key))]})
    g.idempotent_replayed = True
    answer: dict[str, Any] = store.answer_for(db, access, found)
    return answer


def mark_replays(response: Response) -> Response:
    """A replayed answer says so, whichever view gave it (moves, undo, corrections)."""
    if g.get("idempotent_replayed"):
        response.headers[REPLAYED_HEADER] = "true"
    return response


def check_expected(expected: int | None, version: int) -> None:
    if expected is not None and expected != version:
        abort(409, message=msg("api-version-moved", version=version, expected=expected))


def check_if_match(if_match: str | None, access: Access) -> None:
    """A write sent with If-Match (the table's ETag, as GET .../tables/ID gave it) is made only on that
    table: 412 when it has changed since (a move, a seat taken, a rematch), nothing stored. The body's
    ``expected_version`` says the same of the version alone (409)."""
    if if_match is not None and not etag_matches_strongly(etag_for(access), if_match):
        abort(412, message=msg("api-precondition-failed"))


@dataclass
class Change:
    """An undo or a correction about to be written: who asks, the game, and any first answer."""

    access: Access
    game: engine.Game
    prior: dict[str, Any] | None  # the answer already given to this Idempotency-Key, if any


def begin_change(db: Handle, table_id: str, key: IdempotencyKey | None, expected: int | None,
                 what: Literal["undo", "clock", "correct"]) -> Change:
    """Inside a write: the caller's access (a spectator gets 403: it cannot ``what``), the first
    answer to a retried key, and otherwise the 409 of a stale ``expected`` version."""
    access = require_access(table_id, db=db)
    if access.role == "spectator":
        abort(403, message=msg("api-spectator-cannot", what=what))
    prior = prior_answer(db, access, key)
    if prior is None:
        check_expected(expected, access.version)
        check_if_match(request.headers.get("If-Match"), access)
    return Change(access, game_of(access.game), prior)


def sealed_at(table_game: engine.Game, table_id: str, *states: dict[str, Any]) -> frozenset[int]:
    """The versions of the table's moves sealed in any of ``states`` (a choice the table makes at once,
    until the last one is in: Curse You's C10); the log is read only while something is sealed."""
    if not any(table_game.seals(state) for state in states):
        return frozenset()
    entries = services().store.log(table_id)
    return frozenset().union(*(engine.sealed_in_log(table_game, state, entries) for state in states))


def log_as_seen(access: Access, offset: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
    """Log entries offset+1 .. offset+limit (all without a limit) as ``access`` may read them:
    other seats' private fields blanked (the log endpoint and the export).

    Each move comes with its result as it stands now: a correction, or the undo of one, that
    replayed it keeps the results it changed (engine.results_now), so a later attack that a
    corrected band no longer wins reads as lost here, in the exports and on every phone.
    """
    table_id = access.table_id
    store = services().store
    table_game = game_of(access.game)
    entries = store.log(table_id, offset, limit)
    undone = store.undone_versions(table_id, entries[0]["version"], entries[-1]["version"]) if entries else {}
    seat = viewer_seat(access)
    table = store.table(table_id)
    sealed = sealed_at(table_game, table_id, table["state"]) if table is not None else frozenset()
    return engine.entries_as_seen(table_game, entries, seat, undone=undone,
                                  changers=store.change_entries(table_id), sealed=sealed)


# The server's dice for draws: the operating system's randomness, which no phone or table can steer.
DICE = secrets.SystemRandom()


def drawn_move(table_game: engine.Game, state: dict[str, Any], access: Access,
               move_type: str) -> tuple[dict[str, Any], int | None]:
    """The move a draw gives (POST .../draws), and the seat its legal move is listed for: each drawable
    field one of the values the engine allows this reader now, picked by the server at random (an
    honest draw: no phone chooses), marked drawn. The engine decides what may be drawn; this only
    throws the dice."""
    if access.role == "spectator":
        abort(403, message=msg("api-spectator-cannot", what="move"))
    spec = table_game.moves.get(move_type)
    if spec is None or not spec.drawable:
        abort(422, message=msg("move-not-drawable", type=move_type), errors={"type": [msg("move-not-drawable", type=move_type)]})
    choices = engine.choices_for(table_game, state, seat=viewer_seat(access), host=access.role == "host", seated=())
    drawable = engine.draw_values(table_game, choices, move_type)
    if drawable is None:
        abort(409, message=msg("api-draw-not-now", type=move_type))
    legal, values = drawable
    picked = {name: DICE.choice(list(allowed)) for name, allowed in values.items()}
    return {"type": move_type, **picked, engine.DRAWN: True}, legal.seat


def write_move(table_id: str, token: str | None, key: IdempotencyKey | None,
               data: dict[str, Any], *, draw: str | None = None, if_match: str | None = None) -> tuple[dict[str, Any], bool]:
    """Check and store one move (a body MoveInSchema took); its answer, and whether it stored a
    new entry (a retried key gets the first answer). Needs only an app context: api/resources/hot.py
    calls it too. Refusals raise the HTTP error, with nothing stored. ``draw``: a move type whose
    drawable fields the server draws now (POST .../draws) instead of a body's move. ``if_match``: the
    request's If-Match (check_if_match)."""
    svc = services()
    fields = dict(data)
    if draw is None and engine.DRAWN in fields:  # only the server draws: a phone may not claim it did
        abort(422, message=msg("api-drawn-by-server"), errors={engine.DRAWN: [msg("api-drawn-by-server")]})
    expected = fields.pop("expected_version", None)
    requested_seat = fields.pop("seat", None)
    token = token or bearer_token()
    with svc.store.write(table_id) as db:
        # One statement reads the token, the snapshot and the key's record (store.move_context).
        context = None if token is None else svc.store.move_context(db, token, table_id, None if key is None else key.key)
        if context is None:
            require_access(table_id, token, db=db)  # raises the 401 or 403 that says why
            raise AssertionError("a token the move's statement missed opened the table")
        access = check_access(context.access, table_id)
        prior = prior_answer(db, access, key, context.record)
        if prior is not None:
            return prior, False
        version, table_game = access.version, game_of(access.game)
        check_expected(expected, version)
        check_if_match(if_match, access)
        state = context.state()
        if draw is not None:
            fields, drawn_for = drawn_move(table_game, state, access, draw)
            requested_seat = drawn_for if access.role == "host" else None  # the host enters it for that seat
        with refusals_as_422():
            move = engine.validate_move(table_game, fields)
            seat = acting_seat(table_game.moves[move["type"]], access, requested_seat)
            # `state` was just decoded from the store: hand it over, no copy needed.
            new_state, result = engine.apply_valid(table_game, state, move, seat)
        answer = record(db, access, table_game, key=key, version=version + 1, kind="move", seat=seat,
                        move=move, result=result, state=new_state)
    return answer, True


def first_changed(entry: dict[str, Any]) -> int:
    """The earliest version whose move an entry changes: itself, or for a correction the moves it amends."""
    if entry["kind"] == "correction":
        return int(min(a["version"] for a in entry["move"]["amendments"]))
    return int(entry["version"])


def record(db: Handle, access: Access, table_game: engine.Game, *, key: IdempotencyKey | None, version: int, kind: str,
           seat: int | None, move: dict[str, Any], result: dict[str, Any], state: dict[str, Any],
           undoes: int | None = None) -> dict[str, Any]:
    """Append one log entry with its snapshot and idempotent answer (inside a write)."""
    svc = services()
    status = table_game.status(state)
    svc.store.append(
        db, access, version=version, kind=kind, seat=seat, move=move, result=result, state=state,
        finished=status["finished"], now=svc.clock(), ttl=current_app.config["TABLE_TTL_SECONDS"], undoes=undoes,
    )
    # A retry with the same key is rebuilt from this entry (store.answer_at): only the version is kept.
    if key is not None:
        svc.store.remember_version(db, access, key.key, version, key.fingerprint)
    if kind != "move":  # a correction's or undo's changed results: other seats' private and sealed fields blanked
        sealed = sealed_at(table_game, access.table_id, state)
        result = engine.redact(table_game, move, result, viewer_seat(access), seat, sealed)[1]
    return {"game": table_game.id, "version": version, "state": table_game.view(state, viewer_seat(access)),
            "result": result, "status": status}


@dataclass
class PlannedUndo:
    """An undo checked and replayed inside a write, not yet stored (what .../undo stores and
    .../undo/preview shows)."""

    last: dict[str, Any]  # the entry it takes back
    since: int
    window: replay.Window
    replayed: replay.Replayed
    result: dict[str, Any]


def planned_undo(db: Handle, table_id: str, change: Change) -> PlannedUndo:
    svc = services()
    access, table_game, version = change.access, change.game, change.access.version
    last = svc.store.latest_standing(db, table_id)
    refused = undo_refusal(access, last)
    if refused is not None:
        abort(refused[0], message=refused[1])
    assert last is not None
    since = first_changed(last)
    undo = {"kind": "undo", "version": version + 1, "undoes": last["version"]}
    window = replay.window(svc.store, db, table_game, table_id, since)
    with replay.broken_moves_as_422(table_game, access, replay.seat_names(svc.store, table_id), "undo"):
        replayed = window.state_with(table_game, undo, since)
    # Undoing a correction gives the later moves back the results they had without it.
    result = {"undid": last["version"], "type": last["move"]["type"], "seat": last["seat"]}
    changes = replayed.changes(svc.store, db, table_id, since)
    if changes:
        result["changes"] = changes
    return PlannedUndo(last, since, window, replayed, result)


def write_undo(table_id: str, key: IdempotencyKey | None, expected: int | None) -> tuple[dict[str, Any], bool]:
    """Take back the latest standing move (the host: any; a player: only their own) and replay
    what came after it; the answer, and whether a new entry was stored (as write_move)."""
    svc = services()
    with svc.store.write(table_id) as db:
        change = begin_change(db, table_id, key, expected, "undo")
        if change.prior is not None:
            return change.prior, False
        access, version = change.access, change.access.version
        plan = planned_undo(db, table_id, change)
        answer = record(db, access, change.game, key=key, version=version + 1, kind="undo", seat=viewer_seat(access),
                        move={"type": "undo"}, result=plan.result, state=plan.replayed.state,
                        undoes=plan.last["version"])
        replay.after_change(svc.store, db, table_id, plan.since, plan.window, plan.replayed.before)
    return answer, True


def write_clock(table_id: str, key: IdempotencyKey | None, data: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """The host pauses or runs the turn clock, or sets its per-turn limit: a log entry of kind
    ``clock`` (no move: the state stays as it is, and no undo takes it back); the answer, and
    whether a new entry was stored (as write_move). Never in a move's way: moves ignore the clock."""
    svc = services()
    with svc.store.write(table_id) as db:
        change = begin_change(db, table_id, key, data.get("expected_version"), "clock")
        if change.prior is not None:
            return change.prior, False
        access, table_game = change.access, change.game
        if access.role != "host":
            abort(403, message=msg("api-clock-host-only"))
        state = svc.store.snapshot(db, table_id)
        # The clock's entries alone (an index of their own): what a setting costs does not grow with the
        # log. What a setting makes, or why it is refused, is engine/clock.py's (a phone with no server's too).
        entries = svc.store.clock_entries(db, table_id)
        entry = engine.clock_change(entries, clock.turn_of(table_game, state), data)
        if isinstance(entry, Message):
            abort(409, message=entry)
        result = engine.clock_result(entries, entry)
        answer = record(db, access, table_game, key=key, version=access.version + 1, kind=CLOCK_KIND,
                        seat=None, move=entry, result=result, state=state)
    return answer, True
