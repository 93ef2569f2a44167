"""The same people from game to game, through the API: the host's phone names a remembered person
when it sits down, the host alone links (or unlinks) a seat someone else took, a bad person id is
refused with nothing stored, and a person linked across tables of different games is one person in
the people stats and in BG Stats."""
from __future__ import annotations

import re

from tests.games.curse.test_bluffs_and_solo_games import solo_moves
from tests.helpers import bearer, make_table, person_of

ANN = "p-0123456789abcdef"  # an id this host's phone remembers from an earlier table


def host_join(client, table, name, person=None):
    body = {"code": table.created["join_code"], "name": name, **({"person_id": person} if person else {})}
    answer = client.post("/api/v1/join", json=body, headers=table.host)
    if answer.status_code == 201:
        table.tokens.append(answer.json["token"])
    return answer


def link(client, table, seat, person, headers):
    return client.post(f"/api/v1/tables/{table.id}/seats/{seat}/person", json={"person_id": person}, headers=headers)


def finish_pad(table, *points):
    for seat, scored in enumerate(points):
        assert table.move(table.seat(seat), type="add", points=scored).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201


def people_of(table):
    return {p["name"]: (p["person_id"], p["person_confirmed"]) for p in table.get(table.host).json["players"]}


def test_the_hosts_phone_names_the_remembered_person_it_seats(client):
    table = make_table(client, "score-pad", players=2)
    assert host_join(client, table, "Annie", ANN).status_code == 201
    assert table.join("Bob").status_code == 201
    assert people_of(table) == {"Annie": (ANN, True), "Bob": (person_of(client, "Bob"), False)}  # Bob: the person of his name
    finish_pad(table, 5, 3)
    players = table.result(table.host).json["bg_stats"]["players"]
    assert [(p["name"], p["sourcePlayerId"]) for p in players] == [("Annie", ANN), ("Bob", person_of(client, "Bob"))]


def test_only_the_host_links_a_seat_and_a_bad_id_stores_nothing(client):
    table = make_table(client, "score-pad", players=3)
    table.join("Ann")
    table.join("Bob")
    before = table.get(table.host)
    spectator = bearer(table.created["spectator_token"])
    for headers in (table.seat(0), table.seat(1), spectator):
        answer = link(client, table, 0, ANN, headers)
        assert answer.status_code == 403 and answer.json["detail"] == "Only the host says who sits at a seat."
    assert link(client, table, 0, ANN, {}).status_code == 401
    other = make_table(client, "score-pad", players=2)
    assert link(client, table, 0, ANN, other.host).status_code == 403  # another table's host
    for bad in ("Ann", "p-0123", "P-0123456789ABCDEF", "p-0123456789abcdeg", 7, ""):
        answer = link(client, table, 0, bad, table.host)
        assert answer.status_code == 422 and "person_id" in answer.json["errors"], bad
    assert client.post(f"/api/v1/tables/{table.id}/seats/0/person", json={}, headers=table.host).status_code == 422
    assert link(client, table, 2, ANN, table.host).status_code == 422  # nobody sits at seat 3
    # Nothing was stored: the same answer, the same ETag.
    after = table.get(table.host)
    assert after.json["players"] == before.json["players"] and after.headers["ETag"] == before.headers["ETag"]
    assert people_of(table)["Ann"] == (person_of(client, "Ann"), False)


def test_a_person_id_at_joining_needs_the_host_token_and_a_good_shape(client):
    table = make_table(client, "score-pad", players=3)
    answer = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Ann", "person_id": ANN})
    assert answer.status_code == 403
    other = make_table(client, "score-pad", players=2)
    answer = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Ann", "person_id": ANN},
                         headers=other.host)
    assert answer.status_code == 403
    answer = host_join(client, table, "Ann", "ann")
    assert answer.status_code == 422 and "person_id" in answer.json["errors"]
    assert table.get(table.host).json["players"] == []  # no seat was taken by any of them


def test_linking_and_unlinking_change_the_table_and_its_etag(client):
    table = make_table(client, "score-pad", players=2)
    table.join("Ann")
    table.join("Bob")
    etag = table.get(table.host).headers["ETag"]
    linked = link(client, table, 0, ANN, table.host)
    assert linked.status_code == 200
    assert linked.json == {"seat": 0, "name": "Ann", "person_id": ANN, "person_confirmed": True}
    assert table.get({**table.host, "If-None-Match": etag}).status_code == 200  # a phone reading again sees it
    assert people_of(table)["Ann"] == (ANN, True)
    # "Not the same Bob": a new person, neither the remembered one nor the one of the name.
    fresh = link(client, table, 1, None, table.host).json
    assert fresh["person_confirmed"] and re.fullmatch(r"p-[0-9a-f]{16}", fresh["person_id"])
    assert fresh["person_id"] != person_of(client, "Bob")
    # A rematch seats the same people.
    finish_pad(table, 4, 6)
    again = table.at(table.rematch(table.host).json["table_id"])
    assert people_of(again) == {"Ann": (ANN, True), "Bob": (fresh["person_id"], True)}


def test_a_person_linked_across_two_tables_of_different_games_has_both_in_the_stats(client):
    """Ann plays a solo Curse You game (the host's phone remembers her) and then a score pad of Catan
    under another spelling, "Annie", which the host links to her; a Bob the host said is not the same
    stays apart from the Bob of the name."""
    curse = make_table(client, "curse-you-robin-hood", players=1)
    assert curse.join("Ann").status_code == 201
    for move, seat in solo_moves(player_wins=True):
        assert curse.move(curse.host if seat is None else curse.seat(0), **move).status_code == 201
    remembered = people_of(curse)["Ann"][0]
    assert remembered == person_of(client, "Ann")

    pad = make_table(client, "score-pad", players=3, game_name="Catan")
    for name in ("Annie", "Bob", "Cy"):
        pad.join(name)
    assert link(client, pad, 0, remembered, pad.host).status_code == 200  # the host: "the Ann of earlier games"
    assert link(client, pad, 1, None, pad.host).status_code == 200        # "not the same Bob"
    finish_pad(pad, 12, 4, 9)
    bob_pad = make_table(client, "score-pad", players=1)  # the Bob of the name, at another table
    bob_pad.join("Bob")
    finish_pad(bob_pad, 3)

    tables = [{"id": t.id, "token": t.created["host_token"]} for t in (curse, pad, bob_pad)]
    answer = client.post("/api/v1/people/stats", json={"tables": tables})
    assert answer.status_code == 200 and answer.json["skipped"] == []
    by_id = {p["person_id"]: p for p in answer.json["people"]}
    ann = by_id[remembered]
    assert (ann["name"], ann["games"], ann["wins"]) == ("Ann", 2, 2)
    assert ann["by_game"] == [
        {"game": "score-pad", "game_name": "Catan", "played": 1, "wins": 1, "average_score": 12.0, "best_score": 12},
        {"game": "curse-you-robin-hood", "game_name": "Curse You, Robin Hood!", "played": 1, "wins": 1,
         "average_score": 50.0, "best_score": 50},
    ]
    bobs = [p for p in answer.json["people"] if p["name"] == "Bob"]
    assert len(bobs) == 2 and {b["games"] for b in bobs} == {1}  # two people called Bob
    # BG Stats knows Ann by the same id at both tables.
    assert curse.result(curse.host).json["bg_stats"]["players"][0]["sourcePlayerId"] == remembered
    assert pad.result(pad.host).json["bg_stats"]["players"][0]["sourcePlayerId"] == remembered
