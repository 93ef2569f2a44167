"""Cross-origin calls: flask-cors on /api/, and the same headers on api/resources/hot.py's answers; the
Vary and Content-Language a cache reads beside them.

Credentials are bearer tokens in the Authorization header and the API sets no
cookies, so letting any origin call /api/ gives a page on that origin nothing
it could not do with a token it already holds. ``CORS_ORIGINS``
(``SHERWOOD_CORS_ORIGINS``: "*" or a comma-separated list of origins) narrows it.
The PWA's own pages and files are not shared.
"""
from __future__ import annotations

from typing import Any

from flask import Flask, g, request
from flask_cors import CORS
from flask_cors.core import get_cors_headers, get_cors_options
from werkzeug.datastructures import EnvironHeaders

ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "If-Match"]
EXPOSED_HEADERS = ["ETag", "Link", "X-Pagination", "Retry-After", "Location", "Content-Disposition",
                   "Idempotent-Replayed", "RateLimit", "RateLimit-Policy"]  # the rate limits' and idempotency's headers too
API_PATHS = r"/api/*"


def origins(setting: str) -> str | list[str]:
    """'*' or the listed origins.

    >>> origins("*"), origins("https://a.example, https://b.example")
    ('*', ['https://a.example', 'https://b.example'])
    """
    listed = [origin.strip() for origin in setting.split(",") if origin.strip()]
    return "*" if not listed or "*" in listed else listed


def options_for(app: Flask) -> dict[str, Any]:
    return {
        "origins": origins(str(app.config["CORS_ORIGINS"])),
        "allow_headers": ALLOWED_HEADERS,
        "expose_headers": EXPOSED_HEADERS,
        "max_age": int(app.config["CORS_MAX_AGE"]),
        "supports_credentials": False,  # no cookies: a bearer token is sent by the caller's own code
        # Only to a request that says its origin: the phone's own reads (same-origin GETs, which send
        # none) go without some 200 bytes of headers they have no use for. The answer then depends on
        # Origin, which every API answer says (Vary: Origin, ``vary_by_origin``), so no cache hands an
        # answer without them to another origin.
        "always_send": False,
    }


def enable(app: Flask) -> Any:
    """flask-cors on /api/; returns the options api/resources/hot.py answers with (``hot_headers``)."""
    options = options_for(app)
    app.after_request(vary_by_origin)  # before flask-cors: hooks run last-registered first, so this one
    CORS(app, resources={API_PATHS: options})  # sees (and merges) the Vary: Origin flask-cors may add
    return get_cors_options(app, options)


def vary_by_origin(response: Any) -> Any:
    """after_request: an API answer has CORS headers only when the request said its Origin."""
    if request.path.startswith("/api/"):
        add_vary(response, "Origin")
    return response


def hot_headers(computed: Any, environ: dict[str, Any]) -> list[tuple[str, str]]:
    """The CORS headers flask-cors would add to an answer to this (non-preflight) request, none
    without an Origin, and the Vary that ``vary_by_origin`` adds."""
    headers = get_cors_headers(computed, EnvironHeaders(environ), environ.get("REQUEST_METHOD", "GET"))
    cors = [(name, str(value)) for name, value in headers.items(multi=True) if name.lower() != "vary"]
    return [*cors, ("Vary", "Origin")]


def add_vary(response: Any, name: str) -> None:
    """Add ``name`` to the answer's Vary, keeping every name already there. flask-cors adds
    ``Vary: Origin`` as a header line of its own, and werkzeug's ``response.vary`` reads and rewrites
    only the first line: adding through it would drop Origin, and a cache could then hand one
    origin's answer (its Access-Control-Allow-Origin) to another.

    >>> from flask import Response
    >>> answer = Response(headers=[("Vary", "Accept-Language"), ("Vary", "Origin")])
    >>> add_vary(answer, "Accept-Encoding"); add_vary(answer, "origin"); answer.headers.getlist("Vary")
    ['Accept-Language, Origin, Accept-Encoding']
    """
    names = [part.strip() for line in response.headers.getlist("Vary") for part in line.split(",") if part.strip()]
    if name.casefold() not in {known.casefold() for known in names}:
        names.append(name)
    response.headers["Vary"] = ", ".join(names)


def add_language_headers(response: Any) -> Any:
    """after_request: an answer with words in it (a refusal, a result, an export) says their language
    (Content-Language) and that it depends on the request's Accept-Language (Vary), so no cache hands a
    German reader the French refusal. An answer without words (a move's 201, a table) has neither,
    which keeps it byte for byte what api/resources/hot.py answers without Flask."""
    language = g.get("answer_language")
    if language:
        response.headers["Content-Language"] = language
        add_vary(response, "Accept-Language")
    return response
