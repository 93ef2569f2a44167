"""Robin Hood (goods and the Sheriff): the week's goods are checked (G12), the sell-out calculator follows G1
(G13), the Sheriff's turn-ending moves have their own names, and tables created before G12 keep working."""
import pytest

import engine
from engine.games.goods import KNOWN
from tests.helpers import english
from tests.games.goods.test_rules import ASIDE, GAME, card_table, new, play


def turn(state, bags, sheriff_moves=(), end=None):
    """One turn: ``bags`` are (good, count) in declaring order; the Sheriff's moves; then the turn ends."""
    order = [(state["sheriff"] + i) % state["seats"] for i in range(1, state["seats"])]
    for seat, (good, count) in zip(order, bags):
        state, _ = play(state, {"type": "declare", "good": good, "count": count}, seat)
    for move in sheriff_moves:
        state, _ = play(state, move, state["sheriff"])
    return play(state, {"type": end or ("end_turn" if sheriff_moves else "let_pass")}, state["sheriff"])[0]


def refusal(state, move, seat):
    with pytest.raises(engine.RuleError) as caught:
        play(state, move, seat)
    return caught.value


def three_player_week():
    """A 3-player week (Sheriffs 0, 1, 2, 0, 1, 2) in which the app knows 12 of seat 1's cards, as in the issue."""
    state = new(3)
    # Turn 1, Sheriff 0: seat 1 declares 5 fruits and is inspected: 3 fruits approved, 2 silks discarded.
    state = turn(state, [("fruit", 5), ("potato", 1)],
                 [{"type": "inspect", "target": 1, "cards": {"fruit": 3, "silk": 2}}])
    # Turn 2, Sheriff 1: seat 2's 3 chickens pass, seat 0's 1 potato passes.
    state = turn(state, [("chicken", 3), ("potato", 1)])
    # Turn 3, Sheriff 2: seat 0 declares 2 potatoes and is apprehended (1 potato back, 1 jewelry to the Sheriff);
    # seat 1's 4 chickens pass unopened.
    state = turn(state, [("potato", 2), ("chicken", 4)],
                 [{"type": "apprehend", "target": 0, "cards": {"potato": 1, "jewelry": 1}}])
    # Turn 4, Sheriff 0: seat 1 buys off the inspection of its 4 chickens ($6); seat 2's 2 fruits pass.
    state = turn(state, [("chicken", 4), ("fruit", 2)], [{"type": "deal", "target": 1, "amount": 6}])
    # Turn 5, Sheriff 1: seat 2's 1 chicken and seat 0's 1 potato pass.
    state = turn(state, [("chicken", 1), ("potato", 1)])
    # Turn 6, Sheriff 2: seat 0's 1 fruit passes; seat 1's 1 potato is inspected, honest.
    state = turn(state, [("fruit", 1), ("potato", 1)], [{"type": "inspect", "target": 1, "cards": {"potato": 1}}])
    assert state["phase"] == "week_end"
    return state


# G12 --------------------------------------------------------------------------------

def test_g12_the_app_counts_each_players_cards_from_what_it_saw_and_the_bags_that_passed():
    state = three_player_week()
    # Seat 1: seen 3 fruits + 1 potato; unseen 4 (passed) + 4 (dealt for) = 12 cards.
    assert state["seen_approved"][1] == {"fruit": 3, "potato": 1} and state["unseen_cards"][1] == 8
    # Seat 0: 1 potato returned by the apprehension (seen), 1 + 1 + 1 passed; as Sheriff, nothing of its own.
    assert state["seen_approved"][0] == {"potato": 1} and state["unseen_cards"][0] == 3
    # Seat 2, Sheriff of turn 3: the jewelry it took is seen; 1 + 3 + 2 + 1 passed.
    assert state["seen_approved"][2] == {"jewelry": 1} and state["unseen_cards"][2] == 7


