"""Robin Hood (goods and the Sheriff): ruling by ruling (G1-G11) and the rulebook's examples."""
import pytest

import engine
from engine.games.goods import KNOWN, complete_card_table, inspection, sell_out
from tests.helpers import english

GAME = engine.get("robin-hood-goods")
# The numbers a host reads off the player-aid card (invented for the tests only: the app never invents them).
ASIDE = {"values": {"fruit": 3, "mead": 8, "jewelry": 9}, "penalties": {"mead": 6, "jewelry": 7},
         "rewards": {"mead": 4, "jewelry": 5}}
LIMITS = {3: {"fruit": 4, "chicken": 4, "mead": 2, "jewelry": 1}, 4: {}, 5: {g: 5 for g in KNOWN["values"]}}


def card_table(players):
    return {**ASIDE, "limits": LIMITS[players]}


def new(players=3, mode="advanced", **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, "mode": mode,
                                                      "card_table": card_table(players), **options}))


def play(state, move, seat):
    return engine.play(GAME, state, move, seat)


def declare_all(state, good="potato", count=1):
    """Everyone declares `count` `good` in order (count 1 needs no chariot)."""
    for seat in [(state["sheriff"] + i) % state["seats"] for i in range(1, state["seats"])]:
        state, _ = play(state, {"type": "declare", "good": good, "count": count}, seat)
    return state


# G1 --------------------------------------------------------------------------------

def test_g1_known_values_are_shipped_and_unknown_ones_are_none():
    assert KNOWN["values"] == {"potato": 1, "fruit": None, "chicken": 4, "silk": 7, "mead": None, "jewelry": None}
    assert KNOWN["limits"]["4"] == {"potato": 8, "fruit": 6, "chicken": 5, "silk": 4, "mead": 3, "jewelry": 2}
    assert KNOWN["limits"]["3"]["chicken"] is None and set(KNOWN["limits"]["5"].values()) == {None}


def test_g1_a_table_needs_every_missing_number_and_names_them_all():
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(GAME, {"players": 5, "card_table": {}})
    assert caught.value.rule == "G1"
    assert {"card_table.values.fruit", "card_table.rewards.mead", "card_table.limits.potato"} <= set(caught.value.errors)


def test_g1_a_known_number_cannot_be_contradicted():
    with pytest.raises(engine.RuleError) as caught:
        complete_card_table({**ASIDE, "values": {**ASIDE["values"], "silk": 9}}, 4, advanced=True)
    assert "card_table.values.silk" in caught.value.errors


def test_g1_the_family_game_needs_no_limits():
    assert "limits" not in complete_card_table(ASIDE, 5, advanced=False)


# G2 --------------------------------------------------------------------------------

def test_g2_declarations_take_chariot_tokens_once_per_turn():
    state = new(4)  # sheriff 0: seats 1, 2, 3 declare
    state, _ = play(state, {"type": "declare", "good": "fruit", "count": 3}, 1)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "declare", "good": "potato", "count": 3}, 2)
    assert caught.value.rule == "G2" and "chariot token 3" in english(caught.value.message)
    state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, 2)  # 1 is always allowed
    state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, 3)
    assert state["phase"] == "sheriff"


def test_g2_five_players_have_two_chariots_of_two():
    state = new(5)
    state, _ = play(state, {"type": "declare", "good": "fruit", "count": 2}, 1)
    state, _ = play(state, {"type": "declare", "good": "fruit", "count": 2}, 2)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "declare", "good": "fruit", "count": 2}, 3)


def test_g2_only_lawful_goods_and_clockwise_order():
    state = new(3)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "declare", "good": "silk", "count": 1}, 1)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "declare", "good": "potato", "count": 1}, 2)
    assert caught.value.rule == "G2"
    with pytest.raises(engine.RuleError):
        play(state, {"type": "declare", "good": "potato", "count": 1}, 0)  # the Sheriff


# G3 and G4 -------------------------------------------------------------------------

