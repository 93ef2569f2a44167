"""Per-app services, reached from views through current_app, and who is asking: the token checked
before anything else in a request (``authenticate_first``, the order api/web/paths.py describes)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from flask import current_app, g, request

from engine.messages import msg

from ..web.errors import abort
from ..live.notify import Notifier
from ..store import Access, AnyStore, Handle
from ..live.streams import StreamLeases

# Addresses whose checks a stream ticket may settle instead of a token (GET .../events?ticket=).
TICKET_ENDPOINTS = frozenset({"tables.Events"})


@dataclass
class Services:
    store: AnyStore
    notifier: Notifier
    clock: Callable[[], float]
    streams: StreamLeases  # the limits on open live-update streams
    purge: Any = None  # api/operator/purge.py's PurgeSchedule, when PURGE_INTERVAL_SECONDS is set


def services() -> Services:
    found: Services = current_app.extensions["sherwood"]
    return found


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def require_access(table_id: str, token: str | None = None, db: Handle | None = None) -> Access:
    """The caller's access to ``table_id``, or the 401/403/410 that says why not.

    Inside a write transaction pass its ``db``: the check then costs no extra
    connection and sees the same version the write will build on.
    """
    checked: Access | None = g.get("authenticated") if token is None and db is None else None
    if checked is not None and checked.table_id == table_id:
        return checked  # api/request/context.py authenticate_first checked this request's token already
    token = token or bearer_token()
    if not token:
        abort(401, message=msg("api-token-needed"))
    store = services().store
    access = store.access(token, table_id, db)
    if access is None:
        retired = store.retired_role(token, table_id)
        if retired == "host":  # This phone's host role moved to another phone
            abort(401, message=msg("api-host-moved-away"))
        if retired is not None:  # This phone's seat moved to another phone
            abort(401, message=msg("api-seat-moved-away"))
        if store.token_known(token):
            abort(403, message=msg("api-token-other-table"))
        abort(401, message=msg("api-token-invalid"))
    return check_access(access, table_id)


def check_access(access: Access, table_id: str) -> Access:
    """``access`` if it is for ``table_id`` and the table is live, else the 403/410 that says why not."""
    if access.table_id != table_id:
        abort(403, message=msg("api-token-other-table"))
    if not is_live(access):
        abort(410, message=msg("api-table-expired"))
    return access


def is_live(access: Access) -> bool:
    """Whether the table ``access`` opens has not expired."""
    return access.expires_at >= services().clock()


def authenticate_first() -> None:
    """before_request, after routing_first: a table's address checks the token (401, 403, 410) before
    the body, the query or the content type is looked at; the view gets the same access again
    (``api.context.require_access``), or reads it afresh inside its write."""
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
