"""Live updates with many phones listening: 10,000 by default, on loopback, the Procfile's workers.

    .venv/bin/python bench/listeners.py [--phones 10000] [--seats 5] [--moves-per-second 100] [--seconds 20] [--runs 3]
                                        [--without-siblings] [--profile DIR]

Starts the app with the Procfile's gunicorn command (bench/run.py ``gunicorn``), makes
phones/seats score-pad tables, and opens one Server-Sent-Event stream per phone
(``GET .../events`` with the table's token), all from one asyncio process whose open-file
limit is raised to what it needs. Then a second asyncio process makes moves at a bounded,
steady rate (``--moves-per-second`` for ``--seconds``, spread over the tables in turn, over 8
keep-alive connections) and notes when each was answered. For every (move, phone of its
table) the delay is the time from the move's answer to that phone's first event with that
version or a later one; a phone that never hears a move, or whose stream closes, is lost.
Memory per listener: the workers' resident memory (VmRSS of gunicorn's children, from
/proc) with every stream open, less before any was opened, over the phones.

Everything it sends goes to 127.0.0.1 and it stops by itself (bounded in moves and seconds).
With --without-siblings each run is followed by one of the app with ``SHERWOOD_NOTIFY_SIBLINGS=0``
(a worker hears another's commits only at its poll, api/live/siblings.py), reported apart.
Each run starts a fresh app; --runs runs give min/median/max. Prints JSON; with --write it also
writes bench/results/listeners.json.

Each run also reports the CPU seconds each process used over the move phase (utime + stime from
/proc: the workers, the listeners' process, the movers'), since the machine's cores are shared by
the server and the client that measures it. With --profile DIR, ``py-spy record --nonblocking``
samples the same processes over the move phase (root, or the right to ptrace them): their folded
stacks go to DIR (run<N>-<role>-<pid>.txt) and a summary by layer and line (bench/profile.py's) to
DIR/run<N>-summary.json, so a slow p99 can be told apart as the server's or the measuring client's.
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import multiprocessing as mp
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import bearer, cpu_seconds, free_port, gunicorn, percentile, request, spread  # noqa: E402  (bench/ is a folder of scripts)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # bench.profile as a package: "profile" alone is the stdlib's
from bench.profile import start_py_spy, summarise, wait_for_py_spy, worker_pids

RESULTS = ROOT / "bench" / "results" / "listeners.json"
TARGETS = {"p99_seconds": 0.10, "kib_per_listener": 30.0, "lost": 0}  # at most each (issue 39)
CONNECT_BATCH = 500  # streams opened at once: gunicorn's listen backlog is 2048


def raise_open_files(wanted: int) -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if target > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def workers_rss_kib(master: int) -> float:
    """Resident memory of the gunicorn master's children (its workers), in KiB."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            status = Path(f"/proc/{entry}/status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        if fields.get("PPid", "").strip() == str(master):
            total += float(fields["VmRSS"].split()[0])
    return total


class MovePhase:
    """The processes at work while the moves are made, and what each spent on it: CPU seconds from
    /proc always, py-spy's folded stacks when ``stacks`` is a folder. py-spy samples without pausing
    its target (--nonblocking), but it runs on the same cores: a profiled run's delays are its own."""

    def __init__(self, processes: dict[str, int], stacks: Path | None, seconds: float, name: str) -> None:
        self.processes = processes  # role ("worker-1", "listeners", "movers") -> pid
        self.stacks, self.name = stacks, name
        self.started = time.monotonic()
        self.cpu_before = {role: cpu_seconds(pid) for role, pid in processes.items()}
        self.spies: list[tuple[str, Path, subprocess.Popen]] = []
        if stacks is not None:
            for role, pid in processes.items():
                path = stacks / f"{name}-{role}-{pid}.txt"
                self.spies.append((role, path, start_py_spy(pid, path, seconds)))

    def ended(self) -> dict:
        """Called as the last move is answered (before the processes go): CPU used, and the stacks' summary."""
        wall = time.monotonic() - self.started
        used = {role: cpu_seconds(pid) - self.cpu_before[role] for role, pid in self.processes.items()}
        report: dict[str, Any] = {"seconds": wall, "cpu_seconds": used,
                                  "cpu_share_of_one_core": {role: s / wall for role, s in used.items()}}
        if self.spies:
            folded: dict[str, list[Path]] = {}
            for role, path, spy in self.spies:
                wait_for_py_spy(spy, role)
                folded.setdefault(role.partition("-")[0], []).append(path)  # the workers together
            summary = {"processes": self.processes, **report,
                       **{role: summarise(paths) for role, paths in folded.items()}}
            assert self.stacks is not None
            (self.stacks / f"{self.name}-summary.json").write_text(json.dumps(summary, indent=2) + "\n")
            report["profile"] = str(self.stacks / f"{self.name}-summary.json")
        return report


