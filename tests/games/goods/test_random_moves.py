"""Robin Hood (goods and the Sheriff): many random moves, legal and illegal, straight through engine.play.

Moves are generated from each move's own JSON schema (GET /games publishes the same one) with a seeded random,
mixed with moves a real table would make so that games get through every phase to the sell-out. Whatever the
move, the engine may only answer with a new state or a RuleError, and the state keeps its invariants.
"""
import random

import pytest

import engine
from engine.fields import plain_schema
from engine.games.goods import GOODS, LAWFUL
from tests.games.goods.test_rules import GAME, card_table
from tests.helpers import english

ODD_VALUES = [None, "x", "", -1, 0, 3.5, [], {}, True, False, 10**9, {"potato": 1}, ["potato"]]


def from_schema(schema, rng):
    """A value for ``schema``: mostly fitting, sometimes just outside a bound, sometimes of another type."""
    schema = plain_schema(schema)  # standard JSON Schema, read as one type
    if rng.random() < 0.06:
        return rng.choice(ODD_VALUES)
    if "enum" in schema:
        return rng.choice(schema["enum"] + ["wine"]) if rng.random() < 0.1 else rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "integer":
        low, high = schema.get("minimum", -3), schema.get("maximum", 40)
        return rng.randint(low - 1, high + 1)
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "string":
        return rng.choice(["", "a", "potato", "x" * 50])
    if kind == "object" and "properties" in schema:
        required = set(schema.get("required", []))
        out = {name: from_schema(sub, rng) for name, sub in schema["properties"].items()
               if name in required and rng.random() < 0.95 or rng.random() < 0.5}
        if rng.random() < 0.05:
            out["unexpected"] = 1
        return out
    if kind == "object":
        keys = rng.sample(list(GOODS) + ["wine", ""], rng.randint(0, 4))
        return {key: from_schema(schema["additionalProperties"], rng) for key in keys}
    return rng.choice(ODD_VALUES)


def random_move(rng):
    kind = rng.choice(sorted(GAME.moves) + ["nonsense"])
    if kind == "nonsense":
        return rng.choice([{}, {"type": 3}, {"type": "nonsense"}, "pass", None])
    body = from_schema(GAME.describe()["moves"][kind]["schema"], rng)
    return {"type": kind, **body} if isinstance(body, dict) else body


def cards_adding_to(count, rng):
    cards = {}
    for _ in range(count):
        good = rng.choice(GOODS)
        cards[good] = cards.get(good, 0) + 1
    return cards


def table_move(state, rng):
    """(move, seat) a real table could make now (it may still be refused, e.g. a deal above what is owned)."""
    n, sheriff = state["seats"], state["sheriff"]
    if state["phase"] == "declare":
        waiting = [(sheriff + i) % n for i in range(1, n) if str((sheriff + i) % n) not in state["declarations"]]
        counts = [1] + sorted(set(state["chariots_left"]))
        if not state["declarations"] and rng.random() < 0.1:
            return {"type": "robin_hood", "cards": rng.randint(1, 5)}, waiting[0]
        return {"type": "declare", "good": rng.choice(LAWFUL), "count": rng.choice(counts)}, waiting[0]
    if state["phase"] == "sheriff":
        open_bags = [int(s) for s in state["declarations"] if int(s) not in state["inspected"]]
        roll = rng.random()
        if open_bags and roll < 0.5:
            target = rng.choice(open_bags)
            count = state["declarations"][str(target)]["count"]
            kind = rng.choice(["inspect", "inspect", "deal", "apprehend"])
            deputy = state["regular_done"]
            if kind == "inspect":
                return {"type": "inspect", "target": target, "cards": cards_adding_to(count, rng), "deputy": deputy}, sheriff
            if kind == "deal":
                return {"type": "deal", "target": target, "amount": rng.randint(1, 20), "deputy": deputy}, sheriff
            return {"type": "apprehend", "target": target, "cards": cards_adding_to(count, rng)}, sheriff
        return {"type": "end_turn" if state["inspected"] else "let_pass"}, sheriff
    if state["phase"] == "week_end":
        seat = rng.choice([s for s in range(n) if state["week_goods"][s] is None])
        approved = dict(state["seen_approved"][seat])
        for good, k in cards_adding_to(state["unseen_cards"][seat], rng).items():
            approved[good] = approved.get(good, 0) + k
        stored = {}
        if state["mode"] == "advanced":
            for good in rng.sample(sorted(approved), len(approved)):
                stored[good] = min(approved[good], 3 - sum(stored.values()), rng.randint(0, 3))
        return {"type": "week_goods", "approved": approved, "stored": stored}, seat
    return {"type": "choose_sheriff", "sheriff": rng.randrange(n)}, state["choosing_sheriff"]


def check_invariants(state):
    assert all(m >= 0 for m in state["money"])  # G5: money never goes negative
    assert all(sum(goods.values()) <= 9 for goods in state["stored"])  # G9: 3 a week for 3 weeks
    assert all(n >= 0 for n in state["unseen_cards"])
    assert 1 <= state["week"] <= 3


@pytest.mark.parametrize("players, mode, ruleset", [
    (3, "advanced", 2), (4, "advanced", 2), (5, "advanced", 2), (4, "family", 2),
    (3, "advanced", 1),  # a table created before G12: pass_all and unchecked week goods
])
def test_random_moves_raise_only_rule_errors(players, mode, ruleset):
    rng = random.Random(players * 100 + len(mode) + ruleset)
    finished = 0
    for _game in range(12):
        options = engine.validate_options(GAME, {"players": players, "mode": mode, "card_table": card_table(players)})
        if ruleset == 1:
            del options["ruleset"]  # as stored before G12
        state = GAME.setup(options)
        for _step in range(1500):
            if rng.random() < 0.45:
                move, seat = table_move(state, rng)
            else:
                move, seat = random_move(rng), rng.choice([None, -1, players, *range(players)])
            try:
                state, result = engine.play(GAME, state, move, seat)
            except engine.RuleError as refusal:
                assert english(refusal) and "Traceback" not in english(refusal)
                continue
            assert isinstance(result, dict)
            check_invariants(state)
            if GAME.status(state)["finished"]:
                finished += 1
                break
    assert finished >= 10  # the mix gets games to the end, so every phase is exercised


def test_the_generator_makes_moves_the_engine_accepts_and_refuses():
    rng = random.Random(1)
    state = GAME.setup(engine.validate_options(GAME, {"players": 4, "card_table": card_table(4)}))
    outcomes = set()
    for _ in range(300):
        try:
            engine.play(GAME, state, random_move(rng), rng.choice([None, 0, 1]))
            outcomes.add("accepted")
        except engine.RuleError as refusal:
            outcomes.add("refused by a ruling" if refusal.rule else "refused by its shape")
    assert outcomes == {"accepted", "refused by a ruling", "refused by its shape"}
