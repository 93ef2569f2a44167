"""Server-Sent Events: a listener hears of every change, and what it was (issue 36, point 3): each event's
id is the version it brings, its data the kind of change and the new log entry; a reconnection with
Last-Event-ID hears what it missed first; GET .../moves?since= gives what a client missed without a stream."""
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


def read_events(response, count, timeout=20.0, ids=None):
    """The data of up to ``count`` events (JSON); each event's id goes into ``ids`` when given. The
    generous ``timeout`` is for a loaded CI machine: the read ends as soon as ``count`` have come."""
    events, buffer = [], ""
    deadline = time.monotonic() + timeout
    for chunk in response.response:
        buffer += chunk.decode() if isinstance(chunk, bytes) else chunk
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            data = [line[6:] for line in block.splitlines() if line.startswith("data: ")]
            if data:
                events.append(json.loads(data[0]))
                if ids is not None:
                    ids.extend(line[4:] for line in block.splitlines() if line.startswith("id: "))
        if len(events) >= count or time.monotonic() > deadline:
            break
    return events


def test_first_event_carries_the_current_version(pad):
    pad.move(pad.seat(0), type="add", points=1)
    token = pad.tokens[0]
    response = open_stream(pad.client, pad.id, token, buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    ids = []
    assert read_events(response, 1, ids=ids) == [{"version": 1, "seated": 2, "kind": "sync"}]
    assert ids == ["1"]  # the version: EventSource sends it back as Last-Event-ID
    response.close()


def long_streams(app):
    """The tests' streams end after half a second; one that waits for changes made while it is open
    stays open 20 s, so a loaded machine's slow requests still come within it (read_events returns
    as soon as the events it wants have come)."""
    app.config["EVENTS_MAX_SECONDS"] = 20.0


def test_listener_hears_a_move_made_elsewhere(pad, app):
    long_streams(app)
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


def events_of(client, table_id, headers, query=None):
    """Every event of one whole stream (the tests' streams end after half a second)."""
    response = client.get(f"/api/v1/tables/{table_id}/events", headers=headers, query_string=query or {})
    assert response.status_code == 200, response.json
    ids = []
    return parse(response.data.decode(), ids), ids


def parse(text, ids):
    """The data of every event in ``text``, their ids into ``ids``."""
    events = []
    for block in text.split("\n\n"):
        data = [line[6:] for line in block.splitlines() if line.startswith("data: ")]
        if data:
            events.append(json.loads(data[0]))
            ids.extend(line[4:] for line in block.splitlines() if line.startswith("id: "))
    return events


def test_each_event_says_what_changed_with_the_entry_as_the_log_shows_it(pad, app):
    long_streams(app)
    response = open_stream(pad.client, pad.id, pad.tokens[1], buffered=False)
    other = app.test_client()

    def changes():
        other.post(f"/api/v1/tables/{pad.id}/moves", json={"type": "add", "points": 2}, headers=pad.seat(0))
        other.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=pad.host)
        assert pad.join("Cat").status_code == 201

    threading.Timer(0.1, changes).start()
    ids = []
    events = read_events(response, 4, ids=ids)
    response.close()
    assert [e["kind"] for e in events] == ["sync", "move", "undo", "seats"]
    assert ids == ["0", "1", "2", "2"]
    log = pad.client.get(f"/api/v1/tables/{pad.id}/moves", headers=pad.seat(1)).json
    assert events[1]["entry"]["move"] == log[0]["move"] and events[1]["entry"]["version"] == 1
    assert events[2]["entry"] == log[1] and events[2]["entry"]["undoes"] == 1
    assert events[3]["seated"] == 3 and "entry" not in events[3]


def test_a_join_or_rematch_in_the_same_wake_as_moves_is_still_an_event_of_its_own():
    """A move and a join between two of the stream's wakes: the move's event, then the join's (it came
    after the move's event on a loaded machine only, and a tool following the kinds missed it)."""
    from api.table.events import ChangeEvents, Told

    def kinds(told, mark):
        events = ChangeEvents(None, None, told, catch_up_entries=50)
        events._entries = lambda after, upto: [{"version": v, "kind": "move"} for v in range(after + 1, upto + 1)]
        return [json.loads(text.split("data: ", 1)[1])["kind"] for text in events.after(mark)]

    assert kinds(Told(version=1, seated=2), (2, 3, None)) == ["move", "seats"]
    assert kinds(Told(version=1, seated=2), (3, 2, "R2")) == ["move", "move", "rematch"]
    assert kinds(Told(version=1, seated=2), (1, 3, None)) == ["seats"]
    # A reconnection (Last-Event-ID: what it was told of the seats is not known) hears the entries only.
    assert kinds(Told(version=1), (2, 3, None)) == ["move"]


def test_another_seats_private_fields_are_blanked_in_its_events(pad):
    pad.move(pad.seat(0), type="note", text="bluff")
    events, _ = events_of(pad.client, pad.id, pad.seat(1), {"since": 0})
    (note,) = events
    assert note["kind"] == "move" and note["entry"]["move"]["text"] is None
    assert note["entry"] == pad.client.get(f"/api/v1/tables/{pad.id}/moves", headers=pad.seat(1)).json[0]
    mine, _ = events_of(pad.client, pad.id, pad.seat(0), {"since": 0})
    assert mine[0]["entry"]["move"]["text"] == "bluff"


