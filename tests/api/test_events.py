"""Server-Sent Events: a listener hears of every change."""
import json
import threading
import time

from tests.helpers import bearer, make_table


def ticket(client, table_id, token):
    response = client.post(f"/api/v1/tables/{table_id}/events/tickets", headers=bearer(token))
    assert response.status_code == 201, response.json
    return response.json["ticket"]


def open_stream(client, table_id, token, **kwargs):
    """The PWA's way: a single-use ticket, fetched with the Authorization header, in the URL."""
    query = {"ticket": ticket(client, table_id, token)}
    return client.get(f"/api/v1/tables/{table_id}/events", query_string=query, **kwargs)


def read_events(response, count, timeout=5.0):
    events, buffer = [], ""
    deadline = time.monotonic() + timeout
    for chunk in response.response:
        buffer += chunk.decode() if isinstance(chunk, bytes) else chunk
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            data = [line[6:] for line in block.splitlines() if line.startswith("data: ")]
            if data:
                events.append(json.loads(data[0]))
        if len(events) >= count or time.monotonic() > deadline:
            break
    return events


def test_first_event_carries_the_current_version(pad):
    pad.move(pad.seat(0), type="add", points=1)
    token = pad.tokens[0]
    response = open_stream(pad.client, pad.id, token, buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    assert read_events(response, 1) == [{"version": 1, "seated": 2}]
    response.close()


def test_listener_hears_a_move_made_elsewhere(pad, app):
    response = open_stream(pad.client, pad.id, pad.tokens[1], buffered=False)
    other = app.test_client()
    threading.Timer(0.1, lambda: other.post(
        f"/api/v1/tables/{pad.id}/moves", json={"type": "add", "points": 2}, headers=pad.seat(0)
    )).start()
    events = read_events(response, 2)
    assert events[0]["version"] == 0 and events[1]["version"] == 1
    response.close()


def test_listener_hears_a_move_written_by_another_process(tmp_path, clock):
    from api import create_app

    config = {"DATABASE": str(tmp_path / "x.db"), "CLOCK": clock, "EVENTS_MAX_SECONDS": 3,
              "NOTIFY_POLL_SECONDS": 0.02}
    listener_app, writer_app = create_app(config), create_app(config)
    table = make_table(writer_app.test_client(), players=2)
    table.join("Ann")
    # The ticket comes from the writer's app: tickets are in SQLite, so any worker honours them.
    issued = ticket(writer_app.test_client(), table.id, table.tokens[0])
    response = listener_app.test_client().get(
        f"/api/v1/tables/{table.id}/events", query_string={"ticket": issued}, buffered=False
    )
    threading.Timer(0.2, lambda: table.move(table.seat(0), type="add", points=2)).start()
    assert [e["version"] for e in read_events(response, 2)] == [0, 1]
    response.close()


def test_events_need_a_valid_ticket_or_header(pad):
    events = f"/api/v1/tables/{pad.id}/events"
    assert pad.client.get(events).status_code == 401
    assert pad.client.get(events, query_string={"ticket": "bad"}).status_code == 401
    assert pad.client.get(events, headers=bearer("bad")).status_code == 401
    assert pad.client.post(f"{events}/tickets").status_code == 401
    assert pad.client.post(f"{events}/tickets", headers=bearer("bad")).status_code == 401


def test_a_fetch_client_may_send_the_authorization_header_instead(pad):
    response = pad.client.get(f"/api/v1/tables/{pad.id}/events", headers=pad.seat(0))
    assert response.status_code == 200 and b"data: " in response.data


def test_stream_ends_after_its_maximum_time(pad):
    started = time.monotonic()
    response = open_stream(pad.client, pad.id, pad.tokens[0])
    assert b"data: " in response.data
    assert time.monotonic() - started < 3
