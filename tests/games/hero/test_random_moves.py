"""Random moves, legal and not, straight through engine.play on Hero states: only RuleError may come out (H6),
and a well-formed move the rules refuse names its ruling.

Moves are generated from each move type's own JSON schema (as GET /games publishes it) with a seeded
random, then sometimes broken: a value of the wrong type or out of range, a field left out or added, a
move type that does not exist. An accepted move becomes the next state, so the walk reaches jails, the
state with no active hero, extra actions and finished games; a refused one leaves the state as it was.
"""
import json
import random

import pytest

import engine
from engine.fields import plain_schema
from engine.games.hero import CHARACTERS, MERRY_MEN, RESOURCES
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE, OLD_OPTIONS, OLD_SNAPSHOT

GAME = engine.get("hero-of-the-people")
SCHEMAS = {name: spec.describe()["schema"] for name, spec in GAME.moves.items()}
JUNK = [None, True, False, -1, 0, 7, 150, 10**9, -10**9, 2.5, "", "gold", "robin-hood", "x" * 300, [], [1], {},
        {"gold": 1}, {"": None}]
MAP_KEYS = [*RESOURCES, "magic", "", "Gold"]


def sample(schema, rng):
    """A value that fits ``schema`` (mostly) or, one time in twelve, anything at all."""
    schema = plain_schema(schema)  # standard JSON Schema, read as one type
    if rng.random() < 1 / 12:
        return rng.choice(JUNK)
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "integer":
        low, high = schema.get("minimum", -5), schema.get("maximum", 20)
        value = rng.choice([rng.randint(low, high), low, high, rng.randint(low, min(high, low + 4)),
                            rng.choice([-300, -200, -100, 0, 100, 200, 300]) if low < 0 else rng.randint(0, 4)])
        return max(low, min(high, value)) if rng.random() < 0.9 else value + rng.choice([-1, 1])
    if kind == "string":
        return rng.choice(["Ambush", "a", "Little John's trick", "x" * schema.get("maxLength", 10)])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array":
        items = schema["items"]
        return [sample(items, rng) for _ in range(rng.randint(0, 3))]
    if kind == "object" and "properties" in schema:
        return sample_object(schema, rng)
    if kind == "object":  # a map: resource -> count
        return {rng.choice(MAP_KEYS): sample(schema["additionalProperties"], rng) for _ in range(rng.randint(0, 3))}
    return rng.choice(JUNK)


def sample_object(schema, rng):
    required = set(schema.get("required", ()))
    out = {}
    for name, prop in schema["properties"].items():
        if name in required or rng.random() < 0.3:
            out[name] = sample(prop, rng)
    if required and rng.random() < 0.05:
        out.pop(rng.choice(sorted(required)), None)
    if rng.random() < 0.03:
        out["unknown_field"] = 1
    return out


# Moves that move a game along, so that the walk does not stall in one phase.
def helpful_move(state, rng):
    phase = state["phase"]
    if phase == "active":
        free = [c for c in CHARACTERS if state["characters"][c] == "face-up"]
        if state["active"] is None and free:
            return {"type": "choose_hero", "character": rng.choice(free)}
        return {"type": "rob", "played": {rng.choice(RESOURCES): rng.randint(0, 3)}}
    if phase == "action":
        wanted = [{"type": "recruit", "character": c} for c in MERRY_MEN if state["characters"][c] == "face-down"]
        wanted += [{"type": "rescue", "character": c} for c in CHARACTERS if state["characters"][c] == "jailed"]
        # H10: each Sherwood Forest card names a character, the next one each time (no draw, so the walk stays)
        protects = CHARACTERS[state["sherwood"] % len(CHARACTERS)]
        return rng.choice([{"type": "no_action"}, {"type": "lower_bounty"}, {"type": "build", "protects": protects},
                           *wanted, *wanted])
    free = [c for c in CHARACTERS if state["characters"][c] == "face-up"]
    jail = [state["active"]] if state["active"] and rng.random() < 0.5 else free[:1]
    return rng.choice([{"type": "story", "outcome": "nothing"},
                       {"type": "story", "jailed": jail} if jail else {"type": "story"},
                       {"type": "story", "bounty": rng.choice([-200, 100])},
                       {"type": "story", "outcome": "paid", "cost": {rng.choice(RESOURCES): rng.randint(1, 4)}}])


