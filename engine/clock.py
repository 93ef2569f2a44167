"""The turn clock's arithmetic: whose turn it is, since when, and how long each turn ran, the pauses left out.

The engine reads no clock: the times come in as data, each log entry's ``created_at`` and the time the
caller calls now. Each game says whose turn a state is (``Game.turn``); this times those turns from the
log as it stands (the standing moves replayed after undos and corrections; a corrected move keeps the
time it was first entered at), each turn running from the move that made it to the move that ended it,
less the host's pauses. The clock's settings are log entries of their own (kind ``clock``: a pause, a
resume, a per-turn limit), which no replay plays and no undo takes back.

The server times its tables with it (api/table/clock.py, which reads the log and keeps the latest
timings), and so does a phone playing with no server (engine/offline.py, pwa/py/local_table.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .game import Game, State, Turn
from .log import CLOCK_KIND, effective_moves, replay_states
from .messages import Message, msg

Entry = Mapping[str, Any]
Interval = tuple[float, float | None]  # (start, end); end None: still running
# Settings of the turn clock a table keeps (pauses, resumes, limits): a long evening with a break
# every turn stays far below; a loop stops here instead of growing the log and the export.
CLOCK_ENTRIES_MAX = 200


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

    turn: Turn
    start: float
    end: float | None  # None: the turn still running


def spans(game: Game, options: Mapping[str, Any], entries: Sequence[Entry]) -> tuple[list[Span], Turn | None]:
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


def after_move(turns: list[Span], now: Turn | None, at: float) -> list[Span]:
    """The turns once a move entered at ``at`` leaves the table at ``now`` (a new list: the lists
    of earlier versions are kept as they are): the running turn goes on when ``now`` is the same
    turn, else it ends at ``at`` and ``now``'s begins."""
    if turns and turns[-1].end is None:
        last = turns[-1]
        if now is not None and now == last.turn:
            return turns
        turns = [*turns[:-1], Span(last.turn, last.start, max(at, last.start))]
    return [*turns, Span(now, at, None)] if now is not None else list(turns)


def zip_states(game: Game, options: Mapping[str, Any],
               entries: Sequence[Entry]) -> Iterable[tuple[State, dict[str, Any] | None]]:
    """The setup (with no move), then each state after a standing move, with that move."""
    moves: list[dict[str, Any] | None] = [None, *effective_moves(entries)]
    return zip(replay_states(game, options, entries), moves)


def turn_seconds(span: Span, pauses: Sequence[Interval], until: float) -> float:
    """How long a turn ran (a running one until ``until``), the pauses left out."""
    end = span.end if span.end is not None else until
    return max(0.0, end - span.start - paused_within(pauses, span.start, end))


def current(timed: Sequence[Span], turn: Turn | None, clock: Settings, now: float) -> dict[str, Any] | None:
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




def clock_change(entries: Iterable[Entry], turn: Turn | None, asked: Mapping[str, Any]) -> dict[str, Any] | Message:
    """The clock entry's move a host's setting makes (``asked``: ``paused`` and/or ``turn_limit_seconds``),
    or why it is refused (the server answers 409 with it): a game without a turn now has no clock, a
    table has at most CLOCK_ENTRIES_MAX settings, a pause of a paused clock (or a run of a running one)
    and the limit it already has change nothing."""
    entries = [e for e in entries if e["kind"] == CLOCK_KIND]
    if turn is None:
        return msg("api-no-clock")
    if len(entries) >= CLOCK_ENTRIES_MAX:
        return msg("api-clock-full", count=CLOCK_ENTRIES_MAX)
    now = settings(entries)
    change: dict[str, Any] = {"type": CLOCK_KIND}
    if "paused" in asked:
        if asked["paused"] == (now.paused_since is not None):
            return msg("api-clock-already", paused="yes" if asked["paused"] else "no")
        change["paused"] = asked["paused"]
    if "turn_limit_seconds" in asked and asked["turn_limit_seconds"] != now.turn_limit_seconds:
        change["turn_limit_seconds"] = asked["turn_limit_seconds"]
    if len(change) == 1:  # the limit it already has, and no pause: nothing to write
        return msg("api-clock-limit-same")
    return change


def clock_result(entries: Iterable[Entry], change: Mapping[str, Any]) -> dict[str, Any]:
    """What a clock entry answers: the clock's settings once it is in."""
    now = settings(e for e in entries if e["kind"] == CLOCK_KIND)
    return {"paused": change.get("paused", now.paused_since is not None),
            "turn_limit_seconds": change.get("turn_limit_seconds", now.turn_limit_seconds)}
