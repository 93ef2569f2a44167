"""Sherwood Table benchmark: the app under gunicorn against references served the same way.

    .venv/bin/python bench/run.py [--seconds 10] [--runs 3] [--long-table-moves 50000]
    .venv/bin/python bench/run.py --only throughput|change_cost|first_load   # one part, printed only

Starts the app (the Procfile's gunicorn command) and bench/reference_app.py on
loopback. Load comes from wrk, a load generator written in C (Debian's
package, installed here with apt-get when missing), so that the server, not
the client, sets the pace: 2 threads, 16 keep-alive connections, --seconds per
run. Each subject runs right after its reference, --runs times in turn, so
drift in a shared machine's load hits both alike; a ratio is taken within
each round and the report gives min/median/max over the rounds.

  (a)  move submissions spread over 100 tables (bench/wrk/requests.lua), without
       and with an Idempotency-Key (every PWA move has one), over
  (c2) a bare Flask endpoint appending one row to SQLite in a transaction
  (b)  table reads answered 304 (If-None-Match) over 100 other tables, over
  (c1) a bare Flask endpoint returning constant JSON; and the ratio of their p99s
  (f)  what one change costs the phones of a 5-seat table: each phone reads the
       table and the log page the PWA shows (its last page, of 50), on a table of
       50 moves (the shortest log whose last page is full) and one of
       --long-table-moves moves, so both read 50 entries; the table of 10 moves
       (a page of 10 entries) is reported apart. All hold an undo and a correction.
  (d)  latency of a move at move 10 and at the long table's length
  (g)  bytes SQLite stores per Idempotency-Key record (dbstat)
  (h)  the first load of the PWA in headless Chromium: the home page, then a
       table page opened from a join, bytes over the wire and requests
  (e)  200 live listeners on 100 tables while moves run: time from a move's
       answer to each listener hearing of it (Python clients: a latency figure)

Writes bench/results/latest.json and prints it without the raw runs.
"""
from __future__ import annotations

import argparse
import http.client
import json
import math
import multiprocessing as mp
import os
import random
import secrets
import shlex
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "latest.json"
WRK_SCRIPT = ROOT / "bench" / "wrk" / "requests.lua"
LOG_PAGE = 50  # what the PWA's table screen reads (pwa/js/views/table.js)
SEATS = 5
TARGETS = {
    "moves_over_append": 1.0,  # at least (issue 39)
    "keyed_moves_over_append": 1.0,  # at least (every PWA move has an Idempotency-Key; issue 39)
    "reads_304_over_const": 0.85,  # at least
    "p99_304_over_const": 3.0,  # at most
    "change_cost_long_over_short": 1.2,  # at most
    "idempotency_bytes_per_move": 200,  # at most
    "first_load_kb": 50,  # at most, compressed: a joining phone (/join#CODE, Sit down, the table); 60 in any language
    "home_page_kb": 50,  # at most, compressed: the host's first page, the home page, in any language (issue 39)
    "live_p99_seconds": 1.0,  # under
}


HANDED_PORTS: set[int] = set()  # ports given out by free_port(), perhaps not bound yet


def free_port() -> int:
    """A free loopback port: from BENCH_PORTS (say "5170-5179", a shared machine's own range) when set, else any."""
    low, _, high = os.environ.get("BENCH_PORTS", "0-0").partition("-")
    for port in range(int(low), int(high or low) + 1):
        if port in HANDED_PORTS:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            chosen = s.getsockname()[1]
        HANDED_PORTS.add(chosen)
        return chosen
    raise RuntimeError(f"no free port in BENCH_PORTS={os.environ['BENCH_PORTS']}")


SERVERS: dict[int, int] = {}  # port -> pid of the gunicorn master serving it (started here)


def workers_cpu_seconds(port: int) -> float | None:
    """User and system CPU time used so far by the workers (the master's children) serving ``port``."""
    master = SERVERS.get(port)
    return None if master is None else family_cpu_seconds(master)


def proc_stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command's name (state, ppid, ... utime at [11], stime at [12])."""
    return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()


def cpu_seconds(pid: int) -> float:
    """User and system CPU time used so far by one process (from /proc)."""
    fields = proc_stat(pid)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def family_cpu_seconds(parent: int, with_parent: bool = False) -> float:
    """User and system CPU time of ``parent``'s children (from /proc); ``with_parent``: also the
    parent's own and that of its children that have ended (its cutime and cstime)."""
    total, tick = 0.0, os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = proc_stat(int(entry))
        except OSError:
            continue
        if fields[1] == str(parent):  # ppid
            total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
        elif with_parent and int(entry) == parent:
            total += sum(int(f) for f in fields[11:15]) / tick  # utime, stime, cutime, cstime
    return total