def random_move(state, rng):
    roll = rng.random()
    if roll < 0.35:
        return helpful_move(state, rng)
    if roll < 0.37:
        return rng.choice([{"type": "fly"}, {"type": None}, {}, [], "rob", {"type": "rob", "played": None}])
    name = rng.choice(sorted(SCHEMAS))
    move = {"type": name, **sample_object(SCHEMAS[name], rng)}
    return move


def well_formed(move):
    try:
        engine.validate_move(GAME, move)
    except engine.RuleError:
        return False
    return True


def walk(start, seed, steps):
    """Play ``steps`` random moves from ``start``; returns how many were accepted and the states reached."""
    rng = random.Random(seed)
    state, accepted, seen = start, [], set()
    for _ in range(steps):
        move = random_move(state, rng)
        seat = rng.choice([0, 0, 0, None, 1, -1])
        before = json.dumps(state, sort_keys=True)
        try:
            after, result = engine.play(GAME, state, move, seat)
        except engine.RuleError as err:
            assert json.dumps(state, sort_keys=True) == before  # play() never touches its input
            if seat in (0, None) and well_formed(move):
                assert err.rule, (move, err)  # a refusal by the rules names its ruling
            continue
        json.dumps(result)  # plain JSON
        GAME.view(after, 0)
        GAME.view(after, None)
        GAME.status(after)
        accepted.append({"kind": "move", "move": move, "seat": seat})
        seen.add((after["phase"], GAME.view(after, 0)["pick_hero"], after["active"] is None, after["outcome"]))
        state = after
        if state["outcome"] and rng.random() < 0.2:
            break  # a finished game refuses everything: start again now and then
    return state, accepted, seen


def starts():
    yield "full catalogue", GAME.setup(engine.validate_options(GAME, {"bounty": 300, "catalogue": CATALOGUE}))
    yield "empty catalogue", GAME.setup(engine.validate_options(GAME, {"bounty": 0}))
    yield "table made before H6-H9", OLD_SNAPSHOT
    robin_alone = GAME.setup(engine.validate_options(GAME, {"bounty": 600, "catalogue": CATALOGUE}))
    robin_alone["characters"]["robin-hood"], robin_alone["active"] = "jailed", None
    yield "Robin jailed alone", robin_alone
    band = GAME.setup(engine.validate_options(GAME, {"bounty": 0, "catalogue": CATALOGUE}))
    for man in MERRY_MEN[:5]:  # jails among several face-up characters, and wins
        band["characters"][man] = "face-up"
        band["recruited"].append(man)
    band["inventory"] = dict.fromkeys(RESOURCES, 6)
    yield "five Merry Men", band


@pytest.mark.parametrize("seed", range(4))
def test_random_moves_raise_only_rule_errors(seed):
    reached = set()
    for name, start in starts():
        for run in range(3):
            reached |= walk(start, seed * 100 + run, 250)[2]
    # The walk did reach the states H6 is about, and the ends of a game.
    assert any(no_hero and not pick for _, pick, no_hero, _ in reached)
    assert any(pick for _, pick, _, _ in reached)
    assert {outcome for *_, outcome in reached} == {None, "won", "lost"}


def test_random_games_replay_to_the_same_state():
    for seed in range(3):
        options = engine.validate_options(GAME, {"bounty": 0, "catalogue": CATALOGUE})
        state, accepted, _ = walk(GAME.setup(options), 1000 + seed, 300)
        assert len(accepted) > 20
        assert engine.replay(GAME, options, accepted) == state
    _, accepted, _ = walk(engine.replay(GAME, OLD_OPTIONS, []), 2000, 300)
    assert engine.replay(GAME, OLD_OPTIONS, accepted)["rules"] == "H1-H5"
