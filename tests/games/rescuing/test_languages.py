"""Rescuing Robin Hood in each reader's language: refusals, results in words and the outcome.

The engine raises and returns message ids (``rescuing-...``); the API words them in the request's
Accept-Language, so the same refusal reads in English, German and French.
"""
from __future__ import annotations


import engine
from api.words.i18n import render
from tests.games.rescuing.test_table import BAND, act, play_two_band_game_won_on_day_5, seated
from tests.helpers import bearer

GERMAN, FRENCH, ENGLISH = {"Accept-Language": "de-DE,de;q=0.9"}, {"Accept-Language": "fr-FR"}, \
    {"Accept-Language": "en-GB"}
LANGUAGES = {"en": ENGLISH, "de": GERMAN, "fr": FRENCH}


def refused(table, seat, language, **move):
    headers = table.host if seat is None else table.seat(seat)
    answer = table.move({**headers, **LANGUAGES[language]}, **move)
    assert answer.status_code == 422, answer.json
    assert answer.headers["Content-Language"] == language
    return answer.json


def test_three_refusals_in_english_german_and_french(client):
    table = seated(client, 2, "standard")
    # R8: a band drawn while the battlefield is still being set up.
    said = {lang: refused(table, 0, lang, type="band", **BAND)["detail"] for lang in LANGUAGES}
    assert said == {
        "en": "You cannot draw a band now: the table is setting up the battlefield.",
        "de": "Du kannst jetzt nicht eine Bande ziehen: Am Tisch wird gerade das Schlachtfeld aufgebaut.",
        "fr": "Tu ne peux pas tirer une bande maintenant\xa0: la table met en place le champ de bataille.",
    }
    act(table, None, type="add_row", medallions=["bronze"], guards={"blue": 2})
    # R9: Day 5's Castle on day 1.
    said = {lang: refused(table, None, lang, type="add_castle", wall={"blue": 1}, castle={"wit": 5, "brawn": 5,
                                                                                            "stealth": 5},
                          courtyard=[{"blue": 1}], sheriff_guards={"red": 1},
                          sheriff={"wit": 9, "brawn": 9, "stealth": 9}) for lang in LANGUAGES}
    assert {lang: answer["detail"] for lang, answer in said.items()} == {
        "en": "The Castle is set up once, on Day 5.",
        "de": "Die Burg wird einmal aufgebaut, an Tag 5.",
        "fr": "Le château se met en place une seule fois, le jour 5.",
    }
    assert said["de"]["rule"] == "R9" and said["de"]["message"] == {"id": "rescuing-castle-once", "args": {}}
    act(table, None, type="setup_done")
    for seat in (0, 1):
        act(table, seat, type="band", **BAND)
    # R15: a blue guard's Wit out of its colour's range, naming the attribute in each language.
    said = {lang: refused(table, 0, lang, type="wit", row=0, value=8) for lang in LANGUAGES}
    assert {lang: answer["detail"] for lang, answer in said.items()} == {
        "en": "A blue guard's Wit is 1-6, not 8: check the card.",
        "de": "Witz einer blauen Wache liegt bei 1-6, nicht 8: Prüf die Karte.",
        "fr": "La valeur de Ruse d'un garde bleu va de 1 à 6, pas 8\xa0: vérifie la carte.",
    }
    assert said["fr"]["errors"] == {"value": [said["fr"]["detail"]]}


def test_a_result_sentence_in_german_and_french():
    game = engine.get("rescuing-robin-hood")
    move = {"type": "stealth"}
    result = {"target_row": {"kind": "courtyard", "number": 1}, "cards": [6, 7], "success": True, "defeated": 2,
              "guard_total": 5, "remaining": 1, "rescued": 1, "castle_bonus": 3}
    said = game.result_sentence(move, result, ["Ann", "Bob"])
    assert render(said, "en") == ("Stealth attack on #6 and #7 of Courtyard row 1: the guards total 5 · 2 cards"
                                  " defeated, 1 villager rescued, the Castle bonus +3 Jolliness")
    assert render(said, "de") == ("Angriff mit Schleichen auf #6 und #7 in Hofreihe 1: Die Wachen ergeben 5 · 2 Karten"
                                  " besiegt, 1 Dorfbewohner befreit, Burgbonus +3 Fröhlichkeit")
    assert render(said, "fr") == ("Attaque de Discrétion sur #6 et #7 de la rangée 1 de la cour\xa0: les gardes"
                                  " totalisent 5 · 2 cartes vaincues, 1 villageois délivré, bonus du château +3 de Gaieté")


