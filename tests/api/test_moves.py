import pytest

from tests.helpers import bearer


def log_length(table):
    return len(table.log(table.host).json)


def test_move_answers_version_state_and_result(pad):
    response = pad.move(pad.seat(1), type="add", points=4)
    assert response.status_code == 201
    assert response.json["version"] == 1
    assert response.json["state"]["scores"] == [0, 4, 0]
    assert response.json["result"] == {"seat": 1, "points": 4, "score": 4}
    assert response.json["status"] == {"finished": False, "winners": []}


def test_rule_refusal_is_422_with_rule_and_stores_nothing(pad):
    response = pad.move(pad.seat(0), type="add", points=0)
    assert response.status_code == 422
    assert response.json["rule"] == "SP2"
    assert response.json["detail"] == "Adding 0 points changes nothing."
    assert response.json["status"] == 422 and response.json["title"].startswith("Refused by ruling")  # RFC 9457
    assert log_length(pad) == 0 and pad.get(pad.host).json["version"] == 0


@pytest.mark.parametrize(
    "move",
    [
        {"type": "add"},
        {"type": "add", "points": "3"},
        {"type": "add", "points": 3, "bonus": 1},
        {"type": "fly"},
        {"points": 3},
        {"type": "note", "text": "x" * 281},
        {"type": "add", "points": 3, "expected_version": -1},
    ],
)
def test_schema_violations_are_422_and_store_nothing(pad, move):
    response = pad.move(pad.seat(0), **move)
    assert response.status_code == 422
    assert log_length(pad) == 0


def test_non_json_and_oversized_bodies_are_refused(pad):
    url = f"/api/v1/tables/{pad.id}/moves"
    assert pad.client.post(url, data="points=3", headers=pad.seat(0)).status_code in (415, 422)
    assert pad.client.post(url, data="{", headers=pad.seat(0), content_type="application/json").status_code == 400
    big = {"type": "note", "text": "x" * 70_000}
    assert pad.client.post(url, json=big, headers=pad.seat(0)).status_code == 413
    assert log_length(pad) == 0


def test_seat_acting_for_another_is_forbidden(pad):
    response = pad.move(pad.seat(0), type="add", points=2, seat=1)
    assert response.status_code == 403 and "your own seat" in response.json["detail"]
    assert pad.move(pad.seat(0), type="add", points=2, seat=0).status_code == 201


def test_host_only_move_from_a_player_is_forbidden(pad):
    assert pad.move(pad.seat(0), type="finish").status_code == 403
    assert pad.move(pad.host, type="finish").status_code == 201


def test_host_acts_for_a_named_seat_only(pad):
    response = pad.move(pad.host, type="add", points=3)
    assert response.status_code == 422 and "seat" in response.json["errors"]
    assert pad.move(pad.host, type="add", points=3, seat=2).json["state"]["scores"] == [0, 0, 3]
    assert pad.move(pad.host, type="add", points=3, seat=7).status_code == 422
    assert pad.move(pad.host, type="finish", seat=1).status_code == 422


def test_spectators_cannot_move(pad):
    token = pad.created["spectator_url"].split("#")[1]
    assert pad.move(bearer(token), type="add", points=1, seat=0).status_code == 403


def test_no_token_is_401(pad):
    assert pad.client.post(f"/api/v1/tables/{pad.id}/moves", json={"type": "add", "points": 1}).status_code == 401


def test_stale_expected_version_is_409(pad):
    assert pad.move(pad.seat(0), type="add", points=1, expected_version=0).status_code == 201
    response = pad.move(pad.seat(1), type="add", points=1, expected_version=0)
    assert response.status_code == 409 and "version 1" in response.json["detail"]
    assert log_length(pad) == 1


def test_retry_with_the_same_idempotency_key_returns_the_first_answer(pad):
    headers = {**pad.seat(0), "Idempotency-Key": "phone-1-move-1"}
    first = pad.move(headers, type="add", points=5)
    pad.move(pad.seat(1), type="add", points=1)
    again = pad.move(headers, type="add", points=5)
    assert again.status_code == 201 and again.json == first.json
    assert log_length(pad) == 2
    assert pad.get(pad.host).json["state"]["scores"] == [5, 1, 0]


def test_idempotency_keys_belong_to_one_token(pad):
    key = {"Idempotency-Key": "same"}
    pad.move({**pad.seat(0), **key}, type="add", points=5)
    assert pad.move({**pad.seat(1), **key}, type="add", points=2).json["result"]["seat"] == 1


def test_bad_idempotency_key_is_400(pad):
    response = pad.move({**pad.seat(0), "Idempotency-Key": "x" * 101}, type="add", points=1)
    assert response.status_code == 400 and log_length(pad) == 0


def test_refused_move_with_a_key_can_be_retried_after_fixing(pad):
    headers = {**pad.seat(0), "Idempotency-Key": "k1"}
    assert pad.move(headers, type="add", points=0).status_code == 422
    assert pad.move(headers, type="add", points=2).status_code == 201


def test_finished_game_refuses_moves_with_sp1(pad):
    pad.move(pad.host, type="finish")
    response = pad.move(pad.seat(0), type="add", points=1)
    assert response.status_code == 422 and response.json["rule"] == "SP1"
    assert pad.get(pad.seat(0)).json["status"] == {"finished": True, "winners": [0, 1, 2]}
