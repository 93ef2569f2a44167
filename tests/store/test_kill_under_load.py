"""kill -9 under load loses no acknowledged move (issue 39): the Procfile's gunicorn (two gevent
workers) takes keyed moves from many phones at once, several at the same tables, with group commit
switched on explicitly (api/store/sqlite.py: the writes that wait for SQLite's lock share a COMMIT;
the test does not count the groups); the whole process group is killed mid-stream. Started again on the same database, every move that was answered 201
is in its table's log with its version and points, each log runs 1..N with no gap and no entry
the snapshot has not counted, and a retried key gets its first answer. On PostgreSQL too (its
writes commit one by one: group commit is SQLite's; the same promise holds)."""
from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import threading
import time
import uuid
from typing import Any

import pytest

from tests.hardening.test_old_join_links import free_port
from tests.hardening.test_slow_bodies import start_procfile_server as start
from tests.helpers import http_json as call

TABLES, PHONES_A_TABLE = 8, 3  # 24 phones at once, three to a table


def kill_9(process: subprocess.Popen) -> None:
    os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


class Phone:
    """One seat's phone: keyed moves one after another on a connection it keeps."""

    def __init__(self, port: int, table_id: str, token: str) -> None:
        self.port, self.table_id, self.token = port, table_id, token
        self.acknowledged: list[tuple[int, int, str]] = []  # (version, points, key)

    def play(self, stop: threading.Event) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        points = 0
        while not stop.is_set():
            points = points % 9 + 1
            key = str(uuid.uuid4())
            try:
                status, answer = keyed_move(conn, self.table_id, self.token, key, points)
            except (OSError, http.client.HTTPException, ValueError):
                return  # the server was killed: what was answered before is what counts
            if status == 201:
                self.acknowledged.append((answer["version"], points, key))


def keyed_move(conn: http.client.HTTPConnection, table_id: str, token: str, key: str, points: int) -> tuple[int, Any]:
    conn.request("POST", f"/api/v1/tables/{table_id}/moves", body=json.dumps({"type": "add", "points": points}),
                 headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}", "Idempotency-Key": key})
    response = conn.getresponse()
    return response.status, json.loads(response.read())


def whole_log(port: int, table_id: str, token: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for page in range(1, 1000):
        status, found = call(port, "GET", f"/api/v1/tables/{table_id}/moves?page={page}&page_size=200", token=token)
        assert status == 200, found
        entries += found
        if len(found) < 200:
            return entries
    raise AssertionError("a log longer than the test could have made")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_env(request, tmp_path) -> dict[str, str]:
    env = {**os.environ, "SHERWOOD_CREATE_RATE_LIMIT": "1000", "SHERWOOD_JOIN_RATE_LIMIT": "1000",
           "SHERWOOD_GROUP_COMMIT": "1"}
    env.pop("DATABASE_URL", None)
    if request.param == "sqlite":
        env["SHERWOOD_DB"] = str(tmp_path / "killed.db")
    else:
        env["DATABASE_URL"] = request.getfixturevalue("postgres_url")
    return env


def test_kill_9_under_load_loses_no_acknowledged_move(database_env, tmp_path):
    port, log = free_port(), tmp_path / "gunicorn.log"
    server = start(port, database_env, log)
    phones: list[Phone] = []
    try:
        for _ in range(TABLES):
            status, created = call(port, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": PHONES_A_TABLE}})
            assert status == 201, created
            for seat in range(PHONES_A_TABLE):
                status, joined = call(port, "POST", "/api/v1/join", {"code": created["join_code"], "name": f"P{seat}"})
                assert status == 201, joined
                phones.append(Phone(port, created["id"], joined["token"]))
        stop = threading.Event()
        threads = [threading.Thread(target=phone.play, args=(stop,)) for phone in phones]
        for thread in threads:
            thread.start()
        time.sleep(2.0)
        kill_9(server)  # mid-stream: every phone has a move on its way
        stop.set()
        for thread in threads:
            thread.join(15)
        acknowledged = sum(len(phone.acknowledged) for phone in phones)
        assert acknowledged > 100, log.read_text()[-2000:]  # it was under load

        server = start(port, database_env, log)
        for table_id in {phone.table_id for phone in phones}:
            at_table = [phone for phone in phones if phone.table_id == table_id]
            entries = whole_log(port, table_id, at_table[0].token)
            points_at = {entry["version"]: entry["move"]["points"] for entry in entries}
            assert sorted(points_at) == list(range(1, len(entries) + 1))  # no gap
            table = call(port, "GET", f"/api/v1/tables/{table_id}", token=at_table[0].token)[1]
            assert table["version"] == len(entries)  # the snapshot counted every entry, and only those
            for phone in at_table:
                for version, points, _ in phone.acknowledged:
                    assert points_at.get(version) == points, (table_id, version)
        # A phone whose answer was lost retries its key: it gets the first answer, nothing new is stored.
        phone = next(p for p in phones if p.acknowledged)
        version, points, key = phone.acknowledged[-1]
        status, answer = keyed_move(http.client.HTTPConnection("127.0.0.1", port, timeout=10), phone.table_id,
                                    phone.token, key, points)
        assert status == 201 and answer["version"] == version
    finally:
        if server.poll() is None:
            kill_9(server)
