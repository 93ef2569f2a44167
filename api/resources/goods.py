"""Robin Hood (goods and the Sheriff): the card table (G1) and the sell-out calculator (G10)."""
from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import fields, validate

from engine.games import goods

from ..errors import refusals_as_422
from ..schemas import StrictSchema

blp = Blueprint("robin-hood-goods", __name__, url_prefix="/api/v1/robin-hood-goods",
                description="Goods and the Sheriff: the player-aid card's known numbers (G1) and the sell-out (G10)")


def goods_numbers(maximum: int, **kwargs: Any) -> fields.Dict:
    return fields.Dict(keys=fields.String(validate=validate.OneOf(goods.GOODS)),
                       values=fields.Integer(strict=True, validate=validate.Range(min=0, max=maximum)), **kwargs)


def nullable_numbers() -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=fields.Integer(allow_none=True), required=True)


class CardTableSchema(ma.Schema):
    values = nullable_numbers()
    penalties = nullable_numbers()
    rewards = nullable_numbers()
    indemnities = nullable_numbers()
    deck = nullable_numbers()
    limits = fields.Dict(keys=fields.String(), values=fields.Dict(keys=fields.String(), values=fields.Integer(allow_none=True)),
                         required=True, metadata={"description": "Sell-out limits by player count: 3, 4 and 5"})


class SellOutInSchema(StrictSchema):
    players = fields.Integer(strict=True, required=True, validate=validate.Range(min=3, max=5))
    stock = fields.Dict(keys=fields.String(validate=validate.Length(min=1, max=40)), values=goods_numbers(30),
                        required=True, validate=validate.Length(min=1, max=5),
                        metadata={"description": "Stored goods by player"})
    values = goods_numbers(100, metadata={"description": "Card values the rulebook leaves out"})
    limits = goods_numbers(100, metadata={"description": "Sell-out limits the rulebook leaves out"})


class GoodResultSchema(ma.Schema):
    stored = fields.Integer(required=True)
    sold = fields.Float(required=True, metadata={"description": "May be fractional inside a group that splits the money"})
    money = fields.Integer(required=True)


class PlayerResultSchema(ma.Schema):
    total = fields.Integer(required=True)
    by_good = fields.Dict(keys=fields.String(), values=fields.Nested(GoodResultSchema), required=True)


class SellOutOutSchema(ma.Schema):
    results = fields.Dict(keys=fields.String(), values=fields.Nested(PlayerResultSchema), required=True)


@blp.route("/card-table")
class CardTable(MethodView):
    @blp.response(200, CardTableSchema)
    def get(self) -> dict[str, Any]:
        """The player-aid card as far as the rulebook gives it; null where it must be read (G1)"""
        return goods.card_table_template()


@blp.route("/sell-out")
class SellOut(MethodView):
    @blp.arguments(SellOutInSchema())
    @blp.response(200, SellOutOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """The final sell-out of stored goods (G10), known numbers filling what is left out (G1)"""
        with refusals_as_422():
            return {"results": goods.sell_out_with_known(data["players"], data["stock"], data.get("values"), data.get("limits"))}
