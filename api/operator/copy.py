"""Move a SQLite installation into PostgreSQL: ``python -m api copy-to-postgres SQLITE_PATH POSTGRES_URL``.

Every table with its seats, tokens, log, checkpoints, idempotency records and
photo, the saved presets and the installation's key of people's ids, is copied, as it is, into an empty PostgreSQL database (made
ready by the migrations first). The SQLite file is read in one transaction,
so the copy is a consistent snapshot; stop the app first (or accept that moves
made during the copy stay behind), then start it with DATABASE_URL set. Old
tokens, join codes and Idempotency-Keys keep working. Live-update tickets
(seconds long) and join attempts (a minute) are not worth moving.
"""
from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path

import psycopg

from ..store import SqliteStore
from ..store.postgres import PostgresStore

# Parents before children (foreign keys).
COPIED = ("tables", "tokens", "players", "moves", "checkpoints", "idempotency", "idempotency_versions", "presets",
          "retired_tokens",  # An old phone is still told its seat (or host role) moved
          "handovers",  # the tables' recovery codes (and any handover code still in its 10 minutes)
          "photos",  # the photos of finished tables: BLOB to bytea
          "installation")  # the key of the people's ids: the same people keep the same ids


class NotEmpty(Exception):
    """The PostgreSQL database already holds tables or presets."""


def copy_to_postgres(sqlite_path: str, url: str) -> dict[str, int]:
    """Copy everything worth keeping; returns how many rows each table got."""
    if not Path(sqlite_path).exists():
        raise FileNotFoundError(f"There is no SQLite file at {sqlite_path}.")
    SqliteStore(sqlite_path).close()  # brings an older file's schema up to date first
    PostgresStore(url, pool_size=1).close()  # the same for the target
    source = sqlite3.connect(sqlite_path, isolation_level=None)
    try:
        source.execute("BEGIN")  # one snapshot of the whole file
        with psycopg.connect(url) as target, target.transaction():
            refuse_if_not_empty(target)
            return {name: copy_table(source, target, name) for name in COPIED}
    finally:
        source.close()


def refuse_if_not_empty(target: psycopg.Connection) -> None:
    for name in ("tables", "presets"):
        if target.execute(f"SELECT 1 FROM {name} LIMIT 1").fetchone():
            raise NotEmpty(f"The PostgreSQL database already has {name}: copy only into an empty database.")


def copy_table(source: sqlite3.Connection, target: psycopg.Connection, name: str) -> int:
    """COPY one table's rows, by the columns both databases have."""
    wanted = [r[0] for r in target.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_name = %s ORDER BY ordinal_position",
        [name])]
    have = {r[1] for r in source.execute(f"PRAGMA table_info({name})")}
    columns = [c for c in wanted if c in have]
    listed = ", ".join(columns)
    count = 0
    if name == "installation":  # a key made on the empty database (a first read) gives way to the file's
        target.execute("DELETE FROM installation")
    with target.cursor().copy(f"COPY {name} ({listed}) FROM STDIN") as copy:
        for row in source.execute(f"SELECT {listed} FROM {name}"):
            copy.write_row(row)
            count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m api copy-to-postgres",
                                     description="Copy a SQLite installation's tables into an empty PostgreSQL database.")
    parser.add_argument("sqlite_path", help="the SQLite file (SHERWOOD_DB; data/sherwood.db by default)")
    parser.add_argument("postgres_url", help="postgresql://user:password@host:port/database")
    args = parser.parse_args(argv)
    try:
        counts = copy_to_postgres(args.sqlite_path, args.postgres_url)
    except (NotEmpty, FileNotFoundError) as err:
        parser.exit(1, f"{err}\n")
    except psycopg.OperationalError as err:  # a wrong password, host or database: psycopg's words, no URL
        parser.exit(1, f"Could not reach the PostgreSQL database: {str(err).strip()}\n")
    for name, count in counts.items():
        print(f"{name}: {count} rows")
    print("Done: start the app with DATABASE_URL set to that database.")
    return 0


