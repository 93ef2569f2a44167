"""Every key a game answers or keeps in the log is one it declares (issue 36, point 1): what a tool reads back is typed.

Each recorded whole game (tests/recorded_games.py: all six games, every option set the legal-move tests
play) is replayed move by move, and checked against the JSON Schemas the API publishes, which are built from
the games' own declarations: the options as stored (``Game.options``), the state as every seat and a
spectator see it (``Game.view_schema``, closed), each result (``MoveSpec.result``) and each move and result
as the log shows it to each reader (``MoveSpec.logged_schema``, a hidden field null). A key the game stores
and does not name fails here, with the key's path.
"""
from __future__ import annotations

from functools import cache
from typing import Any, Callable

import fastjsonschema
import pytest
from jsonschema import Draft202012Validator

import engine
from engine.fields import object_schema
from engine.game import redact
from tests.recorded_games import RecordedGame, recorded_games

GAMES = sorted({recorded.game.id for recorded in recorded_games()})


Check = Callable[[Any, str], list[str]]


def compiled(schema: dict[str, Any]) -> Check:
    """The published schema, checked as Draft 2020-12 and compiled to Python (fastjsonschema: the views of
    whole games after every move, for every reader, are many thousands). The engine's schemas use no keyword
    whose meaning Draft 7, which fastjsonschema compiles, and 2020-12 do not share."""
    Draft202012Validator.check_schema(schema)
    validate = fastjsonschema.compile({**schema, "$schema": "http://json-schema.org/draft-07/schema#"})

    def problems(value: Any, what: str) -> list[str]:
        try:
            validate(value)
        except fastjsonschema.JsonSchemaValueException as problem:
            return [f"{what}: {problem.message}"]
        return []

    return problems


@cache
def checks(game_id: str) -> dict[str, Check]:
    """A game's published shapes, compiled once: its options, view and results, and each move type's
    result and logged move (by ``result:<type>`` and ``logged:<type>``)."""
    game = engine.get(game_id)
    found = {"options": compiled(object_schema(game.options)),
             "view": compiled(game.view_schema.schema() if game.view_schema else {"type": "object"}),
             "results": compiled(game.results_schema())}
    for move_type, spec in game.moves.items():
        found[f"result:{move_type}"] = compiled(spec.result_schema())
        found[f"logged:{move_type}"] = compiled(spec.logged_schema(move_type))
    return found


def shape_problems(recorded: RecordedGame) -> dict[str, int]:
    """Each problem found (once, however often it recurs), with the first version it was seen at."""
    game, check = recorded.game, checks(recorded.game.id)
    options = engine.validate_options(game, dict(recorded.options))
    found = dict.fromkeys(check["options"](options, "options"), 0)
    state = game.setup(options)
    seats = engine.game.state_seats(state)
    for version, (seat, move) in enumerate(recorded.moves, start=1):
        state, result = engine.play(game, state, move, seat)
        kind = move["type"]
        seen = check[f"result:{kind}"](result, f"{kind}'s result")
        for viewer in (None, *range(seats)):
            reader = "a spectator" if viewer is None else "a seat"
            seen += check["view"](game.view(state, viewer), f"the state as {reader} sees it")
            shown_move, shown_result = redact(game, engine.validate_move(game, move), result, viewer, seat,
                                              sealed={version}, version=version)
            seen += check[f"logged:{kind}"](shown_move, f"{kind} in the log, as {reader} reads it")
            seen += check[f"result:{kind}"](shown_result, f"{kind}'s result in the log, as {reader} reads it")
            seen += check["results"](shown_result, f"{kind}'s result in the game's results")
        for problem in seen:
            found.setdefault(problem, version)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_key_a_game_stores_or_answers_is_declared_in_its_published_schemas(game_id: str) -> None:
    found = {problem: f"{problem} (first at version {version} of a game with {recorded.options})"
             for recorded in recorded_games() if recorded.game.id == game_id
             for problem, version in shape_problems(recorded).items()}
    assert not found, "\n".join(list(found.values())[:40])


def test_a_key_the_game_does_not_declare_fails_the_check() -> None:
    """The check can fail: a state with one key more than the score pad declares is refused."""
    pad, check = engine.get("score-pad"), checks("score-pad")
    view = pad.view(pad.setup(engine.validate_options(pad, {"players": 2})), 0)
    assert check["view"](view, "view") == []
    assert check["view"]({**view, "secret_total": 3}, "view") == ["view: data must not contain {'secret_total'} properties"]
    result = {"seat": 0, "points": 3, "score": 3}
    assert check["result:add"](result, "result") == []
    assert check["result:add"]({**result, "bonus": 1}, "result") != []
    assert check["result:add"]({**result, "points": "3"}, "result") != []
