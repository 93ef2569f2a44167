"""The turn clock: whose turn it is, since when, and how long each player and each period took.

The engine keeps no clock: each game says whose turn a state is (``Game.turn``), and engine/clock.py
times those turns from the log's own times (pure: times come in as data). The clock's settings are
log entries of their own (kind ``clock``, engine/log.py): a pause, a resume, a per-turn limit. So
they survive a reload, reach every phone like a move (a new version), and never block one: a move is
checked against the rules only, never against the clock. Here: a table row's clock, its log read from
the store and the latest timings kept per process, and the timings of a finished play, in words.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Mapping, Sequence

import engine
from engine.clock import Entry, Settings, Span, after_move, current, paused_within, settings, spans, turn_seconds
from engine.log import CLOCK_KIND

from ..words.i18n import say
from ..store import AnyStore

# The arithmetic is the engine's (engine/clock.py, pure: times come in as data), which a phone with no
# server runs too; here, the log read from the store and the latest timings kept.
__all__ = ["Entry", "Settings", "Span", "after_move", "current", "paused_within", "settings", "spans", "turn_seconds",
           "table_clock", "timings", "turn_of"]


# The turns of the latest versions read, per process: every phone at a table reads each new
# version, and a replay of the log for each would cost one per phone and per move.
Timed = tuple[list[Span], engine.Turn | None, Settings]
_TIMED: OrderedDict[tuple[str, int], Timed] = OrderedDict()
TIMED_KEPT = 256


def table_clock(store: AnyStore, game: engine.Game, table: Mapping[str, Any], now: float) -> dict[str, Any] | None:
    """The clock of a table row as its answer gives it (see :func:`current`). The log is read only
    for a game whose state has a turn; a version that adds a move or a clock entry to one this
    process timed reads that entry alone, anything else (an undo, a correction) replays the log."""
    if turn_of(game, table["state"]) is None:
        return None
    table_id, version = str(table["id"]), int(table["version"])
    found = _TIMED.get((table_id, version))
    if found is None:
        found = extended(store, game, table) or replayed(store, game, table)
        _TIMED[(table_id, version)] = found
        while len(_TIMED) > TIMED_KEPT:
            _TIMED.popitem(last=False)
    return current(*found, now)


def turn_of(game: engine.Game, snapshot: Mapping[str, Any]) -> engine.Turn | None:
    """The turn of a stored snapshot, brought up to date first (a release before the turn clock
    may have stored it without what the hook reads): on a copy, the snapshot stays as stored."""
    return game.turn(game.upgrade(engine.copy_state(dict(snapshot))))


def replayed(store: AnyStore, game: engine.Game, table: Mapping[str, Any]) -> Timed:
    # The log up to the row's version: a move stored since the row was read belongs to the next version.
    entries = store.log(table["id"], 0, int(table["version"]))
    return (*spans(game, table["options"], entries), settings(entries))


def extended(store: AnyStore, game: engine.Game, table: Mapping[str, Any]) -> Timed | None:
    """The previous version's timing with the table's newest entry added, when that entry is a
    move (the snapshot is the state after it) or a clock entry; None otherwise."""
    before = _TIMED.get((str(table["id"]), int(table["version"]) - 1))
    if before is None:
        return None
    newest = store.log(table["id"], int(table["version"]) - 1, 1)
    if len(newest) != 1:
        return None
    entry, (timed, turn, clock) = newest[0], before
    if entry["kind"] == CLOCK_KIND:
        return timed, turn, settings([entry], clock)
    if entry["kind"] != "move":
        return None
    now = turn_of(game, table["state"])
    return after_move(timed, now, float(entry["created_at"])), now, clock


def timings(game: engine.Game, options: Mapping[str, Any], entries: Sequence[Entry], seats: int,
            until: float) -> dict[str, Any] | None:
    """Time per player and per period of a play (``TimingsSchema``), up to ``until`` (the end of
    the game); None for a game without turns. A player's time is the sum of their own turns; a
    phase several play at once, or nobody's, counts in ``shared_seconds`` and in its period. Each
    period is worded in the request's language ("Woche 1"), with its unit and number as data."""
    timed, _ = spans(game, options, entries)
    if not timed and game.turn(game.setup(options)) is None:
        return None
    clock = settings(entries)
    players = [{"seat": seat, "seconds": 0.0, "turns": 0, "over_limit": 0} for seat in range(seats)]
    periods: dict[engine.Period, float] = {}
    shared = 0.0
    for span in timed:
        seconds = turn_seconds(span, clock.pauses, until)
        periods[span.turn.period] = periods.get(span.turn.period, 0.0) + seconds
        seat = span.turn.seat
        if seat is None or not 0 <= seat < seats:
            shared += seconds
            continue
        players[seat]["seconds"] += seconds
        players[seat]["turns"] += 1
        limit = clock.turn_limit_seconds
        players[seat]["over_limit"] += int(limit is not None and seconds > limit)
    first = timed[0].start if timed else until
    return {
        "players": [{**p, "seconds": round(p["seconds"])} for p in players],
        "periods": [{"period": say(period.words()), **period.to_json(), "seconds": round(seconds)}
                    for period, seconds in periods.items()],
        "shared_seconds": round(shared),
        "paused_seconds": round(paused_within(clock.pauses, first, until)),
        "turn_limit_seconds": clock.turn_limit_seconds,
    }
