"""Curse You, Robin Hood!: the engine's rules, ruling by ruling (C1-C7)."""
import pytest

import engine
from tests.legal_moves import Checker
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
from tests.helpers import english
from tests.move_fuzz import run_random_moves

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
    assert caught.value.rule == "C1" and "Ale 5 appears twice" in english(caught.value)


def test_c1_a_card_seen_earlier_in_the_round_is_refused():
    state = new_table(3)
    state = play(state, {"type": "market", "cards": [card("ale 1"), card("ale 2"), card("ale 3")]}, None)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "reveal", "card": card("ale 2")}, 0)
    assert caught.value.rule == "C1" and "already seen" in english(caught.value)


def test_c1_a_card_returned_under_a_legends_stack_may_come_back_from_that_legend_at_a_ruleset_2_table():
    # Tables made before C10 (ruleset 2) take a returned card back at any time; ruleset 3 follows the stack
    # card by card (tests/games/curse/test_legal_moves.py).
    options = engine.validate_options(GAME, {"players": 2, "legends": ["little-john", "will-scarlet"]})
    state = at_reveal(GAME.setup({**options, "ruleset": 2}))  # as such a table's stored options say
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
    assert state["finished"] and state["winners"] == ["p1"]  # Legends are for comparison only
    assert GAME.status(state) == {"finished": True, "winners": [1]}  # the platform's status: seat numbers


def test_c7_still_tied_the_host_records_card_archery():
    state = new_table(2, legends=["friar-tuck", "the-sheriff"])
    state["totals"] = {"p0": 30, "friar-tuck": 0, "p1": 30, "the-sheriff": 0}
    GAME._end_game(state, {"p0": 3, "p1": 3, "friar-tuck": 0, "the-sheriff": 0})
    assert state["phase"] == "archery" and not state["finished"]
    assert state["archery_between"] == ["p0", "p1"]
    state = play(state, {"type": "archery", "winners": ["p1", "p0"]}, None)
    assert state["finished"] and state["winners"] == ["p0", "p1"]  # a shared win
    assert GAME.status(state)["winners"] == [0, 1]


def test_c7_only_the_tied_players_shoot():
    state = new_table(3)
    state["totals"] = {"p0": 30, "friar-tuck": 0, "p1": 30, "p2": 10}
    GAME._end_game(state, {"p0": 3, "p1": 3, "p2": 0, "friar-tuck": 0})
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "archery", "winners": ["p2"]}, None)
    assert caught.value.rule == "C7" and "(seat 1 and seat 2)" in english(caught.value)


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


# One vocabulary for seats, proper names in sentences ------------------------------

def test_c3_messages_use_the_legends_proper_names():
    state = at_reveal(new_table(2, legends=["friar-tuck", "the-sheriff"]))
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "legend", "legend": "the-sheriff", "shown": card("ale 7"), "second": card("ale 8")}, None)
    assert english(caught.value) == "The Sheriff plays a single card; there is no second card."
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "legend", "legend": "will-scarlet", "shown": card("ale 7"), "second": card("ale 8")}, None)
    assert english(caught.value) == "Will Scarlet is not at this table."
    state = play(state, {"type": "legend", "legend": "friar-tuck", "shown": card("gems 7")}, None)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "legend", "legend": "friar-tuck", "shown": card("gems 8")}, None)
    assert english(caught.value) == "Friar Tuck's cards are already in; undo to change them."


def test_c4_a_market_trade_out_of_turn_names_the_seats_as_people_count():
    state = at_reveal(new_table(3))
    for move, seat in [({"type": "legend", "legend": "friar-tuck", "shown": card("gems 5")}, None),
                       ({"type": "reveal", "card": card("meat 9")}, 0), ({"type": "reveal", "card": card("bread 8")}, 1),
                       ({"type": "reveal", "card": card("cloth 6")}, 2)]:
        state = play(state, move, seat)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "take", "card": card("ale 1")}, 2)
    assert english(caught.value) == "Market trades go highest rank first: seat 2 takes before seat 3."
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "take", "card": card("ale 1")}, 0)
    assert english(caught.value) == "Seat 1 is not trading with the Market this turn."