def test_an_attack_stores_its_row_as_data_and_an_older_rows_english_name_reads_the_same():
    """What is stored has no language: the row is {kind, number}. A result an older release stored
    with the row's English name (``row_name``) reads as the same sentence, and as the same result
    today, so a correction replaying it does not report it changed (api/table/replay.py)."""
    game = engine.get("rescuing-robin-hood")
    today = {"target_row": {"kind": "courtyard", "number": 1}, "cards": [6, 7], "success": True, "defeated": 2,
             "guard_total": 5, "remaining": 1, "rescued": 1}
    older = {"row_name": "Courtyard row 1", **{k: v for k, v in today.items() if k != "target_row"}}
    assert game.result_today("stealth", older) == today
    assert game.result_today("stealth", today) == today
    for language in ("en", "de", "fr"):
        assert render(game.result_sentence({"type": "stealth"}, older, ["Ann"]), language) == \
            render(game.result_sentence({"type": "stealth"}, today, ["Ann"]), language)
    for name, row in (("the Wall", {"kind": "wall", "number": 0}), ("the Sheriff's row", {"kind": "sheriff", "number": 0}),
                      ("row 3", {"kind": "row", "number": 3})):
        assert game.result_today("brawn", {"row_name": name}) == {"target_row": row}


def test_the_outcome_of_a_won_game_in_german_and_french(client):
    table = play_two_band_game_won_on_day_5(client)
    spectator = bearer(table.created["spectator_token"])
    outcomes = {lang: table.result({**spectator, **headers}).json["outcome"] for lang, headers in LANGUAGES.items()}
    assert outcomes == {
        "en": "The bands rescued Robin Hood on Day 5 and defeated the Sheriff.",
        "de": "Die Banden haben Robin Hood an Tag 5 befreit und den Sheriff besiegt.",
        "fr": "Les bandes ont délivré Robin des Bois le jour 5 et vaincu le shérif.",
    }


def test_the_expert_outcome_names_the_rank_in_the_readers_language():
    state = {"outcome": "lost", "seats": 1, "sheriff_defeated": False, "robin_rescued": False, "expert": True,
             "challenges": [], "imprisoned": 2}
    outcome = engine.get("rescuing-robin-hood").final_standing(state, ["Ann"]).outcome
    assert render(outcome, "en") == ("The Sheriff wins: Robin Hood was not rescued. Expert score: 40 points"
                                     " (Babe in the Woods).")
    assert render(outcome, "de") == ("Der Sheriff gewinnt: Robin Hood wurde nicht befreit. Expertenwertung: 40 Punkte"
                                     " (Grünschnabel im Wald).")


def test_a_turn_that_passes_nothing_on_says_only_that_it_ended():
    """The day's last turn passes nothing on (R5): '0 Brawn and 0 Jolliness passed on' would mislead."""
    game = engine.get("rescuing-robin-hood")
    said = {passed: game.result_sentence({"type": "end_turn"}, {"band": 0, "brawn_passed": passed,
                                                                 "jolliness_passed": passed // 3}, ["Ann"])
            for passed in (0, 3)}
    assert render(said[0], "en") == "Ann's band ended the turn"
    assert render(said[3], "en") == "Ann's band ended the turn: 3 Brawn and 1 Jolliness passed on"
    assert render(said[0], "fr") == "La bande d'Ann a fini son tour"
    assert render(said[3], "fr") == "La bande d'Ann a fini son tour\xa0: 3 de Force et 1 de Gaieté transmis"
    assert render(said[3], "de") == "Die Bande von Ann hat den Zug beendet: 3 Kraft und 1 Fröhlichkeit weitergegeben"