def test_g4_carlos_inspection_from_the_rulebook():
    # Carlos declares four potatoes; the bag holds 1 potato, 1 chicken, 2 silks.
    state = new(4)
    state, _ = play(state, {"type": "declare", "good": "potato", "count": 4}, 1)
    state = declare_all_rest(state)
    state, receipt = play(state, {"type": "inspect", "target": 1, "cards": {"potato": 1, "chicken": 1, "silk": 2}}, 0)
    assert receipt["penalty"] == 13 and receipt["paid"] == 13 and receipt["reward"] == 6
    assert receipt["approved"] == {"potato": 1}
    assert state["money"][1] == 30 - 13 and state["money"][0] == 30 + 6


def declare_all_rest(state):
    for seat in [(state["sheriff"] + i) % state["seats"] for i in range(1, state["seats"])]:
        if str(seat) not in state["declarations"]:
            state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, seat)
    return state


def test_g4_an_honest_bag_earns_the_indemnity_of_each_card():
    state = new(3)
    state, _ = play(state, {"type": "declare", "good": "chicken", "count": 2}, 1)
    state = declare_all_rest(state)
    state, receipt = play(state, {"type": "inspect", "target": 1, "cards": {"chicken": 2}}, 0)
    assert receipt["honest"] and receipt["indemnity"] == 6 and state["money"][1] == 36


def test_g3_the_bag_holds_the_declared_number_of_cards():
    state = declare_all(new(3))
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "inspect", "target": 1, "cards": {"potato": 2}}, 0)
    assert caught.value.rule == "G3"


def test_g4_a_deal_is_money_from_player_to_sheriff_and_approves_unseen():
    state = declare_all(new(3))
    state, receipt = play(state, {"type": "deal", "target": 2, "amount": 10}, 0)
    assert state["money"] == [40, 30, 20] and receipt["kind"] == "deal"
    with pytest.raises(engine.RuleError):
        play(state, {"type": "deal", "target": 1, "amount": 1}, 1)  # only the Sheriff


# G5 --------------------------------------------------------------------------------

def test_g5_a_player_pays_what_they_have_and_the_rest_is_written_off():
    state = new(3)
    state["money"][1] = 4
    state, _ = play(state, {"type": "declare", "good": "potato", "count": 2}, 1)
    state = declare_all_rest(state)
    state, receipt = play(state, {"type": "inspect", "target": 1, "cards": {"silk": 2}}, 0)
    assert receipt["penalty"] == 10 and receipt["paid"] == 4 and receipt["written_off"] == 6
    assert state["money"][1] == 0 and state["money"][0] == 30 + 6


# G6 --------------------------------------------------------------------------------

def test_g6_deputy_after_the_regular_inspection_with_four_players():
    state = declare_all(new(4))
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert caught.value.rule == "G6"
    state, _ = play(state, {"type": "inspect", "target": 1, "cards": {"potato": 1}}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}}, 0)  # a second regular one
    state, _ = play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert state["deputy_tokens"] == [0, 1, 1, 1]
    with pytest.raises(engine.RuleError):
        play(state, {"type": "inspect", "target": 3, "cards": {"potato": 1}, "deputy": True}, 0)


def test_g6_no_deputy_with_three_players():
    state = declare_all(new(3))
    state, _ = play(state, {"type": "inspect", "target": 1, "cards": {"potato": 1}}, 0)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert caught.value.rule == "G6" and "3 players" in english(caught.value.message)


def test_g6_luish_apprehension_from_the_rulebook():
    # Luish declares three chickens; Amy, the Sheriff, apprehends: 1 chicken, 1 jewelry, 1 fruit.
    state = new(3)  # Amy is seat 0, Luish seat 1
    state, _ = play(state, {"type": "declare", "good": "chicken", "count": 3}, 1)
    state = declare_all_rest(state)
    money = list(state["money"])
    state, result = play(state, {"type": "apprehend", "target": 1, "cards": {"chicken": 1, "jewelry": 1, "fruit": 1}}, 0)
    assert result["returned"] == {"chicken": 1} and result["took"] == {"jewelry": 1, "fruit": 1}
    assert state["money"] == money  # no deal, indemnity, penalty or reward
    assert state["seen_approved"][0] == {"jewelry": 1, "fruit": 1}
    assert state["apprehension_token"][0] is False


