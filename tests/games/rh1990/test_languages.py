"""Robin Hood (1990) in English, German and French: refusals, the log's sentences and the outcome.

The engine refuses and describes results with message ids (rh1990-...); the API words them in the
request's Accept-Language (see docs/languages.md). Rulings: V2 (settlement), V3 (duel), V4 (the
first player, the winner), V5 (events), V7 (the duel on the sheriff's starting space).
"""
from __future__ import annotations

import csv
import io

import pytest

from api.words.i18n import render
from engine.games import rh1990
from tests.helpers import make_table

LANGUAGES = {code: {"Accept-Language": header} for code, header in
             (("en", "en-GB"), ("de", "de-DE,de;q=0.9"), ("fr", "fr-CH"))}
NAMES = ["Ann", "Bob", "Cat"]


def seated(client, *names, **options):
    table = make_table(client, "robin-hood-1990", players=len(names), **options)
    for name in names:
        assert table.join(name).status_code == 201
    return table


def refusal_in_each_language(table, seat, **move):
    said = {}
    for code, headers in LANGUAGES.items():
        answer = table.move({**table.seat(seat), **headers}, **move)
        assert answer.status_code == 422 and answer.headers["Content-Language"] == code
        said[code] = answer.json["detail"]
    return answer.json, said


def test_v3_two_equal_castle_cards_are_refused_in_three_languages(client):
    table = seated(client, *NAMES)
    answer, said = refusal_in_each_language(table, 0, type="duel", player_card=3, sheriff_card=3)
    assert answer["rule"] == "V3" and answer["message"] == {"id": "rh1990-same-cards", "args": {}}
    assert answer["errors"] == {"sheriff_card": [said["fr"]]}
    assert said == {
        "en": "The two castle cards of a duel are different cards.",
        "de": "Die beiden Burgkarten eines Duells sind verschiedene Karten.",
        "fr": "Les deux cartes Château d'un duel sont des cartes différentes.",
    }


def test_v2_a_settlement_without_every_seat_names_the_seats_in_three_languages(client):
    table = seated(client, *NAMES)
    answer, said = refusal_in_each_language(table, 1, type="settle", distances={"0": 0, "1": 4})
    assert answer["rule"] == "V2"
    assert said == {
        "en": "Give a distance for every player, seats 1, 2 and 3, and for nobody else.",
        "de": "Gib für jeden Spieler eine Entfernung an (Plätze 1, 2 und 3) und für niemanden sonst.",
        "fr": "Donne une distance pour chaque joueur (places 1, 2 et 3) et pour personne d'autre.",
    }


def test_v2_two_pawns_on_one_space_name_both_seats_in_three_languages(client):
    table = seated(client, *NAMES, "Dan")
    answer, said = refusal_in_each_language(table, 0, type="settle", distances={"0": 0, "1": 2, "2": 2, "3": 5})
    assert answer["rule"] == "V2" and set(answer["errors"]) == {"distances.2"}
    assert said == {
        "en": "Seat 2 and Seat 3 cannot share space 2: only pawns sent back to the section's start share a space.",
        "de": "Platz 2 und Platz 3 können nicht zusammen auf Feld 2 stehen: Nur Figuren, die zum Ausgangspunkt"
              " des Abschnitts zurückmussten, teilen sich ein Feld.",
        "fr": "Place 2 et Place 3 ne peuvent pas occuper tous deux la case 2\xa0: seuls les pions renvoyés au départ"
              " de la section partagent une case.",
    }


def test_v4_a_seat_the_table_has_not_is_refused_in_three_languages(client):
    table = seated(client, *NAMES)
    answer, said = refusal_in_each_language(table, 2, type="first_player", starting_seat=4)
    assert answer["rule"] == "V4"
    assert said == {
        "en": "There is no seat 5 at this 3-player table.",
        "de": "An diesem Tisch mit 3 Spielern gibt es keinen Platz 5.",
        "fr": "Il n'y a pas de place 5 à cette table de 3 joueurs.",
    }