def gunicorn(app: str, port: int, env: dict[str, str]) -> subprocess.Popen:
    """Start `app` with the Procfile's gunicorn flags, bound to loopback only."""
    line = next(l for l in (ROOT / "Procfile").read_text().splitlines() if l.startswith("web:"))
    args = shlex.split(line.removeprefix("web:").replace("${PORT:-8000}", str(port)))
    args = [a.replace(f"0.0.0.0:{port}", f"127.0.0.1:{port}") for a in args[:-1]] + [app]
    process = subprocess.Popen([sys.executable, "-m", *args], cwd=ROOT, env={**os.environ, **env},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    SERVERS[port] = process.pid
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return process
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{app} did not start on port {port}")


def stop(servers: list[subprocess.Popen], folder: Path) -> None:
    """Stop the servers a run started (all asked at once, then waited for) and remove its folder."""
    for server in servers:
        server.send_signal(signal.SIGTERM)
    for server in servers:
        server.wait(20)
    shutil.rmtree(folder, ignore_errors=True)


def request(conn: http.client.HTTPConnection, method: str, path: str, body: object = None,
            headers: dict[str, str] | None = None) -> tuple[int, bytes, dict[str, str]]:
    data = json.dumps(body).encode() if body is not None else None
    hdrs = {"Content-Type": "application/json", **(headers or {})} if data else dict(headers or {})
    for attempt in (1, 2):
        try:
            conn.request(method, path, body=data, headers=hdrs)
            response = conn.getresponse()
            return response.status, response.read(), dict(response.getheaders())
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            # gunicorn closes a keep-alive connection idle for 2 s (gunicorn.conf.py) before
            # reading anything on it: open a new one and send the request again, once.
            conn.close()
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


def spread(values: list[float]) -> dict[str, float]:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


# -- wrk ------------------------------------------------------------------------------

def ensure_wrk() -> str:
    """wrk's path; installed from Debian's packages when missing (needs root, as in the dev container)."""
    found = shutil.which("wrk")
    if found:
        return found
    print("wrk is missing: installing Debian's package", file=sys.stderr)
    subprocess.run(["apt-get", "install", "-y", "wrk"], check=True, stdout=subprocess.DEVNULL)
    found = shutil.which("wrk")
    if not found:
        raise RuntimeError("apt-get installed no wrk")
    return found


class Wrk:
    def __init__(self, folder: Path, seconds: float, threads: int = 2, connections: int = 16) -> None:
        self.binary = ensure_wrk()
        self.folder, self.seconds = folder, seconds
        self.threads, self.connections = threads, connections
        self.files = 0

    def lines_file(self, lines: list[tuple[str, ...]]) -> Path:
        self.files += 1
        path = self.folder / f"requests-{self.files}.tsv"
        path.write_text("".join("\t".join(line) + "\n" for line in lines))
        return path

    def run(self, port: int, requests_file: Path, *, method: str = "GET", body: object = None, keyed: bool = False,
            seconds: float | None = None, threads: int | None = None, connections: int | None = None) -> dict:
        env = {**os.environ, "BENCH_REQUESTS": str(requests_file), "BENCH_METHOD": method}
        if body is not None:
            env["BENCH_BODY"] = json.dumps(body)
        if keyed:
            env["BENCH_KEYS"] = secrets.token_hex(6)  # a fresh prefix: no key repeats across runs
        args = [self.binary, "-t", str(threads or self.threads), "-c", str(connections or self.connections),
                "-d", f"{round(seconds or self.seconds)}s", "--timeout", "10s", "-s", str(WRK_SCRIPT),
                f"http://127.0.0.1:{port}"]
        cpu_before = workers_cpu_seconds(port)
        done = subprocess.run(args, env=env, capture_output=True, text=True)
        cpu_after = workers_cpu_seconds(port)
        if done.returncode != 0:
            raise RuntimeError(f"wrk failed: {done.stderr or done.stdout}")
        out = done.stdout
        line = next(l for l in out.splitlines() if l.startswith("BENCH "))
        raw = json.loads(line.removeprefix("BENCH "))
        errors = sum(v for k, v in raw.items() if k.startswith("errors_"))
        return {
            "requests_per_second": raw["requests"] / (raw["duration_us"] / 1e6),
            "p50_ms": raw["p50_us"] / 1000, "p99_ms": raw["p99_us"] / 1000, "max_ms": raw["max_us"] / 1000,
            "errors": errors, "requests": raw["requests"], "bytes_per_request": raw["bytes"] / max(1, raw["requests"]),
            # The workers' CPU time per answer: what a request costs the server, much less moved than
            # its rate by other processes on a shared machine (they take cores, not this work).
            "worker_cpu_us": None if cpu_before is None or cpu_after is None
            else 1e6 * (cpu_after - cpu_before) / max(1, raw["requests"]),
        }


# -- (a)/(c2) and (b)/(c1): throughput under wrk, interleaved ---------------------------

def read_lines(port: int, tables: list[dict]) -> list[tuple[str, str, str]]:
    """A conditional read (path, token, ETag) per seat of ``tables``, each answered 304 while nothing moves."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    reads = []
    for t in tables:
        for tok in t["tokens"]:
            status, _, got = request(conn, "GET", f"/api/v1/tables/{t['id']}", headers=bearer(tok))
            assert status == 200
            reads.append((f"/api/v1/tables/{t['id']}", tok, got["ETag"]))
    path, token, etag = reads[0]
    status, _, _ = request(conn, "GET", path, headers={**bearer(token), "If-None-Match": etag})
    assert status == 304, status
    return reads


def throughput(wrk: Wrk, app_port: int, ref_port: int, move_tables: list[dict], read_tables: list[dict],
               runs: int, one_commit_port: int | None = None) -> dict:
    """``one_commit_port``: the app with group commit off (SHERWOOD_GROUP_COMMIT=0), measured in the same
    rounds: what group commit brings, against the same reference."""
    # Each move comes from one of a table's two seats, in turn over the 100 tables.
    moves_of = lambda tables: wrk.lines_file([(f"/api/v1/tables/{t['id']}/moves", tok) for t in tables for tok in t["tokens"]])
    moves = moves_of(move_tables)
    reads_file = wrk.lines_file(read_lines(app_port, read_tables))
    append_file, const_file = wrk.lines_file([("/append",)]), wrk.lines_file([("/const",)])
    move = {"type": "add", "points": 1}
    subjects = {
        "c2_append": lambda: wrk.run(ref_port, append_file, method="POST", body=move),
        "a_moves": lambda: wrk.run(app_port, moves, method="POST", body=move),
        "a_moves_keyed": lambda: wrk.run(app_port, moves, method="POST", body=move, keyed=True),
        "c1_const": lambda: wrk.run(ref_port, const_file),
        "b_reads_304": lambda: wrk.run(app_port, reads_file),
    }
    if one_commit_port is not None:
        one_commit_moves = moves_of(setup_tables(one_commit_port, 100, 2))
        subjects["a_moves_keyed_one_commit"] = lambda: wrk.run(one_commit_port, one_commit_moves, method="POST",
                                                               body=move, keyed=True)
    rounds: dict[str, list[dict]] = {name: [] for name in subjects}
    for _ in range(runs):
        for name, run in subjects.items():
            rounds[name].append(run())
    per_round = lambda f: [f(i) for i in range(runs)]
    rate = lambda name, i: rounds[name][i]["requests_per_second"]
    cpu = lambda name, i: rounds[name][i]["worker_cpu_us"]
    return {
        "runs": rounds,
        # The same ratios from the workers' CPU time per request (reference's / subject's): the
        # figure to read when other processes load the machine.
        "cpu_moves_over_append": spread(per_round(lambda i: cpu("c2_append", i) / cpu("a_moves", i))),
        "cpu_keyed_moves_over_append": spread(per_round(lambda i: cpu("c2_append", i) / cpu("a_moves_keyed", i))),
        "cpu_reads_304_over_const": spread(per_round(lambda i: cpu("c1_const", i) / cpu("b_reads_304", i))),
        "worker_cpu_us": {name: spread([r["worker_cpu_us"] for r in rs]) for name, rs in rounds.items()},
        "moves_over_append": spread(per_round(lambda i: rate("a_moves", i) / rate("c2_append", i))),
        "keyed_moves_over_append": spread(per_round(lambda i: rate("a_moves_keyed", i) / rate("c2_append", i))),
        "reads_304_over_const": spread(per_round(lambda i: rate("b_reads_304", i) / rate("c1_const", i))),
        **({} if one_commit_port is None else {
            "keyed_moves_one_commit_over_append": spread(per_round(
                lambda i: rate("a_moves_keyed_one_commit", i) / rate("c2_append", i))),
            "cpu_keyed_moves_one_commit_over_append": spread(per_round(
                lambda i: cpu("c2_append", i) / cpu("a_moves_keyed_one_commit", i))),
        }),
        "p99_304_over_const": spread(per_round(
            lambda i: rounds["b_reads_304"][i]["p99_ms"] / rounds["c1_const"][i]["p99_ms"])),
        "rates": {name: spread([r["requests_per_second"] for r in rs]) for name, rs in rounds.items()},
        "p99_ms": {name: spread([r["p99_ms"] for r in rs]) for name, rs in rounds.items()},
        "errors": {name: sum(r["errors"] for r in rs) for name, rs in rounds.items()},
    }


# -- tables ------------------------------------------------------------------------------

def setup_tables(port: int, count: int, players: int) -> list[dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    tables = []
    for _ in range(count):
        _, body, _ = request(conn, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": players}})
        table = json.loads(body)
        tokens = []
        for n in range(players):
            status, body, _ = request(conn, "POST", "/api/v1/join", {"code": table["join_code"], "name": f"p{n}"})
            assert status == 201, body
            tokens.append(json.loads(body)["token"])
        tables.append({"id": table["id"], "tokens": tokens, "host": table["host_token"]})
    return tables


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def move(conn: http.client.HTTPConnection, table: dict, seat: int, points: int = 1) -> int:
    status, body, _ = request(conn, "POST", f"/api/v1/tables/{table['id']}/moves", {"type": "add", "points": points},
                              bearer(table["tokens"][seat]))
    assert status == 201, body
    return json.loads(body)["version"]


def opening(conn: http.client.HTTPConnection, table: dict) -> None:
    """Ten log entries with an undo and a correction in them, as a played table has."""
    for n in range(6):
        move(conn, table, n % SEATS, 1 + n % 3)
    status, body, _ = request(conn, "POST", f"/api/v1/tables/{table['id']}/undo", {}, bearer(table["host"]))
    assert status == 201, body
    status, body, _ = request(conn, "POST", f"/api/v1/tables/{table['id']}/corrections",
                              {"amendments": [{"version": 2, "move": {"type": "add", "points": 3}}]},
                              bearer(table["host"]))
    assert status == 201, body
    move(conn, table, 0)
    assert move(conn, table, 1) == 10


def version_of(conn: http.client.HTTPConnection, table: dict) -> int:
    status, body, _ = request(conn, "GET", f"/api/v1/tables/{table['id']}", headers=bearer(table["host"]))
    assert status == 200
    return json.loads(body)["version"]


def grow(wrk: Wrk, port: int, table: dict, moves: int) -> None:
    """Bring a table to exactly ``moves`` versions: wrk on it in bursts, then single moves."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    lines = wrk.lines_file([(f"/api/v1/tables/{table['id']}/moves", tok) for tok in table["tokens"]])
    version = version_of(conn, table)
    while moves - version > 3000:
        wrk.run(port, lines, method="POST", body={"type": "add", "points": 1}, seconds=4, threads=1, connections=4)
        version = version_of(conn, table)
    while version < moves:
        version = move(conn, table, version % SEATS)


# -- (f) what a change costs the phones; (d) move latency ------------------------------------

def phones_read(conn: http.client.HTTPConnection, table: dict, page_size: int) -> float:
    """Every seat's phone reads the table, then the log page it shows (the last one), as after a change."""
    started = time.perf_counter()
    for token in table["tokens"]:
        status, body, _ = request(conn, "GET", f"/api/v1/tables/{table['id']}", headers=bearer(token))
        assert status == 200
        page = max(1, math.ceil(json.loads(body)["version"] / page_size))
        status, body, _ = request(conn, "GET", f"/api/v1/tables/{table['id']}/moves?page={page}&page_size={page_size}",
                                  headers=bearer(token))
        assert status == 200 and body != b"[]"
    return time.perf_counter() - started


def change_cost(port: int, tables: dict[str, dict], blocks: int, samples: int) -> dict:
    """Median cost of the phones' reads per table, the tables in turn; a ratio to the long table per block.

    The reads are what a change makes the phones do; the change itself is left out,
    so the tables stay at their lengths while measured. ``tables`` maps a name to a
    table, the long one under "long"; every phone reads pages of LOG_PAGE, as the PWA does.
    """
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    names = list(tables)
    ms: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(blocks):
        got: dict[str, list[float]] = {name: [] for name in names}
        for i in range(samples):
            order = names if i % 2 else names[::-1]  # neither table always first
            for name in order:
                got[name].append(phones_read(conn, tables[name], LOG_PAGE))
        for name in names:
            ms[name].append(1000 * statistics.median(got[name]))
    out: dict[str, Any] = {"page_size": LOG_PAGE, "ms": {name: spread(v) for name, v in ms.items()}}
    for name in names:
        if name != "long":
            out[f"long_over_{name}"] = spread([l / s for l, s in zip(ms["long"], ms[name])])
    return out


def long_table_figures(wrk: Wrk, port: int, long_moves: int, *, with_latency: bool = True) -> dict:
    """(f) the phones' reads after a change at a few lengths of log, and (d) move latency on the long table.

    The headline compares equal reads: the last page of 50 entries (what a phone
    shows) on a table of 50 moves, the shortest log with a full page, and on the
    long one. At 10 moves the page holds only 10 entries; that figure is kept
    apart, as it measures the page's length, not the log's.
    """
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    tables = dict(zip(("short_10", "short_50", "long"), setup_tables(port, 3, SEATS)))
    for table in tables.values():
        opening(conn, table)
    grow(wrk, port, tables["short_50"], LOG_PAGE)
    grow(wrk, port, tables["long"], long_moves)
    cost = change_cost(port, tables, blocks=3, samples=60)
    latency = move_latency(port, tables["long"]) if with_latency else None
    return {"cost": cost, "latency": latency}


def move_latency(port: int, long: dict, samples: int = 100) -> dict[str, float]:
    """Median latency of moves 10..19 of fresh tables and of moves on the long table, alternating."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    fresh = setup_tables(port, samples // 10, 1)
    for table in fresh:
        for _ in range(9):
            move(conn, table, 0)
    early, late = [], []
    for i in range(samples):
        for into, table, seat in ((early, fresh[i % len(fresh)], 0), (late, long, i % SEATS)):
            started = time.perf_counter()
            move(conn, table, seat)
            into.append(time.perf_counter() - started)
    return {"move_10_ms": 1000 * statistics.median(early), "move_long_ms": 1000 * statistics.median(late)}


# -- (g) bytes per idempotency record ------------------------------------------------------------

def idempotency_bytes(db_path: Path) -> dict:
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT count(*) FROM idempotency_versions").fetchone()[0]
        used = conn.execute("SELECT sum(pgsize - unused), count(*) FROM dbstat WHERE name = 'idempotency_versions'").fetchone()
        legacy = conn.execute("SELECT count(*) FROM idempotency").fetchone()[0]
    finally:
        conn.close()
    return {"records": rows, "bytes": used[0], "pages": used[1], "bytes_per_move": used[0] / rows if rows else None,
            "whole_answers_stored": legacy}


# -- (h) the PWA's first load --------------------------------------------------------------------

sys.path.insert(0, str(ROOT))
from api.words.i18n import LANGUAGES  # noqa: E402  the first load is measured in each: the largest counts


def first_load(port: int, games: tuple[str, ...] = ("score-pad", "rescuing-robin-hood")) -> dict:
    """Headless Chromium, a fresh phone each time, until the table's log is read and the network is idle,
    once in each language (the phone's browser set to it: its catalogs and the server's words follow).

    * join: what most phones do: the QR code's /join#CODE page, a name, Sit down,
      and the app goes on to the table (the router's own navigation, no reload);
    * home: the host's phone: the home page, then a table it sits at.

    Service workers are blocked so every request the pages make is counted here;
    the worker's own pre-cache, fetched in the background after the first page,
    is reported apart (shell_precache).
    """
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as err:
        return {"skipped": f"playwright is missing ({err})"}
    if not os.path.exists("/usr/bin/chromium"):
        return {"skipped": "/usr/bin/chromium is missing"}
    base = f"http://127.0.0.1:{port}"
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    out: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                             args=["--no-sandbox", "--disable-gpu"])
        try:
            for language in LANGUAGES:
                for game in games:
                    for flow in ("join", "home"):
                        _, body, _ = request(conn, "POST", "/api/v1/tables", {"game": game, "options": {"players": 2}})
                        out[f"{game} {flow} {language}"] = load_table_page(browser, base, conn, json.loads(body), flow,
                                                                           language)
        finally:
            browser.close()
    return out


def load_table_page(browser: Any, base: str, conn: http.client.HTTPConnection, table: dict, flow: str,
                    language: str = "en") -> dict:
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844}, locale=language)
    page = context.new_page()
    seen: list[dict] = []

    def finished(req: Any) -> None:
        try:
            response, sizes = req.response(), req.sizes()
        except Exception:  # the live stream, cut when the phone closes
            return
        seen.append({"url": req.url.removeprefix(base), "status": response.status if response else None,
                     "bytes": sizes["responseHeadersSize"] + sizes["responseBodySize"],
                     "encoding": response.headers.get("content-encoding") if response else None})

    page.on("requestfinished", finished)
    log_read = lambda r: "/moves?page=" in r.url  # noqa: E731
    if flow == "join":
        page.goto(f"{base}/join#{table['join_code']}", wait_until="networkidle")
        page.fill("input[name=name]", "Bea")
        with page.expect_response(log_read, timeout=60000):
            page.click("button[type=submit]")
    else:
        _, body, _ = request(conn, "POST", "/api/v1/join", {"code": table["join_code"], "name": "Ann"})
        page.goto(f"{base}/", wait_until="networkidle")
        page.wait_for_timeout(1000)
        home_page = list(seen)  # the host's first page on its own, before it opens the table
        # What join.js remembers for a seat: the token and the code, not the game.
        seats = {table["id"]: {"player": json.loads(body)["token"], "code": table["join_code"]}}
        page.evaluate("(seats) => localStorage.setItem('sherwood.seats', JSON.stringify(seats))", seats)
        with page.expect_response(log_read, timeout=60000):
            page.evaluate("""(href) => { const a = document.createElement("a"); a.href = href;
                a.setAttribute("data-link", ""); document.body.append(a); a.click(); }""", f"/t/{table['id']}")
    # "networkidle" is a state already reached by now: give the table's last reads
    # (the log, the live stream's ticket) time to finish instead.
    page.wait_for_timeout(3000)
    page.remove_listener("requestfinished", finished)
    context.close()
    return {
        "requests": len(seen), "kb": sum(r["bytes"] for r in seen) / 1024,
        **({"home_page_kb": sum(r["bytes"] for r in home_page) / 1024, "home_page_requests": len(home_page)}
           if flow == "home" else {}),
        "game_scripts": sorted(r["url"] for r in seen if r["url"].startswith("/js/games/")),
        "uncompressed_over_1kb": [r["url"] for r in seen if r["encoding"] is None and r["bytes"] > 1024
                                  and not r["url"].startswith("/icons/")],
        "all": seen,
    }


def shell_precache(port: int) -> dict:
    """What the service worker fetches in the background to work offline (gzip, as Chromium asks)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    _, body, _ = request(conn, "GET", "/sw.js")
    text = body.decode()
    files = json.loads(text[text.index("const SHELL = ") + len("const SHELL = "):text.index(";", text.index("const SHELL = "))])
    total = 0
    for path in files:
        _, body, _ = request(conn, "GET", path, headers={"Accept-Encoding": "gzip"})
        total += len(body)
    return {"files": len(files), "kb": total / 1024}


# -- (e) live listeners: Python clients, for the time from answer to event --------------------------

def client_loop(port: int, jobs: list[dict], seconds: float, expect: int, out: list, seed: int) -> None:
    rng = random.Random(seed)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        job = rng.choice(jobs)
        started = time.perf_counter()
        status, body, _ = request(conn, job["method"], job["path"], job.get("body"), job.get("headers"))
        done = time.perf_counter()
        if status != expect:
            out.append(("error", status, body[:200].decode(errors="replace")))
            continue
        out.append((done - started, json.loads(body)["version"], job["table"], time.time()))


def load_process(port: int, jobs: list[dict], seconds: float, expect: int, threads: int, seed: int, queue: mp.Queue) -> None:
    results: list = []
    workers = [threading.Thread(target=client_loop, args=(port, jobs, seconds, expect, results, seed + i))
               for i in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    queue.put(results)


def run_load(port: int, jobs: list[dict], seconds: float, clients: int, expect: int) -> dict:
    """`clients` keep-alive Python clients over 2 processes, each answer with its time."""
    processes, queue = 2, mp.Queue()
    procs = [mp.Process(target=load_process, args=(port, jobs, seconds, expect, clients // processes, 1000 * i, queue))
             for i in range(processes)]
    for p in procs:
        p.start()
    samples = [s for _ in procs for s in queue.get()]
    for p in procs:
        p.join()
    ok = [s for s in samples if s[0] != "error"]
    return {"requests_per_second": len(ok) / seconds, "errors": len(samples) - len(ok),
            "answers": [(s[2], s[1], s[3]) for s in ok]}


def listen(port: int, table: str, token: str, heard: list, ready: threading.Event, stop: threading.Event) -> None:
    sock = socket.create_connection(("127.0.0.1", port), timeout=1)
    sock.sendall(f"GET /api/v1/tables/{table}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    buffer = b""
    while not stop.is_set():
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            heard.append(("closed", table, time.time()))
            return
        buffer += chunk
        while b"data: " in buffer and b"\n\n" in buffer[buffer.index(b"data: "):]:
            start = buffer.index(b"data: ") + 6
            end = buffer.index(b"\n", start)
            version = json.loads(buffer[start:end])["version"]
            heard.append((version, table, time.time()))
            ready.set()
            buffer = buffer[end:]
    sock.close()


def listener_process(port: int, listeners: list[tuple[str, str]], seconds: float, queue: mp.Queue, started: mp.Event) -> None:
    stop = threading.Event()
    heard_by: list[list] = [[] for _ in listeners]
    readies = [threading.Event() for _ in listeners]
    threads = [threading.Thread(target=listen, args=(port, t, tok, heard_by[i], readies[i], stop), daemon=True)
               for i, (t, tok) in enumerate(listeners)]
    for t in threads:
        t.start()
    for r in readies:
        r.wait(20)
    started.set()
    time.sleep(seconds)
    stop.set()
    for t in threads:
        t.join(3)
    queue.put([(listeners[i][0], h) for i, h in enumerate(heard_by)])


def live(port: int, tables: list[dict], seconds: float, clients: int) -> dict:
    jobs = [{"method": "POST", "path": f"/api/v1/tables/{t['id']}/moves", "body": {"type": "add", "points": 1},
             "headers": bearer(t["tokens"][0]), "table": t["id"]} for t in tables]
    listeners = [(t["id"], tok) for t in tables for tok in t["tokens"]]
    queue, started = mp.Queue(), mp.Event()
    listener = mp.Process(target=listener_process, args=(port, listeners, seconds + 4, queue, started))
    listener.start()
    started.wait(60)
    load = run_load(port, jobs, seconds, clients, 201)
    heard = queue.get()
    listener.join()
    return {**live_delays(load["answers"], heard), "moves_per_second_during": load["requests_per_second"],
            "move_errors": load["errors"]}


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def live_delays(answers: list[tuple[str, int, float]], heard: list[tuple[str, list]]) -> dict:
    """For every (move answered, listener of its table): when did it first hear that version or later?"""
    by_table: dict[str, list[list]] = {}
    for table, events in heard:
        by_table.setdefault(table, []).append(events)
    delays, lost = [], 0
    for events_of_table in by_table.values():
        for events in events_of_table:
            if any(e[0] == "closed" for e in events):
                lost += 1
    for table, version, answered_at in answers:
        for events in by_table.get(table, []):
            heard_at = next((at for v, _, at in events if v != "closed" and v >= version), None)
            if heard_at is None:
                lost += 1
                continue
            delays.append(max(0.0, heard_at - answered_at))
    return {
        "listeners": sum(len(v) for v in by_table.values()),
        "deliveries": len(delays),
        "listeners_lost": lost,
        "p50_seconds": percentile(delays, 0.5) if delays else None,
        "p99_seconds": percentile(delays, 0.99) if delays else None,
    }


# -- the run ----------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0, help="per wrk run")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds (at least 3)")
    parser.add_argument("--clients", type=int, default=16, help="wrk connections; Python clients for (e)")
    parser.add_argument("--long-table-moves", type=int, default=50_000)
    parser.add_argument("--skip-browser", action="store_true", help="leave out (h)")
    parser.add_argument("--only", choices=PARTS, help="measure one part, print it and leave latest.json alone")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-bench-"))
    app_port, ref_port = free_port(), free_port()
    # Every listener here is one address (127.0.0.1): the streams' limit per address goes out of reach.
    env = {"SHERWOOD_DB": str(tmp / "app.db"), "REFERENCE_DB": str(tmp / "ref.db"),
           "SHERWOOD_JOIN_RATE_LIMIT": "1000000", "SHERWOOD_CREATE_RATE_LIMIT": "1000000",
           "SHERWOOD_STREAMS_PER_ADDRESS": "1000000"}
    wrk = Wrk(tmp, args.seconds, connections=args.clients)
    servers = [gunicorn("api.wsgi:app", app_port, env), gunicorn("bench.reference_app:app", ref_port, env)]
    if args.only in (None, "throughput"):  # the app with group commit off, beside it
        servers.append(gunicorn("api.wsgi:app", one_commit_port := free_port(),
                                {**env, "SHERWOOD_DB": str(tmp / "one-commit.db"), "SHERWOOD_GROUP_COMMIT": "0"}))
    else:
        one_commit_port = None
    try:
        if args.only:
            report = measure_part(args.only, wrk, app_port, ref_port, args, one_commit_port)
        else:
            report = measure(wrk, app_port, ref_port, tmp / "app.db", args, one_commit_port)
    finally:
        stop(servers, tmp)
    if args.only:
        print(json.dumps(report, indent=2))
        return
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "throughput_runs"}, indent=2))


PARTS = ("throughput", "change_cost", "first_load")


def measure_part(part: str, wrk: Wrk, app_port: int, ref_port: int, args: argparse.Namespace,
                 one_commit_port: int | None = None) -> dict:
    """One part of the benchmark on its own, for a quicker look while working (--only)."""
    if part == "throughput":
        tp = throughput(wrk, app_port, ref_port, setup_tables(app_port, 100, 2), setup_tables(app_port, 100, 2),
                        args.runs, one_commit_port)
        return {k: v for k, v in tp.items() if k != "runs"}
    if part == "change_cost":
        return long_table_figures(wrk, app_port, args.long_table_moves, with_latency=False)["cost"]
    # Each page's total and its requests, largest first (the whole list is in a full run's latest.json).
    return {page: {"kb": round(figures["kb"], 1), "requests": figures["requests"],
                   **{k: round(v, 1) for k, v in figures.items() if k.startswith("home_page_")},
                   "largest": [f"{r['bytes']} {r['url']}" for r in sorted(figures["all"], key=lambda r: -r["bytes"])[:8]]}
            for page, figures in first_load(app_port).items()}


def measure(wrk: Wrk, app_port: int, ref_port: int, db_path: Path, args: argparse.Namespace,
            one_commit_port: int | None = None) -> dict:
    started = time.time()
    move_tables = setup_tables(app_port, 100, 2)
    read_tables = setup_tables(app_port, 100, 2)
    tp = throughput(wrk, app_port, ref_port, move_tables, read_tables, max(3, args.runs), one_commit_port)
    idem = idempotency_bytes(db_path)

    long_table = long_table_figures(wrk, app_port, args.long_table_moves)
    cost, latency = long_table["cost"], long_table["latency"]

    live_figures = live(app_port, move_tables, args.seconds, args.clients)
    load = {} if args.skip_browser else first_load(app_port)
    precache = shell_precache(app_port)

    first_kb = max((v["kb"] for k, v in load.items() if " join " in k), default=None)
    home_kb = max((v["home_page_kb"] for k, v in load.items() if " home " in k), default=None)
    only_one_game = all(len([s for s in v["game_scripts"] if not s.endswith(("/index.js", "/generic.js"))]) == 1
                        for v in load.values() if isinstance(v, dict) and "game_scripts" in v)
    figures = {
        "moves_over_append": tp["moves_over_append"]["median"],
        "keyed_moves_over_append": tp["keyed_moves_over_append"]["median"],
        "reads_304_over_const": tp["reads_304_over_const"]["median"],
        "p99_304_over_const": tp["p99_304_over_const"]["median"],
        "change_cost_long_over_short": cost["long_over_short_50"]["median"],
        "idempotency_bytes_per_move": idem["bytes_per_move"],
        "first_load_kb": first_kb,
        "home_page_kb": home_kb,
        "live_p99_seconds": live_figures["p99_seconds"],
    }
    meets = {
        "moves_over_append": figures["moves_over_append"] >= TARGETS["moves_over_append"],
        "keyed_moves_over_append": figures["keyed_moves_over_append"] >= TARGETS["keyed_moves_over_append"],
        "reads_304_over_const": figures["reads_304_over_const"] >= TARGETS["reads_304_over_const"],
        "p99_304_over_const": figures["p99_304_over_const"] <= TARGETS["p99_304_over_const"],
        "change_cost_long_over_short": figures["change_cost_long_over_short"] <= TARGETS["change_cost_long_over_short"],
        "idempotency_bytes_per_move": idem["bytes_per_move"] is not None
        and idem["bytes_per_move"] <= TARGETS["idempotency_bytes_per_move"],
        "first_load_kb": first_kb is not None and first_kb <= TARGETS["first_load_kb"] and only_one_game,
        "home_page_kb": home_kb is not None and home_kb <= TARGETS["home_page_kb"],
        "live_p99_seconds": live_figures["p99_seconds"] is not None
        and live_figures["p99_seconds"] < TARGETS["live_p99_seconds"] and live_figures["listeners_lost"] == 0,
    }
    return {
        "figures": figures, "targets": TARGETS, "meets_targets": meets,
        "throughput": {k: v for k, v in tp.items() if k != "runs"},
        "change_cost": cost, "long_table_moves": args.long_table_moves,
        "move_latency": latency, "idempotency": idem,
        "first_load": load, "shell_precache": precache, "live": live_figures,
        "setup": {"wrk": "2 threads, %d connections, %g s per run" % (wrk.connections, wrk.seconds),
                  "runs": max(3, args.runs), "cpus": os.cpu_count(), "minutes": (time.time() - started) / 60,
                  "date": time.strftime("%Y-%m-%d", time.gmtime())},
        "throughput_runs": tp["runs"],
    }


if __name__ == "__main__":
    main()
