"""Curse You's legal moves (engine/choices.py): what every screen offers is exactly what the rules accept.

The card pickers offer the cards nobody has seen this round, and a bluffing Legend's picker the cards it
returned under its stack too (C1, C10): a table that enters only what the pickers offer plays every game
to its end, solo and with players, with each Legend.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.games.curse import LEGENDS
from tests.helpers import english
from tests.legal_moves import Checker, play_legal

CURSE = engine.get("curse-you-robin-hood")
BLUFFERS = [legend for legend in LEGENDS if legend not in ("friar-tuck", "the-sheriff")]


@pytest.mark.parametrize("players, legends", [(1, ["little-john", "will-scarlet", "robin-hood"]),
                                              (1, ["the-prince", "maid-marian", "friar-tuck"]),
                                              (2, ["the-sheriff", "maid-marian"]), (3, ["little-john"]),
                                              (5, ["the-prince"]), (6, [])])
def test_c1_c10_a_table_entering_only_legal_moves_plays_every_game_to_its_end(players, legends):
    for seed in range(3):
        played = play_legal(CURSE, {"players": players, "legends": legends}, seed)
        assert played.finished, f"seed {seed}"


@pytest.mark.parametrize("legend", BLUFFERS)
def test_c1_c10_every_value_offered_is_accepted_and_every_card_left_out_is_refused(legend):
    checker = Checker(CURSE)
    rng = random.Random(legend)
    played = play_legal(CURSE, {"players": 1, "legends": [legend, "friar-tuck", "the-sheriff"]}, seed=7, every=3)
    for state in played.states:
        checker.check_state(state, rng, per_field=8)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 300


def test_c1_c3_a_bluffing_legends_returned_cards_come_back_in_its_picker_in_stack_order():
    """Little John's stack (11 cards with 3 players) shows new cards until they run out; then the cards he
    returned under it come back, oldest first, and his picker offers exactly that card (C3, C10)."""
    played = play_legal(CURSE, {"players": 3, "legends": ["little-john"]}, seed=3)
    came_back = 0
    for state in played.states:
        [john] = [m for m in CURSE.legal_moves(state) if m.type == "legend"] or [None]
        if john is None:
            continue
        returned = state["returned"]["little-john"]
        unseen_left = state["stack"]["little-john"] - len(returned)
        shown = john.fields["shown"].values
        if unseen_left == 0:
            came_back += 1
            assert [f"{c['good']}-{c['rank']}" for c in shown] == returned[:1]
        else:
            assert not {f"{c['good']}-{c['rank']}" for c in shown} & set(returned)
            assert len(shown) > 1
    assert came_back >= 3  # in each of the three rounds


def test_c3_a_returned_card_shown_too_early_is_refused_with_the_card_the_stack_holds():
    state = CURSE.setup(engine.validate_options(CURSE, {"players": 3, "legends": ["little-john"]}))
    market = [{"good": "ale", "rank": 1}, {"good": "bread", "rank": 1}, {"good": "cloth", "rank": 1}]
    state, _ = engine.play(CURSE, state, {"type": "market", "cards": market}, None)
    shown, second = {"good": "ale", "rank": 7}, {"good": "meat", "rank": 3}
    state, result = engine.play(CURSE, state, {"type": "legend", "legend": "little-john", "shown": shown,
                                               "second": second}, None)
    assert result["returned"] == shown  # he plays the lower card; Ale 7 goes under his stack
    for seat, card in enumerate(({"good": "gems", "rank": 2}, {"good": "gems", "rank": 3}, {"good": "gems", "rank": 4})):
        state, _ = engine.play(CURSE, state, {"type": "reveal", "card": card}, seat)
    while state["phase"] == "take":
        state, _ = engine.play(CURSE, state, {"type": "take", "card": state["market"][0]}, int(state["to_take"][0][1:]))
    with pytest.raises(engine.RuleError) as refused:  # nine unseen cards are still above it
        engine.play(CURSE, state, {"type": "legend", "legend": "little-john", "shown": shown,
                                   "second": {"good": "meat", "rank": 9}}, None)
    assert refused.value.rule == "C3" and "field" not in str(refused.value.errors) and "shown" in refused.value.errors
    assert english(refused.value.message) == ("Little John's top card is one not seen yet this round: the cards"
                                              " returned under the stack come back only after those.")
