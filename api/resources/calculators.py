"""Every game's stateless calculators, mounted from the games' own declarations.

A game declares its calculators in the engine (``Game.calculators``: input
fields, answer shape, pure function), exactly as it declares its moves; this
module gives each one a path ``/api/v1/<game id>/<name>`` and an entry in the
spec, so a new game's calculators need no code here. The body is validated by
the engine's fields, so a calculator refuses bad input with the same 422 (and
the same ruling ids) as a table move.
"""
from __future__ import annotations

from typing import Any, Callable

from flask import jsonify, request
from flask.typing import ResponseReturnValue
from flask_smorest import Blueprint

import engine
from engine.fields import object_schema

from engine.messages import msg

from ..web.contract import calculator_operation_id
from ..web.http import conditional
from ..web.errors import ErrorSchema, abort, refusals_as_422


def blueprints() -> list[Blueprint]:
    """One blueprint (one tag in the spec) per game that has calculators."""
    return [blueprint_for(game) for game in engine.all_games() if game.calculators]


def blueprint_for(game: engine.Game) -> Blueprint:
    names = ", ".join(game.calculators)
    blp = Blueprint(game.id, __name__, url_prefix=f"/api/v1/{game.id}",
                    description=f"{game.title}: stateless calculators ({names}), the same rules as its tables")
    for name, calculator in game.calculators.items():
        view = view_for(game, name, calculator)
        view = blp.doc(**operation_doc(game, name, calculator))(view)
        if calculator.method == "GET":
            view = conditional(view)  # the same answer every time: an ETag saves sending it again
        if calculator.fields:
            view = blp.alt_response(422, schema=ErrorSchema, description="Input the rules refuse, naming each field")(view)
        blp.route(f"/{name}", methods=[calculator.method], endpoint=name)(view)
    return blp


def view_for(game: engine.Game, name: str, calculator: engine.Calculator) -> Callable[[], ResponseReturnValue]:
    def view() -> ResponseReturnValue:
        body = request.get_json(silent=True) if calculator.fields else {}
        if body is None:
            abort(400, message=msg("api-calculator-json"))
        with refusals_as_422():
            return jsonify(calculator.run(body))

    view.__name__ = f"{game.id}-{name}"
    description = calculator.description or (
        f"A stateless calculator of {game.title}: the same rules and ruling ids as its tables; nothing is stored.")
    view.__doc__ = f"{calculator.summary}\n\n{description}"
    return view


def operation_doc(game: engine.Game, name: str, calculator: engine.Calculator) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "operationId": calculator_operation_id(game, name),
        "security": [],
        "responses": {"200": {"description": "OK",
                              "content": {"application/json": {"schema": calculator.result.schema()}}}},
    }
    if calculator.fields:
        doc["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": object_schema(calculator.fields)}}}
    return doc
