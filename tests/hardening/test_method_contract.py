"""The method contract and the order of checks (issue 35, points 8 and 9): a method an address does not
take is 405 with a truthful ``Allow``, before any other check; who asks is checked before what they
sent (401 without a token, even at a table that does not exist, where 422 named the body's fields);
every path parameter is bounded in the spec and refused with a 4xx beyond it, never a 500 (a seat of
2**63 overflowed SQLite), on SQLite and PostgreSQL. api/web/paths.py."""
from __future__ import annotations

import re
from typing import Any

import pytest

from tests.helpers import make_table

METHODS = ("GET", "POST", "PUT", "DELETE", "PATCH")


def api_rules(app: Any) -> list[Any]:
    return [rule for rule in app.url_map.iter_rules() if rule.rule.startswith("/api/v1/")]


def filled(rule: str, table_id: str = "NoSuchTable1") -> str:
    values = {"table_id": table_id, "seat": "0", "game_id": "score-pad", "name": "x"}
    return re.sub(r"<(?:[^:>]+:)?([^>]+)>", lambda m: values[m.group(1)], rule)


def test_every_method_an_address_does_not_take_is_405_with_a_truthful_allow(app, client):
    checked = 0
    for rule in api_rules(app):
        taken = set(rule.methods or ())
        for method in METHODS:
            if method in taken:
                continue
            response = client.open(filled(rule.rule), method=method, data=b"not json", content_type="text/plain")
            assert response.status_code == 405, (method, rule.rule, response.status_code)
            assert set(response.headers["Allow"].split(", ")) == taken, (rule.rule, response.headers["Allow"])
            assert response.mimetype == "application/problem+json"
            checked += 1
    assert checked > 100


def test_post_only_addresses_answer_get_with_405_not_404(client):
    for path in ("/api/v1/tables/abc/undo", "/api/v1/join", "/api/v1/people/stats", "/api/v1/handovers/claim",
                 "/api/v1/tables/abc/corrections/preview", "/api/v1/rescuing-robin-hood/attack"):
        response = client.get(path)
        assert response.status_code == 405 and "GET" not in response.headers["Allow"], path
        assert "POST" in response.headers["Allow"]


def test_a_post_of_a_photo_is_405_not_415(client):
    response = client.post("/api/v1/tables/abc/photo", data=b"\xff\xd8\xff", content_type="image/jpeg")
    assert response.status_code == 405
    assert set(response.headers["Allow"].split(", ")) == {"GET", "HEAD", "PUT", "DELETE", "OPTIONS"}


def test_unknown_api_addresses_are_404_and_the_pwas_files_are_still_served(client):
    assert client.get("/api/v1/nothing-here").status_code == 404
    assert client.get("/app.css").status_code == 200


def bearer_rules(app: Any, client: Any) -> list[tuple[str, str]]:
    """(method, rule) of every operation the spec secures with a token alone."""
    spec = client.get("/api/openapi.json").json
    out = []
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if isinstance(operation, dict) and operation.get("security") == [{"bearerAuth": []}]:
                out.append((method.upper(), path))
    return out


@pytest.mark.parametrize("body", [b'{"amendments": "nonsense", "x": [1]}', b"[]", b"not json at all"])
def test_every_token_operation_checks_the_token_before_the_body_or_query(app, client, body):
    operations = bearer_rules(app, client)
    assert len(operations) >= 20
    for method, path in operations:
        url = re.sub(r"\{(\w+)\}", lambda m: {"table_id": "NoSuchTable1", "seat": "0", "game_id": "score-pad",
                                              "name": "x"}[m.group(1)], path)
        for headers in ({}, {"Authorization": "Bearer not-a-token"}):
            response = client.open(url, method=method, data=body, headers=headers,
                                   query_string={"page": "x", "utc_offset": "nope", "bgg_id": "-1"},
                                   content_type="application/json" if body.startswith((b"{", b"[")) else "text/plain")
            assert response.status_code == 401, (method, path, headers, response.status_code, response.json)


def test_corrections_without_a_token_are_401_like_moves(client):
    table = make_table(client)
    for path in ("corrections", "corrections/preview", "moves", "undo", "clock"):
        for table_id in (table.id, "NoSuchTable1"):
            response = client.post(f"/api/v1/tables/{table_id}/{path}", json={"amendments": [{"version": "x"}]})
            assert response.status_code == 401, (path, table_id, response.json)
            assert "errors" not in response.json


# -- path parameters: bounded in the spec and at the door ------------------------------------

def test_every_path_parameter_is_bounded_in_the_spec(client):
    spec = client.get("/api/openapi.json").json
    seen = 0
    for path, operations in spec["paths"].items():
        for parameter in operations.get("parameters", []) + [p for op in operations.values() if isinstance(op, dict)
                                                              for p in op.get("parameters", [])]:
            if parameter.get("in") != "path":
                continue
            schema = parameter["schema"]
            assert "maxLength" in schema or "maximum" in schema, (path, parameter)
            seen += 1
    assert seen >= 25


HUGE_SEATS = [2**63 - 1, 2**63, 18446744073709551615, 10**40, -1]


@pytest.mark.parametrize("seat", HUGE_SEATS)
def test_a_seat_out_of_range_is_a_4xx_on_both_databases(any_client, seat):
    table = make_table(any_client)
    assert table.join("Ann").status_code == 201
    response = any_client.post(f"/api/v1/tables/{table.id}/seats/{seat}/person", json={"person_id": None},
                               headers=table.host)
    assert 400 <= response.status_code < 500, (seat, response.status_code)
    assert table.get(table.host).json["players"][0]["person_confirmed"] is False  # nothing stored


@pytest.mark.parametrize("value", ["x" * 65, "x" * 10_000, "a.b", "%0A", "a%00b", "..", "%E2%80%AE"])
def test_an_oversized_or_hostile_path_parameter_is_a_4xx_everywhere(app, client, value):
    for rule in api_rules(app):
        if "<" not in rule.rule:
            continue
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            for name in re.findall(r"<(?:[^:>]+:)?([^>]+)>", rule.rule):
                url = filled(re.sub(rf"<(?:[^:>]+:)?{name}>", value, rule.rule))
                response = client.open(url, method=method, json={})
                assert 400 <= response.status_code < 500, (method, url[:80], response.status_code)
