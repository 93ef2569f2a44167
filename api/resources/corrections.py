"""Corrections: replace or delete earlier moves, keeping every move after them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from engine.game import redact_change
from engine.messages import Message, msg

from ..table import replay, results
from ..request.context import services
from ..web.errors import ErrorSchema, abort, refusals_as_422
from ..words.i18n import say
from ..web.schemas import CorrectionInSchema, CorrectionPreviewSchema, UndoInSchema, UndoPreviewSchema
from ..store import Access, Handle
from ..web.http import BEARER, created, log_writer
from ..request.idempotency import idempotency_key
from ..table.moves import Change, acting_seat, begin_change, planned_undo, record, sealed_at
from ..table.tables import viewer_seat

blp = Blueprint("corrections", __name__, url_prefix="/api/v1/tables", description="Corrections of earlier moves")


@blp.route("/<table_id:table_id>/corrections")
class Corrections(MethodView):
    @log_writer(blp, CorrectionInSchema(), forbidden="A spectator, or a player correcting a move not their own",
                operation_id="correctMoves")
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Correct earlier moves: each replaced by a corrected move or deleted, all at once

        The table is replayed from the first corrected move with every later
        move kept. If one of them becomes illegal nothing is stored: the 422
        names it in `broken` (version, seat, type) with its ruling and sentence
        (a sentence about another seat's private information is not quoted).
        The host may correct any move; a player only moves they entered
        themselves. The correction is a log entry (the originals stay readable)
        and an undo takes it back. Its result lists in `changes` every later
        move whose result the replay changed (before and after); the log then
        serves those moves with their new result. POST .../corrections/preview
        answers the same without storing anything.
        """
        key = idempotency_key()
        svc = services()
        with svc.store.write(table_id) as db:
            change = begin_change(db, table_id, key, data.get("expected_version"), "correct")
            if change.prior is not None:
                return created(change.prior)
            plan = planned_correction(db, change, table_id, data["amendments"])
            seat = change.access.seat if change.access.role == "player" else None
            answer = record(db, change.access, change.game, key=key, version=plan.version, kind="correction",
                            seat=seat, move=plan.entry["move"], result=plan.result, state=plan.replayed.state)
            replay.after_change(svc.store, db, table_id, plan.since, plan.window, plan.replayed.before)
        svc.notifier.changed(table_id)
        return created(answer)


