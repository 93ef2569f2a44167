"""The turn clock's entries are bounded and each costs the same however long the log (issue 35,
point 7): a setting that changes nothing is refused (409), a table keeps at most CLOCK_ENTRIES_MAX
settings (409 after, nothing stored), and a setting reads the clock's entries alone, through an index
of their own (moves_clock), never the moves. On SQLite and PostgreSQL."""
from __future__ import annotations

from engine import clock as engine_clock
from tests.api.test_turn_clock import goods_table, set_clock


def test_a_limit_it_already_has_is_refused_and_stores_nothing(any_client):
    table = goods_table(any_client)
    assert set_clock(table, table.host, turn_limit_seconds=60).status_code == 201
    version = table.get(table.host).json["version"]
    again = set_clock(table, table.host, turn_limit_seconds=60)
    assert again.status_code == 409 and again.mimetype == "application/problem+json"
    assert set_clock(table, table.host, turn_limit_seconds=None).status_code == 201
    assert set_clock(table, table.host, turn_limit_seconds=None).status_code == 409
    assert table.get(table.host).json["version"] == version + 1
    # A real change with a limit it already has: the pause is kept, the limit left out of the entry.
    paused = set_clock(table, table.host, paused=True, turn_limit_seconds=None)
    assert paused.status_code == 201
    assert table.log(table.host).json[-1]["move"] == {"type": "clock", "paused": True}


def test_a_table_keeps_only_so_many_clock_settings(any_client, monkeypatch):
    monkeypatch.setattr(engine_clock, "CLOCK_ENTRIES_MAX", 6)
    table = goods_table(any_client)
    answers = [set_clock(table, table.host, paused=n % 2 == 0).status_code for n in range(8)]
    assert answers == [201] * 6 + [409, 409]
    log = table.log(table.host).json
    assert len(log) == 6
    refused = set_clock(table, table.host, turn_limit_seconds=90)
    assert refused.status_code == 409 and "6" in refused.json["detail"]
    assert table.move(table.seat(1), type="declare", good="potato", count=1).status_code == 201  # play goes on


def test_the_clocks_entries_are_read_through_their_own_index(app):
    """SQLite's plan for the statement clock_entries runs: the partial index, not the whole log."""
    store = app.extensions["sherwood"].store
    statements: list[str] = []
    real = store._run
    with store.write() as db:
        store._run = lambda handle, sql, params=(): (statements.append(sql), real(handle, sql, params))[1]
        try:
            store.clock_entries(db, "x")
        finally:
            store._run = real
        plan = " ".join(str(row[-1]) for row in db.conn.execute(f"EXPLAIN QUERY PLAN {statements[0]}", ["x"]))
    assert "moves_clock" in plan and "PRIMARY KEY" not in plan, plan


def test_the_default_cap_is_far_above_an_evening(app):
    assert engine_clock.CLOCK_ENTRIES_MAX == 200
