"""Corrections: replace or delete earlier moves, keeping every move after them."""
from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint, abort

import engine

from .. import replay
from ..context import services
from ..errors import refusals_as_422
from ..schemas import CorrectionInSchema
from ..store import Access
from .tables import acting_seat, begin_change, created, idempotency_key, log_writer, record

blp = Blueprint("corrections", __name__, url_prefix="/api/v1/tables", description="Corrections of earlier moves")


@blp.route("/<table_id>/corrections")
class Corrections(MethodView):
    @log_writer(blp, CorrectionInSchema(), forbidden="A spectator, or a player correcting a move not their own",
                operation_id="correctMoves")
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Correct earlier moves: each replaced by a corrected move or deleted, all at once

        The table is replayed from the first corrected move with every later
        move kept. If one of them becomes illegal nothing is stored: the 422
        names it in `broken` (version, seat, type) with its ruling and sentence.
        The host may correct any move; a player only moves they entered
        themselves. The correction is a log entry (the originals stay readable)
        and an undo takes it back.
        """
        key = idempotency_key()
        svc = services()
        amendments = data["amendments"]
        versions = [a["version"] for a in amendments]
        if len(set(versions)) != len(versions):
            abort(422, message="Each move can be corrected once in a correction.", errors={"amendments": ["Twice."]})
        with svc.store.write(table_id) as db:
            change = begin_change(db, table_id, key, data.get("expected_version"), "correct moves")
            if change.prior is not None:
                return created(change.prior)
            access, table_game, version = change.access, change.game, change.access.version
            since = min(versions)
            window = replay.window(svc.store, db, table_game, table_id, since)
            standing = {m["version"]: m for m in window.moves()}
            entered = {e["version"]: e for e in window.entries}
            changes = [amendment(table_game, access, a, standing, entered) for a in amendments]
            correction = {"kind": "correction", "version": version + 1,
                          "move": {"type": "correction", "amendments": changes}}
            with replay.broken_moves_as_422(replay.seat_names(svc.store, table_id), "That correction"):
                state, before = window.state_with(table_game, correction, since)
            result = {"corrected": [{"version": c["version"], "type": (c["move"] or c["before"])["type"],
                                     "seat": c["seat"], "deleted": c["move"] is None} for c in changes]}
            seat = access.seat if access.role == "player" else None
            answer = record(db, access, table_game, key=key, version=version + 1, kind="correction", seat=seat,
                            move=correction["move"], result=result, state=state)
            replay.after_change(svc.store, db, table_id, since, window, before)
        svc.notifier.changed(table_id)
        return created(answer)


def amendment(game: engine.Game, access: Access, asked: dict[str, Any], standing: dict[int, dict[str, Any]],
              entered: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """One checked amendment as the log keeps it: the move before and after, and their seats."""
    number = asked["version"]
    current = standing.get(number)
    if current is None:
        abort(422, message=not_correctable(number, entered.get(number)), errors={"amendments": [f"Move {number}."]})
    original = entered[number]
    if access.role == "player" and (original["role"] != "player" or original["seat"] != access.seat):
        abort(403, message=f"Move {number} was not entered by you: ask the host to correct it.")
    change = {"version": number, "before": current["move"], "before_seat": current["seat"], "move": None,
              "seat": current["seat"]}
    if asked["delete"]:
        return change
    with refusals_as_422():
        move = engine.validate_move(game, asked["move"])
    spec = game.moves[move["type"]]
    if access.role == "player":
        requested = asked.get("seat")  # acting_seat refuses any seat but the player's own
    elif "seat" in asked:
        requested = asked["seat"]
    else:  # the host keeps the original's seat unless the corrected move is the host's own
        requested = None if spec.who == "host" else current["seat"]
    seat = acting_seat(spec, access, requested)
    return {**change, "move": move, "seat": seat}


def not_correctable(number: int, entry: dict[str, Any] | None) -> str:
    if entry is None:
        return f"There is no move {number} in the log to correct."
    if entry["kind"] != "move":
        return f"Entry {number} is an undo or a correction, not a move: undo it, or correct the move it changed."
    return f"Move {number} was taken back or deleted, so there is nothing to correct."
