"""What a phone needs to play a table with no server (issue 38): the rules engine, Python to run it
in the browser, and the words of its refusals. docs/architecture.md, "The offline engine".

* ``/vendor/pyodide/<version>/<file>``: Pyodide (pwa/vendor/pyodide/, filled by scripts/vendor-pyodide,
  not committed). The version is in the path, so each file is immutable and cached for a year; an
  old page asking for another version gets a 404 rather than a mix of two releases. The large text
  files go out as the ``.gz`` the script made beside them, for a browser that accepts gzip.
* ``/offline/engine.zip``: the ``engine`` package's modules, zipped once per process, the same bytes
  for the same sources (fixed dates, sorted names, the same zlib), so its SHA-256 is the engine's
  version (its ETag and ``X-Engine-Version``); revalidated on every start, as the app's other files are.
* ``/offline/engine.json``: that version and size, where Pyodide lies and which files it needs, and
  the catalog parts: what the service worker keeps once the page asks it to (pwa/sw.js ``keepOffline``).
* ``/offline/locales/<language>/<part>.ftl``: the server's catalogs (locales/), which the phone needs
  to word the engine's refusals and results with no server to ask.

None of it is in the shell: a phone loads it only when a table is played offline.
"""
from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import zipfile
from dataclasses import dataclass
from pathlib import Path

from flask import Blueprint, Response, request, send_file
from werkzeug.exceptions import NotFound
from werkzeug.http import parse_etags, unquote_etag

from ..words.i18n import CATALOG_FILES, CATALOGS, FALLBACK, spoken
from ..words.pseudo import PSEUDO, pseudo_file
from .pwa import PYODIDE_DIR, packed_file, serve_static

ENGINE_DIR = Path(__file__).resolve().parents[2] / "engine"
PYODIDE_URL = "/vendor/pyodide"
# What runs Python in a browser (scripts/vendor-pyodide's FILES): the loader, the Emscripten module,
# the interpreter, its standard library and the lock file the loader reads at start.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PYODIDE_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".zip": "application/zip",
                 ".json": "application/json"}
IMMUTABLE = "public, max-age=31536000, immutable"  # a year: the path names the version
# The server's catalog parts a phone words the engine's refusals with (api/words/i18n.py CATALOG_FILES).
CATALOG_PARTS = tuple(name.removesuffix(".ftl") for name in CATALOG_FILES)
# Every entry's date (the earliest a zip can hold) rather than the file's: the same sources, the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

bp = Blueprint("offline_files", __name__)


# -- the engine ----------------------------------------------------------------------


@dataclass(frozen=True)
class EngineZip:
    """The engine's modules zipped, and their version: the SHA-256 of those bytes."""

    body: bytes
    version: str

    @property
    def etag(self) -> str:
        return f'"{self.version}"'


# The table's API as the phone answers it with no server (pwa/py/local_table.py): zipped beside engine/.
LOCAL_TABLE = ENGINE_DIR.parent / "pwa" / "py" / "local_table.py"


def engine_sources() -> list[Path]:
    """The engine package's modules, by path: what Pyodide imports (no __pycache__), and the phone's
    table API module that runs on it."""
    return sorted(p for p in ENGINE_DIR.rglob("*.py") if "__pycache__" not in p.parts) + [LOCAL_TABLE]


def zip_name(path: Path) -> str:
    """Where a source lies in the zip: engine/... as in the repository, local_table.py at the top."""
    return path.name if path == LOCAL_TABLE else path.relative_to(ENGINE_DIR.parent).as_posix()


@functools.cache
def engine_zip() -> EngineZip:
    """The zip of ``engine/``, built once per process (the sources do not change while it runs)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in engine_sources():
            entry = zipfile.ZipInfo(zip_name(path), date_time=ZIP_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16  # a plain file, readable: not whatever the checkout's mode was
            archive.writestr(entry, path.read_bytes(), compresslevel=9)
    body = buffer.getvalue()
    return EngineZip(body, hashlib.sha256(body).hexdigest())


def not_modified(etag: str) -> bool:
    """The request's If-None-Match names ``etag`` (weak comparison: a weak tag is matched as well)."""
    tag, _ = unquote_etag(etag)
    return parse_etags(request.headers.get("If-None-Match")).contains_weak(tag)


