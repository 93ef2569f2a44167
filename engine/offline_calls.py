"""The offline engine's calls as a phone's browser makes them: JSON text in, JSON text out (issue 38).

pwa/js/offline/engine-worker.js runs ``engine`` in Pyodide and hands every call to :func:`answer`
as a name and its arguments in JSON; the answer is JSON too. Text across the JavaScript boundary
is simple and exact: no proxy objects to free, and a number, a list or a missing value arrives as
JSON says it, on both sides. A call that changes a table (play, undo, correct) answers the table
as it is now with the entry it kept, since the page owns the table (it keeps it in the phone's
storage) and this module keeps nothing between calls.

>>> import json
>>> table = json.loads(answer("new_table", json.dumps(["score-pad", {"players": 2}, ["Ann", "Bob"], "t1"])))["value"]
>>> played = json.loads(answer("play", json.dumps([table, {"type": "add", "points": 3}, 0, 10.0])))["value"]
>>> played["entry"]["result"], len(played["table"]["log"])
({'seat': 0, 'points': 3, 'score': 3}, 1)
>>> refused = json.loads(answer("play", json.dumps([played["table"], {"type": "add", "points": 0}, 0, 11.0])))
>>> refused["ok"], refused["error"]["rule"], refused["error"]["message"]["id"]
(False, 'SP2', 'sp-add-zero')
"""
from __future__ import annotations

import json
from typing import Any, Callable, Mapping, Sequence

from . import offline
from .errors import RuleError
from .game import Game, validate_options
from .log import BrokenMove
from .messages import Message, text_to_json
from .readers import choices_for
from .registry import all_games, get

Table = offline.Table


def answer(call: str, arguments: str) -> str:
    """One call (a name of :data:`CALLS`) with its arguments (a JSON list): ``{"ok": true, "value": ...}``,
    or ``{"ok": false, "error": ...}`` for what the rules refuse (see :func:`refusal`). Anything else
    raised is a fault of the engine's, not the player's: it goes up to the worker as it is."""
    function = CALLS.get(call)
    if function is None:
        raise ValueError(f"no such call of the offline engine: {call!r}")
    try:
        value = function(*json.loads(arguments))
    except RuleError as err:
        return as_json({"ok": False, "error": refusal(err)})
    return as_json({"ok": True, "value": value})


def refusal(err: RuleError) -> dict[str, Any]:
    """A refusal as the page words it: the sentence and each field's as ``{id, args}`` (or a plain
    sentence), the ruling, and the kind (``RuleError``, ``BrokenMove`` naming the later move a change
    breaks, ``LogDiffers``)."""
    out: dict[str, Any] = {"message": text_to_json(err.message), "rule": err.rule,
                           "errors": {path: [text_to_json(said) for said in texts] for path, texts in err.errors.items()},
                           "kind": type(err).__name__}
    if isinstance(err, BrokenMove):
        out["broken"] = {"version": err.version, "seat": err.seat, "move": err.move}
    return out


def as_json(value: Any) -> str:
    """JSON text of an answer: a sentence the engine left as a :class:`Message` goes as its ``{id, args}``."""
    return json.dumps(value, default=_message_json, ensure_ascii=False, separators=(",", ":"))


def _message_json(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    raise TypeError(f"{type(value).__name__} is not JSON")


def game_of(game_id: Any) -> Game:
    game = get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise ValueError(f"no such game: {game_id!r}")
    return game


def games() -> list[str]:
    return [game.id for game in all_games()]


def new_table(game_id: str, options: Any, names: Sequence[str], table_id: str) -> Table:
    return offline.new_table(game_of(game_id), options, names, table_id)


def play(table: Table, move: Any, seat: int | None, now: float) -> dict[str, Any]:
    entry = offline.play(game_of(table["game"]), table, move, seat, now)
    return {"table": table, "entry": entry}


def undo(table: Table, now: float) -> dict[str, Any]:
    entry = offline.undo(game_of(table["game"]), table, now)
    return {"table": table, "entry": entry}


def correct(table: Table, amendments: Sequence[Mapping[str, Any]], now: float) -> dict[str, Any]:
    entry = offline.correct(game_of(table["game"]), table, amendments, now)
    return {"table": table, "entry": entry}


def preview_undo(table: Table) -> offline.Entry:
    return offline.planned_undo(game_of(table["game"]), table)


def preview_correction(table: Table, amendments: Sequence[Mapping[str, Any]]) -> offline.Entry:
    return offline.planned_correction(game_of(table["game"]), table, amendments)


def view(table: Table, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: the host without a seat) reads of the table now: the game's view of its
    state, the status, and what may be entered (the phone holds the host role and every seat)."""
    game = game_of(table["game"])
    state = offline.state_of(game, table)
    seats = list(range(game.seats(table["options"])))
    return {"state": game.view(state, seat), "status": game.status(state),
            "choices": choices_for(game, state, seat=seat, host=True, seated=seats).as_json()}


def run(game_id: str, options: Any, moves: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """A whole game at once, for tests: ``moves`` as ``[seat, move]`` pairs played in turn (the n-th
    at time n), every entry kept and the final view of every seat. The first refusal is the answer."""
    game = game_of(game_id)
    seats = game.seats(validate_options(game, options))
    table = offline.new_table(game, options, [f"Seat {number}" for number in range(1, seats + 1)], "run")
    entries = [offline.play(game, table, move, seat, float(number)) for number, (seat, move) in enumerate(moves, 1)]
    return {"entries": entries, "views": [view(table, seat) for seat in range(seats)]}


CALLS: dict[str, Callable[..., Any]] = {
    "games": games, "new_table": new_table, "play": play, "undo": undo, "correct": correct,
    "preview_undo": preview_undo, "preview_correction": preview_correction, "view": view, "run": run,
}
