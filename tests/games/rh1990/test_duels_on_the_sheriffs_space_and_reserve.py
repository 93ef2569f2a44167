"""Robin Hood (1990): rulings V7 (a duel won on the sheriff's starting space ends the section) and V8 (the
sheriff's reserve never runs out), in the engine and through the table endpoints.

The rulebook's passages: "If the confrontation takes place on the sheriff's starting space and the player wins,
the player is allowed to place his pawn directly on the next gathering point." and "As soon as one pawn reaches
the next gathering point with an exact number of points, this section of the route is over for all the other
participants." The box holds 80 coin cards: 30 of 1, 30 of 5 and 20 of 10, 380 gold in all.
"""
import pytest

import engine
from engine.messages import Message
from tests.helpers import english, make_table

GAME = engine.get("robin-hood-1990")
BOX_GOLD = 30 * 1 + 30 * 5 + 20 * 10


def new(players=3, **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, **options}))


def play(state, move, seat=None):
    return engine.play(GAME, state, move, seat)


def refused(state, move, seat, rule):
    with pytest.raises(engine.RuleError) as caught:
        play(state, move, seat)
    assert caught.value.rule == rule, caught.value
    return caught.value


ONTO = {"type": "duel", "player_card": 4, "sheriff_card": 2, "to_gathering_point": True}


# V7 ---------------------------------------------------------------------------------------------

def test_v7_the_winner_on_the_sheriffs_starting_space_arrives_and_ends_the_section():
    state, result = play(new(), ONTO, 1)
    assert result["winner"] == "player" and result["gold"] == 5 and result["arrived"] == 1
    assert "directly onto gathering point 1" in english(Message.from_json(result["then"]))
    assert state["gold"] == [5, 10, 5] and state["arrived"] == 1
    assert state["duels"][-1]["to_gathering_point"] is True
    # The section is over for everyone else: no duel, no event, only its settlement.
    error = refused(state, {"type": "duel", "player_card": 5, "sheriff_card": 1}, 0, "V7")
    assert "enter the settlement" in english(error)
    refused(state, {"type": "event", "text": "A purse", "gold": 2}, 2, "V7")


def test_v7_the_arrival_is_the_first_arrival_with_its_bonus():
    state, _ = play(new(), ONTO, 1)
    error = refused(state, {"type": "settle", "distances": {"0": 0, "1": 3, "2": 6}}, None, "V7")
    assert error.errors == {"distances.1": [error.message]}
    state, result = play(state, {"type": "settle", "distances": {"0": 4, "1": 0, "2": 9}})
    # V2: the distance to the last pawn (9), and 5 more for the first arrival at the inn.
    assert result["paid"] == {"0": 5, "1": 14, "2": 0}
    assert state["gold"] == [10, 24, 5] and "arrived" not in state and state["section"] == 2
    state, _ = play(state, {"type": "duel", "player_card": 3, "sheriff_card": 1}, 0)  # section 2 goes on
    assert state["gold"][0] == 15


def test_v7_only_a_player_who_wins_moves_onto_the_gathering_point():
    state = new()
    for sheriff_wins in ({"player_card": 2, "sheriff_card": 4}, {"player_card": 5, "sheriff_card": "sheriff"}):
        error = refused(state, {"type": "duel", **sheriff_wins, "to_gathering_point": True}, 1, "V7")
        assert "to_gathering_point" in error.errors


def test_v7_the_player_may_stay_where_the_duel_was_won():
    # "the player is allowed to": a duel won without the move keeps the section going.
    state, result = play(new(), {"type": "duel", "player_card": 4, "sheriff_card": 2}, 1)
    assert "arrived" not in state and "arrived" not in result and english(Message.from_json(result["then"])).startswith("the sheriff pawn")
    state, _ = play(state, {"type": "event", "text": "A purse", "gold": 2}, 2)
    assert state["gold"] == [5, 10, 7]


def test_v7_onto_the_fishermans_hut_the_settlement_ends_the_game():
    state = new(2)
    for distances in ({"0": 0, "1": 5}, {"0": 3, "1": 0}, {"0": 5, "1": 0}):
        state, _ = play(state, {"type": "settle", "distances": distances})
    assert state["gold"] == [15, 38]
    state, _ = play(state, ONTO, 0)
    state, result = play(state, {"type": "settle", "distances": {"0": 0, "1": 2}})
    assert result["paid"] == {"0": 22, "1": 0} and state["finished"] and state["winners"] == [0]
    assert state["gold"] == [42, 38]


