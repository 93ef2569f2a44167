"""An Idempotency-Key stands for one request. Its fingerprint (method, path,
body) is stored with it; the key reused for another request gets 422 naming the key, and nothing
is stored; a true retry gets the first answer again, marked ``Idempotent-Replayed: true``. Both
ways a move is answered (api/resources/hot.py's fast path and the Flask view) behave the same."""
from __future__ import annotations

import json

import pytest

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table


@pytest.fixture(params=["hot path", "flask"])
def pad(request, tmp_path, clock):
    """A score pad with Ann and Bob seated, on an app with or without api/resources/hot.py's fast path."""
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "t.db"), "CLOCK": clock,
                      "HOT_PATHS": request.param == "hot path"})
    table = make_table(app.test_client(), "score-pad", players=3)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    yield table
    close_app(app)


def keyed(table, seat: int, key: str) -> dict[str, str]:
    return {**table.seat(seat), "Idempotency-Key": key}


def version(table) -> int:
    return table.get(table.host).json["version"]


def test_the_same_key_with_another_body_is_422_naming_the_key_and_stores_nothing(pad):
    first = pad.move(keyed(pad, 0, "phone-1"), type="add", points=3)
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    other = pad.move(keyed(pad, 0, "phone-1"), type="add", points=5)
    assert other.status_code == 422
    assert "phone-1" in other.json["detail"] and "Idempotency-Key" in other.json["errors"]
    assert version(pad) == 1
    assert pad.get(pad.seat(0)).json["state"]["scores"][0] == 3


def test_a_true_retry_replays_the_first_answer_and_says_so(pad):
    first = pad.move(keyed(pad, 0, "k"), type="add", points=3)
    again = pad.move(keyed(pad, 0, "k"), type="add", points=3)
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json and version(pad) == 1


def test_a_retry_spelling_the_same_body_another_way_is_still_a_retry(pad):
    pad.move(keyed(pad, 0, "k"), type="add", points=3)
    body = json.dumps({"points": 3, "type": "add"}, indent=2)  # other key order, other spacing
    again = pad.client.post(f"/api/v1/tables/{pad.id}/moves", data=body,
                            headers={**keyed(pad, 0, "k"), "Content-Type": "application/json"})
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert version(pad) == 1


def test_a_moves_key_reused_for_an_undo_is_refused_and_the_undo_can_then_be_sent(pad):
    pad.move(keyed(pad, 0, "k"), type="add", points=3)
    undo = pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=keyed(pad, 0, "k"))
    assert undo.status_code == 422 and "'k'" in undo.json["detail"]
    assert pad.get(pad.seat(0)).json["state"]["scores"][0] == 3  # nothing was undone, and the phone knows it
    undo = pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=keyed(pad, 0, "k2"))
    assert undo.status_code == 201 and "Idempotent-Replayed" not in undo.headers
    again = pad.client.post(f"/api/v1/tables/{pad.id}/undo", json={}, headers=keyed(pad, 0, "k2"))
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert pad.get(pad.seat(0)).json["state"]["scores"][0] == 0 and version(pad) == 2


def test_a_correction_retried_is_replayed_and_with_another_body_refused(pad):
    pad.move(pad.seat(0), type="add", points=3)
    path = f"/api/v1/tables/{pad.id}/corrections"
    fix = {"amendments": [{"version": 1, "move": {"type": "add", "points": 4}}]}
    first = pad.client.post(path, json=fix, headers=keyed(pad, 0, "c"))
    assert first.status_code == 201
    again = pad.client.post(path, json=fix, headers=keyed(pad, 0, "c"))
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    other = {"amendments": [{"version": 1, "move": {"type": "add", "points": 9}}]}
    assert pad.client.post(path, json=other, headers=keyed(pad, 0, "c")).status_code == 422
    assert pad.get(pad.seat(0)).json["state"]["scores"][0] == 4 and version(pad) == 2


def test_a_key_is_still_per_token(pad):
    assert pad.move(keyed(pad, 0, "same"), type="add", points=1).status_code == 201
    bob = pad.move(keyed(pad, 1, "same"), type="add", points=2)  # another phone's key: its own request
    assert bob.status_code == 201 and "Idempotent-Replayed" not in bob.headers and version(pad) == 2
