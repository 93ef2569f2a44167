"""A table survives its host's phone (issue 34 point 4): the host role moves to another phone with a
one-time code like a seat, and a table whose host phone died is run again with its recovery code.
Either way the old host token stops working at once, and the new host does all the host does:
move seats, the clock, undo, corrections, finishing a score pad; the engine's choices follow it."""
from __future__ import annotations

from typing import Any

import engine

from tests.helpers import Table, bearer, make_table

HOST_MOVED = "host role at this table was moved to another phone"


def hand_over(table: Table, headers: dict[str, str], **body: Any) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/handovers", json=body, headers=headers)


def claim(client: Any, code: str, headers: dict[str, str] | None = None) -> Any:
    return client.post("/api/v1/handovers/claim", json={"code": code}, headers=headers or {})


def sit_host(table: Table, host: dict[str, str], player_token: str) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/host/seat", json={"token": player_token}, headers=host)


def seated_pad(client: Any) -> Table:
    """A two-seat score pad: the host's phone sits at seat 0 (Ann), Bob at seat 1."""
    table = make_table(client, players=2)
    ann = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Ann"}, headers=table.host)
    assert ann.status_code == 201, ann.json
    table.tokens.append(ann.json["token"])
    assert table.join("Bob").status_code == 201
    assert table.get(table.host).json["host_seat"] == 0
    return table


def host_moves(choices: dict[str, Any]) -> list[str]:
    """The host's own moves among the choices (the score pad's end), not those anyone may send (SP12's starter)."""
    pad = engine.get("score-pad")
    return [move["type"] for move in choices["moves"] if pad.moves[move["type"]].who == "host"]


def test_the_recovery_code_is_given_once_when_the_table_is_made(client):
    table = make_table(client, players=2)
    code = table.created["recovery_code"]
    assert len(code) == 12 and code.isalnum()
    # Never read back: not in the table's answer for anyone.
    assert code not in str(table.get(table.host).json)


def test_the_host_role_moves_to_another_phone_and_the_old_token_stops_at_once(client):
    table = seated_pad(client)
    offered = hand_over(table, table.host, host=True)
    assert offered.status_code == 200, offered.json
    assert (offered.json["role"], offered.json["seat"], offered.json["name"]) == ("host", None, None)
    assert len(offered.json["code"]) == 8 and offered.json["claim_url"].endswith(f"#{offered.json['code']}")

    taken = claim(client, offered.json["code"])
    assert taken.status_code == 201, taken.json
    assert (taken.json["role"], taken.json["table_id"], taken.json["seat"]) == ("host", table.id, None)
    new_host = bearer(taken.json["token"])

    refused = table.get(table.host)
    assert refused.status_code == 401 and HOST_MOVED in refused.json["detail"]
    assert table.undo(table.host).status_code == 401
    # The code was spent: a second claim finds nothing.
    assert claim(client, offered.json["code"]).status_code == 404

    # The new phone does everything the host does.
    assert table.move(new_host, type="add", seat=1, points=5).status_code == 201
    assert table.undo(new_host).status_code == 201
    moved_seat = hand_over(table, new_host, seat=1)
    assert moved_seat.status_code == 200, moved_seat.json
    assert table.move(new_host, type="finish").status_code == 201


def test_the_old_hosts_seat_stays_a_seat_and_choices_follow_the_new_host(client):
    table = seated_pad(client)
    ann, bob = table.seat(0), table.seat(1)
    assert host_moves(table.get(ann).json["choices"]) == ["finish"]  # Ann's phone is the host's
    assert host_moves(table.get(bob).json["choices"]) == []

    # Bob's phone takes the host role over and says it sits at seat 1.
    taken = claim(client, hand_over(table, table.host, host=True).json["code"])
    new_host = bearer(taken.json["token"])
    assert sit_host(table, new_host, table.tokens[1]).json == {"host_seat": 1}

    assert table.get(ann).status_code == 200  # Ann still plays her seat
    assert host_moves(table.get(ann).json["choices"]) == []
    assert host_moves(table.get(bob).json["choices"]) == ["finish"]
    assert table.get(new_host).json["host_seat"] == 1
    # The host's token can still act for any seat; Ann's only for her own.
    assert table.move(ann, type="finish").status_code == 403
    assert table.move(new_host, type="add", seat=0, points=3).status_code == 201


