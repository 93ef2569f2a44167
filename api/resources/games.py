"""GET /games: what can be played, with each game's options, moves and rulings."""
from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint, abort

import engine

from ..errors import ErrorSchema
from ..schemas import GameSchema

blp = Blueprint("games", __name__, url_prefix="/api/v1/games", description="The games the engine knows")


def describe(game: engine.Game) -> dict[str, Any]:
    return {**game.describe(), "rulings_url": f"/rulings#{game.id}"}


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameSchema(many=True))
    def get(self) -> list[dict[str, Any]]:
        """Every game: id, title, player range, options schema, move types, rulings"""
        return [describe(game) for game in engine.all_games()]


@blp.route("/<game_id>")
class GameById(MethodView):
    @blp.response(200, GameSchema)
    @blp.alt_response(404, schema=ErrorSchema, description="No such game")
    def get(self, game_id: str) -> dict[str, Any]:
        """One game"""
        game = engine.get(game_id)
        if game is None:
            abort(404, message=f"There is no game {game_id!r}.")
        return describe(game)
