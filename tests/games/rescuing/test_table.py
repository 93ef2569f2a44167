"""Rescuing Robin Hood through HTTP: the calculators (R18 included), whole games won (one by card ids, with R16
and R17 on Day 5) and a solo game lost."""
import pytest

from tests.helpers import make_table

BASE = "/api/v1/rescuing-robin-hood"
BAND = {"wit": 14, "brawn": 30, "stealth": 30, "jolliness": 2, "scouting": 0, "cookery": 1, "prayer": 0}


def test_attack_calculator_worked_examples(client):
    wit = client.post(f"{BASE}/attack", json={"attribute": "wit", "value": 14, "guards": [4, 6, 5]}).json
    assert wit == {"success": False, "defeated": 0, "guard_total": 15, "remaining": 0}
    brawn = client.post(f"{BASE}/attack", json={"attribute": "brawn", "value": 11, "guards": [3, 2, 2, 1]}).json
    assert brawn == {"success": True, "defeated": 4, "guard_total": 8, "remaining": 3}
    stealth = client.post(f"{BASE}/attack", json={"attribute": "stealth", "value": 8, "guards": [3, 2, 3]}).json
    assert stealth["success"] and stealth["defeated"] == 3
    negative = client.post(f"{BASE}/attack", json={"attribute": "wit", "value": -2, "guards": [1]}).json
    assert negative == {"success": False, "defeated": 0, "guard_total": 1, "remaining": 0}


def test_carry_over_and_expert_score_calculators(client):
    body = {"brawn": 11, "jolliness": 2, "jolliness_spent": 2, "brawn_attack": {"success": True, "row_total": 8},
            "last_player": False}
    assert client.post(f"{BASE}/carry-over", json=body).json == {"brawn_passed": 3, "jolliness_passed": 0}
    score = client.post(f"{BASE}/expert-score", json={"challenges": [{"points": 10, "blind": True, "day": 5}],
                                                       "robin_rescued": True, "sheriff_defeated": True,
                                                       "villagers_imprisoned": 0}).json
    assert score == {"score": 50 + 10 + 2 + 2 + 30 + 40, "rank": "Outlaw"}


@pytest.mark.parametrize("path, body, field", [
    ("attack", {"attribute": "wit", "value": 5, "guards": [-1]}, "guards"),
    ("attack", {"attribute": "wit", "value": 5, "guards": []}, "guards"),
    ("attack", {"attribute": "charm", "value": 5, "guards": [1]}, "attribute"),
    ("attack", {"attribute": "wit", "value": "5", "guards": [1]}, "value"),
    ("carry-over", {"brawn": 5, "jolliness": 2, "jolliness_spent": 3, "brawn_attack": None, "last_player": False},
     "jolliness_spent"),
    ("carry-over", {"brawn": 5, "jolliness": 2, "jolliness_spent": 0, "last_player": False}, "brawn_attack"),
    ("expert-score", {"challenges": [{"points": 5, "blind": True, "day": 6}], "robin_rescued": True,
                      "sheriff_defeated": False, "villagers_imprisoned": 0}, "day"),
])
def test_calculators_refuse_bad_input_naming_the_field(client, path, body, field):
    answer = client.post(f"{BASE}/{path}", json=body)
    assert answer.status_code == 422 and field in answer.json["detail"] + str(answer.json.get("errors"))


def seated(client, players, mode):
    table = make_table(client, "rescuing-robin-hood", players=players, mode=mode)
    for n in range(players):
        assert table.join(f"Band {n}").status_code == 201
    return table


def act(table, seat, **move):
    headers = table.host if seat is None else table.seat(seat)
    answer = table.move(headers, **move)
    assert answer.status_code == 201, answer.json
    return answer.json


def state_of(table):
    return table.get(table.host).json["state"]


