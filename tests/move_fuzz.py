"""Random moves for a game, legal and illegal, made from its published move schemas.

A seeded random drives everything, so a failure names the seed and step that
reproduce it. Most moves come straight from each move's JSON Schema (with
now and then a value of the wrong type, out of range, a field missing or one
too many); the rest come from a game's ``plausible`` function, which reads the
state and proposes a move that may well be legal, so that a run gets deep
into the game (later rounds, ties, the end) instead of being refused at the
door. Either way the only exception the engine may raise is RuleError.
"""
from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import engine
from engine.fields import plain_schema
from engine import Game, RuleError
from tests.helpers import english

# (move, seat) or None when the game has nothing sensible to propose now.
Plausible = Callable[[Mapping[str, Any], random.Random], "tuple[dict[str, Any], int | None] | None"]
Invariant = Callable[[Mapping[str, Any]], None]

NONSENSE: tuple[Any, ...] = (None, True, False, -1, 0, 7, 10**9, -(10**9), 1.5, "", "x", "p0", "sheriff", "0",
                             [], [1], ["p9"], {}, {"a": 1}, {"good": "ale", "rank": 3})
KEYS = ("0", "1", "2", "3", "4", "5", "6", "9", "-1", "a", "p0", "Ann", "")


@dataclass
class Run:
    """What a run did: how many moves the engine accepted and how many games it finished."""

    accepted: int = 0
    refused: int = 0
    finished: int = 0
    rules_cited: set[str] = field(default_factory=set)


class MoveFuzzer:
    def __init__(self, game: Game, seed: int, plausible: Plausible | None = None,
                 plausible_rate: float = 0.6, nonsense_rate: float = 0.04) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.plausible = plausible
        self.plausible_rate = plausible_rate
        self.nonsense_rate = nonsense_rate
        self.schemas = {name: spec.describe()["schema"] for name, spec in game.moves.items()}

    # -- values from a JSON Schema

    def value(self, schema: Mapping[str, Any]) -> Any:
        schema = plain_schema(schema)  # standard JSON Schema, read as one type
        rng = self.rng
        if rng.random() < self.nonsense_rate:
            return rng.choice(NONSENSE)
        if "enum" in schema:
            return rng.choice(schema["enum"])
        kind = schema.get("type")
        if kind == "integer":
            low, high = schema.get("minimum", -50), schema.get("maximum", 50)
            if rng.random() < 0.05:
                return rng.choice((low - 1, high + 1))
            return rng.randint(low, high)
        if kind == "number":
            return rng.uniform(-100, 100)
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "string":
            low, high = schema.get("minLength", 0), min(schema.get("maxLength", 20), 24)
            if rng.random() < 0.03:
                return "é" * (schema.get("maxLength", 20) + 1)
            return "".join(rng.choice(string.ascii_letters + string.digits + " -'é")
                           for _ in range(rng.randint(low, max(low, high))))
        if kind == "array":
            low, high = schema.get("minItems", 0), min(schema.get("maxItems", 6), 8)
            count = rng.randint(max(0, low - 1), high + 1) if rng.random() < 0.05 else rng.randint(low, max(low, high))
            return [self.value(schema.get("items", {})) for _ in range(count)]
        if kind == "object":
            return self.object(schema)
        return rng.choice(NONSENSE)

    def object(self, schema: Mapping[str, Any]) -> dict[str, Any]:
        rng = self.rng
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):  # a map with free keys (seat numbers, names)
            count = rng.randint(0, min(schema.get("maxProperties", 6), 7))
            return {rng.choice(KEYS): self.value(extra) for _ in range(count)}
        required = set(schema.get("required", []))
        out = {}
        for name, sub in schema.get("properties", {}).items():
            keep = rng.random() < (0.97 if name in required else 0.5)
            if keep:
                out[name] = self.value(sub)
        if rng.random() < 0.03:
            out[rng.choice(("seat", "colour", "type", "extra"))] = rng.choice(NONSENSE)
        return out

    # -- moves and seats

    def seat(self, who: str, seats: int) -> int | None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.04:
            return rng.choice((-1, seats, 99))  # no such seat
        if who == "host":
            return None if roll < 0.9 else rng.randrange(seats)
        if who == "any" and roll < 0.5:
            return None
        if who == "seat" and roll < 0.07:
            return None  # the API never does this; the engine must still refuse, not crash
        return rng.randrange(seats)

    def move(self, state: Mapping[str, Any]) -> tuple[Any, int | None]:
        rng = self.rng
        if self.plausible is not None and rng.random() < self.plausible_rate:
            proposed = self.plausible(state, rng)
            if proposed is not None:
                return proposed
        if rng.random() < 0.02:
            return rng.choice(({"type": "no-such-move"}, {}, [], "settle", {"type": 3})), None
        name = rng.choice(sorted(self.schemas))
        move = {"type": name, **self.object(self.schemas[name])}
        return move, self.seat(self.game.moves[name].who, int(state["seats"]))


def run_random_moves(game: Game, options: Mapping[str, Any], seed: int, steps: int,
                     plausible: Plausible | None = None, invariant: Invariant | None = None) -> Run:
    """Play ``steps`` random moves through engine.play, starting a new game whenever one ends.

    Fails (AssertionError naming the seed, step, move and seat) if the engine raises anything but RuleError,
    if an accepted move leaves a state or result that is not plain JSON, if ``invariant`` fails, or if a
    finished game's log does not replay to its state.
    """
    clean = engine.validate_options(game, dict(options))
    fuzzer = MoveFuzzer(game, seed, plausible)
    state, log, run = game.setup(clean), [], Run()
    for step in range(steps):
        move, seat = fuzzer.move(state)
        where = f"seed {seed}, step {step}: {move!r} for seat {seat!r}"
        try:
            after, result = engine.play(game, state, move, seat)
        except RuleError as refusal:
            assert english(refusal), where  # a sentence every reader can read (rendered from the catalog)
            run.refused += 1
            if refusal.rule:
                run.rules_cited.add(refusal.rule)
            continue
        except Exception as crash:  # the point of the test: anything else is a bug
            raise AssertionError(f"{where} raised {crash!r}") from crash
        json.dumps([after, result, game.view(after, seat), game.status(after)])
        if invariant is not None:
            invariant(after)
        run.accepted += 1
        log.append({"kind": "move", "move": move, "seat": seat})
        state = after
        if game.status(state)["finished"]:
            assert engine.replay(game, clean, log) == state, f"seed {seed}: the log does not replay"
            run.finished += 1
            state, log = game.setup(clean), []
    return run
