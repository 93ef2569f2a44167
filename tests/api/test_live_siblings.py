"""A move answered by one worker reaches the phones another worker holds without waiting for that
worker's poll (api/live/siblings.py): the processes of one SQLite file tell each other of each
commit in a datagram, and the datagram is only a hint (the mark is read from the database).

Two apps on one database file stand for two gunicorn workers; their polls are set to a minute,
so whatever a listener hears within the test came by a datagram. Counted, not timed.
"""
from __future__ import annotations

import os
import socket
import threading
import time
from typing import Any, Callable, Iterator

import pytest
from flask import Flask

from api import close_app, create_app
from api.live import siblings as siblings_module
from api.live.siblings import Siblings
from tests.conftest import APP_SETTINGS
from tests.helpers import Table, make_table

POLL_SECONDS = 60.0  # no poll comes within a test: what is heard came by a datagram


@pytest.fixture
def workers(tmp_path: Any, clock: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Flask]]:
    monkeypatch.setattr(siblings_module, "PEERS_FRESH_SECONDS", 0.0)  # a sender looks for listeners each time
    path = str(tmp_path / "shared.db")
    apps = [create_app({**APP_SETTINGS, "DATABASE": path, "CLOCK": clock, "NOTIFY_POLL_SECONDS": POLL_SECONDS})
            for _ in range(2)]
    yield apps
    for app in apps:
        close_app(app)


def seated_pad(app: Flask) -> Table:
    table = make_table(app.test_client(), "score-pad", players=2)
    assert table.join("Ann").status_code == 201
    return table


class Listener:
    """A phone's stream on ``app``: waits for the table's mark to differ from the one it had."""

    def __init__(self, app: Flask, table_id: str, timeout: float) -> None:
        self.notifier = app.extensions["sherwood"].notifier
        self.seen = app.extensions["sherwood"].store.versions([table_id])[table_id]
        self.heard: Any = None
        self.thread = threading.Thread(target=self._wait, args=(table_id, timeout))
        self.thread.start()

    def _wait(self, table_id: str, timeout: float) -> None:
        self.heard = self.notifier.wait(table_id, self.seen, timeout)

    def result(self) -> Any:
        self.thread.join(30)
        return self.heard


def listening_sockets(folder: Any) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".sock")) if os.path.isdir(folder) else []


