"""Who starts Day 5 left to chance (issue 37, point 2; R17): the players choose the starting band, or
have the server draw it among the table's bands, before the first Day-5 turn; never on days 1-4."""
from __future__ import annotations

import engine
from tests.games.rescuing.test_rules import new, play

GAME = engine.get("rescuing-robin-hood")


def draw_of(state):
    choices = engine.choices_for(GAME, state, seat=None, host=True, seated=range(state["seats"]))
    return engine.draw_values(GAME, choices, "starting_band")


def test_r17_day_5_s_starting_band_may_be_drawn_among_the_tables_bands():
    state = new(3)
    state["day"] = 5
    legal, values = draw_of(state)
    assert values == {"band": (0, 1, 2)} and legal.rule == "R17"
    state, result = play(state, {"type": "starting_band", "band": 1, "at_random": True}, 0)
    assert result == {"band": 1} and state["first_player"] == 1  # a drawn band starts like a chosen one


def test_r17_nothing_to_draw_on_days_1_to_4():
    assert draw_of(new(3)) is None
