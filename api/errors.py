"""Error bodies: flask-smorest's ``{code, status, message, errors?}`` plus ``rule``."""
from __future__ import annotations

from typing import Any, NoReturn

import marshmallow as ma
from flask_smorest import Api, abort
from werkzeug.exceptions import HTTPException

from engine import RuleError


class ErrorSchema(ma.Schema):
    code = ma.fields.Integer(metadata={"description": "HTTP status code"})
    status = ma.fields.String(metadata={"description": "HTTP status name"})
    message = ma.fields.String(metadata={"description": "What went wrong, in a sentence for players"})
    errors = ma.fields.Dict(metadata={"description": "Messages by field"})
    rule = ma.fields.String(metadata={"description": "Id of the ruling that refused the move (RULINGS.md)"})


class SherwoodApi(Api):
    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException) -> Any:
        payload, code, headers = super().handle_http_exception(error)
        data = getattr(error, "data", None) or {}
        if data.get("rule"):
            payload["rule"] = data["rule"]
        if "message" not in payload:
            payload["message"] = error.description or error.name
        return payload, code, headers


def refuse(err: RuleError) -> NoReturn:
    """Turn an engine refusal into a 422 that names the ruling and the fields."""
    extra: dict[str, Any] = {}
    if err.errors:
        extra["errors"] = err.errors
    if err.rule:
        extra["rule"] = err.rule
    abort(422, message=err.message, **extra)
