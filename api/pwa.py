"""Serves the PWA (static files under pwa/) with a strict Content-Security-Policy."""
from __future__ import annotations

import hashlib
from pathlib import Path

from flask import Blueprint, Response, current_app, request, send_from_directory
from werkzeug.exceptions import NotFound

PWA_DIR = Path(__file__).resolve().parent.parent / "pwa"

# No inline script anywhere; data: images only for generated charts, blob: for the
# join QR code (fetched with the seat's token, issue 12).
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; "
    "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)

bp = Blueprint("pwa", __name__)

# Client-side routes that all load the same shell.
SHELL_ROUTES = ("/", "/join", "/join/<code>", "/t/<table_id>", "/watch/<table_id>", "/rulings", "/new/<game_id>")


def shell_files() -> list[str]:
    """Every file the service worker pre-caches, as URL paths."""
    files = sorted(p for p in PWA_DIR.rglob("*") if p.is_file() and p.name != "sw.js")
    return ["/"] + ["/" + p.relative_to(PWA_DIR).as_posix() for p in files if p.name != "index.html"]


def shell_version() -> str:
    """Hash of the shell's contents: a new deploy gets a new cache name."""
    digest = hashlib.sha256()
    for p in sorted(PWA_DIR.rglob("*")):
        if p.is_file():
            digest.update(p.relative_to(PWA_DIR).as_posix().encode())
            digest.update(p.read_bytes())
    return digest.hexdigest()[:12]


def index(**_: str) -> Response:
    response = send_from_directory(PWA_DIR, "index.html", max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return response


for number, rule in enumerate(SHELL_ROUTES):
    bp.add_url_rule(rule, f"shell_{number}", index)


def service_worker_source(version: str) -> str:
    """sw.js with the shell's version and file list filled in."""
    template = (PWA_DIR / "sw.js").read_text()
    files = ", ".join(f'"{f}"' for f in shell_files())
    return template.replace("__SHELL_VERSION__", version).replace('"__SHELL_FILES__"', files)


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
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Page not found - Sherwood Table</title>
  <link rel="icon" href="/icons/icon-192.png" type="image/png">
  <link rel="stylesheet" href="/app.css">
</head>
<body>
  <header class="topbar"><a href="/" class="brand">Sherwood Table</a></header>
  <main>
    <section class="card">
      <h1>Page not found</h1>
      <p>There is nothing at this address. A table's link starts with /t/ or /join/.</p>
      <p><a href="/">Go to the home page</a></p>
    </section>
  </main>
</body>
</html>
"""


def wants_a_page() -> bool:
    """A browser navigating (it prefers HTML to JSON), not a program calling the API."""
    accept = request.accept_mimetypes
    return not request.path.startswith("/api/") and accept.quality("text/html") > accept.quality("application/json")


@bp.route("/<path:filename>")
def static_file(filename: str) -> Response:
    try:
        response = send_from_directory(PWA_DIR, filename, max_age=0)
    except NotFound:
        if not wants_a_page():
            raise  # programs keep the JSON error body every other 404 has
        return Response(NOT_FOUND_PAGE, status=404, mimetype="text/html", headers={"Cache-Control": "no-cache"})
    if filename.endswith(".webmanifest"):
        response.mimetype = "application/manifest+json"
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.after_app_request
def security_headers(response: Response) -> Response:
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "no-referrer")
    # The API's Swagger UI page has an inline script; the app's own pages have none.
    if response.mimetype == "text/html" and not request.path.startswith("/api/"):
        response.headers["Content-Security-Policy"] = CSP
    return response