def symmetric_round(order_cards):
    """One round of a 2-player game where all four seats show the same rank every turn (C4: all match).

    p0 shows Ale, Friar Tuck Cloth, p1 Bread, the Sheriff Gems, ranks 2 to 9: each seat receives one good
    only, holds the most targets of it and loses it to the Curse, so every stockpile is empty (C5) and
    scores 50 (C6, Pauper Victory).
    """
    entries = [{"kind": "move", "seat": None,
                "move": {"type": "market", "cards": [card(f"meat {r}") for r in range(1, 7)]}}]
    for rank in range(2, 10):
        for label, good in order_cards:
            if label.startswith("p"):
                entries.append({"kind": "move", "seat": int(label[1:]),
                                "move": {"type": "reveal", "card": card(f"{good} {rank}")}})
            else:
                entries.append({"kind": "move", "seat": None,
                                "move": {"type": "legend", "legend": label, "shown": card(f"{good} {rank}")}})
    return entries


SYMMETRIC = [("p0", "ale"), ("friar-tuck", "cloth"), ("p1", "bread"), ("the-sheriff", "gems")]


def test_c7_an_archery_log_written_with_seat_numbers_still_replays():
    """Before seat labels the archery winners were seat numbers; such a log replays to label winners."""
    options = engine.validate_options(GAME, {"players": 2})
    log = symmetric_round(SYMMETRIC) + symmetric_round(SYMMETRIC)
    tied = engine.replay(GAME, options, log)
    assert tied["phase"] == "archery" and tied["archery_between"] == ["p0", "p1"]
    assert tied["totals"] == {"p0": 100, "friar-tuck": 100, "p1": 100, "the-sheriff": 100}
    old = engine.replay(GAME, options, log + [{"kind": "move", "seat": None,
                                               "move": {"type": "archery", "winners": [1]}}])
    assert old["winners"] == ["p1"] and GAME.status(old) == {"finished": True, "winners": [1]}
    shared = engine.replay(GAME, options, log + [{"kind": "move", "seat": None,
                                                  "move": {"type": "archery", "winners": [1, 0]}}])
    assert shared["winners"] == ["p0", "p1"]


def test_c7_a_snapshot_stored_with_seat_numbers_still_loads_and_plays():
    options = engine.validate_options(GAME, {"players": 2})
    tied = engine.replay(GAME, options, symmetric_round(SYMMETRIC) + symmetric_round(SYMMETRIC))
    tied["archery_between"] = [0, 1]  # as an older table stored it
    assert GAME.view(tied, None)["archery_between"] == ["p0", "p1"]
    state = play(tied, {"type": "archery", "winners": ["p0"]}, None)
    assert state["winners"] == ["p0"] and GAME.status(state)["winners"] == [0]
    finished_before = dict(state, winners=[0])  # a finished older table
    assert GAME.status(finished_before) == {"finished": True, "winners": [0]}
    assert GAME.view(finished_before, 0)["winners"] == ["p0"]


def test_c7_archery_winners_are_seat_labels_in_the_schema():
    schema = GAME.describe()["moves"]["archery"]["schema"]["properties"]["winners"]
    assert schema["items"]["enum"] == ["p0", "p1", "p2", "p3", "p4", "p5"]
    for bad in (["p6"], ["friar-tuck"], [True], [6], ["0"]):
        with pytest.raises(engine.RuleError):
            engine.validate_move(GAME, {"type": "archery", "winners": bad})


# Calculators, declared by the game ------------------------------------------------------------

def test_calculators_are_declared_by_the_game():
    calc = GAME.calculators
    assert set(calc) == {"trades", "legend-play", "score"}
    out = calc["trades"].run({"seats": [{"name": "Ann", "card": card("ale 9")},
                                        {"name": "Tuck", "card": card("gems 4"), "legend": True},
                                        {"name": "Bob", "card": card("meat 2")}, {"name": "Cat", "card": card("bread 6")}]})
    assert out["keeps"] == ["Tuck"] and out["market"] == ["Cat"]
    assert calc["legend-play"].run({"legend": "the-prince", "shown": card("ale 3"), "second": card("meat 8")}) == {
        "played": card("meat 8"), "returned": card("ale 3")}
    assert calc["legend-play"].run({"legend": "friar-tuck", "shown": card("ale 3")}) == {
        "played": card("ale 3"), "returned": None}
    scored = calc["score"].run({"stockpiles": {"Ann": [card("ale 6"), card("ale 7")],
                                               "Bob": [card("ale 8"), card("ale 9"), card("bread 1")],
                                               "Cat": [card("gems 1")]}})
    assert scored["cursed"] == {"ale": ["Ann", "Bob"]} and scored["scores"] == {"Ann": 50, "Bob": 2, "Cat": 2}


