"""Live-update streams open at once are limited per token, per table and per client address (429 with
Retry-After), counted in the database so the limits hold across workers and instances (SQLite and
PostgreSQL); a handover or an expiry ends the old token's open streams at once (issue 35, points 1
and 5). The same under load, against the Procfile's gunicorn: bench/streams.py."""
from __future__ import annotations

import threading
import time
from typing import Any, Iterator

import pytest
from flask import Flask

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import Table, bearer, make_table

LIMITS = {"STREAMS_PER_TOKEN": 2, "STREAMS_PER_TABLE": 3, "STREAMS_PER_ADDRESS": 4}


@pytest.fixture
def two_apps(database: dict[str, Any], clock: Any) -> Iterator[tuple[Flask, Flask]]:
    """Two apps on one database: two workers, or two instances on PostgreSQL."""
    settings = {**APP_SETTINGS, **database, **LIMITS, "CLOCK": clock, "EVENTS_MAX_SECONDS": 10}
    apps = create_app(settings), create_app(settings)
    yield apps
    for app in apps:
        close_app(app)


def stream(app: Flask, table_id: str, token: str, address: str = "127.0.0.1") -> Any:
    return app.test_client().get(f"/api/v1/tables/{table_id}/events", headers=bearer(token), buffered=False,
                                 environ_base={"REMOTE_ADDR": address})


def seated_table(app: Flask, players: int = 4) -> Table:
    table = make_table(app.test_client(), players=players)
    for n in range(players):
        assert table.join(f"P{n}").status_code == 201
    return table


def refused(response: Any, which: str) -> None:
    assert response.status_code == 429, response.status_code
    assert response.mimetype == "application/problem+json"
    assert which in response.json["detail"]
    assert 1 <= int(response.headers["Retry-After"]) <= 10  # the oldest stream ends by then


def stored_streams(app: Flask) -> int:
    with app.extensions["sherwood"].store.db() as db:
        store = app.extensions["sherwood"].store
        return int(store._run(db, "SELECT count(*) FROM streams").fetchone()[0])


def test_one_token_opens_only_its_limit_across_two_workers(two_apps):
    first, second = two_apps
    table = seated_table(first)
    held = [stream(first, table.id, table.tokens[0]), stream(second, table.id, table.tokens[0])]
    assert [r.status_code for r in held] == [200, 200]
    for app in two_apps:  # neither worker lets a third one in
        refused(stream(app, table.id, table.tokens[0]), "with this token")
    assert stream(second, table.id, table.tokens[1]).status_code == 200  # another token of the table still may
    held[0].close()  # a stream that ends gives its place back
    assert stream(second, table.id, table.tokens[0]).status_code == 200


def test_one_table_opens_only_its_limit(two_apps):
    first, second = two_apps
    table = seated_table(first)
    opened = [stream(app, table.id, token) for app, token in zip((first, second, first), table.tokens)]
    assert [r.status_code for r in opened] == [200, 200, 200]
    refused(stream(second, table.id, table.tokens[3]), "at this table")
    other = seated_table(first, players=1)
    assert stream(second, other.id, other.tokens[0]).status_code == 200  # another table is not held up


def test_one_address_opens_only_its_limit(two_apps):
    first, second = two_apps
    tables = [seated_table(first, players=1) for _ in range(5)]
    for n, table in enumerate(tables[:4]):
        assert stream((first, second)[n % 2], table.id, table.tokens[0], "203.0.113.7").status_code == 200
    refused(stream(first, tables[4].id, tables[4].tokens[0], "203.0.113.7"), "from this address")
    assert stream(first, tables[4].id, tables[4].tokens[0], "198.51.100.2").status_code == 200


def test_a_refused_stream_stores_nothing_and_a_closed_one_leaves_no_row(two_apps):
    first, _ = two_apps
    table = seated_table(first)
    held = [stream(first, table.id, table.tokens[0]) for _ in range(2)]
    assert stored_streams(first) == 2
    for _ in range(20):
        assert stream(first, table.id, table.tokens[0]).status_code == 429
    assert stored_streams(first) == 2
    for response in held:
        response.close()
    assert stored_streams(first) == 0


