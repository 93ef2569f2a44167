"""The references the benchmark compares against, served exactly like the app.

* GET /const: a bare Flask endpoint returning a constant JSON (c1)
* POST /append: a bare Flask endpoint that appends one row to SQLite in a
  transaction, with the app's SQLite settings (WAL, synchronous=NORMAL) (c2)
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
