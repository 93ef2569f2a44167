"""Group commit (api/store/sqlite.py, issue 39): writes that wait for the lock while one is in its
transaction join it, one COMMIT makes them all durable, a write's error takes back its own statements
only, and no write returns before its COMMIT. Driven by threads in an order the test fixes: a second
write starts inside the first's block and is seen waiting for the lock before the first ends."""
import sqlite3
import threading

import pytest

from api.store import SqliteStore


@pytest.fixture
def store(tmp_path):
    store = SqliteStore(str(tmp_path / "group.db"))
    with store.write() as db:
        db.conn.execute("CREATE TABLE notes (n INTEGER)")
    statements: list[str] = []
    store._writer.conn.set_trace_callback(statements.append)
    store.statements = statements
    yield store
    store.close()


def notes(store):
    with store.db() as db:
        return sorted(n for (n,) in db.conn.execute("SELECT n FROM notes"))


def transaction_statements(store):
    return [s.split()[0] for s in store.statements if s.split()[0] in ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE")]


def write_note(store, n, fail=False):
    with store.write() as db:
        db.conn.execute("INSERT INTO notes VALUES (?)", [n])
        if fail:
            raise ValueError("refused")


def second_write_joins(store, fail=False):
    """A second write comes for the lock while the first is in its transaction; what it raised, if anything."""
    raised = []

    def second():
        try:
            write_note(store, 2, fail=fail)
        except ValueError as error:
            raised.append(error)

    thread = threading.Thread(target=second)
    with store.write() as db:
        db.conn.execute("INSERT INTO notes VALUES (1)")
        thread.start()
        wait_for(lambda: store._waiting == 1)  # the second write waits for the lock: the group stays open
    thread.join(5)
    assert not thread.is_alive()
    return raised


def wait_for(condition):
    for _ in range(500):
        if condition():
            return
        threading.Event().wait(0.01)
    raise AssertionError("the second write never came")


def test_writes_arriving_together_share_one_commit(store):
    assert second_write_joins(store) == []
    assert notes(store) == [1, 2]
    assert transaction_statements(store) == ["BEGIN", "SAVEPOINT", "RELEASE", "COMMIT"]


def test_a_refused_write_takes_back_its_own_statements_only(store):
    (error,) = second_write_joins(store, fail=True)
    assert str(error) == "refused"
    assert notes(store) == [1]
    assert transaction_statements(store) == ["BEGIN", "SAVEPOINT", "ROLLBACK", "RELEASE", "COMMIT"]


def test_a_write_alone_commits_as_it_did_without_groups(store):
    write_note(store, 1)
    with pytest.raises(ValueError):
        write_note(store, 2, fail=True)
    assert notes(store) == [1]
    assert transaction_statements(store) == ["BEGIN", "COMMIT", "BEGIN", "ROLLBACK"]


def test_no_write_returns_before_its_commit(store):
    """The first write of a group, its statements done, waits until the second's COMMIT; another
    connection sees neither before, both after."""
    seen, second_in = [], threading.Event()
    second_may_end = threading.Event()

    def second():
        with store.write() as db:
            db.conn.execute("INSERT INTO notes VALUES (2)")
            second_in.set()
            second_may_end.wait(5)

    thread = threading.Thread(target=second)
    first = threading.Thread(target=lambda: write_note_then(store, 1, thread))
    first.start()
    assert second_in.wait(5)
    seen.append(notes(store))  # the first write's statements ran, its COMMIT waits for the second's
    assert first.is_alive()
    second_may_end.set()
    first.join(5)
    thread.join(5)
    assert seen == [[]] and notes(store) == [1, 2]


def write_note_then(store, n, second):
    with store.write() as db:
        db.conn.execute("INSERT INTO notes VALUES (?)", [n])
        second.start()
        wait_for(lambda: store._waiting == 1)


def test_group_commit_switched_off_commits_each_write(tmp_path):
    store = SqliteStore(str(tmp_path / "one.db"), group_commit=False)
    with store.write() as db:
        db.conn.execute("CREATE TABLE notes (n INTEGER)")
    statements: list[str] = []
    store._writer.conn.set_trace_callback(statements.append)
    store.statements = statements
    write_note(store, 1)
    write_note(store, 2)
    assert notes(store) == [1, 2]
    assert transaction_statements(store) == ["BEGIN", "COMMIT", "BEGIN", "COMMIT"]
    store.close()


def test_a_failed_commit_fails_every_write_of_its_group(store):
    """A COMMIT that fails (here: a constraint checked at COMMIT) fails each write it held, and stores none."""
    with store.write() as db:
        db.conn.execute("CREATE TABLE parents (id INTEGER PRIMARY KEY)")
        db.conn.execute("CREATE TABLE children (parent INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED)")
    with pytest.raises(sqlite3.OperationalError, match="The commit of 1 writes failed"):
        with store.write() as db:
            db.conn.execute("INSERT INTO notes VALUES (7)")
            db.conn.execute("INSERT INTO children VALUES (99)")  # no parent 99: the COMMIT refuses
    assert notes(store) == []
    write_note(store, 8)  # the store writes again
    assert notes(store) == [8]


def test_a_write_counted_as_waiting_that_never_comes_delays_the_commit_only_briefly(store, monkeypatch):
    import api.store.sqlite as sqlite_store

    monkeypatch.setattr(sqlite_store, "GROUP_COMMIT_WAIT_SECONDS", 0.05)
    with store.write() as db:
        db.conn.execute("INSERT INTO notes VALUES (1)")
        store._waiting += 1  # a request counted as waiting, then cut off before it takes the lock
    assert notes(store) == [1] and store._group is None
    store._waiting -= 1
