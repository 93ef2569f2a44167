"""The HTTP API on SQLite and on PostgreSQL: the same answers from either store (through the test client).

``any_client`` runs each test twice, once per database (conftest.py).
"""
from __future__ import annotations

import json
import threading

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import correct, make_table
from tests.api.test_events import open_stream, read_events, ticket

WEEK = 7 * 24 * 3600


def seated_pad(client):
    table = make_table(client, "score-pad", players=3)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    return table


def test_create_join_and_play(any_client):
    table = seated_pad(any_client)
    assert table.join("ann").status_code == 409  # names are compared without case
    assert table.move(table.seat(0), type="add", points=3).status_code == 201
    assert table.move(table.host, seat=1, type="add", points=4).status_code == 201
    shown = table.get(table.seat(1)).json
    assert shown["version"] == 2 and shown["state"]["scores"] == [3, 4, 0]
    assert [p["name"] for p in shown["players"]] == ["Ann", "Bob"]
    assert table.move(table.seat(0), seat=1, type="add", points=1).status_code == 403


def test_a_stale_expected_version_is_a_conflict_and_stores_nothing(any_client):
    table = seated_pad(any_client)
    table.move(table.seat(0), type="add", points=1)
    stale = table.move(table.seat(1), type="add", points=2, expected_version=0)
    assert stale.status_code == 409 and "moved on" in stale.json["detail"]
    assert table.get(table.host).json["version"] == 1


def test_a_retried_move_gets_its_first_answer(any_client):
    table = seated_pad(any_client)
    headers = {**table.seat(0), "Idempotency-Key": "retry-1"}
    first = table.move(headers, type="add", points=5)
    table.move(table.seat(1), type="add", points=1)
    again = table.move(headers, type="add", points=5)
    assert again.status_code == 201 and again.json == first.json
    assert table.get(table.host).json["state"]["scores"] == [5, 1, 0]


def test_undo_and_a_correction(any_client):
    table = seated_pad(any_client)
    for points in (1, 2, 3):
        table.move(table.seat(0), type="add", points=points)
    assert table.undo(table.seat(1)).status_code == 403  # not Bob's move
    assert table.undo(table.host).status_code == 201
    fixed = correct(table, table.host, {"version": 1, "move": {"type": "add", "points": 10}})
    assert fixed.status_code == 201 and fixed.json["state"]["scores"] == [12, 0, 0]
    log = table.log(table.host).json
    assert [e["kind"] for e in log] == ["move", "move", "move", "undo", "correction"]
    assert log[2]["undone"] and log[0]["corrected_in"] == [5]
    assert json.loads(table.log(table.host).headers["X-Pagination"])["total"] == 5


def test_private_log_fields_stay_private(any_client):
    table = seated_pad(any_client)
    table.move(table.seat(1), type="note", text="I hold the ace")
    assert table.log(table.seat(1)).json[0]["move"]["text"] == "I hold the ace"
    for headers in (table.seat(0), table.host):
        assert "ace" not in json.dumps(table.log(headers).json)


def test_an_idle_table_expires_and_is_swept(any_client, any_app, clock):
    table = seated_pad(any_client)
    clock.advance(WEEK + 1)
    assert table.get(table.seat(0)).status_code == 410
    assert table.join("Cy").status_code == 404
    make_table(any_client)
    assert table.id not in any_app.extensions["sherwood"].store.all_table_ids()


def test_joining_is_rate_limited_per_client(any_client, any_app, clock):
    any_app.config["JOIN_RATE_LIMIT"] = 3
    for _ in range(3):
        assert any_client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 404
    assert any_client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 429
    clock.advance(61)
    assert any_client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 404


def test_a_listener_on_another_app_hears_a_move(any_app, database, clock):
    """Two apps on one database: SQLite's poller or PostgreSQL's LISTEN carries the move across."""
    other = create_app({**APP_SETTINGS, **database, "CLOCK": clock, "EVENTS_MAX_SECONDS": 20})
    try:
        table = seated_pad(any_app.test_client())
        issued = ticket(any_app.test_client(), table.id, table.tokens[0])  # a ticket from one, used on the other
        response = other.test_client().get(f"/api/v1/tables/{table.id}/events", query_string={"ticket": issued},
                                           buffered=False)
        threading.Timer(0.2, lambda: table.move(table.seat(0), type="add", points=2)).start()
        assert [e["version"] for e in read_events(response, 2)] == [0, 1]
        response.close()
    finally:
        close_app(other)


def finished_pad(client):
    table = seated_pad(client)
    table.move(table.seat(0), type="add", points=4)
    table.move(table.seat(1), type="add", points=2)
    assert table.move(table.host, type="finish").status_code == 201
    return table


def test_after_the_game_result_rematch_and_series(any_client):
    """After the game on both databases: the result, one rematch however often it is asked for, the series."""
    table = finished_pad(any_client)
    result = table.result(table.seat(1)).json
    assert [(p["name"], p["score"], p["rank"]) for p in result["players"]][:2] == [("Ann", 4, 1), ("Bob", 2, 2)]
    made = table.rematch(table.host)
    assert made.status_code == 201 and table.rematch(table.host).json["table_id"] == made.json["table_id"]
    rematch = type(table)(any_client, {**table.created, "id": made.json["table_id"]}, table.tokens)
    assert rematch.move(rematch.seat(1), type="add", points=9).status_code == 201  # Bob's token, Bob's seat
    assert rematch.get(rematch.seat(0)).json["state"]["scores"] == [0, 9, 0]
    assert [t["table_id"] for t in table.series(table.host).json["tables"]] == [table.id, rematch.id]


def test_a_listener_on_another_app_hears_the_rematch(any_app, database, clock):
    """The rematch's id travels with the change (PostgreSQL: in the NOTIFY payload)."""
    other = create_app({**APP_SETTINGS, **database, "CLOCK": clock, "EVENTS_MAX_SECONDS": 20})
    try:
        table = finished_pad(any_app.test_client())
        issued = ticket(any_app.test_client(), table.id, table.tokens[0])
        response = other.test_client().get(f"/api/v1/tables/{table.id}/events", query_string={"ticket": issued},
                                           buffered=False)
        threading.Timer(0.2, lambda: table.rematch(table.host)).start()
        events = read_events(response, 2)
        response.close()
        assert events[1]["rematch"] == table.get(table.host).json["rematch"] is not None
    finally:
        close_app(other)
