"""``python -m api backup PATH`` takes a consistent copy of the SQLite database
while the server runs under load, and ``python -m api restore PATH`` puts it back, refusing to
overwrite a database holding tables unless ``--force`` is given. Every move acknowledged before
the backup began is in the restored database, move by move, and its log has no gap."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.helpers import http_json as call
from tests.hardening.test_old_join_links import free_port
from tests.hardening.test_slow_bodies import ROOT, start_procfile_server


def python_m_api(*args: str, db: Path, **env: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, "SHERWOOD_DB": str(db), **env}
    environment.pop("DATABASE_URL", None)
    environment.update(env)
    return subprocess.run([sys.executable, "-m", "api", *args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)


def start_server(port: int, db: Path, log: Path) -> subprocess.Popen:
    env = {**os.environ, "SHERWOOD_DB": str(db), "SHERWOOD_CREATE_RATE_LIMIT": "1000"}
    env.pop("DATABASE_URL", None)
    return start_procfile_server(port, env, log)


def stop_server(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


def restored_log(db: Path) -> tuple[dict[str, dict[int, dict]], dict[str, int]]:
    """Every table's log entries by version, and each table's snapshot version."""
    conn = sqlite3.connect(db)
    try:
        log: dict[str, dict[int, dict]] = {}
        for table_id, version, move in conn.execute("SELECT table_id, version, move FROM moves"):
            log.setdefault(table_id, {})[version] = json.loads(move)
        snapshots = dict(conn.execute("SELECT id, version FROM tables").fetchall())
        return log, snapshots
    finally:
        conn.close()


def test_a_backup_under_load_restores_every_acknowledged_move(tmp_path):
    port, db = free_port(), tmp_path / "live.db"
    server = start_server(port, db, tmp_path / "gunicorn.log")
    acknowledged: list[tuple[float, str, int, int]] = []  # (when answered, table, version, points)
    stop = threading.Event()
    backup_window: list[float] = []
    try:
        tables = []
        for _ in range(3):
            status, created = call(port, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})
            assert status == 201
            seat = call(port, "POST", "/api/v1/join", {"code": created["join_code"], "name": "Ann"})[1]
            tables.append((created["id"], seat["token"]))

        def play(table_id: str, token: str) -> None:
            points = 0
            while not stop.is_set():
                points = points % 9 + 1
                status, answer = call(port, "POST", f"/api/v1/tables/{table_id}/moves",
                                      {"type": "add", "points": points}, token)
                if status == 201:
                    acknowledged.append((time.monotonic(), table_id, answer["version"], points))

        players = [threading.Thread(target=play, args=table) for table in tables]
        for player in players:
            player.start()
        time.sleep(1.5)
        backup_window.append(time.monotonic())
        made = python_m_api("backup", str(tmp_path / "copy.db"), db=db)
        backup_window.append(time.monotonic())
        time.sleep(0.5)
        stop.set()
        for player in players:
            player.join()
        assert made.returncode == 0, made.stderr
        # Restoring over the live database is refused without --force, and leaves it alone.
        refused = python_m_api("restore", str(tmp_path / "copy.db"), db=db)
        assert refused.returncode == 1 and "--force" in refused.stderr
        assert call(port, "GET", f"/api/v1/tables/{tables[0][0]}", token=tables[0][1])[0] == 200
    finally:
        stop.set()
        stop_server(server)
    before = [a for a in acknowledged if a[0] < backup_window[0]]
    during_or_after = [a for a in acknowledged if a[0] > backup_window[1]]
    assert len(before) > 30 and during_or_after, (len(before), len(during_or_after))  # it was under load
    restored = python_m_api("restore", str(tmp_path / "copy.db"), db=tmp_path / "restored.db")
    assert restored.returncode == 0, restored.stderr
    log, snapshots = restored_log(tmp_path / "restored.db")
    for _, table_id, version, points in before:  # move by move
        assert log[table_id][version] == {"type": "add", "points": points}
    answered = {(t, v): p for _, t, v, p in acknowledged}
    for table_id, entries in log.items():
        assert sorted(entries) == list(range(1, len(entries) + 1))  # no gap: one consistent snapshot
        assert snapshots[table_id] == len(entries)  # the snapshot matches its log
        for version, move in entries.items():
            if (table_id, version) in answered:
                assert move == {"type": "add", "points": answered[table_id, version]}


def test_restore_replaces_a_database_with_tables_only_with_force(tmp_path):
    copy, live = tmp_path / "copy.db", tmp_path / "live.db"
    from api import close_app, create_app
    from tests.helpers import make_table

    app = create_app({"DATABASE": str(live)})
    kept = make_table(app.test_client()).id
    close_app(app)
    assert python_m_api("backup", str(copy), db=live).returncode == 0
    again = python_m_api("backup", str(copy), db=live)
    assert again.returncode == 1 and "exists already" in again.stderr  # a backup is never overwritten by mistake
    app = create_app({"DATABASE": str(live)})
    make_table(app.test_client())
    close_app(app)
    assert python_m_api("restore", str(copy), db=live).returncode == 1
    forced = python_m_api("restore", str(copy), "--force", db=live)
    assert forced.returncode == 0, forced.stderr
    conn = sqlite3.connect(live)
    assert [r[0] for r in conn.execute("SELECT id FROM tables")] == [kept]
    conn.close()
    broken = tmp_path / "broken.db"
    broken.write_bytes(b"not a database" * 100)
    assert python_m_api("restore", str(broken), "--force", db=live).returncode == 1


def test_on_postgresql_the_commands_point_to_pg_dump(tmp_path):
    answer = python_m_api("backup", str(tmp_path / "x"), db=tmp_path / "unused.db",
                          DATABASE_URL="postgresql://u@127.0.0.1:1/db")
    assert answer.returncode == 2 and "pg_dump" in answer.stderr and "pg_restore" in answer.stderr
    assert "u@127.0.0.1" not in answer.stderr + answer.stdout  # never the URL
