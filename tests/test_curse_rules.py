"""Curse You, Robin Hood!: the engine's rules, ruling by ruling (C1-C7)."""
import pytest

import engine
from engine.games.curse import (
    DEALS,
    curse,
    default_order,
    legend_play,
    round_score,
    score_round,
    targets,
    trades,
)

GAME = engine.get("curse-you-robin-hood")


def card(text):
    """'gems 7' -> {'good': 'gems', 'rank': 7}"""
    good, rank = text.split()
    return {"good": good, "rank": int(rank)}


def seats(*entries):
    """seats('A ale 5', 'L* gems 3') -> trade seats; a * marks a Legend."""
    out = []
    for entry in entries:
        name, good, rank = entry.split()
        out.append({"name": name.rstrip("*"), "card": card(f"{good} {rank}"), "legend": name.endswith("*")})
    return out


# C1 -------------------------------------------------------------------------------

def test_c1_targets_by_rank():
    assert [targets(r) for r in range(1, 11)] == [0, 1, 1, 1, 1, 2, 2, 2, 2, 3]


def test_c1_a_card_entered_twice_is_refused():
    with pytest.raises(engine.RuleError) as caught:
        trades(seats("A ale 5", "B ale 5"))
    assert caught.value.rule == "C1" and "Ale 5 appears twice" in caught.value.message


def test_c1_a_card_seen_earlier_in_the_round_is_refused():
    state = new_table(3)
    state = play(state, {"type": "market", "cards": [card("ale 1"), card("ale 2"), card("ale 3")]}, None)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "reveal", "card": card("ale 2")}, 0)
    assert caught.value.rule == "C1" and "already seen" in caught.value.message


def test_c1_a_card_returned_under_a_legends_stack_may_come_back_from_that_legend():
    state = at_reveal(new_table(2, legends=["little-john", "will-scarlet"]))
    # Little John shows Ale 7, reveals Meat 3 (lower): plays the 3, the 7 goes under.
    state = play(state, {"type": "legend", "legend": "little-john", "shown": card("ale 7"), "second": card("meat 3")}, None)
    assert state["legend_cards"]["little-john"]["returned"] == card("ale 7")
    state = finish_turn(state, {"p0": "bread 9", "p1": "cloth 2"}, {"will-scarlet": ("gems 4", "gems 8")})
    # Later the Ale 7 comes round again from Little John: allowed; from anyone else: refused.
    with pytest.raises(engine.RuleError):
        play(state, {"type": "reveal", "card": card("ale 7")}, 0)
    state = play(state, {"type": "legend", "legend": "little-john", "shown": card("ale 7"), "second": card("ale 8")}, None)
    assert state["played"]["little-john"] == card("ale 7")


# C2 -------------------------------------------------------------------------------

@pytest.mark.parametrize("players, hand, legend, market", [
    (1, 9, 8, 6), (2, 9, 8, 6), (3, 12, 11, 3), (4, 9, 8, 6), (5, 8, 7, 3), (6, 8, None, 2),
])
def test_c2_deal_table_for_every_player_count(players, hand, legend, market):
    assert DEALS[players] == (hand, legend, market)
    state = new_table(players)
    assert state["deal"] == {"hand": hand, "legend": legend, "market": market}
    assert state["turns_per_round"] == hand - 1  # until each player holds one card (C5)
    assert state["rounds"] == players


@pytest.mark.parametrize("players, legends", [(1, 3), (2, 2), (3, 1), (4, 1), (5, 1), (6, 0)])
def test_c2_legend_count_by_player_count(players, legends):
    assert len(new_table(players)["legends"]) == legends
    wrong = ["friar-tuck", "the-sheriff", "little-john", "maid-marian"][: (legends + 1) % 4]
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(GAME, {"players": players, "legends": wrong})
    assert caught.value.rule == "C2"


def test_c2_default_seat_orders():
    assert default_order(1, ["friar-tuck", "the-sheriff", "little-john"]) == ["p0", "friar-tuck", "the-sheriff", "little-john"]
    assert default_order(2, ["friar-tuck", "the-sheriff"]) == ["p0", "friar-tuck", "p1", "the-sheriff"]
    assert default_order(4, ["maid-marian"]) == ["p0", "maid-marian", "p1", "p2", "p3"]
    assert default_order(6, []) == ["p0", "p1", "p2", "p3", "p4", "p5"]


def test_c2_custom_order_must_list_every_seat_once():
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(GAME, {"players": 3, "order": ["p0", "p1", "p1", "friar-tuck"]})
    assert caught.value.rule == "C2"
    ok = engine.validate_options(GAME, {"players": 3, "order": ["p2", "p0", "friar-tuck", "p1"]})
    assert GAME.setup(ok)["order"] == ["p2", "p0", "friar-tuck", "p1"]


