"""The goods game's legal moves (engine/choices.py): what every screen offers is exactly what the rules accept.

Declarations offer a count of 1 or a chariot token still free (G2); the Sheriff's buttons the bags still open
to inspection, a deal (up to what the bag's owner has) or apprehension (G4, G6, G15); the week's goods the
storing of the advanced game only (G9); the poorest player names the next Sheriff (G8), anyone the first one
before the first move. A table that enters only what is offered plays every game, family and advanced, with
3, 4 and 5 players, to its end.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

import engine
from engine import LegalMove
from engine.games.goods import GOODS, KNOWN, MAX_STORED_A_WEEK
from tests.games.goods.test_rules import card_table
from tests.legal_moves import Checker, play_legal

GAME = engine.get("robin-hood-goods")


def bag(count: int, declared: str, rng: random.Random) -> dict[str, int]:
    """A bag of ``count`` cards: honest half the time, else a mix that smuggles something (G3, G4)."""
    if rng.random() < 0.5:
        return {declared: count}
    cards: dict[str, int] = {}
    for _ in range(count):
        good = rng.choice(GOODS)
        cards[good] = cards.get(good, 0) + 1
    return cards


def week_goods(state: Mapping[str, Any], seat: int, rng: random.Random) -> dict[str, int]:
    """The approved cards a player holds at a week's end: every card the app saw, and as many more as the
    bags that passed unseen held (G12), no good beyond its deck (G14)."""
    approved = dict(state["seen_approved"][seat])
    for _ in range(state["unseen_cards"][seat]):
        good = rng.choice([g for g in GOODS if approved.get(g, 0) < KNOWN["deck"][g]])
        approved[good] = approved.get(good, 0) + 1
    return approved


def fill(state: Mapping[str, Any], legal: LegalMove, name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """What the cards show, for the fields only they know."""
    if name == "cards" and legal.type in ("inspect", "apprehend"):
        declared = state["declarations"].get(str(move["target"]), {"good": "potato", "count": 1})  # no bag: refused
        return bag(declared["count"], declared["good"], rng)
    if name == "cards":  # the Robin Hood token swaps 1 to 5 hand cards (G7)
        return rng.randint(1, 5)
    if name == "approved":
        assert legal.seat is not None
        return week_goods(state, legal.seat, rng)
    if name == "stored":  # the advanced game stores up to 3 of the week's approved cards (G9)
        return stored_from(move["approved"], rng)
    raise AssertionError(f"no fill for {legal.type}.{name}")


def stored_from(approved: Mapping[str, int], rng: random.Random) -> dict[str, int]:
    cards = [good for good, n in approved.items() for _ in range(n)]
    stored: dict[str, int] = {}
    for good in rng.sample(cards, min(len(cards), rng.randint(0, MAX_STORED_A_WEEK))):
        stored[good] = stored.get(good, 0) + 1
    return stored


def options(players: int, mode: str) -> dict[str, Any]:
    return {"players": players, "mode": mode, "card_table": card_table(players)}


GAMES = [(players, mode) for players in (3, 4, 5) for mode in ("family", "advanced")]


@pytest.mark.parametrize("players, mode", GAMES)
def test_g2_g4_g6_g8_g9_a_table_entering_only_legal_moves_plays_every_game_to_its_end(players, mode):
    for seed in range(2):
        played = play_legal(GAME, options(players, mode), seed, fill)
        assert played.finished, f"seed {seed}"
        assert played.moves > 3 * players * players  # three weeks of declarations at least


@pytest.mark.parametrize("players, mode", GAMES)
def test_g2_g6_g12_g15_every_value_offered_is_accepted_and_every_value_left_out_is_refused(players, mode):
    checker = Checker(GAME, fill)
    rng = random.Random(f"{players}{mode}")
    played = play_legal(GAME, options(players, mode), seed=players, fill=fill, every=2)
    for state in played.states:
        checker.check_state(state, rng, per_field=6)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 400


def sheriff_turn(players: int = 4) -> dict[str, Any]:
    state = GAME.setup(engine.validate_options(GAME, options(players, "advanced")))
    for move in (
        {"type": "declare", "good": "potato", "count": 2},
        {"type": "declare", "good": "chicken", "count": 1},
        {"type": "declare", "good": "fruit", "count": 3},
    )[:players - 1]:
        [declare] = [m for m in GAME.legal_moves(state) if m.type == "declare"]
        state, _ = engine.play(GAME, state, move, declare.seat)
    return state


def test_g2_a_chariot_token_taken_this_turn_is_no_longer_offered():
    state = sheriff_turn(4)
    assert state["phase"] == "sheriff" and state["chariots_left"] == [4, 5]
    fresh = GAME.setup(engine.validate_options(GAME, options(5, "advanced")))
    [declare] = [m for m in GAME.legal_moves(fresh) if m.type == "declare"]
    assert declare.fields["count"].values == (1, 2, 3, 4, 5) and declare.seat == 1
    state, _ = engine.play(GAME, fresh, {"type": "declare", "good": "potato", "count": 2}, 1)
    [declare] = [m for m in GAME.legal_moves(state) if m.type == "declare"]
    assert declare.fields["count"].values == (1, 2, 3, 4, 5)  # 5 players: two chariots of 2
    state, _ = engine.play(GAME, state, {"type": "declare", "good": "potato", "count": 2}, 2)
    [declare] = [m for m in GAME.legal_moves(state) if m.type == "declare"]
    assert declare.fields["count"].values == (1, 3, 4, 5) and declare.seat == 3


def test_g4_g6_g15_the_sheriff_is_offered_the_bags_still_open_and_then_a_deputy_inspection():
    state = sheriff_turn(4)
    offered = {m.type: m for m in GAME.legal_moves(state)}
    assert set(offered) == {"let_pass", "inspect", "deal", "apprehend"}
    assert offered["inspect"].fields["target"].values == (1, 2, 3)
    assert offered["inspect"].fields["deputy"].values == (False,)
    state, _ = engine.play(GAME, state, {"type": "inspect", "target": 2, "cards": {"chicken": 1}}, 0)
    offered = {m.type: m for m in GAME.legal_moves(state)}
    assert set(offered) == {"end_turn", "inspect", "deal", "apprehend"}
    assert offered["inspect"].fields["target"].values == (1, 3)
    assert offered["inspect"].fields["deputy"].values == (True,)  # the 4-player Deputy token
    deals = [m for m in GAME.legal_moves(state) if m.type == "deal"]
    assert [(m.fields["target"].values, m.fields["amount"].maximum) for m in deals] == [((1,), 30), ((3,), 30)]
    state, _ = engine.play(GAME, state, {"type": "apprehend", "target": 1, "cards": {"potato": 2}}, 0)
    state, _ = engine.play(GAME, state, {"type": "deal", "target": 3, "amount": 4, "deputy": True}, 0)
    assert {m.type for m in GAME.legal_moves(state)} == {"end_turn"}  # every bag settled, no token left


def test_g9_the_family_game_offers_no_storing_and_the_advanced_game_does():
    for mode, omitted in (("family", ("stored",)), ("advanced", ())):
        state = GAME.setup(engine.validate_options(GAME, options(3, mode)))
        while state["phase"] != "week_end":
            legal = [m for m in GAME.legal_moves(state) if m.type in ("declare", "let_pass")][0]
            move = {"type": legal.type, **({"good": "potato", "count": 1} if legal.type == "declare" else {})}
            state, _ = engine.play(GAME, state, move, legal.seat)
        offered = [m for m in GAME.legal_moves(state) if m.type == "week_goods"]
        assert [m.seat for m in offered] == [0, 1, 2] and all(m.omit == omitted for m in offered)
        approved = week_goods(state, 0, random.Random(1))
        storing = {"type": "week_goods", "approved": approved, "stored": {"potato": 1}}
        if mode == "family":  # what the screen leaves out, the engine refuses
            with pytest.raises(engine.RuleError) as refused:
                engine.play(GAME, state, storing, 0)
            assert refused.value.rule == "G9"
        else:
            engine.play(GAME, state, storing, 0)


def test_g8_anyone_names_the_first_sheriff_before_the_first_move_only():
    state = GAME.setup(engine.validate_options(GAME, options(3, "family")))
    [first] = [m for m in GAME.legal_moves(state) if m.type == "first_sheriff"]
    assert first.seat is None and first.fields["sheriff"].values == (0, 1, 2)
    state, _ = engine.play(GAME, state, {"type": "robin_hood", "cards": 2}, 1)
    assert not [m for m in GAME.legal_moves(state) if m.type in ("first_sheriff", "robin_hood")]  # G7: one a turn


def test_g8_the_poorest_player_alone_is_offered_the_choice_of_the_next_sheriff():
    played = play_legal(GAME, options(4, "advanced"), seed=11, fill=fill)
    choosing = [s for s in played.states if s["phase"] == "choose_sheriff"]
    for state in choosing:
        [move] = GAME.legal_moves(state)
        assert move.type == "choose_sheriff" and move.seat == state["money"].index(min(state["money"]))
