"""GET /tables/{id}/setup: the game's setup for the table's options, worded in the reader's language.

Read like the table itself: any token of the table (host, a seat, the spectator's big screen), and
no other; the steps hold nothing private.
"""
from __future__ import annotations

import pytest

from tests.helpers import bearer, make_table

GERMAN, FRENCH, ENGLISH = {"Accept-Language": "de-DE,de;q=0.9"}, {"Accept-Language": "fr-CH"}, \
    {"Accept-Language": "en-GB"}


def setup_of(table, headers):
    return table.client.get(f"/api/v1/tables/{table.id}/setup", headers=headers)


def test_the_steps_in_three_languages_with_the_tables_numbers(client):
    """V1: each of 3 players starts with 5 gold, 15 in all; the same step ids in every language."""
    table = make_table(client, "robin-hood-1990", players=3)
    said = {}
    for language in (ENGLISH, GERMAN, FRENCH):
        answer = setup_of(table, {**table.host, **language})
        assert answer.status_code == 200
        assert answer.json["game"] == "robin-hood-1990" and answer.json["started"] is False
        said[answer.headers["Content-Language"]] = answer.json["steps"]
        assert "Accept-Language" in answer.headers["Vary"]
    assert [step["id"] for step in said["en"]] == [step["id"] for step in said["de"]] == \
        [step["id"] for step in said["fr"]]
    gold = {language: next(step["text"] for step in steps if step["id"] == "setup-rh1990-gold")
            for language, steps in said.items()}
    assert gold == {
        "en": "One player keeps the gold coin cards; each of the 3 players gets 5 gold to start (15 in all)."
              " (Setup: Event Cards and Gold Coins; V1)",
        "de": "Ein Spieler verwaltet die Goldmünzen; jeder der 3 Spieler bekommt 5 Gold als Startkapital"
              " (15 insgesamt). (Vorbereitung: Ereigniskarten und Goldmünzen; V1)",
        "fr": "Un joueur gère les pièces d’or\u202f; chacun des 3 joueurs reçoit 5 pièces d’or au départ (15 en"
              " tout). (Préparation\u00a0: cartes Événement et pièces d’or\u202f; V1)",
    }


def test_the_seating_names_the_tables_legends_in_the_readers_language(client):
    """C2: two players sit with a Legend between them; the Legends by their names in each language."""
    table = make_table(client, "curse-you-robin-hood", players=2, legends=["friar-tuck", "little-john"])
    seats = {}
    for language in (ENGLISH, GERMAN, FRENCH):
        steps = setup_of(table, {**table.host, **language}).json["steps"]
        seats[language["Accept-Language"][:2]] = next(s["text"] for s in steps if s["id"] == "setup-curse-seats")
    assert seats == {
        "en": "Sit clockwise in this order: seat 1, Friar Tuck, seat 2 and Little John. (Set Up a Game; C2)",
        "de": "Setzt euch im Uhrzeigersinn in dieser Reihenfolge: Sitzplatz 1, Bruder Tuck, Sitzplatz 2 und"
              " Little John. (Spiel vorbereiten; C2)",
        "fr": "Asseyez-vous dans le sens horaire dans cet ordre\u00a0: le siège 1, Frère Tuck, le siège 2 et"
              " Petit Jean. (Préparer une partie\u202f; C2)",
    }


def test_every_token_of_the_table_reads_it_and_started_turns_true_with_the_first_move(client):
    table = make_table(client, "robin-hood-1990", players=2)
    assert table.join("Ann").status_code == 201 and table.join("Bob").status_code == 201
    readers = [table.host, table.seat(0), table.seat(1), bearer(table.created["spectator_token"])]
    answers = [setup_of(table, headers) for headers in readers]
    assert [answer.status_code for answer in answers] == [200] * 4
    assert all(answer.json == answers[0].json for answer in answers)
    assert table.move(table.host, type="first_player", starting_seat=1).status_code == 201
    assert setup_of(table, table.seat(0)).json["started"] is True


def test_the_score_pad_has_no_steps(client):
    table = make_table(client, players=2)
    assert setup_of(table, table.host).json == {"game": "score-pad", "steps": [], "started": False}


@pytest.mark.parametrize("headers, status", [({}, 401), (bearer("not-a-token"), 401)])
def test_without_a_good_token_nothing_is_said(client, headers, status):
    table = make_table(client, "robin-hood-1990", players=2)
    answer = setup_of(table, headers)
    assert answer.status_code == status and "steps" not in answer.json


def test_a_token_of_another_table_or_an_unknown_table_is_refused(client):
    table = make_table(client, "robin-hood-1990", players=2)
    other = make_table(client, "curse-you-robin-hood", players=3)
    for headers in (other.host, bearer(other.created["spectator_token"])):
        answer = setup_of(table, headers)
        assert answer.status_code == 403 and "steps" not in answer.json
    unknown = client.get("/api/v1/tables/no-such-table/setup", headers=table.host)
    assert unknown.status_code == client.get("/api/v1/tables/no-such-table", headers=table.host).status_code == 403
