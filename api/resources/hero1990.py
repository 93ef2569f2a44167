"""Stateless calculators of Hero of the People (H5) and Robin Hood 1990 (V2, V3)."""
from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import fields, validate

from engine.games import hero

from ..errors import refusals_as_422
from ..schemas import StrictSchema

hero_blp = Blueprint("hero-of-the-people", __name__, url_prefix="/api/v1/hero-of-the-people",
                     description="Hero of the People calculators: what a cost takes in loot (H5)")

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
