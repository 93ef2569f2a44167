"""Rescuing Robin Hood never crashes: random moves, legal and illegal, straight through engine.play.

The moves are generated from each move type's JSON schema (GET /games publishes the same schemas) with a
seeded random, on states a few days into a game, Day 5 included. Card ids and rows are drawn from the
state most of the time, so that many moves are legal and the walk goes on; the rest is anything the
schema allows, and sometimes what it does not. The only exception allowed out of the engine is RuleError.
"""
import random

import pytest

import engine
from engine.fields import plain_schema

GAME = engine.get("rescuing-robin-hood")
BAND = {"wit": 12, "brawn": 14, "stealth": 10, "jolliness": 3, "scouting": 1, "cookery": 1, "prayer": 2}
CASTLE = {"wall": {"blue": 2}, "castle": {"wit": 5, "brawn": 6, "stealth": 7}, "courtyard": [{"blue": 1}, {"red": 2}],
          "sheriff_guards": {"red": 1, "blue": 1}, "sheriff": {"wit": 9, "brawn": 9, "stealth": 9}}


def play(state, move, seat=None):
    return engine.play(GAME, state, move, seat)[0]


def new(players, mode="standard"):
    return GAME.setup(engine.validate_options(GAME, {"players": players, "mode": mode, "expert": True}))


def a_day(state, rows):
    for guards in rows:
        state = play(state, {"type": "add_row", "medallions": ["bronze", "gold"], "guards": guards})
    state = play(state, {"type": "setup_done"})
    for seat in range(state["seats"]):
        state = play(state, {"type": "band", **BAND}, seat)
    return state


def to_next_day(state):
    while state["phase"] == "turns":
        state = play(state, {"type": "end_turn"}, state["current"])
    while state["phase"] == "recruit":
        state = play(state, {"type": "recruit", "take": True}, state["recruiting"]["next"])
    return play(state, {"type": "end_day"})


def starting_states():
    rows = ({"blue": 3}, {"blue": 1, "red": 2}, {"red": 1})
    day3 = new(3)
    for _ in range(2):
        day3 = to_next_day(a_day(day3, rows))
    day5 = new(2)
    for _ in range(4):
        day5 = to_next_day(a_day(day5, rows[:2]))
    day5 = play(day5, {"type": "add_castle", **CASTLE})
    day5_bands = play(day5, {"type": "setup_done"})
    for seat in range(2):
        day5_bands = play(day5_bands, {"type": "band", **BAND}, seat)
    solo = new(1, "solo-single")
    solo = to_next_day(a_day(solo, rows))
    return {"day 3 of 3 bands": a_day(day3, rows), "day 5 set up": day5, "day 5 turns": day5_bands,
            "solo day 2": a_day(solo, []) if solo["phase"] == "setup" else
            play(solo, {"type": "band", **BAND}, 0),
            "accelerated day 4": to_next_day(a_day(new(5, "accelerated"), rows)),
            "day 1": a_day(new(2), rows)}


def card_ids(state):
    return [card["id"] for row in state["rows"] for card in row["cards"]] or [0]


def value(schema, name, state, rng, depth=0):
    """A value for one field: usually inside the schema, drawn from the state where that makes sense."""
    schema = plain_schema(schema)  # standard JSON Schema, read as one type
    if rng.random() < 0.03:  # outside the schema now and then: the engine must refuse it, not crash
        return rng.choice([None, -1, 10 ** 6, "x", [], {}, True, 2.5])
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "integer":
        if name in ("guard", "id") and rng.random() < 0.8:
            return rng.choice(card_ids(state))
        if name in ("row", "to_row") and state["rows"] and rng.random() < 0.8:
            return rng.randrange(len(state["rows"]))
        if name in ("band", "partner") and rng.random() < 0.8:
            return rng.randrange(state["seats"])
        low, high = schema.get("minimum", -50), schema.get("maximum", 50)
        return rng.choice([low, high, rng.randint(low, min(high, low + 12)), rng.randint(low, high)])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "string":
        return "x" * rng.randint(schema.get("minLength", 0), min(schema.get("maxLength", 10), 12))
    if kind == "array":
        count = rng.randint(schema.get("minItems", 0), min(schema.get("maxItems", 4), 4))
        if name == "guards" and schema["items"].get("type") == "integer":
            return rng.sample(card_ids(state), min(count, len(card_ids(state))))
        return [value(schema["items"], "id" if name in ("chosen", "revealed") else name, state, rng, depth + 1)
                for _ in range(count)]
    if kind == "object":
        return body(schema, state, rng, depth + 1)
    return None


