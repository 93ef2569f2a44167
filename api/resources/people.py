"""The same people from game to game: a person's games, wins, averages and bests across tables,
and the host saying which remembered person sits at a seat.

Stateless and private by construction: the phone sends the tables it holds tokens for (its past
games), and only those are counted. A table whose token does not open it, that has expired or is
not finished is left out and named in ``skipped``: nothing about another table reaches the caller.
The people a phone remembers stay on that phone; a person id is opaque, so a host who links a seat
to one learns nothing of any other table.
"""
from __future__ import annotations

import secrets
from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from engine.messages import msg

from ..table import results
from ..request.context import is_live, require_access, services
from ..web.errors import ErrorSchema, abort
from ..web.http import BEARER, PUBLIC
from ..request.limits import rate_limit
from ..web.schemas import PeopleStatsInSchema, PeopleStatsSchema, SeatPersonInSchema, SeatPersonSchema
from ..table.tables import person_sent, seated_people

blp = Blueprint("people", __name__, url_prefix="/api/v1", description="The same people from game to game")


def new_person_id() -> str:
    """A person nobody was before (64 random bits, shaped like the ids of names)."""
    return "p-" + secrets.token_hex(8)


def finished_table(table_id: str, token: str) -> tuple[engine.Game, dict[str, Any]] | None:
    """The game and the table, when ``token`` opens ``table_id``, it is live and its game is over."""
    store = services().store
    access = store.access(token, table_id)
    if access is None or access.table_id != table_id or not is_live(access):
        return None
    table = store.table(table_id)
    game = engine.get(access.game)
    if table is None or game is None or not results.is_finished(game, table):
        return None
    return game, table


@blp.route("/people/stats")
class PeopleStats(MethodView):
    @blp.doc(operationId="getPeopleStats", security=PUBLIC)
    @blp.arguments(PeopleStatsInSchema())
    @blp.response(200, PeopleStatsSchema)
    @blp.alt_response(422, schema=ErrorSchema, description="A malformed list of tables")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many asks from this client")
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Each person's games, wins, averages and bests across the tables given (with their tokens)

        Send the tables this phone holds tokens for: each finished one is counted; one the token does
        not open, expired or not finished is named in `skipped`. Tokens travel in the body, never a URL.
        Rate-limited per client (429 with Retry-After); each table costs the same however long its log.
        """
        rate_limit("people")
        counted, skipped, finished = [], [], []
        for item in {item["id"]: item for item in data["tables"]}.values():  # each table once
            found = finished_table(item["id"], item["token"])
            if found is None:
                skipped.append(item["id"])
            else:
                counted.append(item["id"])
                finished.append(found)
        return {"people": results.people_stats(services().store, finished), "counted": counted, "skipped": skipped}


@blp.route("/tables/<table_id:table_id>/seats/<int(max=99):seat>/person")
class SeatPerson(MethodView):
    @blp.doc(operationId="linkSeatPerson", security=BEARER)
    @blp.arguments(SeatPersonInSchema())
    @blp.response(200, SeatPersonSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Not the host's token")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    @blp.alt_response(422, schema=ErrorSchema, description="Not a person id, or nobody sits at that seat")
    def post(self, data: dict[str, Any], table_id: str, seat: int) -> dict[str, Any]:
        """The host says who sits at a seat: a remembered person, or a new one (200: the seat's person)

        Someone joined under a name the host's phone remembers: `person_id` links the seat to that
        person (their games, wins and BG Stats' sourcePlayerId go on together); `null` says it is
        somebody else, a new person. The host alone may; saying it again replaces it.
        """
        access = require_access(table_id)
        if access.role != "host":
            abort(403, message=msg("api-host-says-who"))
        svc = services()
        name = next((p["name"] for p in svc.store.players(table_id) if p["seat"] == seat), "")
        person = person_sent(name, data["person_id"]) if data["person_id"] else new_person_id()
        if not svc.store.set_person(table_id, seat, person, svc.clock()):
            abort(422, message=msg("api-seat-empty", seat=seat + 1), errors={"seat": [msg("api-not-taken")]})
        svc.notifier.changed(table_id)
        player = next(p for p in seated_people(table_id) if p["seat"] == seat)
        return {key: player[key] for key in ("seat", "name", "person_id", "person_confirmed")}
