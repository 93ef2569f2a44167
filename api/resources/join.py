"""POST /join: take a seat with the table's code."""
from __future__ import annotations

import unicodedata
from typing import Any

from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from engine.messages import msg

from ..request.context import bearer_token, services
from ..request.idempotency import answered_once
from ..web.errors import ErrorSchema, abort
from ..request.limits import rate_limit
from ..web.links import LOCATION_HEADER_DOC, table_location
from ..web.schemas import REFUSED_IN_NAMES, JoinCodeSchema, JoinedSchema, JoinSchema, trimmed
from ..store import Conflict, normalise_join_code
from ..table.tables import person_sent

blp = Blueprint("join", __name__, url_prefix="/api/v1/join", description="Taking a seat")


ZERO_WIDTH_JOINER = "\u200d"
# What may stand on each side of a zero-width joiner in an emoji sequence (a family, a flag, a
# profession): symbols, skin-tone modifiers (Sk) and the emoji variation selector (Mn, U+FE0F).
JOINABLE = frozenset({"So", "Sk"})
EMOJI_VARIATION = "\ufe0f"


def joins_emoji(name: str, at: int) -> bool:
    """Whether the zero-width joiner at ``at`` glues two emoji together (a family emoji)."""
    before, after = name[at - 1:at], name[at + 1:at + 2]
    return (bool(before) and bool(after) and unicodedata.category(after) in JOINABLE
            and (before == EMOJI_VARIATION or unicodedata.category(before) in JOINABLE))


def clean_name(raw: str) -> str:
    """The name as stored and compared: NFC, so "Zoë" typed as o + combining diaeresis is the
    same player as "Zoë" typed with ë; its spaces trimmed; no control, format, private-use or
    surrogate character (REFUSED_IN_NAMES; JoinSchema's pattern says it), except a zero-width joiner
    inside an emoji sequence."""
    name = unicodedata.normalize("NFC", trimmed(raw))
    if not name:
        abort(422, message=msg("api-name-needed"), errors={"name": [msg("api-name-blank")]})
    if any(unicodedata.category(ch) in REFUSED_IN_NAMES and not (ch == ZERO_WIDTH_JOINER and joins_emoji(name, at))
           for at, ch in enumerate(name)):
        abort(422, message=msg("api-name-control"), errors={"name": [msg("api-control-characters")]})
    return name


def is_host(token: str | None, table_id: str) -> bool:
    access = services().store.access(token, table_id) if token else None
    return access is not None and access.role == "host"


@blp.route("/check")
class JoinCheck(MethodView):
    @blp.doc(operationId="checkJoinCode", security=[])
    @blp.arguments(JoinCodeSchema())
    @blp.response(204)
    @blp.alt_response(404, schema=ErrorSchema, description="No live table has that code")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many join attempts from this client")
    def post(self, data: dict[str, Any]) -> None:
        """Whether a join code opens a live table, before a name is typed

        Counts as a join attempt (the same rate limit), so codes cannot be guessed
        faster this way. The code goes in the body, never in the URL, so no server
        log records it. Seats nobody.
        """
        rate_limit("join")
        if services().store.table_by_code(normalise_join_code(data["code"]), services().clock()) is None:
            abort(404, message=msg("api-no-table-with-code", code=repr(data["code"])))


@blp.route("")
class Join(MethodView):
    @answered_once("joinTable")
    @blp.doc(operationId="joinTable", security=[])
    @blp.arguments(JoinSchema())
    @blp.response(201, JoinedSchema, headers={"Location": {**LOCATION_HEADER_DOC, "description": "The table joined"}})
    @blp.alt_response(403, schema=ErrorSchema, description="A person_id sent without this table's host token")
    @blp.alt_response(404, schema=ErrorSchema, description="No live table has that code")
    @blp.alt_response(409, schema=ErrorSchema, description="Name already taken, or table full")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many join attempts from this client")
    def post(self, data: dict[str, Any]) -> Any:
        """Take a seat at a table with its join code and a name

        Keep the returned token: it is the seat's key for every later call.
        Joining is rate-limited per client so that codes cannot be guessed.
        The host's phone taking a seat sends its host token (Authorization:
        Bearer): the table's host_seat then names the host in the log, and it
        may say which remembered person sits down (`person_id`, from this
        phone's earlier tables); any other phone's seat is linked by the host
        afterwards (POST /tables/{id}/seats/{seat}/person).
        """
        rate_limit("join")  # 429 with Retry-After, before the code is looked at (so it cannot be guessed)
        svc, config = services(), current_app.config
        now = svc.clock()
        name = clean_name(data["name"])
        code = normalise_join_code(data["code"])
        table = svc.store.table_by_code(code, now)
        if table is None:
            abort(404, message=msg("api-no-table-with-code", code=repr(data["code"])))
        game = engine.get(table["game"])
        seats = game.seats(table["options"]) if game else 0
        host_token = bearer_token()
        if data["person_id"] is not None and not is_host(host_token, table["id"]):
            # Checked before the seat is taken: a refused person leaves nothing stored.
            abort(403, message=msg("api-person-host-only"))
        person = None if data["person_id"] is None else person_sent(name, data["person_id"])
        try:
            joined = svc.store.join(table["id"], name, seats, now, config["TABLE_TTL_SECONDS"], person)
        except Conflict as conflict:
            abort(409, message=conflict.message)
        # The host's own phone sits down with the host token too, so the log can name the host.
        if host_token:
            svc.store.seat_host(joined["table_id"], host_token, joined["seat"])
        svc.notifier.changed(joined["table_id"])
        # The game too: a phone then loads that game's screen without first reading the table for it.
        return {**joined, "game": table["game"]}, 201, {"Location": table_location(joined["table_id"])}
