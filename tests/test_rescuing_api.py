"""Rescuing Robin Hood through HTTP: the calculators, a whole 2-player game won, a solo game lost."""
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
    assert answer.status_code == 422 and field in answer.json["message"] + str(answer.json.get("errors"))


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


def test_a_whole_two_player_standard_game_won_on_day_5(client):
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


def test_a_single_band_solo_game_lost(client):
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
