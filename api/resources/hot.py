"""The two hottest requests answered without Flask's request dispatch.

After every change each phone of a table asks for the table with its ETag
(mostly a 304), and the phones send the moves. py-spy on the gunicorn workers
under wrk showed Flask, werkzeug and flask-smorest's wrappers taking about a
quarter of a move's time (a request context, URL matching, six decorator
layers, the response hooks) for a view that does a few SQLite statements.

``HotPaths`` answers just the plain cases itself, with the same code the
views use (``write_move``, ``etag_for``) and the same headers Flask's hooks
add (api/resources/pwa.py's ``security_headers``; ``compress`` leaves 201 and 304
alone):

* a conditional table read whose ETag still matches: 304;
* a move whose body MoveInSchema would take as it is, with a token.

Their headers are the ones Flask would send: ``Location`` on the 201,
and for a caller on another origin flask-cors' headers, computed by flask-cors
from the app's own options (api/web/cors.py's ``hot_headers``). A preflight
(OPTIONS) never comes here: Flask and flask-cors answer it.

Anything else, and any refusal (401, 403, 409, 410, 422 ...), goes to the
Flask app, which answers it as it always did: a refused move has stored
nothing (its transaction rolled back), so Flask runs it again and gives the
error body the spec documents. The published OpenAPI spec does not change.
``create_app`` sets ``HOT_PATHS`` (on by default; tests compare both ways).
"""
from __future__ import annotations

import io
import json
import re
from typing import Any, Callable, Iterable

from flask import Flask

from ..request.context import services
from ..web.cors import hot_headers
from ..request.limits import gevent_sockets, json_nesting_exceeds
from ..web.links import etag_matches, log_entry_location
from .pwa import common_headers
from ..web.http import REPLAYED_HEADER
from ..request.idempotency import IdempotencyKey, json_fingerprint, valid_idempotency_key
from ..table.moves import plainly_valid, write_move
from ..store import dumps
from ..table.tables import TABLE_CACHE_CONTROL, etag_for

TABLE_PATH = re.compile(r"/api/v1/tables/([^/]+)")
MOVES_PATH = re.compile(r"/api/v1/tables/([^/]+)/moves")

StartResponse = Callable[..., Any]
KNOWN_ORIGINS = 32  # CORS answers kept (HotPaths.cors_headers); other origins' are computed each time


