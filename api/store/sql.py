"""What both databases share: the statements (written with ``?`` placeholders; the PostgreSQL store
turns them into ``%s``), what they mean, and the rows they read (``SqlStore``). See the package's
docstring (api/store/__init__.py) for the tables and how a write is one transaction."""
from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from contextlib import AbstractContextManager
from typing import Any, Generic, Iterator, Protocol, TypeVar

import engine
from engine.messages import Message, msg


@dataclass(frozen=True)
class RateCount:
    """What a rate limit said about one attempt (see SqlStore.note_attempt)."""

    allowed: bool
    used: int  # attempts counted within the window, this one included when allowed
    oldest: float  # when the oldest of them was made: the window frees a place at oldest + window


@dataclass(frozen=True)
class Creation:
    """What the store holds for a creating request's Idempotency-Key (SqlStore.reserve_creation):
    ``new`` (reserved now for this request), ``in_progress`` (another request is making the answer)
    or ``answered`` (its status, sealed body and Location)."""

    state: str
    fingerprint: bytes = b""
    status: int = 0
    answer: bytes = b""
    location: str | None = None


# How long a creating request's Idempotency-Key is answered (api/request/idempotency.py KEEP_SECONDS).
CREATION_KEEP_SECONDS = 24 * 3600.0
# Join codes: 6 characters, no look-alikes (0/O, 1/I/L, 5/S, 8/B, 2/Z).
JOIN_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY"
JOIN_CODE_LENGTH = 6
SQLITE_MAX_INT = 2**63 - 1
LOCK_WAIT_SECONDS = 10.0
# A checkpoint every this many log versions: an undo or a correction replays at
# most about this many moves; each checkpoint costs one stored state.
CHECKPOINT_EVERY = 64
# A change pushes the table's expiry to a lifetime from now, but writes it (and the
# expiry index's entry) only when that moves it by this much or a hundredth of the
# lifetime, if less: a busy table does not rewrite an index page on every move.
EXPIRY_SLACK_SECONDS = 60.0
TABLE_COLUMNS = ("id", "game", "options", "state", "version", "seated", "join_code", "created_at", "expires_at",
                 "series_id", "previous_table_id", "rematch_table_id")
# SQLite's synchronous settings, weakest first (SHERWOOD_SQLITE_SYNCHRONOUS; what each promises: docs/deploy.md).
SYNCHRONOUS_LEVELS = ("OFF", "NORMAL", "FULL", "EXTRA")
LOG_COLUMNS = ("version", "kind", "seat", "role", "move", "result", "undoes", "created_at")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)  # 192 random bits


def new_id() -> str:
    """12 URL-safe characters (72 random bits) that never begin with ``-``.

    A spreadsheet reads a cell starting with ``-`` as a formula, so the CSV exports would have to
    guard such an id with a quote, and a script would read back an id the JSON does not know.
    """
    while True:
        candidate = secrets.token_urlsafe(9)
        if not candidate.startswith("-"):
            return candidate


