"""What a tool author's HTTP client expects.

CORS from any origin on /api/ (flask-cors, and the same headers on api/resources/hot.py's fast
answers), Location on every 201, RFC 8288 Link on log pages, and If-None-Match
compared weakly (RFC 9110), by Flask and by the hot paths alike.
"""
from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask

from api import close_app, create_app
from api.resources.hot import HotPaths
from tests.conftest import APP_SETTINGS
from tests.helpers import Table, make_table

TOOL = "http://127.0.0.1:8301"  # a tool's page on another origin


def flask_only(monkeypatch: pytest.MonkeyPatch, app: Flask) -> None:
    """Make api/resources/hot.py hand every request to Flask."""
    hot = app.wsgi_app.app
    assert isinstance(hot, HotPaths)
    monkeypatch.setattr(hot, "move", lambda environ, start_response: None)
    monkeypatch.setattr(hot, "not_modified", lambda environ, start_response: None)


# -- CORS --------------------------------------------------------------------------------


def test_a_preflight_from_another_origin_is_allowed_and_cached(pad: Table) -> None:
    answer = pad.client.options(f"/api/v1/tables/{pad.id}/moves", headers={
        "Origin": TOOL, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key"})
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] in ("*", TOOL)
    allowed = {h.strip().lower() for h in answer.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key"} <= allowed
    assert "POST" in answer.headers["Access-Control-Allow-Methods"]
    assert int(answer.headers["Access-Control-Max-Age"]) >= 600
    conditional = pad.client.options(f"/api/v1/tables/{pad.id}", headers={
        "Origin": TOOL, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match"})
    assert "if-none-match" in conditional.headers["Access-Control-Allow-Headers"].lower()


def exposed(answer: Any) -> set[str]:
    return {h.strip().lower() for h in answer.headers.get("Access-Control-Expose-Headers", "").split(",")}


@pytest.mark.parametrize("hot", [True, False], ids=["hot-paths", "flask"])
def test_answers_to_another_origin_carry_cors_headers_on_every_path(
        pad: Table, app: Flask, monkeypatch: pytest.MonkeyPatch, hot: bool) -> None:
    if not hot:
        flask_only(monkeypatch, app)
    origin = {"Origin": TOOL}
    move = pad.move({**pad.seat(0), **origin}, type="add", points=2)
    read = pad.get({**pad.host, **origin})
    not_modified = pad.get({**pad.host, **origin, "If-None-Match": read.headers["ETag"]})
    refused = pad.move({**pad.seat(0), **origin}, type="add", points=0)
    for answer in (move, read, not_modified, refused):
        assert answer.headers["Access-Control-Allow-Origin"] in ("*", TOOL), answer.status
        assert {"etag", "link", "x-pagination", "retry-after", "location"} <= exposed(answer)
    assert (move.status_code, not_modified.status_code, refused.status_code) == (201, 304, 422)


@pytest.mark.parametrize("hot", [True, False], ids=["hot-paths", "flask"])
def test_an_answer_to_a_request_without_origin_has_no_cors_headers_and_says_it_varies_by_origin(
        pad: Table, app: Flask, monkeypatch: pytest.MonkeyPatch, hot: bool) -> None:
    """The phone's own reads are same-origin GETs, which send no Origin: they go without the CORS
    headers (some 200 bytes each); every API answer says Vary: Origin, so a cache keeps the two apart."""
    if not hot:
        flask_only(monkeypatch, app)
    move = pad.move(pad.seat(0), type="add", points=2)
    read = pad.get(pad.host)
    not_modified = pad.get({**pad.host, "If-None-Match": read.headers["ETag"]})
    games = pad.client.get("/api/v1/games", headers={"Accept-Encoding": "gzip", "Accept-Language": "de"})
    refused = pad.move(pad.seat(0), type="add", points=0)
    for answer in (move, read, not_modified, games, refused):
        assert not [name for name in answer.headers.keys() if name.lower().startswith("access-control-")], answer.status
        varies = {name.strip().lower() for line in answer.headers.getlist("Vary") for name in line.split(",")}
        assert "origin" in varies, (answer.status, varies)
    assert {"accept-language", "accept-encoding"} <= {
        name.strip().lower() for line in games.headers.getlist("Vary") for name in line.split(",")}
    assert (move.status_code, not_modified.status_code, refused.status_code) == (201, 304, 422)
    again = pad.get({**pad.host, "Origin": TOOL, "If-None-Match": read.headers["ETag"]})
    assert again.headers["Access-Control-Allow-Origin"] in ("*", TOOL) and "origin" in again.headers["Vary"].lower()


def test_the_allowed_origins_can_be_narrowed(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHERWOOD_CORS_ORIGINS", f"{TOOL}, https://scores.example")
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "cors.db")})
    try:
        client = app.test_client()
        table = make_table(client)
        table.join("Ann")
        for origin, allowed in ((TOOL, True), ("https://evil.example", False)):
            fast = table.move({**table.seat(0), "Origin": origin}, type="add", points=1)
            read = table.get({**table.host, "Origin": origin})
            again = table.get({**table.host, "Origin": origin, "If-None-Match": read.headers["ETag"]})
            for answer in (fast, read, again):
                assert answer.headers.get("Access-Control-Allow-Origin") == (origin if allowed else None)
        # An answer that echoes the origin says it varies by it, also when it has words and is gzipped
        # (each of those adds to Vary too): a cache must not hand it to another origin.
        games = client.get("/api/v1/games", headers={"Origin": TOOL, "Accept-Language": "fr", "Accept-Encoding": "gzip"})
        assert games.headers["Content-Encoding"] == "gzip" and games.headers["Access-Control-Allow-Origin"] == TOOL
        varies = {name.strip().lower() for line in games.headers.getlist("Vary") for name in line.split(",")}
        assert {"origin", "accept-language", "accept-encoding"} <= varies
    finally:
        close_app(app)


def test_the_apps_own_pages_are_not_shared_with_other_origins(client: Any) -> None:
    page = client.get("/", headers={"Origin": TOOL})
    assert "Access-Control-Allow-Origin" not in page.headers


# -- Location ----------------------------------------------------------------------------


def test_every_201_says_where_its_resource_is_read(client: Any, app: Flask) -> None:
    created = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}})
    table = Table(client, created.json)
    assert created.headers["Location"] == f"/api/v1/tables/{table.id}"
    joined = table.join("Ann")
    assert joined.headers["Location"] == f"/api/v1/tables/{table.id}"
    assert client.get(joined.headers["Location"], headers=table.seat(0)).status_code == 200
    move = table.move(table.seat(0), type="add", points=4)
    entry = client.get(move.headers["Location"], headers=table.host)
    assert [(e["version"], e["move"]) for e in entry.json] == [(move.json["version"], {"type": "add", "points": 4})]
    undo = table.undo(table.seat(0))
    assert client.get(undo.headers["Location"], headers=table.host).json[0]["kind"] == "undo"
    ticket = client.post(f"/api/v1/tables/{table.id}/events/tickets", headers=table.host)
    assert re.fullmatch(rf"/api/v1/tables/{table.id}/events\?ticket=[\w-]+", ticket.headers["Location"])
    table.move(table.host, type="add", points=3, seat=0)
    table.move(table.host, type="finish")
    rematch = table.rematch(table.host)
    assert rematch.headers["Location"] == f"/api/v1/tables/{rematch.json['table_id']}"


