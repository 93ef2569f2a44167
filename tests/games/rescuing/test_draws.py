"""Who starts Day 5 left to chance (issue 37, point 2; R17): the players choose the starting band, or
have the server draw it among the table's bands, before the first Day-5 turn; so is the first day's
(the rulebook's Starting Player); never days 2-4."""
from __future__ import annotations

import engine
from tests.games.rescuing.test_rules import at_turns, end_of_day, new, play

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
    assert result == {"band": 1, "day": 5} and state["first_player"] == 1  # a drawn band starts like a chosen one


def test_the_first_days_starting_player_may_be_drawn_and_days_2_to_4_have_nothing_to_draw():
    legal, values = draw_of(new(3))  # the rulebook's park-or-forest question, left to chance
    assert values == {"band": (0, 1, 2)}
    state, result = play(new(3), {"type": "starting_band", "band": 2, "at_random": True}, 0)
    assert result == {"band": 2, "day": 1} and state["first_player"] == 2
    state = end_of_day(at_turns(new(3)))
    assert state["day"] == 2 and draw_of(state) is None
