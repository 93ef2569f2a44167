"""Expired tables are deleted on a schedule inside the app (api/operator/purge.py), not
only when someone creates a table; on SQLite a purge that deleted something checkpoints the WAL
with TRUNCATE, so a deleted private note is in neither the WAL nor the database file; on
PostgreSQL the same purge runs."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table

TTL = 7 * 24 * 3600
NOTE = "the-secret-hiding-place-under-the-oak"


def wait_for(condition, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def table_count(app) -> int:
    store = app.extensions["sherwood"].store
    with store.db() as db:
        return store._run(db, "SELECT count(*) FROM tables").fetchone()[0]


@pytest.fixture
def scheduled_app(database, clock):
    app = create_app({**APP_SETTINGS, **database, "CLOCK": clock, "PURGE_INTERVAL_SECONDS": 0.05})
    yield app
    close_app(app)


def test_expired_tables_are_purged_on_a_schedule_without_a_new_table(scheduled_app, clock):
    client = scheduled_app.test_client()
    old, live = make_table(client), None
    assert old.join("Ann").status_code == 201
    assert old.move(old.seat(0), type="note", text=NOTE).status_code == 201
    clock.advance(TTL / 2)
    live = make_table(client)
    time.sleep(0.3)
    assert table_count(scheduled_app) == 2  # nothing expired yet: nothing purged
    clock.advance(TTL / 2 + 1)
    assert wait_for(lambda: table_count(scheduled_app) == 1)  # no table was created meanwhile
    assert live.get(live.host).status_code == 200
    store = scheduled_app.extensions["sherwood"].store
    with store.db() as db:
        for child in ("moves", "players", "tokens", "idempotency_versions"):
            assert store._run(db, f"SELECT count(*) FROM {child} WHERE table_id = ?", [old.id]).fetchone()[0] == 0


def test_a_purge_leaves_no_deleted_note_in_the_sqlite_files(tmp_path, clock):
    path = tmp_path / "purge.db"
    app = create_app({**APP_SETTINGS, "DATABASE": str(path), "CLOCK": clock, "PURGE_INTERVAL_SECONDS": 0.05})
    try:
        client = app.test_client()
        table = make_table(client)
        assert table.join("Ann").status_code == 201
        for n in range(5):
            assert table.move(table.seat(0), type="note", text=f"{NOTE}-{n}").status_code == 201
        wal = Path(f"{path}-wal")
        store = app.extensions["sherwood"].store
        with store._write_lock:  # as SQLite's own automatic checkpoints do: the notes reach the file
            store._writer.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        assert table.move(table.seat(0), type="note", text=f"{NOTE}-last").status_code == 201
        assert NOTE.encode() in path.read_bytes() and NOTE.encode() in wal.read_bytes()  # where it was
        clock.advance(TTL + 1)
        assert wait_for(lambda: table_count(app) == 0)
        assert wait_for(lambda: wal.stat().st_size == 0)  # checkpointed and truncated
        assert NOTE.encode() not in path.read_bytes() + wal.read_bytes()
    finally:
        close_app(app)


def test_the_purge_also_drops_old_attempts_and_tickets_and_reports_what_it_deleted(any_app, clock):
    client = any_app.test_client()
    table = make_table(client)
    client.post(f"/api/v1/tables/{table.id}/events/tickets", headers=table.host)
    client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"})
    store = any_app.extensions["sherwood"].store
    assert store.purge_expired(clock(), 60) == 0
    clock.advance(TTL + 1)
    assert store.purge_expired(clock(), 60) == 1
    with store.db() as db:
        for name in ("tables", "join_attempts", "stream_tickets"):
            assert store._run(db, f"SELECT count(*) FROM {name}").fetchone()[0] == 0


def test_no_schedule_when_the_interval_is_0(tmp_path, clock):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "n.db"), "CLOCK": clock,
                      "PURGE_INTERVAL_SECONDS": 0})
    try:
        assert app.extensions["sherwood"].purge is None
    finally:
        close_app(app)
