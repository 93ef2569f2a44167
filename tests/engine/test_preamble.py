"""Game.apply, the one preamble of every move: an old snapshot upgraded through one hook, a move after
the end refused with the game's own sentence and ruling, the seat checked once from MoveSpec.who, the move
played by its move_<type> method."""
import pytest

import engine
from engine.errors import RuleError
from engine.game import Game, MoveSpec
from tests.games.curse import test_rules as test_curse_rules
from tests.games.goods import test_rules as test_goods_rules
from tests.games.hero import test_rules as test_hero
from tests.games.rescuing import test_rules as test_rescuing_rules
from tests.games.rh1990 import test_rules as test_rh1990
from tests.helpers import english


class Counter(Game):
    """A game written only for these tests (never registered): one counter per seat."""

    id = "counter-test"
    title = "Counter"
    min_players = 1
    max_players = 3
    rulings = {"K1": "A finished game takes no more moves."}
    over_rule = "K1"
    moves = {
        "count": MoveSpec("Count one for your seat."),
        "reset": MoveSpec("Anyone resets every counter.", who="any"),
        "finish": MoveSpec("The host ends the game.", who="host"),
    }

    def setup(self, options):
        return {"seats": options["players"], "counts": [0] * options["players"], "finished": False}

    def upgrade(self, state):
        state.setdefault("counts", [0] * state["seats"])  # an "older release" stored no counts
        return state

    def over_sentence(self, state):
        return f"Counted {sum(state['counts'])}: the game is over."

    def status(self, state):
        return {"finished": state["finished"], "winners": []}

    def move_count(self, state, move, seat):
        state["counts"][seat] += 1
        return {"seat": seat, "count": state["counts"][seat]}

    def move_reset(self, state, move, seat):
        state["counts"] = [0] * state["seats"]
        return {"by": seat}

    def move_finish(self, state, move, seat):
        state["finished"] = True
        return {}


COUNTER = Counter()


def test_a_move_is_played_by_its_method_and_gets_the_seat_it_names():
    state, result = engine.play(COUNTER, COUNTER.setup({"players": 2}), {"type": "count"}, 1)
    assert state["counts"] == [0, 1] and result == {"seat": 1, "count": 1}


def test_an_old_snapshot_is_upgraded_before_the_move():
    state, result = engine.play(COUNTER, {"seats": 2, "finished": False}, {"type": "count"}, 0)
    assert state["counts"] == [1, 0] and result["count"] == 1


def test_a_move_after_the_end_is_refused_with_the_games_sentence_and_ruling():
    state, _ = engine.play(COUNTER, COUNTER.setup({"players": 2}), {"type": "count"}, 0)
    state, _ = engine.play(COUNTER, state, {"type": "finish"}, None)
    for move, seat in (({"type": "count"}, 0), ({"type": "reset"}, None), ({"type": "finish"}, None)):
        with pytest.raises(RuleError) as caught:
            engine.play(COUNTER, state, move, seat)
        assert (english(caught.value), caught.value.rule) == ("Counted 1: the game is over.", "K1")


def test_a_seats_move_without_a_seat_is_refused_and_other_moves_need_none():
    with pytest.raises(RuleError) as caught:
        engine.play(COUNTER, COUNTER.setup({"players": 2}), {"type": "count"}, None)
    assert english(caught.value.errors) == {"seat": ["Say which seat this move is for."]} and caught.value.rule is None
    assert engine.play(COUNTER, COUNTER.setup({"players": 2}), {"type": "reset"}, None)[1] == {"by": None}


def test_a_one_seat_games_move_without_a_seat_is_that_seats():
    class Solo(Counter):
        max_players = 1

    solo = Solo()
    state, result = engine.play(solo, solo.setup({"players": 1}), {"type": "count"}, None)
    assert state["counts"] == [1] and result["seat"] == 0


# Each game's own sentences, as the games said them before the preamble was shared -------------------------

def finished_states():
    scorepad = engine.get("score-pad")
    curse = test_curse_rules.GAME
    rescued = {**test_rescuing_rules.new(), "phase": "over", "robin_rescued": True, "outcome": "won"}
    return [
        (scorepad, {**scorepad.setup({"players": 2, "goal": None}), "finished": True}, {"type": "add", "points": 1},
         "The game is over: it takes no more moves.", "SP1"),
        (curse, {**test_curse_rules.new_table(3), "finished": True}, {"type": "reveal", "card": {"good": "ale", "rank": 2}},
         "The game is over.", "C7"),
        (test_goods_rules.GAME, {**test_goods_rules.new(3), "finished": True}, {"type": "declare", "good": "fruit",
                                                                              "count": 1},
         "The game is over.", "G11"),
        (test_hero.GAME, {**test_hero.new(), "outcome": "won"}, {"type": "no_action"}, "The game is over: you won.",
         "H2"),
        (test_rescuing_rules.GAME, rescued, {"type": "end_day"}, "The game is over: Robin was rescued.", "R11"),
        (test_rh1990.GAME, {**test_rh1990.new(2), "finished": True}, {"type": "settle", "distances": {"0": 0, "1": 1}},
         "The game is over: the fisherman's hut was reached.", "V4"),
    ]


@pytest.mark.parametrize("game, state, move, sentence, rule", finished_states(),
                         ids=lambda value: value.id if isinstance(value, Game) else "")
def test_each_game_refuses_a_move_after_the_end_in_its_own_words(game, state, move, sentence, rule):
    with pytest.raises(RuleError) as caught:
        engine.play(game, state, move, 0 if game.moves[move["type"]].who == "seat" else None)
    assert (english(caught.value), caught.value.rule) == (sentence, rule)
    assert game.over_rule == rule


def seatless_moves():
    return [
        (engine.get("score-pad"), engine.get("score-pad").setup({"players": 2, "goal": None}),
         {"type": "note", "text": "x"}, "Say which seat this move is for."),
        (test_curse_rules.GAME, test_curse_rules.at_reveal(test_curse_rules.new_table(3)),
         {"type": "reveal", "card": {"good": "meat", "rank": 5}}, "Say which player revealed this card."),
        (test_curse_rules.GAME, test_curse_rules.at_reveal(test_curse_rules.new_table(3)),
         {"type": "take", "card": {"good": "ale", "rank": 1}}, "Say which player took this card."),
        (test_goods_rules.GAME, test_goods_rules.new(3), {"type": "declare", "good": "fruit", "count": 1},
         "Say which player makes this move."),
        (test_rescuing_rules.GAME, test_rescuing_rules.at_turns(), {"type": "end_turn"},
         "Say which band makes this move."),
        (test_rh1990.GAME, test_rh1990.new(2), {"type": "event", "text": "A storm", "gold": -1},
         "Say which player this is for."),
    ]


@pytest.mark.parametrize("game, state, move, sentence", seatless_moves(),
                         ids=lambda value: value.id if isinstance(value, Game) else "")
def test_each_game_asks_for_the_seat_of_a_seats_move_in_its_own_words(game, state, move, sentence):
    assert game.moves[move["type"]].who == "seat"
    with pytest.raises(RuleError) as caught:
        engine.play(game, state, move, None)
    assert english(caught.value.errors) == {"seat": [sentence]}


def test_hero_a_solo_game_plays_a_move_without_a_seat_for_its_one_seat():
    state, result = engine.play(test_hero.GAME, test_hero.new(), {"type": "choose_hero", "character": "robin-hood"},
                                None)
    assert result == engine.play(test_hero.GAME, test_hero.new(), {"type": "choose_hero", "character": "robin-hood"},
                                 0)[1]
