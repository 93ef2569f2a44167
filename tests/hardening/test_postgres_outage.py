"""PostgreSQL going away and coming back. The Procfile's gunicorn on a
throwaway PostgreSQL, under load from three phones; the server is stopped (fast shutdown: every
session cut) and started again. While it is down every answer is 503 with Retry-After, within a
few seconds (the pool waits SHERWOOD_DB_POOL_TIMEOUT, 3 s, not 30); once it is back, moves are
stored again without a 500 on a stale pooled connection (the pool checks connections before
handing them out; a read or a first round trip on a connection the server closed is sent again
on a fresh one); no answer is a 500; every acknowledged move is in the database."""
from __future__ import annotations

import http.client
import json
import os
import subprocess
import threading
import time
from pathlib import Path

import pytest

from tests.postgres import PostgresServer, binaries
from tests.hardening.test_old_join_links import free_port
from tests.hardening.test_slow_bodies import ROOT, procfile_command

pytestmark = pytest.mark.postgres
OUTAGE_SECONDS = 4.0


def call(port: int, method: str, path: str, body: object = None, token: str | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    started = time.monotonic()
    conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return response.status, json.loads(data) if data else {}, response.getheader("Retry-After"), \
        time.monotonic() - started


@pytest.fixture
def database():
    if binaries() is None:
        pytest.skip("PostgreSQL is not installed")
    server = PostgresServer().start()  # its own server: the session's is not stopped under other tests
    server.admin("CREATE DATABASE outage")
    yield server
    server.stop()


def test_an_outage_answers_503_quickly_never_500_and_loses_no_acknowledged_move(database, tmp_path: Path):
    port = free_port()
    env = {**os.environ, "DATABASE_URL": database.url("outage"), "SHERWOOD_CREATE_RATE_LIMIT": "1000"}
    log_path = tmp_path / "gunicorn.log"
    with log_path.open("wb") as out:
        server = subprocess.Popen(procfile_command(port), cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    answers: list[tuple[float, str, int, str | None, float]] = []  # (when, what, status, Retry-After, seconds)
    acknowledged: list[tuple[str, int, int]] = []
    stop = threading.Event()
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if call(port, "GET", "/api/v1/games")[0] == 200:
                    break
            except OSError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, log_path.read_text()
            time.sleep(0.2)
        tables = []
        for _ in range(3):
            created = call(port, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})[1]
            seat = call(port, "POST", "/api/v1/join", {"code": created["join_code"], "name": "Ann"})[1]
            tables.append((created["id"], seat["token"], created["host_token"]))

        def play(table_id: str, token: str, host: str) -> None:
            points = 0
            while not stop.is_set():
                points = points % 9 + 1
                status, body, retry, seconds = call(port, "POST", f"/api/v1/tables/{table_id}/moves",
                                                    {"type": "add", "points": points}, token)
                answers.append((time.monotonic(), "move", status, retry, seconds))
                if status == 201:
                    acknowledged.append((table_id, body["version"], points))
                status, _, retry, seconds = call(port, "GET", f"/api/v1/tables/{table_id}", token=host)
                answers.append((time.monotonic(), "read", status, retry, seconds))
                if status == 503:
                    time.sleep(0.2)

        phones = [threading.Thread(target=play, args=table) for table in tables]
        for phone in phones:
            phone.start()
        time.sleep(1.5)
        database.halt()
        down_at = time.monotonic()
        time.sleep(OUTAGE_SECONDS)
        database.resume()
        up_at = time.monotonic()
        deadline = up_at + 30
        while not any(when > up_at and status == 201 for when, what, status, _, _ in answers if what == "move"):
            assert time.monotonic() < deadline, "no move was stored after the database came back"
            time.sleep(0.1)
        back_at = time.monotonic()
        time.sleep(max(3.0, up_at + 7 - back_at))  # and more load on the restored connections
        stop.set()
        for phone in phones:
            phone.join()
    finally:
        stop.set()
        server.terminate()
        server.wait(timeout=15)
    statuses = [status for _, _, status, _, _ in answers]
    assert 500 not in statuses, log_path.read_text()[-3000:]
    assert set(statuses) <= {200, 201, 503}, set(statuses)
    unavailable = [a for a in answers if a[2] == 503]
    assert unavailable, "the outage was never seen"
    assert all(retry == "2" for _, _, _, retry, _ in unavailable)
    assert max(seconds for _, _, _, _, seconds in unavailable) < 6  # the pool's 3 s, not 30
    assert any(when < down_at and status == 201 for when, _, status, _, _ in answers)
    after = [status for when, what, status, _, _ in answers if what == "move" and when > up_at + 5]
    assert after and set(after) == {201}, after  # back to normal, no stale connection
    import psycopg

    with psycopg.connect(database.url("outage")) as conn:
        stored = {(t, v): json.loads(m) for t, v, m in conn.execute("SELECT table_id, version, move FROM moves")}
    for table_id, version, points in acknowledged:
        assert stored[table_id, version] == {"type": "add", "points": points}


def terminate(url: str, conn) -> None:
    """Have the server close ``conn``, as a restart or an idle timeout does."""
    import psycopg

    pid = conn.info.backend_pid
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])
    time.sleep(0.1)


def test_a_read_on_a_connection_the_server_closed_is_sent_once_more(postgres_url):
    from api.store.postgres import PostgresStore

    store = PostgresStore(postgres_url, pool_size=2)
    try:
        with store.db() as conn:
            terminate(postgres_url, conn)
            assert store._run(conn, "SELECT 41 + 1").fetchone()[0] == 42
    finally:
        store.close()


def test_a_write_whose_first_round_trip_finds_the_connection_closed_is_sent_once_more(postgres_url):
    from api.store.postgres import PostgresStore

    store = PostgresStore(postgres_url, pool_size=2)
    try:
        with store.write() as write:
            terminate(postgres_url, write.conn)
            store._run(write, "INSERT INTO join_attempts (client, at) VALUES ('retry', 1)")
        with store.db() as conn:
            assert store._run(conn, "SELECT count(*) FROM join_attempts WHERE client = 'retry'").fetchone()[0] == 1
        # A later round trip is never sent again: what the transaction read may be gone with it.
        import psycopg

        with pytest.raises(psycopg.OperationalError):
            with store.write() as write:
                store._run(write, "SELECT 1")
                terminate(postgres_url, write.conn)
                store._run(write, "INSERT INTO join_attempts (client, at) VALUES ('lost', 1)")
        with store.db() as conn:
            assert store._run(conn, "SELECT count(*) FROM join_attempts WHERE client = 'lost'").fetchone()[0] == 0
    finally:
        store.close()
