"""What a table's log means: which moves stand after undos and corrections.

A log is a list of entries, oldest first, each with a ``version``:

* ``{"kind": "move", "version": 7, "seat": 1, "move": {...}}``: a move.
* ``{"kind": "undo", "version": 8, "undoes": 7}``: takes back the latest
  entry still standing, a move or a correction (``undoes`` names it; an entry
  without it takes back the latest standing one).
* ``{"kind": "correction", "version": 9, "move": {"type": "correction",
  "amendments": [{"version": 3, "seat": 0, "move": {...} or None}]}}``:
  replaces earlier moves (named by the version they were first entered at)
  with corrected ones, or deletes them (``move`` None). The moves after them
  stand and are replayed over the corrected ones.
* ``{"kind": "clock", "version": 10, "move": {"type": "clock", "paused": true}}``: the host
  paused or resumed the turn clock, or set its per-turn limit (api/table/clock.py). Not a move: no
  replay plays it and no undo takes it back.

Everything here is pure: the store reads entries, these functions say which
moves to play, and :func:`replay_moves` plays them, naming the first move a
correction breaks.

>>> log = [
...     {"kind": "move", "version": 1, "seat": 0, "move": {"type": "add", "points": 3}},
...     {"kind": "move", "version": 2, "seat": 1, "move": {"type": "add", "points": 5}},
...     {"kind": "correction", "version": 3, "move": {"type": "correction",
...      "amendments": [{"version": 1, "seat": 0, "move": {"type": "add", "points": 4}}]}},
... ]
>>> [(m["version"], m["move"]["points"]) for m in effective_moves(log)]
[(1, 4), (2, 5)]
>>> [(m["version"], m["move"]["points"]) for m in effective_moves(log + [{"kind": "undo", "version": 4}])]
[(1, 3), (2, 5)]
"""
from __future__ import annotations

from typing import Any, Collection, Iterable, Mapping

from .errors import RuleError
from .messages import msg
from .game import Game, State, apply_valid, copy_state, sealed_versions, validate_move

Entry = Mapping[str, Any]
# The log entries of the turn clock (a pause, a resume, a per-turn limit): the platform's, not a move.
CLOCK_KIND = "clock"


class BrokenMove(RuleError):
    """A later move that a correction (or an undo) would make illegal.

    Carries the move's version and seat, and the ruling and sentence that
    refuse it once the log is replayed with the change.
    """

    def __init__(self, version: int, seat: int | None, move: Mapping[str, Any], cause: RuleError) -> None:
        super().__init__(cause.message, rule=cause.rule, errors=cause.errors)
        self.version = version
        self.seat = seat
        self.move = dict(move)


def standing_entries(entries: Iterable[Entry], after: int = 0) -> list[Entry]:
    """The moves and corrections not taken back, oldest first.

    ``entries`` may be the part of a log after a checkpoint at version
    ``after``: an undo of an entry at or before it is already in the
    checkpoint's state.
    """
    standing: list[Entry] = []
    for number, entry in enumerate(entries, start=1):
        if entry["kind"] == CLOCK_KIND:  # the turn clock's settings: nothing an undo takes back
            continue
        if entry["kind"] != "undo":
            standing.append({**entry, "version": entry.get("version", number)})
            continue
        target = entry.get("undoes")
        if target is not None and target <= after:
            continue
        index = len(standing) - 1 if target is None else _index_of(standing, target)
        if index < 0:
            raise RuleError(msg("log-undo-missing"))
        del standing[index]
    return standing


def _index_of(entries: list[Entry], version: int) -> int:
    for index in range(len(entries) - 1, -1, -1):
        if entries[index]["version"] == version:
            return index
    return -1


def effective_moves(entries: Iterable[Entry], after: int = 0) -> list[dict[str, Any]]:
    """The moves to play, in order, each ``{version, seat, move}``; corrections applied.

    A corrected move keeps the version it was first entered at, so later
    corrections and people can keep calling it by that number. With
    ``after``, ``entries`` follow a checkpoint at that version (see
    :func:`standing_entries`).
    """
    moves: list[dict[str, Any]] = []
    for entry in standing_entries(entries, after):
        if entry["kind"] == "move":
            moves.append({"version": entry["version"], "seat": entry.get("seat"), "move": entry["move"]})
        elif entry["kind"] == "correction":
            moves = amended(moves, entry["move"]["amendments"], after)
    return moves


def amended(moves: list[dict[str, Any]], amendments: Iterable[Mapping[str, Any]],
            after: int = 0) -> list[dict[str, Any]]:
    """``moves`` with each amendment applied (a replacement, or a deletion when its move is None).

    Amendments of moves at or before ``after`` (a checkpoint's version) are in its state already.
    """
    by_version = {a["version"]: a for a in amendments if a["version"] > after}
    if not by_version:
        return moves
    missing = set(by_version) - {m["version"] for m in moves}
    if missing:
        raise RuleError(msg("log-move-gone", version=min(missing)))
    out = []
    for move in moves:
        change = by_version.get(move["version"])
        if change is None:
            out.append(move)
        elif change.get("move") is not None:
            out.append({"version": move["version"], "seat": change.get("seat"), "move": change["move"]})
    return out


def replay_moves(game: Game, state: State, moves: Iterable[Mapping[str, Any]]) -> State:
    """Play ``moves`` from ``state`` (left untouched); raise BrokenMove at the first refused one."""
    return replay_split(game, state, moves, None)[0]


