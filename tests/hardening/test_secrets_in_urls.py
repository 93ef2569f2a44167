"""No lasting credential in a URL. The live-update stream opens with a
short-lived ticket fetched with the Authorization header (good for EventSource's own reconnections,
a bounded number of times: tests/hardening/test_stream_reconnects.py); join links carry the
code in the fragment (/join#CODE), which browsers never send; /join/CODE still works."""
from __future__ import annotations

from tests.helpers import bearer, make_table


def tickets_path(table_id: str) -> str:
    return f"/api/v1/tables/{table_id}/events/tickets"


def events(client, table_id, **query):
    return client.get(f"/api/v1/tables/{table_id}/events", query_string=query)


def stored_tickets(app) -> list[tuple]:
    with app.extensions["sherwood"].store.db() as db:
        return db.execute("SELECT hash, token_hash, table_id, expires_at FROM stream_tickets").fetchall()


def test_a_token_in_the_url_is_refused_with_400(pad):
    response = events(pad.client, pad.id, token=pad.tokens[0])
    assert response.status_code == 400
    assert "does not go in a URL" in response.json["detail"]


def test_a_ticket_opens_only_as_many_streams_as_it_says(pad):
    issued = pad.client.post(tickets_path(pad.id), headers=pad.seat(0))
    assert issued.status_code == 201 and issued.json["expires_in"] == 30
    assert (issued.json["uses"], issued.json["lasts"]) == (20, 3600)
    ticket = issued.json["ticket"]
    assert ticket not in (pad.tokens[0], pad.created["host_token"]) and len(ticket) >= 32
    for _ in range(20):  # EventSource reconnecting with it
        opened = events(pad.client, pad.id, ticket=ticket)
        assert opened.status_code == 200 and b"data: " in opened.data
        opened.close()  # the stream ended: its place is free for the next
    spent = events(pad.client, pad.id, ticket=ticket)
    assert spent.status_code == 401 and "used or expired" in spent.json["detail"]


def test_a_ticket_expires_unused(pad, clock):
    ticket = pad.client.post(tickets_path(pad.id), headers=pad.host).json["ticket"]
    clock.advance(31)
    assert events(pad.client, pad.id, ticket=ticket).status_code == 401


def test_a_ticket_opens_only_its_own_table(client, pad):
    other = make_table(client)
    ticket = client.post(tickets_path(other.id), headers=other.host).json["ticket"]
    assert events(client, pad.id, ticket=ticket).status_code == 403
    # A ticket may not be asked for with another table's token either.
    assert client.post(tickets_path(pad.id), headers=other.host).status_code == 403


def test_every_role_gets_tickets_and_a_spectator_stream_works(pad):
    spectator = bearer(pad.created["spectator_url"].split("#")[1])
    for headers in (pad.host, pad.seat(1), spectator):
        ticket = pad.client.post(tickets_path(pad.id), headers=headers).json["ticket"]
        assert events(pad.client, pad.id, ticket=ticket).status_code == 200


def test_tickets_of_an_expired_table_are_refused(pad, clock):
    ticket = pad.client.post(tickets_path(pad.id), headers=pad.host).json["ticket"]
    clock.advance(7 * 24 * 3600 + 1)
    assert pad.client.post(tickets_path(pad.id), headers=pad.host).status_code == 410
    assert events(pad.client, pad.id, ticket=ticket).status_code == 401  # expired before the table


def test_tickets_are_stored_hashed_and_a_refused_request_stores_none(app, pad):
    assert pad.client.post(tickets_path(pad.id), headers=bearer("bad")).status_code == 401
    assert pad.client.post(tickets_path(pad.id)).status_code == 401
    assert stored_tickets(app) == []
    ticket = pad.client.post(tickets_path(pad.id), headers=pad.host).json["ticket"]
    rows = stored_tickets(app)
    assert len(rows) == 1 and ticket not in str(rows)
    events(pad.client, pad.id, ticket=ticket)
    (used,) = stored_tickets(app)
    assert ticket not in str(used)  # kept for a reconnection, still only as its digest


def test_used_and_expired_tickets_are_cleared(app, pad, clock):
    for _ in range(3):
        pad.client.post(tickets_path(pad.id), headers=pad.host)
    clock.advance(31)
    pad.client.post(tickets_path(pad.id), headers=pad.host)
    assert len(stored_tickets(app)) == 1


def test_join_links_carry_the_code_in_the_fragment_and_old_links_still_open(client):
    table = make_table(client)
    code = table.created["join_code"]
    assert table.created["join_url"].endswith(f"/join#{code}")
    assert f"/join/{code}" not in table.created["join_url"]
    page = client.get("/join")  # the server sees "/join" only
    assert page.status_code == 200 and b'<main id="app"' in page.data
    # Printed /join/CODE links still open: sent on to /join#CODE (tests/hardening/test_old_join_links.py).
    assert client.get(f"/join/{code}").headers["Location"] == f"/join#{code}"


def test_deleting_an_expired_table_takes_its_tickets(app, client, pad, clock):
    pad.client.post(tickets_path(pad.id), headers=pad.host)
    clock.advance(7 * 24 * 3600 + 1)
    make_table(client)  # creating a table purges expired ones
    assert stored_tickets(app) == []


def test_a_database_from_before_stream_tickets_gets_the_table_on_start(tmp_path, clock):
    """Old tables keep working: the new table (and its clean-up trigger) is added when the app starts."""
    from api import create_app

    path = str(tmp_path / "old.db")
    old_app = create_app({"DATABASE": path, "CLOCK": clock})
    table = make_table(old_app.test_client())
    with old_app.extensions["sherwood"].store.db() as db:  # as a database written before this change
        db.conn.execute("DROP TRIGGER drop_stream_tickets")
        db.conn.execute("DROP TABLE stream_tickets")
        db.conn.execute("DROP TABLE schema_version")  # nor versioned migrations (api/store/migrations.py)
    client = create_app({"DATABASE": path, "CLOCK": clock}).test_client()
    ticket = client.post(tickets_path(table.id), headers=table.host)
    assert ticket.status_code == 201
    assert events(client, table.id, ticket=ticket.json["ticket"]).status_code == 200
