"""The wire: compression, revalidation, game screens loaded on demand, a lighter
games list, and the move body parsed once. Behaviour only, no timings."""
from __future__ import annotations

import gzip
import json
import re
from pathlib import Path
from typing import Any

import marshmallow as ma
import pytest

from api.web import schemas
from api.resources.pwa import PWA_DIR, shell_files
from api.table import moves as tables

GZIP = {"Accept-Encoding": "gzip"}


def test_a_module_served_on_its_own_goes_out_minified_and_gzipped_when_the_browser_accepts_it(tmp_path, clock):
    """Without the bundle (tests/pwa/test_bundle.py), rjsmin strips a module's comments."""
    import rjsmin
    from api import close_app, create_app
    from tests.conftest import APP_SETTINGS

    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "m.db"), "CLOCK": clock, "BUNDLED": False})
    source = (PWA_DIR / "js" / "views" / "table.js").read_bytes()
    try:
        response = app.test_client().get("/js/views/table.js", headers=GZIP)
    finally:
        close_app(app)
    assert response.status_code == 200 and response.headers["Content-Encoding"] == "gzip"
    served = gzip.decompress(response.data)
    assert served == rjsmin.jsmin(source) and len(served) < len(source) * 0.8  # the comments are gone
    assert b"// " not in served and len(response.data) < len(source) / 3
    assert "Accept-Encoding" in response.headers["Vary"]
    assert response.mimetype == "text/javascript"


def test_without_accept_encoding_a_file_goes_out_uncompressed(client):
    import rcssmin

    response = client.get("/app.css")
    assert "Content-Encoding" not in response.headers
    assert response.data == rcssmin.cssmin((PWA_DIR / "app.css").read_bytes())


def test_with_minifying_off_the_sources_go_out_as_they_are(tmp_path, clock):
    from api import close_app, create_app
    from tests.conftest import APP_SETTINGS

    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "m.db"), "CLOCK": clock, "MINIFY": False})
    try:
        for path in ("js/dom.js", "app.css", "locales/en/app.ftl"):
            assert app.test_client().get("/" + path).data == (PWA_DIR / path).read_bytes()
    finally:
        close_app(app)


def test_scripts_and_catalogs_skip_the_documents_permissions_policy_but_keep_nosniff(client):
    """A Permissions-Policy governs a document (and a worker): the page and sw.js carry it; the
    30-odd scripts, styles, catalogs, icons and API answers a phone loads do not need its 140 bytes each."""
    for path in ("/js/app.js", "/app.css", "/locales/de/app.ftl", "/icons/icon-192.png", "/api/v1/games/briefs",
                 "/api/v1/health"):
        answer = client.get(path)
        assert answer.status_code == 200 and "Permissions-Policy" not in answer.headers, path
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
    for path in ("/", "/t/abc", "/sw.js", "/js/offline/engine-worker.js", "/api/docs"):
        assert "camera=()" in client.get(path).headers["Permissions-Policy"], path