def play_ordinary_day(table, attack_first_row=True):
    act(table, None, type="add_row", medallions=["bronze", "silver"], guards={"blue": 2})
    act(table, None, type="add_row", medallions=["gold"], guards={"red": 1})
    act(table, None, type="setup_done")
    for seat in range(state_of(table)["seats"]):
        act(table, seat, type="band", **BAND)
    first = state_of(table)["current"]
    if attack_first_row:
        result = act(table, first, type="brawn", row=0, values=[3, 4])["result"]
        assert result["success"] and result["rescued"] == 2
    for _ in range(state_of(table)["seats"]):
        act(table, state_of(table)["current"], type="end_turn")
    while state_of(table)["phase"] == "recruit":
        act(table, state_of(table)["recruiting"]["next"], type="recruit", take=True)
    return act(table, None, type="end_day")["result"]


def play_two_band_game_won_on_day_5(client):
    table = seated(client, 2, "standard")
    for day in (1, 2, 3, 4):
        result = play_ordinary_day(table)
        assert result["day"] == day and result["imprisoned"] == 1  # the gold villager's row stood
    state = state_of(table)
    assert state["day"] == 5 and state["imprisoned"] == 4 and state["decks"] == [4, 4]
    # Each day both bands recruit one: decks 10 and 10 are cut to 8 after day 2 (4 retire),
    # then 10 and 10 are cut to 4 after day 4 (12 retire).
    assert state["sherwood"] == 4 + 12
    act(table, None, type="add_castle", wall={"blue": 1}, castle={"wit": 5, "brawn": 6, "stealth": 7},
        courtyard=[{"blue": 1}, {"red": 1}], sheriff_guards={"red": 1, "blue": 1}, sheriff={"wit": 9, "brawn": 9, "stealth": 9})
    act(table, None, type="setup_done")
    for seat in (0, 1):
        act(table, seat, type="band", **BAND)
    first = state_of(table)["current"]
    castle = act(table, first, type="brawn", row=0, values=[6, 2])["result"]
    assert castle["castle_bonus"] == state["sherwood"] // 3  # R10
    act(table, first, type="stealth", row=1, cards=[0], values=[3])
    act(table, first, type="end_turn")
    second = state_of(table)["current"]
    rescue = act(table, second, type="stealth", row=2, cards=[0], values=[5])
    assert rescue["result"]["robin_rescued"] and rescue["state"]["outcome"] == "won"
    act(table, second, type="robin", wit=4, brawn=4, stealth=4, jolliness=1)
    sheriff = act(table, second, type="brawn", row=3, values=[2, 3, 9])  # blue end, red, the Sheriff last
    assert sheriff["result"]["sheriff_defeated"] and sheriff["status"] == {"finished": True, "winners": [0, 1]}
    assert [d["day"] for d in sheriff["state"]["by_day"]] == [1, 2, 3, 4, 5]
    return table


def test_a_whole_two_player_standard_game_won_on_day_5(client):
    play_two_band_game_won_on_day_5(client)


def play_single_band_solo_game_lost(client):
    table = seated(client, 1, "solo-single")
    for day in (1, 2, 3, 4):
        if state_of(table)["phase"] == "setup":
            act(table, None, type="add_row", medallions=["bronze"], guards={"red": 2})
            act(table, None, type="setup_done")
        act(table, 0, type="band", **{**BAND, "brawn": 2, "stealth": 2})
        act(table, 0, type="end_turn")
        act(table, None, type="end_day")
    act(table, None, type="add_castle", wall={"red": 2}, castle={"wit": 20, "brawn": 20, "stealth": 20},
        courtyard=[{"red": 2}], sheriff_guards={"red": 1}, sheriff={"wit": 9, "brawn": 9, "stealth": 9})
    act(table, None, type="setup_done")
    band = act(table, 0, type="band", **{**BAND, "brawn": 10, "stealth": 1, "wit": 1})["result"]
    assert band["brawn"] == 20  # doubled on Day 5 (R13)
    failed = act(table, 0, type="brawn", row=0, values=[20, 9, 9])["result"]
    assert not failed["success"]
    over = act(table, 0, type="end_turn")
    assert over["state"]["outcome"] == "lost" and over["status"] == {"finished": True, "winners": []}
    assert over["state"]["imprisoned"] == 2  # days 2 and 4 imprisoned the rows that stood since days 1 and 3
    return table


def test_a_single_band_solo_game_lost(client):
    play_single_band_solo_game_lost(client)


