"""Live updates: wake Server-Sent-Event listeners when a table changes.

One poller per process watches SQLite's ``PRAGMA data_version`` (it changes
when another connection, e.g. another worker process, commits) and, on a
change, reads the version of the watched tables only. A write made in this
process wakes the poller at once. Listeners block on a Condition, which under
gunicorn's gevent worker is a greenlet, not a thread: hundreds of phones cost
hundreds of greenlets, not hundreds of workers.
"""
from __future__ import annotations

import threading
import time
from typing import Callable

from .store import Store

Mark = tuple[int, int, str | None]  # (version, seats taken, rematch table id)


class Notifier:
    def __init__(self, store: Store, interval: float = 0.1) -> None:
        self._store = store
        self._interval = interval
        self._cond = threading.Condition()
        self._marks: dict[str, Mark] = {}
        self._listeners: dict[str, int] = {}
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._data_version = -1

    def changed(self, table_id: str) -> None:
        """Called after this process committed a change to ``table_id``."""
        if table_id in self._listeners:  # nobody here listens: the poll has nothing to do
            self._wake.set()

    def wait(self, table_id: str, seen: Mark | None, timeout: float) -> Mark | None:
        """Block until the table's mark differs from ``seen`` or the timeout ends."""
        self._ensure_poller()
        deadline = time.monotonic() + timeout
        with self._cond:
            self._listeners[table_id] = self._listeners.get(table_id, 0) + 1
            try:
                if table_id not in self._marks:
                    self._marks.update(self._store.versions([table_id]))
                while self._marks.get(table_id) == seen:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    self._cond.wait(left)
                return self._marks.get(table_id)
            finally:
                self._listeners[table_id] -= 1
                if not self._listeners[table_id]:
                    del self._listeners[table_id]
                    self._marks.pop(table_id, None)

    def _ensure_poller(self) -> None:
        if self._thread is None:
            with self._cond:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._poll, name="table-notifier", daemon=True)
                    self._thread.start()

    def _poll(self) -> None:
        with self._store.db() as db:
            read_data_version: Callable[[], int] = lambda: db.execute("PRAGMA data_version").fetchone()[0]
            while True:
                self._wake.wait(self._interval)
                local = self._wake.is_set()
                self._wake.clear()
                data_version = read_data_version()
                if not local and data_version == self._data_version:
                    continue
                self._data_version = data_version
                with self._cond:
                    watched = list(self._listeners)
                fresh = self._store.versions(watched)
                with self._cond:
                    for table_id, mark in fresh.items():
                        if table_id in self._listeners:
                            self._marks[table_id] = mark
                    self._cond.notify_all()
