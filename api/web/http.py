"""What every endpoint that writes the log documents and answers alike (moves, undo, corrections):
the security and header parameters of the spec, log_writer()'s shared documentation, and created(),
the 201 with its Location. Plain HTTP: no table, no game."""
from __future__ import annotations

import json
from typing import Any

from flask import Response, request
from flask_smorest import Blueprint

from .errors import ErrorSchema
from .links import LOCATION_HEADER_DOC, log_entry_location
from .schemas import MoveOutSchema

BEARER: list[dict[str, list[str]]] = [{"bearerAuth": []}]
PUBLIC: list[dict[str, list[str]]] = []  # no token needed (OpenAPI's `security: []`)
IDEMPOTENCY_HEADER = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "schema": {"type": "string", "maxLength": 100},
    "description": "Retries with the same key get the first answer and store nothing new; the key"
                   " reused for another request (method, path or body) gets 422.",
}
REPLAYED_HEADER = "Idempotent-Replayed"
IF_NONE_MATCH_HEADER = {
    "in": "header", "name": "If-None-Match", "required": False, "schema": {"type": "string"},
    "description": "The ETag of the last answer; 304 if nothing changed.",
}


def log_writer(blp: Blueprint, schema: Any, forbidden: str, conflict: str = "Stale expected_version", *,
               operation_id: str | None = None, request_body: dict[str, Any] | None = None) -> Any:
    """The documentation every endpoint that writes the log shares (moves, undo, corrections).
    ``request_body`` replaces the documented body (the moves' typed union) but not the parsing."""
    doc: dict[str, Any] = {"security": BEARER, "parameters": [IDEMPOTENCY_HEADER]}
    if operation_id:  # tests/api/test_openapi_contract.py fails on an operation without one
        doc["operationId"] = operation_id
    if request_body is not None:
        doc["requestBody"] = request_body
    decorators = [
        blp.doc(**doc),
        blp.arguments(schema),
        blp.response(201, MoveOutSchema, headers={
            "Location": {**LOCATION_HEADER_DOC, "description": "The log page holding just the new entry (page_size=1)"},
            REPLAYED_HEADER: {"description": "`true` when this is the first answer to an Idempotency-Key, given again",
                              "schema": {"type": "string", "enum": ["true"]}}}),
        blp.alt_response(400, schema=ErrorSchema, description="Malformed Idempotency-Key"),
        blp.alt_response(401, schema=ErrorSchema, description="No or bad token"),
        blp.alt_response(403, schema=ErrorSchema, description=forbidden),
        blp.alt_response(409, schema=ErrorSchema, description=conflict),
        blp.alt_response(410, schema=ErrorSchema, description="The table has expired"),
    ]

    def decorate(view: Any) -> Any:
        for decorator in reversed(decorators):
            view = decorator(view)
        return view

    return decorate


def created(answer: dict[str, Any]) -> Response:
    """A move's answer is engine output already in MoveOutSchema's shape (the
    schemathesis test holds it to the spec): serialise it once, as it is."""
    location = log_entry_location(request.view_args["table_id"], answer["version"])  # type: ignore[index]
    return Response(json.dumps(answer, separators=(",", ":")), status=201, mimetype="application/json",
                    headers={"Location": location})
