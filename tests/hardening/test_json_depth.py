"""A JSON body nested too deep gets 400 before anything parses it, everywhere."""
from __future__ import annotations

import re

import pytest

from api.request.limits import json_nesting_exceeds
from tests.helpers import make_table

DEEP = "[" * 1000 + "]" * 1000  # about 2 KB: it raised RecursionError (a 500) before


def json_endpoints(app, table_id: str = "x") -> list[tuple[str, str, bool]]:
    """Every route that takes a JSON body (POST or PUT), with its path parameters filled in, and
    whether it needs a token before it reads the body (a table's addresses, a preset's save)."""
    found = []
    filled = {"game_id": "score-pad", "table_id": table_id, "seat": "0"}
    for rule in app.url_map.iter_rules():
        for method in sorted((rule.methods or set()) & {"POST", "PUT"}):
            path = re.sub(r"<(?:[^:>]+:)?([^>]+)>", lambda m: filled.get(m.group(1), "x"), rule.rule)
            needs_token = "<table_id" in rule.rule or (method == "PUT" and "presets" in rule.rule)
            found.append((method, path, needs_token))
    return found


def test_every_json_endpoint_is_covered(app):
    endpoints = [(method, path) for method, path, _ in json_endpoints(app)]
    # A guard for this file's own loop: the app's JSON endpoints are all in it.
    assert ("POST", "/api/v1/tables") in endpoints and ("POST", "/api/v1/join") in endpoints
    assert ("POST", "/api/v1/tables/x/moves") in endpoints and len(endpoints) >= 10


BODIES = (DEEP, '{"game": ' + DEEP + "}", '{"options": {"a": ' + DEEP + "}}")
TOO_DEEP = "The request nests lists and objects more than 32 deep; nothing here needs that."


def test_deep_json_gets_400_on_every_endpoint_and_stores_nothing(app, client):
    """Without a token, an address that needs one says so first (401: who asks before what they
    sent); every other one, and each of those with the table's token, refuses the body with 400."""
    store = app.extensions["sherwood"].store
    table = make_table(client)
    for method, path, needs_token in json_endpoints(app, table.id):
        for body in BODIES:
            response = client.open(path, method=method, data=body, content_type="application/json")
            assert response.status_code == (401 if needs_token else 400), (method, path, response.status_code)
            if not needs_token:
                assert response.json["detail"] == TOO_DEEP
            elif "<" not in path and "/tables/" in path:
                with_token = client.open(path, method=method, data=body, content_type="application/json",
                                         headers=table.host)
                assert with_token.status_code == 400, (method, path, with_token.status_code)
                assert with_token.json["detail"] == TOO_DEEP
    assert store.all_table_ids() == [table.id]
    assert table.log(table.host).json == []
    assert store.preset_names("score-pad") == []


def test_deep_json_is_refused_on_a_move_with_a_valid_token_and_stores_nothing(pad):
    before = pad.get(pad.host).json["version"]
    response = pad.client.post(f"/api/v1/tables/{pad.id}/moves", data='{"type": "add", "points": ' + DEEP + "}",
                               content_type="application/json", headers=pad.seat(0))
    assert response.status_code == 400
    assert pad.get(pad.host).json["version"] == before
    assert pad.log(pad.host).json == []


def test_a_json_media_type_with_a_suffix_is_checked_too(client):
    response = client.post("/api/v1/tables", data=DEEP, content_type="application/vnd.sherwood+json")
    assert response.status_code == 400


def test_brackets_inside_strings_do_not_count(client):
    name = "[" * 30 + "{" * 9  # 39 "levels" of brackets, all inside a string
    table = make_table(client)
    response = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": name})
    assert response.status_code == 201


def test_nesting_up_to_the_limit_reaches_the_schema(client):
    at_limit = '{"game": "score-pad", "options": ' + "[" * 31 + "]" * 31 + "}"
    response = client.post("/api/v1/tables", data=at_limit, content_type="application/json")
    assert response.status_code == 422  # options must be an object: the schema says so, not the depth check


@pytest.mark.parametrize("body, deeper", [
    (b"[]", False), (b"[" * 33 + b"]" * 33, True), (b"[" * 32 + b"]" * 32, False),
    (b'["\\"[[[[", {"a": [[{}]]}]', False), (b"{" * 40, True), (b'"' + b"[" * 100 + b'"', False),
])
def test_json_nesting_exceeds(body, deeper):
    assert json_nesting_exceeds(body, 32) is deeper
