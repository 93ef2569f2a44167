"""Tables: create, read, move, undo, the log, live events and the join QR code."""
from __future__ import annotations

import hashlib
import io
import json
import time
from dataclasses import dataclass
from typing import Any, Iterator
from urllib.parse import urlencode

import marshmallow as ma
import qrcode
import qrcode.image.pure
import qrcode.image.svg
from flask import Response, current_app, g, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint, abort

import engine

from .. import replay, schemas
from ..context import base_url, bearer_token, check_access, require_access, services
from ..contract import GAME_TABLE_RESPONSE, MOVE_REQUEST_BODY
from ..errors import ErrorSchema, refusals_as_422
from ..limits import rate_limit
from ..links import (
    ETAG_HEADER_DOC, LOCATION_HEADER_DOC, LinkedPagesBlueprint, etag_matches, log_entry_location, table_location,
)
from ..schemas import (
    LogEntrySchema,
    MoveOutSchema,
    StreamTicketSchema,
    TableCreatedSchema,
    TableCreateSchema,
    TableSchema,
    UndoInSchema,
)
from ..store import Access


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
    """MoveInSchema, loaded once (issue 13): a body it would take unchanged is taken as it is.

    The engine validates every move's fields again, so the move path spent
    about a tenth of a worker's time having marshmallow copy a body field by
    field. Anything else (a bad type, a bool for a seat, a null) goes through
    marshmallow, which gives the same 422 it always did. Same name, same
    fields: the published spec does not change.
    """

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None, unknown: str | None = None,
             **kwargs: Any) -> Any:
        if many is None and partial is None and not kwargs and unknown in (None, ma.INCLUDE) and plainly_valid(data):
            return dict(data)
        return super().load(data, many=many, partial=partial, unknown=unknown, **kwargs)


blp = LinkedPagesBlueprint("tables", __name__, url_prefix="/api/v1/tables", description="Tables and their move log")

BEARER = [{"bearerAuth": []}]
PUBLIC: list[dict[str, list[str]]] = []  # no token needed (OpenAPI's `security: []`)
IDEMPOTENCY_HEADER = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "schema": {"type": "string", "maxLength": 100},
    "description": "Retries with the same key get the first answer and store nothing new; the key"
                   " reused for another request (method, path or body) gets 422.",
}
REPLAYED_HEADER = "Idempotent-Replayed"
IF_NONE_MATCH_HEADER = {
    "in": "header", "name": "If-None-Match", "required": False, "schema": {"type": "string"},
    "description": "The ETag of the last answer; 304 if nothing changed.",
}


def game_of(game_id: str) -> engine.Game:
    game = engine.get(game_id)
    if game is None:  # a table of a game this server no longer ships
        abort(410, message=f"This server no longer has the game {game_id!r}.")
    return game


def viewer_seat(access: Access) -> int | None:
    return access.seat if access.role == "player" else None


TABLE_CACHE_CONTROL = "no-cache, private"


def etag_for(access: Access) -> str:
    # The answer depends on the version, on who sits down, and on who asks.
    # A rematch (issue 14) changes the answer without a move: it is in the tag too.
    rematch = f".r{access.rematch}" if access.rematch else ""
    return f'"{access.table_id}.{access.version}.{access.seated}{rematch}.{access.etag_viewer}"'


def join_url(code: str) -> str:
    # The code rides in the fragment, which browsers never send: no access log or
    # proxy records it (issue 12). /join/CODE still works for links already printed.
    return f"{base_url()}/join#{code}"


def live_join_code(table_id: str) -> str:
    code = services().store.live_join_code(table_id, services().clock())
    if code is None:
        abort(404, message="No live table has that id.")
    return code