def test_refusals_name_the_ruling_and_store_nothing(client):
    table = seated(client, 2, "standard")
    act(table, None, type="add_row", medallions=["bronze"], guards={"blue": 2})
    act(table, None, type="setup_done")
    for seat in (0, 1):
        act(table, seat, type="band", **BAND)
    version = table.get(table.host).json["version"]
    for body, rule in [({"type": "wit", "row": 0, "card": 1, "value": 3}, "R2"),
                       ({"type": "wit", "row": 0, "card": 0, "value": 7}, "R15"),
                       ({"type": "spend_jolliness", "attribute": "wit", "amount": 5}, "R4")]:
        answer = table.move(table.seat(0), **body)
        assert answer.status_code == 422 and answer.json["rule"] == rule
    other_turn = table.move(table.seat(1), type="spend_jolliness", attribute="wit", amount=1)
    assert other_turn.json["rule"] == "R4"
    assert table.get(table.host).json["version"] == version


def test_r18_carry_over_refuses_an_impossible_brawn_attack_with_422(client):
    body = {"brawn": 6, "jolliness": 0, "jolliness_spent": 0, "brawn_attack": {"success": True, "row_total": 9},
            "last_player": False}
    answer = client.post(f"{BASE}/carry-over", json=body)
    assert answer.status_code == 422 and answer.json["rule"] == "R18"


@pytest.mark.parametrize("body", [
    {"challenges": [{"points": 3, "blind": False, "day": 2}] * 3, "robin_rescued": True, "sheriff_defeated": True,
     "villagers_imprisoned": 0},
    {"challenges": [], "robin_rescued": False, "sheriff_defeated": True, "villagers_imprisoned": 0},
])
def test_r18_expert_score_refuses_an_unreachable_game_with_422(client, body):
    answer = client.post(f"{BASE}/expert-score", json=body)
    assert answer.status_code == 422 and answer.json["rule"] == "R18"


# A whole 3-band game in the vocabulary of the screen: cards by their ids ------------------------------

DAY5_BAND = {"wit": 11, "brawn": 25, "stealth": 13, "jolliness": 1, "scouting": 1, "cookery": 0, "prayer": 1}


def card_ids(table, row):
    return [card["id"] for card in state_of(table)["rows"][row]["cards"]]


def play_a_day_by_ids(table, clear_both_rows):
    act(table, None, type="add_row", medallions=["silver", "bronze"], guards={"blue": 2})
    act(table, None, type="add_row", medallions=["gold"], guards={"red": 1})
    act(table, None, type="setup_done")
    for seat in range(3):
        act(table, seat, type="band", **{**DAY5_BAND, "brawn": 17})
    first = state_of(table)["current"]
    near, far = card_ids(table, 0)
    brawn = act(table, first, type="brawn", row=0, revealed=[{"id": near, "value": 4}, {"id": far, "value": 5}])
    assert brawn["result"]["guard_total"] == 9 and brawn["result"]["rescued"] == 2
    act(table, first, type="end_turn")
    second = state_of(table)["current"]
    if clear_both_rows:  # one red guard: the Wit attack ends by itself when it runs out of cards
        wit = act(table, second, type="wit", row=1, value=7)["result"]
        assert wit["stopped"] and wit["rescued"] == 1
    for _ in range(2):
        act(table, state_of(table)["current"], type="end_turn")
    while state_of(table)["phase"] == "recruit":
        act(table, state_of(table)["recruiting"]["next"], type="recruit", take=True)
    return act(table, None, type="end_day")["result"]


