"""Stateless calculators of Hero of the People (H5) and Robin Hood 1990 (V2, V3)."""
from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import fields, validate

from engine.games import hero, rh1990

from ..errors import refusals_as_422
from ..schemas import StrictSchema

hero_blp = Blueprint("hero-of-the-people", __name__, url_prefix="/api/v1/hero-of-the-people",
                     description="Hero of the People calculators: what a cost takes in loot (H5)")
rh1990_blp = Blueprint("robin-hood-1990", __name__, url_prefix="/api/v1/robin-hood-1990",
                       description="Robin Hood (1990) calculators: settlement (V2) and archery duels (V3)")

RESOURCE_COUNTS = fields.Dict(
    keys=fields.String(validate=validate.OneOf(hero.RESOURCES)),
    values=fields.Integer(strict=True, validate=validate.Range(min=0, max=50)),
    required=True, validate=validate.Length(max=5),
)


class PaymentInSchema(StrictSchema):
    cost = RESOURCE_COUNTS
    skills = RESOURCE_COUNTS


class PaymentOutSchema(ma.Schema):
    loot_needed = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)


@hero_blp.route("/payment")
class Payment(MethodView):
    @hero_blp.arguments(PaymentInSchema())
    @hero_blp.response(200, PaymentOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Loot cards needed per resource once the active hero's skills are used (H5)"""
        with refusals_as_422():
            return {"loot_needed": hero.loot_needed(data["cost"], data["skills"])}


class CastleCard(fields.Field):
    """1-5 arrows, or the string "sheriff"."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if value in rh1990.CASTLE_CARDS and not isinstance(value, bool):
            return value
        raise ma.ValidationError("A castle card is 1, 2, 3, 4, 5 or \"sheriff\".")



CASTLE_CARD_DOC = {
    "description": "1-5 arrows or \"sheriff\"",
    "oneOf": [{"type": "integer", "minimum": 1, "maximum": 5}, {"type": "string", "enum": ["sheriff"]}],
}


class DuelInSchema(StrictSchema):
    player_card = CastleCard(required=True, metadata=CASTLE_CARD_DOC)
    sheriff_card = CastleCard(required=True, metadata=CASTLE_CARD_DOC)


class DuelOutSchema(ma.Schema):
    winner = fields.String(required=True, validate=validate.OneOf(["player", "sheriff"]))
    gold = fields.Integer(required=True)


class SettlementInSchema(StrictSchema):
    gathering_point = fields.Integer(strict=True, required=True,
                                     metadata={"description": "1-4; a value outside is refused with rule V2"})
    distances = fields.Dict(
        keys=fields.String(validate=validate.Length(min=1, max=40)),
        values=fields.Integer(strict=True, validate=validate.Range(min=0, max=1000)),
        required=True, validate=validate.Length(min=2, max=6),
        metadata={"description": "Spaces short of the gathering point, by player; the arrival at 0"},
    )
    rule = fields.String(load_default="last", validate=validate.OneOf(rh1990.RULES))


class SettlementOutSchema(ma.Schema):
    gold = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)


@rh1990_blp.route("/settlement")
class Settlement(MethodView):
    @rh1990_blp.arguments(SettlementInSchema())
    @rh1990_blp.response(200, SettlementOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Gold each player gets at a gathering point (V2), with the first-arrival bonus"""
        with refusals_as_422():
            return {"gold": rh1990.settlement(data["gathering_point"], data["distances"], data["rule"])}


@rh1990_blp.route("/duel")
class Duel(MethodView):
    @rh1990_blp.arguments(DuelInSchema())
    @rh1990_blp.response(200, DuelOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Who wins an archery duel, and the gold the player wins (V3)"""
        with refusals_as_422():
            return rh1990.duel(data["player_card"], data["sheriff_card"])
