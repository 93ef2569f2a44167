"""What a phone needs to play with no server, as the app serves it (api/resources/offline_files.py): the engine
zipped the same way every time and tagged by its SHA-256, Pyodide at a path naming its version (as
WebAssembly, gzipped, cached for a year), the server's catalogs in the app's languages only, and none of
it in the shell every phone loads. The worker's script alone may compile WebAssembly (its own CSP).
tests/browser/test_offline_engine.py runs the engine in Chromium."""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import zipfile

import pytest

from api import close_app, create_app
from api.resources import offline_files, pwa
from api.resources.offline_files import CATALOG_PARTS, ENGINE_DIR, LOCAL_TABLE, PYODIDE_FILES, engine_zip, pyodide_version
from api.resources.pwa import BUNDLE_DIR, CSP, PWA_DIR, WORKER_CSP, bundle_inputs_digest, shell_files
from api.words.i18n import CATALOGS, LANGUAGES
from tests.conftest import APP_SETTINGS

GZIP = {"Accept-Encoding": "gzip"}
WORKER = "/js/offline/engine-worker.js"
vendored = pytest.mark.skipif(pyodide_version() is None,
                              reason="pwa/vendor/pyodide/ is missing: run scripts/vendor-pyodide (needs npm)")


@pytest.fixture
def app_with(tmp_path, clock):
    made = []

    def make(**settings):
        made.append(create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / f"o{len(made)}.db"), "CLOCK": clock,
                                **settings}))
        return made[-1]

    yield make
    for app in made:
        close_app(app)


# -- the engine ---------------------------------------------------------------------


def test_the_engine_zip_holds_the_engines_modules_and_nothing_else(client):
    """The engine's modules, and the phone's table API that runs on them (pwa/py/local_table.py) at the top."""
    answer = client.get("/offline/engine.zip")
    assert answer.status_code == 200 and answer.mimetype == "application/zip"
    archive = zipfile.ZipFile(io.BytesIO(answer.data))
    sources = {p.relative_to(ENGINE_DIR.parent).as_posix(): p.read_bytes() for p in ENGINE_DIR.rglob("*.py")
               if "__pycache__" not in p.parts} | {"local_table.py": LOCAL_TABLE.read_bytes()}
    assert {"engine/__init__.py", "engine/offline.py", "engine/offline_calls.py", "engine/games/scorepad.py"} <= set(sources)
    assert sorted(archive.namelist()) == archive.namelist() == sorted(sources)
    assert {name: archive.read(name) for name in archive.namelist()} == sources
    assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in archive.infolist())


def test_the_engine_zip_is_the_same_bytes_each_time_it_is_built():
    first = engine_zip()
    engine_zip.cache_clear()
    try:
        again = engine_zip()
    finally:
        engine_zip.cache_clear()
    assert again is not first and again.body == first.body and again.version == first.version


def test_the_engine_zip_is_tagged_by_its_sha256_and_revalidates_to_a_304(client):
    answer = client.get("/offline/engine.zip", headers=GZIP)
    version = hashlib.sha256(answer.data).hexdigest()
    assert "Content-Encoding" not in answer.headers  # a zip is compressed already
    assert answer.headers["ETag"] == f'"{version}"' and answer.headers["X-Engine-Version"] == version
    assert answer.headers["Cache-Control"] == "no-cache"
    again = client.get("/offline/engine.zip", headers={"If-None-Match": answer.headers["ETag"]})
    assert again.status_code == 304 and again.data == b"" and again.headers["X-Engine-Version"] == version
    assert client.get("/offline/engine.zip", headers={"If-None-Match": '"other"'}).status_code == 200


