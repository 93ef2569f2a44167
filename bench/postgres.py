"""PostgreSQL benchmark: moves on PostgreSQL against a bare psycopg insert, and two app instances against one.

    .venv/bin/python bench/postgres.py [--seconds 10] [--runs 3]

Starts a throwaway PostgreSQL server (tests/postgres.py, with its default,
durable settings: fsync and synchronous commit on), then, each with the
Procfile's gunicorn command on loopback (ports 8610-8629, or BENCH_PORTS):

  instance A and instance B of the app, both on one database (DATABASE_URL);
  bench/reference_app.py, whose POST /append-pg appends one row with a bare
  psycopg INSERT through a pool, in a transaction (another database, same server);
  for context, the app on SQLite (SHERWOOD_DB) and the reference's SQLite
  append (POST /append), as bench/run.py measures them.

Load comes from wrk as in bench/run.py (its functions): 2 threads and 16
keep-alive connections in all, moves spread over 100 two-seat score pads. Per
round, in turn: the reference; moves on A alone, without and with an Idempotency-Key
(every PWA move has one); moves on A and B at once (two
wrk processes, 1 thread and 8 connections each, rates added). --runs rounds,
so drift on a shared machine hits all alike; ratios are taken within a round
and reported as min/median/max. Writes bench/results/postgres.json.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psycopg  # noqa: E402

from bench.reference_app import REFERENCE_TABLE  # noqa: E402
from bench.run import Wrk, gunicorn, setup_tables, spread  # noqa: E402
from tests.postgres import PostgresServer, free_port  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "postgres.json"
# BENCH_PORTS ("5170-5179") gives a shared machine's own range instead.
_low, _, _high = os.environ.get("BENCH_PORTS", "8610-8629").partition("-")
HTTP_PORTS = range(int(_low), int(_high or _low) + 1)
MOVE = {"type": "add", "points": 1}


def both_at_once(wrk: Wrk, ports: list[int], moves: Path, connections: int) -> dict:
    """wrk on every instance at the same time, the connections shared out; the rates added."""
    results: list[dict] = [{} for _ in ports]

    def run(i: int) -> None:
        results[i] = wrk.run(ports[i], moves, method="POST", body=MOVE, threads=1,
                             connections=connections // len(ports))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(ports))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"requests_per_second": sum(r["requests_per_second"] for r in results),
            "p99_ms": max(r["p99_ms"] for r in results), "errors": sum(r["errors"] for r in results),
            "per_instance": results}


def move_lines(wrk: Wrk, port: int) -> Path:
    tables = setup_tables(port, 100, 2)
    return wrk.lines_file([(f"/api/v1/tables/{t['id']}/moves", tok) for t in tables for tok in t["tokens"]])


def measure(wrk: Wrk, a: int, b: int, ref: int, lite: int, runs: int) -> dict:
    moves, sqlite_moves = move_lines(wrk, a), move_lines(wrk, lite)
    append, sqlite_append = wrk.lines_file([("/append-pg",)]), wrk.lines_file([("/append",)])
    subjects = {
        "reference_append_pg": lambda: wrk.run(ref, append, method="POST", body=MOVE),
        "moves_one_instance": lambda: wrk.run(a, moves, method="POST", body=MOVE),
        "keyed_moves_one_instance": lambda: wrk.run(a, moves, method="POST", body=MOVE, keyed=True),
        "moves_two_instances": lambda: both_at_once(wrk, [a, b], moves, wrk.connections),
        "reference_append_sqlite": lambda: wrk.run(ref, sqlite_append, method="POST", body=MOVE),
        "moves_sqlite": lambda: wrk.run(lite, sqlite_moves, method="POST", body=MOVE),
    }
    rounds: dict[str, list[dict]] = {name: [] for name in subjects}
    for _ in range(runs):
        for name, run in subjects.items():
            rounds[name].append(run())
    rate = lambda name, i: rounds[name][i]["requests_per_second"]
    return {
        "moves_over_append_pg": spread([rate("moves_one_instance", i) / rate("reference_append_pg", i)
                                        for i in range(runs)]),
        "keyed_moves_over_append_pg": spread([rate("keyed_moves_one_instance", i) / rate("reference_append_pg", i)
                                              for i in range(runs)]),
        "two_instances_over_one": spread([rate("moves_two_instances", i) / rate("moves_one_instance", i)
                                          for i in range(runs)]),
        "sqlite_moves_over_append": spread([rate("moves_sqlite", i) / rate("reference_append_sqlite", i)
                                            for i in range(runs)]),
        "postgres_moves_over_sqlite_moves": spread([rate("moves_one_instance", i) / rate("moves_sqlite", i)
                                                    for i in range(runs)]),
        "rates": {name: spread([r["requests_per_second"] for r in rs]) for name, rs in rounds.items()},
        "p99_ms": {name: spread([r["p99_ms"] for r in rs]) for name, rs in rounds.items()},
        "errors": {name: sum(r["errors"] for r in rs) for name, rs in rounds.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0, help="per wrk run")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds (at least 3)")
    args = parser.parse_args()
    started = time.time()
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-pg-bench-"))
    server = PostgresServer(durable=True).start()
    servers: list[subprocess.Popen] = []
    try:
        for name in ("app", "reference"):
            server.admin(f"CREATE DATABASE {name}")
        # The reference's table exists before its workers start (they would race to create it).
        with psycopg.connect(server.url("reference"), autocommit=True) as conn:
            conn.execute(REFERENCE_TABLE)
        env = {"DATABASE_URL": server.url("app"), "REFERENCE_DATABASE_URL": server.url("reference"),
               "REFERENCE_DB": str(tmp / "reference.db"), "SHERWOOD_JOIN_RATE_LIMIT": "1000000",
               "SHERWOOD_CREATE_RATE_LIMIT": "1000000"}
        sqlite_env = {**env, "DATABASE_URL": "", "SHERWOOD_DB": str(tmp / "app.db")}
        ports = []
        for app, app_env in (("api.wsgi:app", env), ("api.wsgi:app", env), ("bench.reference_app:app", env),
                             ("api.wsgi:app", sqlite_env)):
            port = free_port(HTTP_PORTS)
            servers.append(gunicorn(app, port, app_env))
            ports.append(port)
        a, b, ref, lite = ports
        wrk = Wrk(tmp, args.seconds)
        report = measure(wrk, a, b, ref, lite, max(3, args.runs))
    finally:
        for process in servers:
            process.send_signal(signal.SIGTERM)
        for process in servers:
            process.wait(20)
        server.stop()
    report["setup"] = {"wrk": f"2 threads, {wrk.connections} connections, {args.seconds:g} s per run",
                       "runs": max(3, args.runs), "cpus": os.cpu_count(),
                       "instances": "2 gunicorn processes (the Procfile's command: 2 gevent workers each)",
                       "postgres": "15, default durable settings, same machine",
                       "minutes": (time.time() - started) / 60, "date": time.strftime("%Y-%m-%d", time.gmtime())}
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
