"""The embedded store: one SQLite file (WAL), a small pool of connections, ``BEGIN IMMEDIATE`` writes."""
from __future__ import annotations

import fcntl
import os
import queue
import sqlite3
import threading
import time
from contextlib import contextmanager
from typing import Any, Iterator

import sqlite_utils

from .sql import LOCK_WAIT_SECONDS, SYNCHRONOUS_LEVELS, SqlStore


class SqliteStore(SqlStore[sqlite_utils.Database]):
    """The embedded store: one SQLite file (WAL), a small pool of connections."""

    kind = "sqlite"  # what GET /api/v1/health names

    # Without statistics SQLite reads a table's whole log through the primary key (it covers every
    # column) rather than the few clock entries of the partial index: a setting then cost what the
    # log's length did (21.4 ms at 3,200 entries).
    _clock_index = " INDEXED BY moves_clock"

    def __init__(self, path: str, pool_size: int = 8, synchronous: str = "NORMAL") -> None:
        self.synchronous = synchronous.strip().upper()
        if self.synchronous not in SYNCHRONOUS_LEVELS:
            raise ValueError(f"SHERWOOD_SQLITE_SYNCHRONOUS is {synchronous!r}; use one of {', '.join(SYNCHRONOUS_LEVELS)}.")
        if path != ":memory:":
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self.path = path
        self._pool: queue.LifoQueue[sqlite_utils.Database] = queue.LifoQueue()
        self._write_lock = threading.Lock()
        self._memory_conn: sqlite3.Connection | None = None
        from .migrations import migrate_sqlite

        with self._startup_lock(), self.db() as db:
            db.conn.execute("PRAGMA journal_mode=WAL")
            migrate_sqlite(db)
            self._legacy_answers = self._has_legacy_answers(db)
        for _ in range(pool_size - 1):
            self._pool.put(self._connect())
        # Writes are serialised by _write_lock, so one connection serves them all.
        # Its busy timeout is 0: waits for other processes happen in
        # _begin_immediate, which yields to other requests while it waits.
        self._writer = self._connect()
        if path != ":memory:":
            self._writer.conn.execute("PRAGMA busy_timeout = 0")

    def purge_expired(self, now: float, keep_attempts: float) -> int:
        """As SqlStore's, then, when a table was deleted, the WAL checkpointed and truncated:
        what was deleted (a private note) is gone from the WAL file, not only from the tables."""
        deleted = super().purge_expired(now, keep_attempts)
        if deleted and self.path != ":memory:":
            with self._write_lock:
                self._writer.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return deleted

    @contextmanager
    def _startup_lock(self) -> Iterator[None]:
        """Serialise schema creation between processes (gunicorn starts its workers at once).

        Two workers switching a new file to WAL and creating tables together can
        get "database is locked" without SQLite's busy handler being asked.
        """
        if self.path == ":memory:":
            yield
            return
        with open(f"{self.path}.startup-lock", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _connect(self) -> sqlite_utils.Database:
        if self.path == ":memory:":
            # One shared connection: each :memory: connection is its own database.
            if self._memory_conn is None:
                self._memory_conn = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
            return sqlite_utils.Database(self._memory_conn)
        conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=10)
        # SHERWOOD_SQLITE_SYNCHRONOUS (docs/deploy.md, "Configuration"): NORMAL, the default, survives a
        # crash of the process but may lose the last commits on a power loss; FULL does not.
        conn.execute(f"PRAGMA synchronous={self.synchronous}")
        # What a delete removes is zeroed, freed pages included (a purged table's private
        # notes must not stay readable in the file). Debian's SQLite is built with it on already
        # (the benchmarks ran so); FAST would leave them in freed pages.
        conn.execute("PRAGMA secure_delete=ON")
        conn.execute("PRAGMA foreign_keys=ON")
        return sqlite_utils.Database(conn)

    def _run(self, db: sqlite_utils.Database, sql: str, params: Any = ()) -> sqlite3.Cursor:
        # sqlite3 directly: these run on every move and read, and sqlite-utils' wrapper adds nothing there.
        return db.conn.execute(sql, params)

    @contextmanager
    def db(self) -> Iterator[sqlite_utils.Database]:
        try:
            db = self._pool.get_nowait()
        except queue.Empty:
            db = self._connect()
        try:
            yield db
        finally:
            self._pool.put(db)

    @contextmanager
    def write(self, table_id: str | None = None) -> Iterator[sqlite_utils.Database]:
        """One IMMEDIATE transaction; commits on success, rolls back on any error.

        ``table_id`` (the table the write changes) matters to PostgreSQL only:
        SQLite has one write lock for the whole file.
        """
        with self._write_lock:
            db = self._writer
            self._begin_immediate(db)
            try:
                yield db
            except BaseException:
                db.conn.execute("ROLLBACK")
                raise
            db.conn.execute("COMMIT")

    def _begin_immediate(self, db: sqlite_utils.Database) -> None:
        """Take SQLite's write lock, waiting in short sleeps rather than in SQLite.

        SQLite's own busy handler sleeps inside C, which under gevent stops
        every request of the worker; time.sleep yields to them instead.
        """
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while True:
            try:
                db.conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as err:
                if "locked" not in str(err) or time.monotonic() > deadline:
                    raise
                time.sleep(0.0005)


Store = SqliteStore  # the name every caller used before PostgreSQL
