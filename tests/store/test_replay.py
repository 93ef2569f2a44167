"""Replaying every stored log from the start gives each table's snapshot exactly."""
import random

import engine
from tests.helpers import make_table


def replay_stored(store, table_id):
    table = store.table(table_id)
    return engine.replay(engine.get(table["game"]), table["options"], store.log(table_id)), table["state"]


def test_every_stored_log_replays_to_its_snapshot(client, app):
    rng = random.Random(7)
    corrected = 0
    for _ in range(4):
        table = make_table(client, players=3)
        for name in ("Ann", "Bob", "Cat"):
            table.join(name)
        for _ in range(40):
            roll = rng.random()
            if roll < 0.1:
                table.undo(table.host)
            elif roll < 0.2:  # a correction of a random earlier move (refused when it breaks one)
                version = table.get(table.host).json["version"]
                change = {"delete": True} if rng.random() < 0.3 else {"move": {"type": "add", "points": rng.choice([1, 4])}}
                answer = client.post(f"/api/v1/tables/{table.id}/corrections", headers=table.host,
                                     json={"amendments": [{"version": rng.randint(1, max(1, version)), **change}]})
                assert answer.status_code in (201, 422)
                corrected += answer.status_code == 201
            elif roll < 0.25:
                table.move(table.seat(rng.randrange(3)), type="note", text=f"note {rng.random()}")
            else:
                table.move(table.seat(rng.randrange(3)), type="add", points=rng.choice([-3, 0, 2, 5]))
    assert corrected >= 3
    store = app.extensions["sherwood"].store
    ids = store.all_table_ids()
    assert len(ids) == 4
    for table_id in ids:
        replayed, snapshot = replay_stored(store, table_id)
        assert replayed == snapshot


def test_tokens_are_stored_only_as_hashes(client, app):
    table = make_table(client)
    table.join("Ann")
    with app.extensions["sherwood"].store.db() as db:
        dump = "\n".join(db.conn.iterdump())
    assert table.created["host_token"] not in dump
    assert table.tokens[0] not in dump


def test_database_uses_write_ahead_logging(app):
    with app.extensions["sherwood"].store.db() as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_processes_starting_together_on_a_new_file_all_get_the_schema(tmp_path):
    # gunicorn starts its workers at once; each opens the store on the same new file.
    import threading

    from api.store import Store

    path = str(tmp_path / "fresh.db")
    errors, barrier = [], threading.Barrier(6)

    def open_store():
        barrier.wait()
        try:
            Store(path).access("nobody", "no-table")
        except Exception as err:  # noqa: BLE001 - the test reports any failure
            errors.append(err)

    threads = [threading.Thread(target=open_store) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
