"""Durable moves against boardgame.io 0.50.2 with its durable FlatFile storage, under one Node driver.

    .venv/bin/python bench/boardgameio.py [--seconds 60] [--runs 3] [--tables 50]

Sherwood Table runs as the Procfile serves it (gunicorn, gevent, its SQLite file), boardgame.io as
its own `Server` with `FlatFile` (bench/boardgameio/server.js, node-persist files), both on loopback.
The driver (bench/boardgameio/driver.js, Node) plays the same game on each: N score pads, one
player a table adding a point at a time, each move sent once the last is acknowledged. Each round
runs Sherwood Table then boardgame.io for the same seconds; the ratio is taken within a round, and
the report gives min/median/max over the rounds, and each side's moves a second in every 10 s
window, to show whether the rate holds as the logs grow ("flat": the last window against the first).

npm installs boardgame.io into bench/boardgameio/node_modules (ignored by git) the first time.
Results: bench/results/boardgameio.json.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.run import free_port, gunicorn, spread, stop  # noqa: E402

HERE = Path(__file__).resolve().parent / "boardgameio"
RESULTS = Path(__file__).resolve().parent / "results" / "boardgameio.json"
TARGET = 3.0  # Sherwood Table's durable moves a second, at least this many times boardgame.io's


def install() -> None:
    if not (HERE / "node_modules" / "boardgame.io").is_dir():
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=HERE, check=True)


def start_bgio(port: int, folder: Path) -> subprocess.Popen:
    process = subprocess.Popen(["node", "server.js", str(port)], cwd=HERE, env={**os.environ, "BGIO_DIR": str(folder)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            import urllib.request

            urllib.request.urlopen(f"http://127.0.0.1:{port}/games", timeout=1)
            return process
        except OSError:
            time.sleep(0.3)
    process.kill()
    raise RuntimeError("boardgame.io's server did not start")


def drive(target: str, port: int, tables: int, seconds: float) -> dict:
    done = subprocess.run(["node", "driver.js", target, str(port), str(tables), str(seconds)], cwd=HERE,
                          capture_output=True, text=True, timeout=seconds + 300, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def flatness(windows: list[float]) -> float | None:
    """The last 10 s window's rate against the first's: 1.0 is flat, below it a slowdown."""
    return windows[-1] / windows[0] if len(windows) > 1 and windows[0] else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60.0, help="per side and round")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds")
    parser.add_argument("--tables", type=int, default=50, help="tables (matches) played at once")
    args = parser.parse_args()
    install()
    rounds = []
    for _ in range(args.runs):
        # Fresh storage each round on both sides, so each starts from empty logs.
        tmp = Path(tempfile.mkdtemp(prefix="sherwood-bgio-"))
        ours_port, bgio_port = free_port(), free_port()
        env = {"SHERWOOD_DB": str(tmp / "app.db"), "SHERWOOD_JOIN_RATE_LIMIT": "1000000",
               "SHERWOOD_CREATE_RATE_LIMIT": "1000000"}
        servers = [gunicorn("api.wsgi:app", ours_port, env), start_bgio(bgio_port, tmp / "bgio")]
        try:
            ours = drive("sherwood", ours_port, args.tables, args.seconds)
            theirs = drive("bgio", bgio_port, args.tables, args.seconds)
        finally:
            stop(servers, tmp)
        rounds.append({"sherwood": ours, "boardgameio": theirs,
                       "ratio": ours["per_second"] / theirs["per_second"] if theirs["per_second"] else None})
        print(json.dumps(rounds[-1]), flush=True)
    ratios = [r["ratio"] for r in rounds if r["ratio"] is not None]
    report = {
        "ratio": spread(ratios) if ratios else None, "target": TARGET,
        "met": bool(ratios) and min(ratios) >= TARGET,
        "flat": {side: spread([f for r in rounds if (f := flatness(r[side]["windows"])) is not None])
                 for side in ("sherwood", "boardgameio")},
        "setup": {"seconds": args.seconds, "tables": args.tables, "runs": args.runs, "cpus": os.cpu_count(),
                  "load_average": os.getloadavg(), "date": time.strftime("%Y-%m-%d", time.gmtime())},
        "rounds": rounds,
    }
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "rounds"}, indent=2))


if __name__ == "__main__":
    main()
