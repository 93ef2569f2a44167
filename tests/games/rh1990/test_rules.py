"""Robin Hood (Ravensburger 1990): the gold ledger, ruling by ruling (V1-V4)."""
import pytest

import engine
from engine.messages import Message
from engine.games.rh1990 import FIRST_ARRIVAL_BONUS, duel, settlement
from tests.helpers import english, make_table
from tests.move_fuzz import run_random_moves

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
    assert caught.value.rule == "V2" and "share space 3" in english(caught.value)


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
    assert caught.value.rule == "V6"  # the choice comes first
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starter", "starting_seat": 0})
    assert caught.value.rule == "V4" and "Seat 1 is not tied" in english(caught.value)
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
    assert field in answer.json["detail"] or field in str(answer.json.get("errors"))


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


# V5: event cards ----------------------------------------------------------------------

def event(text="An event", gold=0, **pawn):
    return {"type": "event", "text": text, "gold": gold, **pawn}


def test_v5_an_event_gives_or_takes_gold_with_its_text():
    state = play(new(3), event("A merchant pays for safe passage", 7), seat=1)
    state = play(state, event("Robbed on the road", -3), seat=2)
    assert state["gold"] == [5, 12, 2]
    assert [(e["seat"], e["text"], e["changed"]) for e in state["events"]] == [
        (1, "A merchant pays for safe passage", 7), (2, "Robbed on the road", -3)]


def test_v5_gold_never_goes_below_zero_and_the_result_says_what_was_taken():
    state, result = engine.play(GAME, new(3), event("The sheriff's men search you", -8), 0)
    assert state["gold"] == [0, 5, 5]
    assert result["asked"] == -8 and result["changed"] == -5 and result["clamped"] is True
    assert result["gold_now"] == 0
    assert result["message"] == {"id": "rh1990-event-clamped", "args": {"taken": 5, "asked": 8, "seat": 1}}
    assert english(Message.from_json(result["message"])) == \
        "Only 5 of the 8 gold could be taken: seat 1 had 5, and gold never goes below 0."
    state, result = engine.play(GAME, state, event("Nothing left to take", -2), 0)
    assert state["gold"] == [0, 5, 5] and result["changed"] == 0 and result["clamped"] is True
    state, result = engine.play(GAME, state, event("A gift", 4), 0)
    assert result["clamped"] is False and "message" not in result and state["gold"][0] == 4


def test_v5_the_pawn_move_an_event_caused_is_recorded():
    state = play(new(2), event("Lost in the forest", 0, pawn_spaces=-3), seat=0)
    state = play(state, event("Caught poaching", -2, pawn_to_section_start=True), seat=1)
    assert [(e["pawn_spaces"], e["pawn_to_section_start"]) for e in state["events"]] == [(-3, False), (0, True)]
    with pytest.raises(engine.RuleError) as caught:
        play(state, event("Both at once", 0, pawn_spaces=2, pawn_to_section_start=True), seat=0)
    assert caught.value.rule == "V5" and "pawn_spaces" in caught.value.errors


@pytest.mark.parametrize("bad", [event(gold=101), event(gold=-101), event(text=""), event(pawn_spaces=61),
                                 {"type": "event", "gold": 3}, {"type": "event", "text": "x"}])
def test_v5_an_event_needs_its_text_and_a_gold_amount_within_bounds(bad):
    with pytest.raises(engine.RuleError):
        play(new(2), bad, seat=0)


def test_v5_event_gold_decides_who_starts_the_next_section():
    # Without the event seat 2 would be the poorest (5 against 8 and 17); a lost purse makes it seat 0.
    state = play(new(3), event("A cutpurse", -4), seat=0)
    state = play(state, {"type": "settle", "distances": {"0": 4, "1": 0, "2": 7}})
    assert state["gold"] == [1 + 3, 5 + 7 + 5, 5] and state["starter"] == 0


def test_v5_an_event_on_a_table_made_before_events_existed():
    old = new(2)
    del old["events"]  # the state shape before V5
    state = play(old, event("An old table's first event", 2), seat=1)
    assert state["gold"] == [5, 7] and len(state["events"]) == 1


