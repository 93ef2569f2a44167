"""Error bodies: flask-smorest's ``{code, status, message, errors?}`` plus ``rule``."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, NoReturn

import marshmallow as ma
from flask_smorest import Api, abort
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from engine import RuleError


class BrokenMoveSchema(ma.Schema):
    version = ma.fields.Integer(metadata={"description": "The move's version in the log"})
    seat = ma.fields.Integer(allow_none=True, metadata={"description": "The seat it was made for (null: the host)"})
    type = ma.fields.String(metadata={"description": "The move's type"})


class ErrorSchema(ma.Schema):
    code = ma.fields.Integer(metadata={"description": "HTTP status code"})
    status = ma.fields.String(metadata={"description": "HTTP status name"})
    message = ma.fields.String(metadata={"description": "What went wrong, in a sentence for players"})
    errors = ma.fields.Dict(metadata={"description": "Messages by field"})
    rule = ma.fields.String(metadata={"description": "Id of the ruling that refused the move (RULINGS.md)"})
    broken = ma.fields.Nested(BrokenMoveSchema, metadata={
        "description": "An undo or correction refused: the first later move it would make illegal"})


class SherwoodApi(Api):
    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException) -> Any:
        payload, code, headers = super().handle_http_exception(error)
        if isinstance(error, MethodNotAllowed) and error.valid_methods:
            # flask-smorest's handler drops werkzeug's own headers: a 405 must say what is allowed.
            headers = {**headers, "Allow": ", ".join(sorted(error.valid_methods))}
        data = getattr(error, "data", None) or {}
        for extra in ("rule", "broken"):
            if data.get(extra):
                payload[extra] = data[extra]
        if "message" not in data and payload.get("errors"):
            # webargs' default sentence says nothing useful: name the first bad field instead.
            problems = flatten(payload["errors"])
            payload["message"] = f"Check {problems[0]}" + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
        payload.setdefault("message", error.description or error.name)
        return payload, code, headers


def flatten(errors: Any, path: str = "") -> list[str]:
    """webargs' nested error dict as 'field.path: message' lines.

    >>> flatten({"json": {"seats": {"0": {"card": {"rank": ["Too big."]}}}}})
    ['seats.0.card.rank: Too big.']
    """
    if isinstance(errors, list):
        return [f"{path}: {message}" for message in errors if isinstance(message, str)] or [path]
    lines: list[str] = []
    for key, value in errors.items():
        # The request location ("json", "query") and marshmallow's "value" level add nothing for players.
        step = "" if key in ("json", "query", "headers", "value") and isinstance(value, dict) else str(key)
        lines.extend(flatten(value, f"{path}.{step}".strip(".") if step else path))
    return lines


@contextmanager
def refusals_as_422() -> Iterator[None]:
    """Inside it, an engine RuleError becomes the 422 answer that names its ruling."""
    try:
        yield
    except RuleError as err:
        refuse(err)


def refuse(err: RuleError) -> NoReturn:
    """Turn an engine refusal into a 422 that names the ruling and the fields."""
    extra: dict[str, Any] = {}
    if err.errors:
        extra["errors"] = err.errors
    if err.rule:
        extra["rule"] = err.rule
    abort(422, message=err.message, **extra)