def test_c2_market_must_have_the_dealt_number_of_cards():
    with pytest.raises(engine.RuleError) as caught:
        play(new_table(3), {"type": "market", "cards": [card("ale 1"), card("ale 2")]}, None)
    assert caught.value.rule == "C2"


# C3 -------------------------------------------------------------------------------

@pytest.mark.parametrize("legend, shown, second, plays_second", [
    ("little-john", "ale 7", "meat 3", True), ("little-john", "ale 3", "meat 7", False),
    ("will-scarlet", "ale 3", "meat 7", True), ("will-scarlet", "ale 7", "meat 3", False),
    ("robin-hood", "ale 3", "gems 7", True), ("robin-hood", "ale 3", "cloth 1", True), ("robin-hood", "gems 3", "ale 7", False),
    ("the-prince", "ale 3", "meat 7", True), ("the-prince", "ale 3", "ale 7", False),
    ("maid-marian", "ale 3", "ale 7", True), ("maid-marian", "ale 3", "meat 7", False),
])
def test_c3_bluffing_legends(legend, shown, second, plays_second):
    played, returned = legend_play(legend, card(shown), card(second))
    assert (played, returned) == ((card(second), card(shown)) if plays_second else (card(shown), card(second)))


@pytest.mark.parametrize("legend", ["friar-tuck", "the-sheriff"])
def test_c3_honest_legends_play_one_card(legend):
    assert legend_play(legend, card("ale 3")) == (card("ale 3"), None)
    with pytest.raises(engine.RuleError) as caught:
        legend_play(legend, card("ale 3"), card("ale 4"))
    assert caught.value.rule == "C3"


def test_c3_with_one_card_left_a_legend_plays_it():
    assert legend_play("will-scarlet", card("ale 3")) == (card("ale 3"), None)


def test_c3_at_a_table_a_bluffing_legend_needs_its_second_card_until_the_last():
    state = at_reveal(new_table(2, legends=["little-john", "will-scarlet"]))
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "legend", "legend": "little-john", "shown": card("ale 7")}, None)
    assert caught.value.rule == "C3"


# C4 -------------------------------------------------------------------------------

def test_c4_rulebook_example_three_fives_rotate_four_and_nine_swap_seven_to_market():
    out = trades(seats("A ale 5", "B bread 4", "C cloth 5", "D gems 9", "E meat 5", "F ale 7"))
    moves = {(t["from"], t["to"], t["step"]) for t in out["transfers"]}
    assert {("A", "C", "match"), ("C", "E", "match"), ("E", "A", "match")} <= moves
    assert {("B", "D", "high_low"), ("D", "B", "high_low")} <= moves
    assert len(out["transfers"]) == 5
    assert out["market"] == ["F"] and out["keeps"] == []


def test_c4_a_pair_swaps_and_two_groups_match_separately():
    out = trades(seats("A ale 5", "B bread 5", "C cloth 2", "D gems 2"))
    assert {(t["from"], t["to"]) for t in out["transfers"]} == {("A", "B"), ("B", "A"), ("C", "D"), ("D", "C")}
    assert out["market"] == []


def test_c4_market_in_descending_rank_and_legends_keep_their_card():
    out = trades(seats("A ale 9", "L* bread 3", "B cloth 6", "C gems 1", "M* meat 7"))
    # High-Low: A (9) and C (1) swap; B and Maid... left: B 6, L 3, M 7.
    assert {(t["from"], t["to"]) for t in out["transfers"]} == {("A", "C"), ("C", "A")}
    assert out["market"] == ["B"] and out["keeps"] == ["L", "M"]


def test_c4_a_single_seat_left_does_not_high_low():
    out = trades(seats("A ale 5", "B bread 5", "C cloth 9"))
    assert out["market"] == ["C"]


def test_c4_legends_match_and_high_low_like_players():
    out = trades(seats("A ale 5", "L* bread 5", "B cloth 9", "C gems 2"))
    assert {(t["from"], t["to"], t["step"]) for t in out["transfers"]} == {
        ("A", "L", "match"), ("L", "A", "match"), ("B", "C", "high_low"), ("C", "B", "high_low")}


def test_c4_market_trades_go_highest_rank_first_at_a_table():
    state = at_reveal(new_table(3))  # p0, friar-tuck, p1, p2 ; market ale 1, ale 2, ale 3
    state = play(state, {"type": "legend", "legend": "friar-tuck", "shown": card("gems 5")}, None)
    state = play(state, {"type": "reveal", "card": card("meat 9")}, 0)  # highest: swaps with Friar Tuck's 5
    state = play(state, {"type": "reveal", "card": card("bread 8")}, 1)
    state = play(state, {"type": "reveal", "card": card("cloth 6")}, 2)
    assert state["phase"] == "take" and state["to_take"] == ["p1", "p2"]
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "take", "card": card("ale 1")}, 2)
    assert caught.value.rule == "C4"
    with pytest.raises(engine.RuleError):
        play(state, {"type": "take", "card": card("gems 9")}, 1)  # not in the Market
    state = play(state, {"type": "take", "card": card("ale 1")}, 1)
    state = play(state, {"type": "take", "card": card("ale 3")}, 2)
    assert state["market"] == [card("bread 8"), card("ale 2"), card("cloth 6")]
    assert state["stockpiles"] == {"p0": [card("gems 5")], "friar-tuck": [card("meat 9")],
                                   "p1": [card("ale 1")], "p2": [card("ale 3")]}
    assert state["turn"] == 2 and state["phase"] == "reveal"


