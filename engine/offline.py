"""A table kept without a server: its whole log, played on one device (issue 38).

A group with no network plays on one phone: the installed app runs this module, with the rest of
``engine/``, in the browser (Pyodide), and keeps the table it returns in the phone's storage. Once a
server is reachable the table is uploaded, and the server runs the same module over it
(:func:`checked`) before it keeps it: every entry is entered again from what was asked (a move, an
undo, a correction) and must come out as the phone stored it. Nothing here is the phone's own rule:
a move is checked by the game (``validate_move``, ``apply_valid``), what an undo or a correction does
to a log is :mod:`engine.log`'s, as on the server (api/table/moves.py, api/resources/corrections.py).

A table is plain data that round-trips through JSON::

    {"format": 1, "id": "...", "game": "score-pad", "options": {...}, "players": ["Ann", "Bob"],
     "log": [{"version": 1, "kind": "move", "seat": 0, "role": "player", "move": {...},
              "result": {...}, "undoes": None, "created_at": 1765000000.0}, ...]}

Each entry is what the server's log keeps (``role`` is ``host`` for a move without a seat, as the
host enters it; one phone holds every seat and the host role). The time of each entry is given by
the caller: the engine has no clock.

>>> import engine
>>> pad = engine.get("score-pad")
>>> table = new_table(pad, {"players": 2}, ["Ann", "Bob"], "t1")
>>> play(pad, table, {"type": "add", "points": 3}, 0, now=10.0)["result"]
{'seat': 0, 'points': 3, 'score': 3}
>>> play(pad, table, {"type": "add", "points": 4}, 1, now=11.0)["result"]["score"]
4
>>> correct(pad, table, [{"version": 1, "move": {"type": "add", "points": 5}}], now=12.0)["result"]
{'corrected': [{'version': 1, 'type': 'add', 'seat': 0, 'deleted': False}], 'changes': [{'version': 1, 'seat': 0, 'type': 'add', 'before': {'seat': 0, 'points': 3, 'score': 3}, 'after': {'seat': 0, 'points': 5, 'score': 5}, 'amended': True}]}
>>> state_of(pad, table)["scores"]
[5, 4]
>>> undo(pad, table, now=13.0)["result"]["undid"]
3
>>> state_of(pad, table)["scores"]
[3, 4]
>>> checked(pad, table)["scores"]
[3, 4]
"""
from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from .errors import RuleError
from .game import Game, State, apply_valid, validate_move, validate_options
from .clock import clock_change, clock_result, current, settings, spans
from .log import CLOCK_KIND, changed_results, effective_moves, replay, replay_with_results, results_now, sealed_in_log
from .messages import Message, msg
from .reading import entries_as_seen
from .readers import choices_for

# The layout of an offline table: a server refuses a layout it does not know (issue 38, point 4).
FORMAT = 1
# The fields of a log entry, as the server's log keeps them (api/store/sql.py LOG_COLUMNS).
ENTRY_FIELDS = ("version", "kind", "seat", "role", "move", "result", "undoes", "created_at")
# The undos and corrections an uploaded table may hold: each replays the log, so a table made of them
# would cost the server a replay each (a long evening of corrections holds a few dozen).
MAX_CHANGES = 100
# What must come out the same when an uploaded entry is entered again (the time is the phone's word).
CHECKED_FIELDS = ("version", "kind", "seat", "role", "move", "result", "undoes")
Table = dict[str, Any]
Entry = dict[str, Any]


class ClockRefused(RuleError):
    """A setting of the turn clock that changes nothing, or on a table with no turn now (the server's 409)."""


class LogDiffers(RuleError):
    """An uploaded table whose entry ``version`` is not what entering it again gives: a move the rules
    refuse (the refusal's ruling and sentence), or a result, seat or move that differs (``field``)."""

    def __init__(self, version: int, cause: RuleError | None = None, field: str | None = None) -> None:
        where = f"log.{version - 1}" + (f".{field}" if field else "")
        if cause is not None:
            super().__init__(msg("offline-move-refused", version=version, why=cause.message), rule=cause.rule,
                             field=where)
        else:
            super().__init__(msg("offline-entry-differs", version=version, field=field or "entry"), field=where)
        self.version = version
        self.field = field