def test_a_dead_host_phone_is_replaced_with_the_recovery_code(client):
    table = seated_pad(client)
    recovery = table.created["recovery_code"]
    taken = claim(client, recovery.lower())  # typed as it was written down: case does not matter
    assert taken.status_code == 201, taken.json
    assert taken.json["role"] == "host"
    new_host = bearer(taken.json["token"])
    assert table.get(table.host).status_code == 401

    # The code is spent; the new host got the only recovery code that works from now on.
    assert claim(client, recovery).status_code == 404
    fresh = taken.json["recovery_code"]
    assert fresh and fresh != recovery and len(fresh) == 12

    # Clock, corrections, undo and the end of the game work from the new phone.
    assert table.move(new_host, type="add", seat=0, points=7).status_code == 201
    version = table.get(new_host).json["version"]
    corrected = client.post(f"/api/v1/tables/{table.id}/corrections", headers=new_host,
                            json={"amendments": [{"version": version, "move": {"type": "add", "points": 8}}]})
    assert corrected.status_code == 201, corrected.json
    assert table.undo(new_host).status_code == 201
    assert table.move(new_host, type="finish").status_code == 201

    # The fresh code takes the role on once more, and retires this phone's token in turn.
    again = claim(client, fresh)
    assert again.status_code == 201 and table.get(new_host).status_code == 401


def test_a_host_handover_retires_the_recovery_code_the_old_host_held(client):
    table = seated_pad(client)
    taken = claim(client, hand_over(table, table.host, host=True).json["code"])
    assert taken.status_code == 201
    assert claim(client, table.created["recovery_code"]).status_code == 404
    assert claim(client, taken.json["recovery_code"]).status_code == 201


def test_only_the_hosts_token_moves_the_host_role(client):
    table = seated_pad(client)
    spectator = bearer(table.created["spectator_token"])
    assert hand_over(table, table.seat(1), host=True).status_code == 403
    assert hand_over(table, spectator, host=True).status_code == 403
    assert hand_over(table, {}, host=True).status_code == 401
    assert hand_over(table, table.host, host=True, seat=1).status_code == 422
    assert hand_over(table, table.host, host="yes").status_code == 422
    # A player's seat code gives a seat, never the host role.
    seat_code = hand_over(table, table.seat(1)).json["code"]
    assert claim(client, seat_code).json["role"] == "player"
    assert table.get(table.host).status_code == 200


def test_only_the_host_says_where_the_host_sits_and_only_with_a_seat_of_this_table(client):
    table = seated_pad(client)
    other = seated_pad(client)
    assert sit_host(table, table.seat(1), table.tokens[1]).status_code == 403
    assert sit_host(table, table.host, other.tokens[1]).status_code == 422
    assert sit_host(table, table.host, table.created["host_token"]).status_code == 422
    assert sit_host(table, table.host, "").status_code == 422
    assert sit_host(table, {}, table.tokens[1]).status_code == 401
    assert table.get(table.host).json["host_seat"] == 0


def test_the_recovery_code_goes_on_to_the_rematch(client):
    table = seated_pad(client)
    assert table.move(table.host, type="finish").status_code == 201
    rematch = table.rematch(table.host)
    assert rematch.status_code in (200, 201), rematch.json
    taken = claim(client, table.created["recovery_code"])
    assert taken.status_code == 201 and taken.json["table_id"] == rematch.json["table_id"]


def test_an_old_host_reading_after_the_move_sees_the_new_etag(client):
    """The host's seat changed without a move: a reader's 304 must end (the ETag changes)."""
    table = seated_pad(client)
    first = table.get(table.seat(1))
    etag = first.headers["ETag"]
    taken = claim(client, hand_over(table, table.host, host=True).json["code"])
    sit_host(table, bearer(taken.json["token"]), table.tokens[1])
    again = client.get(f"/api/v1/tables/{table.id}", headers={**table.seat(1), "If-None-Match": etag})
    assert again.status_code == 200 and host_moves(again.json["choices"]) == ["finish"]
