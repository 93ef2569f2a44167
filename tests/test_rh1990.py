"""Robin Hood (Ravensburger 1990): the gold ledger, ruling by ruling (V1-V4)."""
import pytest

import engine
from engine.games.rh1990 import duel, settlement
from tests.helpers import make_table

GAME = engine.get("robin-hood-1990")
BASE = "/api/v1/robin-hood-1990"


def new(players=3, **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, **options}))


def play(state, move, seat=None):
    return engine.play(GAME, state, move, seat)[0]


# V1 ------------------------------------------------------------------------------

def test_v1_everyone_starts_with_five_gold():
    assert new(6)["gold"] == [5] * 6


@pytest.mark.parametrize("players", [1, 7])
def test_v1_two_to_six_players(players):
    with pytest.raises(engine.RuleError):
        engine.validate_options(GAME, {"players": players})


# V2 ------------------------------------------------------------------------------

@pytest.mark.parametrize("point, bonus", [(1, 5), (2, 10), (3, 15), (4, 20)])
def test_v2_distance_to_the_last_plus_first_arrival_bonus(point, bonus):
    assert settlement(point, {"A": 0, "B": 2, "C": 6}) == {"A": 6 + bonus, "B": 4, "C": 0}


def test_v2_house_rule_pays_the_distance_to_the_player_directly_behind():
    assert settlement(3, {"A": 0, "B": 2, "C": 6, "D": 7}, rule="behind") == {"A": 2 + 15, "B": 4, "C": 1, "D": 0}


def test_v2_pawns_sent_back_to_the_start_share_the_largest_distance():
    assert settlement(1, {"A": 0, "B": 3, "C": 9, "D": 9}) == {"A": 14, "B": 6, "C": 0, "D": 0}
    assert settlement(1, {"A": 0, "B": 3, "C": 9, "D": 9}, rule="behind") == {"A": 8, "B": 6, "C": 0, "D": 0}


def test_v2_two_pawns_on_one_space_elsewhere_are_refused():
    with pytest.raises(engine.RuleError) as caught:
        settlement(1, {"A": 0, "B": 3, "C": 3, "D": 9})
    assert caught.value.rule == "V2" and "share space 3" in caught.value.message


@pytest.mark.parametrize("distances", [{"A": 1, "B": 3}, {"A": 0, "B": 0}])
def test_v2_exactly_one_arrival_at_zero(distances):
    with pytest.raises(engine.RuleError) as caught:
        settlement(2, distances)
    assert caught.value.rule == "V2"


@pytest.mark.parametrize("point", [0, 5])
def test_v2_gathering_points_are_one_to_four(point):
    with pytest.raises(engine.RuleError) as caught:
        settlement(point, {"A": 0, "B": 1})
    assert caught.value.errors == {"gathering_point": [caught.value.message]}


def test_v2_a_table_needs_every_seats_distance():
    with pytest.raises(engine.RuleError) as caught:
        play(new(3), {"type": "settle", "distances": {"0": 0, "1": 4}})
    assert caught.value.rule == "V2"


# V3 ------------------------------------------------------------------------------

@pytest.mark.parametrize("player, sheriff, winner", [
    (4, 2, "player"), (2, 4, "sheriff"), ("sheriff", 5, "sheriff"), (1, "sheriff", "sheriff"), (5, 1, "player"),
])
def test_v3_duel(player, sheriff, winner):
    assert duel(player, sheriff) == {"winner": winner, "gold": 5 if winner == "player" else 0}


def test_v3_the_two_castle_cards_differ():
    with pytest.raises(engine.RuleError) as caught:
        duel(3, 3)
    assert caught.value.rule == "V3"


def test_v3_a_won_duel_pays_five_gold_at_the_table():
    state = play(new(3), {"type": "duel", "player_card": 5, "sheriff_card": 2}, seat=1)
    assert state["gold"] == [5, 10, 5]
    state = play(state, {"type": "duel", "player_card": 5, "sheriff_card": "sheriff"}, seat=2)
    assert state["gold"] == [5, 10, 5]


# V4 ------------------------------------------------------------------------------

def test_v4_the_poorest_starts_the_next_section():
    state = play(new(3), {"type": "settle", "distances": {"0": 4, "1": 0, "2": 7}})
    assert state["gold"] == [5 + 3, 5 + 7 + 5, 5] and state["starter"] == 2 and state["section"] == 2