def test_g6_no_apprehension_of_an_inspected_player_and_one_per_game():
    state = declare_all(new(4))
    state, _ = play(state, {"type": "inspect", "target": 1, "cards": {"potato": 1}}, 0)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "apprehend", "target": 1, "cards": {"potato": 1}}, 0)
    assert caught.value.rule == "G15"  # not on a bag already inspected (G6, G15)
    state, _ = play(state, {"type": "apprehend", "target": 2, "cards": {"potato": 1}}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "apprehend", "target": 3, "cards": {"potato": 1}}, 0)


# G7 --------------------------------------------------------------------------------

def test_g7_robin_hood_token_once_per_game_one_player_per_turn_before_declarations():
    state = new(3)
    state, _ = play(state, {"type": "robin_hood", "cards": 3}, 1)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "robin_hood", "cards": 2}, 2)
    assert caught.value.rule == "G7"
    state = declare_all(state)
    state, _ = play(state, {"type": "let_pass"}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "robin_hood", "cards": 2}, 1)  # used already this game
    state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, 2)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "robin_hood", "cards": 2}, 0)  # declarations started


# G8 --------------------------------------------------------------------------------

def test_g8_three_players_are_sheriff_twice_a_week_passing_clockwise():
    state = new(3)
    sheriffs = []
    for _ in range(6):
        sheriffs.append(state["sheriff"])
        state = declare_all(state)
        state, _ = play(state, {"type": "let_pass"}, state["sheriff"])
    assert sheriffs == [0, 1, 2, 0, 1, 2] and state["phase"] == "week_end"


def test_g8_the_poorest_chooses_the_next_sheriff_and_a_tie_goes_left_of_the_last():
    state = week_over(new(3), money=[30, 12, 40])
    assert state["phase"] == "choose_sheriff" and state["choosing_sheriff"] == 1
    with pytest.raises(engine.RuleError):
        play(state, {"type": "choose_sheriff", "sheriff": 0}, 2)
    state, _ = play(state, {"type": "choose_sheriff", "sheriff": 2}, 1)
    assert state["sheriff"] == 2 and state["week"] == 2
    tied = week_over(new(3), money=[10, 10, 40])
    assert tied["phase"] == "declare" and tied["sheriff"] == 0  # left of the last Sheriff (seat 2)


def week_over(state, money):
    for _ in range(state["turns_per_week"]):
        state = declare_all(state)
        state, _ = play(state, {"type": "let_pass"}, state["sheriff"])
    state["money"] = list(money)
    for seat in range(state["seats"]):
        state, _ = play(state, {"type": "week_goods", "approved": held_as_potatoes(state, seat)}, seat)
    return state


def held_as_potatoes(state, seat):
    """What G12 accepts when every unopened bag held potatoes: the seen cards plus the unseen count."""
    approved = dict(state["seen_approved"][seat])
    approved["potato"] = approved.get("potato", 0) + state["unseen_cards"][seat]
    return {good: n for good, n in approved.items() if n}


# G9 --------------------------------------------------------------------------------

def test_g9_approved_goods_sell_stored_ones_wait_at_most_three_a_week():
    state = new(3)
    for _ in range(6):
        state = declare_all(state)
        state, _ = play(state, {"type": "let_pass"}, state["sheriff"])
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "week_goods", "approved": {"silk": 2, "potato": 2}, "stored": {"silk": 2, "potato": 2}}, 0)
    assert caught.value.rule == "G9"
    # Seat 0's four one-card bags passed unopened: four cards, whatever they were (G12).
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "week_goods", "approved": {"silk": 1, "potato": 3}, "stored": {"silk": 2}}, 0)
    assert caught.value.rule == "G9"
    state, result = play(state, {"type": "week_goods", "approved": {"silk": 3, "potato": 1}, "stored": {"silk": 2}}, 0)
    assert result["sold"] == {"silk": 1, "potato": 1} and result["earned"] == 7 + 1
    assert GAME.view(state, 1)["my_stored"] == {} and "silk" not in str(GAME.view(state, 1)["week_goods_entered"])


