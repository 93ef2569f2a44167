"""The PostgreSQL store: psycopg 3 with a connection pool (several app instances, one database).

Same statements and meaning as the SQLite store (api/store/sql.py ``SqlStore``);
what differs is how a write is isolated and how other processes hear of it:

* ``write(table_id)`` is one transaction that first locks the table's row
  (``SELECT ... FOR UPDATE``): the moves of one table are serialised across
  every worker and instance, and two tables never wait for each other. Writes
  that change no table (a new table, a join attempt, a stream ticket) lock
  nothing.
* A change sends ``NOTIFY sherwood_tables`` with ``table_id version seated rematch`` in
  the same transaction, so it is delivered on commit (and never for a rollback):
  api/live/notify.py's ``PostgresNotifier`` listens in every process.

gevent: psycopg 3 (3.1.14 on) waits through ``select`` when gevent has patched
it, so a query in flight yields to the worker's other greenlets. That choice is
made when psycopg is imported; this module is imported only when the app is
created, inside the gunicorn worker, after gevent patched it
(``check_gevent_cooperation`` says if that went wrong).
"""
from __future__ import annotations

import logging
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator

import psycopg
import psycopg.waiting
from psycopg_pool import ConnectionPool

from .migrations import migrate_postgres
from .sql import SqlStore

log = logging.getLogger(__name__)

CHANNEL = "sherwood_tables"
RETIRED_CHANNEL = "sherwood_retired"  # a handover retired a table's tokens: its streams check theirs
# How long a request waits for a pooled connection (SHERWOOD_DB_POOL_TIMEOUT): while the database
# is down, a phone hears 503 within seconds rather than 500 after half a minute.
POOL_TIMEOUT_SECONDS = 3.0
# psycopg_pool retries a lost connection in the background with a doubling delay (1, 2, 4, 8 s...)
# for reconnect_timeout: left at its 300 s, a worker could wait a minute after a long outage
# ended. Giving up after this long instead, the pool connects again as soon as a request asks.
RECONNECT_TIMEOUT_SECONDS = 5.0


def check_gevent_cooperation() -> bool:
    """False when gevent patched ``select`` but psycopg still waits in C (it was imported too early)."""
    monkey = sys.modules.get("gevent.monkey")
    if monkey is None or not monkey.is_module_patched("select"):
        return True
    return psycopg.waiting.wait is not getattr(psycopg.waiting, "wait_c", None)


def _placeholders(sql: str) -> str:
    """The shared statements use SQLite's ``?``; psycopg wants ``%s`` (and ``%%`` for a literal %)."""
    return sql.replace("%", "%%").replace("?", "%s")


@dataclass
class Write:
    """The handle a PostgreSQL write gives its callers: the connection, and the
    statements not sent yet (see ``PostgresStore.write``)."""

    conn: psycopg.Connection
    deferred: list[tuple[str, Any]]
    sent: bool = False  # whether a round trip of this transaction reached the server


def lost(conn: psycopg.Connection) -> bool:
    """Whether the server closed the connection (a restart, a failover, an idle timeout)."""
    return conn.broken or conn.closed


