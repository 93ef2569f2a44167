"""Attacks on what issue 36 (point 3) added to live updates: a ticket that EventSource's reconnection uses again,
the Last-Event-ID a reconnection sends, and the log's ``since`` cursor.

A ticket opens its own table's stream only, as its own token, a bounded number of times within a bounded
time; a handover voids it; hostile ids and cursors are refused before anything is read or counted; and
reconnecting with one ticket does not get round the limits on streams open at once (SQLite and PostgreSQL).
"""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from flask import Flask

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import Table, make_table

LIMITS = {"STREAMS_PER_TOKEN": 2, "STREAMS_PER_TABLE": 3, "STREAMS_PER_ADDRESS": 4, "STREAM_TICKET_USES": 5}


@pytest.fixture
def app_on(database: dict[str, Any], clock: Any) -> Iterator[Flask]:
    app = create_app({**APP_SETTINGS, **database, **LIMITS, "CLOCK": clock})
    yield app
    close_app(app)


@pytest.fixture
def table(app_on: Flask) -> Table:
    table = make_table(app_on.test_client(), players=2)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    return table


def ticket_for(table: Table, headers: dict[str, str]) -> str:
    issued = table.client.post(f"/api/v1/tables/{table.id}/events/tickets", headers=headers)
    assert issued.status_code == 201, issued.json
    return str(issued.json["ticket"])


def events(table: Table, table_id: str | None = None, headers: dict[str, str] | None = None, **query: Any) -> Any:
    return table.client.get(f"/api/v1/tables/{table_id or table.id}/events", query_string=query,
                            headers=headers or {}, buffered=False)


def opened_and_closed(response: Any) -> int:
    """The status of a stream, whose place is then given back (the client left)."""
    status = int(response.status_code)
    response.close()
    return status


def test_a_ticket_is_spent_after_its_uses(table):
    ticket = ticket_for(table, table.seat(0))
    assert [opened_and_closed(events(table, ticket=ticket)) for _ in range(5)] == [200] * 5
    spent = events(table, ticket=ticket)
    assert spent.status_code == 401 and spent.mimetype == "application/problem+json"


def test_a_ticket_nobody_reconnects_with_in_time_expires(table, clock):
    ticket = ticket_for(table, table.seat(0))
    assert opened_and_closed(events(table, ticket=ticket)) == 200
    # A reconnection comes within 30 s of a stream's end, and a stream lasts EVENTS_MAX_SECONDS at most.
    clock.advance(APP_SETTINGS["EVENTS_MAX_SECONDS"] + 30 + 1)
    assert events(table, ticket=ticket).status_code == 401


def test_a_ticket_ends_after_its_life_however_often_it_reconnects(table, clock):
    ticket = ticket_for(table, table.seat(0))
    for _ in range(4):
        assert opened_and_closed(events(table, ticket=ticket)) == 200
        clock.advance(25)  # reconnecting in time, again and again...
    clock.advance(3600)  # ...but not past the hour it was issued for
    assert events(table, ticket=ticket).status_code == 401


def test_a_ticket_unused_in_time_opens_nothing(table, clock):
    ticket = ticket_for(table, table.seat(0))
    clock.advance(31)
    assert events(table, ticket=ticket).status_code == 401


def test_a_ticket_opens_its_own_table_only_and_as_its_own_token(app_on, table):
    other = make_table(app_on.test_client(), players=2)
    foreign = ticket_for(other, other.host)
    assert events(table, ticket=foreign).status_code == 403
    assert opened_and_closed(events(other, ticket=foreign)) == 200  # still its own table's (the refusal took a use)
    # A ticket speaks for the token that asked for it: Bob's ticket gets Bob's view, whoever sends it.
    bobs = ticket_for(table, table.seat(1))
    table.move(table.seat(0), type="note", text="secret")
    stream = events(table, ticket=bobs, since=0)
    assert b'"text":null' in stream.data and b"secret" not in stream.data
    stream.close()