def new_table(game: Game, options: Any, names: Sequence[str], table_id: str) -> Table:
    """A table of ``game`` with its options checked and one name per seat, in seat order."""
    checked_options = validate_options(game, options)
    seats = game.seats(checked_options)
    if len(names) != seats:
        raise RuleError(msg("offline-names-per-seat", seats=seats, names=len(names)), field="players")
    return {"format": FORMAT, "id": table_id, "game": game.id, "options": checked_options,
            "players": list(names), "log": []}


def state_of(game: Game, table: Table) -> State:
    """The table's state now: its log replayed (an offline table is one evening: short)."""
    return replay(game, table["options"], table["log"])


def seen_by(game: Game, table: Table, seat: int | None, now: float | None = None) -> dict[str, Any]:
    """The table now as the one holding the phone reads it: ``seat``'s view, the status, what may be
    entered now and whether an undo would be taken, and the turn clock at ``now`` (engine/clock.py).
    The phone holds the host role too, so it is offered the host's moves; another seat's private move
    only that seat enters ("I am Carlos" on the phone), as the server offers it (engine/readers.py:
    every seat is taken)."""
    state = state_of(game, table)
    seats = len(table["players"])
    log = table["log"]
    turn = game.turn(state)
    return {"state": game.view(state, seat), "status": game.status(state),
            "choices": choices_for(game, state, seat=seat, host=True, seated=range(seats)).as_json(),
            "may_undo": latest_standing(log) is not None,
            "clock": None if now is None or turn is None else current(*spans(game, table["options"], log), settings(log), now)}


def set_clock(game: Game, table: Table, asked: Mapping[str, Any], now: float, state: State | None = None) -> Entry:
    """The host pauses or runs the turn clock, or sets its per-turn limit (``asked``: ``paused`` and/or
    ``turn_limit_seconds``): a clock entry, kept; raises ClockRefused for a setting that changes nothing.
    ``state``: the table's now, when the caller has it (a clock entry does not change it)."""
    change = clock_change(table["log"], game.turn(state_of(game, table) if state is None else state), asked)
    if isinstance(change, Message):
        raise ClockRefused(change)
    return _keep(table, {"kind": CLOCK_KIND, "seat": None, "role": "host", "move": change,
                         "result": clock_result(table["log"], change), "undoes": None}, now)


def log_as_seen(game: Game, table: Table, seat: int | None) -> list[dict[str, Any]]:
    """The whole log as ``seat`` reads it (engine/reading.py, as the server serves its log)."""
    log = table["log"]
    corrections = {e["version"] for e in log if e["kind"] == "correction"}
    changers = [e for e in log if e["kind"] == "correction" or (e["kind"] == "undo" and e["undoes"] in corrections)]
    undone = {e["undoes"]: e["version"] for e in log if e["kind"] == "undo"}
    return entries_as_seen(game, log, seat, undone=undone, changers=changers,
                           sealed=sealed_in_log(game, state_of(game, table), log))


def latest_standing(log: Sequence[Entry]) -> Entry | None:
    """The latest move or correction not taken back: what an undo takes back (as store.latest_standing)."""
    undone = {entry["undoes"] for entry in log if entry["kind"] == "undo"}
    return next((entry for entry in reversed(log)
                 if entry["kind"] in ("move", "correction") and entry["version"] not in undone), None)


def play(game: Game, table: Table, move: Any, seat: int | None, now: float) -> Entry:
    """Enter one move for ``seat`` (None: the host's own move) and keep it; its log entry.
    Raises the game's RuleError, with nothing kept, for a move the rules refuse."""
    return play_on(game, table, move, seat, now, state_of(game, table))[0]


def play_on(game: Game, table: Table, move: Any, seat: int | None, now: float, state: State) -> tuple[Entry, State]:
    """play() from ``state``, the table's now (which it may change), so a caller entering moves one
    after another replays nothing: the entry kept and the state after it."""
    checked_move = validate_move(game, move)
    spec = game.moves[checked_move["type"]]
    if spec.who == "host":
        seat = None  # the host's move has no seat, as the server keeps it
    elif seat is None and spec.who == "seat":
        raise RuleError(msg("seat-not-named"), field="seat")
    after, result = apply_valid(game, state, checked_move, seat)
    return _keep(table, {"kind": "move", "seat": seat, "role": "host" if seat is None else "player",
                         "move": checked_move, "result": result, "undoes": None}, now), after


def planned_undo(game: Game, table: Table) -> Entry:
    """The undo entry that would take back the latest standing entry, not kept (the preview)."""
    return _undo_and_state(game, table)[0]


