"""Limits a public server needs before any view runs, and rate limits.

* ``refuse_deep_json``: a JSON body nested deeper than MAX_JSON_DEPTH gets 400
  before anything parses it. Python's json module recurses once per level, so
  1,000 levels (2 KB of brackets) raised RecursionError: a 500 with a traceback.
* ``BodyDeadline``: under gunicorn's gevent worker the whole request body must
  arrive within BODY_TIMEOUT_SECONDS, or the client gets 408 and the
  connection is closed. gunicorn bounds the wait for a request's headers (its
  keep-alive timeout) but not for its body, so a client announcing
  ``Content-Length: 100`` and sending one byte held its connection forever.
"""
from __future__ import annotations

import io
import json
import math
import re
import socket
from typing import Any, Callable, Iterable, Iterator

from flask import current_app, g, request

from engine.messages import msg

from ..web.errors import PROBLEM_TYPE, abort
from ..words.i18n import best_language, render
from ..store.photos import PHOTO_MAX_BYTES, photo_upload

# A JSON string may hold any bracket: drop strings before counting.
JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
OPENERS = frozenset(b"[{")


def json_nesting_exceeds(body: bytes, limit: int) -> bool:
    """Whether lists and objects in ``body`` nest more than ``limit`` deep (without parsing it)."""
    if body.count(b"[") + body.count(b"{") <= limit:
        return False  # the common case: too few brackets to be that deep
    depth = 0
    for byte in JSON_STRING.sub(b"", body).translate(None, NOT_BRACKETS):
        if byte in OPENERS:
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


# POST /offline-tables: a whole table played without a server (api/resources/offline.py), larger than a move.
OFFLINE_TABLES_PATH = "/api/v1/offline-tables"


def offline_upload(method: str, path: str) -> bool:
    """Whether a request uploads a table played without a server."""
    return method == "POST" and path == OFFLINE_TABLES_PATH


def allow_offline_tables() -> None:
    """before_request, before anything reads a body: an offline table's body may be up to
    MAX_OFFLINE_TABLE_BYTES (1 MiB); every other JSON body stays within MAX_CONTENT_LENGTH (64 KiB)."""
    if offline_upload(request.method, request.path):
        request.max_content_length = int(current_app.config["MAX_OFFLINE_TABLE_BYTES"])


def refuse_bodies_not_json() -> None:
    """before_request: 415 for an API request whose body is not JSON. A body with no
    Content-Type, or an empty one (a POST that needs no body), is left to the endpoint."""
    if not request.path.startswith("/api/") or request.method not in ("POST", "PUT", "PATCH"):
        return
    if photo_upload(request.method, request.path):
        return  # a photo's bytes: checked by content in api/resources/photos.py
    if request.mimetype and not request.is_json and (request.content_length or request.headers.get("Transfer-Encoding")):
        abort(415, message=msg("api-body-not-json", mimetype=request.mimetype or "none"),
              headers={"Accept-Post": "application/json"})


def refuse_deep_json() -> None:
    """before_request: 400 for a JSON body nested beyond MAX_JSON_DEPTH, on every endpoint."""
    if not request.is_json:
        return  # webargs parses only JSON bodies
    limit = current_app.config["MAX_JSON_DEPTH"]
    if json_nesting_exceeds(request.get_data(cache=True), limit):  # 413 above MAX_CONTENT_LENGTH
        abort(400, message=msg("api-too-deep", limit=limit))


def gevent_sockets() -> bool:
    """Whether sockets are gevent's (gunicorn's gevent worker): only then can a read be timed out here."""
    try:
        from gevent import monkey
    except ImportError:
        return False
    return bool(monkey.is_module_patched("socket"))


