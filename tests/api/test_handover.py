"""Seat handover: a seat moves to another phone mid-game in every game, keeps its
private information, the old phone's next request is 401 with a plain sentence, and no other
seat learns anything."""
from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from tests.helpers import Table, bearer, make_table
from tests.api.test_corrections_truth import GAMES, legal_move, send

MOVED = "moved to another phone"


def hand_over(table: Table, headers: dict[str, str], **body: Any) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/handovers", json=body, headers=headers)


def claim(client: Any, code: str) -> Any:
    return client.post("/api/v1/handovers/claim", json={"code": code})


def mid_game(client: Any, game_id: str, moves: int = 12) -> Table:
    """A table of ``game_id`` with everyone seated and a few legal moves played (the host enters them)."""
    options, propose, players = GAMES[game_id]
    table = make_table(client, game_id, **options)
    for n in range(players):
        assert table.join(f"P{n}").status_code == 201
    game = engine.get(game_id)
    state = game.setup(table.get(table.host).json["options"])
    rng = random.Random(game_id)
    for _ in range(moves):
        found = legal_move(game, state, propose, rng)
        if found is None:
            break
        assert send(table, *found).status_code == 201
        state = engine.play(game, state, *found)[0]
    return table


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_seat_moved_mid_game_keeps_its_private_view_and_the_old_phone_is_told(client, game_id):
    table = mid_game(client, game_id)
    seat = len(table.tokens) - 1
    old = table.seat(seat)
    before = table.get(old).json
    others = {n: table.get(table.seat(n)).json for n in range(seat)}
    host_view = table.get(table.host).json

    offered = hand_over(table, table.host, seat=seat)
    assert offered.status_code == 200, offered.json
    assert offered.json["name"] == f"P{seat}" and offered.json["claim_url"].endswith(f"/claim#{offered.json['code']}")
    assert offered.json["qr_svg"].startswith("<?xml") and len(offered.json["code"]) == 8
    taken = claim(client, offered.json["code"])
    assert taken.status_code == 201, taken.json
    assert (taken.json["table_id"], taken.json["seat"], taken.json["name"], taken.json["game"]) == (
        table.id, seat, f"P{seat}", game_id)

    new = bearer(taken.json["token"])
    after = table.get(new).json
    # The same seat, name, player and private view: the seat's, not the phone's.
    assert after["you"] == before["you"] and after["state"] == before["state"]
    # The old phone: a plain sentence, on reads and moves alike.
    for answer in (table.get(old), table.log(old), table.move(old, type="anything")):
        assert answer.status_code == 401 and MOVED in answer.json["detail"]
    # Nobody else learnt anything, and their tokens work as before.
    assert {n: table.get(table.seat(n)).json for n in range(seat)} == others
    assert table.get(table.host).json == host_view
    assert taken.json["token"] not in str(table.get(table.host).json)
    # The code worked once.
    assert claim(client, offered.json["code"]).status_code == 404


def test_a_player_moves_their_own_seat_and_their_note_follows(pad, client):
    assert pad.move(pad.seat(1), type="note", text="Bob's secret").status_code == 201
    assert hand_over(pad, pad.seat(1), seat=0).status_code == 403  # not someone else's
    offered = hand_over(pad, pad.seat(1))
    assert offered.status_code == 200 and offered.json["seat"] == 1
    token = claim(client, offered.json["code"]).json["token"]
    assert pad.get(bearer(token)).json["state"]["my_note"] == "Bob's secret"
    assert pad.get(pad.seat(0)).json["state"]["my_note"] != "Bob's secret"
    assert pad.move(bearer(token), type="add", points=2).status_code == 201  # the new phone plays on


def test_who_may_hand_over_and_what_is_refused(pad, client, clock):
    spectator = bearer(pad.created["spectator_token"])
    assert hand_over(pad, spectator, seat=0).status_code == 403
    assert hand_over(pad, {}, seat=0).status_code == 401
    empty = hand_over(pad, pad.host, seat=2)
    assert empty.status_code == 422 and "Nobody sits at seat 3" in empty.json["detail"]
    assert hand_over(pad, pad.host).status_code == 422  # the host names the seat
    for bad in ({"seat": -1}, {"seat": "0"}, {"seat": 0, "extra": 1}, {"seat": True}):
        assert hand_over(pad, pad.host, **bad).status_code == 422, bad
    # A newer code replaces the older; a code dies after 10 minutes.
    first = hand_over(pad, pad.host, seat=0).json["code"]
    second = hand_over(pad, pad.host, seat=0).json["code"]
    assert claim(client, first).status_code == 404
    clock.advance(10 * 60 + 1)
    assert claim(client, second).status_code == 404
    assert pad.get(pad.seat(0)).status_code == 200  # nothing moved
    assert claim(client, "nope").status_code == 404 and claim(client, "").status_code == 422


def test_guessing_codes_is_rate_limited_like_joining(app, pad, client):
    app.config["JOIN_RATE_LIMIT"] = 5  # the fixture's two joins count too
    answers = [claim(client, f"AAAAAAA{n}").status_code for n in range(5)]
    assert answers == [404, 404, 404, 429, 429]


def test_the_old_phones_stream_ticket_dies_with_its_seat(pad, client):
    ticket = client.post(f"/api/v1/tables/{pad.id}/events/tickets", headers=pad.seat(0)).json["ticket"]
    code = hand_over(pad, pad.host, seat=0).json["code"]
    assert claim(client, code).status_code == 201
    assert client.get(f"/api/v1/tables/{pad.id}/events", query_string={"ticket": ticket}).status_code == 401


def test_a_moved_seat_follows_into_the_rematch(pad, client):
    """A rematch gives everyone their tokens for the new table: the new phone's, not the retired one."""
    code = hand_over(pad, pad.host, seat=1).json["code"]
    token = claim(client, code).json["token"]
    pad.move(pad.host, type="finish")
    rematch = pad.rematch(pad.host).json["table_id"]
    assert client.get(f"/api/v1/tables/{rematch}", headers=bearer(token)).json["you"]["seat"] == 1
    assert client.get(f"/api/v1/tables/{rematch}", headers=pad.seat(1)).status_code in (401, 403)
