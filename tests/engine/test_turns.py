"""Each game's turn hook (Game.turn): whose turn a state is and the period it falls in, with the
phases several play at once said as such (no single turn) and the games without turns saying None."""
from __future__ import annotations

import engine
from engine import Period, Turn
from tests.games.curse import test_rules as curse
from tests.games.goods import test_rules as goods
from tests.games.hero import test_rules as hero
from tests.games.rescuing import test_rules as rescuing
from tests.games.rh1990 import test_rules as rh1990


def test_the_platform_default_and_the_score_pad_have_no_turns():
    pad = engine.get("score-pad")
    assert pad.turn(pad.setup(engine.validate_options(pad, {"players": 2}))) is None


def test_turn_names_one_seat_only_when_one_acts():
    assert Turn((2,), Period("day", 1)).seat == 2
    assert Turn((0, 1), Period("day", 1)).seat is None and Turn((), Period("day", 1)).seat is None


def test_curse_reveals_at_once_then_trades_one_by_one_and_the_market_is_the_tables():
    state = curse.new_table(3)
    assert curse.GAME.turn(state) == Turn((), Period("round", 1))  # the Market cards: anyone enters them (C2)
    state = curse.at_reveal(state)
    assert curse.GAME.turn(state) == Turn((0, 1, 2), Period("round", 1))  # every player reveals at once (C4)
    state = curse.play(state, {"type": "reveal", "card": curse.card("ale 5")}, 1)
    assert curse.GAME.turn(state).seats == (0, 2)
    state = {**state, "phase": "take", "to_take": ["p2", "p0"]}
    assert curse.GAME.turn(state) == Turn((2,), Period("round", 1))  # highest rank first (C4)
    assert curse.GAME.turn({**state, "to_take": ["friar-tuck"]}) == Turn((), Period("round", 1))  # a Legend's: anyone's entry
    assert curse.GAME.turn({**state, "phase": "archery", "archery_between": ["p0", "p2"]}).seats == (0, 2)
    assert curse.GAME.turn({**state, "finished": True}) is None


def test_goods_declarations_go_one_by_one_then_the_sheriff_then_the_week_goods_at_once():
    state = goods.new(3)
    assert goods.GAME.turn(state) == Turn((1,), Period("week", 1))  # left of the Sheriff (G2)
    state, _ = goods.play(state, {"type": "declare", "good": "potato", "count": 1}, 1)
    assert goods.GAME.turn(state) == Turn((2,), Period("week", 1))
    state = goods.declare_all(goods.new(3))
    assert goods.GAME.turn(state) == Turn((0,), Period("week", 1))  # the Sheriff's turn (G3)
    week_end = {**state, "phase": "week_end", "week_goods": [None, {"earned": 0}, None]}
    assert goods.GAME.turn(week_end) == Turn((0, 2), Period("week", 1))  # G9: everyone at once
    choosing = {**state, "phase": "choose_sheriff", "choosing_sheriff": 2, "week": 2}
    assert goods.GAME.turn(choosing) == Turn((2,), Period("week", 2))  # the poorest chooses (G8)
    assert goods.GAME.turn({**state, "finished": True}) is None


def test_hero_is_always_the_one_players_turn_round_by_round():
    state = hero.new()
    assert hero.GAME.turn(state) == Turn((0,), Period("round", 1))
    state = hero.story(hero.play(hero.rob(state), {"type": "no_action"})[0])
    assert hero.GAME.turn(state) == Turn((0,), Period("round", 2))
    assert hero.GAME.turn({**state, "outcome": "won"}) is None


def test_rescuing_bands_drawn_at_once_then_each_bands_turn_then_recruiting_in_order():
    state = rescuing.new(3)
    assert rescuing.GAME.turn(state) == Turn((), Period("day", 1))  # the battlefield: the table's
    state, _ = rescuing.play(state, {"type": "add_row", "medallions": ["bronze"], "guards": {"blue": 3}})
    state, _ = rescuing.play(state, {"type": "setup_done"})
    assert rescuing.GAME.turn(state) == Turn((0, 1, 2), Period("day", 1))  # R8: every band drawn at once
    state = rescuing.at_turns(rescuing.new(3))
    assert rescuing.GAME.turn(state) == Turn((0,), Period("day", 1))
    assert rescuing.GAME.turn({**state, "current": 2}) == Turn((2,), Period("day", 1))
    recruiting = {**state, "phase": "recruit", "recruiting": {"next": 1, "passes": 0}, "current": None}
    assert rescuing.GAME.turn(recruiting) == Turn((1,), Period("day", 1))
    assert rescuing.GAME.turn({**state, "phase": "cleanup"}) == Turn((), Period("day", 1))
    assert rescuing.GAME.turn({**state, "phase": "over", "outcome": "won"}) is None


def test_1990_board_turns_are_not_entered_the_tied_poorest_choose_together():
    state = rh1990.new(3)
    assert rh1990.GAME.turn(state) == Turn((), Period("section", 1))  # the pawns move on the board, not in the app
    tied = {**state, "section": 2, "choosing_starter": [1, 2], "starter": None}
    assert rh1990.GAME.turn(tied) == Turn((1, 2), Period("section", 2))  # V6
    assert rh1990.GAME.turn({**state, "finished": True}) is None