def test_c4_a_player_enters_one_card_a_turn():
    state = at_reveal(new_table(3))
    state = play(state, {"type": "reveal", "card": card("meat 5")}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "reveal", "card": card("meat 6")}, 0)


# C5 and C6 ------------------------------------------------------------------------

def test_c5_the_most_targets_of_a_good_discard_it():
    cursed, after = curse({"A": [card("ale 6"), card("gems 2")], "B": [card("ale 3"), card("gems 10")]})
    assert cursed == {"ale": ["A"], "gems": ["B"]}
    assert after == {"A": [card("gems 2")], "B": [card("ale 3")]}


def test_c5_a_curse_tie_makes_all_tied_discard():
    cursed, after = curse({"A": [card("ale 6")], "B": [card("ale 7")], "C": [card("ale 2")]})
    assert cursed == {"ale": ["A", "B"]}
    assert after == {"A": [], "B": [], "C": [card("ale 2")]}


def test_c5_rank_one_cards_carry_no_targets_and_cause_no_curse():
    cursed, _ = curse({"A": [card("ale 1")], "B": [card("meat 1")]})
    assert cursed == {}


def test_c6_score_is_cards_plus_highest_rank_of_each_good():
    assert round_score([card("ale 3"), card("ale 9"), card("gems 2"), card("meat 1")]) == 4 + 9 + 2 + 1


def test_c6_pauper_victory_scores_50():
    # A holds the most Ale targets and loses every card; B's Bread 1 has no targets.
    result = score_round({"A": [card("ale 6"), card("ale 7")], "B": [card("ale 2"), card("bread 1")]})
    assert result["stockpiles_after"]["A"] == []
    assert result["scores"] == {"A": 50, "B": 2 + 2 + 1}
    assert result["targets"] == {"A": 0, "B": 1}


# C7 -------------------------------------------------------------------------------

def test_c7_tie_broken_by_targets_after_the_final_curse():
    state = new_table(2, legends=["friar-tuck", "the-sheriff"])
    state["round"] = state["rounds"]
    state["totals"] = {"p0": 30, "friar-tuck": 99, "p1": 30, "the-sheriff": 0}
    GAME._end_game(state, {"p0": 3, "p1": 5, "friar-tuck": 9, "the-sheriff": 0})
    assert state["finished"] and state["winners"] == [1]  # Legends are for comparison only


def test_c7_still_tied_the_host_records_card_archery():
    state = new_table(2, legends=["friar-tuck", "the-sheriff"])
    state["totals"] = {"p0": 30, "friar-tuck": 0, "p1": 30, "the-sheriff": 0}
    GAME._end_game(state, {"p0": 3, "p1": 3, "friar-tuck": 0, "the-sheriff": 0})
    assert state["phase"] == "archery" and not state["finished"]
    state = play(state, {"type": "archery", "winners": [0, 1]}, None)
    assert state["finished"] and state["winners"] == [0, 1]  # a shared win


def test_c7_only_the_tied_players_shoot():
    state = new_table(3)
    state["totals"] = {"p0": 30, "friar-tuck": 0, "p1": 30, "p2": 10}
    GAME._end_game(state, {"p0": 3, "p1": 3, "p2": 0, "friar-tuck": 0})
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "archery", "winners": [2]}, None)
    assert caught.value.rule == "C7"


def test_c7_a_game_is_one_round_per_player_and_refuses_moves_when_over():
    state = new_table(1)
    state["finished"] = True
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "market", "cards": [card(f"ale {r}") for r in range(1, 7)]}, None)
    assert caught.value.rule == "C7"


# helpers ----------------------------------------------------------------------------

def new_table(players, **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, **options}))


def play(state, move, seat):
    return engine.play(GAME, state, move, seat)[0]


def at_reveal(state):
    size = state["deal"]["market"]
    market = [card(f"ale {r}") for r in range(1, size + 1)]
    return play(state, {"type": "market", "cards": market}, None)


def finish_turn(state, reveals, legends):
    for label, text in reveals.items():
        state = play(state, {"type": "reveal", "card": card(text)}, int(label[1:]))
    for legend, (shown, second) in legends.items():
        state = play(state, {"type": "legend", "legend": legend, "shown": card(shown),
                             **({"second": card(second)} if second else {})}, None)
    while state["phase"] == "take":
        taker = state["to_take"][0]
        state = play(state, {"type": "take", "card": state["market"][0]}, int(taker[1:]))
    return state