def test_g12_a_player_claiming_more_cards_than_the_app_counts_is_refused_with_the_difference():
    state = three_player_week()
    error = refusal(state, {"type": "week_goods", "approved": {"fruit": 3, "potato": 1, "silk": 8, "mead": 7}}, 1)
    assert error.rule == "G12" and "approved" in error.errors
    assert english(error.message) == ("The app counts 12 approved cards for you this week (4 seen, 8 in bags that passed"
                             " unopened or were dealt for); 19 entered.")
    # Fewer than it holds is refused too: the total must be exact.
    assert refusal(state, {"type": "week_goods", "approved": {"fruit": 3, "potato": 1}}, 1).rule == "G12"


def test_g12_seen_fruits_cannot_be_entered_as_jewelry():
    state = three_player_week()
    error = refusal(state, {"type": "week_goods", "approved": {"jewelry": 3, "potato": 1, "chicken": 9}}, 1)
    assert error.rule == "G12" and "approved.fruit" in error.errors
    assert english(error.message) == "The app saw 3 fruits approved for you this week; 0 entered."


def test_g12_seven_jewelries_need_seven_cards_the_app_knows_of():
    state = three_player_week()
    # Seat 0 holds 4 cards (1 seen potato, 3 unseen): 7 jewelries are refused, 3 unseen jewelries accepted.
    error = refusal(state, {"type": "week_goods", "approved": {"potato": 1, "jewelry": 7}}, 0)
    assert error.rule == "G12" and "The app counts 4 approved cards" in english(error.message)
    state, result = play(state, {"type": "week_goods", "approved": {"potato": 1, "jewelry": 3}}, 0)
    assert result["earned"] == 1 + 3 * ASIDE["values"]["jewelry"]


def test_g12_the_exact_cards_are_accepted_and_the_week_sells():
    state = three_player_week()
    state, result = play(state, {"type": "week_goods", "approved": {"fruit": 3, "potato": 1, "silk": 4, "chicken": 4},
                                 "stored": {"silk": 3}}, 1)
    assert result["sold"] == {"fruit": 3, "potato": 1, "silk": 1, "chicken": 4}
    assert result["earned"] == 3 * 3 + 1 + 7 + 4 * 4
    state, _ = play(state, {"type": "week_goods", "approved": {"potato": 4}}, 0)
    state, _ = play(state, {"type": "week_goods", "approved": {"jewelry": 1, "chicken": 7}}, 2)
    assert state["unseen_cards"] == [0, 0, 0] and state["seen_approved"] == [{}, {}, {}]  # a new week counts anew


def test_g12_more_than_ten_of_one_good_when_the_bags_held_them():
    state = new(3)
    for _ in range(6):  # seat 1 brings 5 potatoes whenever it is not Sheriff: 4 bags, 20 cards
        bags = [("potato", 5), ("potato", 1)] if state["sheriff"] == 0 else \
            [("potato", 1), ("potato", 5)] if state["sheriff"] == 2 else [("potato", 1), ("potato", 1)]
        state = turn(state, bags)
    assert state["unseen_cards"][1] == 20
    state, result = play(state, {"type": "week_goods", "approved": {"potato": 20}}, 1)
    assert result["earned"] == 20


def test_g12_g14_no_more_of_one_good_than_the_deck_holds():
    state = new(3)
    for _ in range(6):
        bags = [("potato", 5), ("potato", 1)] if state["sheriff"] == 0 else \
            [("potato", 1), ("potato", 5)] if state["sheriff"] == 2 else [("potato", 1), ("potato", 1)]
        state = turn(state, bags)
    error = refusal(state, {"type": "week_goods", "approved": {"jewelry": 11, "mead": 9}}, 1)
    assert error.rule == "G14" and "approved.jewelry" in error.errors  # held at one time: the deck bounds it
    assert english(error.message) == f"The deck holds only {KNOWN['deck']['jewelry']} jewelries; 11 entered."


# The Sheriff's moves and the week's goods: names and optional fields ------------------------------

def test_let_pass_opens_no_bag_and_end_turn_follows_an_inspection():
    state = new(4)
    for seat in (1, 2, 3):
        state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, seat)
    assert refusal(state, {"type": "end_turn"}, 0).rule == "G4"
    state, _ = play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}}, 0)
    error = refusal(state, {"type": "let_pass"}, 0)
    assert error.rule == "G4" and "end the turn instead" in english(error.message)
    state, result = play(state, {"type": "end_turn"}, 0)
    assert result["passed"] == [1, 3] and state["sheriff"] == 1


