"""Two app instances (the Procfile's gunicorn command, two ports) on one PostgreSQL database.

A move answered by instance A reaches a phone listening on instance B within a
second: PostgreSQL's NOTIFY carries it (api/live/notify.py PostgresNotifier).
"""
from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from api.__main__ import procfile_command
from tests.helpers import http_json as call
from tests.paths import ROOT
from tests.postgres import free_port

HTTP_PORTS = range(8610, 8630)  # this project's share of the machine's ports
pytestmark = pytest.mark.postgres


def start_instance(port: int, url: str, log_path: Path) -> subprocess.Popen:
    command = [arg.replace(f"0.0.0.0:{port}", f"127.0.0.1:{port}") for arg in procfile_command(port)]
    env = {**os.environ, "DATABASE_URL": url, "SHERWOOD_JOIN_RATE_LIMIT": "100000",
           "SHERWOOD_CREATE_RATE_LIMIT": "100000"}
    with log_path.open("wb") as log:
        return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


def wait_until_up(process: subprocess.Popen, port: int, log_path: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/api/v1/games")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"gunicorn on {port} did not start:\n{log_path.read_text()}")


@pytest.fixture
def two_instances(postgres_url: str, tmp_path: Path) -> Iterator[tuple[int, int]]:
    ports, processes, logs = [], [], []
    try:
        for name in ("a", "b"):
            port = free_port(HTTP_PORTS)
            logs.append(tmp_path / f"gunicorn-{name}.log")
            processes.append(start_instance(port, postgres_url, logs[-1]))
            wait_until_up(processes[-1], port, logs[-1])
            ports.append(port)
        yield ports[0], ports[1]
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(20)
    for log_path in logs:  # a stopped worker closed its pool (gunicorn.conf.py's worker_exit): nothing ignored
        assert "Exception ignored" not in log_path.read_text() and "Traceback" not in log_path.read_text(), \
            log_path.read_text()


class EventStream:
    """A phone's live-update stream (Server-Sent Events), read from a plain socket."""

    def __init__(self, port: int, table_id: str, ticket: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.sock.sendall(f"GET /api/v1/tables/{table_id}/events?ticket={ticket} HTTP/1.1\r\nHost: phone\r\n"
                          "Accept: text/event-stream\r\n\r\n".encode())
        self.buffer = b""

    def next_version(self, timeout: float) -> int:
        deadline = time.monotonic() + timeout
        while True:
            if b"data: " in self.buffer and b"\n" in self.buffer[self.buffer.index(b"data: "):]:
                start = self.buffer.index(b"data: ") + 6
                end = self.buffer.index(b"\n", start)
                version = json.loads(self.buffer[start:end])["version"]
                self.buffer = self.buffer[end:]
                return version
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no event in time")
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the stream closed")
            self.buffer += chunk

    def close(self) -> None:
        self.sock.close()


def test_a_move_answered_by_one_instance_reaches_a_phone_on_the_other_within_a_second(two_instances):
    a, b = two_instances
    status, table = call(a, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})
    assert status == 201
    status, ann = call(b, "POST", "/api/v1/join", {"code": table["join_code"], "name": "Ann"})
    assert status == 201  # a table made on A is joined on B
    status, ticket = call(b, "POST", f"/api/v1/tables/{table['id']}/events/tickets", token=ann["token"])
    assert status == 201
    stream = EventStream(b, table["id"], ticket["ticket"])
    try:
        assert stream.next_version(5) == 0
        delays = []
        for expected in (1, 2, 3):
            status, answer = call(a, "POST", f"/api/v1/tables/{table['id']}/moves", {"type": "add", "points": 1},
                                  token=ann["token"])
            answered = time.monotonic()
            assert status == 201 and answer["version"] == expected
            assert stream.next_version(1.0) == expected  # raises TimeoutError after a second
            delays.append(time.monotonic() - answered)
        assert max(delays) < 1.0
    finally:
        stream.close()
    # And B reads what A wrote.
    status, shown = call(b, "GET", f"/api/v1/tables/{table['id']}", token=ann["token"])
    assert status == 200 and shown["version"] == 3 and shown["state"]["scores"] == [3, 0]


GEVENT_SCRIPT = """
import sys, time
from gevent import monkey; monkey.patch_all()
import gevent
from api.store.postgres import PostgresStore, check_gevent_cooperation
assert check_gevent_cooperation()
store = PostgresStore(sys.argv[1], pool_size=2)
ticks = []
def slow_query():
    with store.db() as db:
        db.execute("SELECT pg_sleep(0.5)")
def ticker():
    end = time.monotonic() + 0.5
    while time.monotonic() < end:
        ticks.append(1)
        gevent.sleep(0.01)
gevent.joinall([gevent.spawn(slow_query), gevent.spawn(ticker)])
store.close()
print(len(ticks))
"""


def test_a_query_in_flight_lets_the_workers_other_greenlets_run(postgres_url):
    """As under gunicorn's gevent worker: psycopg waits through gevent's select, not in C."""
    done = subprocess.run([sys.executable, "-c", GEVENT_SCRIPT, postgres_url], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) >= 20  # about 50 ticks of 10 ms while the query sleeps 0.5 s
