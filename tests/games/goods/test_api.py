"""Robin Hood (goods and the Sheriff) through HTTP: card table, sell-out, whole games, privacy, old tables."""
import json

import pytest

from tests.helpers import make_table
from tests.games.goods.test_rules import ASIDE, LIMITS

BASE = "/api/v1/robin-hood-goods"


def test_card_table_has_the_known_numbers_and_nulls(client):
    table = client.get(f"{BASE}/card-table").json
    assert table["values"]["potato"] == 1 and table["values"]["fruit"] is None
    assert table["limits"]["4"]["jewelry"] == 2 and table["limits"]["5"]["potato"] is None
    assert table["indemnities"] == {"potato": 1, "fruit": 2, "chicken": 3}


def test_sell_out_calculator_examples(client):
    body = {"players": 3, "stock": {"Michel": {"silk": 2}, "Lucy": {"silk": 2}, "Carol": {"silk": 1}}}
    results = client.post(f"{BASE}/sell-out", json=body).json["results"]
    assert results["Michel"]["total"] == 21 and results["Michel"]["by_good"]["silk"]["sold"] == 1.5
    fixed = client.post(f"{BASE}/sell-out", json={"players": 3, "stock": {"Amy": {"chicken": 3}, "Carlos": {"chicken": 3}},
                                                  "limits": {"chicken": 4}}).json["results"]
    assert fixed["Amy"]["total"] == 16


@pytest.mark.parametrize("body, field", [
    ({"players": 3, "stock": {"A": {"mead": 2}}}, "values.mead"),
    ({"players": 5, "stock": {"A": {"potato": 2}}}, "limits.potato"),
    ({"players": 3, "stock": {"A": {"wine": 2}}}, "stock"),
    ({"players": 6, "stock": {"A": {"potato": 2}}}, "players"),
    ({"players": 3, "stock": {"A": {"potato": -1}}}, "stock"),
])
def test_sell_out_refuses_what_it_cannot_compute_naming_the_field(client, body, field):
    answer = client.post(f"{BASE}/sell-out", json=body)
    assert answer.status_code == 422 and field in (answer.json["detail"] + json.dumps(answer.json.get("errors")))


@pytest.mark.parametrize("body, field", [
    ({"players": 3, "stock": {"A": {"potato": 2}}, "values": {"potato": 2}}, "values.potato"),
    ({"players": 4, "stock": {"A": {"potato": 9}}, "limits": {"potato": 9}}, "limits.potato"),
    ({"players": 3, "stock": {n: {"potato": 1} for n in "ABCD"}}, "stock"),
    ({"players": 5, "stock": {"A": {"potato": 6, "fruit": 4}}, "limits": {"potato": 10, "fruit": 10}}, "stock.A"),
])
def test_g13_the_calculator_refuses_printed_overrides_and_stock_no_game_reaches(client, body, field):
    answer = client.post(f"{BASE}/sell-out", json=body)
    assert answer.status_code == 422 and answer.json["rule"] == "G13" and field in answer.json["errors"]


def test_a_table_without_a_complete_card_table_is_refused_naming_every_gap(client):
    answer = client.post("/api/v1/tables", json={"game": "robin-hood-goods", "options": {"players": 3}})
    assert answer.status_code == 422 and answer.json["rule"] == "G1"
    assert "card_table.values.fruit" in answer.json["errors"] and "card_table.limits.chicken" in answer.json["errors"]


def test_a_completed_card_table_is_saved_and_reused(client):
    first = make_table(client, "robin-hood-goods", players=3, card_table={**ASIDE, "limits": LIMITS[3]})
    saved = client.put("/api/v1/games/robin-hood-goods/presets/3p", json={"data": {**ASIDE, "limits": LIMITS[3]}},
                       headers=first.host)  # saving needs a table's token
    assert saved.status_code == 200
    card_table = client.get("/api/v1/games/robin-hood-goods/presets/3p").json["data"]
    assert client.post("/api/v1/tables", json={"game": "robin-hood-goods",
                                               "options": {"players": 3, "card_table": card_table}}).status_code == 201


