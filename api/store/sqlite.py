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

# A group commits once it holds this many writes, however many more are waiting: a write waits for at
# most so many others' statements before its COMMIT.
GROUP_COMMIT_MAX_WRITES = 64
# How long a write that left its group open waits for the group's COMMIT before making it itself.
GROUP_COMMIT_WAIT_SECONDS = 1.0


class WriteGroup:
    """Writes sharing one transaction and its COMMIT (SqliteStore.write)."""

    __slots__ = ("members", "ended", "failure")

    def __init__(self) -> None:
        self.members = 0  # writes whose statements are in the transaction, each waiting for its COMMIT
        self.ended = threading.Event()  # set once COMMIT (or ROLLBACK) has run
        self.failure: sqlite3.Error | None = None  # the COMMIT's error: every member's write is lost


class SqliteStore(SqlStore[sqlite_utils.Database]):
    """The embedded store: one SQLite file (WAL), a small pool of connections."""

    kind = "sqlite"  # what GET /api/v1/health names

    # Without statistics SQLite reads a table's whole log through the primary key (it covers every
    # column) rather than the few clock entries of the partial index: a setting then cost what the
    # log's length did (21.4 ms at 3,200 entries).
    _clock_index = " INDEXED BY moves_clock"

    def __init__(self, path: str, pool_size: int = 8, synchronous: str = "NORMAL", group_commit: bool = True) -> None:
        # SHERWOOD_GROUP_COMMIT (docs/deploy.md): writes arriving together share one COMMIT (write()).
        self.group_commit = group_commit
        self._group: WriteGroup | None = None
        self._waiting = 0  # writes waiting for the write lock: while any do, a group stays open for them
        self._waiting_lock = threading.Lock()
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
                self._end_open_group()
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
        """One write, durable when the block ends without an error; rolled back on any error.

        Group commit: while writes wait for the write lock (under gevent: while the one holding it
        waits for SQLite's lock, which the other worker process holds), the one holding it leaves its
        transaction open for them: each joins it in a savepoint of its own (an error rolls back its
        own statements only), and the last of them COMMITs for all. No write returns before the
        COMMIT that holds it, so what is acknowledged is on disk as a write of its own would have
        been (a kill -9 loses none), and the transaction stays open only for writes already waiting,
        never while a request does anything else. ``table_id`` matters to PostgreSQL only: SQLite
        has one write lock for the whole file, so a group holds writes to any tables.
        """
        self._count_waiting(+1)
        try:
            self._write_lock.acquire()
        finally:
            self._count_waiting(-1)
        try:
            group = self._group or self._begin_group()
            db = self._writer
            alone = group.members == 0  # the first write of a group needs no savepoint: its error ends the group
            if not alone:
                db.conn.execute("SAVEPOINT member")
            try:
                yield db
            except BaseException as error:
                self._take_back(group, alone, error)
                raise
            if not alone:
                db.conn.execute("RELEASE member")
            group.members += 1
            if not self.group_commit or not self._waiting or group.members >= GROUP_COMMIT_MAX_WRITES:
                self._end_group(group)
        finally:
            self._write_lock.release()
        if not group.ended.wait(GROUP_COMMIT_WAIT_SECONDS):
            # A write counted as waiting never came (its request was cut off): commit without it.
            with self._write_lock:
                if self._group is group:
                    self._end_group(group)
        if group.failure is not None:
            raise sqlite3.OperationalError(f"The commit of {group.members} writes failed: {group.failure}")

    def _count_waiting(self, change: int) -> None:
        # Under a lock of its own: with threads (a threaded dev server), += is not atomic, and a count
        # left too high would keep every group open until GROUP_COMMIT_WAIT_SECONDS.
        with self._waiting_lock:
            self._waiting += change

    def _take_back(self, group: "WriteGroup", alone: bool, error: BaseException) -> None:
        """A write's block raised: roll back its statements (alone in its group: the transaction)."""
        conn = self._writer.conn
        if alone:
            self._end_group(group, commit=False)
        elif not conn.in_transaction:  # SQLite rolled the whole transaction back itself (a full disk)
            self._end_group(group, commit=False,
                            failure=error if isinstance(error, sqlite3.Error) else sqlite3.OperationalError(str(error)))
        else:
            conn.execute("ROLLBACK TO member")
            conn.execute("RELEASE member")
            if not self._waiting:  # nobody left to commit the others' writes
                self._end_group(group)

    def _begin_group(self) -> "WriteGroup":
        self._begin_immediate(self._writer)
        self._group = WriteGroup()
        return self._group

    def _end_group(self, group: "WriteGroup", commit: bool = True, failure: sqlite3.Error | None = None) -> None:
        """COMMIT (or roll back) the open transaction: every write of ``group`` is durable, or none.
        ``failure``: the transaction is gone already (SQLite rolled it back), and why."""
        self._group = None
        group.failure = failure
        try:
            if self._writer.conn.in_transaction:
                self._writer.conn.execute("COMMIT" if commit else "ROLLBACK")
        except sqlite3.Error as err:
            group.failure = err
            if self._writer.conn.in_transaction:
                self._writer.conn.execute("ROLLBACK")
        finally:
            group.ended.set()

    def _end_open_group(self) -> None:
        """Inside the write lock: commit a group still open, before a statement that may not run in a transaction."""
        if self._group is not None:
            self._end_group(self._group)

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
