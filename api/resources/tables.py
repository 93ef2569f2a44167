"""Tables: create, read, move, undo, the log, live events and the join QR code.

Thin views: a move's checks and writes live in api/table/moves.py (which api/resources/hot.py, the fast path
that answers most moves before Flask routes them, calls too), the table's answer in api/table/tables.py.
"""
from __future__ import annotations

import time
from typing import Any, Iterator
from urllib.parse import urlencode

import marshmallow as ma
import qrcode.image.pure
import qrcode.image.svg
from flask import Flask, Response, current_app, request
from flask.views import MethodView

import engine

from engine.messages import msg

from ..request.context import Services, bearer_token, check_access, require_access, services
from ..web.contract import MOVE_REQUEST_BODY, ref
from ..web.errors import ErrorSchema, abort, refusals_as_422
from ..words.i18n import say
from ..web.http import BEARER, IF_NONE_MATCH_HEADER, PUBLIC, conditional, created, log_writer
from ..request.limits import client_address, rate_limit
from ..web.links import ETAG_HEADER_DOC, LOCATION_HEADER_DOC, LinkedPagesBlueprint, etag_matches
from ..request.idempotency import answered_once, idempotency_key
from ..table.moves import MoveInSchema, log_as_seen, mark_replays, write_clock, write_move, write_undo
from ..table.events import EVENT_ID, ChangeEvents, Told, parse_event_id
from ..table.qr import qr_code
from ..web.schemas import (
    ClockInSchema,
    DrawInSchema,
    LogEntrySchema,
    MAX_VERSION,
    LogQuerySchema,
    StreamTicketSchema,
    TableCreatedSchema,
    TableCreateSchema,
    TableSchema,
    TableSetupSchema,
    UndoInSchema,
)
from ..store import Access
from ..table.tables import TABLE_CACHE_CONTROL, created_table, etag_for, game_asked, join_url, live_join_code, table_payload


blp = LinkedPagesBlueprint("tables", __name__, url_prefix="/api/v1/tables", description="Tables and their move log")
# A replayed answer says so, whichever view gave it (moves, undo, corrections).
blp.after_app_request(mark_replays)

@blp.route("")
class Tables(MethodView):
    @answered_once("createTable")
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
        game = game_asked(data["game"])
        with refusals_as_422():
            options = engine.validate_options(game, data["options"])
            state = game.setup(options)
        svc = services()
        created = svc.store.create_table(game.id, options, state, svc.clock(), current_app.config["TABLE_TTL_SECONDS"])
        return created_table(created, game)


@blp.route("/<table_id:table_id>")
class TableById(MethodView):
    @blp.doc(operationId="getTable", security=BEARER, parameters=[IF_NONE_MATCH_HEADER])
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


@blp.route("/<table_id:table_id>/moves")
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
        answer, stored = write_move(table_id, token, key, data, if_match=request.headers.get("If-Match"))
        if stored:
            services().notifier.changed(table_id)
        return created(answer)

    @conditional
    @blp.doc(operationId="getLog", security=BEARER)
    @blp.arguments(LogQuerySchema(), location="query", as_kwargs=True, unknown=ma.RAISE)
    @blp.response(200, LogEntrySchema(many=True))
    @blp.paginate(page_size=50, max_page_size=200)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str, pagination_parameters: Any, since: int = 0) -> list[dict[str, Any]]:
        """The move log, oldest first; other seats' private fields are blanked

        Pages of `page_size` entries; the Link header (RFC 8288) names the first, previous,
        next and last pages, X-Pagination says the same as JSON. `since=VERSION`: only the
        entries after that version (what a live-update client missed; 422 past the table's version).
        A query parameter the log does not know is refused with 422.
        """
        access = require_access(table_id)
        refuse_past_the_table(access, since, "since")
        # One entry per version: the total is the entries after ``since``, read with the token (no count(*)).
        pagination_parameters.item_count = access.version - since
        return log_as_seen(access, since + pagination_parameters.first_item, pagination_parameters.page_size)


