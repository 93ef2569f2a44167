"""What checking an uploaded table costs the server (issue 38, POST /offline-tables).

    .venv/bin/python bench/offline_check.py [--runs 5]

The engine enters an uploaded log again (engine.offline.checked): each move once, each undo or
correction one replay of the log. Measured in this process, interleaved run by run:

* reference: one replay of the worst case's moves (engine.log.replay_with_results), what a single
  undo costs;
* longest recorded game: Rescuing's 450 moves, checked;
* worst case accepted: 2,000 entries (the schema's most) of which 100 undos (offline.MAX_CHANGES),
  on a score pad, checked.

Prints min/median/max seconds of each and the worst case's median as a multiple of the reference's.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import engine  # noqa: E402  (bench/ is a folder of scripts)
from engine import offline  # noqa: E402
from engine.log import effective_moves, replay_with_results  # noqa: E402
from tests.helpers import longest_offline_upload  # noqa: E402
from tests.recorded_games import recorded_games  # noqa: E402

WHEN = 1_800_000_000.0


def score_pad() -> engine.Game:
    pad = engine.get("score-pad")
    assert pad is not None
    return pad


def worst_case() -> dict[str, Any]:
    return longest_offline_upload("bench-worst-case-0001", WHEN)


def longest_recorded() -> tuple[engine.Game, dict[str, Any]]:
    recorded = max(recorded_games(), key=lambda r: len(r.moves))
    game = recorded.game
    seats = game.seats(engine.validate_options(game, dict(recorded.options)))
    table = offline.new_table(game, dict(recorded.options), [f"P{i}" for i in range(seats)], "bench-longest-0001")
    for index, (seat, move) in enumerate(recorded.moves):
        offline.play(game, table, move, seat, now=WHEN + index)
    return game, table


def seconds(work: Callable[[], Any]) -> float:
    began = time.perf_counter()
    work()
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    pad = score_pad()
    worst = worst_case()
    worst_moves = effective_moves(worst["log"][: 2000 - offline.MAX_CHANGES])
    game, longest = longest_recorded()
    cases: dict[str, Callable[[], Any]] = {
        "reference: one replay of 1,900 moves": lambda: replay_with_results(pad, pad.setup(worst["options"]), worst_moves, None),
        f"longest recorded game ({len(longest['log'])} moves), checked": lambda: offline.checked(game, json.loads(json.dumps(longest))),
        "worst case: 2,000 entries, 100 undos, checked": lambda: offline.checked(pad, json.loads(json.dumps(worst))),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(runs):  # interleaved: a noisy neighbour slows every case alike
        for name, work in cases.items():
            times[name].append(seconds(work))
    for name, measured in times.items():
        print(f"{name}: min {min(measured):.3f} s, median {statistics.median(measured):.3f} s, max {max(measured):.3f} s")
    reference, worst_name = list(times)[0], list(times)[2]
    print(f"worst case / reference (medians): {statistics.median(times[worst_name]) / statistics.median(times[reference]):.0f}x")


if __name__ == "__main__":
    main()