def test_the_manifest_names_the_engines_version_pyodides_folder_and_the_catalogs(client):
    answer = client.get("/offline/engine.json")
    manifest = answer.json
    zipped = client.get("/offline/engine.zip").data
    assert manifest["version"] == hashlib.sha256(zipped).hexdigest() and manifest["bytes"] == len(zipped)
    assert sorted(manifest["catalogs"]) == ["games", "rulings", "server"]
    assert answer.headers["Cache-Control"] == "no-cache"
    assert client.get("/offline/engine.json", headers={"If-None-Match": answer.headers["ETag"]}).status_code == 304
    if pyodide_version() is not None:
        version = (PWA_DIR / "vendor" / "pyodide" / "VERSION").read_text().strip()
        assert manifest["pyodide"] == {"version": version, "url": f"/vendor/pyodide/{version}/",
                                       "files": list(PYODIDE_FILES)}


def test_without_pyodide_the_manifest_says_so_and_no_file_is_served(client, tmp_path, monkeypatch):
    monkeypatch.setattr(offline_files, "PYODIDE_DIR", tmp_path / "none")
    assert client.get("/offline/engine.json").json["pyodide"] is None
    assert client.get("/vendor/pyodide/314.0.8/pyodide.mjs").status_code == 404


# -- Pyodide ---------------------------------------------------------------------------


