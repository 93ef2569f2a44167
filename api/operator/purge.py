"""Expired tables are deleted on a schedule, inside the app: no cron to set up.

Each worker process runs one ``PurgeSchedule`` (a thread; a greenlet under gunicorn's gevent
worker, which patches threading before the app is made). Every PURGE_INTERVAL_SECONDS it asks
the store to delete the tables that expired (with their log, seats, tokens, checkpoints,
idempotency records and stream tickets), the join attempts that left every rate-limit window,
and the stream tickets that expired unused. On SQLite a purge that deleted a table then
checkpoints the WAL with TRUNCATE, so a deleted private note does not stay in the WAL file
(and ``secure_delete=ON`` zeroes what was deleted in the database file itself). Workers and
instances purging at the same moment do no harm: each DELETE finds what the other left.
Creating a table still deletes expired ones too, as it always did.
"""
from __future__ import annotations

import logging
import threading
from typing import Callable

from ..store import AnyStore

log = logging.getLogger(__name__)


class PurgeSchedule:
    def __init__(self, store: AnyStore, clock: Callable[[], float], interval: float, keep_attempts: float) -> None:
        self.store = store
        self.clock = clock
        self.interval = interval
        self.keep_attempts = keep_attempts  # seconds: the longest rate-limit window
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sherwood-purge", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            self.purge_now()

    def purge_now(self) -> int:
        """One purge: the number of tables deleted (0 when the database could not be reached)."""
        try:
            return self.store.purge_expired(self.clock(), self.keep_attempts)
        except Exception:  # noqa: BLE001 - a database briefly away: the next round tries again
            log.warning("The scheduled purge of expired tables failed; it runs again in %g s.", self.interval,
                        exc_info=True)
            return 0

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=5)