@blp.route("/<table_id:table_id>/draws")
class Draws(MethodView):
    @log_writer(blp, DrawInSchema(), forbidden="A spectator, or a player drawing a move that is not theirs to make",
                conflict="Nothing of that type may be drawn by this reader now, or stale expected_version",
                operation_id="drawMove")
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Leave a move to chance: the server draws it, as every phone then sees it

        For a move whose `drawable` fields (GET /games) the rules leave to the table, such as who
        starts: the server picks each from the values the engine allows this reader now, at random,
        and stores the move marked `at_random: true` in the log, where undo and corrections treat it as
        any move. A retry with the same Idempotency-Key gets the first draw, never a second one.
        """
        answer, stored = write_move(table_id, bearer_token(), idempotency_key(),
                                    {"expected_version": data["expected_version"]} if "expected_version" in data else {},
                                    draw=data["type"], if_match=request.headers.get("If-Match"))
        if stored:
            services().notifier.changed(table_id)
        return created(answer)


@blp.route("/<table_id:table_id>/undo")
class Undo(MethodView):
    @log_writer(blp, UndoInSchema(), forbidden="A player undoing a move that is not their own latest",
                conflict="Nothing to undo, or stale expected_version", operation_id="undoMove",
                body_required=False)  # every field optional: an undo needs no body
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """Take back the latest standing move (the host: any; a player: only their own)

        The undo is itself an entry of the log; nothing is deleted.
        """
        answer, stored = write_undo(table_id, idempotency_key(), data.get("expected_version"))
        if stored:
            services().notifier.changed(table_id)
        return created(answer)


@blp.route("/<table_id:table_id>/clock")
class Clock(MethodView):
    @log_writer(blp, ClockInSchema(), forbidden="Anyone but the host", operation_id="setClock",
                conflict="No turn clock (a game without turns, or over), the clock already paused or running, the"
                         " limit it already has, the table's 200 settings used up, or stale expected_version")
    def post(self, data: dict[str, Any], table_id: str) -> Any:
        """The host pauses or runs the turn clock, or sets a per-turn limit (a signal, never a refusal)

        An entry of the log (kind `clock`) that no undo takes back; moves go on while the clock is
        paused, and a paused clock does not count. The table's `clock` says where it stands.
        """
        answer, stored = write_clock(table_id, idempotency_key(), data)
        if stored:
            services().notifier.changed(table_id)
        return created(answer)


@blp.route("/<table_id:table_id>/events/tickets")
class StreamTickets(MethodView):
    @answered_once("createStreamTicket")
    @blp.doc(operationId="createStreamTicket", security=BEARER)
    @blp.response(201, StreamTicketSchema, headers={"Location": {
        **LOCATION_HEADER_DOC, "description": "The stream this ticket opens (the ticket in its query)"}})
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def post(self, table_id: str) -> Any:
        """A ticket that opens the live-update stream (GET .../events?ticket=), and reopens it when EventSource reconnects

        EventSource cannot send an Authorization header, and a token in a URL ends up in access and
        proxy logs (the server's own access log leaves tickets out). A ticket opens its table's stream
        as the token that asked for it: first within `expires_in` seconds, then again for each
        reconnection that comes within 30 seconds of a stream's end, `uses` times at most and for
        `lasts` seconds at most; a handover of the seat ends it at once.
        """
        access = require_access(table_id)
        config = current_app.config
        seconds, lasts = config["STREAM_TICKET_SECONDS"], config["STREAM_TICKET_LIFETIME_SECONDS"]
        ticket = services().store.issue_stream_ticket(access, services().clock(), seconds, lasts)
        stream = f"/api/v1/tables/{table_id}/events?{urlencode({'ticket': ticket})}"
        return {"ticket": ticket, "expires_in": seconds, "uses": config["STREAM_TICKET_USES"], "lasts": lasts}, 201, \
            {"Location": stream}


# What GET .../events reads from its query: anything else is refused (a `token` with 400: logs keep URLs).
EVENTS_QUERY = ("ticket", "since")


def stream_access(args: Any, table_id: str) -> Access:
    """Who opens the stream: a stream ticket (the ``streamTicket`` scheme), or the Authorization
    header (a fetch() client). ``token`` is not in the spec but still refused: logs keep URLs."""
    if args.get("token"):
        abort(400, message=msg("api-token-in-url"))
    if not args.get("ticket"):
        return require_access(table_id)
    config = current_app.config
    # A reconnection comes once a stream ended, at most EVENTS_MAX_SECONDS after it opened.
    reconnect_within = config["EVENTS_MAX_SECONDS"] + config["STREAM_TICKET_SECONDS"]
    access = services().store.redeem_stream_ticket(args["ticket"], services().clock(), reconnect_within,
                                                   config["STREAM_TICKET_USES"])
    if access is None:
        abort(401, message=msg("api-ticket-gone"))
    return check_access(access, table_id)


def refuse_unknown_query(args: Any) -> None:
    """422 for a query parameter the stream does not read, as the log's query schema refuses one."""
    unknown = sorted(set(args) - set(EVENTS_QUERY))
    if unknown:
        abort(422, errors={name[:64]: ["Unknown field."] for name in unknown[:10]})


def last_event_version(access: Access) -> int | None:
    """The version the client has every entry up to: the Last-Event-ID EventSource sends when it reconnects,
    or ``since`` in the query (a new EventSource, opened with a new ticket, cannot send the header).
    None for a new stream; 422 for an id this server never sent or one past the table's version (another
    table's, or made up). Read once the caller is known: who asks is checked before what the query holds."""
    since = request.args.get("since")
    if since is not None and not (since.isascii() and since.isdigit() and len(since) <= 16 and int(since) <= MAX_VERSION):
        # Checked even when the header wins: the query says what the spec declares (a version) or is refused.
        abort(422, errors={"since": [msg("api-event-id-bad")]})
    value = request.headers.get("Last-Event-ID") or since or ""
    if not value.strip():
        return None
    version = parse_event_id(value[:200])  # the cut keeps a huge header from being scanned whole
    if version is None:
        abort(422, message=msg("api-event-id-bad"), errors={"Last-Event-ID": [msg("api-event-id-bad")]})
    refuse_past_the_table(access, version, "Last-Event-ID")
    return version


def refuse_past_the_table(access: Access, version: int, field: str) -> None:
    """422 for a cursor (the log's ``since``, a stream's Last-Event-ID) past the table's version: another
    table's, or made up."""
    if version > access.version:
        ahead = msg("api-since-ahead", since=version, version=access.version)
        abort(422, message=ahead, errors={field: [ahead]})


LAST_EVENT_ID_DOC = "The id of the last event received (EventSource sends it when it reconnects): the events " \
                    "missed since are sent first. 422 for an id this server never sent, or past the table's version"
EVENTS_PARAMETERS = [
    {"in": "query", "name": "ticket", "required": False, "schema": {"type": "string", "maxLength": 200},
     "description": "A stream ticket (POST .../events/tickets), for a client that cannot send the Authorization"
                    " header (EventSource). It opens the stream again when EventSource reconnects"},
    {"in": "header", "name": "Last-Event-ID", "required": False, "schema": {"type": "string", "maxLength": 96,
                                                                            "pattern": f"^{EVENT_ID.pattern}$"},
     "description": LAST_EVENT_ID_DOC},
    {"in": "query", "name": "since", "required": False, "schema": {"type": "integer", "minimum": 0, "maximum": MAX_VERSION},
     "description": "Last-Event-ID, for a client that cannot set the header (a new EventSource): the header wins"
                    " when both are sent (EventSource reconnecting sends it, with the URL it first opened)"},
]
# One event of the stream, as it goes over the wire; `data` is a TableEvent's JSON. A generated client cannot
# read a stream (it waits for the whole answer): docs/api.md, "Live updates", shows how to follow one. The
# stream itself is declared a string (its text), so that a generated client reads it as text, not as JSON.
SERVER_SENT_EVENT = {
    "type": "object",
    "description": "One Server-Sent Event (text/event-stream: `id: 7` and `data: {...}` lines, a blank line after"
                   " each); the stream also sends `retry: 1000` first and `: keep-alive` comments",
    "properties": {
        "id": {"type": "string", "description": "The version the event brings: send it back as Last-Event-ID"},
        "event": {"type": "string", "description": "Always `message` (not sent)"},
        "retry": {"type": "integer", "description": "Milliseconds to wait before reconnecting"},
        "data": {"type": "string", "contentMediaType": "application/json", "contentSchema": ref("TableEvent")},
    },
}
EVENT_STREAM = {
    "type": "string", "contentMediaType": "text/event-stream", "contentSchema": SERVER_SENT_EVENT,
    "description": "Server-Sent Events (the WHATWG HTML standard's text/event-stream), one after another; each"
                   " event is a SERVER_SENT_EVENT as the contentSchema says, its data a TableEvent",
}


@blp.route("/<table_id:table_id>/events")
class Events(MethodView):
    @blp.doc(operationId="getEvents", security=[{"bearerAuth": []}, {"streamTicket": []}],
             parameters=EVENTS_PARAMETERS, responses={200: {"content": {"text/event-stream": {"schema": EVENT_STREAM}}}})
    @blp.response(200, content_type="text/event-stream",
                  description="Server-Sent Events, each `id: <version>` and `data: <TableEvent JSON>`: what changed"
                              " (a move, undo, correction, clock entry with the entry itself; seats; a rematch)")
    @blp.alt_response(400, schema=ErrorSchema, description="A token in the URL (use a ticket)")
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token, or a ticket unknown, spent or expired")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    @blp.alt_response(422, schema=ErrorSchema, description="A Last-Event-ID this server never sent or past the table's"
                      " version, or a query parameter the stream does not know")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many streams open with this token, at this table or"
                      " from this address (Retry-After: when a place is sure to be free)",
                      headers={"Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait"}})
    def get(self, table_id: str) -> Response:
        """Live updates: an event for each change of the table, saying what changed

        Open it with a `ticket` (POST .../events/tickets), or send the Authorization header (a
        fetch() client). Each event's id is the version it brings; its data (`TableEvent`) the kind
        of change and, for a log entry, the entry as GET .../moves shows it. The stream closes after
        a while: reconnect with Last-Event-ID (EventSource does, with the same ticket) and the missed
        entries come first (beyond 100, one `gap` event: read GET .../moves?since=). Streams open at
        once are limited per token, per table and per client address (429 with Retry-After beyond
        them); a stream ends at once when a handover moves its seat to another phone or the table expires.
        """
        access = stream_access(request.args, table_id)
        refuse_unknown_query(request.args)
        told = Told(version=last_event_version(access))
        svc = services()
        config = current_app.config
        max_seconds, keepalive = config["EVENTS_MAX_SECONDS"], config["EVENTS_KEEPALIVE_SECONDS"]
        stream_id = svc.streams.open(access, client_address(), max_seconds)  # or 429 with Retry-After
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        app: Flask = current_app._get_current_object()  # type: ignore[attr-defined]  # the app, not its proxy
        changes = ChangeEvents(app, access, told, config["EVENTS_CATCH_UP_ENTRIES"])
        # The stream needs nothing of the request (its settings are read above): without
        # stream_with_context the request's context is let go as the view returns, not kept
        # for each open stream (10,000 phones listening: memory per phone). Its log reads take
        # an app context of their own (api/table/events.py).
        response = Response(live_events(svc, access, changes, max_seconds, keepalive), mimetype="text/event-stream",
                            headers=headers)
        # Its row in the store goes when the response is closed: the client left, the stream ended,
        # or it was never read at all (a generator never started runs no finally).
        response.call_on_close(lambda: svc.streams.close(stream_id))
        return response


