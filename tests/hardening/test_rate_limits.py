"""Limits on what costs the server. New tables and preset saves are
rate-limited per client address like joins; a refused attempt writes nothing; a 429 says the
real wait in Retry-After, and every counted answer carries the IETF RateLimit headers. The
client's address behind a proxy is believed only when the deployment says a proxy is there
(SHERWOOD_PROXY_HOPS: werkzeug's ProxyFix)."""
from __future__ import annotations

import pytest

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table

JOIN = "/api/v1/join"
NEW_TABLE = "/api/v1/tables"
PAD = {"game": "score-pad", "options": {"players": 2}}
HERO_PRESET = "/api/v1/games/hero-of-the-people/presets/"
CATALOGUE = {"characters": {"little-john": {"skills": {"strength": 2}, "recruit": {"gold": 3}, "rescue": {"sword": 2}}}}


def attempts_stored(app) -> int:
    with app.extensions["sherwood"].store.db() as db:
        return db.execute("SELECT count(*) FROM join_attempts").fetchone()[0]


def wrong_join(client, **kwargs):
    return client.post(JOIN, json={"code": "QQQQQQ", "name": "x"}, **kwargs)


def test_new_tables_are_limited_per_client_with_the_real_wait(app, client, clock):
    app.config["CREATE_RATE_LIMIT"] = 3
    first = client.post(NEW_TABLE, json=PAD)
    assert first.status_code == 201
    assert first.headers["RateLimit-Policy"] == '"tables";q=3;w=60'
    assert first.headers["RateLimit"] == '"tables";r=2;t=60'
    clock.advance(20)
    assert [client.post(NEW_TABLE, json=PAD).status_code for _ in range(2)] == [201, 201]
    refused = client.post(NEW_TABLE, json=PAD)
    assert refused.status_code == 429
    assert refused.headers["Retry-After"] == "40"  # the first table leaves the window in 40 s, not a fixed 60
    assert refused.headers["RateLimit"] == '"tables";r=0;t=40'
    assert "40 seconds" in refused.json["detail"]
    other = client.post(NEW_TABLE, json=PAD, environ_base={"REMOTE_ADDR": "10.9.9.9"})
    assert other.status_code == 201
    clock.advance(41)
    assert client.post(NEW_TABLE, json=PAD).status_code == 201


def test_a_refused_attempt_writes_nothing(app, client):
    app.config["JOIN_RATE_LIMIT"] = 3
    answers = [wrong_join(client).status_code for _ in range(30)]
    assert answers == [404] * 3 + [429] * 27
    assert attempts_stored(app) == 3  # 27 refusals, no rows for them


def test_a_refused_join_says_how_long_is_left(app, client, clock):
    app.config["JOIN_RATE_LIMIT"] = 2
    wrong_join(client)
    clock.advance(10)
    wrong_join(client)
    clock.advance(20.5)
    refused = wrong_join(client)
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "30"  # ceil(60 - 30.5)
    assert refused.headers["RateLimit-Policy"] == '"join";q=2;w=60'


def test_preset_saves_are_limited_per_client(app, client):
    app.config["PRESET_RATE_LIMIT"] = 2
    host = make_table(client, "hero-of-the-people", bounty=300).host
    assert [client.put(HERO_PRESET + f"box{n}", json={"data": CATALOGUE}, headers=host).status_code
            for n in range(3)] == [200, 200, 429]
    assert sorted(p["name"] for p in client.get("/api/v1/games/hero-of-the-people/presets").json) == ["box0", "box1"]


def test_the_spec_documents_429_on_new_tables(client):
    assert "429" in client.get("/api/openapi.json").json["paths"]["/api/v1/tables"]["post"]["responses"]


@pytest.fixture
def proxied_app(tmp_path, clock):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "p.db"), "CLOCK": clock, "PROXY_HOPS": 1,
                      "JOIN_RATE_LIMIT": 2})
    yield app
    close_app(app)


def test_x_forwarded_for_is_ignored_unless_a_proxy_is_configured(app, client, proxied_app):
    app.config["JOIN_RATE_LIMIT"] = 2
    spoofed = [wrong_join(client, headers={"X-Forwarded-For": f"10.0.0.{n}"}).status_code for n in range(4)]
    assert spoofed == [404, 404, 429, 429]  # one connection's address, whatever it claims
    behind = proxied_app.test_client()
    forwarded = [wrong_join(behind, headers={"X-Forwarded-For": f"10.0.0.{n}"}).status_code for n in range(4)]
    assert forwarded == [404] * 4  # four clients behind the one proxy
    same = [wrong_join(behind, headers={"X-Forwarded-For": "10.0.0.9"}).status_code for _ in range(3)]
    assert same == [404, 404, 429]


def test_attempts_made_at_once_never_pass_the_limit(any_app, clock):
    """Eight attempts at once from one client, limit 5: exactly 5 pass, on both databases
    (PostgreSQL queues one client's attempts on an advisory lock; SQLite's writes queue anyway)."""
    import threading

    store = any_app.extensions["sherwood"].store
    allowed: list[bool] = []
    start = threading.Barrier(8)

    def attempt() -> None:
        start.wait()
        allowed.append(store.note_attempt("tables:10.1.1.1", clock(), 60, 5).allowed)

    threads = [threading.Thread(target=attempt) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(allowed) == [False] * 3 + [True] * 5