def test_a_revalidated_shell_file_is_a_304_with_or_without_gzip(client):
    first = client.get("/js/app.js", headers=GZIP)
    for headers in (GZIP, {}):
        again = client.get("/js/app.js", headers={**headers, "If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.data == b""
    assert client.get("/js/app.js", headers={"If-None-Match": 'W/"other"'}).status_code == 200


def test_the_shell_page_and_the_manifest_keep_their_types_and_headers(client):
    page = client.get("/t/some-table", headers=GZIP)
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert page.headers["Cache-Control"] == "no-cache"
    assert client.get("/manifest.webmanifest").mimetype == "application/manifest+json"
    assert client.get("/icons/icon-192.png").mimetype == "image/png"


def test_missing_files_and_paths_outside_the_shell_are_not_found(client):
    assert client.get("/js/nothing.js").status_code == 404
    assert client.get("/../pyproject.toml").status_code == 404
    assert client.get("/js/../../api/store.py").status_code == 404
    page = client.get("/nowhere", headers={"Accept": "text/html"})
    assert page.status_code == 404 and b"Page not found" in page.data


def test_a_large_api_answer_is_gzipped_and_a_small_one_is_not(client, pad):
    games = client.get("/api/v1/games", headers=GZIP)
    assert games.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(games.data))[0]["id"]
    move = pad.move({**pad.seat(0), **GZIP}, type="add", points=1)
    assert move.status_code == 201 and "Content-Encoding" not in move.headers
    read = pad.get({**pad.host, **GZIP})
    again = pad.get({**pad.host, **GZIP, "If-None-Match": read.headers["ETag"]})
    assert again.status_code == 304 and "Content-Encoding" not in again.headers


def test_live_events_are_never_gzipped(client, pad):
    response = client.get(f"/api/v1/tables/{pad.id}/events", headers={**pad.host, **GZIP})
    assert response.status_code == 200 and "Content-Encoding" not in response.headers
    assert b"retry:" in response.data


def test_the_games_list_leaves_out_the_decisions_and_one_game_keeps_them(client):
    listed = client.get("/api/v1/games").json
    assert all("decisions" not in g and g["rulings"] and g["moves"] for g in listed)
    assert client.get("/api/v1/games/robin-hood-goods").json["decisions"]


@pytest.mark.parametrize("with_bundle", [True, False], ids=["bundled", "one by one"])
def test_the_service_worker_precaches_the_shell_but_no_game_screen(client, with_bundle):
    files = shell_files(with_bundle)
    screens = {f"/js/games/{p.name}" for p in (PWA_DIR / "js" / "games").glob("*.js")}
    assert "/js/games/generic.js" in files and ("/js/games/index.js" in files) is not with_bundle  # bundled in
    assert not screens - {"/js/games/index.js", "/js/games/generic.js"} & set(files)
    assert "/js/views/home.js" in files and "/app.css" in files and "/" in files
    worker = client.get("/sw.js").get_data(as_text=True)
    assert '"/js/games/score-pad.js"' not in worker and '"/js/games/generic.js"' in worker


def test_no_game_screen_is_imported_up_front():
    """index.js names each game's module for import() only; app.js loads one before a table draws."""
    index = (PWA_DIR / "js" / "games" / "index.js").read_text()
    static_imports = re.findall(r'^import .* from "(.+)";', index, re.M)
    assert static_imports == ["../dom.js", "../i18n.js"]
    assert 'import("./generic.js")' in index  # the generic screen too, for a game without its own
    for module in ("score-pad", "curse", "rh1990", "hero", "goods", "rescuing"):
        assert f'import("./{module}.js")' in index
    assert "loadScreen" in (PWA_DIR / "js" / "app.js").read_text()


BODIES: list[Any] = [
    {"type": "add", "points": 1},
    {"type": "add", "points": 1, "seat": 2, "expected_version": 7},
    {"type": "x" * 60},
    {"type": "x" * 61},
    {"type": ""},
    {"type": None},
    {"type": 5},
    {"points": 1},
    {"type": "add", "seat": True},
    {"type": "add", "seat": 1.0},
    {"type": "add", "seat": 100},
    {"type": "add", "seat": -1},
    {"type": "add", "seat": None},
    {"type": "add", "expected_version": -1},
    {"type": "add", "expected_version": "3"},
    {"type": "add", "nested": {"deep": [1, 2]}},
    [],
    "add",
]


def loaded(schema: ma.Schema, body: Any) -> tuple[str, Any]:
    try:
        return "ok", schema.load(body)
    except ma.ValidationError as err:
        return "refused", err.messages


@pytest.mark.parametrize("body", BODIES, ids=lambda b: json.dumps(b)[:40])
def test_the_move_body_parsed_once_takes_and_refuses_what_marshmallow_does(body):
    assert loaded(tables.MoveInSchema(), body) == loaded(schemas.MoveInSchema(), body)


def test_the_spec_documents_the_move_body_as_the_typed_union_whatever_parses_it(app):
    """The parsing shortcut changes nothing in the spec: the body is documented as typed
    `Move` (each game's moves), not as the schema that parses it."""
    spec = app.extensions["sherwood.api"].spec.to_dict()
    body = spec["paths"]["/api/v1/tables/{table_id}/moves"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Move"}
    assert "MoveIn" not in spec["components"]["schemas"]


def test_what_a_joining_phone_never_opens_is_imported_on_demand():
    """The home, new-table, watch and rulings pages and the correction form load with import() when
    opened: a phone that joins by QR code and plays does not download them."""
    js = PWA_DIR / "js"
    app_imports = re.findall(r'^import .* from "(.+)";', (js / "app.js").read_text(), re.M)
    for page in ("home", "watch", "rulings"):
        assert f"./views/{page}.js" not in app_imports
        assert f'import("./views/{page}.js")' in (js / "app.js").read_text()
    # The table view and its parts (table/session.js, log.js, page.js) import the
    # correction form from the log's "Fix" and "Delete" buttons, never up front; nor the
    # handover panel or the results before they are opened or the game ends.
    up_front = statically_imported(js / "app.js")
    for module in ("corrections.js", "handover.js", "views/results.js", "views/history.js"):
        assert (js / module).resolve() not in up_front, module
    assert 'import("../corrections.js")' in (js / "table" / "log.js").read_text()


def statically_imported(module: Path) -> set[Path]:
    """Every module a page that loads ``module`` downloads before anything is pressed: its static
    imports, theirs, and so on (import() is left out)."""
    seen: set[Path] = set()
    todo = [module.resolve()]
    while todo:
        current = todo.pop()
        for target in re.findall(r'^import (?:[^;]*? from )?"(.+)";', current.read_text(), re.M):
            found = (current.parent / target).resolve()
            if found not in seen:
                seen.add(found)
                todo.append(found)
    return seen


def test_the_not_found_page_is_in_the_readers_language(client):
    for language, title, lang in (("de-DE", "Seite nicht gefunden", "de"), ("fr", "Page introuvable", "fr"),
                                  ("pt-BR", "Page not found", "en")):
        page = client.get("/nowhere", headers={"Accept": "text/html", "Accept-Language": language})
        text = page.get_data(as_text=True)
        assert page.status_code == 404 and f'<html lang="{lang}">' in text and f"<h1>{title}</h1>" in text
        assert page.headers["Content-Language"] == lang and "Accept-Language" in page.headers["Vary"]
    french = client.get("/nowhere", headers={"Accept": "text/html", "Accept-Language": "fr"}).get_data(as_text=True)
    assert "Il n&#x27;y a rien à cette adresse." in french
