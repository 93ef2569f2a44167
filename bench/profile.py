"""Where a gunicorn worker's time goes under wrk load: py-spy on both workers, summed by layer.

    .venv/bin/python bench/profile.py [--subject moves|moves_keyed|reads_304] [--seconds 20] [--stacks DIR]
    .venv/bin/python bench/profile.py --summarise DIR --subject moves    # again, from kept stacks
    .venv/bin/python bench/profile.py --subject moves_keyed --postgres  # the app on a throwaway PostgreSQL

With --postgres the app runs on a throwaway PostgreSQL server (tests/postgres.py, durable settings,
as bench/postgres.py starts it) on the same machine; py-spy samples the app's workers only, so the
server's own CPU shows as the workers' idle time, and the summary adds the server's CPU a request.

Starts the app exactly as bench/run.py does (the Procfile's gunicorn command,
loopback), sets up 100 two-seat score-pad tables, then runs wrk on one subject
(the same requests as bench/run.py) while ``py-spy record --nonblocking
--format raw`` samples each of the two workers for the same time. py-spy
leaves out idle samples (a worker waiting in the gevent hub), so the shares
are of busy time. Needs py-spy (``pip install py-spy``) and the right to
ptrace the workers (root in the dev container).

Each sample goes to one layer: that of the innermost frame whose file belongs
to a known layer (so the standard library's json, sqlite3 or socket code
counts for whichever layer called it). Writes bench/results/profile-<subject>.json
(the summary) and prints it as Markdown; py-spy's folded stacks
(<subject>-<pid>.txt, for flamegraph tools) are kept in --stacks DIR if given.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.run import Wrk, family_cpu_seconds, free_port, gunicorn, read_lines, setup_tables  # noqa: E402

# (layer, substrings of a frame's file path), tried in order on each frame from the innermost out.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("engine", ("engine/",)),
    ("store", ("api/store/", "api/table/replay.py", "api/operator/upgrade.py", "psycopg/", "psycopg_pool/")),
    ("webargs/marshmallow/smorest", ("webargs/", "marshmallow/", "flask_smorest/", "apispec/")),
    ("our view", ("api/",)),
    ("werkzeug/Flask", ("werkzeug/", "flask/", "blinker/", "itsdangerous/", "jinja2/")),
    ("gunicorn/gevent", ("gunicorn/", "gevent/", "greenlet/")),
]
OTHER = "other (stdlib with no caller above)"


def file_of(frame: str) -> str:
    """The file in py-spy's "function (package/module.py:line)", as a path from its root."""
    inside = frame.rpartition(" (")[2]
    return "/" + inside.rpartition(":")[0].lstrip("/")


def layer_of(frame: str) -> str | None:
    path = file_of(frame)
    for layer, needles in LAYERS:
        if any("/" + n in path for n in needles):
            return layer
    return None


def innermost_known(frames: list[str]) -> tuple[str, str]:
    """The layer a sample counts for, and the frame of that layer it was in."""
    for frame in reversed(frames):  # py-spy's folded stacks run from the outermost frame in
        layer = layer_of(frame)
        if layer:
            return layer, frame
    return OTHER, frames[-1]


def summarise(folded: list[Path], top: int = 30) -> dict:
    by_layer: Counter[str] = Counter()
    by_frame: Counter[str] = Counter()  # the line of each layer the samples were in (or under, in the stdlib)
    total = 0
    for path in folded:
        for line in path.read_text().splitlines():
            stack, _, count = line.rpartition(" ")
            if not stack:
                continue
            n = int(count)
            layer, frame = innermost_known(stack.split(";"))
            total += n
            by_layer[layer] += n
            by_frame[f"{layer}: {frame}"] += n
    share = lambda n: round(100 * n / total, 1) if total else 0.0  # noqa: E731
    return {
        "samples": total,
        "layers_percent": {layer: share(n) for layer, n in by_layer.most_common()},
        "lines_percent": {name: share(n) for name, n in by_frame.most_common(top)},
    }


def worker_pids(master: int) -> list[int]:
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return [int(pid) for pid in children]


