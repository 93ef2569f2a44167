"""The same people from game to game: a person's games, wins, averages and bests across tables.

Stateless and private by construction: the phone sends the tables it holds tokens for (its past
games), and only those are counted. A table whose token does not open it, that has expired or is
not finished is left out and named in ``skipped``: nothing about another table reaches the caller.
"""
from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from .. import results
from ..context import is_live, services
from ..errors import ErrorSchema
from ..http import PUBLIC
from ..schemas import PeopleStatsInSchema, PeopleStatsSchema

blp = Blueprint("people", __name__, url_prefix="/api/v1/people", description="The same people from game to game")


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


@blp.route("/stats")
class PeopleStats(MethodView):
    @blp.doc(operationId="getPeopleStats", security=PUBLIC)
    @blp.arguments(PeopleStatsInSchema())
    @blp.response(200, PeopleStatsSchema)
    @blp.alt_response(422, schema=ErrorSchema, description="A malformed list of tables")
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Each person's games, wins, averages and bests across the tables given (with their tokens)

        Send the tables this phone holds tokens for: each finished one is counted; one the token does
        not open, expired or not finished is named in `skipped`. Tokens travel in the body, never a URL.
        """
        counted, skipped, finished = [], [], []
        for item in {item["id"]: item for item in data["tables"]}.values():  # each table once
            found = finished_table(item["id"], item["token"])
            if found is None:
                skipped.append(item["id"])
            else:
                counted.append(item["id"])
                finished.append(found)
        return {"people": results.people_stats(services().store, finished), "counted": counted, "skipped": skipped}
