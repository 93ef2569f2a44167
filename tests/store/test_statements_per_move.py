"""What a move costs the database: statements on SQLite, round trips on PostgreSQL (counted, not timed).

A move reads who the token is, the table's snapshot and its Idempotency-Key's record in one
statement (store.move_context); on PostgreSQL that statement goes with BEGIN and the row lock,
and the log entry, the snapshot, the key's record and the NOTIFY go with COMMIT: two round trips,
keyed or not.
"""
from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table


def seated(client: Any) -> tuple[Any, dict[str, str]]:
    table = make_table(client, "score-pad", players=2)
    assert table.join("Ann").status_code == 201
    return table, table.seat(0)


def test_a_move_on_sqlite_reads_once_before_it_writes(tmp_path, monkeypatch):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "test.db")})
    try:
        table, ann = seated(app.test_client())
        store = app.extensions["sherwood"].store
        seen: list[str] = []
        real_run = type(store)._run

        def counting(self: Any, db: Any, sql: str, params: Any = ()) -> sqlite3.Cursor:
            seen.append(sql.split()[0].upper())
            return real_run(self, db, sql, params)

        monkeypatch.setattr(type(store), "_run", counting)
        for key in (None, "k-1"):
            seen.clear()
            headers = ann if key is None else {**ann, "Idempotency-Key": key}
            assert table.move(headers, type="add", points=1).status_code == 201
            assert seen.count("SELECT") == 1, seen  # the token, the snapshot and the key's record together
            assert seen == ["SELECT", "INSERT", "UPDATE"] + (["INSERT"] if key else []), seen
        seen.clear()
        again = table.move({**ann, "Idempotency-Key": "k-1"}, type="add", points=1)
        assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
        assert "INSERT" not in seen and "UPDATE" not in seen
    finally:
        close_app(app)


@pytest.mark.postgres
def test_a_move_on_postgresql_is_two_round_trips_keyed_or_not(tmp_path, postgres_url, monkeypatch):
    from api.store import postgres

    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "unused.db"), "DATABASE_URL": postgres_url})
    try:
        table, ann = seated(app.test_client())
        trips: list[list[str]] = []
        real_send, real_run = postgres.PostgresStore._send, postgres.PostgresStore._run

        def send(self: Any, write: Any) -> Any:
            trips.append([sql for sql, _ in write.deferred])
            return real_send(self, write)

        def run(self: Any, db: Any, sql: str, params: Any = ()) -> Any:
            if isinstance(db, postgres.Write) and not db.deferred:  # sent on its own: a round trip too
                trips.append([sql])
            return real_run(self, db, sql, params)

        monkeypatch.setattr(postgres.PostgresStore, "_send", send)
        monkeypatch.setattr(postgres.PostgresStore, "_run", run)
        for key in (None, "k-1"):
            trips.clear()
            headers = ann if key is None else {**ann, "Idempotency-Key": key}
            assert table.move(headers, type="add", points=1).status_code == 201
            assert len(trips) == 2, trips
            assert trips[0][0] == "BEGIN" and trips[1][-1] == "COMMIT"
            assert any("idempotency_versions" in sql for sql in trips[1]) == (key is not None)
        assert table.move({**ann, "Idempotency-Key": "k-1"}, type="add", points=2).status_code == 422  # another body
    finally:
        close_app(app)
