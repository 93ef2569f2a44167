"""Live updates: wake Server-Sent-Event listeners when a table changes.

Listeners block on a Condition, which under gunicorn's gevent worker is a
greenlet, not a thread: hundreds of phones cost hundreds of greenlets, not
hundreds of workers. One watcher per process keeps the marks (version, seats
taken, rematch) of the tables someone listens to and wakes the Condition:

* SQLite (``Notifier``): a poller watches ``PRAGMA data_version`` (it changes
  when another connection, e.g. another worker process, commits) and, on a
  change, reads the version of the watched tables only. A write made in this
  process wakes the poller at once, for its table, and so does one made by
  another process of the same file on this machine, which tells it in a
  datagram (api/live/siblings.py); the poll stays for what no datagram said.
* PostgreSQL (``PostgresNotifier``): one connection per process LISTENs on the
  channel every committed change NOTIFYs (api/store/postgres.py), with the table id,
  version, seats and rematch in the payload; so a move answered by one instance reaches
  phones listening on every other instance without polling.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Callable

from ..store import AnyStore
from .siblings import Siblings

# (version, seats taken, rematch table id, tokens retired): the first three are what a phone hears,
# the last wakes a table's streams when a handover retired a token (api/resources/tables.py Events).
Mark = tuple[int, int, str | None, int]
log = logging.getLogger(__name__)


class Notifier:
    """Listeners of one table wait on that table's Condition (all share one lock): a change wakes
    the phones of its table only. With one Condition for the process, every change woke every
    listener of every table to look and sleep again: with 10,000 phones listening, 10,000
    greenlets ran for each move (p99 463 ms from a move's answer to its phones)."""

    def __init__(self, store: AnyStore, interval: float = 0.1, siblings: Siblings | None = None) -> None:
        self._store = store
        self._interval = interval
        self._siblings = siblings  # the other processes of the same SQLite file (api/live/siblings.py)
        self._lock = threading.RLock()
        self._cond = threading.Condition(self._lock)  # held for every change to what follows
        self._table_conds: dict[str, threading.Condition] = {}
        self._marks: dict[str, Mark] = {}
        self._listeners: dict[str, int] = {}
        self._wake = threading.Event()
        self._changed_here: set[str] = set()  # tables this process changed since the watcher last looked
        self._thread: threading.Thread | None = None
        self._data_version = -1
        self._closed = False

    def changed(self, table_id: str) -> None:
        """Called after this process committed a change to ``table_id``."""
        self._look_at(table_id)
        if self._siblings is not None:
            try:
                self._siblings.tell(table_id)
            except Exception:  # noqa: BLE001 - the move is stored: its answer must not fail; the poll tells
                log.exception("Live updates: a commit to %s not told to the other workers", table_id)

    def _look_at(self, table_id: str) -> None:
        """The watcher reads the table's mark at once, if anyone here listens to it."""
        if table_id not in self._listeners:  # the common case, on every move: no lock taken for it
            return
        with self._lock:  # the watcher swaps the set under the lock: none is added to one being read
            if table_id not in self._listeners:  # nobody here listens: the poll has nothing to do
                return
            self._changed_here.add(table_id)
        self._wake.set()

    def close(self) -> None:
        """Stop the watcher (tests; a server process simply exits)."""
        self._closed = True
        self._wake.set()
        if self._siblings is not None:
            self._siblings.close()

    def closing(self) -> bool:
        """Whether close() was called (another thread may call it while a loop runs)."""
        return self._closed

    def wait(self, table_id: str, seen: Mark | None, timeout: float) -> Mark | None:
        """Block until the table's mark differs from ``seen`` or the timeout ends."""
        self._ensure_watcher()
        deadline = time.monotonic() + timeout
        with self._cond:
            self._listeners[table_id] = self._listeners.get(table_id, 0) + 1
            table_cond = self._table_conds.get(table_id)
            if table_cond is None:
                table_cond = self._table_conds[table_id] = threading.Condition(self._lock)
            try:
                if table_id not in self._marks:
                    self._marks.update(self._store.versions([table_id]))
                while self._marks.get(table_id) == seen:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    table_cond.wait(left)
                return self._marks.get(table_id)
            finally:
                self._listeners[table_id] -= 1
                if not self._listeners[table_id]:
                    del self._listeners[table_id]
                    self._marks.pop(table_id, None)
                    self._table_conds.pop(table_id, None)

    def _set_mark(self, table_id: str, mark: Mark) -> None:
        """With the lock held: a watched table's new mark, and its listeners woken if it moved."""
        if self._marks.get(table_id) != mark:
            self._marks[table_id] = mark
            table_cond = self._table_conds.get(table_id)
            if table_cond is not None:
                table_cond.notify_all()

    def _ensure_watcher(self) -> None:
        if self._thread is None:
            with self._cond:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._watch, name="table-notifier", daemon=True)
                    self._thread.start()

    def _refresh_watched(self, tables: set[str] | None = None) -> None:
        """Read the marks of the watched ``tables`` (all by default) and wake their listeners."""
        with self._cond:
            watched = [t for t in (self._listeners if tables is None else tables) if t in self._listeners]
        fresh = self._store.versions(watched)
        with self._cond:
            for table_id, mark in fresh.items():
                if table_id in self._listeners:
                    self._set_mark(table_id, mark)

    def _watch(self) -> None:
        """A change made here is read at once, for its own table only; one made by another process
        is seen by ``data_version`` at the next poll, which reads every watched table once. (Reading
        them all on each local change cost a worker with 1,000 watched tables a query of 1,000 ids
        per move.) A poll sees this process's own commits too: at most one full read per interval."""
        if self._siblings is not None:  # another worker's commit, told at once rather than at the next poll
            threading.Thread(target=self._siblings.listen, args=(self._look_at, self.closing),
                             name="table-notifier-siblings", daemon=True).start()
        with self._store.db() as db:
            read_data_version: Callable[[], int] = lambda: db.execute("PRAGMA data_version").fetchone()[0]
            next_poll = 0.0
            while not self._closed:
                self._wake.wait(max(0.0, next_poll - time.monotonic()))
                self._wake.clear()
                with self._lock:
                    changed_here, self._changed_here = self._changed_here, set()
                if changed_here:
                    self._refresh_watched(changed_here)
                if time.monotonic() < next_poll:
                    continue
                next_poll = time.monotonic() + self._interval
                data_version = read_data_version()
                if data_version != self._data_version:
                    self._data_version = data_version
                    self._refresh_watched()