def wait_for(ready: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + 20
    while not ready() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ready(), what


def wait_until_waiting(app: Flask, table_id: str) -> None:
    """Until the phone waits on the table and the watcher has made its first poll (which a minute's
    poll repeats only a minute later): what the phone hears after that came otherwise."""
    notifier = app.extensions["sherwood"].notifier
    wait_for(lambda: table_id in notifier._listeners and notifier._data_version != -1, "the phone never waited")


def wait_until_listening(app: Flask, table_id: str) -> Siblings:
    """``wait_until_waiting``, and the worker's socket bound: what the phone hears after came by datagram."""
    wait_until_waiting(app, table_id)
    found = app.extensions["sherwood"].notifier._siblings
    wait_for(lambda: bool(listening_sockets(found.folder)), "the listening worker bound no socket")
    return found


def test_a_move_answered_by_another_worker_reaches_this_workers_phones_at_once(workers: list[Flask]) -> None:
    holder, answerer = workers
    table = seated_pad(answerer)
    phone = Listener(holder, table.id, timeout=20.0)
    wait_until_listening(holder, table.id)
    assert table.move(table.seat(0), type="add", points=3).status_code == 201  # answered by the other worker
    heard = phone.result()
    assert heard[0] == phone.seen[0] + 1, (phone.seen, heard)  # heard long before the minute's poll


def test_without_siblings_the_other_workers_phones_wait_for_the_poll(tmp_path: Any, clock: Any) -> None:
    """The counterpart: switched off (SHERWOOD_NOTIFY_SIBLINGS=0), a listener on the other worker
    hears nothing until its poll; so the test above could only pass by the datagram."""
    path = str(tmp_path / "shared.db")
    settings = {**APP_SETTINGS, "DATABASE": path, "CLOCK": clock, "NOTIFY_POLL_SECONDS": POLL_SECONDS,
                "NOTIFY_SIBLINGS": False}
    holder, answerer = create_app(settings), create_app(settings)
    try:
        table = seated_pad(answerer)
        phone = Listener(holder, table.id, timeout=3.0)
        wait_until_waiting(holder, table.id)
        assert answerer.test_client().post(f"/api/v1/tables/{table.id}/moves", json={"type": "add", "points": 3},
                                           headers=table.seat(0)).status_code == 201
        assert phone.result() == phone.seen  # nothing heard before the poll
    finally:
        close_app(holder)
        close_app(answerer)


@pytest.mark.parametrize("datagram", [b"\xff\xfe\x00", b"x" * 500, b"../../etc/passwd", b"", b"A" * 65],
                         ids=["not text", "oversized", "a path", "empty", "one over an id"])
def test_a_malformed_datagram_wakes_nobody_and_the_listener_goes_on(workers: list[Flask], datagram: bytes) -> None:
    holder, answerer = workers
    table = seated_pad(answerer)
    phone = Listener(holder, table.id, timeout=20.0)
    found = wait_until_listening(holder, table.id)
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as hostile:
        for name in listening_sockets(found.folder):
            hostile.sendto(datagram, str(found.folder / name))
    assert answerer.test_client().post(f"/api/v1/tables/{table.id}/moves", json={"type": "add", "points": 3},
                                       headers=table.seat(0)).status_code == 201
    assert phone.result()[0] == phone.seen[0] + 1  # the real change still came through


def test_a_forged_datagram_naming_a_table_changes_nothing_a_phone_hears(workers: list[Flask]) -> None:
    """The mark is read from the database: a datagram naming an unchanged table wakes nobody."""
    holder, answerer = workers
    table = seated_pad(answerer)
    phone = Listener(holder, table.id, timeout=2.0)
    found = wait_until_listening(holder, table.id)
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as forger:
        for _ in range(50):
            for name in listening_sockets(found.folder):
                forger.sendto(table.id.encode(), str(found.folder / name))
    assert phone.result() == phone.seen


def test_the_socket_of_a_killed_worker_is_removed_by_the_next_commit(workers: list[Flask]) -> None:
    holder, answerer = workers
    table = seated_pad(answerer)
    phone = Listener(holder, table.id, timeout=20.0)
    found = wait_until_listening(holder, table.id)
    dead = found.folder / "999999-deadbeef.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as killed:  # bound, then gone without unlinking
        killed.bind(str(dead))
    assert answerer.test_client().post(f"/api/v1/tables/{table.id}/moves", json={"type": "add", "points": 1},
                                       headers=table.seat(0)).status_code == 201
    assert phone.result()[0] == phone.seen[0] + 1
    assert not dead.exists()


def test_sockets_left_by_killed_workers_go_when_a_worker_starts_listening(workers: list[Flask]) -> None:
    holder, answerer = workers
    table = seated_pad(answerer)
    found = holder.extensions["sherwood"].notifier._siblings
    assert found.usable()
    dead = found.folder / "999998-0badf00d.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as killed:
        killed.bind(str(dead))
    phone = Listener(holder, table.id, timeout=20.0)
    deadline = time.monotonic() + 10
    while dead.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not dead.exists()
    wait_until_listening(holder, table.id)
    assert table.move(table.seat(0), type="add", points=1).status_code == 201
    assert phone.result()[0] == phone.seen[0] + 1


def test_a_folder_others_may_write_in_is_not_used(tmp_path: Any) -> None:
    """Another user could fill it with sockets of their own, to learn which tables change: the poll
    alone then, as before."""
    database = str(tmp_path / "other.db")
    opened = Siblings(database)
    opened.folder.mkdir(mode=0o700)
    assert opened.folder.name.startswith(f"sherwood-live-{os.getuid()}-")  # each user's own name
    try:
        assert opened.usable()
        opened.folder.chmod(0o777)
        assert not opened.usable() and not opened.ours()
        stranger = opened.folder / "1-cafe.sock"
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as inbox:
            inbox.bind(str(stranger))
            inbox.setblocking(False)
            opened.tell("abcdefghijkl")
            with pytest.raises(BlockingIOError):
                inbox.recv(100)  # nothing was sent into a folder that is not ours alone
        stranger.unlink()
    finally:
        opened.folder.chmod(0o700)
        opened.folder.rmdir()
    assert Siblings.of(":memory:") is None  # no other process opens an in-memory database


def test_a_flood_of_commits_never_blocks_the_worker_that_makes_them(tmp_path: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A sibling that does not read (busy, or stopped) fills its queue: the sender drops the hint
    (its poll sees the commit) instead of waiting."""
    monkeypatch.setattr(siblings_module, "PEERS_FRESH_SECONDS", 0.0)
    teller = Siblings(str(tmp_path / "flood.db"))
    assert teller.usable()
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as deaf:
        deaf.bind(str(teller.folder / "2-beef.sock"))
        for n in range(20_000):  # far past a datagram queue's length
            teller.tell(f"table{n % 1000:07d}")
        deaf.setblocking(False)
        assert deaf.recv(100).startswith(b"table")  # the first ones were delivered
    (teller.folder / "2-beef.sock").unlink()
    teller.folder.rmdir()


def test_two_processes_tell_each_other_directly() -> None:
    """Siblings on its own: what one tells, the other hears; its own commits it does not hear."""
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        here, there = Siblings("/data/one.db", root), Siblings("/data/one.db", root)
        heard_here: list[str] = []
        heard_there: list[str] = []
        stop = threading.Event()
        listeners = [threading.Thread(target=s.listen, args=(heard.append, stop.is_set))
                     for s, heard in ((here, heard_here), (there, heard_there))]
        for listener in listeners:
            listener.start()
        deadline = time.monotonic() + 10
        while len(listening_sockets(here.folder)) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        here._peers_read = there._peers_read = float("-inf")  # look for the other now, not in a second
        here.tell("tableOne0001")
        there.tell("tableTwo0002")
        while (not heard_here or not heard_there) and time.monotonic() < deadline:
            time.sleep(0.01)
        stop.set()
        for listener in listeners:
            listener.join(5)
        here.close()
        there.close()
        assert (heard_here, heard_there) == (["tableTwo0002"], ["tableOne0001"])
        assert listening_sockets(here.folder) == []  # each took its socket with it


def test_a_socket_removed_under_a_listener_is_bound_again(workers: list[Flask]) -> None:
    """A cleaner of old files in /tmp may remove a long-lived worker's socket: it binds another."""
    holder, answerer = workers
    table = seated_pad(answerer)
    phone = Listener(holder, table.id, timeout=30.0)
    found = wait_until_listening(holder, table.id)
    [first] = listening_sockets(found.folder)
    (found.folder / first).unlink()
    # Bound again (same name: its process and object; the file system may even give it the same inode).
    wait_for(lambda: bool(listening_sockets(found.folder)), "no socket was bound again")
    assert table.move(table.seat(0), type="add", points=2).status_code == 201
    assert phone.result()[0] == phone.seen[0] + 1  # heard through the new socket: the poll is a minute away


def test_a_folder_too_long_for_a_socket_leaves_it_to_the_poll(tmp_path: Any, caplog: pytest.LogCaptureFixture) -> None:
    deep = tmp_path / ("x" * 60) / ("y" * 60)
    deep.mkdir(parents=True)
    siblings = Siblings(str(tmp_path / "long.db"), str(deep))
    siblings.listen(lambda table_id: None, lambda: False)  # returns at once instead of listening
    assert "too long" in caplog.text
    siblings.tell("abcdefghijkl")  # nobody to tell, no error


def test_a_failure_to_tell_the_others_never_fails_a_stored_move(app: Flask, client: Any,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Siblings, table_id: str) -> None:
        raise RuntimeError("no sockets today")

    monkeypatch.setattr(Siblings, "tell", broken)
    table = make_table(client, "score-pad", players=2)
    assert table.join("Ann").status_code == 201
    phone = Listener(app, table.id, timeout=20.0)
    wait_for(lambda: table.id in app.extensions["sherwood"].notifier._listeners, "the phone never waited")
    assert table.move(table.seat(0), type="add", points=4).status_code == 201  # stored and answered
    assert phone.result()[0] == phone.seen[0] + 1  # this worker's own phones heard it at once