def live_events(svc: Services, access: Access, changes: ChangeEvents, max_seconds: float,
                keepalive: float) -> Iterator[str]:
    """The events of one stream: what changed in the table's mark, else a keep-alive comment; it ends
    after ``max_seconds``, when the table is gone or expires, and at once when a handover retired
    its token (docs/api.md: the old phone "stops working at once", its streams too)."""
    yield "retry: 1000\n\n"
    table_id, seen = access.table_id, None
    deadline = time.monotonic() + max_seconds
    expires_at = access.expires_at
    while True:
        left = deadline - time.monotonic()
        until_expiry = max(0.0, expires_at - svc.clock())
        mark = svc.notifier.wait(table_id, seen, timeout=max(0.0, min(keepalive, left, until_expiry)))
        if mark is None:
            return  # the table is gone
        if seen is not None and mark[3] != seen[3] or svc.clock() >= expires_at:
            current = svc.store.access_by_hash(access.token_hash, table_id)
            if current is None or current.expires_at < svc.clock():
                return  # the token was retired by a handover, or the table expired
            expires_at = current.expires_at
        if seen is None or mark[:3] != seen[:3]:
            yield from changes.after(mark)
        elif mark == seen:
            yield ": keep-alive\n\n"
        seen = mark
        if time.monotonic() >= deadline:
            return


