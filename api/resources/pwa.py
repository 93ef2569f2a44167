"""Serves the PWA (static files under pwa/) with a strict Content-Security-Policy.

The modules go out bundled (pwa/bundle/, built by scripts/bundle_pwa.py: three files for a first
page where there were some twenty modules) while the bundle was built from pwa/js/ as it is, and
one by one otherwise, so an edited module shows at the next reload.

Every text answer of 1 KB or more goes out gzip-compressed when the
client accepts it (the shell's files compressed once and kept in memory, API
answers as they are made), and static files carry a content ETag so a
revalidation is a 304.
"""
from __future__ import annotations

import base64
import functools
import gzip
import hashlib
import html
import json
import logging
import mimetypes
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from flask import Blueprint, Response, current_app, request, send_from_directory
from werkzeug.exceptions import NotFound
from werkzeug.security import safe_join

from engine.messages import msg

from ..web.cors import add_vary
from ..words.i18n import request_language, say
from ..words.pseudo import PSEUDO, pseudo_file

PWA_DIR = Path(__file__).resolve().parents[2] / "pwa"

# No inline script anywhere; data: images only for generated charts, blob: for the
# join QR code (fetched with the seat's token).
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; "
    "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)

# The API's Swagger UI page (served locally) runs one inline script: it is allowed by
# its hash, computed from the page itself (docs_csp). Swagger UI styles its elements from script.
DOCS_CSP = (
    "default-src 'self'; script-src 'self' {hashes}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)
INLINE_SCRIPT = re.compile(rb"<script>(.*?)</script>", re.DOTALL)
# The offline engine's worker (pwa/js/offline/engine-worker.js) runs Python compiled to WebAssembly
# (Pyodide), which a policy must allow with 'wasm-unsafe-eval': it lets the worker compile
# WebAssembly, and nothing else (no eval, no new Function). A worker is governed by the policy its
# own script comes with, not the page's: only this script gets it, so no page may compile any.
OFFLINE_WORKER = "/js/offline/engine-worker.js"
WORKER_CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; "
              "object-src 'none'; base-uri 'none'")
# Nothing here uses a camera, a microphone, the location, payments or sensors:
# a script that got in could not either. Copying a join link (clipboard) keeps its default.
PERMISSIONS_POLICY = ("accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), "
                      "microphone=(), payment=(), usb=()")
HSTS = "max-age=31536000"  # a year; sent only when the public URL is https


