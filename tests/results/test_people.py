"""The same people from game to game (the server's part): a person's games, wins,
averages and bests across tables of different games, from the tables the caller holds tokens for."""
from __future__ import annotations

from tests.games.curse.test_bluffs_and_solo_games import play_solo_table
from tests.helpers import make_table, person_of


def finished_pad(client, scores, game_name=None):
    table = make_table(client, "score-pad", players=len(scores), **({"game_name": game_name} if game_name else {}))
    for name in scores:
        table.join(name)
    for seat, points in enumerate(scores.values()):
        assert table.move(table.seat(seat), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    return table


def stats(client, *tables, token=lambda t: t.tokens[0]):
    return client.post("/api/v1/people/stats", json={"tables": [{"id": t.id, "token": token(t)} for t in tables]})


def test_a_person_is_linked_across_two_tables_of_different_games(client):
    """Ann plays a solo Curse You game (beats the Legends with 50) and two score pads of Catan."""
    curse, _ = play_solo_table(client, player_wins=True)
    first = finished_pad(client, {"Ann": 7, "Bob": 9}, game_name="Catan")
    second = finished_pad(client, {"ann ": 10, "Bob": 4}, game_name="Catan")  # the same Ann, typed otherwise
    answer = stats(client, curse, first, second)
    assert answer.status_code == 200 and answer.json["skipped"] == []
    people = {p["name"]: p for p in answer.json["people"]}
    ann = people["Ann"]
    assert ann["person_id"] == person_of(client, "ann ") and (ann["games"], ann["wins"]) == (3, 2)
    assert ann["by_game"] == [
        {"game": "score-pad", "game_name": "Catan", "played": 2, "wins": 1, "average_score": 8.5, "best_score": 10},
        {"game": "curse-you-robin-hood", "game_name": "Curse You, Robin Hood!", "played": 1, "wins": 1,
         "average_score": 50.0, "best_score": 50},
    ]
    assert (people["Bob"]["games"], people["Bob"]["wins"]) == (2, 1)
    # BG Stats knows Ann by the same id at both kinds of table.
    play = curse.result(curse.host).json["bg_stats"]
    assert play["players"][0]["sourcePlayerId"] == ann["person_id"]


def test_only_the_tables_the_callers_tokens_open_are_counted(client):
    mine = finished_pad(client, {"Ann": 5, "Bob": 3})
    theirs = finished_pad(client, {"Ann": 9, "Cy": 1})
    playing = make_table(client, "score-pad", players=2)
    playing.join("Ann")
    answer = client.post("/api/v1/people/stats", json={"tables": [
        {"id": mine.id, "token": mine.tokens[1]},       # Bob's phone, at its own table
        {"id": theirs.id, "token": mine.tokens[1]},     # ... trying another table with its token
        {"id": playing.id, "token": playing.tokens[0]},  # not finished
        {"id": "no-such-table", "token": "x"}]})
    assert answer.status_code == 200
    assert answer.json["counted"] == [mine.id] and answer.json["skipped"] == [theirs.id, playing.id, "no-such-table"]
    assert {p["name"]: (p["games"], p["wins"]) for p in answer.json["people"]} == {"Ann": (1, 1), "Bob": (1, 0)}
    assert "Cy" not in str(answer.json)  # nothing of the other table reaches the caller


def test_an_expired_table_is_left_out_and_bad_bodies_get_422(client, clock):
    table = finished_pad(client, {"Ann": 5, "Bob": 3})
    clock.now += 8 * 24 * 3600  # past the table's expiry
    assert stats(client, table).json == {"people": [], "counted": [], "skipped": [table.id]}
    for body in ({}, {"tables": []}, {"tables": [{"id": "x"}]}, {"tables": [{"id": "x", "token": "y", "z": 1}]},
                 {"tables": [{"id": "x", "token": "y"}] * 101}):
        answer = client.post("/api/v1/people/stats", json=body)
        assert answer.status_code == 422 and answer.json["errors"], body


def test_a_persons_games_are_named_in_the_readers_language(client):
    """A game's name in the stats is its title in the reader's language; a name the host typed (a
    score pad's real game) stays as typed."""
    plain = finished_pad(client, {"Ann": 7, "Bob": 9})
    catan = finished_pad(client, {"Ann": 9, "Bob": 4}, game_name="Catan")
    names = {}
    for language in ("en", "de", "fr"):
        answer = client.post("/api/v1/people/stats", headers={"Accept-Language": language},
                             json={"tables": [{"id": t.id, "token": t.tokens[0]} for t in (plain, catan)]})
        names[language] = sorted(line["game_name"] for line in answer.json["people"][0]["by_game"])
    assert names == {"en": ["Catan", "Score pad"], "de": ["Catan", "Punkteblock"], "fr": ["Bloc de score", "Catan"]}


def test_a_series_names_its_game_in_the_readers_language(client):
    table = finished_pad(client, {"Ann": 7, "Bob": 9})
    assert table.rematch(table.host).status_code == 201
    said = {language: table.series({**table.host, "Accept-Language": language}).json["game_name"]
            for language in ("en", "de", "fr")}
    assert said == {"en": "Score pad", "de": "Punkteblock", "fr": "Bloc de score"}
