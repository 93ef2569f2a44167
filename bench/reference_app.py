"""The references the benchmark compares against, served exactly like the app.

* GET /const: a bare Flask endpoint returning a constant JSON (c1)
* POST /append: a bare Flask endpoint that appends one row to SQLite in a
  transaction, with the app's SQLite settings (WAL, synchronous=NORMAL) (c2)
* POST /append-pg: the same row appended to PostgreSQL (REFERENCE_DATABASE_URL)
  with a bare psycopg INSERT through a psycopg_pool pool, one transaction
  (bench/postgres.py's reference)
"""
from __future__ import annotations

import os
import sqlite3
import threading
import time

from flask import Flask, jsonify

app = Flask(__name__)
DATABASE = os.environ.get("REFERENCE_DB", "reference.db")
_local = threading.local()


def connection() -> sqlite3.Connection:
    if not hasattr(_local, "conn"):
        conn = sqlite3.connect(DATABASE, isolation_level=None, timeout=10)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, at REAL, body TEXT)")
        _local.conn = conn
    return _local.conn


_pg_pool = None
REFERENCE_TABLE = "CREATE TABLE IF NOT EXISTS rows (id bigserial PRIMARY KEY, at double precision, body text)"


def pg_pool():
    """Made on first use, inside the gevent-patched worker (psycopg picks its wait then)."""
    global _pg_pool
    if _pg_pool is None:
        from psycopg_pool import ConnectionPool

        _pg_pool = ConnectionPool(os.environ["REFERENCE_DATABASE_URL"], min_size=2,
                                  max_size=int(os.environ.get("SHERWOOD_DB_POOL_SIZE", "10")), open=True)
        with _pg_pool.connection() as conn:
            conn.execute(REFERENCE_TABLE)
    return _pg_pool


@app.get("/const")
def const():
    return jsonify({"ok": True, "version": 1})


@app.post("/append")
def append():
    conn = connection()
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO rows (at, body) VALUES (?, ?)", [time.time(), '{"type":"add","points":1}'])
    conn.execute("COMMIT")
    return jsonify({"ok": True}), 201


@app.post("/append-pg")
def append_pg():
    with pg_pool().connection() as conn:  # commits on leaving
        conn.execute("INSERT INTO rows (at, body) VALUES (%s, %s)", [time.time(), '{"type":"add","points":1}'])
    return jsonify({"ok": True}), 201
