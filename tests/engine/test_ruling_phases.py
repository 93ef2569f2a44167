"""Every game groups its rulings by the phase of play a player meets them in (Game.ruling_phases):
the rules page (pwa/js/views/rulings.js) shows them so, and a ruling missing from it would vanish."""
from __future__ import annotations

import pytest

import engine
from engine.game import PHASES


@pytest.mark.parametrize("game", engine.all_games(), ids=lambda game: game.id)
def test_every_ruling_is_in_exactly_one_known_phase(game):
    grouped = [rule for _, rules in game.rulings_by_phase() for rule in rules]
    assert sorted(grouped) == sorted(game.rulings), "a ruling left out of the phases, or one that does not exist"
    assert len(grouped) == len(set(grouped)), "a ruling in two phases"
    assert set(game.ruling_phases) <= set(PHASES)


def test_the_phases_come_in_the_order_a_game_meets_them_and_empty_ones_are_left_out():
    curse = engine.get("curse-you-robin-hood")
    assert [phase for phase, _ in curse.rulings_by_phase()] == list(PHASES)
    assert dict(curse.rulings_by_phase())["turn"] == ("C3", "C8", "C10", "C4")  # the turn's steps in order
    rescuing = engine.get("rescuing-robin-hood")
    assert "setup" not in dict(rescuing.rulings_by_phase())  # no ruling of its own for setting up