def _undo_and_state(game: Game, table: Table) -> tuple[Entry, State]:
    """:func:`planned_undo`, and the table's state once it is kept (from the same replay)."""
    log = table["log"]
    last = latest_standing(log)
    if last is None:
        raise RuleError(msg("api-nothing-to-undo"))
    since = _first_changed(last)
    undo = {"kind": "undo", "version": len(log) + 1, "undoes": last["version"]}
    result = {"undid": last["version"], "type": last["move"]["type"], "seat": last["seat"]}
    changes, after = _changes(game, table, undo, since)
    if changes:
        result["changes"] = changes
    return {**undo, "seat": None, "role": "host", "move": {"type": "undo"}, "result": result}, after


def undo(game: Game, table: Table, now: float) -> Entry:
    """Take back the latest standing move or correction (the phone holds the host role) and keep it."""
    return _keep(table, planned_undo(game, table), now)


def planned_correction(game: Game, table: Table, amendments: Sequence[Mapping[str, Any]]) -> Entry:
    """The correction entry ``amendments`` make (each ``{version, move}``, or ``{version, delete: true}``,
    with ``seat`` to move it to another seat), not kept (the preview). Raises engine.BrokenMove naming
    the first later move it makes illegal, as the server refuses it."""
    return _correction_and_state(game, table, amendments)[0]


def _correction_and_state(game: Game, table: Table, amendments: Sequence[Mapping[str, Any]]) -> tuple[Entry, State]:
    """:func:`planned_correction`, and the table's state once it is kept (from the same replay)."""
    versions = [a["version"] for a in amendments]
    if not versions or len(set(versions)) != len(versions):
        raise RuleError(msg("api-correct-once"), field="amendments")
    log = table["log"]
    standing = {m["version"]: m for m in effective_moves(log)}
    changes = [_amendment(game, asked, standing, log) for asked in amendments]
    entry = {"kind": "correction", "version": len(log) + 1, "seat": None, "role": "host", "undoes": None,
             "move": {"type": "correction", "amendments": changes}}
    corrected = [{"version": c["version"], "type": (c["move"] or c["before"])["type"], "seat": c["seat"],
                  "deleted": c["move"] is None} for c in changes]
    result: dict[str, Any] = {"corrected": corrected}
    later, after = _changes(game, table, entry, min(versions), amended=set(versions))
    if later:
        result["changes"] = later
    return {**entry, "result": result}, after


def correct(game: Game, table: Table, amendments: Sequence[Mapping[str, Any]], now: float) -> Entry:
    """Correct earlier moves, all at once, and keep the correction (see :func:`planned_correction`)."""
    return _keep(table, planned_correction(game, table, amendments), now)


def checked(game: Game, table: Any) -> State:
    """An uploaded table entered again, entry by entry, from what was asked; its state now.

    Raises LogDiffers at the first entry the rules refuse or that does not come out as stored (its
    result, its seat, its move), so a table changed by hand in the phone's storage is refused."""
    if not isinstance(table, Mapping) or table.get("format") != FORMAT or table.get("game") != game.id:
        raise RuleError(msg("offline-format", format=FORMAT), field="format")
    again = new_table(game, table.get("options"), table.get("players") or [], str(table.get("id")))
    log = table.get("log") or []
    if sum(1 for entry in log if isinstance(entry, Mapping) and entry.get("kind") in ("undo", "correction")) > MAX_CHANGES:
        raise RuleError(msg("offline-too-many-changes", most=MAX_CHANGES), field="log")
    # Played forward once: a move costs one move (an undo or a correction a replay), not a replay each.
    state = game.setup(again["options"])
    for index, entry in enumerate(log):
        version = index + 1
        if not isinstance(entry, Mapping) or entry.get("version") != version:
            raise LogDiffers(version, field="version")
        try:
            made, state = _enter_again(game, again, entry, state)
        except RuleError as err:
            raise LogDiffers(version, cause=err) from err
        stored = {**entry, "result": _result_today(game, entry)}
        differs = next((name for name in CHECKED_FIELDS if _canonical(made.get(name)) != _canonical(stored.get(name))), None)
        if differs is not None:
            raise LogDiffers(version, field=differs)
    return state


