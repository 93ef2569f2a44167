def test_host_undoes_the_latest_move_and_the_undo_is_logged(pad):
    pad.move(pad.seat(0), type="add", points=4)
    pad.move(pad.seat(1), type="add", points=6)
    response = pad.undo(pad.host)
    assert response.status_code == 201
    assert response.json["state"]["scores"] == [4, 0, 0]
    assert response.json["result"] == {"undid": 2, "type": "add", "seat": 1}
    log = pad.log(pad.host).json
    assert [(e["version"], e["kind"], e["undone"]) for e in log] == [(1, "move", False), (2, "move", True), (3, "undo", False)]
    assert log[2]["undoes"] == 2


def test_repeated_undo_walks_back_through_the_log(pad):
    pad.move(pad.seat(0), type="add", points=4)
    pad.move(pad.seat(1), type="add", points=6)
    pad.undo(pad.host)
    assert pad.undo(pad.host).json["state"]["scores"] == [0, 0, 0]
    response = pad.undo(pad.host)
    assert response.status_code == 409


def test_player_undoes_own_latest_move_only(pad):
    pad.move(pad.seat(0), type="add", points=4)
    pad.move(pad.seat(1), type="add", points=6)
    assert pad.undo(pad.seat(0)).status_code == 403
    assert pad.undo(pad.seat(1)).status_code == 201
    assert pad.undo(pad.seat(0)).json["state"]["scores"] == [0, 0, 0]


def test_player_cannot_undo_a_host_move(pad):
    pad.move(pad.host, type="add", points=4, seat=0)
    assert pad.undo(pad.seat(0)).status_code == 403


def test_spectator_cannot_undo(pad):
    from tests.helpers import bearer

    pad.move(pad.seat(0), type="add", points=1)
    assert pad.undo(bearer(pad.created["spectator_url"].split("#")[1])).status_code == 403


def test_undo_with_stale_version_is_409(pad):
    pad.move(pad.seat(0), type="add", points=1)
    assert pad.undo(pad.host, expected_version=0).status_code == 409
    assert pad.undo(pad.host, expected_version=1).status_code == 201


def test_undo_reopens_a_finished_game(pad):
    pad.move(pad.host, type="finish")
    assert pad.undo(pad.host).json["status"]["finished"] is False
    assert pad.move(pad.seat(0), type="add", points=1).status_code == 201


def test_undo_is_idempotent_with_a_key(pad):
    pad.move(pad.seat(0), type="add", points=1)
    pad.move(pad.seat(0), type="add", points=2)
    headers = {**pad.host, "Idempotency-Key": "undo-1"}
    first = pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=headers)
    again = pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=headers)
    assert first.json == again.json and pad.get(pad.host).json["state"]["scores"] == [1, 0, 0]
