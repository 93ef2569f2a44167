"""Cost of undo and of a correction against a plain move, on a short and a long table.

    .venv/bin/python bench/corrections.py [--rounds 5] [--samples 30] [--long 20000]

Starts the app with the Procfile's gunicorn command on loopback and builds two
score-pad tables, one of 100 moves and one of --long moves. Then, in each
round and for each table, alternately: a plain move, an undo of it, and a
correction of the move 10 versions back (one request each, serially on a
keep-alive connection, so the figure is the server's latency, not a load
generator's). A round's ratio is the median latency of undos (corrections)
over the median latency of plain moves in that round; the report gives
min/median/max of the rounds' ratios. Target: at most 3 on both tables.
Writes bench/results/corrections.json.
"""
from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import free_port, gunicorn, request  # noqa: E402  (bench/ is a folder of scripts)

RESULTS = Path(__file__).resolve().parent / "results" / "corrections.json"
TARGET = 3.0


class Table:
    def __init__(self, conn: http.client.HTTPConnection) -> None:
        self.conn = conn
        status, body, _ = request(conn, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 2}})
        created = json.loads(body)
        self.id, self.host = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
        for name in ("Ann", "Bob"):
            request(conn, "POST", "/api/v1/join", {"code": created["join_code"], "name": name})
        self.version = 0
        self.standing: list[int] = []  # versions of the moves not taken back

    def timed(self, path: str, body: dict) -> float:
        started = time.perf_counter()
        status, answer, _ = request(self.conn, "POST", f"/api/v1/tables/{self.id}/{path}", body, self.host)
        elapsed = time.perf_counter() - started
        if status != 201:
            raise RuntimeError(f"{path} answered {status}: {answer[:200]!r}")
        self.version = json.loads(answer)["version"]
        return elapsed

    def move(self, points: int = 1) -> float:
        elapsed = self.timed("moves", {"type": "add", "points": points, "seat": self.version % 2})
        self.standing.append(self.version)
        return elapsed

    def undo(self) -> float:
        self.standing.pop()
        return self.timed("undo", {})

    def correction(self, back: int = 10) -> float:
        target = self.standing[-back]  # the move `back` moves before the latest
        return self.timed("corrections", {"amendments": [{"version": target, "move": {"type": "add", "points": 2}}]})


def fill(table: Table, moves: int) -> None:
    for n in range(moves):
        table.move(1 + n % 3)


def one_round(table: Table, samples: int) -> dict[str, float]:
    moves, undos, corrections = [], [], []
    for _ in range(samples):
        moves.append(table.move())
        undos.append(table.undo())  # takes back that move
        table.move()
        corrections.append(table.correction())
    # The undo and correction entries are not moves: keep the table's length steady for the next round.
    median_move = statistics.median(moves)
    return {"move_ms": 1000 * median_move, "undo_ms": 1000 * statistics.median(undos),
            "correction_ms": 1000 * statistics.median(corrections),
            "undo_ratio": statistics.median(undos) / median_move,
            "correction_ratio": statistics.median(corrections) / median_move}


def spread(values: list[float]) -> dict[str, float]:
    return {"min": round(min(values), 3), "median": round(statistics.median(values), 3), "max": round(max(values), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--samples", type=int, default=30)
    parser.add_argument("--long", type=int, default=20_000)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        server = gunicorn("api.wsgi:app", port, {"SHERWOOD_DB": f"{tmp}/bench.db", "SHERWOOD_CREATE_RATE_LIMIT": "1000000"})
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            tables = {"100": Table(conn), str(args.long): Table(conn)}
            print(f"filling tables of 100 and {args.long} moves...", flush=True)
            for size, table in tables.items():
                fill(table, int(size))
            rounds: dict[str, list[dict[str, float]]] = {size: [] for size in tables}
            for n in range(args.rounds):
                for size, table in tables.items():  # interleaved: drift hits both sizes alike
                    rounds[size].append(one_round(table, args.samples))
                print(f"round {n + 1}/{args.rounds} done", flush=True)
        finally:
            server.terminate()
            server.wait(timeout=10)
    report = {"target_ratio": TARGET, "rounds": args.rounds, "samples_per_round": args.samples, "tables": {}}
    for size, runs in rounds.items():
        summary = {key: spread([r[key] for r in runs]) for key in runs[0]}
        report["tables"][size] = summary
        met = summary["undo_ratio"]["max"] <= TARGET and summary["correction_ratio"]["max"] <= TARGET
        print(f"{size:>6} moves: plain move {summary['move_ms']['median']:.2f} ms; "
              f"undo/move {summary['undo_ratio']}; correction 10 back/move {summary['correction_ratio']}; "
              f"target <= {TARGET}: {'met' if met else 'NOT met'}")
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