def test_v5_an_event_is_entered_for_a_player():
    with pytest.raises(engine.RuleError) as caught:
        play(new(2), event("Whose?", 2), seat=None)
    assert "seat" in caught.value.errors


# V6: the tied players' choice -----------------------------------------------------------

def tied_state():
    """Three players after the inn: seats 2 and 3 (people count from 1) tied on the fewest gold."""
    state = play(new(3), {"type": "settle", "distances": {"0": 0, "1": 9, "2": 9}})
    assert state["choosing_starter"] == [1, 2]
    return state


@pytest.mark.parametrize("move, seat", [
    ({"type": "duel", "player_card": 4, "sheriff_card": 2}, 1),
    (event("Found a purse", 3), 2),
    ({"type": "settle", "distances": {"0": 0, "1": 2, "2": 3}}, None),
])
def test_v6_the_choice_is_the_only_move_accepted_until_it_is_made(move, seat):
    with pytest.raises(engine.RuleError) as caught:
        play(tied_state(), move, seat)
    assert caught.value.rule == "V6"
    assert english(caught.value) == ("First the players tied on the fewest gold (seats 2 and 3) choose who starts"
                                    " section 2: one of them or the host enters it.")


@pytest.mark.parametrize("chooser", [1, 2, None])  # either tied player, or the host (no seat)
def test_v6_any_tied_player_or_the_host_names_the_starting_player(chooser):
    state, result = engine.play(GAME, tied_state(), {"type": "starter", "starting_seat": 2}, chooser)
    assert state["starter"] == 2 and state["choosing_starter"] == [] and result["chosen_by"] == chooser
    state = play(state, {"type": "duel", "player_card": 4, "sheriff_card": 2}, seat=2)  # play goes on
    assert state["gold"][2] == 10


def test_v6_a_player_not_among_the_tied_is_refused():
    with pytest.raises(engine.RuleError) as caught:
        play(tied_state(), {"type": "starter", "starting_seat": 1}, seat=0)
    assert caught.value.rule == "V6" and "seat 1 is not tied" in english(caught.value)


def test_v6_the_choice_names_one_of_the_tied_and_is_made_once():
    with pytest.raises(engine.RuleError) as caught:
        play(tied_state(), {"type": "starter", "starting_seat": 0}, seat=1)
    assert caught.value.rule == "V4" and caught.value.errors.get("starting_seat")
    state = play(tied_state(), {"type": "starter", "starting_seat": 1}, seat=2)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starter", "starting_seat": 2}, seat=2)
    assert caught.value.rule == "V4"


def test_v6_the_starter_move_names_its_field_starting_seat():
    # The API reads `seat` from every body as "act for this seat", so the choice has its own name.
    assert set(GAME.moves["starter"].fields) == {"starting_seat"}
    assert not set(GAME.moves["starter"].fields) & engine.game.PLATFORM_MOVE_FIELDS


def seated_1990(client, players, **options):
    table = make_table(client, "robin-hood-1990", players=players, **options)
    for name in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")[:players]:
        assert table.join(name).status_code == 201
    return table


def test_v6_through_http_a_tied_player_and_the_host_can_each_make_the_choice(client):
    table = seated_1990(client, 3)
    tie = table.move(table.host, type="settle", distances={"0": 0, "1": 9, "2": 9})
    assert tie.json["state"]["choosing_starter"] == [1, 2]
    outsider = table.move(table.seat(0), type="starter", starting_seat=1)
    assert outsider.status_code == 422 and outsider.json["rule"] == "V6"
    duel_now = table.move(table.seat(1), type="duel", player_card=5, sheriff_card=1)
    assert duel_now.status_code == 422 and duel_now.json["rule"] == "V6"
    assert "seats 2 and 3" in duel_now.json["detail"]
    chosen = table.move(table.seat(2), type="starter", starting_seat=1)  # Cat names Bob
    assert chosen.status_code == 201, chosen.json
    assert chosen.json["state"]["starter"] == 1 and chosen.json["result"]["chosen_by"] == 2
    # The host makes the next one, without naming a seat.
    assert table.undo(table.host).status_code == 201
    by_host = table.move(table.host, type="starter", starting_seat=2)
    assert by_host.status_code == 201 and by_host.json["state"]["starter"] == 2
    assert by_host.json["result"]["chosen_by"] is None