def test_v7_through_the_table_endpoints(client):
    table = make_table(client, "robin-hood-1990", players=3)
    for name in ("Ann", "Bob", "Cat"):
        table.join(name)
    lost = table.move(table.seat(1), type="duel", player_card=1, sheriff_card=3, to_gathering_point=True)
    assert lost.status_code == 422 and lost.json["rule"] == "V7"
    won = table.move(table.seat(1), type="duel", player_card=4, sheriff_card=2, to_gathering_point=True)
    assert won.status_code == 201 and won.json["state"]["arrived"] == 1
    blocked = table.move(table.seat(0), type="event", text="A purse", gold=2)
    assert blocked.status_code == 422 and blocked.json["rule"] == "V7"
    wrong = table.move(table.host, type="settle", distances={"0": 0, "1": 2, "2": 5})
    assert wrong.status_code == 422 and wrong.json["rule"] == "V7" and "distances.1" in wrong.json["errors"]
    settled = table.move(table.host, type="settle", distances={"0": 2, "1": 0, "2": 5})
    assert settled.status_code == 201 and settled.json["result"]["paid"] == {"0": 3, "1": 10, "2": 0}
    assert "arrived" not in settled.json["state"]
    assert table.undo(table.host).status_code == 201  # back to the arrival: only the settlement is open again
    assert table.get(table.host).json["state"]["arrived"] == 1


# V8 ---------------------------------------------------------------------------------------------

def test_v8_payouts_beyond_the_boxs_coins_are_paid_in_full():
    state = new(6)
    duels = 0
    for point in range(1, 5):
        for seat in range(6):  # every player wins a duel in every section: 5 gold each time
            state, result = play(state, {"type": "duel", "player_card": 5, "sheriff_card": 1}, seat)
            assert result["gold"] == 5
            duels += 1
        spread = {str(s): 10 * s for s in range(6)}  # 0, 10, ... 50 spaces short
        state, result = play(state, {"type": "settle", "distances": spread})
        assert result["paid"] == {str(s): 50 - 10 * s + (5 * point if s == 0 else 0) for s in range(6)}
        if state.get("choosing_starter"):
            state, _ = play(state, {"type": "starter", "starting_seat": state["choosing_starter"][0]})
    paid_out = sum(state["gold"]) - 6 * 5
    assert paid_out == duels * 5 + 4 * (50 + 40 + 30 + 20 + 10) + (5 + 10 + 15 + 20)
    assert paid_out > BOX_GOLD  # 770 gold came out of a reserve of 380: nothing was cut short


def test_v8_through_the_table_endpoints_a_big_settlement_is_paid_in_full(client):
    table = make_table(client, "robin-hood-1990", players=6)
    for name in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"):
        table.join(name)
    answer = table.move(table.host, type="settle", distances={str(s): 40 * s for s in range(5)} | {"5": 200})
    assert answer.status_code == 201
    assert answer.json["result"]["paid"]["0"] == 200 + 5 and sum(answer.json["state"]["gold"]) > BOX_GOLD


def test_v8_once_the_players_hold_more_than_the_boxs_coins_the_table_and_the_log_say_so():
    """Issue 34: payouts past the box's 380 gold said nothing. The view says how much the players hold
    beyond the box's coins, and the payout that passes it says so in its sentence (V8): paid in full,
    made up with stand-in coins."""
    state = new(6)
    assert GAME.view(state, None)["beyond_box"] == 0 and GAME.view(state, None)["box_gold"] == BOX_GOLD
    spread = {str(s): 30 * s for s in range(6)}  # 150 + 5 + 120 + 90 + 60 + 30 = 455 paid at the inn
    state, result = play(state, {"type": "settle", "distances": spread})
    held = sum(state["gold"])
    assert held == 30 + 455 and result["beyond_box"] == held - BOX_GOLD == 105
    assert GAME.view(state, 2)["beyond_box"] == 105
    said = english(GAME.result_sentence({"type": "settle", "distances": spread}, result, list("ABCDEF")))
    assert said.endswith("; the players now hold 105 gold more than the box's 380: paid in full,"
                         " make it up with stand-in coins")
    state, duel_won = play(state, {"type": "duel", "player_card": 3, "sheriff_card": 1}, 4)
    assert duel_won["beyond_box"] == 110
    assert "110 gold more than the box's 380" in english(GAME.result_sentence({"type": "duel"}, duel_won, list("ABCDEF")))


def test_v8_below_the_boxs_coins_a_payout_says_nothing_about_them():
    state, result = play(new(3), {"type": "settle", "distances": {"0": 0, "1": 3, "2": 7}})
    assert "beyond_box" not in result
    assert "box" not in english(GAME.result_sentence({"type": "settle"}, result, ["Ann", "Bob", "Cat"]))
