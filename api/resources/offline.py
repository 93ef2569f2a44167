"""POST /offline-tables: a table played without a server, checked and kept (issue 38).

A group with no network plays on one phone, which runs the rules engine itself (engine/offline.py, in
the browser). Once a server is reachable the phone uploads the table: its game, options, players and
whole log. Nothing is taken on the phone's word: the engine enters every entry again from what was
asked and the table is kept only if each comes out as the phone stored it (engine.offline.checked);
the first that does not is refused, with its ruling when the rules refuse it, and nothing is stored.
Kept, it is an ordinary table (results, exports, BG Stats, rematch); the uploading phone gets the host
token and every seat's token, and hands seats to other phones as at any table.
"""
from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

import engine
from engine import offline
from engine.messages import msg

from ..request.aside import aside
from ..request.context import services
from ..request.idempotency import answered_once
from ..request.limits import rate_limit
from ..store import AlreadyUploaded
from ..table.tables import created_table, game_asked
from ..web.errors import ErrorSchema, abort, refusals_as_422
from ..web.http import PUBLIC
from ..web.links import LOCATION_HEADER_DOC
from ..web.schemas import OfflineTableSchema, OfflineTableUploadedSchema
from .join import clean_name
from .offline_files import engine_zip

blp = Blueprint("offline", __name__, url_prefix="/api/v1/offline-tables",
                description="Tables played without a server, uploaded once one is reachable")

def engine_version() -> str:
    """The rules engine this server runs, as a phone's copy of it says (GET /offline/engine.json): the
    SHA-256 of the engine's zip. An upload from a phone that ran another is still entered again by this
    engine, with older results read as this release reads them."""
    return engine_zip().version


# A phone's clock may be off by hours (a holiday cabin, no network to set it by); one a day ahead is no clock.
CLOCK_SLACK_SECONDS = 24 * 3600.0


def refuse_times_ahead(log: list[dict[str, Any]], now: float) -> None:
    """422 for an entry dated more than a day after the server's clock: the log keeps the phone's times
    (when each move was made at the table), but not ones that cannot have been."""
    for index, entry in enumerate(log):
        if entry["created_at"] > now + CLOCK_SLACK_SECONDS:
            message = msg("offline-time-ahead", version=entry["version"])
            abort(422, message=message, errors={f"log.{index}.created_at": [message]})


@blp.route("")
class OfflineTables(MethodView):
    @answered_once("uploadOfflineTable")
    @blp.doc(operationId="uploadOfflineTable", security=PUBLIC)
    @blp.arguments(OfflineTableSchema())
    @blp.response(201, OfflineTableUploadedSchema, headers={"Location": LOCATION_HEADER_DOC})
    @blp.alt_response(409, schema=ErrorSchema, description="This table was uploaded before (the table it became is named)")
    @blp.alt_response(413, schema=ErrorSchema, description="Larger than MAX_OFFLINE_TABLE_BYTES (1 MiB)")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many uploads from this client")
    def post(self, data: dict[str, Any]) -> Any:
        """Keep a table played without a server: every entry of its log entered again and checked

        The engine enters each log entry again from what was asked (a move for a seat, an undo, a
        correction) and must get the same entry: the same move, seat and result. The first that
        differs, or that the rules refuse, is refused (422 naming it under `errors`, with the ruling
        that refuses it) and nothing is stored. A result an older release of the engine stored is read
        as this release reads it. Kept, the table is an ordinary one: the answer holds the host token,
        the join code and a token for each seat (the phone holds them all; it hands a seat to another
        phone as at any table). Send the phone's `id` of the table as the Idempotency-Key: a retry gets
        the first answer, and an upload of the same table after that is refused (409) rather than made
        twice. Rate-limited per client (429 with Retry-After): each upload is a whole evening entered again.
        """
        rate_limit("offline")
        game = game_asked(data["game"])
        names = [clean_name(name) for name in data["players"]]
        if len({name.casefold() for name in names}) != len(names):
            abort(422, message=msg("offline-names-twice"), errors={"players": [msg("offline-names-twice")]})
        svc = services()
        refuse_times_ahead(data["log"], svc.clock())
        with refusals_as_422():
            # Up to seconds of CPU for a long evening with many undos: aside, so the worker's other
            # requests answer meanwhile (api/request/aside.py).
            state = aside(offline.checked, game, data)
        options = engine.validate_options(game, data["options"])
        entries = [{name: entry[name] for name in offline.ENTRY_FIELDS} for entry in data["log"]]
        try:
            created = svc.store.import_table(data["id"], game.id, options, names, entries, state,
                                             game.status(state)["finished"], svc.clock(),
                                             current_app.config["TABLE_TTL_SECONDS"])
        except AlreadyUploaded as before:
            abort(409, message=msg("offline-uploaded-before", table=before.table_id))
        return created_table(created, game, engine=engine_version(), same_engine=data["engine"] == engine_version())
