"""What a request's address may hold, and the order its checks are made in.

* Path parameters are bounded where the routes are declared (werkzeug converters), so the spec
  says the bounds (flask-smorest reads the converters) and nothing out of bounds reaches a view or
  the store: a table id is 1-64 of the characters ids are made of (``TableIdConverter``), a seat a
  number 0-99 (``SEAT``), a game id and a preset name a bounded string. A seat of 2**64 used to
  reach SQLite and overflow there: a 500.
* The PWA's catch-all file route never matches ``/api/``: it took every GET, so a POST-only
  address answered GET with 404 and advertised ``Allow: ..., GET`` (``NotApiPathConverter``).
* ``routing_first``: a method an address does not take is 405 with its true ``Allow`` before any
  other check; a body check ran first, and ``POST .../photo`` answered 415.
* ``authenticate_first``: who asks is settled before what they sent is read: every table's
  address but its event stream (which a ticket may open) checks the token before the body or the
  query is validated, so a caller with no token hears 401, not which fields it got wrong. A view
  whose address names no table says how it checks in its class's ``authenticate`` (method: check).
"""
from __future__ import annotations

from typing import Any

from flask import Flask, current_app, g, request
from werkzeug.routing import BaseConverter, PathConverter

# Table ids are secrets.token_urlsafe(9) (12 characters); 64 leaves room for any id an older or
# newer release makes, and none for a megabyte.
TABLE_ID_PATTERN = r"[A-Za-z0-9_-]{1,64}"
SEAT = "int(max=99)"  # the seats a game may have (MoveInSchema's seat: 0-99)
GAME_ID = "string(maxlength=60)"  # TableCreateSchema's game: 1-60 characters
PRESET_NAME = "string(maxlength=40)"  # api/resources/games.py PRESET_NAME: 1-40 characters
SHORT_CODE = "string(maxlength=20)"  # a join code in an old link (JoinCodeSchema: 1-20)
# Addresses whose checks a stream ticket may settle instead of a token (GET .../events?ticket=).
TICKET_ENDPOINTS = frozenset({"tables.Events"})


class TableIdConverter(BaseConverter):
    """A table id in a path: 1-64 letters, digits, ``-`` or ``_`` (anything else: no such address)."""

    regex = TABLE_ID_PATTERN


class NotApiPathConverter(PathConverter):
    """A path that does not start with ``api/``: the PWA's files, never the API's addresses."""

    regex = r"(?!api/)[^/].*?"


def table_id_schema(_converter: Any) -> dict[str, Any]:
    return {"type": "string", "pattern": f"^{TABLE_ID_PATTERN}$", "minLength": 1, "maxLength": 64}


def register_converters(app: Flask) -> None:
    """The converters, for the app's routes (before any blueprint is registered)."""
    app.url_map.converters["table_id"] = TableIdConverter
    app.url_map.converters["not_api"] = NotApiPathConverter


def document_converters(api: Any) -> None:
    """The bounds of a table id in the spec (flask-smorest's Api)."""
    api.register_converter(TableIdConverter, table_id_schema)


def routing_first() -> None:
    """before_request, the first: an address that takes no such method is 405 (with ``Allow``),
    and an unknown one 404, before anything looks at the body or the token."""
    if request.routing_exception is not None:
        raise request.routing_exception


def authenticate_first() -> None:
    """before_request, after routing_first: a table's address checks the token (401, 403, 410) before
    the body, the query or the content type is looked at; the view gets the same access again
    (``api.context.require_access``), or reads it afresh inside its write."""
    from .context import require_access

    if request.method == "OPTIONS" or not request.path.startswith("/api/"):
        return  # a preflight carries no token (CORS answers it); the PWA's pages need none
    view_class = getattr(current_app.view_functions.get(request.endpoint or ""), "view_class", None)
    own = getattr(view_class, "authenticate", {}).get(request.method)
    if own is not None:
        own(**(request.view_args or {}))  # the view's own check, where there is no table (a preset's save)
        return
    table_id = (request.view_args or {}).get("table_id")
    if table_id is None:
        return
    if request.endpoint in TICKET_ENDPOINTS and (request.args.get("ticket") or request.args.get("token")):
        return  # the stream checks its ticket (or refuses a token in the URL) itself
    g.authenticated = require_access(table_id)