def test_a_finished_game_reads_in_german_and_french(client):
    """Gold [5, 5] -> [15, 5] -> [15, 18] -> [15, 38] -> [38, 38] (rule 'last'): Ann and Bob share the win."""
    table = seated(client, "Ann", "Bob", first_player=1)
    for distances in ({"0": 0, "1": 5}, {"0": 3, "1": 0}, {"0": 5, "1": 0}, {"0": 0, "1": 3}):
        assert table.move(table.host, type="settle", distances=distances).status_code == 201

    def log_sentences(code):
        text = table.client.get(f"/api/v1/tables/{table.id}/log.csv", headers={**table.host, **LANGUAGES[code]})
        return [row[9] for row in list(csv.reader(io.StringIO(text.get_data(as_text=True))))[1:]]  # the result column

    assert log_sentences("en")[0] == "Gathering point 1 (the inn) paid: Ann +10, Bob +0; Bob starts section 2"
    assert log_sentences("de")[0] == "Treffpunkt 1 (Gasthaus) ausgezahlt: Ann +10, Bob +0; Bob beginnt Abschnitt 2"
    assert log_sentences("fr")[0] == \
        "Point de rassemblement 1 (l'auberge) réglé\xa0: Ann +10, Bob +0\u202f; Bob commence la section 2"
    assert log_sentences("de")[-1] == \
        "Treffpunkt 4 (Fischerhütte) ausgezahlt: Ann +23, Bob +0; Spielende: Ann und Bob haben gewonnen"
    assert log_sentences("fr")[-1] == \
        "Point de rassemblement 4 (la cabane du pêcheur) réglé\xa0: Ann +23, Bob +0\u202f; fin de partie\xa0: Ann et Bob ont gagné"
    result = {code: table.result({**table.host, **headers}).json for code, headers in LANGUAGES.items()}
    assert result["en"]["outcome"] == "Ann and Bob share the win with 38 gold each."
    assert result["de"]["outcome"] == "Ann und Bob teilen sich den Sieg (je 38 Gold)."
    assert result["fr"]["outcome"] == "Ann et Bob se partagent la victoire avec 38 pièces d'or chacun."
    over = table.move({**table.seat(0), **LANGUAGES["de"]}, type="duel", player_card=4, sheriff_card=2)
    assert over.json["rule"] == "V4" and over.json["detail"] == "Das Spiel ist vorbei: Die Fischerhütte ist erreicht."


@pytest.mark.parametrize("kind, result, english, german, french", [
    ("duel", {"seat": 0, "winner": "player", "gold": 5},
     "Ann won the archery duel: +5 gold, the sheriff pawn returns to its start space",
     "Ann hat das Bogenduell gewonnen: +5 Gold, die Sheriff-Figur kehrt auf ihr Startfeld zurück",
     "Ann a gagné le duel à l'arc\xa0: +5 pièces d'or, le pion du shérif retourne sur sa case de départ"),
    ("duel", {"seat": 1, "winner": "player", "gold": 5, "arrived": 1},
     "Bob won the archery duel: +5 gold, straight onto the gathering point: the section is over",
     "Bob hat das Bogenduell gewonnen: +5 Gold, direkt auf den Treffpunkt: Der Abschnitt ist zu Ende",
     "Bob a gagné le duel à l'arc\xa0: +5 pièces d'or, directement sur le point de rassemblement\xa0: la section est"
     " terminée"),
    ("event", {"seat": 2, "text": "Storm", "asked": -5, "changed": -3, "clamped": True, "gold_now": 0,
               "pawn_spaces": -2, "pawn_to_section_start": False},
     "Event “Storm”: Cat -3 gold (only 3 of 5 could be taken), now 0; pawn back 2",
     "Ereignis „Storm“: Cat -3 Gold (nur 3 von 5 konnten genommen werden), jetzt 0; Figur 2 Felder zurück",
     "Événement «\u202fStorm\u202f»\xa0: Cat -3 pièces d'or (seulement 3 sur 5 ont pu être prises), maintenant 0\u202f; pion reculé"
     " de 2 cases"),
    ("event", {"seat": 0, "text": "Purse", "asked": 1, "changed": 1, "clamped": False, "gold_now": 6,
               "pawn_spaces": 0, "pawn_to_section_start": True},
     "Event “Purse”: Ann +1 gold, now 6; pawn back to the section's start",
     "Ereignis „Purse“: Ann +1 Gold, jetzt 6; Figur zurück zum Ausgangspunkt des Abschnitts",
     "Événement «\u202fPurse\u202f»\xa0: Ann +1 pièce d'or, maintenant 6\u202f; pion renvoyé au départ de la section"),
    ("settle", {"gathering_point": 2, "paid": {"0": 12, "1": 0, "2": 4}, "starter": None,
                "choosing_starter": [1, 2]},
     "Gathering point 2 (the clearing) paid: Ann +12, Bob +0, Cat +4; Bob and Cat tied on the least gold and"
     " choose who starts",
     "Treffpunkt 2 (Lichtung) ausgezahlt: Ann +12, Bob +0, Cat +4; Bob und Cat haben gleich wenig Gold und"
     " wählen, wer beginnt",
     "Point de rassemblement 2 (la clairière) réglé\xa0: Ann +12, Bob +0, Cat +4\u202f; Bob et Cat sont à égalité avec"
     " le moins d'or et choisissent qui commence"),
    ("first_player", {"starter": 1}, "Bob starts section 1", "Bob beginnt Abschnitt 1", "Bob commence la section 1"),
])
def test_the_logs_sentences_in_three_languages(kind, result, english, german, french):
    sentence = rh1990.RESULT_SENTENCES[kind]({"type": kind}, result, NAMES)
    assert [render(sentence, code) for code in ("en", "de", "fr")] == [english, german, french]