@bp.route("/offline/engine.zip")
def engine_archive() -> Response:
    packed = engine_zip()
    headers = {"ETag": packed.etag, "Cache-Control": "no-cache", "X-Engine-Version": packed.version}
    if not_modified(packed.etag):
        return Response(status=304, headers=headers)
    return Response(packed.body, mimetype="application/zip", headers=headers)


def pyodide_version() -> str | None:
    """The vendored Pyodide's version, or None when it is not there (offline play unavailable)."""
    try:
        version = (PYODIDE_DIR / "VERSION").read_text().strip()
    except OSError:
        return None
    return version if all((PYODIDE_DIR / name).is_file() for name in PYODIDE_FILES) else None


@bp.route("/offline/engine.json")
def engine_manifest() -> Response:
    """The engine's version and size, where Pyodide lies (null when this server has none) and the
    catalog parts: what a phone keeps for playing offline (sw.js) and checks its engine against."""
    packed = engine_zip()
    version = pyodide_version()
    pyodide = None if version is None else {"version": version, "url": f"{PYODIDE_URL}/{version}/",
                                            "files": list(PYODIDE_FILES)}
    body = json.dumps({"version": packed.version, "bytes": len(packed.body), "pyodide": pyodide,
                       "catalogs": list(CATALOG_PARTS)}).encode()
    etag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if not_modified(etag):
        return Response(status=304, headers=headers)
    return Response(body, mimetype="application/json", headers=headers)


# -- Pyodide ---------------------------------------------------------------------------


@functools.cache
def content_tag(path: Path, mark: tuple[int, int]) -> str:
    """A file's ETag from its bytes (hashed once per version of it on disk: ``mark``)."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return f'W/"{digest.hexdigest()[:20]}"'  # weak: the plain and the gzipped bytes are one file


@bp.route(f"{PYODIDE_URL}/<string(maxlength=20):version>/<string(maxlength=40):name>")
def pyodide_file(version: str, name: str) -> Response:
    """One of Pyodide's files, from disk (9 MB of WebAssembly is not kept in each worker's memory);
    its gzipped copy when the browser accepts it and scripts/vendor-pyodide made one."""
    if version != pyodide_version() or name not in PYODIDE_FILES:
        raise NotFound()
    path = PYODIDE_DIR / name
    stat = path.stat()
    etag = content_tag(path, (stat.st_mtime_ns, stat.st_size))
    headers = {"ETag": etag, "Cache-Control": IMMUTABLE, "Vary": "Accept-Encoding"}
    mimetype = PYODIDE_TYPES[path.suffix]
    if not_modified(etag):
        return Response(status=304, headers=headers)
    gzipped = path.with_name(path.name + ".gz")
    if request.accept_encodings.quality("gzip") > 0 and gzipped.is_file():
        response = send_file(gzipped, mimetype=mimetype, conditional=False, etag=False, max_age=None)
        response.headers["Content-Encoding"] = "gzip"
    else:
        response = send_file(path, mimetype=mimetype, conditional=False, etag=False, max_age=None)
    response.headers.update(headers)
    return response


# -- the words ---------------------------------------------------------------------------


@bp.route("/offline/locales/<string(maxlength=12):language>/<string(maxlength=12):part>.ftl")
def server_catalog(language: str, part: str) -> Response:
    """One of the server's catalogs (locales/<language>/<part>.ftl) in one of the app's languages."""
    if language not in spoken() or part not in CATALOG_PARTS:
        raise NotFound()
    if language == PSEUDO:  # made from the English one, as the phone's own (pwa.pseudo_catalog)
        text = pseudo_file(CATALOGS / FALLBACK / f"{part}.ftl")
        return Response(text, mimetype="text/plain", headers={"Cache-Control": "no-cache"})
    entry = packed_file(os.fspath(CATALOGS / language / f"{part}.ftl"), minify=True)
    if entry is None:
        raise NotFound()
    return serve_static(entry)