class PostgresStore(SqlStore["psycopg.Connection[Any] | Write"]):
    kind = "postgresql"  # what GET /api/v1/health names

    def __init__(self, url: str, pool_size: int = 10, pool_timeout: float = POOL_TIMEOUT_SECONDS) -> None:
        if not check_gevent_cooperation():
            log.warning("psycopg was imported before gevent patched the process: queries will block the worker.")
        self.url = url
        self._sql: dict[str, str] = {}
        with psycopg.connect(url, autocommit=True) as conn:
            migrate_postgres(conn)
            self._legacy_answers = self._has_legacy_answers(conn)
        # Autocommit: a read is one statement, no transaction left open; write() opens one.
        # ``check``: a connection is tried before it is handed out, so after a database restart
        # no request gets one the server closed (five 500s within 3 s of the restart).
        self._pool = ConnectionPool(url, min_size=min(2, pool_size), max_size=pool_size,
                                    kwargs={"autocommit": True}, timeout=pool_timeout,
                                    check=ConnectionPool.check_connection,
                                    reconnect_timeout=RECONNECT_TIMEOUT_SECONDS, name="sherwood", open=True)

    def close(self) -> None:
        self._pool.close()

    def _converted(self, sql: str) -> str:
        converted = self._sql.get(sql)
        if converted is None:
            converted = self._sql[sql] = _placeholders(sql)
        return converted

    def _run(self, db: psycopg.Connection | Write, sql: str, params: Any = ()) -> psycopg.Cursor:
        if isinstance(db, Write) and db.deferred:
            # What was deferred goes first, in the same round trip; the cursor ends on this statement's rows.
            db.deferred.append((self._converted(sql), params))
            cursor = self._flush(db)
            while cursor.nextset():
                pass
            return cursor
        if isinstance(db, Write):
            return db.conn.execute(self._converted(sql), params)
        try:
            return db.execute(self._converted(sql), params)
        except psycopg.OperationalError:
            if not lost(db):
                raise
        # A read on a connection the server closed: once more, on a fresh one. Reads
        # change nothing, so this is safe; its rows come back with the cursor.
        with self._pool.connection() as fresh:
            return fresh.execute(self._converted(sql), params)

    def _defer(self, db: psycopg.Connection | Write, sql: str, params: Any = ()) -> None:
        if isinstance(db, Write):
            db.deferred.append((self._converted(sql), params))
        else:
            self._run(db, sql, params)

    def _flush(self, write: Write) -> psycopg.ClientCursor:
        """Send the deferred statements in one round trip: one string, its values bound here
        (psycopg's ClientCursor quotes them), as a simple query holding several statements.

        When the first round trip of a transaction finds the connection closed by the server,
        nothing of it was committed (no COMMIT was in it; a transaction cut off is rolled
        back): it is sent once more, on a fresh connection. Later round trips, and
        any holding COMMIT, are never retried: their outcome could be unknown.
        """
        statements = write.deferred
        try:
            cursor = self._send(write)
        except psycopg.OperationalError:
            if write.sent or not lost(write.conn) or ("COMMIT", ()) in statements:
                raise
            dead, write.conn = write.conn, self._pool.getconn()  # if none comes, write() returns the dead one
            self._pool.putconn(dead)  # closed: the pool drops it
            write.deferred = statements
            cursor = self._send(write)
        write.sent = True
        return cursor

    def _send(self, write: Write) -> psycopg.ClientCursor:
        statements, write.deferred = write.deferred, []
        cursor = psycopg.ClientCursor(write.conn)
        if len(statements) == 1:
            cursor.execute(*statements[0])
        else:
            cursor.execute("; ".join(cursor.mogrify(sql, params) for sql, params in statements))
        return cursor

    @contextmanager
    def db(self) -> Iterator[psycopg.Connection]:
        with self._pool.connection() as conn:
            yield conn

    @contextmanager
    def write(self, table_id: str | None = None) -> Iterator[Write]:
        """One transaction, committed on success and rolled back on any error; with
        ``table_id``, the table's row is locked first (writes to it wait; others do not).

        Round trips are what a move costs here: BEGIN and the lock go together
        with the first read (a move's one read: the token, the snapshot and the
        key's record, ``move_context``), and the writes nobody reads back (the log
        entry, the snapshot, the idempotency record, the NOTIFY) together with
        COMMIT: a move is 2 round trips, keyed or not, where one statement at a
        time took 9.
        """
        write = Write(self._pool.getconn(), [("BEGIN", ())])  # its connection may change (see _flush)
        try:
            if table_id is not None:
                write.deferred.append(("SELECT 1 FROM tables WHERE id = %s FOR UPDATE", [table_id]))
            try:
                yield write
                write.deferred.append(("COMMIT", ()))
                self._flush(write)
            except BaseException:
                write.deferred = []
                if not lost(write.conn) and write.conn.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                    write.conn.execute("ROLLBACK")
                raise
        finally:
            self._pool.putconn(write.conn)

    def _serialise_client(self, db: psycopg.Connection[Any] | Write, client: str) -> None:  # inside a write: a Write
        # A transaction-scoped advisory lock on the client's name: its concurrent attempts queue.
        self._defer(db, "SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [client])

    def _serialise_streams(self, db: psycopg.Connection[Any] | Write, table_id: str, token_hash: str,
                           client: str) -> None:  # inside a write: a Write
        # Always table, token, address: two openings wait for each other, never deadlock.
        for key in (f"stream-table:{table_id}", f"stream-token:{token_hash}", f"stream-client:{client}"):
            self._defer(db, "SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [key])

    def _note_retired(self, db: psycopg.Connection[Any] | Write, table_id: str) -> None:  # inside a write: a Write
        # On a channel of its own: instances of a release before it still read sherwood_tables' payloads.
        self._defer(db, "SELECT pg_notify(?, id || ' ' || retired) FROM tables WHERE id = ?",
                    [RETIRED_CHANNEL, table_id])

    def _note_change(self, db: psycopg.Connection[Any] | Write, table_id: str) -> None:  # inside a write: a Write
        # Delivered to every listening process when (and only if) the transaction commits.
        self._defer(db, "SELECT pg_notify(?, id || ' ' || version || ' ' || seated || ' ' "
                        "|| COALESCE(rematch_table_id, '-')) FROM tables WHERE id = ?", [CHANNEL, table_id])