def _enter_again(game: Game, table: Table, entry: Mapping[str, Any], state: State) -> tuple[Entry, State]:
    """Enter ``entry`` again from what it asked (its move and seat, its undo, its amendments, its clock
    setting) on ``table``, whose state is ``state``: the entry made and the state after it."""
    now = entry.get("created_at")
    if not isinstance(now, (int, float)) or isinstance(now, bool):
        raise RuleError(msg("offline-format", format=FORMAT), field="created_at")
    kind = entry.get("kind")
    if kind == "move":
        return play_on(game, table, entry.get("move"), entry.get("seat"), now, state)
    if kind == "undo":
        planned, after = _undo_and_state(game, table)
        return _keep(table, planned, now), after
    if kind == "correction":
        amendments = (entry.get("move") or {}).get("amendments") or []
        asked = [{"version": a.get("version"), "move": a.get("move"), "seat": a.get("seat")}
                 if a.get("move") is not None else {"version": a.get("version"), "delete": True}
                 for a in amendments if isinstance(a, Mapping)]
        planned, after = _correction_and_state(game, table, asked)
        return _keep(table, planned, now), after
    if kind == CLOCK_KIND:
        setting = {name: value for name, value in (entry.get("move") or {}).items() if name != "type"}
        return set_clock(game, table, setting, now, state), state
    raise RuleError(msg("offline-format", format=FORMAT), field="kind")


def _result_today(game: Game, entry: Mapping[str, Any]) -> Any:
    """An uploaded move's result as this release gives it: a phone that ran an older engine stored
    it the way that release did (Game.result_today, the server's compatibility rules for old logs)."""
    result, move = entry.get("result"), entry.get("move")
    if entry.get("kind") != "move" or not isinstance(result, dict) or not isinstance(move, Mapping):
        return result
    move_type = move.get("type")
    return game.result_today(move_type, result) if isinstance(move_type, str) and move_type in game.moves else result


def _keep(table: Table, entry: Entry, now: float) -> Entry:
    kept = {**entry, "version": len(table["log"]) + 1, "created_at": now}
    kept = {name: kept.get(name) for name in ENTRY_FIELDS}
    table["log"].append(kept)
    return kept


def _first_changed(entry: Mapping[str, Any]) -> int:
    """The earliest version an entry changes: itself, or for a correction the moves it amends."""
    if entry["kind"] == "correction":
        return int(min(a["version"] for a in entry["move"]["amendments"]))
    return int(entry["version"])


def _changes(game: Game, table: Table, change: Mapping[str, Any], since: int,
             amended: set[int] | frozenset[int] = frozenset()) -> tuple[list[dict[str, Any]], State]:
    """The later results ``change`` (an undo or a correction, not kept yet) changes: engine.log's
    changed_results over the whole log, as the server computes them over its window; and the table's
    state with ``change`` kept (the same replay's)."""
    log = table["log"]
    moves = effective_moves([*log, change])
    after, _, results = replay_with_results(game, game.setup(table["options"]), moves, since)
    stored = {e["version"]: e["result"] for e in log if e["kind"] == "move" and e["version"] >= since}
    now, _ = results_now(e for e in log if e["kind"] in ("undo", "correction"))
    return changed_results(game, results, {m["version"]: m for m in moves if m["version"] >= since},
                           stored, now, amended), after


def _amendment(game: Game, asked: Mapping[str, Any], standing: Mapping[int, Mapping[str, Any]],
               log: Sequence[Entry]) -> dict[str, Any]:
    """One amendment as the log keeps it (as api/resources/corrections.py's, for the host): the move
    before and after, and their seats; a host's move keeps no seat, a seat's move keeps its seat
    unless another is named."""
    number = asked.get("version")
    current = standing.get(number) if isinstance(number, int) else None
    if current is None:
        entered = next((e for e in log if e["version"] == number), None)
        raise RuleError(msg("api-no-move-to-correct" if entered is None else
                            "api-entry-not-a-move" if entered["kind"] != "move" else "api-move-gone",
                            version=number if isinstance(number, int) else str(number)), field="amendments")
    change = {"version": number, "before": current["move"], "before_seat": current["seat"], "move": None,
              "seat": current["seat"]}
    if asked.get("delete"):
        return change
    move = validate_move(game, asked.get("move"))
    who = game.moves[move["type"]].who
    seat = None if who == "host" else asked.get("seat", current["seat"])
    if seat is None and who == "seat":
        raise RuleError(msg("seat-not-named"), field="seat")
    return {**change, "move": move, "seat": seat}


def _canonical(value: Any) -> str:
    """A value as JSON with sorted keys: a phone's JSON and the engine's dicts compare equal."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))