def new_join_code() -> str:
    return "".join(secrets.choice(JOIN_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


# A handover code: 8 characters of the join codes' alphabet (25^8, about 1.5e11), good
# for one use within HANDOVER_SECONDS, and tried under the join attempts' rate limit.
HANDOVER_CODE_LENGTH = 8


def new_handover_code() -> str:
    return "".join(secrets.choice(JOIN_ALPHABET) for _ in range(HANDOVER_CODE_LENGTH))


# A recovery code runs a table again when its host's phone died (docs/decisions.md "A table
# survives its host's phone"). It lives as long as the table, so it is longer than a handover
# code: 12 characters, 25^12 (about 6e16), under the same rate limit.
RECOVERY_CODE_LENGTH = 12
# Its row in ``handovers`` goes with the table, never by time: it "expires" after every table.
RECOVERY_NEVER_EXPIRES = 1e18
# The seat column of a host's code (the column is NOT NULL; the host role is no seat).
HOST_ROLE_SEAT = -1


def new_recovery_code() -> str:
    return "".join(secrets.choice(JOIN_ALPHABET) for _ in range(RECOVERY_CODE_LENGTH))


def normalise_join_code(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())


COMPACT_JSON = json.JSONEncoder(separators=(",", ":"))  # made once: json.dumps makes one a call


def dumps(data: Any) -> str:
    """Compact JSON, as json.dumps(data, separators=(",", ":")) gives it."""
    return COMPACT_JSON.encode(data)


@dataclass(frozen=True)
class Access:
    """Who a bearer token is, at which table."""

    table_id: str
    role: str  # "host" | "player" | "spectator"
    seat: int | None
    token_hash: str
    version: int
    seated: int
    expires_at: float
    game: str
    rematch: str | None = None  # the table a rematch of this one made
    people_links: int = 0  # how often a seat's person or the host's phone changed: the answer changed without a move

    @property
    def etag_viewer(self) -> str:
        return f"s{self.seat}" if self.role == "player" else self.role


@dataclass(frozen=True)
class MoveContext:
    """What a move reads in one statement (``SqlStore.move_context``)."""

    access: Access
    encoded_state: str  # the snapshot as stored: decoded only once the move gets that far
    record: tuple[Any, bytes | None]  # what idempotent_record gives for the move's key

    def state(self) -> dict[str, Any]:
        decoded: dict[str, Any] = json.loads(self.encoded_state)
        return decoded


@dataclass(frozen=True)
class StreamLimits:
    """How many live-update streams may be open at once with one token, at one table, from one address."""

    per_token: int
    per_table: int
    per_address: int


@dataclass(frozen=True)
class StreamCounts:
    """Streams open now, each as (how many, when the oldest was opened or None)."""

    token: tuple[int, float | None]
    table: tuple[int, float | None]
    address: tuple[int, float | None]

    def refused_by(self, limits: StreamLimits) -> str | None:
        """Which limit a new stream would pass ("token", "table" or "address"), or None."""
        for name, (count, _oldest), limit in (("token", self.token, limits.per_token),
                                               ("table", self.table, limits.per_table),
                                               ("address", self.address, limits.per_address)):
            if count >= limit:
                return name
        return None


class TableExpired(Exception):
    """A handover code claimed after its table expired (the API's 410)."""


class NotYours(Exception):
    """A photo replaced or removed by someone who neither hosts the table nor sent it."""


class NotFinished(Exception):
    """A rematch asked for before the game is over."""


class AlreadyUploaded(Exception):
    """A table played without a server that was uploaded before: ``table_id`` is the table it became."""

    def __init__(self, table_id: str) -> None:
        super().__init__(table_id)
        self.table_id = table_id


class Conflict(Exception):
    """A write lost: a name or seat already taken, a preset name someone else saved. ``message`` says
    why as a message (an id and its placeables), which the API words in the reader's language."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.id)
        self.message = message


Db = TypeVar("Db")  # a store's handle: what ``db()`` and ``write()`` give, and ``_run()`` takes back


class Cursor(Protocol):
    """What the shared code reads of a statement's cursor (sqlite3's and psycopg's both have it)."""

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    @property
    def rowcount(self) -> int: ...


class SqlStore(Generic[Db]):
    """What both databases share. A subclass gives ``db()``, ``write()`` and ``_run()``; callers
    treat the handle those give as opaque and pass it back (``Db``: sqlite-utils' Database for
    SQLite; a connection, or a write's ``Write``, for PostgreSQL)."""

    kind = "sql"  # the database it keeps the tables in: "sqlite" or "postgresql"

    # Whole answers stored by a release before answers were rebuilt from the log: looked up only if there are any.
    _legacy_answers = False
    # How the clock's entries are read through their own index (migration 9's moves_clock), not the
    # log's: PostgreSQL's planner picks it by its statistics; SQLite's prefers the primary key.
    _clock_index = ""

    def db(self) -> AbstractContextManager[Db]:  # a connection for reads, outside any write
        raise NotImplementedError

    def write(self, table_id: str | None = None) -> AbstractContextManager[Db]:  # one transaction
        raise NotImplementedError

    def _run(self, db: Db, sql: str, params: Any = ()) -> Cursor:
        """Execute one statement (``?`` placeholders) and return its cursor."""
        raise NotImplementedError

    def _defer(self, db: Db, sql: str, params: Any = ()) -> None:
        """A statement whose result nobody reads: PostgreSQL may send it later in the
        same transaction, together with others (fewer round trips); SQLite runs it now."""
        self._run(db, sql, params)

    def _note_change(self, db: Db, table_id: str) -> None:
        """Inside a write that changed ``table_id``: tell other processes (PostgreSQL's NOTIFY)."""

    def _note_retired(self, db: Db, table_id: str) -> None:
        """Inside a write that retired tokens of ``table_id``: tell other processes (PostgreSQL)."""

    def close(self) -> None:
        """Let go of every connection."""

    def _serialise_client(self, db: Db, client: str) -> None:
        """Inside a write: make one client's attempts count one after another (SQLite's writes
        already do; PostgreSQL takes a lock on the client), so two at once cannot both pass."""

    def _has_legacy_answers(self, db: Db) -> bool:
        return self._run(db, "SELECT 1 FROM idempotency LIMIT 1").fetchone() is not None

    # -- tables -----------------------------------------------------------

    def create_table(
        self, game: str, options: dict[str, Any], state: dict[str, Any], now: float, ttl: float
    ) -> dict[str, Any]:
        with self.write() as db:
            return self._insert_table(db, game, options, state, now, ttl)

    def _insert_table(self, db: Db, game: str, options: dict[str, Any], state: dict[str, Any], now: float, ttl: float,
                      version: int = 0, finished: bool = False) -> dict[str, Any]:
        """A new table with its host and spectator tokens and its recovery code (inside write())."""
        host_token, spectator_token = new_token(), new_token()
        table_id = new_id()
        self._run(db, "DELETE FROM tables WHERE expires_at < ?", [now])
        code = self._free_join_code(db)
        self._run(
            db,
            "INSERT INTO tables (id, game, options, state, version, seated, join_code, created_at, updated_at,"
            " expires_at, finished) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
            [table_id, game, dumps(options), dumps(state), version, code, now, now, now + ttl, int(finished)],
        )
        for token, role in ((host_token, "host"), (spectator_token, "spectator")):
            self._run(db, "INSERT INTO tokens (hash, table_id, role, seat) VALUES (?, ?, ?, NULL)",
                      [hash_token(token), table_id, role])
        recovery_code = self._new_recovery_code(db, table_id)
        return {
            "id": table_id, "join_code": code, "host_token": host_token,
            "spectator_token": spectator_token, "version": version, "recovery_code": recovery_code,
        }

    def import_table(self, upload_key: str, game: str, options: dict[str, Any], names: list[str],
                     entries: list[dict[str, Any]], state: dict[str, Any], finished: bool, now: float,
                     ttl: float) -> dict[str, Any]:
        """A table played without a server (issue 38), its log already checked by the engine: the table,
        a seat for each name with its token, and every log entry as the phone entered it, in one
        transaction. ``upload_key`` names the phone's table: a second upload of it raises Conflict with
        the table it became (``table_id`` on the exception), and nothing is stored."""
        key_hash = hashlib.sha256(f"offline\0{upload_key}".encode()).hexdigest()
        with self.write() as db:
            row = self._run(db, "SELECT table_id FROM offline_uploads WHERE key_hash = ?", [key_hash]).fetchone()
            if row is not None:
                raise AlreadyUploaded(row[0])
            created = self._insert_table(db, game, options, state, now, ttl, version=len(entries), finished=finished)
            table_id = created["id"]
            seats = []
            for seat, name in enumerate(names):
                token, player_id = new_token(), new_id()
                self._run(db, "INSERT INTO players (id, table_id, seat, name, name_key, joined_at, person_id)"
                              " VALUES (?, ?, ?, ?, ?, ?, NULL)", [player_id, table_id, seat, name, name.casefold(), now])
                self._run(db, "INSERT INTO tokens (hash, table_id, role, seat) VALUES (?, ?, 'player', ?)",
                          [hash_token(token), table_id, seat])
                seats.append({"seat": seat, "name": name, "player_id": player_id, "token": token})
            self._run(db, "UPDATE tables SET seated = ? WHERE id = ?", [len(names), table_id])
            for entry in entries:
                self._run(db, "INSERT INTO moves (table_id, version, kind, seat, role, move, result, undoes, created_at)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                          [table_id, entry["version"], entry["kind"], entry["seat"], entry["role"], dumps(entry["move"]),
                           dumps(entry["result"]), entry["undoes"], entry["created_at"]])
            self._run(db, "INSERT INTO offline_uploads (key_hash, table_id, created_at) VALUES (?, ?, ?)",
                      [key_hash, table_id, now])
            self._note_change(db, table_id)
        return {**created, "seats": seats}

    def _new_recovery_code(self, db: Db, table_id: str) -> str:
        """The table's one recovery code (any older one stops working): only its hash is kept."""
        code = new_recovery_code()
        self._run(db, "DELETE FROM handovers WHERE table_id = ? AND role = 'recovery'", [table_id])
        self._run(db, "INSERT INTO handovers (code_hash, table_id, seat, expires_at, role) VALUES (?, ?, ?, ?, 'recovery')",
                  [hash_token(code), table_id, HOST_ROLE_SEAT, RECOVERY_NEVER_EXPIRES])
        return code

    def purge_expired(self, now: float, keep_attempts: float) -> int:
        """Delete the tables expired by ``now`` (everything hanging off them goes too), join
        attempts older than ``keep_attempts`` seconds and expired stream tickets: the number
        of tables deleted (api/operator/purge.py runs it on a schedule)."""
        with self.write() as db:
            deleted = self._run(db, "DELETE FROM tables WHERE expires_at < ? RETURNING id", [now]).fetchall()
            self._run(db, "DELETE FROM join_attempts WHERE at < ?", [now - keep_attempts])
            self._run(db, "DELETE FROM stream_tickets WHERE expires_at < ?", [now])
            self._run(db, "DELETE FROM streams WHERE lease_until < ?", [now])  # held by a worker that died
            self._run(db, "DELETE FROM creations WHERE created_at < ?", [now - CREATION_KEEP_SECONDS])
        return len(deleted)

    def _free_join_code(self, db: Db) -> str:
        while True:
            code = new_join_code()
            if not self._run(db, "SELECT 1 FROM tables WHERE join_code = ?", [code]).fetchone():
                return code

    def access(self, token: str, table_id: str, db: Db | None = None) -> Access | None:
        """Who the token is at ``table_id``: None when it opens nothing there.

        A token may open several tables (a rematch keeps everyone's tokens), so the lookup is per (table, token). Pass ``db`` to read it
        inside a write transaction.
        """
        if db is None:
            with self.db() as pooled:
                return self.access(token, table_id, pooled)
        return self._access_by_hash(db, hash_token(token), table_id)

    def token_access_for_game(self, token: str, game: str) -> Access | None:
        """Who the token is at its live-longest table of ``game`` (a rematch shares tokens), or None."""
        with self.db() as db:
            row = self._run(
                db, "SELECT k.table_id FROM tokens k JOIN tables t ON t.id = k.table_id"
                    " WHERE k.hash = ? AND t.game = ? ORDER BY t.expires_at DESC LIMIT 1",
                [hash_token(token), game],
            ).fetchone()
            return None if row is None else self._access_by_hash(db, hash_token(token), row[0])

    def schema_version(self) -> int:
        """The schema's version (api/store/migrations.py): what GET /api/v1/health reads to know the
        database answers, and answers with the schema this server expects."""
        with self.db() as db:
            return int(self._run(db, "SELECT coalesce(max(version), 0) FROM schema_version").fetchone()[0])

    # -- creating requests retried with an Idempotency-Key (api/request/idempotency.py) ----------

    def reserve_creation(self, key_hash: str, fingerprint: bytes, now: float, stale_after: float,
                         keep: float) -> Creation:
        """The key's record, reserved for this request when it has none (or one older than ``keep``,
        or a reservation older than ``stale_after``, left by a request that died): one transaction, so
        of two retries arriving at once one makes the answer and the other hears it is being made."""
        with self.write() as db:
            row = self._run(db, "SELECT fingerprint, status, answer, location, created_at FROM creations"
                                " WHERE key_hash = ?", [key_hash]).fetchone()
            if row is not None and row[4] >= now - (keep if row[1] is not None else stale_after):
                return Creation("answered" if row[1] is not None else "in_progress", bytes(row[0]),
                                row[1] or 0, bytes(row[2] or b""), row[3])
            self._run(db, "DELETE FROM creations WHERE key_hash = ?", [key_hash])
            self._run(db, "INSERT INTO creations (key_hash, fingerprint, created_at) VALUES (?, ?, ?)",
                      [key_hash, fingerprint, now])
            return Creation("new", fingerprint)

    def keep_creation(self, key_hash: str, status: int, answer: bytes, location: str | None) -> None:
        """The answer a reserved key got, for its retries."""
        with self.write() as db:
            self._run(db, "UPDATE creations SET status = ?, answer = ?, location = ? WHERE key_hash = ?",
                      [status, answer, location, key_hash])

    def forget_creation(self, key_hash: str) -> None:
        """Drop a reservation whose request made nothing (refused, or failed): a retry may try again."""
        with self.write() as db:
            self._run(db, "DELETE FROM creations WHERE key_hash = ? AND status IS NULL", [key_hash])

    def token_known(self, token: str) -> bool:
        """Whether the token opens any table (a known token at the wrong table gets 403, not 401)."""
        with self.db() as db:
            return self._run(db, "SELECT 1 FROM tokens WHERE hash = ? LIMIT 1", [hash_token(token)]).fetchone() is not None

    def access_by_hash(self, token_hash: str, table_id: str) -> Access | None:
        """Who the token of this hash is at ``table_id`` now (an open stream asks again after a handover)."""
        with self.db() as db:
            return self._access_by_hash(db, token_hash, table_id)

    def _access_by_hash(self, db: Db, token_hash: str, table_id: str) -> Access | None:
        row = self._run(
            db,
            "SELECT k.table_id, k.role, k.seat, t.version, t.seated, t.expires_at, t.game, t.rematch_table_id,"
            " t.people_links FROM tokens k JOIN tables t ON t.id = k.table_id WHERE k.hash = ? AND k.table_id = ?",
            [token_hash, table_id],
        ).fetchone()
        if row is None:
            return None
        return Access(row[0], row[1], row[2], token_hash, row[3], row[4], row[5], row[6], row[7], row[8])

    def move_context(self, db: Db, token: str, table_id: str, key: str | None) -> MoveContext | None:
        """What a move reads before it is checked, in one statement (inside a write): who the
        token is at ``table_id``, the table's snapshot, and the record of ``key`` by this token.
        None when the token opens nothing there (the caller finds out why).

        A move used to read these in three statements (token, snapshot, key); on PostgreSQL
        they go in the same round trip as BEGIN and the row lock, so a move costs two.
        """
        token_hash = hash_token(token)
        row = self._run(
            db,
            "SELECT k.table_id, k.role, k.seat, t.version, t.seated, t.expires_at, t.game, t.rematch_table_id,"
            " t.state, i.version, i.fingerprint FROM tokens k JOIN tables t ON t.id = k.table_id"
            " LEFT JOIN idempotency_versions i ON i.table_id = k.table_id AND i.token_hash = k.hash AND i.key = ?"
            " WHERE k.hash = ? AND k.table_id = ?",
            [key, token_hash, table_id],
        ).fetchone()
        if row is None:
            return None
        access = Access(row[0], row[1], row[2], token_hash, row[3], row[4], row[5], row[6], row[7])
        record: tuple[Any, bytes | None] = (row[9], None if row[10] is None else bytes(row[10]))
        if row[9] is None:
            record = self.idempotent_record(db, access, key) if self._legacy_answers else (None, None)
        return MoveContext(access, row[8], record)

    def table(self, table_id: str) -> dict[str, Any] | None:
        """A table's row: its snapshot, options, times and series links."""
        with self.db() as db:
            row = self._run(db, f"SELECT {', '.join(TABLE_COLUMNS)} FROM tables WHERE id = ?", [table_id]).fetchone()
        return None if row is None else table_row(row)

    def players(self, table_id: str) -> list[dict[str, Any]]:
        with self.db() as db:
            rows = self._run(
                db, "SELECT id, seat, name FROM players WHERE table_id = ? ORDER BY seat", [table_id]
            ).fetchall()
        return [{"id": r[0], "seat": r[1], "name": r[2]} for r in rows]

    def people(self, table_id: str) -> dict[int, str]:
        """The person each seat was set to (a remembered person, linked or named at joining), by seat;
        a seat not in it is the person of its name (api/store/people_ids.py person_id)."""
        with self.db() as db:
            rows = self._run(
                db, "SELECT seat, person_id FROM players WHERE table_id = ? AND person_id IS NOT NULL", [table_id]
            ).fetchall()
        return {r[0]: r[1] for r in rows}

    def set_person(self, table_id: str, seat: int, person: str, now: float) -> bool:
        """Say which person sits at ``seat``; False when nobody sits there (nothing changes).

        A seat no 64-bit integer holds is nobody's, here too, not only at the door (api/web/paths.py
        bounds the path's seat): SQLite raised OverflowError for 2**64, a 500 (issue 35)."""
        if not 0 <= seat <= SQLITE_MAX_INT:
            return False
        with self.write(table_id) as db:
            changed = self._run(db, "UPDATE players SET person_id = ? WHERE table_id = ? AND seat = ?",
                                [person, table_id, seat]).rowcount
            if changed:
                self._run(db, "UPDATE tables SET people_links = people_links + 1, updated_at = ? WHERE id = ?",
                          [now, table_id])
                self._note_change(db, table_id)
        return bool(changed)

    def versions(self, table_ids: list[str]) -> dict[str, tuple[int, int, str | None, int]]:
        """(version, seats taken, rematch table id, tokens retired) per table: what a live update
        reports, and what ends a stream whose token a handover retired (api/live/notify.py)."""
        if not table_ids:
            return {}
        marks = ",".join("?" * len(table_ids))
        with self.db() as db:
            rows = self._run(
                db, f"SELECT id, version, seated, rematch_table_id, retired FROM tables WHERE id IN ({marks})",
                table_ids)
            return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows.fetchall()}

    # -- after the game: rematches and series ------------------------

    def rematch(self, table_id: str, state: dict[str, Any], now: float, ttl: float) -> dict[str, Any]:
        """The table's rematch: a new table of the same game and options, from ``state`` (its
        setup), with the same players in the same seats, whose tokens (host, players,
        spectator) open it too. Asked again, the same one: ``{table_id, series_id, created}``.

        Raises NotFinished unless the game is over.
        """
        with self.write(table_id) as db:  # the row lock makes two hosts' taps one rematch
            game, options, finished, series_id, existing, seated = self._run(
                db, "SELECT game, options, finished, series_id, rematch_table_id, seated FROM tables WHERE id = ?",
                [table_id],
            ).fetchone()
            series_id = series_id or table_id
            if existing and self._run(db, "SELECT 1 FROM tables WHERE id = ?", [existing]).fetchone():
                return {"table_id": existing, "series_id": series_id, "created": False}
            if not finished:
                raise NotFinished()
            rematch_id = new_id()
            self._run(
                db,
                "INSERT INTO tables (id, game, options, state, version, seated, join_code, created_at, updated_at,"
                " expires_at, finished, series_id, previous_table_id) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, 0, ?, ?)",
                [rematch_id, game, options, dumps(state), seated, self._free_join_code(db), now, now, now + ttl,
                 series_id, table_id],
            )
            players = self._run(
                db, "SELECT seat, name, name_key, person_id FROM players WHERE table_id = ? ORDER BY seat",
                [table_id]).fetchall()
            for seat, name, key, person in players:  # the same people at the rematch
                self._defer(
                    db, "INSERT INTO players (id, table_id, seat, name, name_key, joined_at, person_id)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [new_id(), rematch_id, seat, name, key, now, person])
            self._defer(
                db, "INSERT INTO tokens (hash, table_id, role, seat) SELECT hash, ?, role, seat FROM tokens WHERE table_id = ?",
                [rematch_id, table_id],
            )
            # The recovery code the host keeps goes on to the rematch, where play goes on (a code is
            # one row: the finished table can no longer be recovered, nor needs to be).
            self._defer(db, "UPDATE handovers SET table_id = ? WHERE table_id = ? AND role = 'recovery'",
                        [rematch_id, table_id])
            # Portable max(): SQLite's two-argument max() is PostgreSQL's GREATEST().
            self._defer(
                db,
                "UPDATE tables SET series_id = ?, rematch_table_id = ?, updated_at = ?,"
                " expires_at = CASE WHEN expires_at > ? THEN expires_at ELSE ? END WHERE id = ?",
                [series_id, rematch_id, now, now + ttl, now + ttl, table_id],
            )
            self._note_change(db, table_id)  # phones at the old table follow the rematch
        return {"table_id": rematch_id, "series_id": series_id, "created": True}

    def series(self, series_id: str) -> list[dict[str, Any]]:
        """Every table of a series, in the order of the rematches, as :meth:`table` gives them."""
        with self.db() as db:
            rows = self._run(
                db,
                f"SELECT {', '.join(TABLE_COLUMNS)} FROM tables WHERE id = ? OR series_id = ? ORDER BY created_at, id",
                [series_id, series_id],
            ).fetchall()
        tables = {table["id"]: table for table in map(table_row, rows)}
        # Follow the rematch links (tables made in the same second would otherwise tie).
        out, at = [], tables.get(series_id)
        while at is not None and at["id"] in tables:
            out.append(tables.pop(at["id"]))
            at = tables.get(at["rematch_table_id"] or "")
        return out + list(tables.values())

    # -- stream tickets: live updates without a lasting credential in the URL ---

    def issue_stream_ticket(self, access: Access, now: float, ttl: float, lifetime: float) -> str:
        """A ticket that opens the table's event stream as ``access``: first within ``ttl`` seconds,
        then again (EventSource reconnecting) until ``lifetime`` seconds after now.

        Stored (hashed) in the database, so a ticket issued by one gunicorn
        worker (or instance) opens a stream on another.
        """
        ticket = new_token()
        with self.write() as db:
            self._run(db, "DELETE FROM stream_tickets WHERE expires_at < ?", [now])
            self._run(
                db,
                "INSERT INTO stream_tickets (hash, token_hash, table_id, expires_at, uses, ends_at)"
                " VALUES (?, ?, ?, ?, 0, ?)",
                [hash_token(ticket), access.token_hash, access.table_id, now + min(ttl, lifetime), now + lifetime],
            )
        return ticket

    def redeem_stream_ticket(self, ticket: str, now: float, reconnect_within: float, max_uses: int) -> Access | None:
        """Who the ticket stands for, if it may open one more stream: used fewer than ``max_uses``
        times and not expired. Each use keeps it for a reconnection within ``reconnect_within``
        seconds (never past its end): a ticket nobody reconnects with is gone soon after its stream.
        One statement counts the use, so two reconnections at once cannot both take the last one."""
        with self.write() as db:
            row = self._run(
                db,
                "UPDATE stream_tickets SET uses = uses + 1, expires_at = CASE"
                " WHEN coalesce(ends_at, expires_at) < ? THEN coalesce(ends_at, expires_at) ELSE ? END"
                " WHERE hash = ? AND expires_at >= ? AND uses < ? RETURNING token_hash, table_id",
                [now + reconnect_within, now + reconnect_within, hash_token(ticket), now, max_uses],
            ).fetchone()
            if row is None:
                return None
            return self._access_by_hash(db, row[0], row[1])

    # -- this installation's own secrets -----------------------------------

    def person_key(self) -> bytes:
        """The key of people's ids (api/store/people_ids.py person_id): made at random the first time it is
        asked for, kept in ``installation`` (copied with the installation, never sent anywhere)."""
        cached: bytes | None = self.__dict__.get("_person_key")
        if cached is None:
            cached = self.__dict__["_person_key"] = bytes.fromhex(self.installation_secret("person_key"))
        return cached

    def installation_secret(self, name: str) -> str:
        """The secret ``name``, made (256 random bits, hex) if there is none yet; two processes making
        it at once keep the first one written."""
        with self.db() as db:
            row = self._run(db, "SELECT value FROM installation WHERE name = ?", [name]).fetchone()
        if row is not None:
            return str(row[0])
        with self.write() as db:
            self._run(db, "INSERT INTO installation (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                      [name, secrets.token_hex(32)])
            return str(self._run(db, "SELECT value FROM installation WHERE name = ?", [name]).fetchone()[0])

    # -- open live-update streams, counted across workers and instances ------

    def stream_counts(self, access: Access, client: str, now: float, db: Db | None = None) -> StreamCounts:
        """The streams open now (their lease not run out) by ``access``'s token, at its table and from
        ``client``, and when the oldest of each was opened. Pass ``db`` to read inside a write."""
        if db is None:
            with self.db() as read:
                return self.stream_counts(access, client, now, read)
        row = self._run(
            db,
            "SELECT (SELECT count(*) FROM streams WHERE token_hash = ? AND lease_until >= ?),"
            " (SELECT min(opened_at) FROM streams WHERE token_hash = ? AND lease_until >= ?),"
            " (SELECT count(*) FROM streams WHERE table_id = ? AND lease_until >= ?),"
            " (SELECT min(opened_at) FROM streams WHERE table_id = ? AND lease_until >= ?),"
            " (SELECT count(*) FROM streams WHERE client = ? AND lease_until >= ?),"
            " (SELECT min(opened_at) FROM streams WHERE client = ? AND lease_until >= ?)",
            [access.token_hash, now, access.token_hash, now, access.table_id, now, access.table_id, now,
             client, now, client, now],
        ).fetchone()
        return StreamCounts(token=(row[0], row[1]), table=(row[2], row[3]), address=(row[4], row[5]))

    def open_stream(self, stream_id: str, access: Access, client: str, holder: str, now: float, lease: float,
                    limits: StreamLimits) -> StreamCounts | None:
        """Count a stream opening for ``access`` from ``client``, held by the worker ``holder`` and leased
        until ``now + lease``, unless a limit is reached: then nothing is written and the counts that
        refused it are returned. Two streams opening at once never both pass a limit (SQLite's write
        lock; on PostgreSQL, locks on the table, the token and the address)."""
        with self.write() as db:
            self._serialise_streams(db, access.table_id, access.token_hash, client)
            counts = self.stream_counts(access, client, now, db)
            if counts.refused_by(limits):
                return counts
            self._run(db, "INSERT INTO streams (id, table_id, token_hash, client, holder, opened_at, lease_until)"
                          " VALUES (?, ?, ?, ?, ?, ?, ?)",
                      [stream_id, access.table_id, access.token_hash, client, holder, now, now + lease])
        return None

    def close_stream(self, stream_id: str) -> None:
        with self.write() as db:
            self._run(db, "DELETE FROM streams WHERE id = ?", [stream_id])

    def renew_streams(self, holder: str, until: float) -> None:
        """The worker ``holder`` still holds its streams: their leases run until ``until``."""
        with self.write() as db:
            self._run(db, "UPDATE streams SET lease_until = ? WHERE holder = ?", [until, holder])

    def _serialise_streams(self, db: Db, table_id: str, token_hash: str, client: str) -> None:
        """Inside a write: streams opening at one table, with one token or from one address count one
        after another (SQLite's writes already do; PostgreSQL takes locks, always in this order)."""

    # -- joining ----------------------------------------------------------

    def note_attempt(self, client: str, now: float, window: float, limit: int) -> RateCount:
        """Count an attempt by ``client`` (a rate limit's name and an address) unless it already
        made ``limit`` within the last ``window`` seconds; a refused attempt is not written
        (2,980 refusals had left 3,000 rows). ``join_attempts`` keeps every limit's
        attempts; rows older than the window are dropped on the way (and by purge_expired)."""
        with self.write() as db:
            self._serialise_client(db, client)
            self._run(db, "DELETE FROM join_attempts WHERE client = ? AND at < ?", [client, now - window])
            used, oldest = self._run(
                db, "SELECT count(*), min(at) FROM join_attempts WHERE client = ?", [client]).fetchone()
            if used >= limit:
                return RateCount(False, used, oldest)
            self._run(db, "INSERT INTO join_attempts (client, at) VALUES (?, ?)", [client, now])
            return RateCount(True, used + 1, now if oldest is None else oldest)

    def live_join_code(self, table_id: str, now: float) -> str | None:
        with self.db() as db:
            row = self._run(
                db, "SELECT join_code FROM tables WHERE id = ? AND expires_at >= ?", [table_id, now]
            ).fetchone()
        return None if row is None else row[0]

    def table_by_code(self, code: str, now: float) -> dict[str, Any] | None:
        with self.db() as db:
            row = self._run(
                db, "SELECT id, game, options FROM tables WHERE join_code = ? AND expires_at >= ?", [code, now]
            ).fetchone()
        return None if row is None else {"id": row[0], "game": row[1], "options": json.loads(row[2])}

    def join(self, table_id: str, name: str, seats: int, now: float, ttl: float,
             person: str | None = None) -> dict[str, Any]:
        """Seat ``name`` at the table (as ``person``, when the host's phone named a remembered one);
        raise Conflict when the name or every seat is taken."""
        with self.write(table_id) as db:
            seated = self._run(db, "SELECT seated FROM tables WHERE id = ?", [table_id]).fetchone()[0]
            taken = self._run(
                db, "SELECT 1 FROM players WHERE table_id = ? AND name_key = ?", [table_id, name.casefold()]
            ).fetchone()
            if taken:
                raise Conflict(msg("api-name-taken", name=name))
            if seated >= seats:
                raise Conflict(msg("api-table-full", seats=seats))
            token, player_id = new_token(), new_id()
            self._run(
                db,
                "INSERT INTO players (id, table_id, seat, name, name_key, joined_at, person_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [player_id, table_id, seated, name, name.casefold(), now, person],
            )
            self._run(db, "INSERT INTO tokens (hash, table_id, role, seat) VALUES (?, ?, 'player', ?)",
                      [hash_token(token), table_id, seated])
            self._run(
                db,
                "UPDATE tables SET seated = seated + 1, updated_at = ?, expires_at = ? WHERE id = ?",
                [now, now + ttl, table_id],
            )
            self._note_change(db, table_id)
        return {"table_id": table_id, "player_id": player_id, "token": token, "seat": seated}

    def seat_host(self, table_id: str, host_token: str, seat: int) -> bool:
        """The host's phone sat down at ``seat`` (the log then names the host, "Ann undid
        move 8"). False when ``host_token`` is not this table's host token (nothing changes)."""
        with self.write(table_id) as db:
            changed = self._run(db, "UPDATE tokens SET seat = ? WHERE hash = ? AND table_id = ? AND role = 'host'",
                                [seat, hash_token(host_token), table_id]).rowcount
        return bool(changed)

    def host_seat(self, table_id: str) -> int | None:
        """The seat the host sits in, or None when the host only runs the table."""
        with self.db() as db:
            row = self._run(db, "SELECT seat FROM tokens WHERE table_id = ? AND role = 'host'", [table_id]).fetchone()
        return None if row is None else row[0]

    # -- seat handover ---------------------------------------------

    def offer_handover(self, table_id: str, seat: int, now: float, ttl: float) -> str:
        """A one-time code that moves ``seat`` to another phone; any older code for it stops working."""
        return self._offer(table_id, "player", seat, now, ttl)

    def offer_host_handover(self, table_id: str, now: float, ttl: float) -> str:
        """A one-time code that moves the host role to another phone; any older one stops working."""
        return self._offer(table_id, "host", HOST_ROLE_SEAT, now, ttl)

    def _offer(self, table_id: str, role: str, seat: int, now: float, ttl: float) -> str:
        code = new_handover_code()
        with self.write(table_id) as db:
            self._run(db, "DELETE FROM handovers WHERE table_id = ? AND ((role = ? AND seat = ?) OR expires_at < ?)",
                      [table_id, role, seat, now])
            self._run(db, "INSERT INTO handovers (code_hash, table_id, seat, expires_at, role) VALUES (?, ?, ?, ?, ?)",
                      [hash_token(code), table_id, seat, now + ttl, role])
        return code

    def claim_handover(self, code: str, now: float) -> dict[str, Any] | None:
        """Spend a handover or recovery code: the seat's (or the host's) tokens retire at once and
        a new one is made for the phone that claimed it. None for a code unknown, used or expired.

        A host role claimed (a host handover code or the recovery code) also gets a new recovery
        code, the only one that works from now on: whoever holds the host role holds the way back.
        """
        with self.write() as db:
            # Deleted as it is read: two phones claiming one code at once, only one gets it.
            row = self._run(db, "DELETE FROM handovers WHERE code_hash = ? RETURNING table_id, seat, expires_at, role",
                            [hash_token(code)]).fetchone()
            if row is None or row[2] < now:
                return None
            table_id, seat, role = row[0], row[1], row[3]
            live = self._run(db, "SELECT expires_at FROM tables WHERE id = ?", [table_id]).fetchone()
            if live is None or live[0] < now:  # a code made before the table expired dies with it
                raise TableExpired(table_id)
            game = self._run(db, "SELECT game FROM tables WHERE id = ?", [table_id]).fetchone()[0]
            if role != "player":
                claimed = self._claim_host(db, table_id, now)
            else:
                claimed = self._claim_seat(db, table_id, seat, now)
            # The table's streams wake (api/live/notify.py's mark): the old phone's ends at once.
            self._run(db, "UPDATE tables SET retired = retired + 1 WHERE id = ?", [table_id])
            self._note_change(db, table_id)
            self._note_retired(db, table_id)
        return {**claimed, "table_id": table_id, "game": game}

    def _retire(self, db: Db, table_id: str, role: str, seat: int | None, now: float) -> None:
        """Retire the tokens of ``role`` (at ``seat``, for a player): the old phone is told why."""
        where, params = ("role = 'host'", [table_id]) if role == "host" else ("role = 'player' AND seat = ?", [table_id, seat])
        old = [r[0] for r in self._run(db, f"SELECT hash, seat FROM tokens WHERE table_id = ? AND {where}", params).fetchall()]
        for token_hash in old:
            self._run(db, "INSERT INTO retired_tokens (hash, table_id, seat, retired_at, role) VALUES (?, ?, ?, ?, ?)"
                          " ON CONFLICT (hash, table_id) DO NOTHING", [token_hash, table_id, seat, now, role])
        self._run(db, f"DELETE FROM tokens WHERE table_id = ? AND {where}", params)
        for token_hash in old:  # a ticket the old phone asked for opens nothing now
            self._run(db, "DELETE FROM stream_tickets WHERE table_id = ? AND token_hash = ?", [table_id, token_hash])

    def _claim_seat(self, db: Db, table_id: str, seat: int, now: float) -> dict[str, Any]:
        self._retire(db, table_id, "player", seat, now)
        token = new_token()
        self._run(db, "INSERT INTO tokens (hash, table_id, role, seat) VALUES (?, ?, 'player', ?)",
                  [hash_token(token), table_id, seat])
        player = self._run(db, "SELECT id, name FROM players WHERE table_id = ? AND seat = ?", [table_id, seat]).fetchone()
        return {"role": "player", "seat": seat, "token": token, "player_id": player[0], "name": player[1],
                "recovery_code": None}

    def _claim_host(self, db: Db, table_id: str, now: float) -> dict[str, Any]:
        # The new host phone sits nowhere until it says where it sits (host_sits_at): the old
        # host's seat stays with the player who sits there, and only they may move it.
        self._retire(db, table_id, "host", None, now)
        self._run(db, "DELETE FROM handovers WHERE table_id = ? AND role = 'host'", [table_id])
        token = new_token()
        self._run(db, "INSERT INTO tokens (hash, table_id, role, seat) VALUES (?, ?, 'host', NULL)",
                  [hash_token(token), table_id])
        self._answer_changes(db, table_id)
        return {"role": "host", "seat": None, "token": token, "player_id": None, "name": None,
                "recovery_code": self._new_recovery_code(db, table_id)}

    def host_sits_at(self, table_id: str, host_token: str, player_token: str) -> int | None:
        """The host's phone says it is also the phone of the seat ``player_token`` opens (after
        taking the host role over): the host then sits there (host_seat). The seat, or None when
        either token is not this table's (nothing changes)."""
        with self.write(table_id) as db:
            row = self._run(db, "SELECT seat FROM tokens WHERE hash = ? AND table_id = ? AND role = 'player'",
                            [hash_token(player_token), table_id]).fetchone()
            if row is None:
                return None
            changed = self._run(db, "UPDATE tokens SET seat = ? WHERE hash = ? AND table_id = ? AND role = 'host'",
                                [row[0], hash_token(host_token), table_id]).rowcount
            if changed:
                self._answer_changes(db, table_id)
                self._note_change(db, table_id)
        return int(row[0]) if changed else None

    def _answer_changes(self, db: Db, table_id: str) -> None:
        # Who is who at the table changed without a move (the host's phone or seat): people_links
        # counts such changes and is in the table's ETag, so every reader's 304 ends.
        self._run(db, "UPDATE tables SET people_links = people_links + 1 WHERE id = ?", [table_id])

    def retired_role(self, token: str, table_id: str) -> str | None:
        """The role ``token`` had at ``table_id`` until it was handed to another phone ('player'
        for a seat, 'host'), or None when it was never retired there."""
        with self.db() as db:
            row = self._run(db, "SELECT role FROM retired_tokens WHERE hash = ? AND table_id = ?",
                            [hash_token(token), table_id]).fetchone()
        return None if row is None else str(row[0])

    # -- the log ----------------------------------------------------------

    def snapshot(self, db: Db, table_id: str) -> dict[str, Any]:
        """The table's current state, read inside a write transaction (its version and
        game came with the token lookup of the same transaction)."""
        state: dict[str, Any] = json.loads(self._run(db, "SELECT state FROM tables WHERE id = ?", [table_id]).fetchone()[0])
        return state

    def options(self, db: Db, table_id: str) -> dict[str, Any]:
        options: dict[str, Any] = json.loads(self._run(db, "SELECT options FROM tables WHERE id = ?", [table_id]).fetchone()[0])
        return options

    def idempotent_answer(self, db: Db, access: Access, key: str | None) -> Any:
        """The first answer to a retry with ``key`` by this token, or None for a new key.

        Rebuilt from the log entry the first answer made: the same version,
        result, status and state (as this token's seat sees it) as then.
        """
        return self.answer_for(db, access, self.idempotent_version(db, access, key))

    def answer_for(self, db: Db, access: Access, found: Any) -> Any:
        """The answer an idempotent record (what idempotent_version gives) stands for."""
        answer = found if isinstance(found, dict) or found is None else self.answer_at(db, access, found)
        # Every move's answer says its game (issue 36); an earlier release stored answers without it.
        return None if answer is None else {"game": access.game, **answer}

    def answer_at(self, db: Db, access: Access, version: int) -> dict[str, Any] | None:
        """The answer the change that made ``version`` gave ``access`` (inside a write)."""
        game = engine.get(access.game)
        entry = self.entry(db, access.table_id, version)
        if game is None or entry is None:
            return None
        if version == access.version:  # the usual retry: nothing happened since
            state = self.snapshot(db, access.table_id)
        else:
            # The state right after ``version``: from the nearest checkpoint at or
            # before it (a later undo or correction that changed an earlier move
            # dropped the checkpoints after that move), then the entries up to it.
            checkpoint, state = self.checkpoint_before(db, access.table_id, version + 1)
            if state is None:
                state = game.setup(self.options(db, access.table_id))
            entries = self.entries_between(db, access.table_id, checkpoint, version)
            state = engine.replay_moves(game, state, engine.effective_moves(entries, checkpoint))
        seat = access.seat if access.role == "player" else None
        return {"version": version, "state": game.view(state, seat), "result": entry["result"],
                "status": game.status(state)}

    def idempotent_version(self, db: Db, access: Access, key: str | None) -> Any:
        """What a retry with ``key`` gets: the log version its first answer made (an int),
        a whole answer stored by an earlier release (a dict), or None for a new key."""
        return self.idempotent_record(db, access, key)[0]

    def idempotent_record(self, db: Db, access: Access, key: str | None) -> tuple[Any, bytes | None]:
        """(what idempotent_version gives, the fingerprint of the request the key first answered).

        The fingerprint is None for a record stored before keys were fingerprinted and for a whole answer
        of a release before answers were rebuilt from the log: nothing to compare a retry with.
        """
        if key is None:
            return None, None
        row = self._run(
            db,
            "SELECT version, fingerprint FROM idempotency_versions WHERE table_id = ? AND token_hash = ? AND key = ?",
            [access.table_id, access.token_hash, key],
        ).fetchone()
        if row is not None:
            return row[0], None if row[1] is None else bytes(row[1])
        if not self._legacy_answers:
            return None, None
        row = self._run(
            db,
            "SELECT answer FROM idempotency WHERE table_id = ? AND token_hash = ? AND key = ?",
            [access.table_id, access.token_hash, key],
        ).fetchone()
        return (json.loads(row[0]) if row else None), None

    def append(
        self,
        db: Db,
        access: Access,
        *,
        version: int,
        kind: str,
        seat: int | None,
        move: dict[str, Any],
        result: dict[str, Any],
        state: dict[str, Any],
        finished: bool,
        now: float,
        ttl: float,
        undoes: int | None = None,
    ) -> None:
        """Append one log entry and move the snapshot to it (inside write())."""
        self._defer(
            db,
            "INSERT INTO moves (table_id, version, kind, seat, role, move, result, undoes, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [access.table_id, version, kind, seat, access.role, dumps(move), dumps(result), undoes, now],
        )
        encoded = dumps(state)
        if now + ttl - access.expires_at >= min(EXPIRY_SLACK_SECONDS, ttl / 100):
            self._defer(
                db,
                "UPDATE tables SET state = ?, version = ?, updated_at = ?, expires_at = ?, finished = ? WHERE id = ?",
                [encoded, version, now, now + ttl, int(finished), access.table_id],
            )
        else:  # the expiry moves by less than the slack: leave it and its index entry as they are
            self._defer(
                db,
                "UPDATE tables SET state = ?, version = ?, updated_at = ?, finished = ? WHERE id = ?",
                [encoded, version, now, int(finished), access.table_id],
            )
        if kind == "move" and version % CHECKPOINT_EVERY == 0:
            self._defer(db, "INSERT INTO checkpoints (table_id, version, state) VALUES (?, ?, ?)",
                      [access.table_id, version, encoded])
        self._note_change(db, access.table_id)

    def remember_version(self, db: Db, access: Access, key: str | None, version: int,
                         fingerprint: bytes | None = None) -> None:
        """Point (token, key) at the log entry its first answer made: a retry is rebuilt from it.
        ``fingerprint`` names the request (method, path, body) so a reuse for another is refused."""
        if key is not None:
            self._defer(
                db,
                "INSERT INTO idempotency_versions (table_id, token_hash, key, version, fingerprint)"
                " VALUES (?, ?, ?, ?, ?)",
                [access.table_id, access.token_hash, key, version, fingerprint],
            )

    def entry(self, db: Db, table_id: str, version: int) -> dict[str, Any] | None:
        row = self._run(
            db, f"SELECT {', '.join(LOG_COLUMNS)} FROM moves WHERE table_id = ? AND version = ?", [table_id, version]
        ).fetchone()
        return None if row is None else log_entry(row)

    def entries_between(self, db: Db, table_id: str, after: int, upto: int) -> list[dict[str, Any]]:
        """The log entries with after < version <= upto, oldest first."""
        rows = self._run(
            db,
            f"SELECT {', '.join(LOG_COLUMNS)} FROM moves WHERE table_id = ? AND version > ? AND version <= ?"
            " ORDER BY version",
            [table_id, after, upto],
        ).fetchall()
        return [log_entry(row) for row in rows]

    def log(self, table_id: str, offset: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
        """Entries offset+1 .. offset+limit of the log, oldest first.

        The log holds exactly one entry per version, 1, 2, 3...: a page is a range
        of versions, read through the primary key, never an OFFSET that steps over
        every earlier entry (page 400 of a 20,000-move log costs what page 1 does).
        """
        # A page number past any real log must not overflow 64-bit integers (both databases').
        first = min(offset, SQLITE_MAX_INT - 1)
        last = SQLITE_MAX_INT if limit is None else min(first + limit, SQLITE_MAX_INT)
        with self.db() as db:
            return self.entries_between(db, table_id, first, last)

    def undone_versions(self, table_id: str, first: int, last: int) -> dict[int, int]:
        """Entries between versions first and last that were taken back, each with the undo's version."""
        with self.db() as db:
            rows = self._run(
                db,
                "SELECT undoes, version FROM moves WHERE table_id = ? AND kind = 'undo' AND undoes BETWEEN ? AND ?",
                [table_id, first, last],
            ).fetchall()
        return {r[0]: r[1] for r in rows}

    def corrections(self, table_id: str) -> list[dict[str, Any]]:
        """Every correction entry of a table (few: people correct by hand), with whether it stands."""
        with self.db() as db:
            rows = self._run(
                db,
                f"SELECT {', '.join(LOG_COLUMNS)} FROM moves m WHERE table_id = ? AND kind = 'correction'"
                " AND NOT EXISTS (SELECT 1 FROM moves u WHERE u.table_id = m.table_id AND u.kind = 'undo'"
                " AND u.undoes = m.version) ORDER BY version",
                [table_id],
            ).fetchall()
        return [log_entry(row) for row in rows]

    def change_entries(self, table_id: str, db: Db | None = None) -> list[dict[str, Any]]:
        """Every correction of a table, standing or undone, and every undo of one, oldest first:
        the entries that replayed later moves and keep the results they changed (few: people
        correct by hand). Read in a write when ``db`` is given."""
        sql = (f"SELECT {', '.join(LOG_COLUMNS)} FROM moves WHERE table_id = ? AND kind = 'correction'"
               f" UNION ALL SELECT {', '.join('u.' + c for c in LOG_COLUMNS)} FROM moves c"
               " JOIN moves u ON u.table_id = c.table_id AND u.undoes = c.version AND u.kind = 'undo'"
               " WHERE c.table_id = ? AND c.kind = 'correction' ORDER BY version")
        if db is not None:
            return [log_entry(row) for row in self._run(db, sql, [table_id, table_id]).fetchall()]
        with self.db() as read:
            return [log_entry(row) for row in self._run(read, sql, [table_id, table_id]).fetchall()]

    def results_from(self, db: Db, table_id: str, version: int) -> dict[int, dict[str, Any]]:
        """The results the moves at ``version`` and later were stored with, by version (inside a write)."""
        rows = self._run(
            db, "SELECT version, result FROM moves WHERE table_id = ? AND version >= ? AND kind = 'move'",
            [table_id, version],
        ).fetchall()
        return {v: json.loads(r) for v, r in rows}

    def latest_standing(self, db: Db, table_id: str) -> dict[str, Any] | None:
        """The latest move or correction not taken back (what an undo takes back)."""
        row = self._run(
            db,
            f"SELECT {', '.join(LOG_COLUMNS)} FROM moves m WHERE table_id = ? AND kind IN ('move', 'correction')"
            " AND NOT EXISTS (SELECT 1 FROM moves u WHERE u.table_id = m.table_id AND u.kind = 'undo'"
            " AND u.undoes = m.version) ORDER BY version DESC LIMIT 1",
            [table_id],
        ).fetchone()
        return None if row is None else log_entry(row)

    def clock_entries(self, db: Db, table_id: str) -> list[dict[str, Any]]:
        """The turn clock's entries of a table (pauses, resumes, limits), oldest first (inside a write)."""
        rows = self._run(db, f"SELECT {', '.join(LOG_COLUMNS)} FROM moves{self._clock_index} WHERE table_id = ?"
                             " AND kind = 'clock' ORDER BY version", [table_id]).fetchall()
        return [log_entry(row) for row in rows]

    def checkpoint_before(self, db: Db, table_id: str, version: int) -> tuple[int, Any]:
        """The latest checkpoint strictly before ``version``: (its version, its state), or (0, None)."""
        row = self._run(
            db,
            "SELECT version, state FROM checkpoints WHERE table_id = ? AND version < ? ORDER BY version DESC LIMIT 1",
            [table_id, version],
        ).fetchone()
        return (0, None) if row is None else (row[0], json.loads(row[1]))

    def entries_after(self, db: Db, table_id: str, version: int) -> list[dict[str, Any]]:
        """The log after ``version``, oldest first."""
        # What a replay needs, without the stored results: decoding those is most of the cost.
        rows = self._run(
            db,
            "SELECT version, kind, seat, role, move, undoes FROM moves WHERE table_id = ? AND version > ? ORDER BY version",
            [table_id, version],
        ).fetchall()
        return [{"version": v, "kind": k, "seat": s, "role": r, "move": json.loads(m), "undoes": u}
                for v, k, s, r, m, u in rows]

    def add_checkpoint(self, db: Db, table_id: str, version: int, state: dict[str, Any]) -> None:
        """The state after every entry up to ``version`` (inside write())."""
        self._defer(
            db,
            "INSERT INTO checkpoints (table_id, version, state) VALUES (?, ?, ?)"
            " ON CONFLICT (table_id, version) DO UPDATE SET state = excluded.state",
            [table_id, version, dumps(state)],
        )

    def drop_checkpoints(self, db: Db, table_id: str, from_version: int) -> None:
        """Forget the checkpoints a change at ``from_version`` made stale."""
        self._defer(db, "DELETE FROM checkpoints WHERE table_id = ? AND version >= ?", [table_id, from_version])

    # -- a photo of the table, after the game ---------------------------------

    def save_photo(self, access: Access, content_type: str, data: bytes, now: float) -> dict[str, Any]:
        """Keep ``data`` as the table's photo, replacing any before; sent by ``access``.

        Raises NotFinished unless the game is over (checked under the table's write lock,
        so a photo never lands on a table whose last move was just undone), and NotYours when
        another's photo is there and ``access`` is not the host.
        """
        etag = hashlib.sha256(data).hexdigest()
        with self.write(access.table_id) as db:
            row = self._run(db, "SELECT finished FROM tables WHERE id = ?", [access.table_id]).fetchone()
            if row is None or not row[0]:
                raise NotFinished(access.table_id)
            self._check_photo_owner(db, access)
            self._run(
                db,
                "INSERT INTO photos (table_id, content_type, data, etag, uploaded_role, uploaded_seat, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET content_type = excluded.content_type,"
                " data = excluded.data, etag = excluded.etag, uploaded_role = excluded.uploaded_role,"
                " uploaded_seat = excluded.uploaded_seat, created_at = excluded.created_at",
                [access.table_id, content_type, data, etag, access.role, access.seat, now],
            )
        return {"content_type": content_type, "bytes": len(data), "etag": etag, "created_at": now,
                "uploaded_by": {"role": access.role, "seat": access.seat}}

    def photo(self, table_id: str) -> dict[str, Any] | None:
        """The table's photo: content_type, data (bytes), etag, uploaded_by, created_at; None without one."""
        with self.db() as db:
            row = self._run(
                db, "SELECT content_type, data, etag, uploaded_role, uploaded_seat, created_at FROM photos"
                    " WHERE table_id = ?", [table_id],
            ).fetchone()
        if row is None:
            return None
        return {"content_type": row[0], "data": bytes(row[1]), "etag": row[2],
                "uploaded_by": {"role": row[3], "seat": row[4]}, "created_at": row[5]}

    def delete_photo(self, access: Access) -> bool:
        """Remove the table's photo as ``access``: whether there was one. Raises NotYours unless
        ``access`` is the host or sent it (checked in the same transaction as the delete)."""
        with self.write(access.table_id) as db:
            if not self._check_photo_owner(db, access):
                return False
            self._run(db, "DELETE FROM photos WHERE table_id = ?", [access.table_id])
            return True

    def _check_photo_owner(self, db: Db, access: Access) -> bool:
        """Inside a write: whether the table has a photo; NotYours when it has one that ``access`` may
        not replace or remove (only the host, or the seat or host that sent it)."""
        row = self._run(db, "SELECT uploaded_role, uploaded_seat FROM photos WHERE table_id = ?",
                        [access.table_id]).fetchone()
        if row is not None and access.role != "host" and (row[0], row[1]) != (access.role, access.seat):
            raise NotYours(access.table_id)
        return row is not None

    # -- presets: saved game data reused by later tables ---------------------

    def save_preset(self, game: str, name: str, data: dict[str, Any], now: float,
                    owner_hash: str | None = None) -> None:
        """Save a preset as ``owner_hash`` (the sha256 of the token that saves it).

        A preset already saved under that name is replaced only by the same owner;
        anyone else gets Conflict (and saves a copy under another name). One statement,
        so two first saves racing for a name cannot both win.
        """
        with self.write() as db:
            saved = self._run(
                db,
                "INSERT INTO presets (game, name, data, updated_at, owner_hash) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (game, name) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at"
                " WHERE coalesce(presets.owner_hash, '') = coalesce(excluded.owner_hash, '') RETURNING name",
                [game, name, dumps(data), now, owner_hash],
            ).fetchone()
            if saved is None:
                raise Conflict(msg("api-preset-taken", name=name))

    def preset(self, game: str, name: str) -> dict[str, Any] | None:
        with self.db() as db:
            row = self._run(db, "SELECT data FROM presets WHERE game = ? AND name = ?", [game, name]).fetchone()
        return None if row is None else json.loads(row[0])

    def preset_names(self, game: str) -> list[dict[str, Any]]:
        with self.db() as db:
            rows = self._run(
                db, "SELECT name, updated_at FROM presets WHERE game = ? ORDER BY updated_at DESC", [game]
            ).fetchall()
        return [{"name": r[0], "updated_at": r[1]} for r in rows]

    def live_snapshots(self, game: str, now: float) -> Iterator[tuple[str, dict[str, Any], dict[str, Any]]]:
        """(id, options, state) of every live table of a game (for a one-off upgrade at start)."""
        with self.db() as db:
            rows = self._run(db, "SELECT id, options, state FROM tables WHERE game = ? AND expires_at >= ?",
                             [game, now]).fetchall()
        for table_id, options, state in rows:
            yield table_id, json.loads(options), json.loads(state)

    def replace_snapshot(self, table_id: str, state: dict[str, Any]) -> None:
        """Store a rebuilt state for a table without a log entry (its log already says it)."""
        with self.write(table_id) as db:
            self._run(db, "UPDATE tables SET state = ? WHERE id = ?", [dumps(state), table_id])
            self._run(db, "DELETE FROM checkpoints WHERE table_id = ?", [table_id])

    def all_table_ids(self) -> list[str]:
        with self.db() as db:
            return [r[0] for r in self._run(db, "SELECT id FROM tables ORDER BY created_at").fetchall()]


def table_row(row: tuple[Any, ...]) -> dict[str, Any]:
    """A ``tables`` row read with TABLE_COLUMNS, its JSON decoded."""
    table = dict(zip(TABLE_COLUMNS, row))
    table["series_id"] = table["series_id"] or table["id"]  # a table never rematched is a series of one
    table["options"] = json.loads(table["options"])
    table["state"] = json.loads(table["state"])
    return table


def log_entry(row: tuple[Any, ...]) -> dict[str, Any]:
    entry = dict(zip(LOG_COLUMNS, row))
    entry["move"], entry["result"] = json.loads(entry["move"]), json.loads(entry["result"])
    return entry


# A store of either database, for code that only passes its handles back (the API's modules),
# and such a handle there: opaque (an ``object``), given by ``db()`` or ``write()`` and passed back.
AnyStore = SqlStore[Any]
Handle = object
