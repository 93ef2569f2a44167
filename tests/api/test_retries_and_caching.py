"""Issue 36, point 8: retries and caching a tool author expects of a public API.

* Every creating POST honours an Idempotency-Key (api/request/idempotency.py): a table, a seat, a
  handover code and its claim, a stream ticket, a rematch. A retry gets the first answer and makes
  nothing new; the key reused for another request is 422; a retry that arrives while the first is
  being answered is 409 with Retry-After, never a second table. The kept answer holds new tokens, and
  the database never holds them readable.
* ``If-Match`` on every write to a table's log: the write is made only on the table named, else 412
  and nothing stored.
* Every cacheable read has an ETag and Cache-Control and answers 304 to an If-None-Match that holds
  (api/web/http.py ``conditional``).
* ``GET /api/v1/health`` for a load balancer.

Run on SQLite and PostgreSQL where the store is involved (``any_client``).
"""
from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from api.request.idempotency import KEEP_SECONDS, STALE_SECONDS, creation_key_hash
from api.web.http import CONDITIONAL_OPERATIONS, IDEMPOTENT_CREATIONS
from tests.hardening.test_presets import catalogue
from tests.helpers import Table, bearer, make_table
from tests.paths import published_spec

NEW_TABLE = {"game": "score-pad", "options": {"players": 3}}
HERO = "hero-of-the-people"


def keyed(key: str, headers: dict[str, str] | None = None) -> dict[str, str]:
    return {**(headers or {}), "Idempotency-Key": key}


def seated_pad(client: Any) -> Table:
    table = make_table(client, "score-pad", players=3)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    return table


# -- Idempotency-Key on every creating POST ------------------------------------------------------

def test_every_creating_post_of_the_spec_takes_an_idempotency_key(app):
    spec = published_spec()
    creating = {op["operationId"] for ops in spec["paths"].values() for method, op in ops.items()
                if method == "post" and "201" in op["responses"]}
    keyed_ops = {op["operationId"] for ops in spec["paths"].values() for op in ops.values() if isinstance(op, dict)
                 and any(p.get("name") == "Idempotency-Key" for p in op.get("parameters", []))}
    assert creating <= keyed_ops, creating - keyed_ops
    assert IDEMPOTENT_CREATIONS >= {"createTable", "joinTable", "createHandover", "claimHandover",
                                    "createStreamTicket", "createRematch"}


def test_a_retried_table_creation_gets_the_first_table_not_a_second(any_client):
    first = any_client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("new-table-1"))
    again = any_client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("new-table-1"))
    assert first.status_code == again.status_code == 201
    assert again.json == first.json and again.headers["Location"] == first.headers["Location"]
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    other = any_client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("new-table-2"))
    assert other.json["id"] != first.json["id"]
    # The first answer's host token opens the one table made.
    assert any_client.get(f"/api/v1/tables/{first.json['id']}", headers=bearer(first.json["host_token"])).status_code == 200


def test_the_key_reused_for_another_table_is_422_and_makes_nothing(any_client):
    first = any_client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("k"))
    other = any_client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 4}}, headers=keyed("k"))
    assert other.status_code == 422 and other.json["message"]["id"] == "api-key-reused"
    assert "Idempotency-Key" in other.json["errors"] and first.status_code == 201


@pytest.mark.parametrize("key", ["", "x" * 101, "tab\there"])
def test_a_malformed_key_on_a_creation_is_400_and_makes_nothing(client, key):
    answer = client.post("/api/v1/tables", json=NEW_TABLE, headers={"Idempotency-Key": key})
    assert answer.status_code == 400 and answer.json["message"]["id"] == "api-key-shape"


def test_a_refused_creation_keeps_no_answer_so_the_corrected_retry_is_made(any_client):
    refused = any_client.post("/api/v1/tables", json={"game": "no-such-game", "options": {}}, headers=keyed("k"))
    assert refused.status_code == 422
    made = any_client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("k"))
    assert made.status_code == 201 and "Idempotent-Replayed" not in made.headers