# A whole game through the table endpoints ------------------------------------------------

def test_a_whole_four_player_game_with_duels_events_and_two_ties(client, app):
    """Numbers chosen for this test (not the rulebook's); every expected amount worked out by hand."""
    table = seated_1990(client, 4, first_player=2)
    ann, bob, cat, dan, host = table.seat(0), table.seat(1), table.seat(2), table.seat(3), table.host

    def gold():
        return table.get(host).json["state"]["gold"]

    assert table.get(host).json["state"]["starter"] == 2  # the youngest, an option
    assert table.move(bob, type="duel", player_card=3, sheriff_card=2).json["result"]["gold"] == 5
    taxed = table.move(dan, type="event", text="Tax collectors catch you", gold=-8)
    assert taxed.json["result"]["changed"] == -5 and taxed.json["result"]["clamped"]
    table.move(ann, type="event", text="A purse in the ferns", gold=4, pawn_spaces=2)
    assert gold() == [9, 10, 5, 0]
    # The inn (bonus 5): Bob arrives, Cat is last, 11 short.
    inn = table.move(ann, type="settle", distances={"0": 6, "1": 0, "2": 11, "3": 4}).json
    assert inn["result"]["paid"] == {"0": 5, "1": 16, "2": 0, "3": 7}
    assert inn["state"]["gold"] == [14, 26, 5, 7] and inn["state"]["starter"] == 2
    lost = table.move(cat, type="duel", player_card=1, sheriff_card="sheriff").json["result"]
    assert lost["winner"] == "sheriff" and lost["gold"] == 0
    # The clearing (bonus 10): Cat and Dan tie on 11 gold.
    clearing = table.move(host, type="settle", distances={"0": 0, "1": 9, "2": 3, "3": 5}).json
    assert clearing["result"]["paid"] == {"0": 19, "1": 0, "2": 6, "3": 4}
    assert clearing["state"]["gold"] == [33, 26, 11, 11] and clearing["state"]["choosing_starter"] == [2, 3]
    assert table.move(ann, type="starter", starting_seat=3).json["rule"] == "V6"
    assert table.move(bob, type="event", text="Too early", gold=1).json["rule"] == "V6"
    assert table.move(cat, type="starter", starting_seat=0).json["rule"] == "V4"
    assert table.move(cat, type="starter", starting_seat=3).json["state"]["starter"] == 3  # a tied player chooses
    # The host enters an event for Bob that takes more than he has.
    robbed = table.move(host, type="event", text="Ambushed by the sheriff's men", gold=-30, seat=1).json["result"]
    assert robbed["changed"] == -26 and robbed["gold_now"] == 0
    # The farm (bonus 15): Cat and Dan were sent back to the start and share the largest distance; tied again.
    farm = table.move(dan, type="settle", distances={"0": 2, "1": 0, "2": 7, "3": 7}).json
    assert farm["result"]["paid"] == {"0": 5, "1": 22, "2": 0, "3": 0}
    assert farm["state"]["gold"] == [38, 22, 11, 11] and farm["state"]["choosing_starter"] == [2, 3]
    assert table.move(host, type="starter", starting_seat=2).json["state"]["starter"] == 2  # the host chooses
    table.move(cat, type="duel", player_card=5, sheriff_card=4)
    table.move(dan, type="event", text="A royal pardon and a reward", gold=12)
    # The fisherman's hut (bonus 20): Cat arrives first.
    hut = table.move(bob, type="settle", distances={"0": 8, "1": 3, "2": 0, "3": 1}).json
    assert hut["result"]["paid"] == {"0": 0, "1": 5, "2": 28, "3": 7}
    assert hut["state"]["gold"] == [38, 27, 44, 30]
    final = table.get(host).json
    assert final["status"] == {"finished": True, "winners": [2]}
    assert [g for g in (x["gold_after"] for x in final["state"]["settlements"])] == [
        [14, 26, 5, 7], [33, 26, 11, 11], [38, 22, 11, 11], [38, 27, 44, 30]]
    assert table.move(ann, type="event", text="After the end", gold=1).json["rule"] == "V4"
    # The stored log replays to the snapshot.
    store = app.extensions["sherwood"].store
    entries = [{"kind": e["kind"], "move": e["move"], "seat": e["seat"]} for e in store.log(table.id)]
    stored = store.table(table.id)
    assert engine.replay(GAME, stored["options"], entries) == stored["state"]