def common_headers(public_url: str | None) -> list[tuple[str, str]]:
    """The headers every answer carries, the API's included (api/resources/hot.py sends the same).
    A document's or a worker's also carries the Permissions-Policy (``security_headers``)."""
    headers = [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")]
    if (public_url or "").lower().startswith("https://"):
        headers.append(("Strict-Transport-Security", HSTS))
    return headers


def docs_path() -> str:
    """Where flask-smorest serves Swagger UI (/api/docs)."""
    config = current_app.config
    return f"{config['OPENAPI_URL_PREFIX'].rstrip('/')}/{config['OPENAPI_SWAGGER_UI_PATH'].strip('/')}"


def docs_csp(page: bytes) -> str:
    """The docs page's policy: its inline scripts allowed by their SHA-256, nothing else inline."""
    hashes = " ".join(f"'sha256-{base64.b64encode(hashlib.sha256(script).digest()).decode()}'"
                      for script in INLINE_SCRIPT.findall(page))
    return DOCS_CSP.format(hashes=hashes)


bp = Blueprint("pwa", __name__)

# Client-side routes that all load the same shell.
SHELL_ROUTES = ("/", "/join", "/t/<table_id:table_id>", "/watch/<table_id:table_id>", "/rulings",
                "/new/<string(maxlength=60):game_id>",
                "/history",  # the past games this device keeps
                "/people",  # the people this device played with, from game to game
                "/claim")  # a seat moved to this phone: the code rides in the fragment


GAME_SCREENS = "js/games"
# Loaded by every game screen: index.js picks the screen, generic.js is the fallback.
SHARED_GAME_FILES = {"index.js", "generic.js"}
# The phone's catalogs: pwa/locales/<language>/<part>.ftl. None is pre-cached with the shell: a phone
# keeps only the language it speaks. The page tells the worker its language, which then keeps that
# language's shared parts (the words of every screen, loaded on each page or with the screen that
# uses them; a few KB each); a game's part is kept like its screen, once a table of that game opens
# in that language. A change of language while online keeps the new language's too (sw.js).
CATALOGS = "locales"
SHARED_CATALOGS = {"app.ftl", "home.ftl", "fix.ftl", "after.ftl"}

# The modules bundled by scripts/bundle_pwa.py (pwa/js/ and the library they import), and where the
# bundle lies: its js/ answers at /js/ while it was built from the sources as they are (bundled()).
BUNDLE_INPUTS = ("js", "vendor")
BUNDLE_DIR = PWA_DIR / "bundle"
BUNDLE_RECORD = BUNDLE_DIR / "sources.json"
# Pyodide (scripts/vendor-pyodide; not committed): api/resources/offline_files.py serves it at a path that
# names its version. It is neither a file of the shell nor an input of the bundle.
PYODIDE_DIR = PWA_DIR / "vendor" / "pyodide"
# The offline engine's modules: loaded only when a table is played with no server, so not pre-cached
# (the service worker keeps them once the page asks it to: sw.js keepOffline).
OFFLINE_MODULES = "/js/offline/"


def is_vendored_pyodide(relative: Path) -> bool:
    """pwa/vendor/pyodide/ (or the folder scripts/vendor-pyodide fills before moving it there)."""
    return relative.parts[:1] == ("vendor",) and len(relative.parts) > 2 and relative.parts[1].startswith("pyodide")


def bundle_inputs_digest() -> str:
    """Hash of the files the bundle is built from: the record in pwa/bundle/ says which it was."""
    digest = hashlib.sha256()
    for folder in BUNDLE_INPUTS:
        for p in sorted((PWA_DIR / folder).rglob("*")):
            if p.is_file() and not is_vendored_pyodide(p.relative_to(PWA_DIR)):
                digest.update(p.relative_to(PWA_DIR).as_posix().encode() + b"\0" + p.read_bytes())
    return digest.hexdigest()


def bundle_is_current() -> bool:
    """pwa/bundle/ was built from pwa/js/ as it is now (an edited module waits for scripts/bundle_pwa.py)."""
    try:
        record = json.loads(BUNDLE_RECORD.read_text())
    except (OSError, ValueError):
        return False
    return isinstance(record, dict) and record.get("sources") == bundle_inputs_digest()


def serves_bundle(config: Mapping[str, Any], logger: logging.Logger) -> bool:
    """Whether an app serves pwa/bundle/: with MINIFY on (the default) unless a test sets BUNDLED
    False, and only while the bundle is current (a stale one is said in the log, once)."""
    if not config["MINIFY"] or config.get("BUNDLED") is False:
        return False
    if bundle_is_current():
        return True
    logger.warning("pwa/bundle/ was not built from pwa/js/ as it is: serving the modules one by one "
                   "(run python scripts/bundle_pwa.py)")
    return False


def bundled() -> bool:
    """Whether this app serves the bundle (decided once, in create_app: config BUNDLED)."""
    return bool(current_app.config["BUNDLED"])


def served_files(with_bundle: bool) -> list[tuple[str, Path]]:
    """Every file the PWA serves as (URL path, file): with the bundle, its js/ stands for pwa/js/
    and pwa/vendor/ (bundled in); without it, the modules are served one by one."""
    served = []
    for p in sorted(PWA_DIR.rglob("*")):
        if not p.is_file():
            continue
        relative = p.relative_to(PWA_DIR)
        if is_vendored_pyodide(relative):
            continue  # api/resources/offline_files.py serves it
        if relative.parts[0] == BUNDLE_DIR.name:
            if with_bundle and relative.parts[1] == "js":
                served.append(("/" + relative.relative_to(BUNDLE_DIR.name).as_posix(), p))
        elif not (with_bundle and relative.parts[0] in BUNDLE_INPUTS):
            served.append(("/" + relative.as_posix(), p))
    return served


def file_behind(filename: str) -> str | None:
    """The file on disk that answers at /<filename>, if any (never outside pwa/)."""
    top = filename.split("/", 1)[0]
    if top == BUNDLE_DIR.name or is_vendored_pyodide(Path(filename)):
        return None  # the bundle answers at /js/, not at its own path; Pyodide at a path with its version
    if bundled() and top in BUNDLE_INPUTS:
        return safe_join(str(BUNDLE_DIR), filename) if top == "js" else None
    return safe_join(str(PWA_DIR), filename)


def is_catalog(url: str) -> bool:
    """A catalog of the phone's words, in one language (/locales/<language>/<part>.ftl)."""
    return url.lstrip("/").startswith(CATALOGS + "/")


def is_game_screen(url: str) -> bool:
    """One game's own screen module or words: loaded only when a table of that game opens."""
    relative = url.lstrip("/")
    name = relative.rsplit("/", 1)[-1]
    if relative.startswith(CATALOGS + "/"):
        return name not in SHARED_CATALOGS
    return relative.startswith(GAME_SCREENS + "/") and name not in SHARED_GAME_FILES


def shell_files(with_bundle: bool) -> list[str]:
    """Every file the service worker pre-caches, as URL paths.

    A game's own screen is not among them: the worker keeps it once a table of
    that game has been opened (sw.js), so a phone downloads only the games it plays.
    Nor is any catalog: the worker keeps the language the page speaks (SHARED_CATALOGS). Nor the
    offline engine's modules: a phone that never plays offline never downloads them.
    """
    urls = [url for url, _ in served_files(with_bundle) if url not in ("/sw.js", "/index.html")]
    return ["/"] + [url for url in urls if not is_game_screen(url) and not is_catalog(url)
                    and not url.startswith(OFFLINE_MODULES)]


def shell_version(with_bundle: bool) -> str:
    """Hash of the shell's contents as served: a new deploy gets a new cache name."""
    digest = hashlib.sha256()
    for url, p in served_files(with_bundle):
        digest.update(url.encode())
        digest.update(p.read_bytes())
    return digest.hexdigest()[:12]


# -- compression -------------------------------------------------------------------

COMPRESS_AT_LEAST = 1024  # bytes of an API answer: below this gzip saves little for its time
STATIC_AT_LEAST = 256  # bytes of a shell file: compressed once, so even small ones are worth it
COMPRESSIBLE = ("text/", "application/json", "application/javascript", "application/manifest+json",
                "image/svg+xml", "application/problem+json")
STATIC_LEVEL, DYNAMIC_LEVEL = 9, 6  # static files are compressed once; API answers on each request
# A public cacheable read (an ETag, no token: GET /games is 79 KB, read by every home page) is the same
# bytes for every reader: compressed as hard as a static file, once, and kept (the largest few).
PUBLIC_KEPT, PUBLIC_KEPT_AT_MOST = 16, 512 * 1024


def accepts_gzip() -> bool:
    return request.accept_encodings.quality("gzip") > 0


def compressible(mimetype: str | None) -> bool:
    return mimetype is not None and mimetype.startswith(COMPRESSIBLE)


@dataclass(frozen=True)
class StaticFile:
    """A shell file as served: its bytes, gzipped bytes (when smaller) and a content ETag."""

    body: bytes
    gzipped: bytes | None
    etag: str
    mimetype: str


_static: dict[tuple[str, bool], tuple[tuple[int, int], StaticFile]] = {}


def mimetype_of(path: Path) -> str:
    if path.suffix == ".webmanifest":
        return "application/manifest+json"
    if path.suffix == ".js":
        return "text/javascript"
    if path.suffix == ".ftl":
        return "text/plain"  # a Fluent catalog (Flask adds the charset)
    return mimetypes.guess_type(path.name)[0] or "application/octet-stream"


# A Fluent comment: a line that starts with "#" (a message's own lines are indented after its first).
FLUENT_COMMENT = re.compile(rb"^#.*\n?", re.M)


def minified(body: bytes, path: Path, mimetype: str) -> bytes:
    """A script, stylesheet or catalog without its comments (and a script or stylesheet without
    spare whitespace: rjsmin, rcssmin): the sources explain themselves at length, and a phone on
    a slow line need not download that. Template literals, strings and regular expressions keep
    every character. Off with ``SHERWOOD_MINIFY=0``, for reading the sources in a browser's
    developer tools."""
    if not current_app.config["MINIFY"]:
        return body
    if path.suffix == ".ftl":
        return FLUENT_COMMENT.sub(b"", body)
    if mimetype == "text/javascript":
        import rjsmin

        return bytes(rjsmin.jsmin(body))
    if mimetype == "text/css":
        import rcssmin

        return bytes(rcssmin.cssmin(body))
    return body


def static_file_at(filename: str) -> StaticFile | None:
    """The file under pwa/ that answers at /<filename>, read, minified and compressed once per
    version of it on disk."""
    joined = file_behind(filename)
    if joined is None:
        return None
    # The bundle comes minified by esbuild.
    return packed_file(joined, minify=not Path(joined).is_relative_to(BUNDLE_DIR))


def packed_file(joined: str, minify: bool) -> StaticFile | None:
    """The file at ``joined`` (a path already made safe) as served: minified when asked, gzipped,
    tagged, once per version of it on disk. None when there is no such file."""
    if not os.path.isfile(joined):
        return None
    stat = os.stat(joined)
    mark = (stat.st_mtime_ns, stat.st_size)
    key = (joined, minify and bool(current_app.config["MINIFY"]))
    cached = _static.get(key)
    if cached is not None and cached[0] == mark:
        return cached[1]
    path = Path(joined)
    mimetype = mimetype_of(path)
    body = minified(path.read_bytes(), path, mimetype) if minify else path.read_bytes()
    gzipped = None
    if compressible(mimetype) and len(body) >= STATIC_AT_LEAST:
        packed = gzip.compress(body, STATIC_LEVEL, mtime=0)
        gzipped = packed if len(packed) < len(body) else None
    # Weak: the plain and the gzipped bytes are the same file, so one tag serves both.
    entry = StaticFile(body, gzipped, f'W/"{hashlib.sha256(body).hexdigest()[:20]}"', mimetype)
    _static[key] = (mark, entry)
    return entry


def serve_static(entry: StaticFile) -> Response:
    headers = {"ETag": entry.etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
    sent = request.headers.get("If-None-Match", "")
    if entry.etag in (tag.strip() for tag in sent.split(",")):
        return Response(status=304, headers=headers, mimetype=entry.mimetype)
    if entry.gzipped is not None and accepts_gzip():
        response = Response(entry.gzipped, mimetype=entry.mimetype, headers=headers)
        response.headers["Content-Encoding"] = "gzip"
        return response
    return Response(entry.body, mimetype=entry.mimetype, headers=headers)


def index(**_: str) -> Response:
    entry = static_file_at("index.html")
    assert entry is not None
    return serve_static(entry)


for number, rule in enumerate(SHELL_ROUTES):
    bp.add_url_rule(rule, f"shell_{number}", index)


@bp.route("/join/<string(maxlength=20):code>")
def old_join_link(code: str) -> Response:
    """Links printed before join codes moved into the fragment put the code in the path, which request lines carry into
    access logs: send the browser on to /join#CODE, where the code rides in the fragment that
    browsers never send. Nothing here logs it (gunicorn.conf.py's access log, if
    turned on, writes /join/… instead); the answer is not cached anywhere."""
    target = "/join#" + "".join(ch for ch in code if ch.isalnum())[:32]
    return Response(status=302, headers={"Location": target, "Cache-Control": "no-store"})


def service_worker_source(version: str, with_bundle: bool) -> str:
    """sw.js with the shell's version, its file list and the shared catalogs' parts filled in."""
    template = (PWA_DIR / "sw.js").read_text()
    files = ", ".join(f'"{f}"' for f in shell_files(with_bundle))
    parts = ", ".join(f'"{name.removesuffix(".ftl")}"' for name in sorted(SHARED_CATALOGS))
    return (template.replace("__SHELL_VERSION__", version).replace('"__SHELL_FILES__"', files)
            .replace('"__SHARED_PARTS__"', parts))


@bp.route("/sw.js")
def service_worker() -> Response:
    # Built once in create_app(), like SHELL_VERSION: the shell does not change while the app runs.
    body = current_app.config["SERVICE_WORKER"]
    return Response(body, mimetype="text/javascript", headers={"Cache-Control": "no-cache"})


@bp.route("/favicon.ico")
def favicon() -> Response:
    # Browsers ask for it on every page, the API's Swagger UI included: the app's icon, not a 404.
    response = send_from_directory(PWA_DIR / "icons", "icon-192.png", max_age=0, mimetype="image/png")
    response.headers["Cache-Control"] = "public, max-age=86400"
    return response


NOT_FOUND_PAGE = """<!doctype html>
<html lang="{lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title} - Sherwood Table</title>
  <link rel="icon" href="/icons/icon-192.png" type="image/png">
  <link rel="stylesheet" href="/app.css">
</head>
<body>
  <header class="topbar"><a href="/" class="brand">Sherwood Table</a></header>
  <main>
    <section class="card">
      <h1>{title}</h1>
      <p>{text}</p>
      <p><a href="/">{home}</a></p>
    </section>
  </main>
</body>
</html>
"""


def not_found_page() -> str:
    """The server's own 404 page in the request's language (Accept-Language), its ``lang`` set."""
    words = {name: html.escape(say(msg(f"page-not-found-{name}"))) for name in ("title", "text", "home")}
    return NOT_FOUND_PAGE.format(lang=request_language(), **words)


def wants_a_page() -> bool:
    """A browser navigating (it prefers HTML to JSON), not a program calling the API."""
    accept = request.accept_mimetypes
    return not request.path.startswith("/api/") and accept.quality("text/html") > accept.quality("application/json")


@bp.route(f"/{CATALOGS}/{PSEUDO}/<string(maxlength=40):part>.ftl")
def pseudo_catalog(part: str) -> Response:
    """A phone's catalog in the pseudo-locale (api/words/pseudo.py), made from the English one; only
    where the app was created with PSEUDO_LOCALE (tests), a 404 everywhere else."""
    english = safe_join(str(PWA_DIR / CATALOGS / "en"), f"{part}.ftl")
    if not current_app.config["PSEUDO_LOCALE"] or english is None or not os.path.isfile(english):
        raise NotFound()
    return Response(pseudo_file(Path(english)), mimetype="text/plain", headers={"Cache-Control": "no-cache"})


# Swagger UI (swagger-ui-dist from npm, vendored by scripts/vendor-swagger-ui), which renders
# OpenAPI 3.1: the API's docs page (/api/docs, flask-smorest's) works with no network.
SWAGGER_UI_DIR = Path(__file__).with_name("swagger_ui")


@bp.route("/api/docs/static/<string(maxlength=60):filename>")
def swagger_ui_file(filename: str) -> Response:
    joined = safe_join(str(SWAGGER_UI_DIR), filename)
    entry = packed_file(joined, minify=False) if joined else None
    if entry is None:
        raise NotFound()
    return serve_static(entry)


@bp.route("/<not_api:filename>")
def static_file(filename: str) -> Response:
    entry = static_file_at(filename)
    if entry is None or filename == "sw.js":  # sw.js is served filled in, by service_worker()
        if not wants_a_page():
            raise NotFound()  # programs keep the JSON error body every other 404 has
        return Response(not_found_page(), status=404, mimetype="text/html", headers={"Cache-Control": "no-cache"})
    return serve_static(entry)


@bp.after_app_request
def compress(response: Response) -> Response:
    """Gzip a whole text answer of 1 KB or more (API answers; static files come compressed).

    Streams (live events), files sent straight from disk and answers already
    encoded are left alone.
    """
    if (response.status_code != 200 or response.direct_passthrough or response.is_streamed
            or "Content-Encoding" in response.headers or not compressible(response.mimetype)):
        return response
    add_vary(response, "Accept-Encoding")
    if not accepts_gzip():
        return response
    body = response.get_data()
    if len(body) < COMPRESS_AT_LEAST:
        return response
    public = "ETag" in response.headers and "Authorization" not in request.headers and len(body) <= PUBLIC_KEPT_AT_MOST
    response.set_data(gzipped_for_everyone(body) if public else gzip.compress(body, DYNAMIC_LEVEL, mtime=0))
    response.headers["Content-Encoding"] = "gzip"
    return response


@functools.lru_cache(maxsize=PUBLIC_KEPT)
def gzipped_for_everyone(body: bytes) -> bytes:
    return gzip.compress(body, STATIC_LEVEL, mtime=0)


WORKERS = ("/sw.js", OFFLINE_WORKER)


def is_document_or_worker(response: Response) -> bool:
    """What a Permissions-Policy governs: a script, a stylesheet, a catalog, an icon or an API answer
    gains nothing from it, and a joining phone reads some 20 of them (140 B each)."""
    if request.path.startswith("/api/"):  # a 304 here is text/html to Flask: only the docs' page is one
        return request.path == docs_path()
    return response.mimetype == "text/html" or request.path in WORKERS


@bp.after_app_request
def security_headers(response: Response) -> Response:
    for header, value in common_headers(current_app.config.get("PUBLIC_URL")):
        response.headers.setdefault(header, value)
    if is_document_or_worker(response):
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
    if response.mimetype == "text/html":
        if not request.path.startswith("/api/"):
            response.headers["Content-Security-Policy"] = CSP
        elif request.path == docs_path() and response.status_code == 200 and not response.direct_passthrough:
            # The API's Swagger UI page: its one inline script, by hash.
            page = response.get_data()
            if response.headers.get("Content-Encoding") == "gzip":  # should compress() have run first
                page = gzip.decompress(page)
            response.headers["Content-Security-Policy"] = docs_csp(page)
    elif request.path == OFFLINE_WORKER:
        response.headers["Content-Security-Policy"] = WORKER_CSP
    return response