def make_tables(port: int, tables: int) -> list[dict]:
    """Score-pad tables of two seats, each with one seated player who makes the moves."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    out = []
    for _ in range(tables):
        _, body, _ = request(conn, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})
        table = json.loads(body)
        status, body, _ = request(conn, "POST", "/api/v1/join", {"code": table["join_code"], "name": "p"})
        assert status == 201, body
        out.append({"id": table["id"], "player": json.loads(body)["token"], "watch": table["spectator_token"]})
    return out


# -- the listeners' process -------------------------------------------------------------------------

async def listen(port: int, table: str, token: str, heard: list, opened: asyncio.Event) -> None:
    """One phone's stream, until it closes or the task is cancelled (no timer per read: 10,000 of
    those woke this process 20,000 times a second and made the generator the bottleneck)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET /api/v1/tables/{table}/events HTTP/1.1\r\nHost: bench\r\nAuthorization: Bearer {token}\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    buffer = b""
    try:
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                heard.append(("closed", time.time()))
                return
            buffer += chunk
            if not opened.is_set() and b"retry:" in buffer:
                opened.set()
            while b"\ndata: " in buffer:
                start = buffer.index(b"\ndata: ") + 7
                end = buffer.find(b"\n", start)
                if end < 0:
                    break
                heard.append((json.loads(buffer[start:end])["version"], time.time()))
                buffer = buffer[end:]
    finally:
        writer.close()


async def all_listeners(port: int, phones: list[tuple[str, str]], ready: Any, go_home: Any, out: Any) -> None:
    heard: list[list] = [[] for _ in phones]
    tasks = []
    for first in range(0, len(phones), CONNECT_BATCH):
        batch = []
        for i in range(first, min(first + CONNECT_BATCH, len(phones))):
            opened = asyncio.Event()
            tasks.append(asyncio.create_task(listen(port, phones[i][0], phones[i][1], heard[i], opened)))
            batch.append(opened)
        await asyncio.wait_for(asyncio.gather(*(o.wait() for o in batch)), timeout=60)
    ready.set()
    while not go_home.is_set():
        await asyncio.sleep(0.2)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    out.put([(phones[i][0], h) for i, h in enumerate(heard)])


def listeners_process(port: int, phones: list[tuple[str, str]], ready: Any, go_home: Any, out: Any) -> None:
    raise_open_files(len(phones) + 200)
    asyncio.run(all_listeners(port, phones, ready, go_home, out))


# -- the movers' process ---------------------------------------------------------------------------

