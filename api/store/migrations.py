"""Versioned schema migrations for both databases, applied when the app starts.

The ``schema_version`` table lists every step applied (its number, what it
does, when). At start, each step of ``STEPS`` with a number above the highest
applied one runs, in order, in its own transaction together with its row in
``schema_version``; on SQLite under the store's startup file lock, on
PostgreSQL under an advisory lock, so that workers and instances starting at
once apply each step exactly once.

Step 1 is the schema as it stood before migrations existed. It is written with
``IF NOT EXISTS`` throughout, so a SQLite file made by an earlier release (no
``schema_version`` table: version 0) is recognised: step 1 adds only what that
file lacks (the idempotency versions' table and index on a file from before them) and keeps every
row.

Adding a step (say for a new column) is one entry at the end of ``STEPS``::

    Step(4, "tables.note: a line the host writes on the table",
         sqlite="ALTER TABLE tables ADD COLUMN note TEXT",
         postgres="ALTER TABLE tables ADD COLUMN note text"),

``sqlite`` and ``postgres`` are each a string of SQL (several statements
separated by ``;`` are fine) or a function given the connection (a
sqlite_utils.Database, or a psycopg Connection inside the step's transaction).
Never edit a step that has shipped: a database that applied it will not run it
again; add a new one instead. Remember the copy command (api/operator/copy.py) when a
step adds a table, and the PostgreSQL store's cascade (``ON DELETE CASCADE``) or
SQLite's ``drop_*`` trigger when a table hangs off ``tables``.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

import sqlite_utils

Migration = str | Callable[[Any], None]
# The advisory lock PostgreSQL instances take while migrating (any constant; "sherwood" in ASCII).
ADVISORY_LOCK_KEY = 0x7368657277_6F6F64


@dataclass(frozen=True)
class Step:
    number: int
    description: str
    sqlite: Migration
    postgres: Migration


def sqlite_schema_1(db: sqlite_utils.Database) -> None:
    """The SQLite schema before migrations existed (creates only what is missing)."""
    db.table("tables").create(
        {
            "id": str, "game": str, "options": str, "state": str, "version": int, "seated": int,
            "join_code": str, "created_at": float, "updated_at": float, "expires_at": float, "finished": int,
        },
        pk="id", not_null={"game", "options", "state", "version", "join_code"},
        defaults={"finished": 0, "seated": 0}, if_not_exists=True,
    )
    db.table("tables").create_index(["join_code"], unique=True, if_not_exists=True)
    db.table("tables").create_index(["expires_at"], if_not_exists=True)
    db.table("tokens").create(
        {"hash": str, "table_id": str, "role": str, "seat": int},
        pk="hash", foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    db.table("players").create(
        {"id": str, "table_id": str, "seat": int, "name": str, "name_key": str, "joined_at": float},
        pk="id", foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    db.table("players").create_index(["table_id", "seat"], unique=True, if_not_exists=True)
    db.table("players").create_index(["table_id", "name_key"], unique=True, if_not_exists=True)
    db.table("moves").create(
        {
            "table_id": str, "version": int, "kind": str, "seat": int, "role": str,
            "move": str, "result": str, "undoes": int, "created_at": float,
        },
        pk=("table_id", "version"), foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    # Which entry an undo took back: looked up by every undo and log page.
    db.table("moves").create_index(["table_id", "undoes"], if_not_exists=True)
    db.table("checkpoints").create(
        {"table_id": str, "version": int, "state": str},
        pk=("table_id", "version"), foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    db.table("idempotency").create(
        {"table_id": str, "token_hash": str, "key": str, "answer": str},
        pk=("table_id", "token_hash", "key"), foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    # Only correction entries are indexed (few): each log page reads them all, and
    # a move's INSERT skips this index. SQLite uses it for "kind = 'correction'".
    db.conn.execute(
        "CREATE INDEX IF NOT EXISTS moves_corrections ON moves (table_id, version) WHERE kind = 'correction'"
    )
    # The version an idempotent first answer made, not the answer itself.
    # WITHOUT ROWID: the primary key is the row, not a second copy of it in an index.
    db.conn.execute(
        "CREATE TABLE IF NOT EXISTS idempotency_versions (table_id TEXT NOT NULL REFERENCES tables(id),"
        " token_hash TEXT NOT NULL, key TEXT NOT NULL, version INTEGER NOT NULL,"
        " PRIMARY KEY (table_id, token_hash, key)) WITHOUT ROWID"
    )
    db.table("presets").create(
        {"game": str, "name": str, "data": str, "updated_at": float}, pk=("game", "name"), if_not_exists=True
    )
    db.table("stream_tickets").create(
        {"hash": str, "token_hash": str, "table_id": str, "expires_at": float},
        pk="hash", foreign_keys=[("table_id", "tables", "id")], if_not_exists=True,
    )
    db.table("join_attempts").create({"client": str, "at": float}, if_not_exists=True)
    db.table("join_attempts").create_index(["client", "at"], if_not_exists=True)
    # Deleting an expired table takes its log, seats and tokens with it.
    for child in ("tokens", "players", "moves", "idempotency", "idempotency_versions", "checkpoints",
                  "stream_tickets"):
        db.conn.execute(
            f"CREATE TRIGGER IF NOT EXISTS drop_{child} BEFORE DELETE ON tables"
            f" BEGIN DELETE FROM {child} WHERE table_id = OLD.id; END"
        )


# The same tables on PostgreSQL. JSON stays text (read whole, as on SQLite); every
# table hanging off ``tables`` goes with it (ON DELETE CASCADE, indexed for it).
POSTGRES_SCHEMA_1 = """
CREATE TABLE IF NOT EXISTS tables (
    id text PRIMARY KEY, game text NOT NULL, options text NOT NULL, state text NOT NULL,
    version bigint NOT NULL, seated integer NOT NULL DEFAULT 0, join_code text NOT NULL,
    created_at double precision, updated_at double precision, expires_at double precision,
    finished integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX IF NOT EXISTS tables_join_code ON tables (join_code);
CREATE INDEX IF NOT EXISTS tables_expires_at ON tables (expires_at);
CREATE TABLE IF NOT EXISTS tokens (
    hash text PRIMARY KEY, table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    role text NOT NULL, seat integer);
CREATE INDEX IF NOT EXISTS tokens_table_id ON tokens (table_id);
CREATE TABLE IF NOT EXISTS players (
    id text PRIMARY KEY, table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    seat integer NOT NULL, name text NOT NULL, name_key text NOT NULL, joined_at double precision,
    UNIQUE (table_id, seat), UNIQUE (table_id, name_key));
CREATE TABLE IF NOT EXISTS moves (
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, version bigint NOT NULL,
    kind text NOT NULL, seat integer, role text, move text NOT NULL, result text,
    undoes bigint, created_at double precision, PRIMARY KEY (table_id, version));
CREATE INDEX IF NOT EXISTS moves_undoes ON moves (table_id, undoes);
CREATE INDEX IF NOT EXISTS moves_corrections ON moves (table_id, version) WHERE kind = 'correction';
CREATE TABLE IF NOT EXISTS checkpoints (
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, version bigint NOT NULL,
    state text NOT NULL, PRIMARY KEY (table_id, version));
CREATE TABLE IF NOT EXISTS idempotency (
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, token_hash text NOT NULL,
    key text NOT NULL, answer text NOT NULL, PRIMARY KEY (table_id, token_hash, key));
CREATE TABLE IF NOT EXISTS idempotency_versions (
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, token_hash text NOT NULL,
    key text NOT NULL, version bigint NOT NULL, PRIMARY KEY (table_id, token_hash, key));
CREATE TABLE IF NOT EXISTS presets (
    game text NOT NULL, name text NOT NULL, data text NOT NULL, updated_at double precision,
    PRIMARY KEY (game, name));
CREATE TABLE IF NOT EXISTS stream_tickets (
    hash text PRIMARY KEY, token_hash text NOT NULL,
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, expires_at double precision);
CREATE INDEX IF NOT EXISTS stream_tickets_table_id ON stream_tickets (table_id);
CREATE INDEX IF NOT EXISTS stream_tickets_expires_at ON stream_tickets (expires_at);
CREATE TABLE IF NOT EXISTS join_attempts (client text NOT NULL, at double precision NOT NULL);
CREATE INDEX IF NOT EXISTS join_attempts_client_at ON join_attempts (client, at);
CREATE INDEX IF NOT EXISTS join_attempts_at ON join_attempts (at);
"""

# Only undo entries are indexed by what they undo; a move's INSERT then
# writes no entry in this index. Both databases use it for "undoes = ?" and
# "undoes BETWEEN", which imply NOT NULL.
SQLITE_UNDO_INDEX_2 = """
CREATE INDEX IF NOT EXISTS moves_undoes ON moves (table_id, undoes) WHERE undoes IS NOT NULL;
DROP INDEX IF EXISTS idx_moves_table_id_undoes
"""
POSTGRES_UNDO_INDEX_2 = """
DROP INDEX IF EXISTS moves_undoes;
CREATE INDEX moves_undoes ON moves (table_id, undoes) WHERE undoes IS NOT NULL
"""


def sqlite_series_3(db: sqlite_utils.Database) -> None:
    """Series links on ``tables``; ``tokens`` keyed by (hash, table_id).

    Written to be safe on a file that already has some of it (a build between
    releases added these columns at start, before they became a step).
    """
    columns = {column.name for column in db.table("tables").columns}
    for name in ("series_id", "previous_table_id", "rematch_table_id"):
        if name not in columns:
            db.conn.execute(f"ALTER TABLE tables ADD COLUMN {name} TEXT")
    db.conn.execute("CREATE INDEX IF NOT EXISTS tables_series ON tables (series_id) WHERE series_id IS NOT NULL")
    if db.table("tokens").pks == ["hash", "table_id"]:
        return
    # SQLite cannot change a primary key in place: rebuild the table (its trigger goes with it).
    db.conn.execute("DROP TRIGGER IF EXISTS drop_tokens")
    db.conn.execute(
        "CREATE TABLE tokens_by_table (hash TEXT NOT NULL, table_id TEXT NOT NULL REFERENCES tables(id),"
        " role TEXT, seat INTEGER, PRIMARY KEY (hash, table_id))"
    )
    db.conn.execute("INSERT INTO tokens_by_table (hash, table_id, role, seat) SELECT hash, table_id, role, seat FROM tokens")
    db.conn.execute("DROP TABLE tokens")
    db.conn.execute("ALTER TABLE tokens_by_table RENAME TO tokens")
    db.conn.execute(
        "CREATE TRIGGER IF NOT EXISTS drop_tokens BEFORE DELETE ON tables"
        " BEGIN DELETE FROM tokens WHERE table_id = OLD.id; END"
    )


POSTGRES_SERIES_3 = """
ALTER TABLE tables ADD COLUMN IF NOT EXISTS series_id text;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS previous_table_id text;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS rematch_table_id text;
CREATE INDEX IF NOT EXISTS tables_series ON tables (series_id) WHERE series_id IS NOT NULL;
ALTER TABLE tokens DROP CONSTRAINT tokens_pkey;
ALTER TABLE tokens ADD PRIMARY KEY (hash, table_id)
"""

# A seat moves to another phone with a one-time code (hashed, like tokens); the tokens
# it retires are kept, so that the old phone is told why it no longer opens the table. Both go with
# their table when it expires (SQLite's triggers, PostgreSQL's cascade).
SQLITE_HANDOVER_4 = (
    "CREATE TABLE IF NOT EXISTS handovers (code_hash TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES tables(id),"
    " seat INTEGER NOT NULL, expires_at REAL NOT NULL)",
    "CREATE INDEX IF NOT EXISTS handovers_table_seat ON handovers (table_id, seat)",
    "CREATE TABLE IF NOT EXISTS retired_tokens (hash TEXT NOT NULL, table_id TEXT NOT NULL REFERENCES tables(id),"
    " seat INTEGER, retired_at REAL NOT NULL, PRIMARY KEY (hash, table_id)) WITHOUT ROWID",
    "CREATE TRIGGER IF NOT EXISTS drop_handovers BEFORE DELETE ON tables"
    " BEGIN DELETE FROM handovers WHERE table_id = OLD.id; END",
    "CREATE TRIGGER IF NOT EXISTS drop_retired_tokens BEFORE DELETE ON tables"
    " BEGIN DELETE FROM retired_tokens WHERE table_id = OLD.id; END",
)


def one_at_a_time(statements: tuple[str, ...]) -> Callable[[sqlite_utils.Database], None]:
    """A SQLite step of several statements, run one at a time: a trigger's body holds a ';', so
    they cannot be split on ';' the way a plain step's script is (_statements)."""
    def run(db: sqlite_utils.Database) -> None:
        for statement in statements:
            db.conn.execute(statement)
    return run


POSTGRES_HANDOVER_4 = """
CREATE TABLE IF NOT EXISTS handovers (code_hash text PRIMARY KEY,
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, seat integer NOT NULL,
    expires_at double precision NOT NULL);
CREATE INDEX IF NOT EXISTS handovers_table_seat ON handovers (table_id, seat);
CREATE TABLE IF NOT EXISTS retired_tokens (hash text NOT NULL,
    table_id text NOT NULL REFERENCES tables(id) ON DELETE CASCADE, seat integer,
    retired_at double precision NOT NULL, PRIMARY KEY (hash, table_id));
CREATE INDEX IF NOT EXISTS retired_tokens_table_id ON retired_tokens (table_id);
"""

# Who saved a preset (the sha256 of the table token that saved it;
# NULL for presets saved before, which nobody can replace through the API), and the
# fingerprint of the request an Idempotency-Key first answered (16 bytes of a sha256 of
# method, path and body; NULL for keys stored before, which replay as they always did).
def sqlite_hardening_issue_20(db: sqlite_utils.Database) -> None:
    """Add the two columns where missing (a file may have them and yet no schema_version row)."""
    add_missing_columns(db, ("presets", "owner_hash", "TEXT"), ("idempotency_versions", "fingerprint", "BLOB"))


def add_missing_columns(db: sqlite_utils.Database, *columns: tuple[str, str, str]) -> None:
    """ALTER TABLE ... ADD COLUMN for each (table, column, type) the file lacks: SQLite has no
    ADD COLUMN IF NOT EXISTS, and a file may have a column without the schema_version row."""
    for table, column, kind in columns:
        if column not in {c.name for c in db[table].columns}:
            db.conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")


POSTGRES_HARDENING_ISSUE_20 = """
ALTER TABLE presets ADD COLUMN IF NOT EXISTS owner_hash text;
ALTER TABLE idempotency_versions ADD COLUMN IF NOT EXISTS fingerprint bytea
"""

# A photo of the table, taken after the game: one per table, its bytes kept whole (at most
# PHOTO_MAX_BYTES, api/store/photos.py), with who sent it (a DELETE is theirs or the host's). It goes
# with its table when the table expires (SQLite's trigger, PostgreSQL's cascade).
SQLITE_PHOTOS_6 = (
    "CREATE TABLE IF NOT EXISTS photos (table_id TEXT PRIMARY KEY REFERENCES tables(id),"
    " content_type TEXT NOT NULL, data BLOB NOT NULL, etag TEXT NOT NULL, uploaded_role TEXT NOT NULL,"
    " uploaded_seat INTEGER, created_at REAL NOT NULL)",
    "CREATE TRIGGER IF NOT EXISTS drop_photos BEFORE DELETE ON tables"
    " BEGIN DELETE FROM photos WHERE table_id = OLD.id; END",
)


POSTGRES_PHOTOS_6 = """
CREATE TABLE IF NOT EXISTS photos (table_id text PRIMARY KEY REFERENCES tables(id) ON DELETE CASCADE,
    content_type text NOT NULL, data bytea NOT NULL, etag text NOT NULL, uploaded_role text NOT NULL,
    uploaded_seat integer, created_at double precision NOT NULL)
"""

# The same people from game to game: the person a seat is (``players.person_id``), set when the
# host's phone names a remembered person or the host links (or unlinks) a seat; NULL means the
# person of the name (api/store/people_ids.py person_id), as every seat was before. ``tables.people_links``
# counts those changes, so the table's ETag changes with them (api/table/tables.py etag_for).
def sqlite_people_7(db: sqlite_utils.Database) -> None:
    """Add the two columns where missing (safe on a file that has one of them already)."""
    add_missing_columns(db, ("players", "person_id", "TEXT"), ("tables", "people_links", "INTEGER NOT NULL DEFAULT 0"))


POSTGRES_PEOPLE_7 = """
ALTER TABLE players ADD COLUMN IF NOT EXISTS person_id text;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS people_links integer NOT NULL DEFAULT 0
"""

# The log keyed by (table_id, version) itself, WITHOUT ROWID: as a rowid table it was two B-trees (the
# rows, and the primary key's index), each a page written a move; now it is one. Counted in the WAL:
# 5.0 pages a keyed move before, 4.4 after (bench/README.md). Same columns, rows and indexes.
LOG_WITHOUT_ROWID_8 = (
    ("CREATE TABLE moves_by_version (table_id TEXT NOT NULL REFERENCES tables(id), version INTEGER NOT NULL,"
     " kind TEXT, seat INTEGER, role TEXT, move TEXT, result TEXT, undoes INTEGER, created_at REAL,"
     " PRIMARY KEY (table_id, version)) WITHOUT ROWID"),
    ("INSERT INTO moves_by_version (table_id, version, kind, seat, role, move, result, undoes, created_at)"
     " SELECT table_id, version, kind, seat, role, move, result, undoes, created_at FROM moves"),
    # The trigger names the log: off while the table is swapped (as step 3 does for tokens).
    "DROP TRIGGER IF EXISTS drop_moves",
    "DROP TABLE moves",
    "ALTER TABLE moves_by_version RENAME TO moves",
    "CREATE INDEX moves_corrections ON moves (table_id, version) WHERE kind = 'correction'",
    "CREATE INDEX moves_undoes ON moves (table_id, undoes) WHERE undoes IS NOT NULL",
    "CREATE TRIGGER drop_moves BEFORE DELETE ON tables BEGIN DELETE FROM moves WHERE table_id = OLD.id; END",
)


def sqlite_log_without_rowid_8(db: sqlite_utils.Database) -> None:
    """Rebuild the log as LOG_WITHOUT_ROWID_8 says, unless it is so already."""
    schema = db.conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'moves'").fetchone()[0]
    if "WITHOUT ROWID" not in schema.upper():
        one_at_a_time(LOG_WITHOUT_ROWID_8)(db)


# The host role moves to another phone like a seat (a host handover code, 10 minutes), and a table
# whose host phone died is run again with its recovery code (made with the table, shown once, kept
# as a hash like every code): both are rows of ``handovers`` with their ``role`` ('player' for a
# seat's, 'host', 'recovery'; their seat -1). ``retired_tokens.role`` says which role a retired
# token had, so the old phone is told that its host role moved rather than its seat.
def sqlite_host_role_9(db: sqlite_utils.Database) -> None:
    """Add the two columns where missing."""
    add_missing_columns(db, ("handovers", "role", "TEXT NOT NULL DEFAULT 'player'"),
                        ("retired_tokens", "role", "TEXT NOT NULL DEFAULT 'player'"))


POSTGRES_HOST_ROLE_9 = """
ALTER TABLE handovers ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'player';
ALTER TABLE retired_tokens ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'player'
"""


def nothing_on_postgres(conn: Any) -> None:
    """A step SQLite alone needs (PostgreSQL's tables have no rowid to leave out)."""


# Hardening, round 4 (issue 35):
# * ``streams``: the live-update streams open now, one row each, so that their limits per token,
#   table and client address hold across workers and instances (api/live/streams.py). A row is leased:
#   the worker holding the stream renews its leases, and a row whose lease ran out (a worker
#   killed) no longer counts. Not tied to ``tables``: a stream of a purged table ends by itself.
# * ``tables.retired``: how many tokens a handover retired, so that a handover wakes the table's
#   streams (api/live/notify.py's mark) and the old phone's stream ends at once.
# * ``installation``: this installation's own secrets, made on first use: ``person_key``, the key of
#   the people's ids (api/people.py), which no other server has.
# * ``moves_clock``: the turn clock's entries indexed on their own, so that setting the clock reads
#   them and not the whole log.
SQLITE_ROUND_4_9 = (
    "CREATE TABLE IF NOT EXISTS streams (id TEXT PRIMARY KEY, table_id TEXT NOT NULL, token_hash TEXT NOT NULL,"
    " client TEXT NOT NULL, holder TEXT NOT NULL, opened_at REAL NOT NULL, lease_until REAL NOT NULL)",
    "CREATE INDEX IF NOT EXISTS streams_table ON streams (table_id, lease_until)",
    "CREATE INDEX IF NOT EXISTS streams_token ON streams (token_hash, lease_until)",
    "CREATE INDEX IF NOT EXISTS streams_client ON streams (client, lease_until)",
    "CREATE INDEX IF NOT EXISTS streams_holder ON streams (holder)",
    "CREATE TABLE IF NOT EXISTS installation (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS moves_clock ON moves (table_id, version) WHERE kind = 'clock'",
)


def sqlite_round_4_9(db: sqlite_utils.Database) -> None:
    """SQLITE_ROUND_4_9, and ``tables.retired`` where missing."""
    one_at_a_time(SQLITE_ROUND_4_9)(db)
    add_missing_columns(db, ("tables", "retired", "INTEGER NOT NULL DEFAULT 0"))


POSTGRES_ROUND_4_9 = """
CREATE TABLE IF NOT EXISTS streams (id text PRIMARY KEY, table_id text NOT NULL, token_hash text NOT NULL,
    client text NOT NULL, holder text NOT NULL, opened_at double precision NOT NULL,
    lease_until double precision NOT NULL);
CREATE INDEX IF NOT EXISTS streams_table ON streams (table_id, lease_until);
CREATE INDEX IF NOT EXISTS streams_token ON streams (token_hash, lease_until);
CREATE INDEX IF NOT EXISTS streams_client ON streams (client, lease_until);
CREATE INDEX IF NOT EXISTS streams_holder ON streams (holder);
CREATE TABLE IF NOT EXISTS installation (name text PRIMARY KEY, value text NOT NULL);
CREATE INDEX IF NOT EXISTS moves_clock ON moves (table_id, version) WHERE kind = 'clock';
ALTER TABLE tables ADD COLUMN IF NOT EXISTS retired integer NOT NULL DEFAULT 0
"""


def keyed_person_ids(run: Callable[[str, list[Any]], Any]) -> None:
    """People's ids are keyed by this installation's secret from now on (api/store/people_ids.py person_id):
    make the key, then give every seat linked to an id of a name as ids were before (an unkeyed
    digest of the name, any name this database holds) that name's keyed id, so the person it was
    stays one person with the seats of that name. ``run(sql, params)`` runs one statement (``?``)."""
    import secrets

    from .people_ids import name_digest, person_id

    run("INSERT INTO installation (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
        ["person_key", secrets.token_hex(32)])
    key = bytes.fromhex(run("SELECT value FROM installation WHERE name = ?", ["person_key"]).fetchone()[0])
    names = [row[0] for row in run("SELECT DISTINCT name FROM players", []).fetchall()]
    keyed = {name_digest(name): person_id(name, key) for name in names}
    linked = [row[0] for row in run("SELECT DISTINCT person_id FROM players WHERE person_id IS NOT NULL", []).fetchall()]
    for old in linked:
        if old in keyed:
            run("UPDATE players SET person_id = ? WHERE person_id = ?", [keyed[old], old])


def sqlite_keyed_people_10(db: sqlite_utils.Database) -> None:
    keyed_person_ids(lambda sql, params: db.conn.execute(sql, params))


def postgres_keyed_people_10(conn: Any) -> None:
    keyed_person_ids(lambda sql, params: conn.execute(sql.replace("?", "%s"), params))


def rewritten_photos(run: Callable[[str, list[Any]], Any]) -> None:
    """Every photo kept before the server wrote photos itself (issue 35) kept as it would write it now
    (api/store/photos.py ``rewritten``): its GPS position and other metadata, and anything after the image,
    leave the database, not only new uploads'. A photo the server would refuse now (too many
    pixels, not an image it can read) is removed: it cannot be served without what it carries.
    One photo at a time (each up to 256 KiB). ``run(sql, params)`` runs one statement (``?``)."""
    import hashlib

    from .photos import PILLOW_FORMATS, PhotoRefused, rewritten

    for (table_id,) in run("SELECT table_id FROM photos", []).fetchall():
        content_type, data = run("SELECT content_type, data FROM photos WHERE table_id = ?", [table_id]).fetchone()
        try:
            kept = rewritten(bytes(data), content_type) if content_type in PILLOW_FORMATS else None
        except PhotoRefused:
            kept = None
        if kept is None:
            run("DELETE FROM photos WHERE table_id = ?", [table_id])
            continue
        run("UPDATE photos SET data = ?, etag = ? WHERE table_id = ?", [kept, hashlib.sha256(kept).hexdigest(), table_id])


def sqlite_rewritten_photos_11(db: sqlite_utils.Database) -> None:
    rewritten_photos(lambda sql, params: db.conn.execute(sql, params))


def postgres_rewritten_photos_11(conn: Any) -> None:
    rewritten_photos(lambda sql, params: conn.execute(sql.replace("?", "%s"), params))


# Answers to creating requests retried with an Idempotency-Key (api/request/idempotency.py): the key's
# digest, the request's fingerprint, and once answered its status, its body (sealed under the key) and
# its Location. A row with no status is a reservation: the first request is still being answered.
SQLITE_CREATIONS_13 = """
CREATE TABLE IF NOT EXISTS creations (key_hash TEXT PRIMARY KEY, fingerprint BLOB NOT NULL, status INTEGER,
    answer BLOB, location TEXT, created_at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS creations_age ON creations (created_at)
"""
POSTGRES_CREATIONS_13 = """
CREATE TABLE IF NOT EXISTS creations (key_hash text PRIMARY KEY, fingerprint bytea NOT NULL, status integer,
    answer bytea, location text, created_at double precision NOT NULL);
CREATE INDEX IF NOT EXISTS creations_age ON creations (created_at)
"""


# A stream ticket that EventSource's own reconnect may use again (issue 36): how many streams it has opened
# (``uses``, against STREAM_TICKET_USES) and the moment it stops opening any (``ends_at``, STREAM_TICKET_LIFETIME_SECONDS
# after it was issued). A ticket stored before them has uses 0 and no end: its expires_at (30 s) ends it.
def sqlite_reconnecting_tickets_14(db: sqlite_utils.Database) -> None:
    add_missing_columns(db, ("stream_tickets", "uses", "INTEGER NOT NULL DEFAULT 0"), ("stream_tickets", "ends_at", "REAL"))


POSTGRES_RECONNECTING_TICKETS_14 = """
ALTER TABLE stream_tickets ADD COLUMN IF NOT EXISTS uses integer NOT NULL DEFAULT 0;
ALTER TABLE stream_tickets ADD COLUMN IF NOT EXISTS ends_at double precision
"""


# The tables played without a server and uploaded (issue 38): a digest of the phone's own id for the table,
# and the table it became. Uploading the same table again never makes a second one.
OFFLINE_UPLOADS_15 = """
CREATE TABLE IF NOT EXISTS offline_uploads (key_hash {text} PRIMARY KEY,
    table_id {text} NOT NULL REFERENCES tables(id) ON DELETE CASCADE, created_at {real} NOT NULL)
"""
SQLITE_OFFLINE_UPLOADS_15 = OFFLINE_UPLOADS_15.format(text="TEXT", real="REAL")
POSTGRES_OFFLINE_UPLOADS_15 = OFFLINE_UPLOADS_15.format(text="text", real="double precision")


# The steps, oldest first: numbers 1, 2, 3... with no gaps. Add new ones at the end.
STEPS: list[Step] = [
    Step(1, "The schema before versioned migrations (tables, tokens, players, moves, checkpoints,"
            " idempotency, presets, stream tickets, join attempts)",
         sqlite=sqlite_schema_1, postgres=POSTGRES_SCHEMA_1),
    Step(2, "Index only undo entries by what they undo",
         sqlite=SQLITE_UNDO_INDEX_2, postgres=POSTGRES_UNDO_INDEX_2),
    Step(3, "Series of tables: series_id, previous_table_id, rematch_table_id; one token may open"
            " several tables",
         sqlite=sqlite_series_3, postgres=POSTGRES_SERIES_3),
    Step(4, "Seat handover: one-time handover codes, and the tokens a handover retired",
         sqlite=one_at_a_time(SQLITE_HANDOVER_4), postgres=POSTGRES_HANDOVER_4),
    Step(5, "Hardening: presets.owner_hash (who saved a preset); idempotency_versions.fingerprint"
            " (the request a key first answered)",
         sqlite=sqlite_hardening_issue_20, postgres=POSTGRES_HARDENING_ISSUE_20),
    Step(6, "A photo of the table after the game (photos: content type, bytes, ETag, who sent it)",
         sqlite=one_at_a_time(SQLITE_PHOTOS_6), postgres=POSTGRES_PHOTOS_6),
    Step(7, "The same people from game to game: players.person_id (the remembered person a seat is),"
            " tables.people_links (changes the table's ETag)",
         sqlite=sqlite_people_7, postgres=POSTGRES_PEOPLE_7),
    Step(8, "The log (moves) WITHOUT ROWID on SQLite: one page fewer written a move",
         sqlite=sqlite_log_without_rowid_8, postgres=nothing_on_postgres),
    Step(9, "The host role moves to another phone: handovers.role (a seat's, the host's, the recovery"
            " code), retired_tokens.role",
         sqlite=sqlite_host_role_9, postgres=POSTGRES_HOST_ROLE_9),
    Step(10, "Hardening, round 4: live-update streams counted (streams), tables.retired (a handover wakes"
            " the streams), the installation's secrets (installation), the clock's entries indexed",
         sqlite=sqlite_round_4_9, postgres=POSTGRES_ROUND_4_9),
    Step(11, "People's ids keyed by this installation's secret: the key made, seats linked to a name's"
             " unkeyed id given its keyed one",
         sqlite=sqlite_keyed_people_10, postgres=postgres_keyed_people_10),
    Step(12, "Photos kept before the server wrote them itself written again as it does now: no metadata"
             " (GPS position), nothing after the image; one it would refuse now removed",
         sqlite=sqlite_rewritten_photos_11, postgres=postgres_rewritten_photos_11),
    Step(13, "Idempotency-Key on every creating request: creations (the first answer to a key, sealed"
             " under it; a reservation while it is made)",
         sqlite=SQLITE_CREATIONS_13, postgres=POSTGRES_CREATIONS_13),
    Step(14, "Stream tickets good for reconnecting: stream_tickets.uses (streams opened), stream_tickets.ends_at"
             " (when it stops opening any)",
         sqlite=sqlite_reconnecting_tickets_14, postgres=POSTGRES_RECONNECTING_TICKETS_14),
    Step(15, "Tables played without a server and uploaded: offline_uploads (the phone's id of the table,"
             " digested, and the table it became)",
         sqlite=SQLITE_OFFLINE_UPLOADS_15, postgres=POSTGRES_OFFLINE_UPLOADS_15),
]

SQLITE_VERSION_TABLE = ("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
                        " description TEXT NOT NULL, applied_at REAL NOT NULL)")
POSTGRES_VERSION_TABLE = ("CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY,"
                          " description text NOT NULL, applied_at double precision NOT NULL)")


def latest_version() -> int:
    return STEPS[-1].number if STEPS else 0


def _pending(current: int) -> list[Step]:
    assert [s.number for s in STEPS] == list(range(1, len(STEPS) + 1)), "steps are numbered 1, 2, 3..."
    return [step for step in STEPS if step.number > current]


def migrate_sqlite(db: sqlite_utils.Database) -> list[int]:
    """Apply the pending steps to a SQLite database (the caller holds the startup lock).

    Returns the numbers of the steps applied.
    """
    conn = db.conn
    conn.execute(SQLITE_VERSION_TABLE)
    current = conn.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()[0]
    applied = []
    for step in _pending(current):
        conn.execute("BEGIN IMMEDIATE")
        try:
            _apply(step.sqlite, db, conn.execute)
            conn.execute("INSERT INTO schema_version (version, description, applied_at) VALUES (?, ?, ?)",
                         [step.number, step.description, time.time()])
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        applied.append(step.number)
    return applied


def migrate_postgres(conn: Any) -> list[int]:
    """Apply the pending steps to a PostgreSQL database (``conn``: a psycopg Connection, autocommit).

    An advisory lock held for the whole run makes instances starting together
    wait for the first one rather than apply a step twice.
    """
    conn.execute("SELECT pg_advisory_lock(%s)", [ADVISORY_LOCK_KEY])
    try:
        conn.execute(POSTGRES_VERSION_TABLE)
        current = conn.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()[0]
        applied = []
        for step in _pending(current):
            with conn.transaction():
                _apply(step.postgres, conn, conn.execute)
                conn.execute("INSERT INTO schema_version (version, description, applied_at) VALUES (%s, %s, %s)",
                             [step.number, step.description, time.time()])
            applied.append(step.number)
        return applied
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", [ADVISORY_LOCK_KEY])


def _apply(migration: Migration, handle: Any, execute: Callable[[str], Any]) -> None:
    """Run one step on one database: its function, given ``handle``, or its script's statements."""
    if callable(migration):
        migration(handle)
    else:
        for statement in _statements(migration):
            execute(statement)


def _statements(script: str) -> list[str]:
    """A script's statements (split on ';': the steps' SQL holds no ';' inside a statement)."""
    return [part.strip() for part in script.split(";") if part.strip()]