def start_py_spy(pid: int, output: Path, seconds: float, rate: int = 100) -> subprocess.Popen:
    """``py-spy record --nonblocking`` of one process for ``seconds``, its folded stacks to ``output``."""
    py_spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    return subprocess.Popen([py_spy, "record", "--nonblocking", "--format", "raw", "--rate", str(rate),
                             "--duration", str(max(1, round(seconds))), "--pid", str(pid), "--output", str(output)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for_py_spy(spy: subprocess.Popen, what: str, timeout: float = 120) -> None:
    _, err = spy.communicate(timeout=timeout)
    if spy.returncode != 0:
        raise RuntimeError(f"py-spy on {what} failed: {err.decode(errors='replace')}")


def record(subject: str, seconds: int, rate: int, stacks: Path, database_url: str | None = None) -> tuple[dict, list[Path]]:
    """Run wrk on ``subject`` against a fresh app while py-spy samples its workers."""
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-profile-"))
    port = free_port()
    env = {"SHERWOOD_DB": str(tmp / "app.db"), "SHERWOOD_JOIN_RATE_LIMIT": "1000000", "SHERWOOD_CREATE_RATE_LIMIT": "1000000",
           "DATABASE_URL": database_url or ""}
    server = gunicorn("api.wsgi:app", port, env)
    try:
        wrk = Wrk(tmp, seconds)
        tables = setup_tables(port, 100, 2)
        if subject == "reads_304":
            lines, method, body = read_lines(port, tables), "GET", None
        else:
            lines = [(f"/api/v1/tables/{t['id']}/moves", tok) for t in tables for tok in t["tokens"]]
            method, body = "POST", {"type": "add", "points": 1}
        requests_file = wrk.lines_file(lines)
        pids = worker_pids(server.pid)
        folded = [stacks / f"{subject}-{pid}.txt" for pid in pids]
        spies = [start_py_spy(pid, path, seconds, rate) for pid, path in zip(pids, folded)]
        time.sleep(0.5)  # py-spy attaches before the load starts
        load = wrk.run(port, requests_file, method=method, body=body, keyed=subject == "moves_keyed")
        for pid, spy in zip(pids, spies):
            wait_for_py_spy(spy, f"worker {pid}", timeout=60)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(20)
        shutil.rmtree(tmp, ignore_errors=True)
    return load, folded


def record_on_postgres(args: argparse.Namespace, stacks: Path) -> tuple[dict, list[Path], float]:
    """record() with the app on a throwaway PostgreSQL server; also the server's CPU a request (over the
    whole run, which includes the tables' setup: an upper bound)."""
    from tests.postgres import PostgresServer

    server = PostgresServer(durable=True).start()
    try:
        server.admin("CREATE DATABASE app")
        assert server._process is not None
        before = family_cpu_seconds(server._process.pid, with_parent=True)
        load, folded = record(args.subject, args.seconds, args.rate, stacks, server.url("app"))
        used = family_cpu_seconds(server._process.pid, with_parent=True) - before
    finally:
        server.stop()
    return load, folded, used * 1e6 / max(1, load["requests"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--subject", choices=("moves", "moves_keyed", "reads_304"), default="moves")
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--rate", type=int, default=100, help="py-spy samples per second, per worker")
    parser.add_argument("--stacks", type=Path, help="keep py-spy's folded stacks here")
    parser.add_argument("--summarise", type=Path, metavar="DIR", help="summarise stacks kept in DIR; run nothing")
    parser.add_argument("--postgres", action="store_true", help="the app on a throwaway PostgreSQL server")
    args = parser.parse_args()
    server_cpu_us = None
    if args.summarise:
        load, folded = None, sorted(args.summarise.glob(f"{args.subject}-*.txt"))
    else:
        stacks = args.stacks or Path(tempfile.mkdtemp(prefix="sherwood-stacks-"))
        stacks.mkdir(parents=True, exist_ok=True)
        if args.postgres:
            load, folded, server_cpu_us = record_on_postgres(args, stacks)
        else:
            load, folded = record(args.subject, args.seconds, args.rate, stacks)
    summary = {"subject": args.subject, "database": "postgresql" if args.postgres else "sqlite", "workers": len(folded),
               "wrk": load, **({} if server_cpu_us is None else {"postgres_server_cpu_us": server_cpu_us}),
               **summarise(folded)}
    if not args.summarise:
        name = f"profile-{args.subject}{'-postgres' if args.postgres else ''}.json"
        (ROOT / "bench" / "results" / name).write_text(json.dumps(summary, indent=2) + "\n")
        if not args.stacks:
            shutil.rmtree(folded[0].parent, ignore_errors=True)

    rate = f"{load['requests_per_second']:.0f} requests/s under py-spy, " if load else ""
    if server_cpu_us is not None:
        rate += f"PostgreSQL's processes {server_cpu_us:.0f} us of CPU a request, "
    print(f"## {args.subject}: {rate}{summary['samples']} busy samples over {len(folded)} workers\n")
    print("| layer | share of busy samples |\n|---|---|")
    for layer, pct in summary["layers_percent"].items():
        print(f"| {layer} | {pct}% |")
    print("\n| the line samples were in (or called the stdlib from) | share |\n|---|---|")
    for name, pct in summary["lines_percent"].items():
        print(f"| {name} | {pct}% |")


if __name__ == "__main__":
    main()
