"""Slow clients do not hold the server (the Procfile's gunicorn, on loopback).

A few hundred connections send full headers with ``Content-Length: 100`` and
one byte of body; others send nothing, or half their headers. Fresh requests
must still be answered within a second, and the server must close every slow
connection within a few seconds. Bounded: everything is closed and the server
stopped after at most about 20 seconds.
"""
from __future__ import annotations

import http.client
import json
import os
import selectors
import shlex
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from tests.paths import ROOT

SLOW_BODIES = int(os.environ.get("SHERWOOD_SLOW_CLIENTS", "300"))  # run it with thousands by hand
SILENT, HALF_HEADERS = 20, 20
BODY_TIMEOUT = 5.0  # the app's default (BODY_TIMEOUT_SECONDS)
HEADER_TIMEOUT = 2.0  # gunicorn.conf.py's keepalive
GRACE = 3.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def procfile_command(port: int) -> list[str]:
    """The Procfile's command, bound to loopback only."""
    line = next(l for l in (ROOT / "Procfile").read_text().splitlines() if l.startswith("web:"))
    args = shlex.split(line.removeprefix("web:").replace("${PORT:-8000}", str(port)))
    args = [a.replace(f"0.0.0.0:{port}", f"127.0.0.1:{port}") for a in args]
    assert f"127.0.0.1:{port}" in args and args[0] == "gunicorn"
    return [sys.executable, "-m", *args]


def start_procfile_server(port: int, env: dict[str, str], log: Path) -> subprocess.Popen:
    """The Procfile's gunicorn on ``port`` with ``env``, its output appended to ``log``, once it answers
    GET /api/v1/health. A session of its own, so os.killpg reaches the master and its workers at once."""
    from tests.helpers import http_json

    with log.open("ab") as out:
        process = subprocess.Popen(procfile_command(port), cwd=ROOT, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 30
    while True:
        try:
            if http_json(port, "GET", "/api/v1/health")[0] == 200:
                return process
        except OSError:
            pass
        assert process.poll() is None and time.monotonic() < deadline, log.read_text()
        time.sleep(0.2)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[int]:
    port = free_port()
    env = {**os.environ, "SHERWOOD_DB": str(tmp_path / "slow.db")}
    env.pop("SHERWOOD_BODY_TIMEOUT", None)
    log = (tmp_path / "gunicorn.log").open("wb")
    process = subprocess.Popen(procfile_command(port), cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if fresh_request(port, "GET", "/api/v1/games")[0] == 200:
                    break
            except OSError:
                pass
            assert process.poll() is None and time.monotonic() < deadline, (tmp_path / "gunicorn.log").read_text()
            time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def fresh_request(port: int, method: str, path: str, body: object = None) -> tuple[int, float]:
    started = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        data = json.dumps(body).encode() if body is not None else None
        conn.request(method, path, body=data, headers={"Content-Type": "application/json"} if data else {})
        response = conn.getresponse()
        response.read()
        return response.status, time.monotonic() - started
    finally:
        conn.close()


def open_slow(port: int, payload: bytes) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    if payload:
        sock.sendall(payload)
    sock.setblocking(False)
    return sock


SLOW_BODY = (b"POST /api/v1/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
             b"Content-Length: 100\r\n\r\n{")
HALF_HEAD = b"POST /api/v1/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le"


def wait_until_closed(socks: dict[socket.socket, str], until: float) -> tuple[dict[str, list[float]], dict[str, bytes]]:
    """Read every socket until the server closes it or ``until`` passes: {kind: [seconds to close]}."""
    selector = selectors.DefaultSelector()
    opened = time.monotonic()
    received: dict[socket.socket, bytes] = {s: b"" for s in socks}
    for sock in socks:
        selector.register(sock, selectors.EVENT_READ)
    closed: dict[str, list[float]] = {}
    sample: dict[str, bytes] = {}
    while selector.get_map() and time.monotonic() < until:
        for key, _ in selector.select(timeout=0.2):
            sock = key.fileobj
            try:
                chunk = sock.recv(4096)
            except BlockingIOError:
                continue
            except OSError:  # reset by the server: closed too
                chunk = b""
            received[sock] += chunk
            if not chunk:
                selector.unregister(sock)
                closed.setdefault(socks[sock], []).append(time.monotonic() - opened)
                sample.setdefault(socks[sock], received[sock])
    selector.close()
    return closed, sample


def test_slow_clients_are_closed_and_fresh_requests_answered_within_a_second(server, tmp_path):
    port = server
    socks: dict[socket.socket, str] = {}
    try:
        for _ in range(SLOW_BODIES):
            socks[open_slow(port, SLOW_BODY)] = "body"
        for _ in range(SILENT):
            socks[open_slow(port, b"")] = "silent"
        for _ in range(HALF_HEADERS):
            socks[open_slow(port, HALF_HEAD)] = "headers"
        opened = time.monotonic()
        time.sleep(0.5)  # let the server take them all in: what is measured is the steady state

        # While they are all open, fresh clients are answered at once.
        for _ in range(3):
            status, took = fresh_request(port, "GET", "/api/v1/games")
            assert status == 200 and took < 1.0, took
        status, took = fresh_request(port, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})
        assert status == 201 and took < 1.0, took

        closed, sample = wait_until_closed(socks, opened + BODY_TIMEOUT + GRACE)
        assert len(closed.get("body", [])) == SLOW_BODIES, "some slow bodies were never closed"
        assert len(closed.get("silent", [])) == SILENT and len(closed.get("headers", [])) == HALF_HEADERS
        assert max(closed["body"]) < BODY_TIMEOUT + GRACE
        assert max(closed["silent"] + closed["headers"]) < HEADER_TIMEOUT + GRACE
        assert sample["body"].startswith(b"HTTP/1.1 408") and b"did not arrive within 5 seconds" in sample["body"]
        # And the server still answers once they are gone; no slow join reached the app.
        assert fresh_request(port, "GET", "/api/v1/games")[0] == 200
        with sqlite3.connect(tmp_path / "slow.db") as db:
            # join_attempts counts every rate limit: the table made above is "tables:...".
            assert db.execute("SELECT count(*) FROM join_attempts WHERE client LIKE 'join:%'").fetchone()[0] == 0
    finally:
        for sock in socks:
            sock.close()


def test_a_body_that_arrives_slowly_but_in_time_is_served(server):
    """The deadline is for the whole body, not a reason to refuse slow phones that make it."""
    body = json.dumps({"game": "score-pad", "options": {"players": 2}}).encode()
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(b"POST /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body))
        for part in (body[:10], body[10:20], body[20:]):
            time.sleep(1.0)
            sock.sendall(part)
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 201"), answer[:200]
