"""Presets belong to whoever saved them. Saving needs the token of the host or
a player of a live table of that game; only that token may replace the preset; anyone else gets
409 and saves a copy under another name; the published spec says so."""
from __future__ import annotations

from tests.helpers import bearer, make_table

GAME = "hero-of-the-people"
PATH = f"/api/v1/games/{GAME}/presets/Our%20box"


def catalogue(recruit_gold: int) -> dict:
    return {"characters": {"little-john": {"skills": {"strength": 2}, "recruit": {"gold": recruit_gold},
                                           "rescue": {"sword": 2}}}}


def hero_table(client):
    return make_table(client, GAME, bounty=300)


def saved(client, path: str = PATH) -> int | None:
    """Little John's recruit cost in the preset saved at ``path`` (None: no such preset)."""
    answer = client.get(path)
    return answer.json["data"]["characters"]["little-john"]["recruit"]["gold"] if answer.status_code == 200 else None


def test_saving_without_a_token_is_401_and_stores_nothing(client):
    answer = client.put(PATH, json={"data": catalogue(8)})
    assert answer.status_code == 401 and "token" in answer.json["detail"]
    assert client.put(PATH, json={"data": catalogue(8)}, headers=bearer("made-up")).status_code == 401
    assert client.get(f"/api/v1/games/{GAME}/presets").json == []


def test_only_the_saver_replaces_a_preset_and_another_host_saves_a_copy(client):
    mine, theirs = hero_table(client), hero_table(client)
    assert client.put(PATH, json={"data": catalogue(8)}, headers=mine.host).status_code == 200
    assert client.put(PATH, json={"data": catalogue(7)}, headers=mine.host).status_code == 200  # my own: replaced
    refused = client.put(PATH, json={"data": catalogue(1)}, headers=theirs.host)
    assert refused.status_code == 409 and "another name" in refused.json["detail"]
    assert saved(client) == 7
    copy = f"/api/v1/games/{GAME}/presets/Our%20box%202"
    assert client.put(copy, json={"data": catalogue(1)}, headers=theirs.host).status_code == 200
    assert saved(client, copy) == 1 and saved(client) == 7


def test_a_seated_player_may_save_but_a_spectator_and_another_games_table_may_not(client):
    table = hero_table(client)
    assert table.join("Robin").status_code == 201
    assert client.put(PATH, json={"data": catalogue(8)}, headers=table.seat(0)).status_code == 200
    spectator = bearer(table.created["spectator_url"].split("#")[1])
    other = f"/api/v1/games/{GAME}/presets/Theirs"
    assert client.put(other, json={"data": catalogue(1)}, headers=spectator).status_code == 403
    pad = make_table(client, "score-pad")
    assert client.put(other, json={"data": catalogue(1)}, headers=pad.host).status_code == 403
    assert saved(client, other) is None


def test_an_expired_tables_token_saves_nothing(client, clock):
    table = hero_table(client)
    clock.advance(7 * 24 * 3600 + 1)
    assert client.put(PATH, json={"data": catalogue(8)}, headers=table.host).status_code == 401
    assert saved(client) is None


def test_the_spec_says_saving_needs_a_token_and_may_be_refused(client):
    put = client.get("/api/openapi.json").json["paths"]["/api/v1/games/{game_id}/presets/{name}"]["put"]
    assert put["security"] == [{"bearerAuth": []}]
    assert {"401", "403", "409", "429"} <= set(put["responses"])
    assert "only that token may replace it" in put["description"]
