"""Who starts, left to chance (issue 37, point 2): the youngest player (V4), or among the players tied
on the fewest gold (V6), drawn by the server among exactly the seats the rules allow, the same for
every reader and in the log."""
from __future__ import annotations

from collections import Counter

from tests.helpers import make_table


def table_of_three(client):
    table = make_table(client, "robin-hood-1990", players=3)
    for name in ("Ann", "Bob", "Cy"):
        table.join(name)
    return table


def draw(table, headers, move_type):
    return table.client.post(f"/api/v1/tables/{table.id}/draws", json={"type": move_type}, headers=headers)


def test_v4_the_first_player_drawn_is_a_seat_of_the_table_and_every_reader_sees_it(client):
    table = table_of_three(client)
    answer = draw(table, table.seat(2), "first_player")
    assert answer.status_code == 201, answer.json
    drawn = table.get(table.host).json["state"]["starter"]
    assert drawn in (0, 1, 2)
    for reader in (table.host, table.seat(0), table.seat(1)):
        assert table.get(reader).json["state"]["starter"] == drawn
        assert table.log(reader).json[-1]["move"] == {"type": "first_player", "starting_seat": drawn, "at_random": True}
    # V4: naming the youngest stays open until the first other move, by name as by draw.
    assert draw(table, table.host, "first_player").status_code == 201
    assert table.move(table.seat(drawn), type="duel", player_card=4, sheriff_card=2).status_code == 201
    late = draw(table, table.host, "first_player")
    assert late.status_code == 409 and table.get(table.host).json["version"] == 3


def test_v4_every_seat_may_come_up(client):
    seen = Counter()
    for _ in range(40):
        table = make_table(client, "robin-hood-1990", players=3)
        seen[draw(table, table.host, "first_player").json["result"]["starter"]] += 1
    assert set(seen) == {0, 1, 2}, seen


def tied(table):
    table.move(table.host, type="settle", distances={"0": 0, "1": 9, "2": 9})  # seats 1 and 2 tied, poorest
    return table


def test_v6_a_tied_player_draws_and_a_player_not_tied_may_not(client):
    table = tied(table_of_three(client))
    assert draw(table, table.seat(0), "starter").status_code == 409  # not tied: not theirs to draw (V6)
    answer = draw(table, table.seat(1), "starter")
    assert answer.status_code == 201, answer.json
    state = table.get(table.host).json["state"]
    assert state["starter"] in (1, 2) and state["choosing_starter"] == []
    entry = table.log(table.host).json[-1]
    assert entry["move"]["at_random"] is True and entry["seat"] == 1 and entry["by"] == "player"


def test_v6_the_draw_is_among_the_tied_players_only(client):
    seen = Counter()
    for _ in range(40):
        table = tied(make_table(client, "robin-hood-1990", players=3))
        assert draw(table, table.host, "starter").status_code == 201
        seen[table.get(table.host).json["state"]["starter"]] += 1
    assert set(seen) == {1, 2}, seen  # never seat 0, who was not tied
