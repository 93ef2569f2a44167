"""Curse You, Robin Hood!: stateless calculators (the same engine code as tables)."""
from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import fields, validate

from engine.games import curse

from ..errors import refusals_as_422
from ..schemas import StrictSchema

blp = Blueprint(
    "curse-you-robin-hood", __name__, url_prefix="/api/v1/curse-you-robin-hood",
    description="Curse You, Robin Hood! calculators: trades (C4), Legend play (C3), the Curse and scores (C5, C6)",
)


class CardSchema(StrictSchema):
    good = fields.String(required=True, validate=validate.OneOf(curse.GOODS))
    rank = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=10))


class TradeSeatSchema(StrictSchema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=40))
    card = fields.Nested(CardSchema, required=True)
    legend = fields.Boolean(load_default=False)


class TradesInSchema(StrictSchema):
    seats = fields.List(fields.Nested(TradeSeatSchema), required=True, validate=validate.Length(min=1, max=9),
                        metadata={"description": "Every seat, players and Legends, clockwise"})


class TransferSchema(ma.Schema):
    from_ = fields.String(data_key="from", attribute="from", required=True)
    to = fields.String(required=True)
    card = fields.Nested(CardSchema, required=True)
    step = fields.String(required=True, validate=validate.OneOf(["match", "high_low"]))


class TradesOutSchema(ma.Schema):
    transfers = fields.List(fields.Nested(TransferSchema), required=True)
    market = fields.List(fields.String(), required=True, metadata={"description": "Players, highest rank first"})
    keeps = fields.List(fields.String(), required=True, metadata={"description": "Legends who keep their card"})


class LegendPlayInSchema(StrictSchema):
    legend = fields.String(required=True, validate=validate.OneOf(curse.LEGENDS))
    shown = fields.Nested(CardSchema, required=True)
    second = fields.Nested(CardSchema, metadata={"description": "Leave out for Friar Tuck, the Sheriff, or a last card"})


class LegendPlayOutSchema(ma.Schema):
    played = fields.Nested(CardSchema, required=True)
    returned = fields.Nested(CardSchema, allow_none=True, required=True)


class ScoreInSchema(StrictSchema):
    stockpiles = fields.Dict(
        keys=fields.String(validate=validate.Length(min=1, max=40)),
        values=fields.List(fields.Nested(CardSchema), validate=validate.Length(max=50)),
        required=True, validate=validate.Length(min=1, max=9),
    )


class ScoreOutSchema(ma.Schema):
    cursed = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), required=True)
    stockpiles_after = fields.Dict(keys=fields.String(), values=fields.List(fields.Nested(CardSchema)), required=True)
    scores = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    targets = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)


@blp.route("/trades")
class Trades(MethodView):
    @blp.arguments(TradesInSchema())
    @blp.response(200, TradesOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Who trades with whom this turn: Match, then High-Low, then the Market (C4)

        A card that appears twice is refused with 422 and rule C1.
        """
        with refusals_as_422():
            return curse.trades(data["seats"])


@blp.route("/legend-play")
class LegendPlay(MethodView):
    @blp.arguments(LegendPlayInSchema())
    @blp.response(200, LegendPlayOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Which card a Legend plays and which goes under its stack (C3)"""
        with refusals_as_422():
            played, returned = curse.legend_play(data["legend"], data["shown"], data.get("second"))
        return {"played": played, "returned": returned}


@blp.route("/score")
class Score(MethodView):
    @blp.arguments(ScoreInSchema())
    @blp.response(200, ScoreOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """The Curse (C5), each stockpile after it, round scores (C6) and targets left (C7's tie-break)"""
        with refusals_as_422():
            return curse.score_round(data["stockpiles"])
