"""Private entries are sent by their own seat (issue 35, point 4): a move with private fields (the
goods game's week goods and Apprehension, the score pad's note) for a seat someone sits in is that
seat's phone's to send; the host enters one only for a seat nobody sits in (or the host's own). The
host's attempt is refused (403) before the engine sees it, so its refusal quotes nothing of the
seat's cards ("The app saw these cards approved for you this week: 1 chicken"), and nothing is
stored; the same in a correction. api/table/moves.py acting_seat, both front doors (a
refused move on the fast path goes to Flask, which answers it)."""
from __future__ import annotations

import json

import pytest

from tests.games.goods.test_corrections import AMY, CARLOS, carlos_inspected, goods, move, rest_of_week_one  # noqa: F401
from tests.helpers import bearer, correct, make_table

RIGHT = {"approved": {"potato": 1, "silk": 3}, "stored": {"silk": 3}}  # what the app saw for Carlos (G12)
WRONG = {"approved": {"potato": 1, "chicken": 1}, "stored": {}}


@pytest.mark.parametrize("goods_sent", [RIGHT, WRONG], ids=["right count", "wrong count"])
def test_the_host_cannot_send_a_seated_players_week_goods(goods, goods_sent):
    carlos_inspected(goods)
    rest_of_week_one(goods)
    before = goods.log(goods.host).json
    refused = goods.move(goods.host, type="week_goods", seat=CARLOS, **goods_sent)
    assert refused.status_code == 403, refused.json
    text = json.dumps(refused.json)
    assert "The app saw" not in text and "chicken" not in text and "potato" not in text and "silk" not in text
    assert "errors" not in refused.json and "rule" not in refused.json
    assert "seat 2" in refused.json["detail"]
    assert goods.log(goods.host).json == before  # nothing stored
    assert move(goods, CARLOS, type="week_goods", **RIGHT) == len(before) + 1  # Carlos's own phone may


def test_the_host_cannot_correct_a_seated_players_private_entry_but_may_delete_it(goods):
    carlos_inspected(goods)
    rest_of_week_one(goods)
    week = move(goods, CARLOS, type="week_goods", **RIGHT)
    before = goods.log(goods.host).json
    refused = correct(goods, goods.host, {"version": week, "move": {"type": "week_goods", **WRONG}})
    assert refused.status_code == 403 and "potato" not in json.dumps(refused.json)
    assert goods.log(goods.host).json == before
    assert correct(goods, goods.host, {"version": week, "delete": True}).status_code == 201  # enters nothing


def test_the_apprehension_is_the_sheriffs_own_entry(goods):
    # Amy is the first Sheriff: her apprehension of Carlos's bag holds what only she sees.
    assert move(goods, CARLOS, type="declare", good="potato", count=2) == 1
    assert move(goods, 2, type="declare", good="fruit", count=1) == 2
    refused = goods.move(goods.host, type="apprehend", seat=AMY, target=CARLOS, cards={"potato": 2})
    assert refused.status_code == 403
    assert move(goods, AMY, type="apprehend", target=CARLOS, cards={"potato": 2}) == 3


def test_the_host_enters_a_private_move_for_a_seat_nobody_sits_in_and_for_their_own(client):
    table = make_table(client, "score-pad", players=3)
    assert table.join("Ann").status_code == 201
    refused = table.move(table.host, type="note", seat=0, text="Ann's secret")
    assert refused.status_code == 403 and "Ann's secret" not in json.dumps(refused.json)
    assert table.move(table.seat(0), type="note", text="Ann's secret").status_code == 201
    assert table.move(table.host, type="note", seat=2, text="for the empty seat").status_code == 201
    # The host's phone sits down (its host token at /join): its own seat's note is its own.
    sat = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Host"}, headers=table.host)
    assert sat.status_code == 201 and sat.json["seat"] == 1
    assert table.move(table.host, type="note", seat=1, text="mine").status_code == 201
    assert table.move(table.host, type="note", seat=0, text="not mine").status_code == 403
    # Public moves are still the host's to enter for anyone.
    assert table.move(table.host, type="add", seat=0, points=3).status_code == 201
    assert table.get(bearer(table.tokens[0])).json["state"]["my_note"] == "Ann's secret"
