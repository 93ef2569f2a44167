import re

import pytest

from tests.helpers import make_table


def test_join_answers_seat_and_token(client):
    table = make_table(client, players=2)
    response = table.join("Ann")
    assert response.status_code == 201
    assert response.json["table_id"] == table.id and response.json["seat"] == 0
    assert len(response.json["token"]) >= 32
    assert response.json["game"] == "score-pad"  # the phone loads the game's screen without reading the table first


def test_join_names_each_game(client):
    for game in ("curse-you-robin-hood", "robin-hood-1990"):
        table = make_table(client, game, players=3)
        assert table.join("Ann").json["game"] == game


def test_codes_are_typed_loosely(client):
    table = make_table(client)
    code = table.created["join_code"]
    loose = f" {code[:3].lower()}-{code[3:].lower()} "
    assert client.post("/api/v1/join", json={"code": loose, "name": "Ann"}).status_code == 201


def test_join_codes_avoid_look_alike_characters(client):
    for _ in range(30):
        code = make_table(client).created["join_code"]
        assert not set(code) & set("0O1IL5S8B2Z")


def test_same_name_twice_is_a_conflict_whatever_the_case(client):
    table = make_table(client)
    table.join("Ann")
    response = table.join("  ann ")
    assert response.status_code == 409
    assert "already sits" in response.json["detail"]


def test_full_table_is_a_conflict(client):
    table = make_table(client, players=1)
    table.join("Ann")
    response = table.join("Bob")
    assert response.status_code == 409 and "full" in response.json["detail"]


def test_wrong_code_is_not_found(client):
    make_table(client)
    response = client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "Ann"})
    assert response.status_code == 404


@pytest.mark.parametrize(
    "body",
    [
        {"code": "ABCDEF"},
        {"name": "Ann"},
        {"code": "ABCDEF", "name": ""},
        {"code": "ABCDEF", "name": "   "},
        {"code": "ABCDEF", "name": "x" * 41},
        {"code": "ABCDEF", "name": "Ann\u0007"},
        {"code": "ABCDEF", "name": "Ann", "seat": 3},
        {"code": 123456, "name": "Ann"},
    ],
)
def test_bad_join_bodies_are_422_and_seat_nobody(client, body):
    table = make_table(client)
    if body.get("code") == "ABCDEF":
        body = {**body, "code": table.created["join_code"]}
    response = client.post("/api/v1/join", json=body)
    assert response.status_code == 422
    assert table.get(table.host).json["players"] == []


def test_names_are_stored_as_typed_not_interpreted(client):
    table = make_table(client)
    table.join("<img src=x onerror=alert(1)>")
    assert table.get(table.host).json["players"][0]["name"] == "<img src=x onerror=alert(1)>"


def test_joining_is_rate_limited_per_client(client, app):
    app.config["JOIN_RATE_LIMIT"] = 5
    for _ in range(5):
        assert client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 404
    response = client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"})
    assert response.status_code == 429 and response.headers["Retry-After"] == "60"
    other = client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}, environ_base={"REMOTE_ADDR": "10.9.9.9"})
    assert other.status_code == 404


def test_rate_limit_window_passes(client, app, clock):
    app.config["JOIN_RATE_LIMIT"] = 1
    client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"})
    assert client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 429
    clock.advance(61)
    assert client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 404


def test_a_join_code_is_checked_before_a_name_is_typed(client):
    """The join page asks whether the code opens a table first (204), and a wrong one is 404."""
    table = make_table(client)
    code = table.created["join_code"]
    assert client.post("/api/v1/join/check", json={"code": code.lower()}).status_code == 204
    wrong = client.post("/api/v1/join/check", json={"code": "QQQQQQ"})
    assert wrong.status_code == 404 and "QQQQQQ" in wrong.json["detail"]
    assert table.get(table.host).json["players"] == []  # a check seats nobody


def test_checking_join_codes_counts_against_the_join_rate_limit(client, app):
    app.config["JOIN_RATE_LIMIT"] = 3
    for _ in range(2):
        assert client.post("/api/v1/join/check", json={"code": "QQQQQQ"}).status_code == 404
    assert client.post("/api/v1/join", json={"code": "QQQQQQ", "name": "x"}).status_code == 404
    response = client.post("/api/v1/join/check", json={"code": "QQQQQQ"})
    assert response.status_code == 429 and response.headers["Retry-After"] == "60"


def test_the_host_phone_sitting_down_with_its_host_token_names_the_host_seat(client):
    """The log said "Host undid move 8" for a host who also plays; the table now says
    which seat the host sits in, and only the host token can claim it."""
    table = make_table(client, players=3)
    assert table.get(table.host).json["host_seat"] is None  # a host who only runs the table
    code = table.created["join_code"]
    ann = client.post("/api/v1/join", json={"code": code, "name": "Ann"}, headers=table.host)
    assert ann.status_code == 201 and ann.json["seat"] == 0
    bob = client.post("/api/v1/join", json={"code": code, "name": "Bob"}, headers={"Authorization": f"Bearer {ann.json['token']}"})
    assert bob.status_code == 201  # a player's token is no host token: nothing changes
    assert table.get(table.host).json["host_seat"] == 0
    assert table.get({"Authorization": f"Bearer {bob.json['token']}"}).json["host_seat"] == 0


def test_the_name_pattern_is_what_the_server_refuses(client):
    """JoinSchema's pattern (the spec's) is computed from this Python's Unicode once and kept as text:
    it must still be what the refused categories give, and the server must agree with it."""
    from api.web.schemas import NAME_PATTERN, NAME_REFUSED, NAME_SPACE, name_classes

    assert name_classes() == (NAME_REFUSED, NAME_SPACE)
    assert "\\U" not in NAME_PATTERN  # JavaScript reads \\U0001... as "U0001...": only \\uXXXX escapes
    pattern = re.compile(NAME_PATTERN)
    for name in ("Ann", " Zoë ", "Ann\u200bBob", "\u3000", "Ann\ue000", "Ann\x07", "Zoë \U0001F600"):
        with client.application.test_request_context():
            assert bool(pattern.fullmatch(name)) == (cleaned(name) is not None), repr(name)
    # Beyond the BMP the server refuses more than the pattern can say (the description names them).
    for name in ("\U000f0001", "Ann\U000e0041"):
        with client.application.test_request_context():
            assert pattern.fullmatch(name) and cleaned(name) is None, repr(name)


def cleaned(name):
    from werkzeug.exceptions import HTTPException

    from api.resources.join import clean_name

    try:
        return clean_name(name)
    except HTTPException:
        return None
