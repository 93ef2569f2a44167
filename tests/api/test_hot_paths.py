"""api/resources/hot.py answers plain moves and 304 table reads itself: with Flask's exact headers and body,
and anything it does not take (refusals included) reaches Flask, with nothing stored twice."""
from __future__ import annotations

from typing import Any, Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.helpers import Table, make_table

from api.resources.hot import KNOWN_ORIGINS, HotPaths


class FlaskCalls:
    """Counts the requests the hot paths hand on to Flask."""

    def __init__(self, hot: HotPaths) -> None:
        self.count = 0
        inner = hot.wsgi_app

        def counted(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
            self.count += 1
            return inner(environ, start_response)

        hot.wsgi_app = counted


@pytest.fixture
def hot(app: Flask) -> HotPaths:
    middleware = app.wsgi_app.app  # BodyDeadline, then HotPaths
    assert isinstance(middleware, HotPaths)
    return middleware


def two_pads(client: FlaskClient) -> tuple[Table, Table]:
    tables = (make_table(client, "score-pad", players=2), make_table(client, "score-pad", players=2))
    for table in tables:
        assert table.join("Ann").status_code == 201
    return tables


def same_answer(a: Any, b: Any) -> None:
    """The same status, body and headers; a Location names each answer's own table."""
    assert a.status == b.status
    assert a.data == b.data
    assert sorted(without_table(a.headers.items())) == sorted(without_table(b.headers.items()))


def without_table(headers: Any) -> list[tuple[str, str]]:
    return [(name, "/api/v1/tables/ID/" + value.split("/", 5)[-1] if name == "Location" else value)
            for name, value in headers]


def test_a_plain_move_is_answered_without_flask_exactly_as_flask_answers_it(
        client: FlaskClient, hot: HotPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    fast_table, flask_table = two_pads(client)
    calls = FlaskCalls(hot)
    fast = fast_table.move({**fast_table.seat(0), "Idempotency-Key": "k1"}, type="add", points=3)
    assert (fast.status_code, calls.count) == (201, 0)
    monkeypatch.setattr(hot, "move", lambda environ, start_response: None)
    slow = flask_table.move({**flask_table.seat(0), "Idempotency-Key": "k1"}, type="add", points=3)
    assert calls.count == 1
    same_answer(fast, slow)
    monkeypatch.undo()
    retried = fast_table.move({**fast_table.seat(0), "Idempotency-Key": "k1"}, type="add", points=3)
    assert (calls.count, retried.headers.pop("Idempotent-Replayed")) == (1, "true")  # It says so
    same_answer(retried, fast)  # the first answer again, nothing stored
    assert fast_table.get(fast_table.seat(0)).json["version"] == 1


def test_a_304_is_answered_without_flask_exactly_as_flask_answers_it(
        client: FlaskClient, hot: HotPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    table, _ = two_pads(client)
    etag = table.get(table.seat(0)).headers["ETag"]
    calls = FlaskCalls(hot)
    fast = table.get({**table.seat(0), "If-None-Match": etag})
    assert (fast.status_code, calls.count) == (304, 0)
    monkeypatch.setattr(hot, "not_modified", lambda environ, start_response: None)
    slow = table.get({**table.seat(0), "If-None-Match": etag})
    assert calls.count == 1
    same_answer(fast, slow)


def test_a_changed_table_is_read_by_flask(client: FlaskClient, hot: HotPaths) -> None:
    table, _ = two_pads(client)
    etag = table.get(table.seat(0)).headers["ETag"]
    assert table.move(table.seat(0), type="add", points=1).status_code == 201
    calls = FlaskCalls(hot)
    answer = table.get({**table.seat(0), "If-None-Match": etag})
    assert (answer.status_code, calls.count) == (200, 1)
    assert answer.json["version"] == 1 and answer.headers["ETag"] != etag


@pytest.mark.parametrize("case", ["refused by the rules", "stale expected_version", "another table's token",
                                  "a bad token", "a spectator", "a bad Idempotency-Key", "a bool for a seat",
                                  "not JSON"])
def test_what_the_hot_path_does_not_take_gets_flasks_answer_and_stores_nothing(
        client: FlaskClient, hot: HotPaths, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    table, other = two_pads(client)
    headers, body = dict(table.seat(0)), {"type": "add", "points": 2}
    if case == "refused by the rules":
        body = {"type": "add", "points": "many"}
    elif case == "stale expected_version":
        body["expected_version"] = 5
    elif case == "another table's token":
        headers = other.seat(0)
    elif case == "a bad token":
        headers = {"Authorization": "Bearer nobody"}
    elif case == "a spectator":
        headers = {"Authorization": f"Bearer {table.created['spectator_token']}"}
    elif case == "a bad Idempotency-Key":
        headers["Idempotency-Key"] = "x" * 101
    elif case == "a bool for a seat":
        body["seat"] = True
    path = f"/api/v1/tables/{table.id}/moves"
    send = (lambda: client.post(path, data="{not json", headers={**headers, "Content-Type": "application/json"})) \
        if case == "not JSON" else (lambda: client.post(path, json=body, headers=headers))
    calls = FlaskCalls(hot)
    through_hot = send()
    assert 400 <= through_hot.status_code < 500 and calls.count == 1
    monkeypatch.setattr(hot, "move", lambda environ, start_response: None)
    same_answer(through_hot, send())
    assert table.get(table.host).json["version"] == 0


def test_a_move_from_another_origin_gets_flasks_cors_headers_whichever_origin_it_is(
        client: FlaskClient, hot: HotPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hot path keeps the CORS headers of a few origins (HotPaths.cors_headers): an origin seen
    again, and one past those it keeps, get what Flask gives them."""
    fast_table, flask_table = two_pads(client)
    origins = ["https://a.example", "https://a.example", *(f"https://{n}.example" for n in range(KNOWN_ORIGINS + 1))]
    for origin in origins:
        fast = fast_table.move({**fast_table.seat(0), "Origin": origin}, type="add", points=1)
        with monkeypatch.context() as flask_only:
            flask_only.setattr(hot, "move", lambda environ, start_response: None)
            slow = flask_table.move({**flask_table.seat(0), "Origin": origin}, type="add", points=1)
        assert fast.status_code == 201
        same_answer(fast, slow)
    assert len(hot.known_cors_headers) == KNOWN_ORIGINS
