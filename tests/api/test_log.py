import json


def test_log_is_paginated_oldest_first(pad):
    for points in range(1, 8):
        pad.move(pad.seat(0), type="add", points=points)
    page = pad.log(pad.host, page=2, page_size=3)
    assert [e["version"] for e in page.json] == [4, 5, 6]
    assert json.loads(page.headers["X-Pagination"])["total"] == 7
    entry = page.json[0]
    assert entry["seat"] == 0 and entry["by"] == "player" and entry["kind"] == "move"
    assert entry["move"] == {"type": "add", "points": 4} and isinstance(entry["time"], float)


def test_private_fields_are_blanked_for_other_seats_in_the_log(pad):
    pad.move(pad.seat(1), type="note", text="I hold the ace")
    own = pad.log(pad.seat(1)).json[0]
    assert own["move"]["text"] == "I hold the ace"
    for headers in (pad.seat(0), pad.host):
        other = pad.log(headers).json[0]
        assert other["move"]["text"] is None and other["move"]["redacted"] == ["text"]
        assert "ace" not in json.dumps(other)


def test_log_needs_a_token(pad):
    assert pad.client.get(f"/api/v1/tables/{pad.id}/moves").status_code == 401


def test_bad_page_arguments_are_422(pad):
    assert pad.log(pad.host, page=0).status_code == 422
    assert pad.log(pad.host, page_size=1000).status_code == 422


def test_a_page_far_past_the_end_is_empty_not_an_error(pad):
    # Found by schemathesis: page 433209356158173176 overflowed SQLite's integers.
    pad.move(pad.seat(0), type="add", points=1)
    response = pad.log(pad.host, page=433209356158173176)
    assert response.status_code == 200 and response.json == []
