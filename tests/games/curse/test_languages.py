"""Curse You, Robin Hood! in English, German and French: refusals, results in words and outcomes.

The engine refuses and describes with message ids (``curse-...``); the API words them in the
request's Accept-Language, the game's terms (goods, Legends) included.
"""
from __future__ import annotations

import csv
import io

import engine
from api.words.i18n import render
from tests.games.curse.test_bluffs_and_solo_games import play_solo_table
from tests.helpers import make_table

GAME = engine.get("curse-you-robin-hood")
ENGLISH, GERMAN, FRENCH = {"Accept-Language": "en-GB"}, {"Accept-Language": "de-DE,de;q=0.9"}, \
    {"Accept-Language": "fr-FR"}


def c(good, rank):
    return {"good": good, "rank": rank}


def three_player_table(client):
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    return table


def refusals(table, move, headers=None):
    """The same refused move read in each language: {language: (rule, message id, detail)}."""
    said = {}
    for language in (ENGLISH, GERMAN, FRENCH):
        answer = table.move({**(headers or table.host), **language}, **move)
        assert answer.status_code == 422, answer.json
        said[answer.headers["Content-Language"]] = (answer.json["rule"], answer.json["message"]["id"],
                                                    answer.json["detail"])
    return said


def test_a_move_out_of_its_phase_is_refused_in_each_language_c2(client):
    table = three_player_table(client)
    said = refusals(table, {"type": "reveal", "card": c("ale", 5)}, table.seat(0))
    assert said == {
        "en": ("C2", "curse-not-now",
               "You cannot reveal a card now: the table is waiting for the Market cards of the new round."),
        "de": ("C2", "curse-not-now",
               "Eine Karte kannst du jetzt nicht aufdecken: Der Tisch wartet auf die Marktkarten der neuen Runde."),
        "fr": ("C2", "curse-not-now",
               "Tu ne peux pas révéler une carte maintenant\xa0: la table attend les cartes du Marché de la nouvelle"
               " manche."),
    }


def test_a_market_of_the_wrong_size_is_refused_in_each_language_c2(client):
    table = three_player_table(client)
    said = refusals(table, {"type": "market", "cards": [c("ale", 1), c("gems", 2)]})
    assert said == {
        "en": ("C2", "curse-market-size", "The Market gets 3 cards with 3 player(s), not 2."),
        "de": ("C2", "curse-market-size", "Bei 3 Spielern bekommt der Markt 3 Karten, nicht 2."),
        "fr": ("C2", "curse-market-size", "Avec 3 joueurs, le Marché reçoit 3 cartes, pas 2."),
    }


def test_a_card_seen_twice_names_the_card_and_its_good_in_each_language_c1(client):
    table = three_player_table(client)
    assert table.move(table.host, type="market", cards=[c("ale", 1), c("gems", 2), c("meat", 3)]).status_code == 201
    said = refusals(table, {"type": "reveal", "card": c("gems", 2)}, table.seat(1))
    assert said == {
        "en": ("C1", "curse-seen", "Gems 2 was already seen this round: check the card."),
        "de": ("C1", "curse-seen", "Edelsteine 2 wurde in dieser Runde schon gesehen: Prüf die Karte."),
        "fr": ("C1", "curse-seen", "La carte Gemmes 2 a déjà été vue cette manche\xa0: vérifie la carte."),
    }


def test_a_legend_not_at_the_table_is_named_in_each_language_c2(client):
    table = three_player_table(client)
    assert table.move(table.host, type="market", cards=[c("ale", 1), c("gems", 2), c("meat", 3)]).status_code == 201
    said = refusals(table, {"type": "legend", "legend": "the-sheriff", "shown": c("ale", 7)})
    assert {language: detail for language, (_, _, detail) in said.items()} == {
        "en": "The Sheriff is not at this table.",
        "de": "Der Sheriff sitzt nicht an diesem Tisch.",
        "fr": "Le shérif n'est pas à cette table.",
    }


def test_a_result_sentence_in_german_and_french_c3_c4():
    move = {"type": "legend", "legend": "little-john"}
    result = {"legend": "little-john", "played": c("meat", 3), "returned": c("ale", 7),
              "trades": {"transfers": [{"from": "p1", "to": "little-john", "card": c("gems", 9), "step": "match"},
                                       {"from": "little-john", "to": "p1", "card": c("meat", 3), "step": "match"}],
                         "market": ["p0"], "keeps": []}}
    sentence = GAME.result_sentence(move, result, ["Ann", "Bob"])
    assert render(sentence, "en") == ("Little John plays Meat 3, Ale 7 back under the stack; trades: Gems 9 from Bob"
                                      " to Little John; Meat 3 from Little John to Bob; Ann trades with the Market")
    assert render(sentence, "de") == ("Little John spielt Fleisch 3, Bier 7 zurück unter den Stapel; Tausch:"
                                      " Edelsteine 9 von Bob an Little John; Fleisch 3 von Little John an Bob;"
                                      " Ann tauscht mit dem Markt")
    assert render(sentence, "fr") == ("Petit Jean joue Viande 3, la carte Bière 7 remise sous la pile\u202f; échanges\xa0: Bob donne"
                                      " Gemmes 9 à Petit Jean\u202f; Petit Jean donne Viande 3 à Bob\u202f; Ann échange avec"
                                      " le Marché")


def test_the_sheriff_takes_his_article_in_each_language():
    move = {"type": "legend", "legend": "the-sheriff"}
    result = {"legend": "the-sheriff", "played": c("bread", 2), "returned": None,
              "trades": {"transfers": [{"from": "p0", "to": "the-sheriff", "card": c("ale", 4), "step": "high_low"},
                                       {"from": "the-sheriff", "to": "p0", "card": c("bread", 2), "step": "high_low"}],
                         "market": [], "keeps": []}}
    sentence = GAME.result_sentence(move, result, ["Ann"])
    assert render(sentence, "de") == ("Der Sheriff spielt Brot 2; Tausch: Bier 4 von Ann an den Sheriff;"
                                      " Brot 2 vom Sheriff an Ann")
    assert render(sentence, "fr") == ("Le shérif joue Pain 2\u202f; échanges\xa0: Ann donne Bière 4 au shérif\u202f;"
                                      " le shérif donne Pain 2 à Ann")


def test_a_finished_solo_game_in_german_and_french_c9(client):
    table, _ = play_solo_table(client, player_wins=False)
    outcome = {language["Accept-Language"][:2]: table.result({**table.host, **language}).json
               for language in (GERMAN, FRENCH)}
    assert outcome["de"]["outcome"] == ("Die Legenden gewinnen: Ann hat 50 Punkte, genauso viele wie Bruder Tuck,"
                                        " der Sheriff und Little John, und ein Gleichstand mit einer Legende ist"
                                        " kein Sieg.")
    assert outcome["fr"]["outcome"] == ("Les Légendes gagnent\xa0: Ann a 50 points, autant que Frère Tuck, le shérif"
                                        " et Petit Jean, et une égalité avec une Légende n'est pas une victoire.")
    assert outcome["de"]["notes"][0]["text"] == ("Ann brauchte mehr Punkte als jede Legende: Bruder Tuck 50 Punkte,"
                                                 " der Sheriff 50 Punkte und Little John 50 Punkte.")
    header, *rows = csv.reader(io.StringIO(table.log_csv({**table.host, **FRENCH}, layout="people").data.decode()))
    assert header[8] == "résultat" and rows[-1][8].endswith("\u202f; les Légendes ont gagné")