@blp.route("")
class Tables(MethodView):
    @blp.doc(operationId="createTable", security=PUBLIC)
    @blp.arguments(TableCreateSchema())
    @blp.response(201, TableCreatedSchema, headers={"Location": LOCATION_HEADER_DOC})
    @blp.alt_response(429, schema=ErrorSchema, description="Too many new tables from this client")
    def post(self, data: dict[str, Any]) -> Any:
        """Create a table for a game; the answer holds the host token and join code

        Options are checked by the game: a bad one gets 422 naming each bad field.
        New tables are rate-limited per client (429 with Retry-After).
        """
        rate_limit("tables")
        game = engine.get(data["game"])
        if game is None:
            known = ", ".join(g.id for g in engine.all_games())
            abort(422, message=f"There is no game {data['game']!r}.", errors={"game": [f"Known games: {known}."]})
        with refusals_as_422():
            options = engine.validate_options(game, data["options"])
            state = game.setup(options)
        svc = services()
        created = svc.store.create_table(game.id, options, state, svc.clock(), current_app.config["TABLE_TTL_SECONDS"])
        return {
            **created,
            "game": game.id,
            "join_url": join_url(created["join_code"]),
            "spectator_url": f"{base_url()}/watch/{created['id']}#{created['spectator_token']}",
        }, 201, {"Location": table_location(created["id"])}


@blp.route("/<table_id>")
class TableById(MethodView):
    @blp.doc(operationId="getTable", security=BEARER, parameters=[IF_NONE_MATCH_HEADER], responses=GAME_TABLE_RESPONSE)
    @blp.response(200, TableSchema, headers={"ETag": ETAG_HEADER_DOC})
    @blp.alt_response(304, description="Not modified since the ETag sent (compared weakly: W/ tags match too)",
                      headers={"ETag": ETAG_HEADER_DOC})
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str) -> Any:
        """The table as the caller's seat may see it (host and spectator: nothing private)

        Send the last ETag in If-None-Match: 304 while nothing changed (W/ tags compare weakly).
        """
        access = require_access(table_id)
        etag = etag_for(access)
        headers = {"ETag": etag, "Cache-Control": TABLE_CACHE_CONTROL}
        if etag_matches(etag, request.headers.get("If-None-Match", "")):
            return Response(status=304, headers=headers)
        return table_payload(access), 200, headers


def table_payload(access: Access) -> dict[str, Any]:
    svc = services()
    table = svc.store.table(access.table_id)
    assert table is not None
    game = game_of(table["game"])
    players = svc.store.players(access.table_id)
    seat = viewer_seat(access)
    me = next((p for p in players if p["seat"] == seat), None)
    shows_code = access.role != "spectator"
    return {
        "id": table["id"],
        "game": table["game"],
        "version": table["version"],
        "seats": game.seats(table["options"]),
        "players": players,
        "state": game.view(table["state"], seat),
        "status": game.status(table["state"]),
        "you": {
            "role": access.role, "seat": seat,
            "player_id": me["id"] if me else None, "name": me["name"] if me else None,
        },
        "options": table["options"],
        "join_code": table["join_code"] if shows_code else None,
        "join_url": join_url(table["join_code"]) if shows_code else None,
        "expires_at": table["expires_at"],
        "rematch": table["rematch_table_id"],
        "host_seat": svc.store.host_seat(access.table_id),
    }


def acting_seat(spec: engine.MoveSpec, access: Access, requested: int | None) -> int | None:
    """Which seat a move is made for, or the 403/422 that says it may not be."""
    if access.role == "spectator":
        abort(403, message="A spectator screen only watches; it cannot make moves.")
    if spec.who == "host":
        if access.role != "host":
            abort(403, message="Only the host can do that.")
        if requested is not None:
            abort(422, message="This move is the host's, not a seat's.", errors={"seat": ["Leave seat out."]})
        return None
    if access.role == "player":
        if requested is not None and requested != access.seat:
            abort(403, message="You can only make moves for your own seat; the host can enter moves for anyone.")
        return access.seat
    if spec.who == "seat" and requested is None:
        abort(422, message="Say which seat this move is for.", errors={"seat": ["The host must name a seat."]})
    return requested


def valid_idempotency_key(key: str) -> bool:
    return 0 < len(key) <= 100 and key.isprintable()