def test_a_retry_while_the_first_is_still_answered_hears_409_with_retry_after(app, client, clock):
    """Two phones' retries at once: the second finds the key reserved and makes no second table; once the
    reservation is older than STALE_SECONDS (its request died with its worker) a retry makes the table."""
    with app.test_request_context("/api/v1/tables", method="POST"):
        key_hash = creation_key_hash("createTable", "racing")
    from api.request.idempotency import json_fingerprint
    fingerprint = json_fingerprint("POST", "/api/v1/tables", NEW_TABLE)
    store = app.extensions["sherwood"].store
    assert store.reserve_creation(key_hash, fingerprint, clock.now, STALE_SECONDS, KEEP_SECONDS).state == "new"
    busy = client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("racing"))
    assert busy.status_code == 409 and busy.headers["Retry-After"] == "1"
    assert busy.json["message"]["id"] == "api-key-in-progress"
    clock.advance(STALE_SECONDS + 1)
    taken_over = client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("racing"))
    assert taken_over.status_code == 201 and "Idempotent-Replayed" not in taken_over.headers


def test_a_kept_answer_expires_after_a_day_and_is_purged(app, client, clock):
    first = client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("daily"))
    clock.advance(KEEP_SECONDS + 1)
    later = client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("daily"))
    assert later.status_code == 201 and later.json["id"] != first.json["id"]
    store = app.extensions["sherwood"].store
    clock.advance(KEEP_SECONDS + 1)
    store.purge_expired(clock.now, 3600)
    db = sqlite3.connect(app.config["DATABASE"])
    assert db.execute("SELECT count(*) FROM creations").fetchone()[0] == 0


def test_the_database_never_holds_a_kept_answers_tokens_readable(app, client):
    made = client.post("/api/v1/tables", json=NEW_TABLE, headers=keyed("secret-key-0f3a"))
    db = sqlite3.connect(app.config["DATABASE"])
    rows = db.execute("SELECT key_hash, answer FROM creations").fetchall()
    assert len(rows) == 1
    key_hash, answer = rows[0]
    assert made.json["host_token"].encode() not in answer and b"host_token" not in answer
    assert "secret-key-0f3a" not in key_hash


def test_a_retried_join_gets_the_same_seat_not_name_taken(any_client):
    table = make_table(any_client, "score-pad", players=3)
    body = {"code": table.created["join_code"], "name": "Ann"}
    first = any_client.post("/api/v1/join", json=body, headers=keyed("join-ann"))
    again = any_client.post("/api/v1/join", json=body, headers=keyed("join-ann"))
    assert first.status_code == again.status_code == 201 and again.json == first.json
    assert again.headers["Idempotent-Replayed"] == "true"
    unkeyed = any_client.post("/api/v1/join", json=body)
    assert unkeyed.status_code == 409  # without a key, the name is taken: the key is what says "retry"
    assert len(table.get(table.host).json["players"]) == 1


def test_a_retried_handover_and_its_claim_give_one_code_and_one_token(any_client):
    table = seated_pad(any_client)
    offer = f"/api/v1/tables/{table.id}/handovers"
    first = any_client.post(offer, json={"seat": 0}, headers=keyed("offer", table.seat(0)))
    again = any_client.post(offer, json={"seat": 0}, headers=keyed("offer", table.seat(0)))
    assert first.status_code == again.status_code and again.json["code"] == first.json["code"]
    claim = {"code": first.json["code"]}
    taken = any_client.post("/api/v1/handovers/claim", json=claim, headers=keyed("claim-1"))
    retried = any_client.post("/api/v1/handovers/claim", json=claim, headers=keyed("claim-1"))
    assert taken.status_code == retried.status_code == 201 and retried.json["token"] == taken.json["token"]
    assert any_client.post("/api/v1/handovers/claim", json=claim).status_code == 404  # spent, for anyone else


def test_a_key_answers_only_its_own_caller(any_client):
    """A stream ticket asked with one key by two seats: each gets its own, the key is scoped by the token."""
    table = seated_pad(any_client)
    tickets = f"/api/v1/tables/{table.id}/events/tickets"
    ann = any_client.post(tickets, headers=keyed("ticket", table.seat(0)))
    ann_again = any_client.post(tickets, headers=keyed("ticket", table.seat(0)))
    bob = any_client.post(tickets, headers=keyed("ticket", table.seat(1)))
    assert ann.status_code == bob.status_code == 201 and ann_again.json == ann.json
    assert bob.json["ticket"] != ann.json["ticket"] and "Idempotent-Replayed" not in bob.headers


def test_a_retried_rematch_gets_the_first_answer(any_client):
    table = seated_pad(any_client)
    assert table.move(table.host, type="finish").status_code == 201
    first = table.client.post(f"/api/v1/tables/{table.id}/rematch", headers=keyed("again", table.host))
    again = table.client.post(f"/api/v1/tables/{table.id}/rematch", headers=keyed("again", table.host))
    assert first.status_code == again.status_code == 201 and again.json == first.json


