"""Rescuing Robin Hood's legal moves (engine/choices.py): what every screen offers is what the rules accept.

The attack pickers offer the attributes not used this turn and the rows that may be attacked now (R4, R9,
R11), the tokens their holders have on the guards they may touch (R6, R16), Jolliness up to what the band
has (R4), Wit's next card only (R2), and recruiting to whoever is next (R8). The values printed on the real
cards (a band's totals, the guards' numbers the app has not seen) come from :func:`fill`, within their
colour's range (R15). A table that enters only what is offered plays every variant to its end, won and lost.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

import engine
from engine import LegalMove
from engine.games.rescuing import GUARD_RANGE, SKILLS
from tests.legal_moves import Checker, play_legal

RESCUING = engine.get("rescuing-robin-hood")
VARIANTS = {"solo": {"players": 1, "mode": "solo-single"}, "two": {"players": 2},
            "three-expert": {"players": 3, "expert": True}, "four-accelerated": {"players": 4, "mode": "accelerated"},
            "five": {"players": 5, "leaders": ["Much the Miller's Son", "Lady Christabel", "Will", "Tuck", "Marian"]}}


def guard_value(card: Mapping[str, Any], attribute: str, rng: random.Random) -> dict[str, Any]:
    """A chosen or revealed card as a phone sends it: its value only when the app does not know it (R15)."""
    if attribute in card["values"]:
        return {"id": card["id"]}
    return {"id": card["id"], "value": rng.randint(*GUARD_RANGE[card["colour"]])}


def row_of(legal: LegalMove) -> int:
    return int(legal.fields["row"].values[0])  # type: ignore[index]


def fill(state: Mapping[str, Any], legal: LegalMove, name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """What the real cards say: the values a legal move leaves to the table."""
    strong = rng.random() < 0.6  # strong bands win some games, weak ones lose some
    if legal.type == "band" and name == "wit":
        for skill in SKILLS:  # the band's tokens, drawn with it (the move is built field by field)
            move[skill] = rng.choice([0, 0, 1, 2])
    if legal.type == "band" and name in ("wit", "brawn", "stealth", "jolliness"):
        return rng.randint(8, 30) if strong and name != "jolliness" else rng.randint(0, 6)
    if legal.type == "band" and name in SKILLS:
        return move.get(name, 0)
    if legal.type == "add_row" and name == "medallions":
        return rng.sample(["bronze", "silver", "gold"], rng.randint(1, 3))
    if legal.type == "add_castle":
        if name in ("wall", "sheriff_guards"):
            return {"blue": rng.randint(0, 2), "red": rng.randint(0, 2)}
        return {a: rng.randint(4, 12) for a in ("wit", "brawn", "stealth")}  # the Castle's, the Sheriff's
    if legal.type == "brawn" and name == "revealed":
        cards = state["rows"][row_of(legal)]["cards"]
        return [entry for entry in (guard_value(c, "brawn", rng) for c in cards) if "value" in entry]
    if legal.type == "stealth" and name == "chosen":
        cards = state["rows"][row_of(legal)]["cards"]
        guards = [c for c in cards if c["kind"] != "sheriff"]
        chosen = cards if not guards or rng.random() < 0.2 else rng.sample(guards, rng.randint(1, min(3, len(guards))))
        return [guard_value(c, "stealth", rng) for c in chosen]  # the Sheriff only with every guard (R9)
    if legal.type == "robin":
        return rng.randint(3, 12)
    if legal.type == "challenge" and name == "points":
        return rng.randint(0, 12)
    if legal.type == "exchange":
        return {key: 0 for key in (*("wit", "brawn", "stealth", "jolliness"), *SKILLS)}
    if legal.type == "adjust" and name == "reason":
        return "Lady Christabel"
    if legal.type == "adjust" and name == "amount":
        return rng.randint(-3, 3)  # a leader's power, now and then below zero
    if legal.type == "prayer_move" and name == "position":
        return rng.randint(0, 4)
    from tests.legal_moves import generic_fill
    return generic_fill(RESCUING.moves[legal.type].fields[name])


def play(options: Mapping[str, Any], seed: int, every: int = 1) -> Any:
    return play_legal(RESCUING, options, seed, fill, every=every)


# How keen a keen table is on each move (the rest 1): it attacks and pushes its luck more than it ends turns.
KEEN = {"wit": 12, "brawn": 12, "stealth": 12, "wit_stop": 3, "robin": 20, "end_turn": 2, "adjust": 0.1, "challenge": 0.5}


def small_rows(legal: LegalMove, rng: random.Random) -> dict[str, Any]:
    """Rows of one to three guards, as the scenario cards have them, among those the domains allow."""
    name = {"add_row": "guards", "add_castle": "courtyard"}.get(legal.type)
    if name is None:
        return {}
    domain = legal.fields[name]
    values = (domain.items or domain).values or ()
    small = [v for v in values if v["blue"] + v["red"] <= 3]
    return {name: rng.sample(small, rng.randint(1, 2)) if legal.type == "add_castle" else rng.choice(small)}


def play_keen(options: Mapping[str, Any], seed: int) -> dict[str, Any]:
    """A whole game choosing only among the legal moves, keen on attacks: such tables rescue Robin."""
    rng = random.Random(seed)
    checker = Checker(RESCUING, fill)
    state = RESCUING.setup(engine.validate_options(RESCUING, dict(options)))
    for count in range(3000):
        if RESCUING.status(state)["finished"]:
            return state
        legal = list(RESCUING.legal_moves(state))
        choice = rng.choices(legal, [KEEN.get(m.type, 1) for m in legal])[0]
        move = checker.complete(state, choice, small_rows(choice, rng), rng)
        state, _ = engine.play(RESCUING, state, move, choice.seat)  # an offered move is never refused
    raise AssertionError(f"seed {seed}: not over after 3000 moves")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_r4_r8_r9_a_table_entering_only_legal_moves_plays_every_variant_to_its_end_won_and_lost(variant):
    outcomes = set()
    for seed in range(4):  # any legal move at random: the game always reaches its end
        played = play(VARIANTS[variant], seed)
        assert played.finished and played.states[-1]["day"] == 5, f"seed {seed}"
        outcomes.add(played.states[-1]["outcome"])
    outcomes |= {play_keen(VARIANTS[variant], seed)["outcome"] for seed in range(12)}  # keen tables rescue Robin
    assert outcomes == {"won", "lost"}, outcomes


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_r2_r4_r6_r9_r16_every_value_offered_is_accepted_and_every_value_left_out_is_refused(variant):
    checker = Checker(RESCUING, fill)
    rng = random.Random(variant)
    for seed in range(2):
        played = play(VARIANTS[variant], seed, every=4)
        for state in played.states:
            checker.check_state(state, rng, per_field=6)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 300