def replay_split(game: Game, state: State, moves: Iterable[Mapping[str, Any]],
                 before: int | None) -> tuple[State, State | None]:
    """Like :func:`replay_moves`, also keeping the state just before the first move at version
    ``before`` or later: what a change there cannot alter (None without ``before``)."""
    current, kept, _ = replay_with_results(game, state, moves, before)
    return current, kept


def replay_with_results(game: Game, state: State, moves: Iterable[Mapping[str, Any]],
                        since: int | None) -> tuple[State, State | None, dict[int, dict[str, Any]]]:
    """Like :func:`replay_split`, also giving the result each move at version ``since`` or later
    has in this replay, by version: what a correction or an undo makes of the later moves.

    >>> pad = __import__("engine").get("score-pad")
    >>> moves = [{"version": 1, "seat": 0, "move": {"type": "add", "points": 3}},
    ...          {"version": 2, "seat": 0, "move": {"type": "add", "points": 4}}]
    >>> state, before, results = replay_with_results(pad, pad.setup({"players": 2, "goal": None}), moves, 2)
    >>> before["scores"], results
    ([3, 0], {2: {'seat': 0, 'points': 4, 'score': 7}})
    """
    current = copy_state(state)
    kept: State | None = None
    results: dict[int, dict[str, Any]] = {}
    for item in moves:
        late = since is not None and item["version"] >= since
        if late and kept is None:
            kept = copy_state(current)
        try:
            current, result = apply_valid(game, current, validate_move(game, item["move"]), item.get("seat"))
        except RuleError as err:
            raise BrokenMove(item["version"], item.get("seat"), item["move"], err) from err
        if late:  # a copy: a game's result may share lists with the state the next move changes
            results[item["version"]] = copy_state(result)
    if since is not None and kept is None:
        kept = current  # no move that late: the whole replay comes before it
    return current, kept, results


def results_now(entries: Iterable[Entry]) -> tuple[dict[int, dict[str, Any]], dict[int, list[int]]]:
    """What the later entries' results became: by version, the result the latest replay gave
    (a correction's or an undo's ``changes``), and the versions of the entries that changed it.

    A correction (or the undo of one) replays every move after the moves it changes and keeps,
    in its own result, each later result that came out different (``{version, before, after}``).
    Read in log order, the last one to name a version holds that move's result now, whether the
    change still stands or was undone since: the undo recorded the results it brought back.

    >>> log = [{"version": 3, "result": {"changes": [{"version": 2, "before": {"ok": True}, "after": {"ok": False}}]}},
    ...        {"version": 4, "result": {"changes": [{"version": 2, "before": {"ok": False}, "after": {"ok": True}}]}}]
    >>> results_now(log)
    ({2: {'ok': True}}, {2: [3, 4]})
    """
    now: dict[int, dict[str, Any]] = {}
    changed_in: dict[int, list[int]] = {}
    for entry in sorted(entries, key=lambda e: e["version"]):
        for change in (entry.get("result") or {}).get("changes") or ():
            now[change["version"]] = change["after"]
            changed_in.setdefault(change["version"], []).append(entry["version"])
    return now, changed_in


def changed_results(game: Game, results: Mapping[int, Mapping[str, Any]], moves: Mapping[int, Mapping[str, Any]],
                    stored: Mapping[int, Any], now: Mapping[int, Any], amended: Collection[int] = ()) -> list[dict[str, Any]]:
    """The results a replay changes, oldest first: ``{version, seat, type, before, after, amended}``
    for every move replayed (``results`` and ``moves`` by version, as :func:`replay_with_results`
    gives them) whose result is not the one it has now: the one an earlier correction or undo made
    of it (``now``, :func:`results_now`), else the one it was stored with (``stored``).
    ``amended``: the versions the change itself replaces, whose new result is no surprise but is
    the truth too. What an undo or a correction keeps in its result (``changes``), on the server
    (api/table/replay.py) and on a phone playing without one (engine/offline.py) alike."""
    out = []
    for version, after in sorted(results.items()):
        before = now.get(version, stored.get(version))
        item = moves[version]
        # A result an older release stored with an English sentence is the same result in words.
        if before == after or (before is not None and game.result_today(item["move"]["type"], before) == after):
            continue
        out.append({"version": version, "seat": item["seat"], "type": item["move"]["type"],
                    "before": before, "after": after, "amended": version in amended})
    return out


def sealed_in_log(game: Game, state: State, entries: Iterable[Entry]) -> frozenset[int]:
    """The versions of a table's standing moves still sealed in ``state`` (Game.is_sealed), read
    from its whole log (each entry with the result it was stored with). Nothing to read while the
    game seals nothing now (Game.seals)."""
    if not game.seals(state):
        return frozenset()
    entries = list(entries)
    changed, _ = results_now(e for e in entries if e["kind"] in ("undo", "correction"))
    stored = {e["version"]: e.get("result") or {} for e in entries}
    standing = effective_moves(entries)
    return sealed_versions(game, state, ((m["version"], m["move"], changed.get(m["version"], stored.get(m["version"], {})))
                                         for m in standing))


def replay(game: Game, options: Mapping[str, Any], entries: Iterable[Entry]) -> State:
    """Rebuild a table's state from its whole log (moves, undos and corrections)."""
    return replay_moves(game, game.setup(options), effective_moves(entries))


def replay_states(game: Game, options: Mapping[str, Any], entries: Iterable[Entry]) -> Iterable[State]:
    """The setup, then the state after each standing move of the log, one by one (for charts).

    One state is played forward in place: read what you need from each before
    asking for the next (copy_state it to keep it), which spares a copy per move.
    """
    state = game.setup(options)
    yield state
    for item in effective_moves(entries):
        state, _ = apply_valid(game, state, validate_move(game, item["move"]), item.get("seat"))
        yield state