def test_the_hot_path_and_flask_give_the_same_location(pad: Table, app: Flask,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    fast = pad.move(pad.seat(0), type="add", points=1)
    flask_only(monkeypatch, app)
    slow = pad.move(pad.seat(0), type="add", points=1)
    assert fast.headers["Location"].endswith(f"/moves?page={fast.json['version']}&page_size=1")
    assert slow.headers["Location"].endswith(f"/moves?page={slow.json['version']}&page_size=1")


# -- Link --------------------------------------------------------------------------------


def links(answer: Any) -> dict[str, str]:
    """rel -> target of an RFC 8288 Link header."""
    return {rel: target for target, rel in re.findall(r'<([^>]+)>;\s*rel="(\w+)"', answer.headers.get("Link", ""))}


def test_log_pages_link_to_each_other_and_following_next_reads_the_whole_log(pad: Table) -> None:
    for points in range(1, 8):
        assert pad.move(pad.seat(0), type="add", points=points).status_code == 201
    page = pad.log(pad.host, page_size=3)
    assert links(page) == {"first": f"/api/v1/tables/{pad.id}/moves?page=1&page_size=3",
                           "next": f"/api/v1/tables/{pad.id}/moves?page=2&page_size=3",
                           "last": f"/api/v1/tables/{pad.id}/moves?page=3&page_size=3"}
    read = list(page.json)
    while "next" in links(page):
        page = pad.client.get(links(page)["next"], headers=pad.host)
        read += page.json
    assert [entry["version"] for entry in read] == list(range(1, 8))
    assert links(page)["prev"] == f"/api/v1/tables/{pad.id}/moves?page=2&page_size=3"


# -- ETag --------------------------------------------------------------------------------


@pytest.mark.parametrize("hot", [True, False], ids=["hot-paths", "flask"])
def test_if_none_match_compares_weakly_and_a_304_carries_the_etag(
        pad: Table, app: Flask, monkeypatch: pytest.MonkeyPatch, hot: bool) -> None:
    if not hot:
        flask_only(monkeypatch, app)
    etag = pad.get(pad.host).headers["ETag"]
    for sent in (f"W/{etag}", f'"other", {etag}', f'W/"other", W/{etag}', "*"):
        answer = pad.get({**pad.host, "If-None-Match": sent})
        assert answer.status_code == 304, sent
        assert answer.headers["ETag"] == etag
    assert pad.get({**pad.host, "If-None-Match": 'W/"other"'}).status_code == 200
