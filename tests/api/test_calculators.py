"""The generic calculator mount: a game's declared calculators become endpoints and spec entries."""
from __future__ import annotations

from typing import Any, Iterator

import pytest

import engine
from engine.fields import Bool, Int, Object
from engine.game import Calculator, Game
from engine.registry import _GAMES

from api import create_app


def halve(body: dict[str, Any]) -> dict[str, Any]:
    if body["value"] % 2 and body["strict"]:
        raise engine.RuleError(f"{body['value']} does not halve.", rule="T1", field="value")
    return {"half": body["value"] // 2}


class Halver(Game):
    id = "halver-test"
    title = "Halver"
    calculators = {
        "halve": Calculator(
            "Half a number", halve, Object(fields={"half": Int()}),
            fields={"value": Int(minimum=0, maximum=100), "strict": Bool(required=False, default=True)},
        ),
        "limits": Calculator("The largest value", lambda _: {"half": 100}, Object(fields={"half": Int()})),
    }


@pytest.fixture
def client(tmp_path: Any) -> Iterator[Any]:
    engine.register(Halver())
    try:
        app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db")})
        yield app.test_client()
    finally:
        del _GAMES["halver-test"]


def test_a_declared_calculator_answers_at_its_game_path(client):
    assert client.post("/api/v1/halver-test/halve", json={"value": 8}).json == {"half": 4}
    assert client.post("/api/v1/halver-test/halve", json={"value": 7, "strict": False}).json == {"half": 3}


def test_a_calculator_without_fields_is_a_get(client):
    assert client.get("/api/v1/halver-test/limits").json == {"half": 100}
    assert client.post("/api/v1/halver-test/limits", json={}).status_code == 405


def test_refusals_and_shape_errors_are_422_naming_the_field(client):
    refused = client.post("/api/v1/halver-test/halve", json={"value": 7})
    assert refused.status_code == 422 and refused.json["rule"] == "T1" and "value" in refused.json["errors"]
    for body in ({"value": 101}, {"value": "8"}, {}, {"value": 8, "extra": 1}, [8]):
        answer = client.post("/api/v1/halver-test/halve", json=body)
        assert answer.status_code == 422, body


def test_a_body_that_is_not_json_is_415(client):
    answer = client.post("/api/v1/halver-test/halve", data="value=8", content_type="text/plain")
    assert answer.status_code == 415 and answer.json["detail"]  # RFC 9110's Unsupported Media Type


def test_the_spec_documents_input_and_answer(client):
    spec = client.get("/api/openapi.json").json
    post = spec["paths"]["/api/v1/halver-test/halve"]["post"]
    body = post["requestBody"]["content"]["application/json"]["schema"]
    assert body["properties"]["value"] == {"type": "integer", "minimum": 0, "maximum": 100}
    assert body["required"] == ["value"]
    assert post["responses"]["200"]["content"]["application/json"]["schema"]["properties"] == {"half": {"type": "integer"}}
    assert "422" in post["responses"] and post["summary"] == "Half a number"
    assert "get" in spec["paths"]["/api/v1/halver-test/limits"]