def test_a_log_written_before_events_replays():
    """Duels, settlements and starter choices keep their shape: an older table's log replays unchanged.

    (No log can hold a starter move with a `seat` field: the API always took `seat` out of the body, so that
    move was refused before it could be stored.)"""
    options = engine.validate_options(GAME, {"players": 2})
    log = [
        {"kind": "move", "seat": 0, "move": {"type": "duel", "player_card": 2, "sheriff_card": 1}},
        {"kind": "move", "seat": None, "move": {"type": "settle", "distances": {"0": 0, "1": 5}}},
        {"kind": "move", "seat": None, "move": {"type": "settle", "distances": {"0": 4, "1": 0}}},
    ]
    state = engine.replay(GAME, options, log)
    assert state["gold"] == [10 + 10 + 0, 5 + 4 + 10] and state["section"] == 3 and state["starter"] == 1
    assert state["events"] == []


# Calculators, declared by the game ---------------------------------------------------------

def test_calculators_are_declared_by_the_game():
    calc = GAME.calculators
    assert set(calc) == {"settlement", "duel"} and calc["duel"].method == "POST"
    assert calc["settlement"].run({"gathering_point": 2, "distances": {"Ann": 0, "Bob": 4, "Cat": 9}}) == {
        "gold": {"Ann": 19, "Bob": 5, "Cat": 0}}
    assert calc["settlement"].run({"gathering_point": 2, "rule": "behind",
                                   "distances": {"Ann": 0, "Bob": 4, "Cat": 9}}) == {"gold": {"Ann": 14, "Bob": 5, "Cat": 0}}
    assert calc["duel"].run({"player_card": 5, "sheriff_card": 3}) == {"winner": "player", "gold": 5}
    assert calc["duel"].run({"player_card": 5, "sheriff_card": "sheriff"}) == {"winner": "sheriff", "gold": 0}


@pytest.mark.parametrize("name, body, field, rule", [
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": 3, "C": 3, "D": 5}}, "distances.C", "V2"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 1, "B": 3}}, "distances", "V2"),
    ("settlement", {"gathering_point": 5, "distances": {"A": 0, "B": 3}}, "gathering_point", "V2"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 0}}, "distances", "V1"),
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": -3}}, "distances.B", None),
    ("settlement", {"gathering_point": 1, "distances": {"A": 0, "B": 3}, "rule": "nearest"}, "rule", None),
    ("settlement", {"gathering_point": "1", "distances": {"A": 0, "B": 3}}, "gathering_point", None),
    ("settlement", {"distances": {"A": 0, "B": 3}}, "gathering_point", None),
    ("duel", {"player_card": 3, "sheriff_card": 3}, "sheriff_card", "V3"),
    ("duel", {"player_card": 6, "sheriff_card": 3}, "player_card", None),
    ("duel", {"player_card": True, "sheriff_card": 3}, "player_card", None),
    ("duel", {"player_card": 2, "sheriff_card": 3, "winner": "me"}, "winner", None),
])
def test_calculators_refuse_impossible_input_naming_the_field(name, body, field, rule):
    with pytest.raises(engine.RuleError) as caught:
        GAME.calculators[name].run(body)
    assert field in caught.value.errors and caught.value.rule == rule