def test_a_creation_without_a_token_is_refused_before_its_key_is_kept(any_client):
    table = seated_pad(any_client)
    tickets = f"/api/v1/tables/{table.id}/events/tickets"
    assert any_client.post(tickets, headers=keyed("no-token")).status_code == 401
    assert any_client.post(tickets, headers=keyed("no-token", table.seat(0))).status_code == 201


# -- If-Match on every write to the log -----------------------------------------------------------

def test_if_match_makes_a_move_only_on_the_table_named(any_client):
    table = seated_pad(any_client)
    # A reader sends the ETag of the table as it read it (the tag names the reader too).
    etag = table.get(table.seat(0)).headers["ETag"]
    made = table.move({**table.seat(0), "If-Match": etag}, type="add", points=3)
    assert made.status_code == 201
    stale = table.move({**table.seat(0), "If-Match": etag}, type="add", points=4)
    assert stale.status_code == 412 and stale.json["message"]["id"] == "api-precondition-failed"
    assert table.get(table.host).json["version"] == 1  # nothing stored
    assert table.move({**table.seat(1), "If-Match": "W/" + table.get(table.seat(1)).headers["ETag"]},
                      type="add", points=4).status_code == 412  # a weak tag never matches a write
    assert table.move({**table.seat(1), "If-Match": "*"}, type="add", points=4).status_code == 201
    now = table.get(table.seat(0)).headers["ETag"]
    assert table.move({**table.seat(0), "If-Match": f'"other", {now}'}, type="add", points=1).status_code == 201


def test_if_match_holds_for_undo_corrections_and_draws_too(any_client):
    table = seated_pad(any_client)
    assert table.move(table.seat(0), type="add", points=3).status_code == 201
    stale = {seat: table.get(table.seat(seat)).headers["ETag"] for seat in (0, 1)}
    stale_host = table.get(table.host).headers["ETag"]
    assert table.move(table.seat(1), type="add", points=4).status_code == 201
    before = table.get(table.host).json["version"]
    assert table.undo({**table.seat(1), "If-Match": stale[1]}).status_code == 412
    correction = {"amendments": [{"version": 1, "move": {"type": "add", "points": 5}}]}
    assert any_client.post(f"/api/v1/tables/{table.id}/corrections", json=correction,
                           headers={**table.host, "If-Match": stale_host}).status_code == 412
    assert any_client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "starter"},
                           headers={**table.host, "If-Match": stale_host}).status_code == 412
    assert table.get(table.host).json["version"] == before
    assert table.undo({**table.seat(1), "If-Match": table.get(table.seat(1)).headers["ETag"]}).status_code == 201


# -- conditional reads ----------------------------------------------------------------------------

def conditional_reads(table: Table) -> dict[str, tuple[str, dict[str, str]]]:
    """Every operation marked conditional, with an address and the headers that read it."""
    tables = f"/api/v1/tables/{table.id}"
    return {
        "listGames": ("/api/v1/games", {}), "getGame": ("/api/v1/games/score-pad", {}),
        "getGameBrief": ("/api/v1/games/score-pad/brief", {}), "listGameBriefs": ("/api/v1/games/briefs", {}),
        "listPresets": (f"/api/v1/games/{HERO}/presets", {}),
        "getPreset": (f"/api/v1/games/{HERO}/presets/friday", {}),
        "getLog": (f"{tables}/moves", table.host), "getTableSetup": (f"{tables}/setup", table.host),
        "getJoinQrSvg": (f"{tables}/qr.svg", table.host), "getJoinQrPng": (f"{tables}/qr.png", table.host),
        "getResult": (f"{tables}/result", table.host), "getSeries": (f"{tables}/series", table.host),
        "exportTable": (f"{tables}/export", table.host), "exportLogCsv": (f"{tables}/log.csv", table.host),
        "exportResultsCsv": (f"{tables}/results.csv", table.host),
        "goodsCardTable": ("/api/v1/robin-hood-goods/card-table", {}),
    }


@pytest.fixture
def finished(client) -> Table:
    table = seated_pad(client)
    assert table.move(table.seat(0), type="add", points=3).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    hero = make_table(client, HERO, bounty=300)
    saved = client.put(f"/api/v1/games/{HERO}/presets/friday", json={"data": catalogue(8)}, headers=hero.host)
    assert saved.status_code in (200, 201), saved.json
    return table