def test_a_killed_workers_streams_stop_counting_when_their_lease_runs_out(two_apps, clock):
    first, second = two_apps
    table = seated_table(first)
    for _ in range(2):  # held by a worker that dies without closing them (nothing renews them)
        assert stream(first, table.id, table.tokens[0]).status_code == 200
    first.extensions["sherwood"].streams.stop()
    assert stream(second, table.id, table.tokens[0]).status_code == 429
    clock.advance(second.config["STREAM_LEASE_SECONDS"] + 1)
    assert stream(second, table.id, table.tokens[0]).status_code == 200


def test_a_live_worker_renews_its_leases(tmp_path, clock):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "t.db"), "CLOCK": clock, **LIMITS,
                      "STREAM_LEASE_SECONDS": 0.3})
    try:
        table = seated_table(app)
        held = [stream(app, table.id, table.tokens[0]) for _ in range(2)]
        clock.advance(10)  # long past the first lease: the renewer (every 0.1 s) moves it on
        time.sleep(0.5)
        assert stream(app, table.id, table.tokens[0]).status_code == 429
        for response in held:
            response.close()
    finally:
        close_app(app)


# -- a handover and an expiry end the old token's streams at once (point 5) ---------------------

def ends_within(response: Any, seconds: float) -> threading.Event:
    """Read the stream in a thread; the event is set when it ends by itself."""
    ended = threading.Event()

    def read() -> None:
        for _ in response.response:
            pass
        ended.set()

    threading.Thread(target=read, daemon=True).start()
    return ended


def test_a_handover_ends_the_old_phones_stream_at_once(two_apps, clock):
    first, second = two_apps
    table = seated_table(first, players=2)
    old = stream(second, table.id, table.tokens[1])  # held by the other worker (instance)
    other = stream(second, table.id, table.tokens[0])
    old_ended, other_ended = ends_within(old, 2), ends_within(other, 2)
    time.sleep(0.2)
    code = first.test_client().post(f"/api/v1/tables/{table.id}/handovers", json={"seat": 1},
                                    headers=table.host).json["code"]
    claimed = first.test_client().post("/api/v1/handovers/claim", json={"code": code})
    assert claimed.status_code == 201
    started = time.monotonic()
    assert old_ended.wait(2.0), "the old phone's stream still ran"
    assert time.monotonic() - started < 2.0
    assert not other_ended.is_set()  # another seat's stream goes on
    assert stream(first, table.id, claimed.json["token"]).status_code == 200
    clock.advance(first.config["TABLE_TTL_SECONDS"] + 1)  # and ends with its table, before the apps close
    assert other_ended.wait(2.0)


def test_an_expiry_ends_the_tables_streams(two_apps, clock):
    first, second = two_apps
    table = seated_table(first, players=1)
    response = stream(second, table.id, table.tokens[0])
    ended = ends_within(response, 2)
    time.sleep(0.2)
    clock.advance(first.config["TABLE_TTL_SECONDS"] + 1)
    assert ended.wait(2.0), "the stream outlived its table"
    assert stream(first, table.id, table.tokens[0]).status_code == 410


def test_a_handover_code_made_before_the_table_expired_is_gone_with_it(any_client, clock):
    table = make_table(any_client, players=2)
    assert table.join("Ann").status_code == 201
    clock.advance(7 * 24 * 3600 - 5 * 60)  # 5 minutes before the table expires, a code is made
    code = any_client.post(f"/api/v1/tables/{table.id}/handovers", json={"seat": 0}, headers=table.host).json["code"]
    clock.advance(6 * 60)  # the table expired a minute ago; the code is 6 minutes old
    claimed = any_client.post("/api/v1/handovers/claim", json={"code": code})
    assert claimed.status_code == 410, claimed.json
    assert "expired" in claimed.json["detail"]
    assert table.get(table.seat(0)).status_code == 410  # like every other call; nothing was handed over
    clock.advance(-2 * 60)  # a minute before the expiry: the old token still opened the seat
    assert table.get(table.seat(0)).status_code == 200