@dataclass(frozen=True)
class IdempotencyKey:
    """An Idempotency-Key and the fingerprint of the request that carried it (issue 20)."""

    key: str
    fingerprint: bytes


def request_fingerprint(method: str, path: str, body: bytes) -> bytes:
    """16 bytes of a SHA-256 of the method, the path and the body (a JSON body in one canonical
    spelling, so a client that re-serialises the same move is still retrying it)."""
    try:
        canonical = json.dumps(json.loads(body), sort_keys=True, separators=(",", ":")).encode()
    except ValueError:  # not JSON (UnicodeDecodeError included): the bytes as sent
        canonical = body
    return hashlib.sha256(b"\0".join((method.encode(), path.encode(), canonical))).digest()[:16]


def idempotency_key() -> IdempotencyKey | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not valid_idempotency_key(key):
        abort(400, message="Idempotency-Key must be 1-100 printable characters.")
    return IdempotencyKey(key, request_fingerprint(request.method, request.path, request.get_data(cache=True)))


def prior_answer(db: Any, access: Access, key: IdempotencyKey | None) -> dict[str, Any] | None:
    """The first answer to a retried key (a replay), None for a new key; 422 when the key
    first answered another request: replaying that answer would tell the phone that this
    request (an undo, say) was done when nothing was (issue 20)."""
    if key is None:
        return None
    store = services().store
    found, fingerprint = store.idempotent_record(db, access, key.key)
    if found is None:
        return None
    if fingerprint is not None and fingerprint != key.fingerprint:
        abort(422, message=f"The Idempotency-Key {key.key!r} was already used for another request; "
                           "send a new key with a new request.",
              errors={"Idempotency-Key": [f"{key.key!r} first answered a different method, path or body."]})
    g.idempotent_replayed = True
    return store.answer_for(db, access, found)


@blp.after_app_request
def mark_replays(response: Response) -> Response:
    """A replayed answer says so, whichever view gave it (moves, undo, corrections)."""
    if g.get("idempotent_replayed"):
        response.headers[REPLAYED_HEADER] = "true"
    return response


def check_expected(expected: int | None, version: int) -> None:
    if expected is not None and expected != version:
        abort(409, message=f"The table moved on (version {version}, you expected {expected}): refresh and retry.")


@dataclass
class Change:
    """An undo or a correction about to be written: who asks, the game, and any first answer."""

    access: Access
    game: engine.Game
    prior: dict[str, Any] | None  # the answer already given to this Idempotency-Key, if any


def begin_change(db: Any, table_id: str, key: IdempotencyKey | None, expected: int | None, what: str) -> Change:
    """Inside a write: the caller's access (a spectator gets 403: it cannot ``what``), the first
    answer to a retried key, and otherwise the 409 of a stale ``expected`` version."""
    access = require_access(table_id, db=db)
    if access.role == "spectator":
        abort(403, message=f"A spectator screen only watches; it cannot {what}.")
    prior = prior_answer(db, access, key)
    if prior is None:
        check_expected(expected, access.version)
    return Change(access, game_of(access.game), prior)


def log_writer(blp: Blueprint, schema: Any, forbidden: str, conflict: str = "Stale expected_version", *,
               operation_id: str | None = None, request_body: dict[str, Any] | None = None) -> Any:
    """The documentation every endpoint that writes the log shares (moves, undo, corrections).
    ``request_body`` replaces the documented body (the moves' typed union) but not the parsing."""
    doc: dict[str, Any] = {"security": BEARER, "parameters": [IDEMPOTENCY_HEADER]}
    if operation_id:  # tests/test_openapi_contract.py fails on an operation without one
        doc["operationId"] = operation_id
    if request_body is not None:
        doc["requestBody"] = request_body
    decorators = [
        blp.doc(**doc),
        blp.arguments(schema),
        blp.response(201, MoveOutSchema, headers={
            "Location": {**LOCATION_HEADER_DOC, "description": "The log page holding just the new entry (page_size=1)"},
            REPLAYED_HEADER: {"description": "`true` when this is the first answer to an Idempotency-Key, given again",
                              "schema": {"type": "string", "enum": ["true"]}}}),
        blp.alt_response(400, schema=ErrorSchema, description="Malformed Idempotency-Key"),
        blp.alt_response(401, schema=ErrorSchema, description="No or bad token"),
        blp.alt_response(403, schema=ErrorSchema, description=forbidden),
        blp.alt_response(409, schema=ErrorSchema, description=conflict),
        blp.alt_response(410, schema=ErrorSchema, description="The table has expired"),
    ]

    def decorate(view: Any) -> Any:
        for decorator in reversed(decorators):
            view = decorator(view)
        return view

    return decorate


