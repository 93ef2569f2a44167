"""After the game: the result, the rematch, the series' stats and the export."""
from __future__ import annotations

import json
from typing import Any

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from engine.messages import msg

from ..table import results
from ..request.context import require_access, services
from ..request.idempotency import answered_once
from ..web.errors import ErrorSchema, abort
from ..web.links import LOCATION_HEADER_DOC, table_location
from ..web.schemas import (
    ExportQuerySchema,
    ExportSchema,
    LogCsvQuerySchema,
    RematchSchema,
    ResultQuerySchema,
    ResultSchema,
    SeriesSchema,
)
from ..store import Access, NotFinished
from ..web.http import BEARER, conditional
from ..table.moves import log_as_seen
from ..table.tables import game_of, table_payload
from ..store.photos import exported_photo

blp = Blueprint("results", __name__, url_prefix="/api/v1/tables",
                description="After the game: result, rematch, series stats and export")

NOT_OVER = msg("api-not-over")
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


@blp.route("/<table_id:table_id>/result")
class Result(MethodView):
    @conditional
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
        result = results.table_result(services().store, game_of(access.game), table_of(access), args.get("bgg_id"),
                                      utc_offset=args["utc_offset"])
        if result is None:
            abort(409, message=NOT_OVER)
        return result


@blp.route("/<table_id:table_id>/rematch")
class Rematch(MethodView):
    @answered_once("createRematch")
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
            abort(403, message=msg("api-rematch-host-only"))
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


@blp.route("/<table_id:table_id>/series")
class Series(MethodView):
    @conditional
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


@blp.route("/<table_id:table_id>/export")
class Export(MethodView):
    @conditional
    @blp.doc(operationId="exportTable", security=BEARER)
    @blp.arguments(ExportQuerySchema(), location="query")
    @blp.response(200, ExportSchema, description="The table, its result and its log, as a JSON attachment")
    @blp.alt_response(308, description="format=csv (links made before log.csv): redirects to .../log.csv",
                      headers={"Location": {"schema": {"type": "string"}}})
    @documented_errors()
    def get(self, args: dict[str, Any], table_id: str) -> Response:
        """The table, its result (null before the end), its whole log and its photo, as JSON

        Private fields are blanked for everyone but their owner, as in the log;
        every move's result is the one it has now (see the log). The CSVs have
        their own paths: .../log.csv and .../results.csv.
        """
        access = require_access(table_id)
        if args["format"] == "csv":
            return Response(status=308, headers={"Location": f"/api/v1/tables/{table_id}/log.csv"})
        store = services().store
        game = game_of(access.game)
        table = table_of(access)
        body = {"game": game.id, "table": table_payload(access), "result": results.table_result(store, game, table),
                "log": log_as_seen(access), "photo": exported_photo(store, table_id)}
        return Response(json.dumps(ExportSchema().dump(body)), mimetype="application/json",
                        headers=attachment(f"sherwood-{game.id}-{table_id}.json"))


def attachment(filename: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-cache, private"}


@blp.route("/<table_id:table_id>/log.csv")
class LogCsv(MethodView):
    @conditional
    @blp.doc(operationId="exportLogCsv", security=BEARER)
    @blp.arguments(LogCsvQuerySchema(), location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv",
                  description="One row per log entry, as a CSV attachment")
    @documented_errors()
    def get(self, args: dict[str, Any], table_id: str) -> Response:
        """The move log as CSV, for a script or a spreadsheet

        One row per entry. The default layout (`data`) has the same header
        and codes in every language: `version`, `time` (ISO 8601, UTC),
        `kind` (move, undo, correction, clock), `seat` (from 0, as in the
        JSON; empty for none), `player`, `entered_by` (host or seat),
        `move_type`, the sentence columns in the reader's language
        (`move_name`, `details`, `result`, `entered_as`,
        `result_when_entered`), `undone` (true/false), `corrected_by` and
        `result_changed_by` (versions, space-separated), `redacted` (the
        fields the reader may not see), then `move.<field>` for every field
        of the game's moves, as the move stands now. `layout=people` gives
        the log for a person's spreadsheet: headers and values in words,
        seats from 1.
        """
        access = require_access(table_id)
        game = game_of(access.game)
        table = table_of(access)
        names = results.seat_names(services().store, table_id, int(table["state"]["seats"]))
        return Response(results.log_csv(game, log_as_seen(access), names, args["layout"]), mimetype="text/csv",
                        headers=attachment(f"sherwood-{game.id}-{table_id}-log.csv"))


@blp.route("/<table_id:table_id>/results.csv")
class ResultsCsv(MethodView):
    @conditional
    @blp.doc(operationId="exportResultsCsv", security=BEARER)
    @blp.arguments(ResultQuerySchema(), location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv",
                  description="One row per player, as a CSV attachment")
    @documented_errors((409, "The game is not over yet"))
    def get(self, args: dict[str, Any], table_id: str) -> Response:
        """The result as CSV, one row per player: what spreadsheets and score apps import

        Columns, the same in every language: date (the table's local time
        from `utc_offset`, ISO 8601 with its offset), game, player, score,
        rank, winner (yes/no), start player (yes/no; empty where nobody is
        known to have started), duration (min), table, team, seat (from 0,
        as in the JSON), person_id, game_id.
        """
        access = require_access(table_id)
        game = game_of(access.game)
        result = results.table_result(services().store, game, table_of(access), with_progress=False,
                                      utc_offset=args["utc_offset"])
        if result is None:
            abort(409, message=NOT_OVER)
        return Response(results.results_csv(result), mimetype="text/csv",
                        headers=attachment(f"sherwood-{game.id}-{table_id}-results.csv"))
