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
* ``authenticate_first`` (api/request/context.py, beside the token checks it runs): who asks is settled before what they sent is read: every table's
  address but its event stream (which a ticket may open) checks the token before the body or the
  query is validated, so a caller with no token hears 401, not which fields it got wrong. A view
  whose address names no table says how it checks in its class's ``authenticate`` (method: check).
"""
from __future__ import annotations

from typing import Any

from flask import Flask, request
from werkzeug.routing import BaseConverter, PathConverter

# Table ids are secrets.token_urlsafe(9) (12 characters); 64 leaves room for any id an older or
# newer release makes, and none for a megabyte.
TABLE_ID_PATTERN = r"[A-Za-z0-9_-]{1,64}"
SEAT = "int(max=99)"  # the seats a game may have (MoveInSchema's seat: 0-99)
GAME_ID = "string(maxlength=60)"  # TableCreateSchema's game: 1-60 characters
PRESET_NAME = "string(maxlength=40)"  # PRESET_NAME_PATTERN's bounds (a name outside them: no such address)
# A preset's name: 1-40 word characters (Unicode's, as Python's re and most JSON Schema tools read \w),
# spaces, dots, apostrophes and hyphens; PUT refuses any other with 422 (api/resources/games.py).
PRESET_NAME_PATTERN = r"[\w .'-]{1,40}"
SHORT_CODE = "string(maxlength=20)"  # a join code in an old link (JoinCodeSchema: 1-20)


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
