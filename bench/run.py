"""Sherwood Table benchmark: the app under gunicorn against references served the same way.

    .venv/bin/python bench/run.py [--seconds 10] [--clients 16]

Starts the app (the Procfile's gunicorn command) and bench/reference_app.py on
loopback, then measures in one run:

  (a) move submissions spread over 100 tables: requests/s, p50, p99
  (b) table reads answered 304 (If-None-Match)
  (c1) a bare Flask endpoint returning constant JSON
  (c2) a bare Flask endpoint appending one row to SQLite in a transaction
  (d) latency of move 10 and of move 10,000 of a table (medians of 100 moves
      each, taken alternately: fresh tables at moves 10-19, one long table at 9,950-10,049)
  (e) 200 live listeners on 100 tables while (a) runs: time from a move's
      answer to each listener hearing of it; listeners that missed the last version

Prints (a)/(c2), (b)/(c1), (d) as a ratio and (e) p50/p99, and writes
bench/results/latest.json. Load is bounded: N clients, a fixed time per figure.
"""
from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import random
import shlex
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "latest.json"
TARGETS = {"a_over_c2": 0.6, "b_over_c1": 0.7, "d_ratio": 1.2, "e_p99_seconds": 1.0}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def gunicorn(app: str, port: int, env: dict[str, str]) -> subprocess.Popen:
    """Start `app` with the Procfile's gunicorn flags, bound to loopback only."""
    line = next(l for l in (ROOT / "Procfile").read_text().splitlines() if l.startswith("web:"))
    args = shlex.split(line.removeprefix("web:").replace("${PORT:-8000}", str(port)))
    args = [a.replace(f"0.0.0.0:{port}", f"127.0.0.1:{port}") for a in args[:-1]] + [app]
    process = subprocess.Popen([sys.executable, "-m", *args], cwd=ROOT, env={**os.environ, **env},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return process
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{app} did not start on port {port}")


def request(conn: http.client.HTTPConnection, method: str, path: str, body: object = None,
            headers: dict[str, str] | None = None) -> tuple[int, bytes, dict[str, str]]:
    data = json.dumps(body).encode() if body is not None else None
    hdrs = {"Content-Type": "application/json", **(headers or {})} if data else dict(headers or {})
    conn.request(method, path, body=data, headers=hdrs)
    response = conn.getresponse()
    return response.status, response.read(), dict(response.getheaders())


# -- load: each process runs some client threads for a fixed time -----------------

def client_loop(port: int, jobs: list[dict], seconds: float, expect: int, out: list, seed: int) -> None:
    rng = random.Random(seed)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        job = rng.choice(jobs)
        started = time.perf_counter()
        status, body, _ = request(conn, job["method"], job["path"], job.get("body"), job.get("headers"))
        done = time.perf_counter()
        if status != expect:
            out.append(("error", status, body[:200].decode(errors="replace")))
            continue
        answer = json.loads(body)["version"] if job.get("record_version") else None
        out.append((done - started, answer, job.get("table"), time.time()))


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
    """`clients` concurrent keep-alive clients over 2 processes; rate and latency."""
    processes, queue = 2, mp.Queue()
    procs = [mp.Process(target=load_process, args=(port, jobs, seconds, expect, clients // processes, 1000 * i, queue))
             for i in range(processes)]
    for p in procs:
        p.start()
    samples = [s for _ in procs for s in queue.get()]
    for p in procs:
        p.join()
    errors = [s for s in samples if s[0] == "error"]
    ok = [s for s in samples if s[0] != "error"]
    latencies = sorted(s[0] for s in ok)
    return {
        "requests_per_second": len(ok) / seconds,
        "p50_ms": 1000 * latencies[len(latencies) // 2],
        "p99_ms": 1000 * latencies[int(len(latencies) * 0.99)],
        "errors": len(errors),
        "error_sample": errors[:3],
        "answers": [(s[2], s[1], s[3]) for s in ok if s[1] is not None],
        "latencies": latencies,
    }


def interleaved(subjects: list[tuple[int, list[dict], int]], seconds: float, clients: int, rounds: int = 2) -> list[dict]:
    """Run each (port, jobs, expected status) for seconds/rounds, alternating, `rounds` times."""
    runs: list[list[dict]] = [[] for _ in subjects]
    for _ in range(rounds):
        for i, (port, jobs, expect) in enumerate(subjects):
            runs[i].append(run_load(port, jobs, seconds / rounds, clients, expect))
    return [merge(r, seconds) for r in runs]


def merge(runs: list[dict], seconds: float) -> dict:
    latencies = sorted(l for r in runs for l in r["latencies"])
    return {
        "requests_per_second": len(latencies) / seconds,
        "p50_ms": 1000 * latencies[len(latencies) // 2],
        "p99_ms": 1000 * latencies[int(len(latencies) * 0.99)],
        "errors": sum(r["errors"] for r in runs),
        "error_sample": [e for r in runs for e in r["error_sample"]][:3],
        "answers": [a for r in runs for a in r["answers"]],
        "latencies": latencies,
    }


# -- live listeners ---------------------------------------------------------------

def listen(port: int, table: str, token: str, heard: list, ready: threading.Event, stop: threading.Event) -> None:
    sock = socket.create_connection(("127.0.0.1", port), timeout=1)
    sock.sendall(f"GET /api/v1/tables/{table}/events?token={token} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".encode())
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


# -- setup --------------------------------------------------------------------------

def setup_tables(port: int, count: int, players: int) -> list[dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    tables = []
    for _ in range(count):
        _, body, _ = request(conn, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": players}})
        table = json.loads(body)
        tokens = []
        for n in range(players):
            status, body, _ = request(conn, "POST", "/api/v1/join", {"code": table["join_code"], "name": f"p{n}"})
            assert status == 201, body
            tokens.append(json.loads(body)["token"])
        tables.append({"id": table["id"], "tokens": tokens})
    return tables


def move_job(table: dict) -> dict:
    return {"method": "POST", "path": f"/api/v1/tables/{table['id']}/moves", "body": {"type": "add", "points": 1},
            "headers": {"Authorization": f"Bearer {table['tokens'][0]}"}, "record_version": True, "table": table["id"]}


def latency_of_moves(port: int, long_moves: int, samples: int = 100) -> dict[str, float]:
    """Median latency of moves ~10 of fresh tables and of moves ~long_moves of one long table.

    The two kinds of move alternate, one after the other, so both see the
    same server and machine state.
    """
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def timed(job: dict) -> float:
        started = time.perf_counter()
        status, _, _ = request(conn, "POST", job["path"], job["body"], job["headers"])
        assert status == 201
        return time.perf_counter() - started

    long_job = move_job(setup_tables(port, 1, 1)[0])
    for _ in range(long_moves - samples // 2):
        timed(long_job)
    fresh = [move_job(t) for t in setup_tables(port, samples // 10, 1)]
    for job in fresh:
        for _ in range(9):
            timed(job)  # each fresh table is now at move 9
    early, late = [], []
    for i in range(samples):
        early.append(timed(fresh[i % len(fresh)]))  # moves 10..19
        late.append(timed(long_job))  # moves long_moves-50 .. long_moves+49
    return {"move_10": statistics.median(early), f"move_{long_moves}": statistics.median(late)}


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--long-table-moves", type=int, default=10_000)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-bench-"))
    app_port, ref_port = free_port(), free_port()
    env = {"SHERWOOD_DB": str(tmp / "app.db"), "REFERENCE_DB": str(tmp / "ref.db"),
           "SHERWOOD_JOIN_RATE_LIMIT": "1000000"}
    servers = [gunicorn("api.wsgi:app", app_port, env), gunicorn("bench.reference_app:app", ref_port, env)]
    try:
        report = measure(app_port, ref_port, args)
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
        for server in servers:
            server.wait(20)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "raw"}, indent=2))


def measure(app_port: int, ref_port: int, args: argparse.Namespace) -> dict:
    seconds, clients = args.seconds, args.clients
    tables = setup_tables(app_port, 100, 2)
    move_jobs = [move_job(t) for t in tables]

    const_jobs = [{"method": "GET", "path": "/const"}]
    append_jobs = [{"method": "POST", "path": "/append", "body": {"type": "add", "points": 1}}]
    # Each subject alternates with its reference in rounds, so that drift in
    # the machine's load hits both alike; a figure is the sum of its rounds.
    c2, a = interleaved([(ref_port, append_jobs, 201), (app_port, move_jobs, 201)], seconds, clients)

    conn = http.client.HTTPConnection("127.0.0.1", app_port, timeout=10)
    read_jobs = []
    for t in tables:
        headers = {"Authorization": f"Bearer {t['tokens'][1]}"}
        _, _, got = request(conn, "GET", f"/api/v1/tables/{t['id']}", headers=headers)
        read_jobs.append({"method": "GET", "path": f"/api/v1/tables/{t['id']}",
                          "headers": {**headers, "If-None-Match": got["ETag"]}})
    c1, b = interleaved([(ref_port, const_jobs, 200), (app_port, read_jobs, 304)], seconds, clients)

    # (e): 200 listeners (both seats of 100 tables) while (a) runs again.
    listeners = [(t["id"], tok) for t in tables for tok in t["tokens"]]
    queue, started = mp.Queue(), mp.Event()
    listener = mp.Process(target=listener_process, args=(app_port, listeners, seconds + 4, queue, started))
    listener.start()
    started.wait(60)
    e_load = run_load(app_port, move_jobs, seconds, clients, 201)
    heard = queue.get()
    listener.join()
    e = live_delays(e_load["answers"], heard)

    d_marks = latency_of_moves(app_port, args.long_table_moves)

    strip = lambda r: {k: v for k, v in r.items() if k not in ("answers", "latencies")}
    report = {
        "a_moves": strip(a), "b_reads_304": strip(b), "c1_const": strip(c1), "c2_append": strip(c2),
        "d_move_latency_ms": {k: 1000 * v for k, v in d_marks.items()},
        "e_live": e, "e_moves_during": strip(e_load),
        "a_over_c2": a["requests_per_second"] / c2["requests_per_second"],
        "b_over_c1": b["requests_per_second"] / c1["requests_per_second"],
        "d_ratio": d_marks[f"move_{args.long_table_moves}"] / d_marks["move_10"],
        "e_p50_seconds": e["p50_seconds"], "e_p99_seconds": e["p99_seconds"],
        "targets": TARGETS, "clients": clients, "seconds_per_figure": seconds, "cpus": os.cpu_count(),
    }
    report["meets_targets"] = {
        "a_over_c2": report["a_over_c2"] >= TARGETS["a_over_c2"],
        "b_over_c1": report["b_over_c1"] >= TARGETS["b_over_c1"],
        "d_ratio": report["d_ratio"] <= TARGETS["d_ratio"],
        "e_p99_seconds": report["e_p99_seconds"] < TARGETS["e_p99_seconds"] and e["listeners_lost"] == 0,
    }
    return report


def live_delays(answers: list[tuple[str, int, float]], heard: list[tuple[str, list]]) -> dict:
    """For every (move answered, listener of its table): when did it first hear that version or later?"""
    by_table: dict[str, list[list]] = {}
    for table, events in heard:
        by_table.setdefault(table, []).append(events)
    final_version: dict[str, int] = {}
    for table, version, _ in answers:
        final_version[table] = max(final_version.get(table, 0), version)
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


if __name__ == "__main__":
    main()
