"""Error bodies as RFC 9457 problem details (``application/problem+json``): ``type``,
``title``, ``status``, ``detail`` (the player's sentence, in the request's language) and ``instance``,
with ``rule``, ``errors`` (field path -> sentences, one shape everywhere), ``broken`` and ``message``
(the sentence's catalog id and placeables) as extensions."""
from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Any, Iterator, NoReturn

import http
import json

import marshmallow as ma
from apispec import BasePlugin
from flask import Response, has_request_context, request
from flask_smorest import Api
from flask_smorest import abort as smorest_abort
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

from engine import RuleError
from engine.messages import Message, Text, msg

from .field_errors import as_message
from ..words.i18n import json_args, message_ids, render_all, request_language, say


class MessageSchema(ma.Schema):
    id = ma.fields.String(required=True, validate=ma.validate.OneOf(message_ids()), metadata={
        "description": "The message id: one of the catalogs' (locales/en/*.ftl), listed here, the same in every"
                       " language. A problem's `type` is made of it"})
    args = ma.fields.Dict(keys=ma.fields.String(), required=True, metadata={
        "description": "Its placeables: names, numbers, lists, or nested messages ({id, args})"})


class BrokenMoveSchema(ma.Schema):
    version = ma.fields.Integer(metadata={"description": "The move's version in the log"})
    seat = ma.fields.Integer(allow_none=True, metadata={"description": "The seat it was made for (null: the host)"})
    type = ma.fields.String(metadata={"description": "The move's type"})


log = logging.getLogger(__name__)
PROBLEM_JSON = "application/problem+json"
LOCATIONS = ("json", "query", "headers", "form", "files", "view_args")


class ErrorSchema(ma.Schema):
    """An error as RFC 9457 problem details, with this API's extensions."""

    type = ma.fields.String(required=True, validate=ma.validate.Regexp(r"^urn:sherwood-table:(problem|ruling):"), metadata={
        "description": "The kind of problem, the same on every server and in every language: "
                       "`urn:sherwood-table:problem:<message id>` (the `message`'s id), or for a move a ruling refused"
                       " `urn:sherwood-table:ruling:<game>-<ruling id>`. Not an address: match it as a string"})
    title = ma.fields.String(required=True, metadata={
        "description": "The kind of problem in a few words, in the request's language (the HTTP status's, or"
                       " 'Refused by ruling SP2')"})
    status = ma.fields.Integer(required=True, metadata={"description": "The HTTP status code"})
    detail = ma.fields.String(required=True, metadata={"description": "What went wrong, in a sentence for players"})
    instance = ma.fields.String(required=True, metadata={"description": "The path of the request refused"})
    rule = ma.fields.String(metadata={"description": "Id of the ruling that refused the move (docs/rulings.md)"})
    errors = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.List(ma.fields.String()), metadata={
        "description": "Sentences by field path ('move.cards.0.rank', 'seat'), for the fields at fault"})
    broken = ma.fields.Nested(BrokenMoveSchema, metadata={
        "description": "An undo or correction refused: the first later move it would make illegal"})
    ruling_url = ma.fields.String(metadata={
        "description": "Where the ruling is explained on this server's rulings page ('/rulings#score-pad-SP2'),"
                       " a path on the server answering; its text is in GET /api/v1/games/{game_id} (CORS)"})
    message = ma.fields.Nested(MessageSchema, required=True, metadata={
        "description": "The sentence of `detail` as its catalog id and placeables, the same in every language"
                       " (`detail` is it rendered in the request's Accept-Language): for a tool that words it itself"})


PROBLEM_TYPE = "urn:sherwood-table:problem:"
RULING_TYPE = "urn:sherwood-table:ruling:"


def ruling_anchor(rule: str) -> str | None:
    """A ruling id as the rulings page and the problem's type name it, with its game ('robin-hood-goods-G12'),
    found by the game that declares it (the ids' letters are each one game's)."""
    import engine

    game = next((g for g in engine.all_games() if rule in g.rulings), None)
    return None if game is None else f"{game.id}-{rule}"


