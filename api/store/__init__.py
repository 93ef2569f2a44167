"""The store: one interface, two databases.

``SqlStore`` holds everything both databases share: the statements (written
with ``?`` placeholders; the PostgreSQL store turns them into ``%s``) and what
they mean. ``SqliteStore`` (api/store/sqlite.py; ``Store`` is its old name) keeps one SQLite
file through sqlite-utils; ``PostgresStore`` (api/store/postgres.py) uses psycopg 3
and a connection pool. ``open_store`` picks one from the settings. Callers
treat the ``db`` handle a write or a read gives them as opaque and pass it back.

Layout (created by api/store/migrations.py, versioned):

* ``tables``: one row per table with its snapshot (``state``) and ``version``,
  so reading a table never replays its log.
* ``moves``: the append-only log, keyed by (table_id, version) (on SQLite a
  WITHOUT ROWID table: the key is the row, one page written a move, not two).
  An undo is an entry of its own (``kind='undo'``); nothing is ever deleted or rewritten.
* ``tokens``: sha256 of every bearer token (host, player, spectator).
* ``players``: the seats taken, one name per seat.
* ``idempotency_versions``: for each (token, Idempotency-Key), the log version
  its first answer made (about 120 bytes, where storing the whole answer took
  about 570); a retry rebuilds that answer from the log (see
  api/table/moves.py ``record``, store ``answer_at``). ``idempotency`` holds whole answers
  stored by earlier releases, still honoured for retries.
* ``join_attempts``: recent join attempts per client, for the rate limit.
* ``checkpoints``: the state after every CHECKPOINT_EVERY-th move, so that an
  undo or a correction replays from the nearest one before the change instead
  of from the start (a correction near the end of a 20,000-move table costs
  about what a move costs). A change before a checkpoint deletes it.
* ``stream_tickets``: sha256 of the tickets that open a live-update
  stream (no lasting token in a URL), with the streams each opened (``uses``) and
  when it stops opening any (``ends_at``): EventSource's reconnection uses one again.
* ``presets``: saved game data reused by later tables.
* ``streams``: the live-update streams open now, each leased by the worker that holds it (their
  limits count them, api/live/streams.py).
* ``installation``: this installation's secrets (the key of people's ids), made on first use.
* ``photos``: a finished table's photo (its bytes, type, sha256 ETag and who sent it), one
  per table, deleted with the table.
* ``schema_version``: the migration steps applied (api/store/migrations.py).

Every write is one transaction: the log entry, the snapshot and the
idempotent answer commit together or not at all. ``write(table_id)`` names the
table it changes: PostgreSQL locks that table's row (two tables never wait for
each other); SQLite has one write lock per file, taken with ``BEGIN IMMEDIATE``.
A process-wide lock keeps a worker's own requests from spinning in SQLite's busy
handler; between worker processes SQLite's lock serialises them (see
_begin_immediate).
"""
from __future__ import annotations

from .sql import (
    AnyStore,
    Handle,
    CHECKPOINT_EVERY,
    Access,
    AlreadyUploaded,
    Conflict,
    NotFinished,
    NotYours,
    SqlStore,
    StreamCounts,
    StreamLimits,
    TableExpired,
    dumps,
    hash_token,
    normalise_join_code,
)
from .sqlite import SqliteStore, Store

# What callers import from api.store; PostgreSQL's store is imported only by the factory below
# (psycopg loads only when a DATABASE_URL names PostgreSQL) and by what is about PostgreSQL alone.
__all__ = ["CHECKPOINT_EVERY", "Access", "AlreadyUploaded", "AnyStore", "Handle", "Conflict", "NotFinished", "NotYours", "SqlStore",
           "StreamCounts", "StreamLimits", "TableExpired", "SqliteStore", "Store", "dumps",
           "hash_token", "is_postgres_url", "normalise_join_code", "open_store"]


def is_postgres_url(url: str | None) -> bool:
    return url is not None and url.startswith(("postgres://", "postgresql://"))


def open_store(database: str, url: str | None = None, pool_size: int = 8, synchronous: str = "NORMAL",
               pool_timeout: float | None = None, group_commit: bool = True) -> AnyStore:
    """PostgreSQL when ``url`` is a postgres:// or postgresql:// URL, else the SQLite file ``database``
    (``synchronous``: its durability setting; ``group_commit``: writes arriving together share a COMMIT)."""
    if url and is_postgres_url(url):
        from .postgres import POOL_TIMEOUT_SECONDS, PostgresStore  # psycopg is imported only when PostgreSQL is used

        return PostgresStore(url, pool_size=pool_size, pool_timeout=pool_timeout or POOL_TIMEOUT_SECONDS)
    return SqliteStore(database, synchronous=synchronous, group_commit=group_commit)