@blp.route("/<table_id>/moves")
class Moves(MethodView):
    @log_writer(blp, MoveInSchema(), forbidden="A seat acting for another, a player making a host move, or a spectator",
                operation_id="postMove", request_body=MOVE_REQUEST_BODY)
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Make a move; 422 with the ruling id when the rules refuse it (nothing is stored)

        The body is one of the table's game's moves (`Move`: the `<Game>Move` union, by `type`).
        A retry with the same Idempotency-Key gets the first answer and stores nothing new.
        """
        key, token = idempotency_key(), bearer_token()
        if not token:
            require_access(table_id)  # the 401 that says what to send
        answer, stored = write_move(table_id, token, key, data)
        if stored:
            services().notifier.changed(table_id)
        return created(answer)

    @blp.doc(operationId="getLog", security=BEARER)
    @blp.response(200, LogEntrySchema(many=True))
    @blp.paginate(page_size=50, max_page_size=200)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str, pagination_parameters: Any) -> list[dict[str, Any]]:
        """The move log, oldest first; other seats' private fields are blanked

        Pages of `page_size` entries; the Link header (RFC 8288) names the first, previous,
        next and last pages, X-Pagination says the same as JSON.
        """
        access = require_access(table_id)
        # One entry per version: the total is the table's version, read with the token (no count(*)).
        pagination_parameters.item_count = access.version
        return log_as_seen(access, pagination_parameters.first_item, pagination_parameters.page_size)


def log_as_seen(access: Access, offset: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
    """Log entries offset+1 .. offset+limit (all without a limit) as ``access`` may read them:
    other seats' private fields blanked (the log endpoint and the export, issue 14).

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
    changers = store.change_entries(table_id)
    results, result_changed_in = engine.results_now(changers)
    undone_corrections = {e["undoes"] for e in changers if e["kind"] == "undo"}
    corrected_in: dict[int, list[int]] = {}
    now: dict[int, dict[str, Any]] = {}  # the move as the latest standing correction left it
    for correction in changers:
        if correction["kind"] != "correction" or correction["version"] in undone_corrections:
            continue
        for amendment in correction["move"]["amendments"]:
            corrected_in.setdefault(amendment["version"], []).append(correction["version"])
            now[amendment["version"]] = amendment
    return [entry_as_seen(table_game, entry, seat, undone, corrected_in, now, results, result_changed_in)
            for entry in entries]


def entry_as_seen(table_game: engine.Game, entry: dict[str, Any], seat: int | None, undone: dict[int, int],
                  corrected_in: dict[int, list[int]], now: dict[int, dict[str, Any]],
                  results: dict[int, dict[str, Any]], result_changed_in: dict[int, list[int]]) -> dict[str, Any]:
    """One log entry as ``seat`` reads it, with the result it has now (see log_as_seen)."""
    version = entry["version"]
    latest = now.get(version)
    entered = entry["result"]
    current = results.get(version, entered)
    # A corrected move's private fields belong to the seat it now stands for.
    result_seat = latest["seat"] if latest is not None and latest["move"] is not None else entry["seat"]
    move, entered_seen = engine.redact(table_game, entry["move"], entered, seat, entry["seat"])
    current_move = latest["move"] if latest is not None and latest["move"] is not None else entry["move"]
    current_seen = engine.redact(table_game, current_move, current, seat, result_seat)[1]
    return {
        "version": version, "kind": entry["kind"], "seat": entry["seat"], "by": entry["role"],
        "time": entry["created_at"], "move": move, "result": current_seen,
        "entered_result": None if current == entered else entered_seen,
        "result_changed_in": result_changed_in.get(version, []),
        "undone": version in undone, "undoes": entry["undoes"],
        "corrected_in": corrected_in.get(version, []),
        "now": None if latest is None else now_as_seen(table_game, latest, seat),
    }