# Random moves, legal and illegal -----------------------------------------------------------

def plausible_1990(state, rng):
    """A move that may well be legal now: the tied players' choice, a settlement, a duel or an event."""
    seats = state["seats"]
    if state["choosing_starter"]:
        chooser = rng.choice(state["choosing_starter"] + [None])
        return {"type": "starter", "starting_seat": rng.choice(state["choosing_starter"])}, chooser
    roll = rng.random()
    if roll < 0.45:
        spaces = rng.sample(range(1, 16), seats - 1)
        if rng.random() < 0.3:  # pawns sent back to the start share the largest distance (V2)
            spaces = [max(spaces)] * len(spaces)
        distances = [0, *spaces]
        rng.shuffle(distances)
        if rng.random() < 0.4:  # ties on the fewest gold are what V6 is about: make them likely
            distances = [0] + [5] * (seats - 1) if seats > 2 else tying_distances(state) or distances
        arrived = state.get("arrived")
        if arrived is not None and rng.random() < 0.8:  # V7: the duel's winner stands on the gathering point
            first = distances.index(0)
            distances[first], distances[arrived] = distances[arrived], 0
        return {"type": "settle", "distances": {str(s): d for s, d in enumerate(distances)}}, None
    if roll < 0.7:
        cards = rng.sample([1, 2, 3, 4, 5, "sheriff"], 2)
        return {"type": "duel", "player_card": cards[0], "sheriff_card": cards[1]}, rng.randrange(seats)
    return {"type": "event", "text": "A random event", "gold": rng.randint(-40, 20),
            "pawn_spaces": rng.choice([0, 0, 3, -2])}, rng.randrange(seats)


def tying_distances(state):
    """Two players: the distances after which both have the same gold (the poorer arrives first), if any."""
    poorer = state["gold"].index(min(state["gold"]))
    gap = max(state["gold"]) - min(state["gold"]) - FIRST_ARRIVAL_BONUS[state["section"]]
    return [0 if seat == poorer else gap for seat in range(2)] if gap > 0 else None


def gold_never_negative(state):
    assert all(gold >= 0 for gold in state["gold"]) and len(state["gold"]) == state["seats"]
    assert (state["starter"] is None) == bool(state["choosing_starter"])


@pytest.mark.parametrize("players, rule, seed", [(2, "last", 1), (3, "behind", 2), (4, "last", 3), (6, "last", 4)])
def test_random_moves_raise_only_rule_errors(players, rule, seed):
    run = run_random_moves(GAME, {"players": players, "rule": rule}, seed=seed, steps=3000,
                           plausible=plausible_1990, invariant=gold_never_negative)
    assert run.finished >= 3 and run.refused > 500  # the run went through whole games, and was refused a lot
    assert {"V2", "V6", "V7"} <= run.rules_cited


def test_v5_v7_results_stored_with_english_sentences_read_as_the_messages_a_replay_gives():
    """Older releases stored a duel's `then` and a clamped event's `message` as English sentences:
    the same result to a replay (no correction reports them as changed)."""
    state, duel_won = engine.play(GAME, new(3), {"type": "duel", "player_card": 4, "sheriff_card": 2,
                                                 "to_gathering_point": True}, 1)
    old_duel = {**duel_won, "then": "your pawn moves directly onto gathering point 1: the section is over and you"
                                    " are the first arrival (distance 0); enter the settlement"}
    assert GAME.result_today("duel", old_duel) == duel_won
    _, event_taken = engine.play(GAME, new(3), event("The sheriff's men search you", -8), 0)
    old_event = {**event_taken, "message": "Only 5 of the 8 gold could be taken: seat 1 had 5, and gold never goes"
                                           " below 0."}
    assert GAME.result_today("event", old_event) == event_taken
    _, lost = engine.play(GAME, new(3), {"type": "duel", "player_card": 2, "sheriff_card": 4}, 0)
    assert GAME.result_today("duel", {**lost, "then": "your pawn goes back to the section's starting point"}) == lost