class BodyDeadline:
    """WSGI middleware: read the request body within ``seconds`` in all, or answer 408 and close.

    The deadline covers the whole body, not each read, so a client trickling a
    byte at a time is closed as surely as one that stops. Bodies are at most
    ``max_length`` (64 KiB), so reading them up front costs little; a larger
    declared length is left to Flask, which refuses it with 413 unread.
    """

    def __init__(self, app: Callable[..., Iterable[bytes]], seconds: float, max_length: int,
                 photo_max_length: int = PHOTO_MAX_BYTES, offline_max_length: int | None = None) -> None:
        self.app = app
        self.seconds = seconds
        self.max_length = max_length
        self.photo_max_length = photo_max_length  # PUT .../photo: a photo's bytes, read up front too
        # POST /offline-tables: a whole table's log, read up front too
        self.offline_max_length = max_length if offline_max_length is None else offline_max_length

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        wanted = self.body_to_read(environ)
        if wanted is None or not gevent_sockets():
            return self.app(environ, start_response)
        import gevent

        try:
            with gevent.Timeout(self.seconds):
                body = read_up_to(environ["wsgi.input"], wanted)
        except gevent.Timeout:
            return self.too_slow(environ, start_response)
        environ["wsgi.input"] = io.BytesIO(body)
        environ["CONTENT_LENGTH"] = str(len(body))
        environ.pop("HTTP_TRANSFER_ENCODING", None)  # now a plain body of known length
        return self.app(environ, start_response)

    def body_to_read(self, environ: dict[str, Any]) -> int | None:
        """How many bytes to read up front, or None to leave the body to the app."""
        if self.seconds <= 0:
            return None
        method, path = environ.get("REQUEST_METHOD", ""), environ.get("PATH_INFO", "")
        limit = (self.photo_max_length if photo_upload(method, path)
                 else self.offline_max_length if offline_upload(method, path) else self.max_length)
        if "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
            return limit + 1  # one byte over the limit is enough for Flask's 413
        length = environ.get("CONTENT_LENGTH", "")
        if not length.isdigit() or int(length) == 0 or int(length) > limit:
            return None
        return int(length)

    def too_slow(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        # Outside Flask (no request context): the reader's language straight from the header.
        language = best_language(environ.get("HTTP_ACCEPT_LANGUAGE"))
        message = msg("api-body-too-slow", seconds=self.seconds)
        payload = json.dumps({"type": PROBLEM_TYPE + message.id, "title": render(msg("http-title", status=408), language),
                              "status": 408, "detail": render(message, language), "instance": environ.get("PATH_INFO", ""),
                              "message": message.to_json()}).encode()
        start_response("408 Request Timeout", [
            ("Content-Type", "application/problem+json"), ("Content-Length", str(len(payload))),
            ("Content-Language", language), ("Vary", "Accept-Language"),
        ])
        return ClosingResponse(payload, environ.get("gunicorn.socket"))


def read_up_to(stream: Any, size: int) -> bytes:
    chunks, left = [], size
    while left > 0:
        chunk = stream.read(left)
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


class ClosingResponse:
    """A one-chunk response that shuts the connection once it is written.

    gunicorn drops a "Connection: close" set by the app (a hop-by-hop header),
    and would otherwise wait on this connection for the rest of the body.
    """

    def __init__(self, payload: bytes, sock: socket.socket | None) -> None:
        self.payload = payload
        self.sock = sock

    def __iter__(self) -> Iterator[bytes]:
        yield self.payload

    def close(self) -> None:  # gunicorn calls it after writing the response
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


# -- rate limits: joins, new tables and preset writes, per client address ---------

# name: (config key of the limit, config key of its window in seconds); the refusal names it (api-rate-limited)
RATE_LIMITS = {
    "join": ("JOIN_RATE_LIMIT", "JOIN_RATE_WINDOW"),
    "tables": ("CREATE_RATE_LIMIT", "CREATE_RATE_WINDOW"),
    "presets": ("PRESET_RATE_LIMIT", "PRESET_RATE_WINDOW"),
    "people": ("PEOPLE_RATE_LIMIT", "PEOPLE_RATE_WINDOW"),
    "photos": ("PHOTO_RATE_LIMIT", "PHOTO_RATE_WINDOW"),
    "offline": ("OFFLINE_RATE_LIMIT", "OFFLINE_RATE_WINDOW"),
}


def client_address() -> str:
    """The address a rate limit counts: the connection's peer, or, behind a proxy the
    deployment names (SHERWOOD_PROXY_HOPS: werkzeug's ProxyFix), the client it forwarded for."""
    return request.remote_addr or "unknown"


def rate_limit(name: str) -> None:
    """Count this request against its client's limit ``name``, or answer 429 having counted
    nothing (a refusal writes no row, so a client hammering stays refused only as long as its
    earlier attempts stay in the window). Either way the answer carries the IETF RateLimit
    headers (draft-ietf-httpapi-ratelimit-headers: ``RateLimit-Policy`` and ``RateLimit``)."""
    from .context import services

    limit_key, window_key = RATE_LIMITS[name]
    config = current_app.config
    limit, window = int(config[limit_key]), float(config[window_key])
    svc = services()
    now = svc.clock()
    counted = svc.store.note_attempt(f"{name}:{client_address()}", now, window, limit)
    reset = max(1, math.ceil(counted.oldest + window - now))
    headers = {
        "RateLimit-Policy": f'"{name}";q={limit};w={int(window)}',
        "RateLimit": f'"{name}";r={max(0, limit - counted.used)};t={reset}',
    }
    if not counted.allowed:
        abort(429, message=msg("api-rate-limited", what=name, seconds=reset),
              headers={**headers, "Retry-After": str(reset)})
    g.rate_limit_headers = headers


def add_rate_limit_headers(response: Any) -> Any:
    """after_request: the RateLimit headers of a request that was counted and allowed."""
    for header, value in g.get("rate_limit_headers", {}).items():
        response.headers.setdefault(header, value)
    return response