def test_a_whole_three_player_advanced_game_with_private_goods(client):
    table = make_table(client, "robin-hood-goods", players=3, mode="advanced", card_table={**ASIDE, "limits": LIMITS[3]})
    for name in ("Amy", "Carlos", "Luish"):
        assert table.join(name).status_code == 201

    def move(seat, **body):
        answer = table.move(table.seat(seat), **body)
        assert answer.status_code == 201, answer.json
        return answer.json

    def state():
        return table.get(table.host).json["state"]

    for week in (1, 2, 3):
        for turn in range(6):
            sheriff = state()["sheriff"]
            others = [(sheriff + 1) % 3, (sheriff + 2) % 3]
            move(others[0], type="declare", good="chicken", count=2)
            move(others[1], type="declare", good="potato", count=1)
            if turn == 0:
                receipt = move(sheriff, type="inspect", target=others[0], cards={"chicken": 1, "silk": 1})["result"]
                assert receipt["penalty"] == 5 and receipt["reward"] == 3
            elif turn == 1 and week == 1:
                move(sheriff, type="deal", target=others[0], amount=3)
            elif turn == 2 and week == 1:
                move(sheriff, type="apprehend", target=others[1], cards={"jewelry": 1})
            move(sheriff, type="end_turn" if state()["inspected"] else "let_pass")
        for seat in range(3):
            # Each player says the bags that passed unopened held silks (G12 counts them, whatever they held).
            mine = table.get(table.seat(seat)).json["state"]
            approved = dict(mine["my_seen_approved"])
            approved["silk"] = approved.get("silk", 0) + mine["unseen_cards"][seat]
            move(seat, type="week_goods", approved=approved, stored={"silk": 2})
        current = state()
        if current["phase"] == "choose_sheriff":
            move(current["choosing_sheriff"], type="choose_sheriff", sheriff=current["choosing_sheriff"])
    final = table.get(table.host).json
    assert final["status"]["finished"] and final["state"]["week"] == 3
    # Everyone stored 6 silks; the 3-player silk limit is 3: one group splits 3 silks' money, $42 // 3 = $14 each.
    assert {r["by_good"]["silk"]["money"] for r in final["state"]["sell_out"].values()} == {14}
    assert len(final["state"]["money_by_week"]) == 5  # start, three weeks, the sell-out
    best = max(final["state"]["money"])
    assert final["status"]["winners"] == [s for s, m in enumerate(final["state"]["money"]) if m == best]


def test_private_goods_cannot_be_read_with_another_token(client):
    table = make_table(client, "robin-hood-goods", players=3, card_table={**ASIDE, "limits": LIMITS[3]})
    for name in ("Amy", "Carlos", "Luish"):
        table.join(name)
    for turn in range(6):
        sheriff = table.get(table.host).json["state"]["sheriff"]
        for seat in ((sheriff + 1) % 3, (sheriff + 2) % 3):
            table.move(table.seat(seat), type="declare", good="potato", count=1)
        if turn == 0:  # Amy apprehends Carlos's bag: what she takes is hers alone to see
            table.move(table.seat(0), type="apprehend", target=1, cards={"jewelry": 1})
        table.move(table.seat(sheriff), type="end_turn" if turn == 0 else "let_pass")
    # Amy holds the jewelry she took and her four one-card bags that passed unopened (G12).
    assert table.move(table.seat(0), type="week_goods", approved={"jewelry": 1, "mead": 4},
                      stored={"mead": 2}).status_code == 201
    own = table.get(table.seat(0)).json["state"]
    assert own["my_seen_approved"] == {"jewelry": 1}
    assert own["my_stored"] == {} and own["stored_counts"] == [0, 0, 0]  # stored only when the week ends

    def private_parts(entries):
        parts = []
        for entry in entries:
            if entry["move"]["type"] == "week_goods":
                parts += [entry["move"]["approved"], entry["move"]["stored"], entry["result"]["sold"]]
            if entry["move"]["type"] == "apprehend":
                parts += [entry["move"]["cards"], entry["result"]["took"], entry["result"]["returned"]]
        return parts

    for headers in (table.seat(1), table.seat(2), table.host):
        view = table.get(headers).json["state"]
        assert not {"stored", "seen_approved", "week_goods"} & set(view)
        assert view["my_seen_approved"] in ({}, None)
        assert private_parts(table.log(headers, page_size=200).json) == [None] * 6
    assert private_parts(table.log(table.seat(0), page_size=200).json) == [
        {"jewelry": 1}, {"jewelry": 1}, {}, {"jewelry": 1, "mead": 4}, {"mead": 2}, {"jewelry": 1, "mead": 2}]