def problem(error: HTTPException) -> dict[str, Any]:
    """The body of an error answer: RFC 9457's members, then ``rule``, ``errors`` and ``broken``."""
    data = getattr(error, "data", None) or {}
    code = error.code or 500
    found = flat_errors(recognised(data.get("errors", data.get("messages"))))
    errors = {path: [say(message) for message in messages] for path, messages in found.items()}
    detail = data.get("message")
    if detail is None and found:
        # webargs' default sentence says nothing useful: name the first bad field instead.
        detail = check_fields(found)
    said = json_args(detail) if detail is not None else None
    detail = say(detail) if detail is not None else None
    if said is None:  # no view worded it, or not as a message: its status's sentence, so every problem has one
        said = json_args(msg("http-status", status=code))
        if not detail and error.description == type(error).description:
            detail = say(msg("http-status", status=code))
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE + said["id"], "title": say(msg("http-title", status=code)), "status": code,
        "detail": detail or str(error.description or error.name),
        "instance": request.path if has_request_context() else "",
    }
    rule = data.get("rule")
    if rule:
        body["rule"] = rule
        anchor = ruling_anchor(rule)
        if anchor:
            body["type"], body["title"] = RULING_TYPE + anchor, say(msg("problem-refused-by", rule=rule))
            body["ruling_url"] = f"/rulings#{anchor}"  # a path: never the server's guess at its own address
    if errors:
        body["errors"] = errors
    if data.get("broken"):
        body["broken"] = data["broken"]
    if said is not None:
        body["message"] = said
    return body


def check_fields(found: dict[str, list[Text]]) -> Text:
    """The sentence of a refusal that only field checks made: the first field's problem, and how many
    more there are ("Check seat: Not a valid integer. (and 1 more)"); a lone problem of the body as a
    whole is said as it is ("Invalid JSON body.").

    >>> check_fields({"": [msg("schema-invalid-json")]})
    Message(id='schema-invalid-json', args={})
    >>> check_fields({"seat": ["Bad.", "Worse."]}).args["more"]
    1
    """
    problems = [(path, message) for path, messages in found.items() for message in messages]
    path, first = problems[0]
    if not path and len(problems) == 1:
        return first
    return msg("api-check-field", first=msg("field-problem", path=path, problem=first) if path else first,
               more=len(problems) - 1)


class ProblemDetailsPlugin(BasePlugin):
    """The spec says what the answers are: every error response is application/problem+json."""

    def operation_helper(self, path: str | None = None, operations: dict[str, Any] | None = None,
                         **kwargs: Any) -> None:
        for operation in (operations or {}).values():
            for response in (operation.get("responses") or {}).values():
                content = response.get("content") if isinstance(response, dict) else None
                if content and "application/json" in content and is_error_schema(content["application/json"]):
                    content[PROBLEM_JSON] = content.pop("application/json")


def is_error_schema(media: dict[str, Any]) -> bool:
    schema = media.get("schema")
    return isinstance(schema, ErrorSchema) or schema is ErrorSchema or (
        isinstance(schema, dict) and schema.get("$ref", "").endswith("/Error"))


class SherwoodApi(Api):
    ERROR_SCHEMA = ErrorSchema

    def _init_spec(self, *, extra_plugins: Any = None, **options: Any) -> None:
        # After marshmallow's plugin, which has turned the Error schema into its $ref by then.
        super()._init_spec(extra_plugins=[*(extra_plugins or ()), ProblemDetailsPlugin()], **options)

    def _register_responses(self) -> None:
        """flask-smorest's responses for each status code, as problem details."""
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Default error response", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_JSON)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)

    def handle_http_exception(self, error: HTTPException) -> Any:
        headers = dict((getattr(error, "data", None) or {}).get("headers") or {})
        # What the exception itself says of the answer (405's Allow), but its own Content-Type.
        headers.update({k: v for k, v in error.get_headers() if k.lower() != "content-type"})
        return Response(json.dumps(problem(error)), status=error.code or 500, headers=headers, mimetype=PROBLEM_JSON)


def recognised(errors: Any) -> Any:
    """Field errors with each of marshmallow's own English sentences read back as a message
    (api/web/field_errors.py), so that it is worded in the request's language; messages stay as they are,
    and a sentence it does not know stays as marshmallow wrote it."""
    if isinstance(errors, str):
        known = as_message(errors)
        return known if known is not None else errors
    if isinstance(errors, dict):
        return {key: recognised(value) for key, value in errors.items()}
    if isinstance(errors, list):
        return [recognised(item) for item in errors]
    return errors


