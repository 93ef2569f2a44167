"""Stream limits under a flood: one token, one table and one address each refused at their limit,
while another table's moves keep answering.

    .venv/bin/python bench/streams.py [--flood 2000] [--runs 3] [--hold 5] [--write]

Starts the app with the Procfile's gunicorn command (bench/run.py ``gunicorn``) and its default
stream limits (SHERWOOD_STREAMS_PER_TOKEN, _PER_TABLE, _PER_ADDRESS; docs/deploy.md), with the
rate limits on new tables and joins raised so that the tables an attack needs can be made. Then,
in each round, three attacks in turn, each ``--flood`` attempts to open ``GET .../events`` (the
Authorization header, 200 at a time), every stream that opens held open:

* **token**: every attempt with the same player token;
* **table**: every attempt at one 8-seat table, over its 10 tokens (host, 8 players, big screen);
* **address**: one attempt per table over 400 tables (each its host's token), all from 127.0.0.1.

While an attack runs and for ``--hold`` seconds after its last attempt, a seat of another table
makes moves one after another (``POST .../moves``, a new connection each, as a phone after a
while does), and each answer's time is noted. The same moves with no attack make the reference,
measured in the same round before the attacks (interleaved rounds: reference, token, table,
address; each round a fresh app). A held stream is closed at the end of its attack, and the
next attack waits for the server to notice (two keep-alives, 30 s) so it starts from none open.

Everything goes to 127.0.0.1; every loop is bounded in count and time. Prints JSON (opened,
refused with 429 and their Retry-After, other answers, and the moves' min/median/p99/max in
seconds, with min/median/max over the rounds), and per round the moves acknowledged (201) against the
mover's table's version at the end (nothing acknowledged lost: equal); --write also writes
bench/results/streams.json.
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import bearer, free_port, gunicorn, percentile, request, spread  # noqa: E402  (bench/ is a folder of scripts)

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "streams.json"
BATCH = 200  # attempts in flight at once
ADDRESS_TABLES = 400  # more than the per-address limit (250)
# A stream whose client left is noticed when a keep-alive (every 15 s) fails to be written: the first
# write after the close usually still succeeds (the peer's reset arrives after it), the second fails.
NOTICE_SECONDS = 32.0
LIMITS = {"token": 10, "table": 50, "address": 250}  # the defaults this run expects (api/__init__.py)


def made_tables(port: int) -> dict[str, Any]:
    """The attacked table (8 seats taken), 400 tables for the address attack, the movers' table."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def table(players: int, seated: int) -> tuple[dict, list[str]]:
        status, body, _ = request(conn, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": players}})
        assert status == 201, body
        made = json.loads(body)
        tokens = []
        for n in range(seated):
            status, body, _ = request(conn, "POST", "/api/v1/join", {"code": made["join_code"], "name": f"P{n}"})
            assert status == 201, body
            tokens.append(json.loads(body)["token"])
        return made, tokens

    attacked, players = table(8, 8)
    mover, mover_tokens = table(2, 1)
    wide = [table(2, 0)[0] for _ in range(ADDRESS_TABLES)]
    return {
        "token": [(attacked["id"], players[0])],
        "table": [(attacked["id"], t) for t in (attacked["host_token"], attacked["spectator_token"], *players)],
        "address": [(t["id"], t["host_token"]) for t in wide],
        "mover": (mover["id"], mover_tokens[0]),
    }


async def attempt(port: int, table_id: str, token: str, held: list, answers: dict[str, Any]) -> None:
    """One GET .../events: a 200 is held open (its writer kept), a 429 noted with its Retry-After."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 10)
        writer.write(f"GET /api/v1/tables/{table_id}/events HTTP/1.1\r\nHost: bench\r\n"
                     f"Authorization: Bearer {token}\r\n\r\n".encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError) as err:
        answers["errors"].append(type(err).__name__)
        return
    status = int(head.split(b" ", 2)[1])
    if status == 200:
        held.append(writer)
        answers["opened"] += 1
        return
    lines = {line.split(b":", 1)[0].strip().lower(): line.split(b":", 1)[1].strip()
             for line in head.split(b"\r\n")[1:] if b":" in line}
    if status == 429:
        answers["refused"] += 1
        answers["retry_after"].append(int(lines.get(b"retry-after", b"-1")))
    else:
        answers["other"][str(status)] = answers["other"].get(str(status), 0) + 1
    writer.close()


async def flood(port: int, targets: list[tuple[str, str]], count: int) -> tuple[dict[str, Any], list]:
    answers: dict[str, Any] = {"opened": 0, "refused": 0, "retry_after": [], "other": {}, "errors": []}
    held: list = []
    for start in range(0, count, BATCH):
        batch = [targets[n % len(targets)] for n in range(start, min(count, start + BATCH))]
        await asyncio.gather(*(attempt(port, table_id, token, held, answers) for table_id, token in batch))
    return answers, held


def timed_moves(port: int, mover: tuple[str, str], stop: threading.Event, out: list[float]) -> None:
    """Moves one after another until ``stop`` (at most 2,000), each on a new connection: seconds each."""
    table_id, token = mover
    for _ in range(2000):
        if stop.is_set():
            return
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        started = time.perf_counter()
        status, _, _ = request(conn, "POST", f"/api/v1/tables/{table_id}/moves", {"type": "add", "points": 1},
                               bearer(token))
        out.append(time.perf_counter() - started if status == 201 else float("inf"))
        conn.close()
        time.sleep(0.02)


def moves_while(port: int, mover: tuple[str, str], work: Any) -> tuple[Any, list[float]]:
    """``work()`` run while a seat makes moves: its result and the moves' times."""
    times: list[float] = []
    stop = threading.Event()
    thread = threading.Thread(target=timed_moves, args=(port, mover, stop, times))
    thread.start()
    try:
        result = work()
    finally:
        stop.set()
        thread.join()
    return result, times


def latency(times: list[float]) -> dict[str, float]:
    answered = [t for t in times if t != float("inf")]
    return {"moves": len(times), "acknowledged": len(answered), "min": min(times), "median": statistics.median(times),
            "p99": percentile(times, 0.99), "max": max(times)}


def stored_version(port: int, mover: tuple[str, str]) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    status, body, _ = request(conn, "GET", f"/api/v1/tables/{mover[0]}", headers=bearer(mover[1]))
    assert status == 200, body
    return int(json.loads(body)["version"])


def attack(port: int, targets: list[tuple[str, str]], mover: tuple[str, str], count: int, hold: float) -> dict:
    def work() -> dict[str, Any]:
        answers, held = asyncio.run(flood_and_hold(port, targets, count, hold))
        return answers

    answers, times = moves_while(port, mover, work)
    retry = answers.pop("retry_after")
    return {**answers, "retry_after": {"min": min(retry), "max": max(retry)} if retry else None,
            "errors": len(answers["errors"]), "moves": latency(times)}


async def flood_and_hold(port: int, targets: list[tuple[str, str]], count: int, hold: float) -> tuple[dict, list]:
    answers, held = await flood(port, targets, count)
    await asyncio.sleep(hold)
    for writer in held:
        writer.close()
    return answers, held


def one_round(count: int, hold: float) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="sherwood-streams-"))
    port = free_port()
    env = {"SHERWOOD_DB": str(tmp / "app.db"), "SHERWOOD_JOIN_RATE_LIMIT": "1000000",
           "SHERWOOD_CREATE_RATE_LIMIT": "1000000"}
    server = gunicorn("api.wsgi:app", port, env)
    try:
        tables = made_tables(port)
        _, reference = moves_while(port, tables["mover"], lambda: time.sleep(hold + 3))
        out: dict[str, Any] = {"reference": {"moves": latency(reference)}}
        for name in ("token", "table", "address"):
            out[name] = attack(port, tables[name], tables["mover"], count, hold)
            time.sleep(NOTICE_SECONDS)
        # Nothing acknowledged lost: every move answered 201 is in the mover's log (one entry a version).
        acknowledged = sum(out[name]["moves"]["acknowledged"] for name in out)
        out["acknowledged_moves"] = acknowledged
        out["stored_moves"] = stored_version(port, tables["mover"])
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(30)
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def summary(rounds: list[dict]) -> dict:
    out: dict[str, Any] = {}
    for name in ("reference", "token", "table", "address"):
        parts = [r[name] for r in rounds]
        out[name] = {
            "moves_median_seconds": spread([p["moves"]["median"] for p in parts]),
            "moves_max_seconds": spread([p["moves"]["max"] for p in parts]),
            "moves_p99_seconds": spread([p["moves"]["p99"] for p in parts]),
        }
        if name != "reference":
            out[name].update({"limit": LIMITS[name], "opened": [p["opened"] for p in parts],
                              "refused_429": [p["refused"] for p in parts], "other": [p["other"] for p in parts],
                              "errors": [p["errors"] for p in parts],
                              "retry_after": [p["retry_after"] for p in parts],
                              "median_over_reference": spread([p["moves"]["median"] / r["reference"]["moves"]["median"]
                                                               for p, r in zip(parts, rounds)])})
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flood", type=int, default=2000, help="attempts per attack")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hold", type=float, default=5.0, help="seconds the streams stay open after the flood")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    rounds = [one_round(args.flood, args.hold) for _ in range(args.runs)]
    result = {"flood": args.flood, "runs": args.runs, "hold_seconds": args.hold, "summary": summary(rounds),
              "acknowledged_and_stored": [(r["acknowledged_moves"], r["stored_moves"]) for r in rounds],
              "rounds": rounds, "when": time.strftime("%Y-%m-%d %H:%M"),
              "load_average": Path("/proc/loadavg").read_text().split()[:3]}
    text = json.dumps(result, indent=2)
    print(text)
    if args.write:
        RESULTS.write_text(text + "\n")


if __name__ == "__main__":
    main()