@vendored
def test_pyodides_webassembly_goes_out_as_such_gzipped_and_cached_for_a_year(client):
    url = f"/vendor/pyodide/{pyodide_version()}/pyodide.asm.wasm"
    plain = (PWA_DIR / "vendor" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    answer = client.get(url, headers=GZIP)
    assert answer.status_code == 200 and answer.mimetype == "application/wasm"
    assert answer.headers["Content-Encoding"] == "gzip" and gzip.decompress(answer.data) == plain
    assert answer.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "Accept-Encoding" in answer.headers["Vary"]
    unzipped = client.get(url)
    assert "Content-Encoding" not in unzipped.headers and unzipped.data == plain
    assert unzipped.headers["ETag"] == answer.headers["ETag"]
    assert client.get(url, headers={"If-None-Match": answer.headers["ETag"]}).status_code == 304


@vendored
@pytest.mark.parametrize("name, mimetype", [("pyodide.mjs", "text/javascript"), ("pyodide.asm.mjs", "text/javascript"),
                                            ("python_stdlib.zip", "application/zip"),
                                            ("pyodide-lock.json", "application/json")])
def test_each_of_pyodides_files_keeps_its_type(client, name, mimetype):
    answer = client.get(f"/vendor/pyodide/{pyodide_version()}/{name}")
    assert answer.status_code == 200 and answer.mimetype == mimetype
    assert answer.data == (PWA_DIR / "vendor" / "pyodide" / name).read_bytes()


@vendored
@pytest.mark.parametrize("path", ["/vendor/pyodide/0.0.1/pyodide.mjs", "/vendor/pyodide/{v}/VERSION",
                                  "/vendor/pyodide/{v}/pyodide.asm.wasm.gz", "/vendor/pyodide/{v}/README.md",
                                  "/vendor/pyodide/pyodide.mjs", "/vendor/pyodide/{v}/..%2FVERSION"])
@pytest.mark.parametrize("bundled", [True, False], ids=["bundled", "one by one"])
def test_another_version_or_file_of_pyodide_is_not_found(app_with, path, bundled):
    client = app_with(BUNDLED=bundled).test_client()
    assert client.get(path.format(v=pyodide_version())).status_code == 404


# -- the words -------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("part", ["server", "games", "rulings"])
def test_the_servers_catalogs_are_served_without_their_comments(client, language, part):
    assert part in CATALOG_PARTS
    answer = client.get(f"/offline/locales/{language}/{part}.ftl")
    assert answer.status_code == 200 and answer.mimetype == "text/plain"
    source = (CATALOGS / language / f"{part}.ftl").read_text()
    assert answer.get_data(as_text=True) == "".join(line for line in source.splitlines(keepends=True)
                                                    if not line.startswith("#"))


@pytest.mark.parametrize("path", ["/offline/locales/xx/server.ftl", "/offline/locales/en/app.ftl",
                                  "/offline/locales/en/server.txt", "/offline/locales/../locales/en/server.ftl",
                                  "/offline/locales/..%2F..%2Fapi/x.ftl", "/offline/locales/en/..%2F..%2Fpyproject.ftl",
                                  "/offline/locales/en/%2E%2E.ftl", "/offline/locales/%2E%2E/server.ftl"])
def test_any_other_catalog_is_not_found(client, path):
    answer = client.get(path)
    assert answer.status_code == 404, answer.get_data(as_text=True)[:200]


# -- not in the shell; the worker's policy ------------------------------------------------


@pytest.mark.parametrize("with_bundle", [True, False], ids=["bundled", "one by one"])
def test_nothing_of_the_offline_engine_is_in_the_shell(app_with, with_bundle):
    files = shell_files(with_bundle)
    # The pages about playing offline (views/offline.js, table/holder.js) are the shell's, as every page is;
    # the engine, Pyodide and the modules that run them (/js/offline/) are not.
    engine_files = [url for url in files if "pyodide" in url or url.startswith(("/js/offline/", "/offline/"))]
    assert not engine_files and "/js/views/offline.js" in files
    worker = app_with(BUNDLED=with_bundle).test_client().get("/sw.js").get_data(as_text=True)
    shell = re.search(r"const SHELL = \[(.*?)\];", worker).group(1)
    assert "pyodide" not in shell and "/js/offline/" not in shell and '"/offline/' not in shell
    assert not [url for url, _ in pwa.served_files(with_bundle) if url.startswith("/vendor/pyodide")]


def test_no_module_of_the_first_load_names_the_offline_engine():
    """app.js and its core chunk (what every page loads) never import it; it is an entry of its own."""
    for path in [BUNDLE_DIR / "js" / "app.js", *(BUNDLE_DIR / "js" / "chunks").glob("*.js")]:
        text = path.read_text()
        assert "offline/engine" not in text and "pyodide" not in text, path
    entries = json.loads((BUNDLE_DIR / "sources.json").read_text())["entries"]
    assert {"offline/engine", "offline/engine-worker"} <= set(entries)


def test_vendored_pyodide_is_no_input_of_the_bundle(tmp_path, monkeypatch):
    digest = bundle_inputs_digest()
    copy = tmp_path / "pwa"
    for folder in pwa.BUNDLE_INPUTS:
        source = PWA_DIR / folder
        for path in source.rglob("*"):
            if path.is_file() and not pwa.is_vendored_pyodide(path.relative_to(PWA_DIR)):
                (copy / path.relative_to(PWA_DIR)).parent.mkdir(parents=True, exist_ok=True)
                (copy / path.relative_to(PWA_DIR)).write_bytes(path.read_bytes())
    monkeypatch.setattr(pwa, "PWA_DIR", copy)
    assert bundle_inputs_digest() == digest
    (copy / "vendor" / "pyodide").mkdir(exist_ok=True)
    (copy / "vendor" / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm")
    assert bundle_inputs_digest() == digest


@pytest.mark.parametrize("bundled", [True, False], ids=["bundled", "one by one"])
def test_only_the_engines_worker_may_compile_webassembly(app_with, bundled):
    client = app_with(BUNDLED=bundled).test_client()
    assert "wasm" not in client.get("/").headers["Content-Security-Policy"]  # no page may
    assert client.get("/").headers["Content-Security-Policy"] == CSP
    worker = client.get(WORKER)
    assert worker.status_code == 200 and worker.mimetype == "text/javascript"
    policy = worker.headers["Content-Security-Policy"]
    assert policy == WORKER_CSP
    scripts = policy.split("script-src")[1].split(";")[0].split()
    assert scripts == ["'self'", "'wasm-unsafe-eval'"]  # not 'unsafe-eval': no eval(), no new Function
    assert "Content-Security-Policy" not in client.get("/js/offline/engine.js").headers
    assert client.get("/js/offline/engine.js").status_code == 200
