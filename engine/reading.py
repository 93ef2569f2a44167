"""The log as a seat reads it: each entry with the result it has now, other seats' secrets blanked.

What a reader of the log sees is a rule of the game (who may read which field: ``Game.redact``, sealed
choices: ``Game.is_sealed``), so it is the engine's, in one place: the server serves it to every phone
(api/table/moves.py ``log_as_seen``, the exports), and a phone playing without a server reads its own
log through it (engine/offline.py :func:`~engine.offline.log_as_seen`).

Each move comes with its result as it stands now: a correction, or the undo of one, that replayed it
keeps the results it changed (engine.results_now), so a later attack that a corrected band no longer
wins reads as lost.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .game import Game, redact
from .log import results_now

Entry = Mapping[str, Any]


def entries_as_seen(game: Game, entries: Iterable[Entry], seat: int | None, *, undone: Mapping[int, int],
                    changers: Iterable[Entry], sealed: frozenset[int] = frozenset()) -> list[dict[str, Any]]:
    """``entries`` (a page of the log) as ``seat`` reads them (None: the host or a spectator).

    ``undone``: by version, the undo that took an entry back (at least those of the page);
    ``changers``: every correction of the table, standing or undone, and every undo of one, oldest
    first (the entries that replayed later moves); ``sealed``: the versions of moves still sealed."""
    changers = list(changers)
    results, result_changed_in = results_now(changers)
    undone_corrections = {e["undoes"] for e in changers if e["kind"] == "undo"}
    corrected_in: dict[int, list[int]] = {}
    now: dict[int, Mapping[str, Any]] = {}  # the move as the latest standing correction left it
    for correction in changers:
        if correction["kind"] != "correction" or correction["version"] in undone_corrections:
            continue
        for amendment in correction["move"]["amendments"]:
            corrected_in.setdefault(amendment["version"], []).append(correction["version"])
            now[amendment["version"]] = amendment
    return [entry_as_seen(game, entry, seat, undone, corrected_in, now, results, result_changed_in, sealed)
            for entry in entries]


def result_today(game: Game, entry: Entry) -> Any:
    """A log entry's stored result as this release gives it (Game.result_today); a platform entry's as stored."""
    result = entry["result"]
    if entry["kind"] != "move" or not isinstance(result, dict):
        return result
    return game.result_today(entry["move"]["type"], result)


def entry_as_seen(game: Game, entry: Entry, seat: int | None, undone: Mapping[int, int],
                  corrected_in: Mapping[int, list[int]], now: Mapping[int, Mapping[str, Any]],
                  results: Mapping[int, dict[str, Any]], result_changed_in: Mapping[int, list[int]],
                  sealed: frozenset[int] = frozenset()) -> dict[str, Any]:
    """One log entry as ``seat`` reads it, with the result it has now (see entries_as_seen); the fields of
    a move still ``sealed`` (its version) blanked for every other seat."""
    version = entry["version"]
    latest = now.get(version)
    deleted = latest is not None and latest["move"] is None
    # A result an older release stored with an English sentence is served as this release gives it (a message):
    # what the spec types (issue 36), and what a replay of the move gives.
    entered = result_today(game, entry)
    # A move a standing correction deleted has no result now; what it had is its entered result.
    current = None if deleted else results.get(version, entered)
    # A corrected move's private fields belong to the seat it now stands for.
    result_seat = latest["seat"] if latest is not None and not deleted else entry["seat"]
    move, entered_seen = redact(game, entry["move"], entered, seat, entry["seat"], sealed, version)
    current_move = latest["move"] if latest is not None and not deleted else entry["move"]
    current_seen = None if current is None else redact(game, current_move, current, seat, result_seat, sealed, version)[1]
    return {
        "game": game.id, "version": version, "kind": entry["kind"], "seat": entry["seat"], "by": entry["role"],
        "time": entry["created_at"], "move": move, "result": current_seen,
        "entered_result": None if current == entered else entered_seen,
        "result_changed_in": result_changed_in.get(version, []),
        "undone": version in undone, "undoes": entry["undoes"],
        "corrected_in": corrected_in.get(version, []),
        "now": None if latest is None else now_as_seen(game, latest, seat, sealed, version),
    }


def now_as_seen(game: Game, amendment: Mapping[str, Any], viewer: int | None,
                sealed: frozenset[int] = frozenset(), version: int | None = None) -> dict[str, Any]:
    """A corrected move as it stands now, as ``viewer`` may read it ({move: null} once deleted)."""
    move = amendment["move"]
    if move is not None:
        move = redact(game, move, {}, viewer, amendment["seat"], sealed, version)[0]
    return {"move": move, "seat": amendment["seat"]}