@pytest.mark.parametrize("name, body, field, rule", [
    ("trades", {"seats": [{"name": "A", "card": card("ale 5")}, {"name": "B", "card": card("ale 5")}]},
     "seats.1.card", "C1"),
    ("trades", {"seats": [{"name": "A", "card": card("ale 11")}]}, "seats.0.card.rank", None),
    ("trades", {"seats": [{"name": "A", "card": {"good": "wine", "rank": 5}}]}, "seats.0.card.good", None),
    ("trades", {"seats": [{"name": "A", "card": {"good": "ale", "rank": "5"}}]}, "seats.0.card.rank", None),
    ("trades", {"seats": []}, "seats", None),
    ("trades", {"seats": [{"name": "A", "card": card("ale 5"), "colour": "red"}]}, "seats.0.colour", None),
    ("legend-play", {"legend": "friar-tuck", "shown": card("ale 3"), "second": card("ale 4")}, "second", "C3"),
    ("legend-play", {"legend": "king-john", "shown": card("ale 3")}, "legend", None),
    ("legend-play", {"legend": "the-prince", "shown": card("ale 3"), "second": None}, "second", None),
    ("score", {"stockpiles": {"Ann": [card("ale 6")], "Bob": [card("ale 6")]}}, "stockpiles.Bob.0", "C1"),
    ("score", {"stockpiles": {}}, "stockpiles", None),
])
def test_calculators_refuse_impossible_input_naming_the_field(name, body, field, rule):
    with pytest.raises(engine.RuleError) as caught:
        GAME.calculators[name].run(body)
    assert field in caught.value.errors and caught.value.rule == rule


# Random moves, legal and illegal ---------------------------------------------------------------

ALL_CARDS = [{"good": g, "rank": r} for g in ("ale", "bread", "cloth", "gems", "meat") for r in range(1, 11)]


def plausible_curse(state, rng):
    """A move the engine's own legal moves offer now (engine/choices.py), with values they allow."""
    legal = list(GAME.legal_moves(state))
    if not legal:
        return None
    choice = rng.choice(legal)
    return Checker(GAME).complete(state, choice, {}, rng), choice.seat


def cards_are_unique_and_seats_are_labels(state):
    keys = [f"{c['good']}-{c['rank']}" for pile in state["stockpiles"].values() for c in pile]
    keys += [f"{c['good']}-{c['rank']}" for c in state["market"]]
    assert len(keys) == len(set(keys)), "a card is in two places at once (C1)"
    labels = set(state["order"])
    assert set(state["stockpiles"]) == set(state["totals"]) == labels
    assert set(state["played"]) <= labels, "a card entered for a seat that is not at the table"
    assert set(state["to_take"]) <= labels and set(state["winners"]) | set(state["archery_between"]) <= labels
    assert all(label.startswith("p") for label in state["winners"])


@pytest.mark.parametrize("players, seed, steps", [(1, 11, 500), (2, 12, 800), (3, 13, 1200), (4, 14, 1000),
                                                  (5, 15, 1300), (6, 16, 1600)])
def test_random_moves_raise_only_rule_errors(players, seed, steps):
    run = run_random_moves(GAME, {"players": players}, seed=seed, steps=steps, plausible=plausible_curse,
                           invariant=cards_are_unique_and_seats_are_labels)
    assert run.finished >= 1 and run.refused > steps // 10  # whole games played, and many moves refused
    assert {"C1", "C4"} <= run.rules_cited


def test_c4_a_card_is_entered_for_a_seat_at_the_table():
    # The API always names the seat of a seat move; the engine refuses rather than invent a seat "pNone".
    state = at_reveal(new_table(3))
    for move in ({"type": "reveal", "card": card("meat 5")}, {"type": "take", "card": card("ale 1")}):
        with pytest.raises(engine.RuleError) as caught:
            play(state, move, None)
        assert "seat" in caught.value.errors or caught.value.rule == "C4"
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "reveal", "card": card("meat 5")}, None)
    assert english(caught.value.errors) == {"seat": ["Say which player revealed this card."]}
