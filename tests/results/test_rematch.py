"""A rematch keeps the seats, names and tokens, links the series, and phones hear of it."""
import threading


from tests.helpers import bearer, person_of
from tests.api.test_events import long_streams, open_stream, read_events


def finish(table, **scores):
    for seat, points in scores.items():
        assert table.move(table.seat(int(seat[1:])), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201


def test_rematch_keeps_seats_names_and_every_token(pad):
    finish(pad, s0=3, s1=5)
    response = pad.rematch(pad.host)
    assert response.status_code == 201
    new = pad.at(response.json["table_id"])
    assert response.json["series_id"] == pad.id and new.id != pad.id
    table = new.get(pad.host).json
    assert table["game"] == "score-pad" and table["options"] == {"players": 3, "goal": None, "game_name": None, "bgg_id": None,
                                                                 "sheet": False, "rounds": None, "lowest_wins": False,
                                                                 "teams": None}  # the score sheet's, at their defaults
    assert [(p["seat"], p["name"]) for p in table["players"]] == [(0, "Ann"), (1, "Bob")]
    assert table["version"] == 0 and table["state"]["scores"] == [0, 0, 0] and table["rematch"] is None
    assert table["you"]["role"] == "host"
    for seat, name in ((0, "Ann"), (1, "Bob")):
        assert new.get(new.seat(seat)).json["you"] | {"player_id": None} == {
            "role": "player", "seat": seat, "name": name, "player_id": None}
    assert new.get(bearer(pad.created["spectator_token"])).json["you"]["role"] == "spectator"
    # The same tokens still open the old table, which stays as it ended.
    assert pad.get(pad.seat(0)).json["state"]["scores"] == [3, 5, 0]
    # Play goes on at the new table only.
    assert new.move(new.seat(1), type="add", points=2).status_code == 201
    assert pad.get(pad.host).json["state"]["scores"] == [3, 5, 0]
    assert new.get(pad.host).json["join_code"] != pad.get(pad.host).json["join_code"]


def test_old_table_names_its_rematch_and_its_etag_changes(pad):
    finish(pad, s0=1)
    before = pad.get(pad.seat(0))
    assert before.json["rematch"] is None
    new_id = pad.rematch(pad.host).json["table_id"]
    after = pad.client.get(f"/api/v1/tables/{pad.id}", headers={**pad.seat(0), "If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and after.json["rematch"] == new_id
    assert after.headers["ETag"] != before.headers["ETag"]


def test_a_second_rematch_call_returns_the_same_table(pad):
    finish(pad, s0=1)
    first, second = pad.rematch(pad.host), pad.rematch(pad.host)
    assert first.status_code == second.status_code == 201
    assert first.json == second.json
    assert len(pad.series(pad.host).json["tables"]) == 2


def test_only_the_host_starts_a_rematch_and_only_after_the_end(pad):
    pad.move(pad.seat(0), type="add", points=1)
    refused = pad.rematch(pad.host)
    assert refused.status_code == 409 and refused.json["detail"] == "The game is not over yet."
    pad.move(pad.host, type="finish")
    for who in (pad.seat(0), bearer(pad.created["spectator_token"])):
        response = pad.rematch(who)
        assert response.status_code == 403 and response.json["detail"] == "Only the host can start a rematch."
    assert pad.rematch({}).status_code == 401
    assert pad.get(pad.host).json["rematch"] is None  # nothing was made


def test_listeners_at_the_old_table_hear_the_rematch(pad, app):
    finish(pad, s0=2)
    long_streams(app)
    response = open_stream(pad.client, pad.id, pad.tokens[1], buffered=False)
    other = app.test_client()
    made = {}
    host_taps = threading.Timer(
        0.1, lambda: made.update(other.post(f"/api/v1/tables/{pad.id}/rematch", headers=pad.host).json))
    host_taps.start()
    events = read_events(response, 2)
    response.close()
    host_taps.join(10)  # the event may come before the host's answer does
    assert events[0] == {"version": 2, "seated": 2, "kind": "sync"}
    assert events[1] == {"version": 2, "seated": 2, "kind": "rematch", "rematch": made["table_id"]}


def test_a_rematch_of_a_rematch_stays_in_the_series(pad):
    finish(pad, s0=1)
    second = pad.at(pad.rematch(pad.host).json["table_id"])
    finish(second, s1=4)
    third = second.rematch(pad.host).json
    assert third["series_id"] == pad.id
    result = second.result(second.seat(0)).json
    assert result["series"] == {"id": pad.id, "tables": [pad.id, second.id, third["table_id"]],
                                "previous": pad.id, "next": third["table_id"]}
    # The same person keeps one id through the series and beyond: BG Stats keeps its match.
    assert result["bg_stats"]["players"][0]["sourcePlayerId"] == person_of(pad.client, "Ann")


def test_a_newcomer_can_still_take_an_empty_seat_of_the_rematch(pad):
    finish(pad, s0=1)
    new = pad.at(pad.rematch(pad.host).json["table_id"])
    code = new.get(pad.host).json["join_code"]
    joined = pad.client.post("/api/v1/join", json={"code": code, "name": "Cy"})
    assert joined.status_code == 201 and joined.json["seat"] == 2
    taken = pad.client.post("/api/v1/join", json={"code": code, "name": "Ann"})
    assert taken.status_code == 409