def test_pass_all_is_only_the_old_name_at_tables_created_before_g12():
    state = new(3)
    for seat in (1, 2):
        state, _ = play(state, {"type": "declare", "good": "potato", "count": 1}, seat)
    assert "new names" in english(refusal(state, {"type": "pass_all"}, 0).message)


def test_stored_may_be_left_out_in_the_family_game():
    state = new(3, mode="family")
    for _ in range(6):
        state = turn(state, [("potato", 1), ("potato", 1)])
    state, result = play(state, {"type": "week_goods", "approved": {"potato": 4}}, 0)
    assert result["stored"] == {} and result["earned"] == 4


def test_a_move_without_a_seat_is_refused_not_crashed():
    # Found by tests/games/goods/test_random_moves.py: the Robin Hood token with no seat raised a TypeError.
    error = refusal(new(3), {"type": "robin_hood", "cards": 2}, None)
    assert "seat" in error.errors


# Old tables ---------------------------------------------------------------------------

OLD_OPTIONS = {"players": 3, "mode": "family", "first_sheriff": 0, "card_table": card_table(3)}  # no ruleset


def old_log():
    """A log as tables created before G12 wrote it: pass_all after an inspection, `stored: {}` in the family
    game, and week goods G12 would refuse (seat 1 claims 19 cards)."""
    entries = []
    for turn_number in range(6):
        sheriff = turn_number % 3
        for seat in ((sheriff + 1) % 3, (sheriff + 2) % 3):
            entries.append({"kind": "move", "seat": seat, "move": {"type": "declare", "good": "potato", "count": 1}})
        if turn_number == 0:
            entries.append({"kind": "move", "seat": 0, "move": {"type": "inspect", "target": 1,
                                                                "cards": {"potato": 1}, "deputy": False}})
        entries.append({"kind": "move", "seat": sheriff, "move": {"type": "pass_all"}})
    goods = [{"potato": 4}, {"silk": 10, "jewelry": 9}, {}]
    entries += [{"kind": "move", "seat": seat, "move": {"type": "week_goods", "approved": approved, "stored": {}}}
                for seat, approved in enumerate(goods)]
    return entries


def test_a_log_in_the_old_shape_still_replays():
    state = engine.replay(GAME, OLD_OPTIONS, old_log())
    assert state["phase"] == "choose_sheriff" and state["ruleset"] == 1
    assert state["money"][1] == 30 + 1 + 10 * 7 + 9 * ASIDE["values"]["jewelry"]  # kept as it was played
    # Undo takes back the last week goods: the replay of everything before it still works.
    assert engine.replay(GAME, OLD_OPTIONS, old_log() + [{"kind": "undo"}])["phase"] == "week_end"


def test_a_snapshot_from_before_g12_keeps_playing():
    state = engine.replay(GAME, OLD_OPTIONS, old_log()[:-4])  # the last turn: seat 2 is Sheriff
    for key in ("ruleset", "unseen_cards"):
        del state[key]  # what an old snapshot lacks
    assert GAME.view(state, 1)["unseen_cards"] is None
    state, _ = play(state, {"type": "pass_all"}, 2)
    state, result = play(state, {"type": "week_goods", "approved": {"mead": 3}}, 0)  # not checked: ruleset 1
    assert result["earned"] == 3 * ASIDE["values"]["mead"]


def test_a_new_table_records_its_ruleset():
    options = engine.validate_options(GAME, {"players": 3, "card_table": card_table(3)})
    assert options["ruleset"] == 2 and GAME.setup(options)["ruleset"] == 2
    with pytest.raises(engine.RuleError):
        engine.validate_options(GAME, {"players": 3, "card_table": card_table(3), "ruleset": 1})


# G13 ---------------------------------------------------------------------------------------

SELL_OUT = GAME.calculators["sell-out"]