def qr_image(table_id: str, factory: Any) -> bytes:
    """The join QR code, for the host and seated players only: it carries the join
    code, which the spectator screen does not show either."""
    access = require_access(table_id)
    if access.role == "spectator":
        abort(403, message=msg("api-join-code-not-big-screen"))
    return qr_code(join_url(live_join_code(table_id)), factory)


@blp.route("/<table_id:table_id>/qr.svg")
class QrSvg(MethodView):
    @conditional
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


@blp.route("/<table_id:table_id>/qr.png")
class QrPng(MethodView):
    @conditional
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


@blp.route("/<table_id:table_id>/setup")
class TableSetup(MethodView):
    @conditional
    @blp.doc(operationId="getTableSetup", security=BEARER)
    @blp.response(200, TableSetupSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Token of another table")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    def get(self, table_id: str) -> Any:
        """How to set up the table's game for its options, step by step, in the reader's language

        Every seat, the host and the spectator (the big screen) may read it: it holds nothing private.
        The steps come from the engine (`Game.setup_steps`) and cite the rulebook's step numbers and
        rulings; the table's own answer stays small without them.
        """
        access = require_access(table_id)
        table = services().store.table(access.table_id)
        game = engine.get(access.game)
        assert table is not None and game is not None
        steps = game.setup_steps(game.setup_options(table["options"], table["state"]))
        return {"game": game.id, "steps": [{"id": step.id, "text": say(step)} for step in steps],
                "started": access.version > 0}
