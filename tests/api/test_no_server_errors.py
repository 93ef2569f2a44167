"""Random legal and illegal moves through every game's table: never a 5xx.

Moves are generated from the move schemas the API publishes (``GET /games``),
biased towards values the games use (their enums, small numbers, seat
numbers), so that many are legal and the tables get deep into their games,
and sometimes deliberately wrong (junk values, missing fields, another seat's
turn). Every answer must be one of the statuses the API documents; a 5xx or
an exception from the engine fails the test with the move that caused it.
"""
from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from engine.fields import plain_schema
from tests.helpers import Table, make_table
from tests.games.goods.test_rules import card_table

OPTIONS: dict[str, dict[str, Any]] = {
    "score-pad": {"players": 3},
    "curse-you-robin-hood": {"players": 3},
    "rescuing-robin-hood": {"players": 2},
    "hero-of-the-people": {},
    "robin-hood-1990": {"players": 3},
    "robin-hood-goods": {"players": 3, "card_table": card_table(3)},
}
MOVES_PER_SEED = 1000
SEEDS = (1, 2, 3, 4)
ACCEPTED_STATUSES = {201, 403, 409, 422}
JUNK: list[Any] = [None, -1, 10**9, "", "x" * 300, [], {}, True, 2.5, [[[]]], {"a": {"b": None}}]


class MoveGenerator:
    """Moves shaped by the published JSON Schemas, with a taste for the game's own words."""

    def __init__(self, game: dict[str, Any], seats: int, rnd: random.Random) -> None:
        self.moves = game["moves"]
        self.rnd = rnd
        self.seats = seats
        self.words = sorted(set(enum_strings(game["moves"])) | {str(s) for s in range(seats)} | {"Ann", "p0", "p1"})

    def move(self) -> dict[str, Any]:
        kind = self.rnd.choice(sorted(self.moves))
        move = self.object(self.moves[kind]["schema"], depth=0)
        if self.rnd.random() < 0.05 and move:  # a field left out
            move.pop(self.rnd.choice(sorted(move)))
        return {"type": kind, **move}

    def value(self, schema: dict[str, Any], depth: int) -> Any:
        schema = plain_schema(schema)  # standard JSON Schema, read as one type
        rnd = self.rnd
        if rnd.random() < 0.03 or depth > 6:
            return rnd.choice(JUNK)
        if schema.get("nullable") and rnd.random() < 0.1:
            return None
        if "enum" in schema:
            return rnd.choice(schema["enum"])
        kind = schema.get("type")
        if kind == "integer":
            low = schema.get("minimum", -3)
            high = min(schema.get("maximum", low + 12), low + 12)
            return rnd.randint(low, max(low, high))
        if kind == "number":
            return rnd.choice([0, 1, 2.5])
        if kind == "boolean":
            return rnd.random() < 0.5
        if kind == "string":
            return rnd.choice(self.words)
        if kind == "array":
            count = rnd.randint(schema.get("minItems", 0), min(schema.get("maxItems", 4), 4))
            return [self.value(schema.get("items", {}), depth + 1) for _ in range(count)]
        if kind == "object":
            return self.object(schema, depth)
        return rnd.choice(JUNK)

    def object(self, schema: dict[str, Any], depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        required = set(schema.get("required", []))
        for name, sub in schema.get("properties", {}).items():
            if name in required or self.rnd.random() < 0.5:
                out[name] = self.value(sub, depth + 1)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            for key in self.rnd.sample(self.words, k=min(len(self.words), self.rnd.randint(0, 4))):
                out[key] = self.value(extra, depth + 1)
        return out


def enum_strings(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [v for v in node.get("enum", []) if isinstance(v, str)]
        return found + [s for value in node.values() for s in enum_strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in enum_strings(value)]
    return []


def seated_table(client: Any, game: dict[str, Any]) -> tuple[Table, int]:
    table = make_table(client, game["id"], **OPTIONS[game["id"]])
    seats = client.get(f"/api/v1/tables/{table.id}", headers=table.host).json["seats"]
    for n in range(seats):
        assert table.join(f"Player {n + 1}").status_code == 201
    return table, seats


def random_moves(table: Table, seats: int, generate: MoveGenerator, rnd: random.Random, count: int,
                 undo_rate: float = 0.0, wrong_seats: bool = False) -> Iterator[tuple[int, dict[str, Any] | None, Any, dict[str, str]]]:
    """``count`` generated moves at ``table``, each by a random seat or by the host (who acts for a
    seat four times in five: any seat, or with ``wrong_seats`` one out of range too); now and then
    an undo instead. Yields (step, move or None for an undo, the answer, the headers it was sent with)."""
    for step in range(count):
        move = generate.move()
        who = rnd.randrange(seats + 1)
        if who == seats:  # the host, acting for a seat or as the host
            headers = table.host
            if rnd.random() < 0.8:
                move["seat"] = rnd.randrange(-1, seats + 1) if wrong_seats else rnd.randrange(seats)
        else:
            headers = table.seat(who)
        if undo_rate and rnd.random() < undo_rate:  # no draw without undos: the same seed, the same moves
            yield step, None, table.undo(headers), headers
        else:
            yield step, move, table.move(headers, **move), headers


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_random_moves_never_answer_a_server_error(client, game_id):
    game = client.get(f"/api/v1/games/{game_id}").json
    accepted = 0
    for seed in SEEDS:
        rnd = random.Random(f"{game_id}/{seed}")
        table, seats = seated_table(client, game)
        generate = MoveGenerator(game, seats, rnd)
        for step, move, answer, headers in random_moves(table, seats, generate, rnd, MOVES_PER_SEED, undo_rate=0.04,
                                               wrong_seats=True):
            assert answer.status_code in ACCEPTED_STATUSES, (seed, step, move, answer.status_code, answer.json)
            assert answer.json.get("detail") if answer.status_code != 201 else True, (move, answer.json)
            accepted += answer.status_code == 201
            read = table.get(headers)
            assert read.status_code == 200, (seed, step, move, read.json)
        log = table.log(table.host, page_size=200)
        assert log.status_code == 200
    # The test is only worth something if the generated moves reach into the game.
    assert accepted >= 10, f"only {accepted} moves of {game_id} were accepted"
