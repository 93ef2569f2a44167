"""Rescuing Robin Hood: stateless calculators (attack R1-R3, carry-over R5, expert score R12)."""
from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import fields, validate

from engine.games import rescuing

from ..errors import refusals_as_422
from ..schemas import StrictSchema

blp = Blueprint("rescuing-robin-hood", __name__, url_prefix="/api/v1/rescuing-robin-hood",
                description="Rescuing Robin Hood calculators: attacks (R1-R3), carry-over (R5), expert score (R12)")


def integer(**kwargs: Any) -> fields.Integer:
    return fields.Integer(strict=True, **kwargs)


class AttackInSchema(StrictSchema):
    attribute = fields.String(required=True, validate=validate.OneOf(rescuing.ATTRIBUTES))
    value = integer(required=True, validate=validate.Range(min=-99, max=199),
                    metadata={"description": "The attribute's total; may be negative (FAQ)"})
    guards = fields.List(integer(validate=validate.Range(min=0, max=30)), required=True,
                         validate=validate.Length(min=1, max=20),
                         metadata={"description": "Wit: in order from the row's end; Brawn: the row; Stealth: the chosen"})


class AttackOutSchema(ma.Schema):
    success = fields.Boolean(required=True)
    defeated = fields.Integer(required=True)
    guard_total = fields.Integer(required=True)
    remaining = fields.Integer(required=True)


class BrawnAttackSchema(StrictSchema):
    success = fields.Boolean(required=True)
    row_total = integer(required=True, validate=validate.Range(min=0, max=300))


class CarryOverInSchema(StrictSchema):
    brawn = integer(required=True, validate=validate.Range(min=-99, max=199))
    jolliness = integer(required=True, validate=validate.Range(min=-99, max=199))
    jolliness_spent = integer(required=True, validate=validate.Range(min=0, max=199))
    brawn_attack = fields.Nested(BrawnAttackSchema, allow_none=True, required=True)
    last_player = fields.Boolean(required=True)


class CarryOverOutSchema(ma.Schema):
    brawn_passed = fields.Integer(required=True)
    jolliness_passed = fields.Integer(required=True)


class ChallengeSchema(StrictSchema):
    points = integer(required=True, validate=validate.Range(min=0, max=50))
    blind = fields.Boolean(required=True)
    day = integer(required=True, validate=validate.Range(min=1, max=5))


class ExpertInSchema(StrictSchema):
    challenges = fields.List(fields.Nested(ChallengeSchema), required=True, validate=validate.Length(max=10))
    robin_rescued = fields.Boolean(required=True)
    sheriff_defeated = fields.Boolean(required=True)
    villagers_imprisoned = integer(required=True, validate=validate.Range(min=0, max=200))


class ExpertOutSchema(ma.Schema):
    score = fields.Integer(required=True)
    rank = fields.String(required=True)


@blp.route("/attack")
class Attack(MethodView):
    @blp.arguments(AttackInSchema())
    @blp.response(200, AttackOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """One attack's result: success, guards defeated, the total compared last, the attribute left (R1-R3)"""
        with refusals_as_422():
            return rescuing.attack(data["attribute"], data["value"], data["guards"])


@blp.route("/carry-over")
class CarryOver(MethodView):
    @blp.arguments(CarryOverInSchema())
    @blp.response(200, CarryOverOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """What passes to the next player at the end of a turn (R5)"""
        with refusals_as_422():
            return rescuing.carry_over(data["brawn"], data["jolliness"], data["jolliness_spent"], data["brawn_attack"],
                                       data["last_player"])


@blp.route("/expert-score")
class ExpertScore(MethodView):
    @blp.arguments(ExpertInSchema())
    @blp.response(200, ExpertOutSchema)
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """The expert score and rank (R12)"""
        return rescuing.expert_score(data["challenges"], data["robin_rescued"], data["sheriff_defeated"],
                                     data["villagers_imprisoned"])