def test_every_cacheable_read_of_the_spec_is_conditional(finished):
    """Every GET answering JSON or a file: conditional, or its own ETag (the table, the photo), or never
    cached on purpose (the live stream, the health check)."""
    spec = published_spec()
    reads = {op["operationId"] for ops in spec["paths"].values() for method, op in ops.items() if method == "get"}
    assert reads - CONDITIONAL_OPERATIONS == {"getTable", "getTablePhoto", "getEvents", "getHealth"}
    # (CONDITIONAL_OPERATIONS also holds what an app of another test registered: a toy game's calculator.)
    assert set(conditional_reads(finished)) == set(READS) == reads & CONDITIONAL_OPERATIONS


# The operations test_every_cacheable_read_of_the_spec_is_conditional holds to CONDITIONAL_OPERATIONS (which
# fills only once an app is made, after collection).
READS = ("listGames", "getGame", "getGameBrief", "listGameBriefs", "listPresets", "getPreset", "getLog", "getTableSetup", "getJoinQrSvg",
         "getJoinQrPng", "getResult", "getSeries", "exportTable", "exportLogCsv", "exportResultsCsv", "goodsCardTable")


@pytest.mark.parametrize("operation", READS)
def test_a_cacheable_read_answers_304_while_its_etag_holds(finished, operation):
    path, headers = conditional_reads(finished)[operation]
    first = finished.client.get(path, headers=headers)
    assert first.status_code == 200 and first.headers["ETag"].startswith('"')
    cache_control = {part.strip() for part in first.headers["Cache-Control"].split(",")}
    assert "no-cache" in cache_control and ("private" in cache_control) == bool(headers)  # a token's answer is its own
    for sent in (first.headers["ETag"], "W/" + first.headers["ETag"], f'"other", {first.headers["ETag"]}'):
        again = finished.client.get(path, headers={**headers, "If-None-Match": sent})
        assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == first.headers["ETag"]
    changed = finished.client.get(path, headers={**headers, "If-None-Match": '"not-it"'})
    assert changed.status_code == 200 and changed.data == first.data


def test_an_etag_changes_with_the_answer_its_language_and_its_page(client):
    table = seated_pad(client)
    log = f"/api/v1/tables/{table.id}/moves"
    empty = client.get(log, headers=table.host).headers["ETag"]
    assert table.move(table.seat(0), type="add", points=3).status_code == 201
    one = client.get(log, headers=table.host).headers["ETag"]
    assert one != empty
    english = client.get("/api/v1/games/score-pad", headers={"Accept-Language": "en"}).headers["ETag"]
    german = client.get("/api/v1/games/score-pad", headers={"Accept-Language": "de"}).headers["ETag"]
    assert english != german
    # A full first page stays the same when the log grows, but its links and X-Pagination do not.
    page = client.get(f"{log}?page=1&page_size=1", headers=table.host)
    assert table.move(table.seat(1), type="add", points=2).status_code == 201
    grown = client.get(f"{log}?page=1&page_size=1", headers={**table.host, "If-None-Match": page.headers["ETag"]})
    assert grown.status_code == 200 and grown.data == page.data and grown.headers["ETag"] != page.headers["ETag"]


def test_a_refusal_is_never_tagged_or_answered_304(client):
    table = seated_pad(client)
    refused = client.get(f"/api/v1/tables/{table.id}/result", headers={**table.host, "If-None-Match": "*"})
    assert refused.status_code == 409 and "ETag" not in refused.headers


# -- health ---------------------------------------------------------------------------------------

def test_health_answers_without_a_token_and_is_never_cached(any_client, database):
    answer = any_client.get("/api/v1/health")
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-store"
    from api.store.migrations import latest_version
    expected = "postgresql" if "DATABASE_URL" in database else "sqlite"
    assert answer.json == {"status": "ok", "database": expected, "schema_version": latest_version()}
    assert any_client.post("/api/v1/health").status_code == 405


@pytest.mark.parametrize("failure", ["no database", "another schema"])
def test_health_is_503_when_the_database_does_not_answer_as_expected(app, client, monkeypatch, failure):
    store = app.extensions["sherwood"].store

    def broken() -> int:
        if failure == "no database":
            raise sqlite3.OperationalError("unable to open database file")
        return 1

    monkeypatch.setattr(store, "schema_version", broken)
    answer = client.get("/api/v1/health", headers={"Accept-Language": "de"})
    assert answer.status_code == 503 and answer.mimetype == "application/problem+json"
    assert answer.headers["Retry-After"] == "5" and answer.json["message"]["id"] == "api-unhealthy"
    assert answer.json["detail"].startswith("Der Server")