def write_move(table_id: str, token: str, key: IdempotencyKey | None,
               data: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """Check and store one move (a body MoveInSchema took); its answer, and whether it stored a
    new entry (a retried key gets the first answer). Needs only an app context: api/hot.py
    calls it too. Refusals raise the HTTP error, with nothing stored."""
    svc = services()
    fields = dict(data)
    expected = fields.pop("expected_version", None)
    requested_seat = fields.pop("seat", None)
    with svc.store.write(table_id) as db:
        access = require_access(table_id, token, db=db)
        prior = prior_answer(db, access, key)
        if prior is not None:
            return prior, False
        version, table_game = access.version, game_of(access.game)
        check_expected(expected, version)
        state = svc.store.snapshot(db, table_id)
        with refusals_as_422():
            move = engine.validate_move(table_game, fields)
            seat = acting_seat(table_game.moves[move["type"]], access, requested_seat)
            # `state` was just decoded from the store: hand it over, no copy needed.
            new_state, result = engine.apply_valid(table_game, state, move, seat)
        answer = record(db, access, table_game, key=key, version=version + 1, kind="move", seat=seat,
                        move=move, result=result, state=new_state)
    return answer, True


def now_as_seen(table_game: engine.Game, amendment: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """A corrected move as it stands now, as ``viewer`` may read it ({move: null} once deleted)."""
    move = amendment["move"]
    if move is not None:
        move = engine.redact(table_game, move, {}, viewer, amendment["seat"])[0]
    return {"move": move, "seat": amendment["seat"]}


def first_changed(entry: dict[str, Any]) -> int:
    """The earliest version whose move an entry changes: itself, or for a correction the moves it amends."""
    if entry["kind"] == "correction":
        return min(a["version"] for a in entry["move"]["amendments"])
    return int(entry["version"])


def created(answer: dict[str, Any]) -> Response:
    """A move's answer is engine output already in MoveOutSchema's shape (the
    schemathesis test holds it to the spec): serialise it once, as it is."""
    location = log_entry_location(request.view_args["table_id"], answer["version"])  # type: ignore[index]
    return Response(json.dumps(answer, separators=(",", ":")), status=201, mimetype="application/json",
                    headers={"Location": location})


def record(db: Any, access: Access, table_game: engine.Game, *, key: IdempotencyKey | None, version: int, kind: str,
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
    if kind != "move":  # a correction's or undo's changed results: other seats' private fields blanked
        result = engine.redact(table_game, move, result, viewer_seat(access), seat)[1]
    return {"version": version, "state": table_game.view(state, viewer_seat(access)), "result": result,
            "status": status}


@blp.route("/<table_id>/undo")
class Undo(MethodView):
    @log_writer(blp, UndoInSchema(), forbidden="A player undoing a move that is not their own latest",
                conflict="Nothing to undo, or stale expected_version", operation_id="undoMove")
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Take back the latest standing move (the host: any; a player: only their own)

        The undo is itself an entry of the log; nothing is deleted.
        """
        key = idempotency_key()
        svc = services()
        with svc.store.write(table_id) as db:
            change = begin_change(db, table_id, key, data.get("expected_version"), "undo")
            if change.prior is not None:
                return created(change.prior)
            access, table_game, version = change.access, change.game, change.access.version
            last = svc.store.latest_standing(db, table_id)
            if last is None:
                abort(409, message="There is no move to undo.")
            if access.role == "player" and (last["role"] != "player" or last["seat"] != access.seat):
                abort(403, message="You can only undo your own move, and only while it is the latest; ask the host.")
            since = first_changed(last)
            undo = {"kind": "undo", "version": version + 1, "undoes": last["version"]}
            window = replay.window(svc.store, db, table_game, table_id, since)
            with replay.broken_moves_as_422(table_game, access, replay.seat_names(svc.store, table_id), "Undoing that"):
                replayed = window.state_with(table_game, undo, since)
            # Undoing a correction gives the later moves back the results they had without it.
            result = {"undid": last["version"], "type": last["move"]["type"], "seat": last["seat"]}
            changes = replayed.changes(svc.store, db, table_id, since)
            if changes:
                result["changes"] = changes
            answer = record(db, access, table_game, key=key, version=version + 1, kind="undo", seat=viewer_seat(access),
                            move={"type": "undo"}, result=result, state=replayed.state, undoes=last["version"])
            replay.after_change(svc.store, db, table_id, since, window, replayed.before)
        svc.notifier.changed(table_id)
        return created(answer)


@blp.route("/<table_id>/events/tickets")
class StreamTickets(MethodView):
    @blp.doc(operationId="createStreamTicket", security=BEARER)
    @blp.response(201, StreamTicketSchema, headers={"Location": {
        **LOCATION_HEADER_DOC, "description": "The stream this ticket opens (the ticket in its query)"}})
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def post(self, table_id: str) -> Any:
        """A single-use ticket that opens the live-update stream (GET .../events?ticket=)

        EventSource cannot send an Authorization header, and a token in a URL
        ends up in access and proxy logs; a ticket is worth nothing once used
        or after 30 seconds.
        """
        access = require_access(table_id)
        seconds = current_app.config["STREAM_TICKET_SECONDS"]
        ticket = services().store.issue_stream_ticket(access, services().clock(), seconds)
        stream = f"/api/v1/tables/{table_id}/events?{urlencode({'ticket': ticket})}"
        return {"ticket": ticket, "expires_in": seconds}, 201, {"Location": stream}


def stream_access(args: Any, table_id: str) -> Access:
    """Who opens the stream: a stream ticket (the ``streamTicket`` scheme), or the Authorization
    header (a fetch() client). ``token`` is not in the spec but still refused: logs keep URLs."""
    if args.get("token"):
        abort(400, message="A table token does not go in a URL, where logs keep it: "
                           "open the stream with a stream ticket instead.")
    if not args.get("ticket"):
        return require_access(table_id)
    access = services().store.redeem_stream_ticket(args["ticket"], services().clock())
    if access is None:
        abort(401, message="That stream ticket is unknown, used or expired: ask for a new one.")
    return check_access(access, table_id)


# One event of the stream, as an EventSource hands it over (the stream also sends `retry` and comments).
SERVER_SENT_EVENT = {
    "type": "object",
    "description": "One Server-Sent Event; `data` is JSON: `{version, seated, rematch?}`",
    "properties": {
        "id": {"type": "string", "description": "version.seated[.rematch]"},
        "event": {"type": "string", "description": "Always `message`"},
        "retry": {"type": "integer", "description": "Milliseconds to wait before reconnecting"},
        "data": {
            "type": "string", "contentMediaType": "application/json",
            "contentSchema": {
                "type": "object", "required": ["version", "seated"],
                "properties": {"version": {"type": "integer"}, "seated": {"type": "integer"},
                               "rematch": {"type": "string", "description": "The rematch's table id, once there is one"}},
            },
        },
    },
}


@blp.route("/<table_id>/events")
class Events(MethodView):
    @blp.doc(operationId="getEvents", security=[{"bearerAuth": []}, {"streamTicket": []}], responses={200: {
        "content": {"text/event-stream": {"schema": SERVER_SENT_EVENT}}}})
    @blp.response(200, content_type="text/event-stream",
                  description="Server-Sent Events: `data: {\"version\": n, \"seated\": n}` on every change, "
                              "with `\"rematch\": \"<table id>\"` once the host started a rematch")
    @blp.alt_response(400, schema=ErrorSchema, description="A token in the URL (use a ticket)")
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token or ticket")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str) -> Response:
        """Live updates: an event with the new version each time the table changes

        Open it with a single-use `ticket` (POST .../events/tickets), or send
        the Authorization header (a fetch() client). The stream closes after a
        while; a ticket opens one stream only, so get a new ticket to reconnect.
        On each event, GET the table with If-None-Match.
        """
        stream_access(request.args, table_id)
        notifier = services().notifier
        max_seconds = current_app.config["EVENTS_MAX_SECONDS"]
        keepalive = current_app.config["EVENTS_KEEPALIVE_SECONDS"]

        def stream() -> Iterator[str]:
            yield "retry: 1000\n\n"
            seen = None
            deadline = time.monotonic() + max_seconds
            while True:
                left = deadline - time.monotonic()
                mark = notifier.wait(table_id, seen, timeout=max(0.0, min(keepalive, left)))
                if mark is None:
                    return  # the table is gone
                if mark != seen:
                    seen = mark
                    yield event_text(mark)
                else:
                    yield ": keep-alive\n\n"
                if time.monotonic() >= deadline:
                    return

        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return Response(stream_with_context(stream()), mimetype="text/event-stream", headers=headers)


def event_text(mark: tuple[int, int, str | None]) -> str:
    """One Server-Sent Event: the version, the seats taken and, once there is one, the rematch's table id."""
    version, seated, rematch = mark
    data: dict[str, Any] = {"version": version, "seated": seated}
    if rematch:
        data["rematch"] = rematch
    return f"id: {version}.{seated}{'.' + rematch if rematch else ''}\ndata: {json.dumps(data)}\n\n"


def qr_image(table_id: str, factory: Any) -> bytes:
    """The join QR code, for the host and seated players only: it carries the join
    code, which the spectator screen does not show either (issue 12)."""
    access = require_access(table_id)
    if access.role == "spectator":
        abort(403, message="The join code is for the host and the players, not the big screen.")
    return qr_code(join_url(live_join_code(table_id)), factory)


def qr_code(url: str, factory: Any) -> bytes:
    """A QR code of ``url`` as the factory draws it (SVG, PNG): the join code's, a handover's."""
    image = qrcode.make(url, image_factory=factory, box_size=10, border=2)
    out = io.BytesIO()
    image.save(out)
    return out.getvalue()


@blp.route("/<table_id>/qr.svg")
class QrSvg(MethodView):
    @blp.doc(operationId="getJoinQrSvg", security=BEARER, responses={200: {
        "content": {"image/svg+xml": {"schema": {"type": "string"}}}}})
    @blp.response(200, content_type="image/svg+xml", description="QR code of the join URL")
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator token, or a token of another table")
    @blp.alt_response(404, schema=ErrorSchema, description="No live table has that id")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str) -> Response:
        """QR code of the table's join URL, as SVG

        For the host and the seated players: it carries the join code.
        """
        return Response(qr_image(table_id, qrcode.image.svg.SvgPathImage), mimetype="image/svg+xml")


@blp.route("/<table_id>/qr.png")
class QrPng(MethodView):
    @blp.doc(operationId="getJoinQrPng", security=BEARER, responses={200: {
        "content": {"image/png": {"schema": {"type": "string", "contentMediaType": "image/png"}}}}})
    @blp.response(200, content_type="image/png", description="QR code of the join URL")
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator token, or a token of another table")
    @blp.alt_response(404, schema=ErrorSchema, description="No live table has that id")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str) -> Response:
        """QR code of the table's join URL, as PNG

        For the host and the seated players: it carries the join code.
        """
        return Response(qr_image(table_id, qrcode.image.pure.PyPNGImage), mimetype="image/png")