def test_v4_tied_poorest_players_choose_among_themselves():
    state = play(new(3), {"type": "settle", "distances": {"0": 0, "1": 9, "2": 9}})
    assert state["starter"] is None and state["choosing_starter"] == [1, 2]
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "settle", "distances": {"0": 0, "1": 2, "2": 3}})
    assert caught.value.rule == "V4"
    with pytest.raises(engine.RuleError):
        play(state, {"type": "starter", "starting_seat": 0})
    state = play(state, {"type": "starter", "starting_seat": 2})
    assert state["starter"] == 2 and state["choosing_starter"] == []


def test_v4_most_gold_after_the_fourth_point_wins_and_equal_gold_shares():
    state = new(2)
    for _ in range(3):
        state = play(state, {"type": "settle", "distances": {"0": 0, "1": 5}})
    state["gold"] = [50, 30]
    state = play(state, {"type": "settle", "distances": {"0": 0, "1": 20}})
    # seat 0: 50 + 20 spaces + 20 bonus at the fourth point = 90; seat 1: 30
    assert GAME.status(state) == {"finished": True, "winners": [0]}
    tied = new(2)
    tied["section"], tied["gold"] = 4, [10, 40]
    tied = play(tied, {"type": "settle", "distances": {"0": 0, "1": 10}})  # 10 + 10 + 20 = 40
    assert GAME.status(tied)["winners"] == [0, 1]
    with pytest.raises(engine.RuleError) as caught:
        play(tied, {"type": "duel", "player_card": 3, "sheriff_card": 1}, seat=0)
    assert caught.value.rule == "V4"


# Through HTTP ------------------------------------------------------------------------

def test_settlement_and_duel_calculators(client):
    answer = client.post(f"{BASE}/settlement", json={"gathering_point": 2, "distances": {"Ann": 0, "Bob": 4, "Cat": 9}})
    assert answer.json == {"gold": {"Ann": 19, "Bob": 5, "Cat": 0}}
    behind = client.post(f"{BASE}/settlement", json={"gathering_point": 2, "rule": "behind",
                                                     "distances": {"Ann": 0, "Bob": 4, "Cat": 9}})
    assert behind.json == {"gold": {"Ann": 14, "Bob": 5, "Cat": 0}}
    assert client.post(f"{BASE}/duel", json={"player_card": 5, "sheriff_card": 3}).json == {"winner": "player", "gold": 5}
    assert client.post(f"{BASE}/duel", json={"player_card": 5, "sheriff_card": "sheriff"}).json["winner"] == "sheriff"


@pytest.mark.parametrize("path, body, field", [
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": 3, "C": 3, "D": 5}}, "distances.C"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 1, "B": 3}}, "distances"),
    ("settlement", {"gathering_point": 5, "distances": {"A": 0, "B": 3}}, "gathering_point"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": -3}}, "distances"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": 3}, "rule": "nearest"}, "rule"),
    ("duel", {"player_card": 3, "sheriff_card": 3}, "sheriff_card"),
    ("duel", {"player_card": 6, "sheriff_card": 3}, "player_card"),
    ("duel", {"player_card": True, "sheriff_card": 3}, "player_card"),
])
def test_calculators_refuse_bad_input_naming_the_field(client, path, body, field):
    answer = client.post(f"{BASE}/{path}", json=body)
    assert answer.status_code == 422
    assert field in answer.json["message"] or field in str(answer.json.get("errors"))


@pytest.mark.parametrize("rule", ["last", "behind"])
def test_a_whole_game_through_four_settlements(client, rule):
    table = make_table(client, "robin-hood-1990", players=3, rule=rule)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    assert table.move(table.seat(1), type="duel", player_card=4, sheriff_card=1).json["result"]["gold"] == 5
    sections = [{"0": 0, "1": 5, "2": 8}, {"0": 6, "1": 0, "2": 2}, {"0": 3, "1": 9, "2": 0}, {"0": 0, "1": 1, "2": 12}]
    expected_gold = [5, 10, 5]
    for point, distances in enumerate(sections, start=1):
        paid = settlement(point, {k: v for k, v in distances.items()}, rule)
        answer = table.move(table.host, type="settle", distances=distances)
        assert answer.status_code == 201, answer.json
        assert answer.json["result"]["paid"] == paid
        for seat, gold in paid.items():
            expected_gold[int(seat)] += gold
        state = answer.json["state"]
        assert state["gold"] == expected_gold
        if state["choosing_starter"]:
            table.move(table.host, type="starter", starting_seat=state["choosing_starter"][0])
        elif point < 4:
            assert state["starter"] == expected_gold.index(min(expected_gold))
    final = table.get(table.host).json
    assert final["status"]["finished"]
    assert final["status"]["winners"] == [s for s, g in enumerate(expected_gold) if g == max(expected_gold)]
    assert len(final["state"]["settlements"]) == 4
