"""The first Sheriff left to chance (issue 37, point 2; G8): the rulebook names "the player who tells
the most honest fact"; a table may instead have the server draw among its seats, before the first move."""
from __future__ import annotations

from collections import Counter

from tests.games.goods.test_api import ASIDE, LIMITS
from tests.helpers import make_table


def new_table(client):
    return make_table(client, "robin-hood-goods", players=3, card_table={**ASIDE, "limits": LIMITS[3]})


def draw(table, headers):
    return table.client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "first_sheriff"}, headers=headers)


def test_g8_the_first_sheriff_is_drawn_among_the_seats_until_the_first_move(client):
    seen = Counter()
    for _ in range(30):
        table = new_table(client)
        answer = draw(table, table.host)
        assert answer.status_code == 201, answer.json
        state = table.get(table.host).json["state"]
        seen[state["sheriff"]] += 1
        assert table.log(table.host).json[-1]["move"] == {"type": "first_sheriff", "sheriff": state["sheriff"],
                                                          "at_random": True}
    assert set(seen) == {0, 1, 2}, seen  # any of the three seats, never a fourth
    table = new_table(client)
    for name in ("Ann", "Bob", "Cy"):
        table.join(name)
    assert draw(table, table.seat(1)).status_code == 201  # any player may ask for the draw
    sheriff = table.get(table.host).json["state"]["sheriff"]
    declarer = (sheriff + 1) % 3
    assert table.move(table.seat(declarer), type="declare", good="potato", count=1).status_code == 201
    assert draw(table, table.host).status_code == 409  # the play has begun: no more first Sheriff (G8)
