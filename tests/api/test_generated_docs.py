"""openapi.yaml is the spec the app generates, and the app serves it and its docs."""
import subprocess
import sys
from tests.paths import ROOT



def test_committed_openapi_yaml_matches_the_app():
    result = subprocess.run([sys.executable, "scripts/openapi.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_app_serves_its_spec_and_a_docs_page_that_works_offline(client):
    spec = client.get("/api/openapi.json").json
    assert spec["info"]["title"] == "Sherwood Table"
    assert "/api/v1/tables/{table_id}/moves" in spec["paths"]
    docs = client.get("/api/docs")
    assert docs.status_code == 200 and b"/api/docs/static/swagger-ui-bundle.js" in docs.data
    assert spec["servers"][0]["url"] == "/"  # the server it was read from (no SHERWOOD_PUBLIC_URL here)


def test_the_docs_viewer_is_swagger_ui_5_from_npm_served_gzipped_and_revalidated(client):
    """Swagger UI 5 renders OpenAPI 3.1 (the browser test opens it); scripts/vendor-swagger-ui put it here."""
    version = (ROOT / "api/resources/swagger_ui/VERSION").read_text().strip()
    assert int(version.split(".")[0]) >= 5
    for name in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"):
        plain = client.get(f"/api/docs/static/{name}")
        assert plain.status_code == 200 and plain.data == (ROOT / "api/resources/swagger_ui" / name).read_bytes()
        packed = client.get(f"/api/docs/static/{name}", headers={"Accept-Encoding": "gzip"})
        assert packed.headers["Content-Encoding"] == "gzip" and len(packed.data) < len(plain.data) / 3
        again = client.get(f"/api/docs/static/{name}", headers={"If-None-Match": plain.headers["ETag"]})
        assert again.status_code == 304
    assert b"SwaggerUI" in client.get("/api/docs/static/swagger-ui-bundle.js").data


def test_the_docs_viewers_folder_gives_nothing_else(client):
    for path in ("VERSION/../../pwa.py", "..%2Fpwa.py", "%2e%2e/pwa.py", "nothing.js", "x" * 61):
        assert client.get(f"/api/docs/static/{path}").status_code == 404, path


def test_error_body_is_documented_with_the_rule_field(client):
    spec = client.get("/api/openapi.json").json
    assert "rule" in spec["components"]["schemas"]["Error"]["properties"]


def test_rulings_doc_lists_every_ruling_the_engine_cites():
    result = subprocess.run([sys.executable, "scripts/rulings_doc.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_english_catalog_of_the_games_descriptions_is_the_engines():
    result = subprocess.run([sys.executable, "scripts/games_catalog.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