def body(schema, state, rng, depth=0):
    out = {}
    required = set(schema.get("required", []))
    for name, field in schema["properties"].items():
        if name in required and rng.random() > 0.02 or rng.random() < 0.5:
            out[name] = value(field, name, state, rng, depth)
    if rng.random() < 0.02:
        out["surprise"] = 1
    return out


def likely_seat(state, rng):
    """Usually the seat whose move it is (the turn's player, the next band to draw or recruit), else any."""
    if rng.random() < 0.4:
        return rng.choice([None, *range(state["seats"] + 1)])
    if state["phase"] == "bands":
        return next((i for i, band in enumerate(state["bands"]) if band is None), 0)
    if state["phase"] == "recruit":
        return state["recruiting"]["next"]
    return state["current"] if state["current"] is not None else rng.randrange(state["seats"])


def an_attack(state, rng):
    """An attack aimed at a real row with plausible values, so the walk gets deep into days and Day 5."""
    standing = [i for i, r in enumerate(state["rows"]) if r["cards"]] or [0]
    row = rng.choice(standing)
    cards = state["rows"][row]["cards"] if row < len(state["rows"]) else []
    values = [{"id": c["id"], "value": rng.randint(1, 9)} for c in cards]
    kind = rng.choice(["wit", "wit", "brawn", "stealth", "wit_stop"])
    if kind == "wit":
        return {"type": "wit", "row": row, "value": rng.randint(1, 6)}
    if kind == "brawn":
        return {"type": "brawn", "row": row, "revealed": values}
    if kind == "stealth" and values:
        return {"type": "stealth", "chosen": rng.sample(values, rng.randint(1, len(values)))}
    return {"type": "wit_stop"}


@pytest.mark.parametrize("seed", range(4))
def test_random_moves_raise_only_rule_errors(seed):
    rng = random.Random(seed)
    schemas = {name: spec.describe()["schema"] for name, spec in GAME.moves.items()}
    accepted = refused = attacks = 0
    for label, start in starting_states().items():
        state = start
        for step in range(600):
            kind = rng.choice(list(schemas))
            move = {"type": kind, **body(schemas[kind], state, rng)} if rng.random() < 0.6 else an_attack(state, rng)
            seat = likely_seat(state, rng)
            try:
                state = play(state, move, seat)
            except engine.RuleError:
                refused += 1
                continue
            except Exception as crash:  # noqa: BLE001 - the point of the test
                pytest.fail(f"{label}, step {step}: {move} by seat {seat} raised {crash!r}")
            accepted += 1
            attacks += move["type"] in ("wit", "brawn", "stealth")
            GAME.view(state, None)
            GAME.status(state)
            if GAME.status(state)["finished"] or rng.random() < 0.01:
                state = start
    print(f"seed {seed}: {accepted} accepted ({attacks} attacks), {refused} refused")
    assert accepted > 150 and attacks > 15 and refused > 1000  # the walk really played, and really was refused


@pytest.mark.parametrize("seed", range(3))
def test_random_calculator_bodies_raise_only_rule_errors(seed):
    rng = random.Random(seed)
    state = new(2)
    for name, calculator in GAME.calculators.items():
        schema = engine.fields.object_schema(calculator.fields)
        for _ in range(300):
            try:
                calculator.run(body(schema, state, rng))
            except engine.RuleError:
                pass