def test_g9_family_game_stores_nothing():
    state = new(3, mode="family")
    for _ in range(6):
        state = declare_all(state)
        state, _ = play(state, {"type": "let_pass"}, state["sheriff"])
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "week_goods", "approved": {"silk": 4}, "stored": {"silk": 1}}, 0)
    assert caught.value.rule == "G9"


# G10 --------------------------------------------------------------------------------

def test_g10_example_1_as_fixed_amy_stored_three():
    out = sell_out({"Carlos": {"potato": 4}, "Amy": {"potato": 3}, "Luish": {"potato": 1}}, {"potato": 1}, {"potato": 6})
    assert out["Carlos"]["by_good"]["potato"] == {"stored": 4, "sold": 4, "money": 8}
    assert out["Amy"]["by_good"]["potato"] == {"stored": 3, "sold": 2, "money": 4}
    assert out["Luish"]["total"] == 0


def test_g10_example_1_as_printed_cannot_give_the_printed_result():
    # Printed: Carlos 4 and Amy 4 (total "8" with Luish's 1 is really 9). Equal counts share priority,
    # so they split the 6 sold potatoes: 3 each for $6, not the printed $8 and $4.
    out = sell_out({"Carlos": {"potato": 4}, "Amy": {"potato": 4}, "Luish": {"potato": 1}}, {"potato": 1}, {"potato": 6})
    assert [out[n]["by_good"]["potato"]["money"] for n in ("Carlos", "Amy", "Luish")] == [6, 6, 0]


def test_g10_example_2_as_fixed_the_chicken_limit_is_four():
    out = sell_out({"Amy": {"chicken": 3}, "Carlos": {"chicken": 3}}, {"chicken": 4}, {"chicken": 4})
    assert out["Amy"]["by_good"]["chicken"] == {"stored": 3, "sold": 2, "money": 16}
    assert out["Carlos"]["total"] == 16


def test_g10_example_2_as_printed_a_limit_of_three_splits_one_and_a_half_each():
    out = sell_out({"Amy": {"chicken": 3}, "Carlos": {"chicken": 3}}, {"chicken": 4}, {"chicken": 3})
    assert out["Amy"]["by_good"]["chicken"] == {"stored": 3, "sold": 1.5, "money": 12}


def test_g10_example_3_the_split_is_rounded_down():
    out = sell_out({"Michel": {"silk": 2}, "Lucy": {"silk": 2}, "Carol": {"silk": 1}}, {"silk": 7}, {"silk": 3})
    assert out["Michel"]["by_good"]["silk"] == {"stored": 2, "sold": 1.5, "money": 21}
    assert out["Lucy"]["total"] == 21 and out["Carol"]["total"] == 0


def test_g10_within_the_limit_everyone_sells_everything_at_double():
    out = sell_out({"A": {"silk": 1}, "B": {"silk": 2}}, {"silk": 7}, {"silk": 4})
    assert out["A"]["total"] == 14 and out["B"]["total"] == 28


def test_g10_rounding_down_an_odd_split():
    out = sell_out({"A": {"mead": 2}, "B": {"mead": 2}}, {"mead": 5}, {"mead": 3})
    assert out["A"]["total"] == (3 * 10) // 2 == 15


# G11 --------------------------------------------------------------------------------

def test_g11_most_money_wins_and_equal_money_shares():
    state = new(3, mode="family")
    state["week"] = 3
    state = week_over(state, money=[50, 50, 20])
    assert GAME.status(state) == {"finished": True, "winners": [0, 1]}
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "let_pass"}, 0)
    assert caught.value.rule == "G11"


def test_inspection_function_reports_the_same_numbers_as_the_table():
    table = complete_card_table(ASIDE, 4, advanced=False)
    assert inspection({"good": "potato", "count": 4}, {"potato": 1, "chicken": 1, "silk": 2}, table)["penalty"] == 13