def test_a_whole_three_band_game_by_card_ids_with_a_day_5_prayer_refused_and_robin_rescued(client):
    table = seated(client, 3, "standard")
    results = [play_a_day_by_ids(table, clear_both_rows=day in (1, 3)) for day in (1, 2, 3, 4)]
    assert [r["imprisoned"] for r in results] == [0, 1, 0, 1]
    state = state_of(table)
    # Recruits: day 1 all three, day 2 bands 1 and 2 (first player 1), day 3 all, day 4 bands 0 and 1:
    # 9 9 9 -> 9 10 10, cut to 8 (5 retire) -> 9 9 9 -> 10 10 9, cut to 4 (17 retire).
    assert state["decks"] == [4, 4, 4] and state["sherwood"] == 22 and state["imprisoned"] == 2
    assert state["first_player"] == 1 and not state["starter_chosen"]  # R17: the rotation, proposed

    act(table, 0, type="starting_band", band=2)  # R17: the players chose band 2
    act(table, None, type="add_castle", wall={"blue": 1, "red": 1}, castle={"wit": 8, "brawn": 10, "stealth": 6},
        courtyard=[{"blue": 2}, {"red": 1}], sheriff_guards={"blue": 1}, sheriff={"wit": 9, "brawn": 9, "stealth": 9})
    act(table, None, type="setup_done")
    for seat in range(3):
        act(table, seat, type="band", **DAY5_BAND)
    assert state_of(table)["current"] == 2 and state_of(table)["attackable_row"] == 0

    # R16: no Prayer touches the Courtyard while the Wall stands; nothing is stored.
    version = table.get(table.host).json["version"]
    last_courtyard_guard = card_ids(table, 2)[0]
    for body in ({"type": "prayer_remove", "guard": last_courtyard_guard, "partner": 0},
                 {"type": "prayer_move", "guard": card_ids(table, 1)[0], "to_row": 0, "position": 1}):
        answer = table.move(table.seat(2), **body)
        assert answer.status_code == 422 and answer.json["rule"] == "R16", answer.json
    assert table.get(table.host).json["version"] == version

    castle, red, blue = card_ids(table, 0)
    wall = act(table, 2, type="brawn", row=0, revealed=[{"id": red, "value": 7}, {"id": blue, "value": 5}])["result"]
    assert wall["guard_total"] == 10 + 7 + 5 and wall["castle_bonus"] == 22 // 3  # R10
    assert not wall.get("robin_rescued")
    first, second = card_ids(table, 1)
    act(table, 2, type="stealth", chosen=[{"id": first, "value": 6}, {"id": second, "value": 6}])
    passed = act(table, 2, type="end_turn")["result"]
    assert passed == {"band": 2, "brawn_passed": 25 - 22, "jolliness_passed": 1 + 7}

    # Band 0, with band 1's Prayer: the Courtyard's last guard removed after the Wall fell (R16).
    rescue = act(table, 0, type="prayer_remove", guard=last_courtyard_guard, partner=1)
    assert rescue["result"]["robin_rescued"] and rescue["state"]["outcome"] == "won"
    robin = act(table, 0, type="robin", wit=5, brawn=5, stealth=5, jolliness=2)["result"]
    assert robin["extra_attack"] and robin["brawn"] == 25 + 3 + 5
    act(table, 0, type="end_turn")
    over = act(table, 1, type="end_turn")
    assert over["status"] == {"finished": True, "winners": [0, 1, 2]}
    assert over["state"]["robin_rescued"] and not over["state"]["sheriff_defeated"]
    assert [d["day"] for d in over["state"]["by_day"]] == [1, 2, 3, 4, 5]


def test_undo_replays_moves_sent_in_the_old_shapes(client):
    """Phones from before card ids sent positions; undo replays the whole log from setup, so those moves
    must still replay to the same state."""
    table = seated(client, 2, "standard")
    act(table, None, type="add_row", medallions=["bronze"], guards={"blue": 3})
    act(table, None, type="add_row", medallions=["gold"], guards={"red": 2})
    act(table, None, type="setup_done")
    for seat in (0, 1):
        act(table, seat, type="band", **{**BAND, "prayer": 1, "scouting": 1})
    act(table, 1, type="scouting", row=1, cards=[1])
    act(table, 0, type="prayer_move", row=0, card=2, to_row=1, position=0)
    act(table, 0, type="wit", row=0, card=0, value=3)
    act(table, 0, type="wit", row=0, card=1, value=4)  # both outwitted: the attack stops by itself
    before = state_of(table)
    act(table, 0, type="stealth", row=1, cards=[0, 2], values=[2, 8])
    assert table.undo(table.host).status_code == 201
    assert state_of(table) == before
    assert [c["id"] for c in before["rows"][1]["cards"]] == [2, 3, 4]  # the moved guard kept its number
