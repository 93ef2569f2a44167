"""The modules bundled (scripts/bundle_pwa.py, served by api/resources/pwa.py): the committed bundle is what
the sources build, the app serves it at the modules' own URLs while it is current and the modules
one by one while it is not, and the service worker pre-caches what is served."""
from __future__ import annotations

import gzip
import json
import logging
import re
import shutil
import subprocess
import sys

import pytest

from api import close_app, create_app
from api.resources import pwa
from api.resources.pwa import BUNDLE_DIR, BUNDLE_RECORD, PWA_DIR, bundle_inputs_digest, bundle_is_current, shell_files
from scripts import bundle_pwa
from tests.conftest import APP_SETTINGS
from tests.paths import ROOT

GZIP = {"Accept-Encoding": "gzip"}
CORE = sorted((BUNDLE_DIR / "js" / "chunks").glob("core.js"))


@pytest.fixture
def app_with(tmp_path, clock):
    made = []

    def make(**settings):
        made.append(create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / f"b{len(made)}.db"), "CLOCK": clock,
                                **settings}))
        return made[-1]

    yield make
    for app in made:
        close_app(app)


def test_the_committed_bundle_was_built_from_the_sources_as_they_are():
    assert bundle_is_current(), "pwa/bundle/ is stale: run python scripts/bundle_pwa.py and commit it"


