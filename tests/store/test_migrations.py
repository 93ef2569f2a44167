"""Versioned schema migrations (api/store/migrations.py) on both databases, and the upgrade of a file from before them."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import psycopg
import pytest

from api import create_app
from api.store import migrations
from api.store.migrations import STEPS, Step, latest_version
from api.store import SqliteStore
from api.store.postgres import PostgresStore
from tests.helpers import Table, correct
from tests.paths import FIXTURES

BEFORE = json.loads((FIXTURES / "db_before_migrations.json").read_text())


def sqlite_versions(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        return [r[0] for r in conn.execute("SELECT version FROM schema_version ORDER BY version")]


def postgres_versions(url: str) -> list[int]:
    with psycopg.connect(url) as conn:
        return [r[0] for r in conn.execute("SELECT version FROM schema_version ORDER BY version")]


@pytest.fixture
def file_before_migrations(tmp_path: Path) -> Path:
    """A SQLite file as the release before migrations left it (tests/fixtures/db_before_migrations.sql:
    a dump made by that code, with two tables, moves, an undo, a correction, keyed moves and a preset)."""
    path = tmp_path / "before.db"
    with sqlite3.connect(path) as conn:
        conn.executescript((FIXTURES / "db_before_migrations.sql").read_text())
    return path


def test_a_file_from_before_migrations_is_recognised_and_keeps_everything(file_before_migrations, clock):
    with sqlite3.connect(file_before_migrations) as conn:
        assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_version'").fetchone()
    clock.now = BEFORE["now"] + 60
    app = create_app({"TESTING": True, "DATABASE": str(file_before_migrations), "CLOCK": clock})
    assert sqlite_versions(file_before_migrations) == [s.number for s in STEPS]
    table = Table(app.test_client(), BEFORE["table"], BEFORE["tokens"])
    shown = table.get(table.host).json
    assert shown["version"] == BEFORE["version"] and shown["state"] == BEFORE["state"]
    log = table.log(table.seat(0)).json
    assert [e["version"] for e in log] == list(range(1, BEFORE["version"] + 1))
    assert "secret plan" not in json.dumps(log)  # still private to Bob
    assert "secret plan" in json.dumps(table.log(table.seat(1)).json)
    # A retry of a move keyed before the upgrade gets its first answer (saying its game, as every move's answer
    # does now: issue 36); old tokens play on.
    again = table.move({**table.seat(1), "Idempotency-Key": "key-3"}, type="add", points=4)
    assert again.status_code == 201 and again.json == {"game": "score-pad", **BEFORE["answers"]["key-3"]}
    played = table.move(table.seat(0), type="add", points=1)
    assert played.status_code == 201 and played.json["version"] == BEFORE["version"] + 1
    assert table.undo(table.host).status_code == 201
    assert correct(table, table.host, {"version": 2, "move": {"type": "add", "points": 3}}).status_code == 201
    second = Table(app.test_client(), BEFORE["second"]["table"], BEFORE["second"]["tokens"])
    assert second.join("Dee").status_code == 201
    assert app.extensions["sherwood"].store.preset("robin-hood-goods", "club") == {"cards": 3}


def test_the_old_file_gets_issue_13s_index_and_issue_14s_series_links(file_before_migrations):
    """Steps 2 and 3 on a file from before them: only undo entries indexed; tokens keyed per table."""
    store = SqliteStore(str(file_before_migrations))
    with store.db() as db:
        indexes = {r[1]: r[2] for r in db.conn.execute("SELECT type, name, sql FROM sqlite_master WHERE type = 'index'")}
        assert "WHERE undoes IS NOT NULL" in indexes["moves_undoes"]
        assert "idx_moves_table_id_undoes" not in indexes
        assert db["tokens"].pks == ["hash", "table_id"]
        columns = {c.name for c in db["tables"].columns}
    assert {"series_id", "previous_table_id", "rematch_table_id"} <= columns
    table = store.table(BEFORE["table"]["id"])
    assert table["series_id"] == table["id"] and table["rematch_table_id"] is None
    host = store.access(BEFORE["table"]["host_token"], BEFORE["table"]["id"])
    assert host is not None and host.role == "host"


def test_a_new_sqlite_file_starts_at_the_latest_version_and_is_not_migrated_twice(tmp_path):
    path = tmp_path / "new.db"
    SqliteStore(str(path))
    SqliteStore(str(path))
    assert sqlite_versions(path) == list(range(1, latest_version() + 1))


@pytest.mark.postgres
def test_a_new_postgres_database_starts_at_the_latest_version(postgres_url):
    PostgresStore(postgres_url, pool_size=1).close()
    assert postgres_versions(postgres_url) == list(range(1, latest_version() + 1))


def extra_step() -> Step:
    """What a later release adds: one entry (here a column and its index)."""
    return Step(latest_version() + 1, "tables.note",
                sqlite="ALTER TABLE tables ADD COLUMN note TEXT; CREATE INDEX tables_note ON tables (note)",
                postgres="ALTER TABLE tables ADD COLUMN note text; CREATE INDEX tables_note ON tables (note)")


def test_a_new_step_is_applied_once_on_sqlite_keeping_the_rows(file_before_migrations, monkeypatch):
    SqliteStore(str(file_before_migrations))  # up to today's version
    monkeypatch.setattr(migrations, "STEPS", [*STEPS, extra_step()])
    store = SqliteStore(str(file_before_migrations))
    SqliteStore(str(file_before_migrations))  # a second worker: nothing left to do
    assert sqlite_versions(file_before_migrations) == list(range(1, latest_version() + 1))
    with store.db() as db:
        columns = [r[1] for r in db.conn.execute("PRAGMA table_info(tables)")]
    assert "note" in columns and store.table(BEFORE["table"]["id"])["version"] == BEFORE["version"]


@pytest.mark.postgres
def test_a_new_step_is_applied_once_on_postgres(postgres_url, monkeypatch):
    monkeypatch.setattr(migrations, "STEPS", [*STEPS, extra_step()])
    for _ in range(2):
        PostgresStore(postgres_url, pool_size=1).close()
    assert postgres_versions(postgres_url) == list(range(1, latest_version() + 1))
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT note FROM tables").fetchall() == []


def test_a_failing_step_changes_nothing_and_stops_the_start(tmp_path, monkeypatch):
    path = tmp_path / "t.db"
    SqliteStore(str(path))
    broken = Step(latest_version() + 1, "broken", sqlite="ALTER TABLE tables ADD COLUMN x TEXT; NOT SQL",
                  postgres="NOT SQL")
    monkeypatch.setattr(migrations, "STEPS", [*STEPS, broken])
    with pytest.raises(sqlite3.OperationalError):
        SqliteStore(str(path))
    with sqlite3.connect(path) as conn:
        assert "x" not in [r[1] for r in conn.execute("PRAGMA table_info(tables)")]
    assert sqlite_versions(path) == [s.number for s in STEPS]


def test_steps_are_numbered_from_one_without_gaps():
    assert [s.number for s in STEPS] == list(range(1, len(STEPS) + 1))
    assert all(s.description and s.sqlite and s.postgres for s in STEPS)


def test_the_log_is_rebuilt_without_rowid_keeping_its_rows_indexes_and_trigger(file_before_migrations):
    """Step 8 on a file from before it: the same log rows, now keyed by (table_id, version) alone."""
    read = "SELECT table_id, version, kind, seat, role, move, result, undoes, created_at FROM moves ORDER BY table_id, version"
    with sqlite3.connect(file_before_migrations) as conn:
        before = conn.execute(read).fetchall()
    assert before
    SqliteStore(str(file_before_migrations))
    with sqlite3.connect(file_before_migrations) as conn:
        schema = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'moves'").fetchone()[0]
        indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'moves'")}
        assert "WITHOUT ROWID" in schema and conn.execute(read).fetchall() == before
        # No second copy of the key; the clock's entries indexed on their own (step 9).
        assert indexes == {"moves_corrections", "moves_undoes", "moves_clock"}
        conn.execute("DELETE FROM tables WHERE id = ?", [BEFORE["table"]["id"]])  # the trigger still takes the log
        assert not conn.execute("SELECT 1 FROM moves WHERE table_id = ?", [BEFORE["table"]["id"]]).fetchone()