def test_a_reconnection_with_last_event_id_hears_what_it_missed_first(pad):
    pad.move(pad.seat(0), type="add", points=1)
    _, ids = events_of(pad.client, pad.id, pad.seat(1))
    assert ids == ["1"]
    for points in (2, 3, 4):  # made while nobody listened
        pad.move(pad.seat(0), type="add", points=points)
    events, ids = events_of(pad.client, pad.id, {**pad.seat(1), "Last-Event-ID": ids[-1]})
    assert ids == ["2", "3", "4"] and [e["entry"]["move"]["points"] for e in events] == [2, 3, 4]
    # Nothing missed: the stream says where the table stands.
    events, ids = events_of(pad.client, pad.id, {**pad.seat(1), "Last-Event-ID": "4"})
    assert events == [{"version": 4, "seated": 2, "kind": "sync"}]
    # The header wins over ?since= (EventSource reconnects to the URL it opened, with the header).
    _, ids = events_of(pad.client, pad.id, {**pad.seat(1), "Last-Event-ID": "3"}, {"since": 1})
    assert ids == ["4"]
    _, ids = events_of(pad.client, pad.id, pad.seat(1), {"since": 2})
    assert ids == ["3", "4"]
    # An id of the streams before issue 36 (version.seated) is read as its version.
    _, ids = events_of(pad.client, pad.id, {**pad.seat(1), "Last-Event-ID": "2.2"})
    assert ids == ["3", "4"]


def test_more_missed_than_a_stream_sends_again_is_one_gap_event(tmp_path, clock):
    from api import close_app, create_app
    from tests.conftest import APP_SETTINGS

    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "gap.db"), "CLOCK": clock, "EVENTS_CATCH_UP_ENTRIES": 2})
    try:
        table = make_table(app.test_client(), players=2)
        table.join("Ann")
        for points in (1, 2, 3):
            table.move(table.seat(0), type="add", points=points)
        events, ids = events_of(table.client, table.id, {**table.seat(0), "Last-Event-ID": "0"})
        assert events == [{"version": 3, "seated": 1, "kind": "gap", "since": 0}] and ids == ["3"]
        assert [e["kind"] for e in events_of(table.client, table.id, {**table.seat(0), "Last-Event-ID": "1"})[0]] == [
            "move", "move"]
    finally:
        close_app(app)


def test_the_log_since_a_version_gives_what_a_client_missed(pad):
    for points in range(1, 6):
        pad.move(pad.seat(0), type="add", points=points)
    moves = f"/api/v1/tables/{pad.id}/moves"
    assert [e["version"] for e in pad.client.get(moves, query_string={"since": 3}, headers=pad.host).json] == [4, 5]
    assert pad.client.get(moves, query_string={"since": 5}, headers=pad.host).json == []
    page = pad.client.get(moves, query_string={"since": 1, "page": 2, "page_size": 2}, headers=pad.host)
    assert [e["version"] for e in page.json] == [4, 5]
    assert json.loads(page.headers["X-Pagination"])["total"] == 4
    assert f"<{moves}?since=1&page=1&page_size=2>; rel=\"first\"" in page.headers["Link"]  # every page keeps since


def test_listeners_of_a_seat_woken_together_cost_one_log_read():
    """A move heard by many phones of one seat-view is read once (api/table/events.py SeenEntries)."""
    from api.store import Access
    from api.table.events import SeenEntries

    seen, reads = SeenEntries(), []

    def slow_read(offset, limit):
        reads.append((offset, limit))
        time.sleep(0.1)  # the database answering while the other listeners wake
        return [{"version": v} for v in range(offset + 1, offset + limit + 1)]

    access = Access(table_id="t", role="player", seat=1, token_hash="h", version=3, seated=2, expires_at=0.0,
                    game="score-pad")
    heard = []
    listeners = [threading.Thread(target=lambda: heard.append(seen.between(access, 1, 3, slow_read))) for _ in range(20)]
    for listener in listeners:
        listener.start()
    for listener in listeners:
        listener.join()
    assert reads == [(1, 2)] and heard == [[{"version": 2}, {"version": 3}]] * 20
    assert seen.between(access, 2, 3, slow_read) == [{"version": 3}] and len(reads) == 1  # kept for a later reader


def test_every_kind_of_event_is_what_the_specs_table_event_says(pad):
    """The stream is declared as text for generators (schemathesis then cannot check its events:
    tests/api/test_schemathesis.py), so each kind of event is checked against TableEvent here."""
    from tests.api.test_examples import problems_of

    spec = pad.client.get("/api/openapi.json").json
    table_event = {"$ref": "#/components/schemas/TableEvent"}
    pad.move(pad.seat(0), type="add", points=2)
    pad.move(pad.seat(0), type="note", text="bluff")  # private: blanked for seat 1
    pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=pad.host)
    log = pad.client.get(f"/api/v1/tables/{pad.id}/moves", headers=pad.host).json
    fixed = pad.client.post(f"/api/v1/tables/{pad.id}/corrections", headers=pad.host, json={
        "expected_version": 3, "amendments": [{"version": log[0]["version"], "move": {"type": "add", "points": 3}}]})
    assert fixed.status_code == 201, fixed.json
    events, _ = events_of(pad.client, pad.id, pad.seat(1), {"since": 0})
    events += events_of(pad.client, pad.id, pad.seat(1))[0]
    assert {e["kind"] for e in events} >= {"move", "undo", "correction", "sync"}
    for event in events:
        assert problems_of(spec, table_event, event) == [], event
