"""What every endpoint that writes the log documents and answers alike (moves, undo, corrections):
the security and header parameters of the spec, log_writer()'s shared documentation, and created(),
the 201 with its Location; and the conditional GET every cacheable read answers (``conditional``:
an ETag, Cache-Control, 304 for an If-None-Match that still holds). Plain HTTP: no table, no game."""
from __future__ import annotations

import hashlib
import json
from typing import Any, Callable

from flask import Response, current_app, request
from flask_smorest import Blueprint

from .errors import ErrorSchema
from .links import ETAG_HEADER_DOC, LOCATION_HEADER_DOC, etag_matches, log_entry_location
from .schemas import MoveOutSchema

BEARER: list[dict[str, list[str]]] = [{"bearerAuth": []}]
PUBLIC: list[dict[str, list[str]]] = []  # no token needed (OpenAPI's `security: []`)
IDEMPOTENCY_HEADER = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "schema": {"type": "string", "minLength": 1, "maxLength": 100,
               # api/request/idempotency.py KEY_PATTERN (not imported: the request package imports this one)
               "pattern": r"^[!-~](?:[ -~]*[!-~])?$"},
    "description": "1-100 visible ASCII characters (spaces inside allowed), else 400. Retries with the same key"
                   " get the first answer and store nothing new; the key reused for another request (method,"
                   " path or body) gets 422.",
}
IF_MATCH_HEADER = {
    "in": "header", "name": "If-Match", "required": False, "schema": {"type": "string"},
    "description": "The table's ETag (GET .../tables/{table_id}): the write is made only on that table,"
                   " else 412 and nothing stored (compared strongly; * matches any).",
}
REPLAYED_HEADER = "Idempotent-Replayed"
IF_NONE_MATCH_HEADER = {
    "in": "header", "name": "If-None-Match", "required": False, "schema": {"type": "string"},
    "description": "The ETag of the last answer; 304 if nothing changed.",
}


