"""After the game (issue 14): the result, the rematch, the series' stats and the export."""
from __future__ import annotations

import json
from typing import Any

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint, abort

from .. import results
from ..context import require_access, services
from ..errors import ErrorSchema
from ..links import LOCATION_HEADER_DOC, table_location
from ..schemas import (
    ExportQuerySchema,
    ExportSchema,
    RematchSchema,
    ResultQuerySchema,
    ResultSchema,
    SeriesSchema,
)
from ..store import Access, NotFinished
from .tables import BEARER, game_of, log_as_seen, table_payload

blp = Blueprint("results", __name__, url_prefix="/api/v1/tables",
                description="After the game: result, rematch, series stats and export")

NOT_OVER = "The game is not over yet."
AUTH_ERRORS = (
    (401, "No or bad token"),
    (403, "Token of another table"),
    (410, "The table has expired"),
)


def documented_errors(*extra: tuple[int, str]) -> Any:
    """The error answers an endpoint documents: the token's, plus ``extra``."""
    def decorate(view: Any) -> Any:
        for code, description in (*AUTH_ERRORS, *extra):
            view = blp.alt_response(code, schema=ErrorSchema, description=description)(view)
        return view
    return decorate


def table_of(access: Access) -> dict[str, Any]:
    table = services().store.table(access.table_id)
    assert table is not None  # the token lookup just found it
    return table


@blp.route("/<table_id>/result")
class Result(MethodView):
    @blp.doc(operationId="getResult", security=BEARER)
    @blp.arguments(ResultQuerySchema(), location="query")
    @blp.response(200, ResultSchema)
    @documented_errors((409, "The game is not over yet"))
    def get(self, args: dict[str, Any], table_id: str) -> dict[str, Any]:
        """The result of a finished game: winners, scores, ranks, tie-breaks, a chart's points
        and the play for BG Stats

        Any token of the table (the spectator's too). `bgg_id` adds the game's
        BoardGameGeek id to the BG Stats play.
        """
        access = require_access(table_id)
        result = results.table_result(services().store, game_of(access.game), table_of(access), args.get("bgg_id"))
        if result is None:
            abort(409, message=NOT_OVER)
        return result


@blp.route("/<table_id>/rematch")
class Rematch(MethodView):
    @blp.doc(operationId="createRematch", security=BEARER)
    @blp.response(201, RematchSchema, headers={"Location": {**LOCATION_HEADER_DOC, "description": "The new table"}})
    @documented_errors((403, "Not the host's token"), (409, "The game is not over yet"))
    def post(self, table_id: str) -> Any:
        """The host starts a rematch: a new table, same game, options, players, seats and tokens

        Asked again, it answers with the same table (phones may retry). The
        old table's `rematch` then names the new one, and its live-update
        stream says so, so every phone can follow without scanning again.
        """
        access = require_access(table_id)
        if access.role != "host":
            abort(403, message="Only the host can start a rematch.")
        svc = services()
        game = game_of(access.game)
        options = table_of(access)["options"]
        try:
            made = svc.store.rematch(table_id, game.setup(options), svc.clock(),
                                     current_app.config["TABLE_TTL_SECONDS"])
        except NotFinished:
            abort(409, message=NOT_OVER)
        svc.notifier.changed(table_id)
        return ({"table_id": made["table_id"], "series_id": made["series_id"]}, 201,
                {"Location": table_location(made["table_id"])})


@blp.route("/<table_id>/series")
class Series(MethodView):
    @blp.doc(operationId="getSeries", security=BEARER)
    @blp.response(200, SeriesSchema)
    @documented_errors()
    def get(self, table_id: str) -> dict[str, Any]:
        """The series the table belongs to: it and its rematches

        Each table's winners and scores, and per player name the games played, wins,
        average and best score.
        """
        access = require_access(table_id)
        return results.series_stats(services().store, game_of(access.game), table_of(access))


@blp.route("/<table_id>/export")
class Export(MethodView):
    @blp.doc(operationId="exportTable", security=BEARER)
    @blp.arguments(ExportQuerySchema(), location="query")
    @blp.response(200, ExportSchema, description="JSON (format=json) or CSV (format=csv), as an attachment")
    @blp.alt_response(200, schema={"type": "string"}, content_type="text/csv", success=True,
                      description="JSON (format=json) or CSV (format=csv), as an attachment")
    @documented_errors()
    def get(self, args: dict[str, Any], table_id: str) -> Response:
        """The table, its result (null before the end) and its whole log, as JSON or CSV

        Private fields are blanked for everyone but their owner, as in the log.
        JSON is the log exactly; the CSV is for a spreadsheet: a header row and one
        row per log entry, seats counted from 1, the move and its result in words.
        """
        access = require_access(table_id)
        store = services().store
        game = game_of(access.game)
        table = table_of(access)
        log = log_as_seen(access)
        filename = f"sherwood-{game.id}-{table_id}.{args['format']}"
        headers = {"Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-cache, private"}
        if args["format"] == "csv":
            names = results.seat_names(store, table_id, int(table["state"]["seats"]))
            return Response(results.log_csv(log, names), mimetype="text/csv", headers=headers)
        body = {"table": table_payload(access), "result": results.table_result(store, game, table), "log": log}
        return Response(json.dumps(ExportSchema().dump(body)), mimetype="application/json", headers=headers)