async def mover(port: int, jobs: asyncio.Queue, answers: list, errors: list) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = b'{"type":"add","points":1}'
    while True:
        table = await jobs.get()
        if table is None:
            writer.close()
            return
        writer.write(f"POST /api/v1/tables/{table['id']}/moves HTTP/1.1\r\nHost: bench\r\n"
                     f"Authorization: Bearer {table['player']}\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        head = await reader.readuntil(b"\r\n\r\n")
        length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:"))
        payload = await reader.readexactly(length)
        if not head.startswith(b"HTTP/1.1 201"):
            errors.append(head.split(b"\r\n")[0].decode())
            continue
        answers.append((table["id"], json.loads(payload)["version"], time.time()))


async def all_moves(port: int, tables: list[dict], rate: float, seconds: float, out: Any) -> None:
    jobs: asyncio.Queue = asyncio.Queue()
    answers: list = []
    errors: list = []
    movers = [asyncio.create_task(mover(port, jobs, answers, errors)) for _ in range(8)]
    started, count = time.monotonic(), int(rate * seconds)
    for n in range(count):
        await asyncio.sleep(max(0.0, started + n / rate - time.monotonic()))
        jobs.put_nowait(tables[n % len(tables)])
    for _ in movers:
        jobs.put_nowait(None)
    await asyncio.gather(*movers)
    out.put({"answers": answers, "errors": errors, "seconds": time.monotonic() - started})


def movers_process(port: int, tables: list[dict], rate: float, seconds: float, out: Any) -> None:
    asyncio.run(all_moves(port, tables, rate, seconds, out))


# -- one run ---------------------------------------------------------------------------------------

def one_run(phones: int, seats: int, rate: float, seconds: float, stacks: Path | None = None, name: str = "run",
            siblings: bool = True) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-listeners-"))
    port = free_port()
    # Every phone here is one address (127.0.0.1): the streams' limit per address goes out of reach.
    env = {"SHERWOOD_DB": str(tmp / "app.db"), "SHERWOOD_JOIN_RATE_LIMIT": "1000000",
           "SHERWOOD_CREATE_RATE_LIMIT": "1000000", "SHERWOOD_STREAMS_PER_ADDRESS": "1000000",
           "SHERWOOD_NOTIFY_SIBLINGS": "1" if siblings else "0"}
    server = gunicorn("api.wsgi:app", port, env)
    try:
        tables = make_tables(port, phones // seats)
        time.sleep(1)
        before = workers_rss_kib(server.pid)
        listening = [(t["id"], t["watch"]) for t in tables for _ in range(seats)]
        ready, go_home, heard_queue, moves_queue = mp.Event(), mp.Event(), mp.Queue(), mp.Queue()
        listeners = mp.Process(target=listeners_process, args=(port, listening, ready, go_home, heard_queue))
        listeners.start()
        if not ready.wait(300):
            raise RuntimeError("the listeners did not all connect")
        time.sleep(1)
        with_listeners = workers_rss_kib(server.pid)
        movers = mp.Process(target=movers_process, args=(port, tables, rate, seconds, moves_queue))
        movers.start()
        processes = {f"worker-{n}": pid for n, pid in enumerate(worker_pids(server.pid), 1)}
        phase = MovePhase({**processes, "listeners": listeners.pid, "movers": movers.pid}, stacks, seconds, name)
        moved = moves_queue.get()
        move_phase = phase.ended()
        movers.join()
        time.sleep(2)  # the last moves' events
        go_home.set()
        heard = heard_queue.get()
        listeners.join()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(30)
        shutil.rmtree(tmp, ignore_errors=True)
    return {**delays(moved["answers"], heard), "moves": len(moved["answers"]), "move_errors": len(moved["errors"]),
            "moves_per_second": len(moved["answers"]) / moved["seconds"],
            "kib_per_listener": (with_listeners - before) / len(listening), "move_phase": move_phase,
            "workers_rss_mib": {"before": before / 1024, "listening": with_listeners / 1024}}


def delays(answers: list[tuple[str, int, float]], heard: list[tuple[str, list]]) -> dict:
    by_table: dict[str, list[list]] = {}
    for table, events in heard:
        by_table.setdefault(table, []).append(events)
    found, lost, closed = [], 0, 0
    for events_of_table in by_table.values():
        closed += sum(1 for events in events_of_table if any(e[0] == "closed" for e in events))
    for table, version, answered_at in answers:
        for events in by_table.get(table, []):
            heard_at = next((at for v, at in events if v != "closed" and v >= version), None)
            if heard_at is None:
                lost += 1
            else:
                found.append(max(0.0, heard_at - answered_at))
    return {"listeners": sum(len(v) for v in by_table.values()), "deliveries": len(found), "lost": lost,
            "streams_closed": closed,
            "p50_seconds": percentile(found, 0.5) if found else None,
            "p99_seconds": percentile(found, 0.99) if found else None,
            "max_seconds": max(found) if found else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--phones", type=int, default=10_000)
    parser.add_argument("--seats", type=int, default=5, help="phones listening per table")
    parser.add_argument("--moves-per-second", type=float, default=100.0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="write bench/results/listeners.json")
    parser.add_argument("--without-siblings", action="store_true",
                        help="after each run, one with SHERWOOD_NOTIFY_SIBLINGS=0 (other workers' moves heard at the poll)")
    parser.add_argument("--profile", type=Path, metavar="DIR",
                        help="py-spy the workers, the listeners' and the movers' processes over the move phase; stacks to DIR")
    args = parser.parse_args()
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
    runs, without = [], []
    for n in range(1, args.runs + 1):  # with its reference in turn, so drift on a shared machine hits both
        runs.append(one_run(args.phones, args.seats, args.moves_per_second, args.seconds, args.profile, f"run{n}"))
        if args.without_siblings:
            without.append(one_run(args.phones, args.seats, args.moves_per_second, args.seconds, None, f"run{n}",
                                   siblings=False))
    report = {
        "setup": {"phones": args.phones, "seats": args.seats, "moves_per_second": args.moves_per_second,
                  "seconds": args.seconds, "runs": args.runs, "cpus": os.cpu_count(),
                  "date": time.strftime("%Y-%m-%d", time.gmtime())},
        "targets": TARGETS,
        "p99_seconds": spread([r["p99_seconds"] for r in runs]),
        "p50_seconds": spread([r["p50_seconds"] for r in runs]),
        "kib_per_listener": spread([r["kib_per_listener"] for r in runs]),
        "lost": sum(r["lost"] + r["streams_closed"] for r in runs),
        "runs": runs,
    }
    if without:  # the workers told of each other's commits only by the poll, as before issue 39
        report["without_siblings"] = {"p99_seconds": spread([r["p99_seconds"] for r in without]),
                                      "p50_seconds": spread([r["p50_seconds"] for r in without]),
                                      "lost": sum(r["lost"] + r["streams_closed"] for r in without), "runs": without}
    report["meets_targets"] = {
        "p99_seconds": report["p99_seconds"]["median"] <= TARGETS["p99_seconds"],
        "kib_per_listener": report["kib_per_listener"]["median"] <= TARGETS["kib_per_listener"],
        "lost": report["lost"] == 0,
    }
    if args.write:
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