def log_writer(blp: Blueprint, schema: Any, forbidden: str, conflict: str = "Stale expected_version", *,
               operation_id: str | None = None, request_body: dict[str, Any] | None = None,
               body_required: bool = True) -> Any:
    """The documentation every endpoint that writes the log shares (moves, undo, corrections).
    ``request_body`` replaces the documented body (the moves' typed union) but not the parsing;
    ``body_required`` False for a write whose every field is optional (an undo), which takes no body."""
    doc: dict[str, Any] = {"security": BEARER, "parameters": [IDEMPOTENCY_HEADER, IF_MATCH_HEADER]}
    if operation_id:  # tests/api/test_openapi_contract.py fails on an operation without one
        doc["operationId"] = operation_id
    if request_body is not None:
        doc["requestBody"] = request_body
    decorators = [
        blp.doc(**doc),
        blp.arguments(schema, required=body_required),
        blp.response(201, MoveOutSchema, headers={
            "Location": {**LOCATION_HEADER_DOC, "description": "The log page holding just the new entry (page_size=1)"},
            REPLAYED_HEADER: {"description": "`true` when this is the first answer to an Idempotency-Key, given again",
                              "schema": {"type": "string", "enum": ["true"]}}}),
        blp.alt_response(400, schema=ErrorSchema, description="Malformed Idempotency-Key"),
        blp.alt_response(401, schema=ErrorSchema, description="No or bad token"),
        blp.alt_response(403, schema=ErrorSchema, description=forbidden),
        blp.alt_response(409, schema=ErrorSchema, description=conflict),
        blp.alt_response(410, schema=ErrorSchema, description="The table has expired"),
        blp.alt_response(412, schema=ErrorSchema, description="If-Match names another state of the table than its own now"),
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


# -- conditional GET: every cacheable read has an ETag (issue 36) ----------------------------------

# The operations marked ``conditional``: api/__init__.py's document_conditional adds their If-None-Match,
# 304 and ETag to the spec, after the blueprints made it.
CONDITIONAL_OPERATIONS: set[str] = set()
CACHE_CONTROL_DOC = {"schema": {"type": "string"}, "description": "no-cache (private when a token was sent):"
                     " keep the answer, and ask again with its ETag in If-None-Match before using it"}


def conditional(view: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a read (put above its ``blp.doc``, which names the operation) as answering conditionally:
    ``answer_conditionally`` gives its 200 an ETag and Cache-Control, and turns it into a 304 when the
    request's If-None-Match names that ETag."""
    operation = view._apidoc.get("manual_doc", {}).get("operationId")  # type: ignore[attr-defined]
    assert operation, "conditional goes above the blp.doc that names the operation"
    CONDITIONAL_OPERATIONS.add(operation)
    view.conditional = True  # type: ignore[attr-defined]
    return view


def is_conditional() -> bool:
    """Whether the view answering this request was marked ``conditional`` (a MethodView's method, or
    a plain view function: a GET calculator)."""
    view = current_app.view_functions.get(request.endpoint or "")
    view_class = getattr(view, "view_class", None)
    marked = getattr(view_class, request.method.lower(), None) if view_class is not None else view
    return bool(getattr(marked, "conditional", False))


def answer_conditionally(response: Response) -> Response:
    """after_request: a marked read's 200 gets a strong ETag (a digest of its body and of the headers
    that say where it stands in a list: Link, X-Pagination), Cache-Control, and becomes a 304 without a
    body when If-None-Match names that ETag (compared weakly, RFC 9110). The body differs with the
    reader's seat and language, and so does the tag."""
    if request.method != "GET" or response.status_code != 200 or "ETag" in response.headers or not is_conditional():
        return response
    digest = hashlib.sha256(response.get_data())
    for name in ("Link", "X-Pagination"):
        digest.update(b"\0" + response.headers.get(name, "").encode())
    etag = f'"{digest.hexdigest()[:32]}"'
    response.headers["ETag"] = etag
    response.headers.setdefault("Cache-Control", "private, no-cache" if "Authorization" in request.headers else "no-cache")
    if etag_matches(etag, request.headers.get("If-None-Match", "")):
        response.status_code = 304
        response.set_data(b"")
        response.headers.pop("Content-Length", None)
        response.headers.pop("Content-Disposition", None)
    return response


def document_conditional(paths: dict[str, dict[str, Any]]) -> None:
    """Add If-None-Match, the 304 and the 200's ETag and Cache-Control to every ``conditional`` operation
    of the spec's ``paths`` (flask-smorest's doc decorators would replace the query's parameters)."""
    for operations in paths.values():
        for operation in operations.values():
            if not isinstance(operation, dict) or operation.get("operationId") not in CONDITIONAL_OPERATIONS:
                continue
            operation.setdefault("parameters", []).append(IF_NONE_MATCH_HEADER)
            operation["responses"]["200"].setdefault("headers", {}).update(
                {"ETag": ETAG_HEADER_DOC, "Cache-Control": CACHE_CONTROL_DOC})
            operation["responses"]["304"] = {
                "description": "Not modified since the ETag sent in If-None-Match (compared weakly)",
                "headers": {"ETag": ETAG_HEADER_DOC, "Cache-Control": CACHE_CONTROL_DOC}}


# -- creating requests that honour an Idempotency-Key (api/request/idempotency.py answered_once) ------

IDEMPOTENT_CREATIONS: set[str] = set()


def document_idempotent_creations(paths: dict[str, dict[str, Any]]) -> None:
    """Add the Idempotency-Key, its 400, 409 and 422, and the replay's header to every operation
    ``answered_once`` marked (as document_conditional does for reads)."""
    for operations in paths.values():
        for operation in operations.values():
            if not isinstance(operation, dict) or operation.get("operationId") not in IDEMPOTENT_CREATIONS:
                continue
            operation.setdefault("parameters", []).append(IDEMPOTENCY_HEADER)
            responses = operation["responses"]
            for status, description in (("400", "Malformed Idempotency-Key"),
                                        ("409", "The first request with this Idempotency-Key is still being answered"
                                                " (Retry-After), or the request's own conflict"),
                                        ("422", "The Idempotency-Key was first used for another request, or the body"
                                                " is refused")):
                responses.setdefault(status, {"description": description, "content": {
                    "application/problem+json": {"schema": {"$ref": "#/components/schemas/Error"}}}})
            created = next(status for status in ("201", "200") if status in responses)
            responses[created].setdefault("headers", {})[REPLAYED_HEADER] = {
                "description": "`true` when this is the first answer to an Idempotency-Key, given again",
                "schema": {"type": "string", "enum": ["true"]}}


# -- the headers answers carry besides their body (issue 36, point 5): declared where they are sent ---------

RETRY_AFTER_DOC = {"schema": {"type": "integer", "minimum": 0}, "description": "Seconds to wait before asking again"}
# api/request/limits.py rate_limit: the IETF draft's structured fields, e.g. `"join";q=20;w=60`.
RATE_LIMIT_DOCS = {
    "RateLimit-Policy": {"schema": {"type": "string"}, "description": 'The limit this request counts against:'
                         ' `"<name>";q=<requests>;w=<window seconds>` (draft-ietf-httpapi-ratelimit-headers)'},
    "RateLimit": {"schema": {"type": "string"}, "description": 'What is left of it: `"<name>";r=<remaining>;'
                  't=<seconds until the oldest counted request leaves the window>`'},
}
CONTENT_LANGUAGE_DOC = {"schema": {"type": "string"}, "description": "The language of the answer's words (a refusal's"
                        " detail, a result's sentences), when it has any; the answer then varies with Accept-Language"}
# The operations that call api/request/limits.py rate_limit (their views name the limit): every answer
# after the count carries RateLimit and RateLimit-Policy, a refusal 429 with Retry-After.
RATE_LIMITED_OPERATIONS = {"createTable", "uploadOfflineTable", "savePreset", "putTablePhoto", "checkJoinCode", "joinTable",
                           "claimHandover", "getPeopleStats"}


def header_ref(name: str) -> dict[str, str]:
    """The shared definition of a header (document_sent_headers puts them under components/headers)."""
    return {"$ref": f"#/components/headers/{name}"}


def headers_sent(operation_id: str, status: str) -> dict[str, Any]:
    """The headers an operation's answer with ``status`` may carry besides those its view documents:
    Content-Language on any answer (a refusal's words); Retry-After on a 429 (a limit), a 503 (the
    database) and a 409 (an Idempotency-Key whose first request is still answered); the rate limit's."""
    names = ["Content-Language"]
    if status in ("409", "429", "503", "default"):
        names.append("Retry-After")
    if operation_id in RATE_LIMITED_OPERATIONS:
        names.extend(RATE_LIMIT_DOCS)
    return {name: header_ref(name) for name in names}


# gunicorn answers a request line longer than its limit_request_line (4094 bytes: a query of thousands
# of characters) itself, with an HTML page, before the app sees the request.
URI_TOO_LONG = {"description": "The request line (method, path and query) is longer than the server takes:"
                               " gunicorn's own answer, before the API reads the request",
                "content": {"text/html": {"schema": {"type": "string"}}}}


def document_sent_headers(spec: Any) -> None:
    """Declare, on every operation of the spec, the headers the after_request hooks and refusals add
    (all optional: an answer has them only when they apply), X-Pagination as the JSON it is, and the
    414 the HTTP server in front answers for any of them."""
    spec.components.response("URI_TOO_LONG", URI_TOO_LONG)
    for operations in spec._paths.values():
        for operation in operations.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            operation["responses"].setdefault("414", {"$ref": "#/components/responses/URI_TOO_LONG"})
            for status, response in operation["responses"].items():
                if "$ref" in response:  # a shared component, documented below
                    continue
                declared = response.setdefault("headers", {})
                for name, doc in headers_sent(operation["operationId"], status).items():
                    declared.setdefault(name, doc)
    shared = {"Content-Language": CONTENT_LANGUAGE_DOC, "Retry-After": RETRY_AFTER_DOC, **RATE_LIMIT_DOCS}
    spec.components.headers.update(shared)
    for name, response in spec.components.responses.items():
        if name != "URI_TOO_LONG":  # gunicorn's page: none of the app's headers
            response.setdefault("headers", {}).update(headers_sent("", "default"))
    # flask-smorest declares X-Pagination with an object schema, which OpenAPI reads as `simple` style
    # (`total,3,page,1`); the header is JSON: say so with `content` (OpenAPI 3.1, 4.8.21).
    spec.components.headers["PAGINATION"] = {
        "description": 'The page\'s place in the list, as JSON: `{"total": 25, "total_pages": 3, "page": 2, ...}`',
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PaginationMetadata"}}},
    }
