"""An old /join/CODE link (printed before the code moved into the
fragment) is sent on to /join#CODE, and no log writes the code: the app logs nothing of it, and
the Procfile's gunicorn, with its access log turned on, writes /join/[code] (its logger, in
gunicorn.conf.py, also leaves stream tickets and Authorization headers out)."""
from __future__ import annotations

import http.client
import logging
import os
import subprocess
import time
from pathlib import Path

from tests.helpers import make_table
from tests.postgres import free_port as free_port_in
from tests.hardening.test_slow_bodies import ROOT, procfile_command

PORTS = range(8200, 8250)  # this worktree's share of the machine's ports


def test_an_old_join_link_redirects_to_the_fragment_and_logs_nothing(client, caplog):
    code = make_table(client).created["join_code"]
    with caplog.at_level(logging.DEBUG):
        answer = client.get(f"/join/{code}")
    assert answer.status_code == 302 and answer.headers["Location"] == f"/join#{code}"
    assert answer.headers["Cache-Control"] == "no-store"
    assert code not in caplog.text
    assert client.get(f"/join/{code}<script>").headers["Location"] == f"/join#{code}script"  # only its letters


def free_port() -> int:
    return free_port_in(PORTS)


def get(port: int, path: str, headers: dict[str, str] | None = None) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.request("GET", path, headers=headers or {})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response


def test_gunicorns_access_log_writes_no_code_ticket_or_token(tmp_path: Path):
    port = free_port()
    access_log = tmp_path / "access.log"
    command = [*procfile_command(port), "--access-logfile", str(access_log),
               "--access-logformat", '%(h)s "%(r)s" %(s)s %(U)s %(q)s {%({location}o)s} {%({authorization}i)s}']
    env = {**os.environ, "SHERWOOD_DB": str(tmp_path / "log.db")}
    with (tmp_path / "gunicorn.log").open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if get(port, "/api/v1/games").status == 200:
                    break
            except OSError:
                pass
            assert process.poll() is None and time.monotonic() < deadline, (tmp_path / "gunicorn.log").read_text()
            time.sleep(0.2)
        redirect = get(port, "/join/K7QX4M")
        assert redirect.status == 302 and redirect.getheader("Location") == "/join#K7QX4M"
        get(port, "/api/v1/tables/abc/events?ticket=TICKETSECRET123", {"Authorization": "Bearer TOKENSECRET456"})
        deadline = time.monotonic() + 10
        while access_log.read_text().count("\n") < 3 and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        process.terminate()
        process.wait(timeout=15)
    logged = access_log.read_text()
    assert "GET /join/[code] HTTP/1.1" in logged and "{/join#[code]}" in logged, logged
    assert "ticket=[ticket]" in logged, logged
    for secret in ("K7QX4M", "TICKETSECRET123", "TOKENSECRET456"):
        assert secret not in logged, logged
