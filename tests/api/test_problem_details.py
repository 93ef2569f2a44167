"""Errors as RFC 9457 problem details: application/problem+json with type, title, status,
detail and instance; `rule`, `errors` (one shape: field path -> sentences) and `broken` as extensions;
415 for a body that is not JSON; 405 with Allow."""
from __future__ import annotations

from tests.helpers import correct

MEMBERS = {"type", "title", "status", "detail", "instance"}


def test_a_rulings_refusal_names_its_ruling_page_entry(pad):
    answer = pad.move(pad.seat(0), type="add", points=0)
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    body = answer.json
    assert MEMBERS <= set(body) and body["status"] == 422 and body["rule"] == "SP2"
    # The type is the same on every server (not the server's guessed address); the page's path beside it.
    assert body["type"] == "urn:sherwood-table:ruling:score-pad-SP2" and body["title"] == "Refused by ruling SP2"
    assert body["ruling_url"] == "/rulings#score-pad-SP2" and body["message"]["id"] == "sp-add-zero"
    assert body["detail"] == "Adding 0 points changes nothing." and body["instance"] == f"/api/v1/tables/{pad.id}/moves"
    assert body["errors"] == {"points": ["Adding 0 points changes nothing."]}


def test_other_errors_are_typed_by_their_message_with_the_status_as_title(pad, client):
    answer = client.get(f"/api/v1/tables/{pad.id}")
    assert answer.status_code == 401 and answer.mimetype == "application/problem+json"
    assert answer.json["type"] == "urn:sherwood-table:problem:api-token-needed" and answer.json["title"] == "Unauthorized"
    german = client.get(f"/api/v1/tables/{pad.id}", headers={"Accept-Language": "de"}).json
    assert german["type"] == answer.json["type"] and german["title"] == "Nicht angemeldet"
    assert answer.json["status"] == 401 and "token" in answer.json["detail"]


def test_field_errors_have_one_shape_wherever_they_come_from(client, pad):
    # webargs (the request body), the engine (options, moves), nested and flat: path -> sentences.
    unknown = client.post("/api/v1/tables", json={"game": "score-pad", "colour": "red"}).json["errors"]
    assert unknown == {"colour": ["Unknown field."]}
    options = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 0}}).json["errors"]
    assert list(options) == ["players"] and all(isinstance(m, str) for m in options["players"])
    nested = correct(pad, pad.host, {"version": "x"}).json["errors"]
    assert all(isinstance(k, str) and isinstance(v, list) and all(isinstance(m, str) for m in v)
               for k, v in nested.items()) and any(k.startswith("amendments") for k in nested)


def test_a_correction_refusal_keeps_broken(pad):
    pad.move(pad.seat(0), type="add", points=3)
    pad.move(pad.seat(1), type="add", points=5)
    body = correct(pad, pad.host, {"version": 1, "move": {"type": "finish"}}).json
    assert body["status"] == 422 and body["broken"] == {"version": 2, "seat": 1, "type": "add"}
    assert body["type"] == "urn:sherwood-table:ruling:score-pad-SP1"


def test_a_body_that_is_not_json_gets_415_and_stores_nothing(client, app):
    for content_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        answer = client.post("/api/v1/tables", data="game=score-pad", headers={"Content-Type": content_type})
        assert answer.status_code == 415, content_type
        assert answer.mimetype == "application/problem+json" and answer.headers["Accept-Post"] == "application/json"
    assert app.extensions["sherwood"].store.all_table_ids() == []
    # A POST that needs no body may come without one.
    assert client.post("/api/v1/join", json={"code": "ZZZZZZ", "name": "Ann"}).status_code == 404


def test_405_says_what_is_allowed(client):
    answer = client.delete("/api/v1/tables")
    assert answer.status_code == 405 and answer.mimetype == "application/problem+json"
    assert set(answer.headers["Allow"].replace(" ", "").split(",")) >= {"POST"}


def test_every_message_id_a_problem_may_carry_is_listed_in_the_spec_and_types_it(client):
    """A tool matches a problem by its `type` (made of its message id) against the catalogue in the spec."""
    from api.words.i18n import message_ids
    from tests.paths import published_spec

    spec = published_spec()
    error = spec["components"]["schemas"]["Error"]
    assert {"type", "title", "status", "detail", "instance", "message"} <= set(error["required"])
    listed = spec["components"]["schemas"]["Message"]["properties"]["id"]["enum"]
    assert listed == list(message_ids()) and "sp-add-zero" in listed and "api-token-needed" in listed
    # A problem no view worded (an unknown address) is typed by its status's sentence.
    missing = client.get("/api/v1/nowhere")
    assert missing.status_code == 404 and missing.json["message"]["id"] in listed
    assert missing.json["type"] == "urn:sherwood-table:problem:" + missing.json["message"]["id"]
