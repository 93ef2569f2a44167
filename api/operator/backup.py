"""``python -m api backup PATH`` and ``python -m api restore PATH [--force]``.

SQLite (``SHERWOOD_DB``, data/sherwood.db by default): ``backup`` copies the file with SQLite's
online backup API in one step, while the app runs: the copy is one consistent snapshot (every
move committed before it began is in it, none half-written), and WAL mode lets the app keep
writing meanwhile. The copy is a single file (no WAL beside it), checked with
``PRAGMA integrity_check``. ``restore`` puts a copy back, refusing to overwrite a database that
holds tables unless ``--force`` is given (stop the app first: phones would see the tables go
back in time), then brings its schema up to date.

PostgreSQL (``DATABASE_URL`` set): both commands say to use ``pg_dump`` and ``pg_restore``
(docs/deploy.md); they do not run them.
"""
from __future__ import annotations

import argparse
import os
import sqlite3
import sys
from pathlib import Path

from ..store import SqliteStore, is_postgres_url

POSTGRES_ADVICE = """\
DATABASE_URL names PostgreSQL: back it up with pg_dump and restore with pg_restore, e.g.
  pg_dump --format=custom --file=sherwood.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" sherwood.dump
(docs/deploy.md, "Backup and restore")."""


class Refused(Exception):
    """What the command will not do, in a sentence."""


def sqlite_path() -> str:
    return os.environ.get("SHERWOOD_DB") or str(Path("data") / "sherwood.db")


def tables_in(path: str) -> int:
    """How many game tables the SQLite file holds (0 for a new or empty file)."""
    if not Path(path).exists() or Path(path).stat().st_size == 0:
        return 0
    conn = sqlite3.connect(path)
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tables'").fetchone():
            return 0
        return int(conn.execute("SELECT count(*) FROM tables").fetchone()[0])
    finally:
        conn.close()


def check_integrity(path: str) -> None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        has_tables = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'tables'").fetchone()
    except sqlite3.DatabaseError as err:
        raise Refused(f"{path} is not a SQLite database ({err}).") from None
    finally:
        conn.close()
    if verdict != "ok":
        raise Refused(f"{path} fails SQLite's integrity check: {verdict}")
    if not has_tables:
        raise Refused(f"{path} holds no Sherwood Table database.")


def copy_database(source: str, target: str, standalone: bool) -> None:
    """SQLite's backup API, all pages in one step: one consistent snapshot of ``source``
    (``standalone``: the copy is one self-contained file, no WAL beside it)."""
    src = sqlite3.connect(source, timeout=30)
    dst = sqlite3.connect(target, timeout=30)
    try:
        src.backup(dst)  # pages=-1: one step, under one read transaction
        if standalone:
            dst.execute("PRAGMA journal_mode=DELETE")
    finally:
        dst.close()
        src.close()


def backup(target: str, force: bool = False) -> int:
    source = sqlite_path()
    if not Path(source).exists():
        raise Refused(f"There is no database at {source} (SHERWOOD_DB) to back up.")
    if Path(target).exists() and not force:
        raise Refused(f"{target} exists already: name a new file (or pass --force to replace it).")
    partial = f"{target}.partial"
    Path(partial).unlink(missing_ok=True)
    copy_database(source, partial, standalone=True)
    check_integrity(partial)
    os.replace(partial, target)  # never a half-written file under the backup's name
    return tables_in(target)


def restore(backup_path: str, force: bool = False) -> int:
    if not Path(backup_path).exists():
        raise Refused(f"There is no backup at {backup_path}.")
    check_integrity(backup_path)
    target = sqlite_path()
    live = tables_in(target)
    if live and not force:
        raise Refused(f"The database at {target} holds {live} tables: stop the app, and pass --force to "
                      "replace them with the backup's.")
    os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
    # Into the file itself, not over it: SQLite's backup API writes it under its own lock,
    # so its WAL and any open connection stay consistent.
    copy_database(backup_path, target, standalone=False)
    SqliteStore(target).close()  # the schema of an older backup is brought up to date
    return tables_in(target)


def main(argv: list[str]) -> int:
    command = argv[0]
    parser = argparse.ArgumentParser(prog=f"python -m api {command}")
    if command == "backup":
        parser.description = "Copy the SQLite database (SHERWOOD_DB) to PATH while the app runs."
        parser.add_argument("path", help="the new backup file")
        parser.add_argument("--force", action="store_true", help="replace PATH if it exists")
    else:
        parser.description = "Put a backup back as the SQLite database (SHERWOOD_DB)."
        parser.add_argument("path", help="a file `python -m api backup` wrote")
        parser.add_argument("--force", action="store_true", help="replace a database that holds tables")
    args = parser.parse_args(argv[1:])
    if is_postgres_url(os.environ.get("DATABASE_URL")):
        print(POSTGRES_ADVICE, file=sys.stderr)
        return 2
    try:
        count = (backup if command == "backup" else restore)(args.path, force=args.force)
    except Refused as refusal:
        print(refusal, file=sys.stderr)
        return 1
    if command == "backup":
        print(f"Backed up {count} tables from {sqlite_path()} to {args.path}.")
    else:
        print(f"Restored {count} tables into {sqlite_path()}: start the app.")
    return 0