def test_the_committed_bundle_is_byte_for_byte_what_the_sources_build():
    """Rebuilt with the pinned Rollup and esbuild (scripts/test installs them into .venv/bundler/)."""
    missing = [name for name in bundle_pwa.TOOLS if not (bundle_pwa.TOOLS_DIR / "node_modules" / ".bin" / name).exists()]
    assert not missing, f"{missing} missing: {bundle_pwa.INSTALL} (scripts/test does it)"
    checked = subprocess.run([sys.executable, "scripts/bundle_pwa.py", "--check"], cwd=ROOT,
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_every_module_loaded_with_import_is_an_entry_at_its_own_path():
    record = json.loads(BUNDLE_RECORD.read_text())
    lazy = {m.relative_to(PWA_DIR / "js").with_suffix("").as_posix() for m in bundle_pwa.lazy_entries()}
    assert "views/home" in lazy and "games/rescuing" in lazy and "corrections" in lazy
    # The offline modules (pwa/js/offline/: the engine's page side and its worker, the table's API on the
    # phone and the server's words), each loaded with import() to play offline, or run as the worker.
    offline = {m.relative_to(PWA_DIR / "js").with_suffix("").as_posix() for m in bundle_pwa.offline_entries()}
    assert offline == {"offline/engine", "offline/engine-worker", "offline/local-server", "offline/words"}
    assert set(record["entries"]) == lazy | offline | {"app"}
    for entry in record["entries"]:
        assert (BUNDLE_DIR / "js" / f"{entry}.js").is_file(), entry
    # What app.js imports without import() is one chunk: a page loads app.js, it and a screen. The other
    # chunk holds what only lazily loaded pages share (schema-forms.js: the new-table form, a Fix's
    # editor, the generic screen), which neither app.js nor core imports.
    assert len(CORE) == 1
    assert {p.name for p in (BUNDLE_DIR / "js" / "chunks").iterdir()} == {CORE[0].name, "schema-forms.js"}
    first_load = (BUNDLE_DIR / "js" / "app.js").read_text() + CORE[0].read_text()
    assert "schema-forms" not in first_load


def test_a_lazy_import_of_a_computed_path_stops_the_build(tmp_path, monkeypatch):
    (tmp_path / "app.js").write_text('const name = "home";\nimport(`./views/${name}.js`);\n')
    monkeypatch.setattr(bundle_pwa, "SOURCES", tmp_path)
    with pytest.raises(SystemExit, match="not a literal string"):
        bundle_pwa.lazy_entries()


def test_the_bundle_answers_at_the_modules_urls(client):
    app_js = client.get("/js/app.js", headers=GZIP)
    assert app_js.headers["Content-Encoding"] == "gzip" and app_js.mimetype == "text/javascript"
    assert gzip.decompress(app_js.data) == (BUNDLE_DIR / "js" / "app.js").read_bytes()
    core = f"/js/chunks/{CORE[0].name}"
    assert client.get(core).data == CORE[0].read_bytes()
    assert f"./chunks/{CORE[0].name}".encode() in gzip.decompress(app_js.data)  # app.js imports it
    assert client.get("/js/games/rescuing.js").data == (BUNDLE_DIR / "js" / "games" / "rescuing.js").read_bytes()
    # Bundled in, so not served on their own: a page that asked for one would run a second copy.
    for gone in ("/js/dom.js", "/js/games/index.js", "/vendor/fluent-bundle.js", "/bundle/js/app.js",
                 "/bundle/sources.json"):
        assert client.get(gone).status_code == 404, gone


def test_the_bundle_keeps_the_vendored_librarys_notice():
    assert b"/*! @fluent/bundle 0.19.1 (Apache-2.0" in CORE[0].read_bytes()


def test_without_the_bundle_the_modules_go_out_one_by_one(app_with):
    client = app_with(BUNDLED=False).test_client()
    assert b"// " not in client.get("/js/dom.js").data and client.get("/js/dom.js").status_code == 200
    assert client.get("/vendor/fluent-bundle.js").status_code == 200
    assert client.get(f"/js/chunks/{CORE[0].name}").status_code == 404


def test_a_stale_bundle_is_left_alone_and_said_in_the_log(app_with, monkeypatch, tmp_path, caplog):
    stale = tmp_path / "sources.json"
    stale.write_text(json.dumps({"sources": "0" * 64}))
    monkeypatch.setattr(pwa, "BUNDLE_RECORD", stale)
    assert not bundle_is_current()
    with caplog.at_level(logging.WARNING):
        app = app_with()
    assert app.config["BUNDLED"] is False
    assert any("scripts/bundle_pwa.py" in r.getMessage() for r in caplog.records)
    assert app.test_client().get("/js/dom.js").status_code == 200
    stale.write_text("not json")
    assert not bundle_is_current()


def test_the_record_follows_every_source_and_the_vendored_library(tmp_path, monkeypatch):
    digest = bundle_inputs_digest()
    copy = tmp_path / "pwa"
    for folder in pwa.BUNDLE_INPUTS:
        shutil.copytree(PWA_DIR / folder, copy / folder)
    monkeypatch.setattr(pwa, "PWA_DIR", copy)
    assert bundle_inputs_digest() == digest
    (copy / "vendor" / "fluent-bundle.js").write_bytes(b"changed")
    assert bundle_inputs_digest() != digest


def test_the_service_worker_precaches_what_is_served(app_with):
    bundled, one_by_one = shell_files(True), shell_files(False)
    core = f"/js/chunks/{CORE[0].name}"
    assert {"/", "/js/app.js", core, "/js/views/home.js", "/app.css"} <= set(bundled)
    assert not {"/js/dom.js", "/vendor/fluent-bundle.js", "/js/games/rescuing.js", "/bundle/sources.json"} & set(bundled)
    assert {"/js/dom.js", "/js/games/index.js", "/vendor/fluent-bundle.js"} <= set(one_by_one)
    assert not [f for f in one_by_one if "chunks" in f or f.startswith("/bundle")]
    worker = app_with().test_client().get("/sw.js").get_data(as_text=True)
    assert f'"{core}"' in worker and '"/js/games/rescuing.js"' not in worker
    assert app_with().config["SHELL_VERSION"] != app_with(BUNDLED=False).config["SHELL_VERSION"]


def test_a_catalog_goes_out_without_its_comments(client, app_with):
    source = (PWA_DIR / "locales" / "de" / "rescuing-robin-hood.ftl").read_text()
    served = client.get("/locales/de/rescuing-robin-hood.ftl").get_data(as_text=True)
    assert re.search(r"^#", source, re.M) and not re.search(r"^#", served, re.M)
    ids = re.compile(r"^([a-z][\w-]*) =", re.M)
    assert ids.findall(served) == ids.findall(source)
    assert served == "".join(line for line in source.splitlines(keepends=True) if not line.startswith("#"))
    unminified = app_with(MINIFY=False).test_client().get("/locales/de/rescuing-robin-hood.ftl")
    assert unminified.get_data(as_text=True) == source
