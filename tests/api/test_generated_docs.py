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
    assert client.get("/api/docs/static/swagger-ui-bundle.js").status_code == 200


def test_error_body_is_documented_with_the_rule_field(client):
    spec = client.get("/api/openapi.json").json
    assert "rule" in spec["components"]["schemas"]["Error"]["properties"]


def test_rulings_doc_lists_every_ruling_the_engine_cites():
    result = subprocess.run([sys.executable, "scripts/rulings_doc.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_english_catalog_of_the_games_descriptions_is_the_engines():
    result = subprocess.run([sys.executable, "scripts/games_catalog.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