class PostgresNotifier(Notifier):
    """Marks from PostgreSQL's NOTIFY payloads: one listening connection per process."""

    RECONNECT_SECONDS = 1.0

    def changed(self, table_id: str) -> None:
        """Nothing to do: this process hears its own commits' NOTIFY like every other process."""

    def _watch(self) -> None:
        while not self.closing():
            try:
                self._listen()
            except Exception as err:  # the server restarted or the connection dropped: listen again
                if self.closing():
                    return
                log.warning("Live updates lost their PostgreSQL connection (%s); reconnecting.", err)
                time.sleep(self.RECONNECT_SECONDS)

    def _listen(self) -> None:
        import psycopg

        from ..store.postgres import CHANNEL, RETIRED_CHANNEL

        with psycopg.connect(self._store.url, autocommit=True) as conn:  # type: ignore[attr-defined]
            conn.execute(f"LISTEN {CHANNEL}")
            conn.execute(f"LISTEN {RETIRED_CHANNEL}")
            # Changes made while nobody listened (at start, or while reconnecting) are read once.
            self._refresh_watched()
            while not self.closing():
                for notice in conn.notifies(timeout=max(self._interval, 1.0)):
                    if notice.channel == RETIRED_CHANNEL:
                        self._apply_retired(notice.payload)
                    else:
                        self._apply(notice.payload)
                    if self.closing():
                        return

    def _apply(self, payload: str) -> None:
        table_id, version, seated, rematch = payload.split(" ")[:4]
        with self._cond:
            if table_id in self._listeners:
                known = self._marks.get(table_id)
                mark: Mark = (int(version), int(seated), None if rematch == "-" else rematch,
                              known[3] if known is not None else 0)
                if known is not None:
                    # Each part only grows (a rematch id is set once): a notice older than a
                    # mark read from the table changes nothing.
                    mark = (max(known[0], mark[0]), max(known[1], mark[1]), known[2] or mark[2], known[3])
                self._set_mark(table_id, mark)

    def _apply_retired(self, payload: str) -> None:
        """A handover retired a token of the table: its streams wake and check their own."""
        table_id, retired = payload.split(" ")
        with self._cond:
            known = self._marks.get(table_id)
            if table_id in self._listeners and known is not None and int(retired) > known[3]:
                self._set_mark(table_id, (*known[:3], int(retired)))
