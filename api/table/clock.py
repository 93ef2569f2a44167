"""The turn clock: whose turn it is, since when, and how long each player and each period took.

The engine keeps no clock: each game says whose turn a state is (``Game.turn``). This module
times those turns from the log's own times, as the log stands now: the standing moves replayed
(after undos and corrections; a corrected move keeps the time it was first entered at), each
turn running from the move that made it to the move that ended it, less the host's pauses.
The clock's settings are log entries of their own (kind ``clock``, engine/log.py): a pause, a
resume, a per-turn limit. So they survive a reload, reach every phone like a move (a new version),
and never block one: a move is checked against the rules only, never against the clock.

Everything here but :func:`table_clock`'s reading of the store is pure: times come in as data.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

import engine
from engine.game import State
from engine.log import CLOCK_KIND

from ..words.i18n import say
from ..store import AnyStore

Entry = Mapping[str, Any]
Interval = tuple[float, float | None]  # (start, end); end None: still running


@dataclass
class Settings:
    """The clock's settings after the log's clock entries: its pauses and the per-turn limit."""

    pauses: list[Interval] = field(default_factory=list)
    turn_limit_seconds: int | None = None

    @property
    def paused_since(self) -> float | None:
        return self.pauses[-1][0] if self.pauses and self.pauses[-1][1] is None else None


def settings(entries: Iterable[Entry], before: Settings | None = None) -> Settings:
    """The clock's settings after ``entries`` (the log, oldest first; only clock entries count),
    from ``before`` (the settings before them) if given.

    >>> s = settings([{"kind": "clock", "created_at": 10.0, "move": {"type": "clock", "paused": True}},
    ...               {"kind": "clock", "created_at": 25.0, "move": {"type": "clock", "paused": False,
    ...                                                               "turn_limit_seconds": 60}}])
    >>> s.pauses, s.paused_since, s.turn_limit_seconds
    ([(10.0, 25.0)], None, 60)
    """
    out = Settings(list(before.pauses), before.turn_limit_seconds) if before is not None else Settings()
    for entry in entries:
        if entry["kind"] != CLOCK_KIND:
            continue
        change, at = entry["move"], float(entry["created_at"])
        if "turn_limit_seconds" in change:
            out.turn_limit_seconds = change["turn_limit_seconds"]
        if change.get("paused") is True and out.paused_since is None:
            out.pauses.append((at, None))
        elif change.get("paused") is False and out.paused_since is not None:
            out.pauses[-1] = (out.pauses[-1][0], at)
    return out


def paused_within(pauses: Sequence[Interval], start: float, end: float) -> float:
    """Seconds of ``pauses`` between ``start`` and ``end`` (a running pause runs until ``end``).

    >>> paused_within([(10.0, 20.0), (30.0, None)], 15.0, 40.0)
    15.0
    """
    return sum(max(0.0, min(end, stop if stop is not None else end) - max(start, begin)) for begin, stop in pauses)


@dataclass(frozen=True)
class Span:
    """One turn, timed: from the move that made it (``start``) to the move that ended it."""

    turn: engine.Turn
    start: float
    end: float | None  # None: the turn still running


def spans(game: engine.Game, options: Mapping[str, Any], entries: Sequence[Entry]) -> tuple[list[Span], engine.Turn | None]:
    """The turns of the log as it stands now, oldest first, and the turn of the state now (None
    once the game is over, or for a game without turns).

    The clock starts with the first standing move (as the play's duration does): the turn before
    it is shown but not timed. A move that leaves the same seats to act in the same period (a band
    that plans, attacks, then ends its turn) continues the turn it is part of.
    """
    times = {e["version"]: float(e["created_at"]) for e in entries if e["kind"] == "move"}
    turns: list[Span] = []
    now = None
    for state, item in zip_states(game, options, entries):
        now = game.turn(state)
        if item is not None:
            turns = after_move(turns, now, times[item["version"]])
    return turns, now


def after_move(turns: list[Span], now: engine.Turn | None, at: float) -> list[Span]:
    """The turns once a move entered at ``at`` leaves the table at ``now`` (a new list: the lists
    of earlier versions are kept as they are): the running turn goes on when ``now`` is the same
    turn, else it ends at ``at`` and ``now``'s begins."""
    if turns and turns[-1].end is None:
        last = turns[-1]
        if now is not None and now == last.turn:
            return turns
        turns = [*turns[:-1], Span(last.turn, last.start, max(at, last.start))]
    return [*turns, Span(now, at, None)] if now is not None else list(turns)


def zip_states(game: engine.Game, options: Mapping[str, Any],
               entries: Sequence[Entry]) -> Iterable[tuple[State, dict[str, Any] | None]]:
    """The setup (with no move), then each state after a standing move, with that move."""
    moves: list[dict[str, Any] | None] = [None, *engine.effective_moves(entries)]
    return zip(engine.replay_states(game, options, entries), moves)


def turn_seconds(span: Span, pauses: Sequence[Interval], until: float) -> float:
    """How long a turn ran (a running one until ``until``), the pauses left out."""
    end = span.end if span.end is not None else until
    return max(0.0, end - span.start - paused_within(pauses, span.start, end))


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


def current(timed: Sequence[Span], turn: engine.Turn | None, clock: Settings, now: float) -> dict[str, Any] | None:
    """The clock as the table's answer gives it (``ClockSchema``): the turn now, with ``timed``
    (:func:`spans`) and ``clock`` (:func:`settings`); None for a game without turns and once the
    game is over. A phone runs it on from ``server_now`` (its own clock may be off). The period is
    data (``{"unit": "week", "number": 1}``), which the phone words itself: the table's answer, and
    so its ETag, is the same in every language."""
    if turn is None:
        return None
    running = timed[-1] if timed and timed[-1].end is None else None
    since = running.start if running is not None else None
    paused_since = clock.paused_since
    # The pauses of this turn that are over: a phone adds the running one itself, from paused_since.
    paused_before = 0.0 if since is None else paused_within([p for p in clock.pauses if p[1] is not None], since, now)
    elapsed = 0.0 if running is None else turn_seconds(running, clock.pauses, now)
    limit = clock.turn_limit_seconds
    return {
        "seats": list(turn.seats), "seat": turn.seat, "period": turn.period.to_json(),
        "since": since, "elapsed_seconds": round(elapsed, 3), "paused_before_seconds": round(paused_before, 3),
        "paused": paused_since is not None, "paused_since": paused_since,
        "turn_limit_seconds": limit, "over_limit": limit is not None and since is not None and elapsed > limit,
        "server_now": now,
    }


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