def calculator_refusal(body):
    with pytest.raises(engine.RuleError) as caught:
        SELL_OUT.run(body)
    return caught.value


def test_g13_a_printed_value_cannot_be_overridden():
    error = calculator_refusal({"players": 3, "stock": {"A": {"potato": 2}}, "values": {"potato": 2}})
    assert error.rule == "G13" and list(error.errors) == ["values.potato"]
    assert english(error.message) == "The rulebook prints the potato value as $1, not 2: only the numbers it leaves out may be given."


def test_g13_a_printed_limit_cannot_be_overridden():
    error = calculator_refusal({"players": 4, "stock": {"A": {"potato": 9}}, "limits": {"potato": 9}})
    assert error.rule == "G13" and list(error.errors) == ["limits.potato"]
    assert "4-player potato limit as 8" in english(error.message)


def test_g13_unknown_numbers_may_be_given_and_printed_ones_repeated():
    answer = SELL_OUT.run({"players": 3, "stock": {"A": {"fruit": 3}, "B": {"fruit": 2, "potato": 1}},
                           "values": {"fruit": 3, "potato": 1}, "limits": {"fruit": 4, "potato": 6}})
    assert answer["results"]["A"]["by_good"]["fruit"] == {"stored": 3, "sold": 3, "money": 18}
    assert answer["results"]["B"]["by_good"]["fruit"] == {"stored": 2, "sold": 1, "money": 6}


def test_g13_more_holders_than_players_are_refused():
    stock = {name: {"potato": 1} for name in ("A", "B", "C", "D")}
    error = calculator_refusal({"players": 3, "stock": stock})
    assert error.rule == "G13" and "stock" in error.errors and "3-player game" in english(error.message)


def test_g13_more_than_nine_stored_cards_by_one_player_are_refused():
    error = calculator_refusal({"players": 4, "stock": {"Amy": {"potato": 5, "silk": 5}}})
    assert error.rule == "G13" and "stock.Amy" in error.errors
    assert SELL_OUT.run({"players": 4, "stock": {"Amy": {"potato": 5, "silk": 4}}})["results"]["Amy"]["total"] == 10 + 56


def test_g13_more_of_a_good_than_the_deck_holds_is_refused():
    stock = {name: {"jewelry": 4} for name in ("A", "B", "C")}
    assert calculator_refusal({"players": 4, "stock": stock}).rule == "G13"


def test_the_card_table_calculator_is_a_get_with_the_known_numbers():
    card = GAME.calculators["card-table"]
    assert card.method == "GET" and card.run(None)["limits"]["4"]["jewelry"] == 2
    assert GAME.calculators["sell-out"].method == "POST"


def test_g1_a_needed_unknown_number_is_still_named():
    error = calculator_refusal({"players": 5, "stock": {"A": {"mead": 1}}})
    assert error.rule == "G1" and set(error.errors) == {"values.mead", "limits.mead"}


@pytest.mark.parametrize("body, field", [
    ({"players": 3, "stock": {"A": {"mead": 2}}}, "values.mead"),
    ({"players": 5, "stock": {"A": {"potato": 2}}}, "limits.potato"),
    ({"players": 3, "stock": {"A": {"wine": 2}}}, "stock.A.wine"),
    ({"players": 6, "stock": {"A": {"potato": 2}}}, "players"),
    ({"players": 3, "stock": {"A": {"potato": -1}}}, "stock.A.potato"),
    ({"players": 3, "stock": {}}, "stock"),
    ({"players": 3, "stock": {"A": {"potato": 1}}, "values": {"wine": 1}}, "values.wine"),
])
def test_the_declared_calculator_names_the_field_it_refuses(body, field):
    assert field in calculator_refusal(body).errors


def test_the_declared_calculator_gives_the_rulebooks_third_example():
    results = SELL_OUT.run({"players": 3, "stock": {"Michel": {"silk": 2}, "Lucy": {"silk": 2}, "Carol": {"silk": 1}}})
    assert results["results"]["Michel"] == {"total": 21, "by_good": {"silk": {"stored": 2, "sold": 1.5, "money": 21}}}
    assert results["results"]["Carol"]["total"] == 0