def test_a_handover_voids_the_old_phones_ticket_at_once(table):
    ticket = ticket_for(table, table.seat(1))
    assert opened_and_closed(events(table, ticket=ticket)) == 200
    code = table.client.post(f"/api/v1/tables/{table.id}/handovers", json={"seat": 1}, headers=table.host).json["code"]
    assert table.client.post("/api/v1/handovers/claim", json={"code": code}).status_code == 201
    assert events(table, ticket=ticket).status_code == 401


def test_a_ticket_is_never_a_token(table):
    ticket = ticket_for(table, table.seat(0))
    assert table.client.get(f"/api/v1/tables/{table.id}", headers={"Authorization": f"Bearer {ticket}"}).status_code == 401
    assert events(table, headers={"Authorization": f"Bearer {ticket}"}).status_code == 401


@pytest.mark.parametrize("hostile", ["9" * 5000, "-1", "abc", "1e3", "0x10", " 1 2", "1.2.3.4", "9" * 16,
                                     "3.2.<script>", "1\u0661"])
def test_a_hostile_last_event_id_is_refused_and_opens_nothing(app_on, table, hostile):
    for headers, query in (({**table.seat(0), "Last-Event-ID": hostile}, {}), (table.seat(0), {"since": hostile})):
        refused = events(table, headers=headers, **query)
        assert refused.status_code == 422, (hostile, refused.status_code)
        assert hostile[:50] not in refused.json["detail"]  # never echoed back
    assert streams_open(app_on) == 0


def test_who_asks_is_checked_before_the_last_event_id_or_the_query(table):
    for headers, query in (({"Last-Event-ID": "-1"}, {"ticket": "unknown"}), ({}, {"ticket": "unknown", "since": "x"}),
                           ({}, {"ticket": "unknown", "after_version": "1"}),
                           ({"Authorization": "Bearer not-a-token", "Last-Event-ID": "-1"}, {})):
        assert events(table, headers=headers, **query).status_code == 401, (headers, query)


def test_a_last_event_id_from_the_future_is_refused(app_on, table):
    table.move(table.seat(0), type="add", points=1)
    refused = events(table, headers={**table.seat(0), "Last-Event-ID": "2"})
    assert refused.status_code == 422 and "version 1" in refused.json["detail"]
    assert events(table, headers=table.seat(0), since=2**53).status_code == 422
    assert streams_open(app_on) == 0


def test_the_stream_refuses_a_query_it_does_not_know(table):
    assert events(table, headers=table.seat(0), after_version=1).status_code == 422
    assert events(table, headers=table.seat(0), token=table.tokens[0]).status_code == 400  # as before


@pytest.mark.parametrize("since", ["-1", "x", "1.5", str(2**53), "9" * 400, ""])
def test_since_out_of_range_is_refused(table, since):
    answer = table.client.get(f"/api/v1/tables/{table.id}/moves", query_string={"since": since}, headers=table.host)
    assert answer.status_code == 422 and "since" in answer.json["errors"]


def test_since_past_the_tables_version_and_unknown_cursors_are_refused(table):
    moves = f"/api/v1/tables/{table.id}/moves"
    assert table.client.get(moves, query_string={"since": 1}, headers=table.host).status_code == 422
    unknown = table.client.get(moves, query_string={"after_version": 0}, headers=table.host)
    assert unknown.status_code == 422 and "after_version" in unknown.json["errors"]


def test_reconnecting_with_one_ticket_does_not_get_round_the_limits(app_on, table):
    ticket = ticket_for(table, table.seat(0))
    held = [events(table, ticket=ticket) for _ in range(2)]
    assert [r.status_code for r in held] == [200, 200]
    third = events(table, ticket=ticket)
    assert third.status_code == 429 and "with this token" in third.json["detail"]
    for response in held:
        response.close()
    assert streams_open(app_on) == 0
    # Reconnections one after the other: as many as the ticket's uses, and never two rows at once.
    for _ in range(2):
        assert opened_and_closed(events(table, ticket=ticket)) == 200
    assert events(table, ticket=ticket).status_code == 401  # 2 + the refused one + 2 = its 5 uses spent
    assert streams_open(app_on) == 0


def streams_open(app: Flask) -> int:
    store = app.extensions["sherwood"].store
    with store.db() as db:
        return int(store._run(db, "SELECT count(*) FROM streams").fetchone()[0])
