"""Numbers too big for a 64-bit column get a 422, never a 500 (schemathesis found one).

Versions are stored as 64-bit integers; an ``expected_version`` or an
amendment's ``version`` beyond ``MAX_VERSION`` must be refused by the schema
before it reaches the store, and numbers inside a move must not crash it either.
"""
from __future__ import annotations

from typing import Any

import pytest

from api.web.schemas import MAX_VERSION
from tests.helpers import Table

HUGE = 114293013334874521600  # the number schemathesis sent to /corrections


def log_length(pad: Table) -> int:
    return len(pad.log(pad.host).json)


@pytest.mark.parametrize("too_big", [MAX_VERSION + 1, HUGE, -HUGE])
def test_a_correction_of_a_huge_version_is_422(pad: Table, too_big: int) -> None:
    pad.move(pad.host, type="add", seat=0, points=1)
    before = log_length(pad)
    response = pad.client.post(
        f"/api/v1/tables/{pad.id}/corrections",
        json={"amendments": [{"version": too_big, "delete": True}]}, headers=pad.host,
    )
    assert response.status_code == 422, response.json
    assert "version" in str(response.json["errors"])
    assert log_length(pad) == before


@pytest.mark.parametrize("path,body", [
    ("moves", {"type": "add", "seat": 0, "points": 1, "expected_version": HUGE}),
    ("undo", {"expected_version": HUGE}),
    ("corrections", {"amendments": [{"version": 1, "delete": True}], "expected_version": HUGE}),
])
def test_a_huge_expected_version_is_422(pad: Table, path: str, body: dict[str, Any]) -> None:
    pad.move(pad.host, type="add", seat=0, points=1)
    before = log_length(pad)
    response = pad.client.post(f"/api/v1/tables/{pad.id}/{path}", json=body, headers=pad.host)
    assert response.status_code == 422, response.json
    assert log_length(pad) == before


def test_the_largest_version_is_still_a_number_the_api_takes(pad: Table) -> None:
    response = pad.move(pad.host, type="add", seat=0, points=1, expected_version=MAX_VERSION)
    assert response.status_code == 409  # stale, not malformed


@pytest.mark.parametrize("points", [HUGE, -HUGE, 10**400])
def test_huge_points_in_a_move_are_refused_or_kept_never_a_500(pad: Table, points: int) -> None:
    response = pad.move(pad.host, type="add", seat=0, points=points)
    assert response.status_code in (201, 422), response.json
    assert pad.get(pad.host).status_code == 200
    assert pad.result(pad.host).status_code in (200, 409)