@blp.route("/<table_id:table_id>/corrections/preview")
class CorrectionPreview(MethodView):
    @blp.doc(operationId="previewCorrection", security=BEARER)
    @blp.arguments(CorrectionInSchema())
    @blp.response(200, CorrectionPreviewSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator, or a player correcting a move not their own")
    @blp.alt_response(409, schema=ErrorSchema, description="Stale expected_version")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def post(self, data: dict[str, Any], table_id: str) -> dict[str, Any]:
        """See a correction before saving it: what it would change later, nothing stored

        Checks the correction exactly as POST .../corrections does (the same
        403, 409 and 422 answers) and answers with the later moves whose
        result it would change: version, seat, move, the result before and
        after (another seat's private fields blanked) and a sentence, or an
        empty list and a sentence saying nothing later changes. No log entry,
        no idempotency record, no live update.
        """
        svc = services()
        with svc.store.write(table_id) as db:
            change = begin_change(db, table_id, None, data.get("expected_version"), "correct")
            # Only reads: the transaction gives them one consistent table, and ends with nothing written.
            plan = planned_correction(db, change, table_id, data["amendments"])
            before = svc.store.snapshot(db, table_id)
        viewer = viewer_seat(change.access)
        # A sealed choice (C10) stays sealed in a preview: before and after the correction.
        sealed = sealed_at(change.game, table_id, before, plan.replayed.state)
        every = [redact_change(change.game, c, viewer, sealed) for c in plan.result.get("changes", [])]
        names = replay.seat_names(svc.store, table_id)()
        moves = plan.replayed.moves
        shown = [{**c, "move": engine.redact(change.game, moves[c["version"]]["move"], {}, viewer, c["seat"], sealed,
                                             c["version"])[0],
                  "text": change_in_words(change.game, c, names)} for c in every]
        # The corrected moves' own results too (a payout +7 becoming +8): what a person checks first.
        own = [c for c in shown if c["amended"]]
        later = [c for c in shown if not c["amended"]]
        return {"game": change.game.id, "version": change.access.version, "corrected": plan.result["corrected"], "changes": later,
                "own_changes": own, "summary": preview_summary(own, later)}


@blp.route("/<table_id:table_id>/undo/preview")
class UndoPreview(MethodView):
    @blp.doc(operationId="previewUndo", security=BEARER)
    @blp.arguments(UndoInSchema(), required=False)  # as POST .../undo: no body is an empty one
    @blp.response(200, UndoPreviewSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator, or a player whose move is not the latest")
    @blp.alt_response(409, schema=ErrorSchema, description="Nothing to undo, or stale expected_version")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    @blp.alt_response(422, schema=ErrorSchema, description="Undoing it would make a later move illegal")
    def post(self, data: dict[str, Any], table_id: str) -> dict[str, Any]:
        """See an undo before it is made: what it takes back and which results change, nothing stored

        Checks the undo exactly as POST .../undo does (the same 403, 409 and
        422 answers) and answers with the entry it would take back (a move or
        a correction) and every move whose result would change (undoing a
        correction gives later moves back the results they had without it),
        each with a sentence. No log entry, no idempotency record, no live update.
        """
        svc = services()
        with svc.store.write(table_id) as db:
            change = begin_change(db, table_id, None, data.get("expected_version"), "undo")
            # Only reads: the transaction gives them one consistent table, and ends with nothing written.
            plan = planned_undo(db, table_id, change)
            before = svc.store.snapshot(db, table_id)
        viewer = viewer_seat(change.access)
        sealed = sealed_at(change.game, table_id, before, plan.replayed.state)
        names = replay.seat_names(svc.store, table_id)()
        moves = plan.replayed.moves
        shown = [{**c, "move": engine.redact(change.game, moves[c["version"]]["move"], {}, viewer, c["seat"], sealed,
                                             c["version"])[0],
                  "text": change_in_words(change.game, c, names)}
                 for c in (redact_change(change.game, c, viewer, sealed) for c in plan.result.get("changes", []))]
        last = plan.last
        undoes = {"version": last["version"], "kind": last["kind"], "type": last["move"]["type"], "seat": last["seat"]}
        return {"game": change.game.id, "version": change.access.version, "undoes": undoes, "changes": shown,
                "summary": undo_summary(change.game, undoes, shown, names)}


def undo_summary(game: engine.Game, undoes: dict[str, Any], changes: list[dict[str, Any]], names: dict[int, str]) -> str:
    """'Undo takes back move 5 (Ann's score). It changes 1 other move's result: ...', in words."""
    if undoes["kind"] == "correction":
        taken = say(msg("preview-undo-correction", version=undoes["version"]))
    else:
        taken = say(msg("preview-undo-move", move=replay.describe_move(game, undoes["version"], undoes["seat"],
                                                                       undoes["type"], names)))
    if not changes:
        return f"{taken} {say(msg('preview-undo-nothing-else'))}"
    listed = "; ".join(c["text"] for c in changes)
    return f"{taken} {say(msg('preview-undo-changes', count=len(changes), listed=listed))}"


@dataclass
class PlannedCorrection:
    """A correction checked and replayed inside a write, not yet stored."""

    version: int  # the version it will have
    since: int  # the earliest move it changes
    window: replay.Window
    entry: dict[str, Any]
    replayed: replay.Replayed
    result: dict[str, Any]


def planned_correction(db: Handle, change: Change, table_id: str, amendments: list[dict[str, Any]]) -> PlannedCorrection:
    """Check ``amendments`` for ``change.access`` and replay the table with them (the 403 and 422
    answers a correction gives); what POST .../corrections stores and .../preview shows."""
    svc = services()
    versions = [a["version"] for a in amendments]
    if len(set(versions)) != len(versions):
        abort(422, message=msg("api-correct-once"), errors={"amendments": [msg("api-twice")]})
    access, table_game = change.access, change.game
    since = min(versions)
    window = replay.window(svc.store, db, table_game, table_id, since)
    standing = {m["version"]: m for m in window.moves()}
    entered = {e["version"]: e for e in window.entries}
    changes = [amendment(table_game, access, a, standing, entered, f"amendments.{index}")
               for index, a in enumerate(amendments)]
    entry = {"kind": "correction", "version": access.version + 1,
             "move": {"type": "correction", "amendments": changes}}
    with replay.broken_moves_as_422(table_game, access, replay.seat_names(svc.store, table_id), "correction"):
        replayed = window.state_with(table_game, entry, since)
    corrected = [{"version": c["version"], "type": (c["move"] or c["before"])["type"], "seat": c["seat"],
                  "deleted": c["move"] is None} for c in changes]
    result: dict[str, Any] = {"corrected": corrected}
    later = replayed.changes(svc.store, db, table_id, since, amended=set(versions))
    if later:  # kept with the correction: the log serves these moves with their new result
        result["changes"] = later
    return PlannedCorrection(access.version + 1, since, window, entry, replayed, result)


def change_in_words(game: engine.Game, change: dict[str, Any], names: dict[int, str]) -> str:
    """'Move 14 (John's Stealth attack): success yes → no; rescued 1 → 0', the fields that differ
    (a blanked private field says so)."""
    where = replay.describe_move(game, change["version"], change["seat"], change["type"], names)
    before, after = change["before"] or {}, change["after"] or {}
    seat_words = [names.get(seat) or say(msg("player-number", number=seat + 1)) for seat in range(max(names, default=-1) + 1)]
    parts = []
    for key in [*before, *(k for k in after if k not in before)]:
        if before.get(key) == after.get(key):
            continue
        if before.get(key) is None and after.get(key) is None:
            parts.append(f"{results.humanized(key)}: {results.private_words()}")
            continue
        parts.append(f"{results.humanized(key)} {results.in_words(before.get(key), seat_words)}"
                     f" → {results.in_words(after.get(key), seat_words)}")
    # The fields by their names in the API (the same in every language), their values in words.
    return say(msg("preview-change", move=where, detail="; ".join(parts)) if parts
               else msg("preview-change-private", move=where))


def preview_summary(own: list[dict[str, Any]], later: list[dict[str, Any]]) -> str:
    """The corrected moves' own changed results, then what changes later, in words."""
    said = [say(msg("preview-own", listed="; ".join(c["text"] for c in own)))] if own else []
    if not later:
        said.append(say(msg("preview-nothing-later")))
    else:
        said.append(say(msg("preview-later", count=len(later), listed="; ".join(c["text"] for c in later))))
    return " ".join(said)


def amendment(game: engine.Game, access: Access, asked: dict[str, Any], standing: dict[int, dict[str, Any]],
              entered: dict[int, dict[str, Any]], path: str) -> dict[str, Any]:
    """One checked amendment as the log keeps it: the move before and after, and their seats.
    ``path`` is where the body holds it ('amendments.0'), which a refusal's fields are named under."""
    number = asked["version"]
    current = standing.get(number)
    if current is None:
        abort(422, message=not_correctable(number, entered.get(number)),
              errors={"amendments": [msg("api-move-number", version=number)]})
    original = entered[number]
    if access.role == "player" and (original["role"] != "player" or original["seat"] != access.seat):
        abort(403, message=msg("api-not-your-move", version=number))
    change = {"version": number, "before": current["move"], "before_seat": current["seat"], "move": None,
              "seat": current["seat"]}
    if asked["delete"]:
        return change
    with refusals_as_422(under=f"{path}.move"):
        move = engine.validate_move(game, asked["move"])
    if move.get(engine.DRAWN) and move != current["move"]:  # a value corrected by hand is no longer the draw
        abort(422, message=msg("api-drawn-by-server"), errors={f"{path}.move.{engine.DRAWN}": [msg("api-drawn-by-server")]})
    spec = game.moves[move["type"]]
    if access.role == "player":
        requested = asked.get("seat")  # acting_seat refuses any seat but the player's own
    elif "seat" in asked:
        requested = asked["seat"]
    else:  # the host keeps the original's seat unless the corrected move is the host's own
        requested = None if spec.who == "host" else current["seat"]
    seat = acting_seat(spec, access, requested)
    return {**change, "move": move, "seat": seat}


def not_correctable(number: int, entry: dict[str, Any] | None) -> Message:
    """Why log entry ``number`` cannot be corrected: there is none, it is no move, or it is gone."""
    if entry is None:
        return msg("api-no-move-to-correct", version=number)
    if entry["kind"] != "move":
        return msg("api-entry-not-a-move", version=number)
    return msg("api-move-gone", version=number)