def bearer(environ: dict[str, Any]) -> str | None:
    """The bearer token, parsed as api.context.bearer_token does."""
    header: str = environ.get("HTTP_AUTHORIZATION", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def is_plain_json(environ: dict[str, Any]) -> bool:
    content_type: str = environ.get("CONTENT_TYPE", "")
    return content_type.partition(";")[0].strip().lower() == "application/json"


class HotPaths:
    """WSGI middleware in front of the Flask app (inside BodyDeadline, which has read the body)."""

    def __init__(self, app: Flask, wsgi_app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.wsgi_app = wsgi_app
        self.max_length = app.config["MAX_CONTENT_LENGTH"]
        self.max_depth = app.config["MAX_JSON_DEPTH"]
        self.under_gevent: bool | None = None  # known at the first request (gunicorn patches before it)
        # What security_headers (api/resources/pwa.py) adds to every API answer.
        self.security_headers = common_headers(app.config.get("PUBLIC_URL"))
        # The database errors that mean "away for a moment" (PostgreSQL's), and their 503: answered
        # here, since Flask would only wait for the pool as long again.
        self.unavailable, self.unavailable_answer = app.extensions.get("sherwood.unavailable", ((), None))
        self.cors = app.extensions["sherwood.cors"]
        self.known_cors_headers: dict[tuple[str | None, ...], list[tuple[str, str]]] = {}

    def cors_headers(self, environ: dict[str, Any]) -> list[tuple[str, str]]:
        """hot_headers for this request, kept for the few origins phones call from: flask-cors
        computes them from the request's Origin and private-network ask alone (and the method),
        and doing so took a move about as long as its JSON answer took to encode."""
        asked = (environ.get("HTTP_ORIGIN"), environ.get("HTTP_ACCESS_CONTROL_REQUEST_PRIVATE_NETWORK"),
                 environ.get("REQUEST_METHOD"))
        headers = self.known_cors_headers.get(asked)
        if headers is None:
            headers = hot_headers(self.cors, environ)
            if len(self.known_cors_headers) < KNOWN_ORIGINS:  # any client may send any Origin
                self.known_cors_headers[asked] = headers
        return headers

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if not environ.get("QUERY_STRING"):
            method = environ.get("REQUEST_METHOD")
            if method == "GET" and "HTTP_IF_NONE_MATCH" in environ:
                answer = self.not_modified(environ, start_response)
                if answer is not None:
                    return answer
            elif method == "POST":
                answer = self.move(environ, start_response)
                if answer is not None:
                    return answer
        return self.wsgi_app(environ, start_response)

    def let_others_run(self) -> None:
        """Under gevent, let the worker's other connections run before answering.

        A greenlet only yields when a read would wait, and a 304 is answered so
        fast that the client's next request is often in already: one connection
        could then be served again and again while the worker's others waited.
        Measured under wrk (16 connections, 2 workers, an idle machine): p99 of
        476-503 ms for a p50 of 0.3 ms without this, 14-17 ms with it.
        """
        if self.under_gevent is None:
            self.under_gevent = gevent_sockets()
        if self.under_gevent:
            import gevent

            gevent.sleep(0)

    def not_modified(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes] | None:
        found = TABLE_PATH.fullmatch(environ.get("PATH_INFO", ""))
        token = bearer(environ)
        if found is None or token is None:
            return None
        with self.app.app_context():
            svc = services()
            try:
                access = svc.store.access(token, found[1])
            except self.unavailable as err:
                return self.database_unavailable(err, start_response)
            except Exception:  # noqa: BLE001 - Flask answers
                return None
            if access is None or access.table_id != found[1] or access.expires_at < svc.clock():
                return None  # Flask gives the 401, 403 or 410
        etag = etag_for(access)
        if not etag_matches(etag, environ["HTTP_IF_NONE_MATCH"]):
            return None  # the table changed: Flask reads it
        self.let_others_run()
        start_response("304 NOT MODIFIED", [("ETag", etag), ("Cache-Control", TABLE_CACHE_CONTROL), *self.security_headers,
                                            *self.cors_headers(environ)])
        return []

    def move(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes] | None:
        found = MOVES_PATH.fullmatch(environ.get("PATH_INFO", ""))
        length = environ.get("CONTENT_LENGTH", "")
        token, key = bearer(environ), environ.get("HTTP_IDEMPOTENCY_KEY")
        if (found is None or token is None or not is_plain_json(environ) or not length.isdigit()
                or not 0 < int(length) <= self.max_length or "HTTP_TRANSFER_ENCODING" in environ
                or "HTTP_IF_MATCH" in environ  # a conditional write: Flask checks it (check_if_match)
                or (key is not None and not valid_idempotency_key(key))):
            return None
        body = environ["wsgi.input"].read(int(length))
        environ["wsgi.input"] = io.BytesIO(body)  # Flask reads it again if it answers instead
        if len(body) != int(length) or json_nesting_exceeds(body, self.max_depth):
            return None
        try:
            data = json.loads(body.decode("utf-8"))  # as webargs reads it
        except ValueError:  # UnicodeDecodeError included
            return None
        if not plainly_valid(data):
            return None
        # The fingerprint the Flask view takes (request_fingerprint), from the body parsed above: a key
        # reused for another body is refused there.
        keyed = None if key is None else IdempotencyKey(key, json_fingerprint("POST", environ["PATH_INFO"], data))
        with self.app.app_context():
            try:
                answer, stored = write_move(found[1], token, keyed, data)
            except self.unavailable as err:
                return self.database_unavailable(err, start_response)
            except Exception:  # noqa: BLE001 - a refusal or an error: nothing stored, Flask answers it
                return None
            if stored:
                services().notifier.changed(found[1])
        payload = dumps(answer).encode()
        replayed = [] if stored else [(REPLAYED_HEADER, "true")]
        start_response("201 CREATED", [("Content-Type", "application/json"), ("Content-Length", str(len(payload))),
                                       ("Location", log_entry_location(found[1], answer["version"])),
                                       *replayed, *self.security_headers, *self.cors_headers(environ)])
        return [payload]

    def database_unavailable(self, error: Exception, start_response: StartResponse) -> Iterable[bytes]:
        """The 503 Flask's error handler gives (api/store/postgres.py ``database_unavailable``)."""
        body, status, headers = self.unavailable_answer(error)
        payload = json.dumps(body).encode()
        start_response(f"{status} SERVICE UNAVAILABLE", [
            ("Content-Length", str(len(payload))), *headers.items(), *self.security_headers])
        return [payload]