def flat_errors(errors: Any) -> dict[str, list[Text]]:
    """Every shape of field errors as one: field path -> sentences (webargs' nested
    ``{"json": {"seats": {"0": {"rank": [...]}}}}``, marshmallow's lists and its ``_schema`` key for
    the body as a whole, the engine's flat map).

    >>> flat_errors({"json": {"seats": {"0": {"card": {"rank": ["Too big."]}}}}})
    {'seats.0.card.rank': ['Too big.']}
    >>> flat_errors({"json": ["Invalid input type."]}), flat_errors({"json": {"_schema": ["No."]}}), flat_errors(None)
    ({'': ['Invalid input type.']}, {'': ['No.']}, {})
    """
    out: dict[str, list[Text]] = {}
    if isinstance(errors, dict):  # webargs' request locations say nothing a client needs
        errors = {k: v for key, value in errors.items()
                  for k, v in (value.items() if key in LOCATIONS and isinstance(value, dict) else [(key, value)])}
        errors = {("" if key in LOCATIONS else key): value for key, value in errors.items()}
    for path, message in flatten(errors) if errors else []:
        out.setdefault(path, []).append(message)
    return out


def flatten(errors: Any, path: str = "") -> list[tuple[str, Text]]:
    """webargs' nested error dict as (field path, sentence) pairs.

    >>> flatten({"json": {"seats": {"0": {"card": {"rank": ["Too big."]}}}}})
    [('seats.0.card.rank', 'Too big.')]
    """
    if isinstance(errors, list):
        return [(path, message) for message in errors if isinstance(message, (str, Message))] or [("", path)]
    pairs: list[tuple[str, Text]] = []
    for key, value in errors.items():
        # The request location ("json", "query"), marshmallow's "value" level and its "_schema" (the
        # body as a whole) add nothing for players.
        step = "" if (key in ("json", "query", "headers", "value") and isinstance(value, dict)) or key == "_schema" \
            else str(key)
        pairs.extend(flatten(value, f"{path}.{step}".strip(".") if step else path))
    return pairs


def abort(status: int, **kwargs: Any) -> NoReturn:
    """flask-smorest's abort (an HTTP error with ``message`` and extra fields), typed as never
    returning: flask-smorest has no type hints, and without this mypy cannot tell that the code
    after ``if found is None: abort(404)`` has a ``found``."""
    smorest_abort(status, **kwargs)
    raise AssertionError("abort() returned")  # it raises; this line is for the type checker


@contextmanager
def refusals_as_422(under: str = "") -> Iterator[None]:
    """Inside it, an engine RuleError becomes the 422 answer that names its ruling; ``under`` is where
    the checked object sits in the request body ('amendments.0.move'), so its fields are named there."""
    try:
        yield
    except RuleError as err:
        refuse(err, under)


def refuse(err: RuleError, under: str = "") -> NoReturn:
    """Turn an engine refusal into a 422 that names the ruling and the fields."""
    extra: dict[str, Any] = {}
    if err.errors:
        worded = render_all(err.errors, request_language())
        extra["errors"] = {".".join(filter(None, (under, path))): said for path, said in worded.items()} if under \
            else worded
    if err.rule:
        extra["rule"] = err.rule
    abort(422, message=err.message, **extra)  # problem() renders it in the request's language


DATABASE_RETRY_SECONDS = 2  # what a 503 asks a phone to wait while the database is away


def database_unavailable(error: Exception) -> tuple[dict[str, Any], int, dict[str, str]]:
    """Flask error handler for PostgreSQL's "away for a moment" errors (api/__init__.py registers it for
    psycopg.OperationalError): down, restarting, out of connections, a lost deadlock. 503 with
    Retry-After, not a 500. A connection lost as its COMMIT went out leaves the outcome unknown, so the
    answer does not say "nothing stored": a move sent again with the same Idempotency-Key is never
    stored twice. api/resources/hot.py answers the same outside Flask."""
    log.warning("PostgreSQL unavailable: %s", str(error).strip().splitlines()[0] if str(error).strip() else error)
    unavailable = HTTPException()
    unavailable.code, unavailable.data = 503, {"message": msg("api-database-unavailable")}  # type: ignore[attr-defined]
    return problem(unavailable), 503, {"Retry-After": str(DATABASE_RETRY_SECONDS), "Content-Type": PROBLEM_JSON}
