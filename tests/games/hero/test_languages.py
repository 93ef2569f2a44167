"""Hero of the People in three languages: refusals through the API by Accept-Language, a result
sentence and a finished game's outcome in German and French, and no refusal left in plain English."""
from __future__ import annotations


import engine
from api.words.i18n import render
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE
from tests.games.hero.test_rules import do, table_with

GERMAN, FRENCH, ENGLISH = {"Accept-Language": "de-DE,de;q=0.9"}, {"Accept-Language": "fr-CH"}, \
    {"Accept-Language": "en-GB"}
GAME = engine.get("hero-of-the-people")


def refusal(table, headers, **move):
    answer = table.move({**table.seat(0), **headers}, **move)
    assert answer.status_code == 422, answer.json
    return answer


def said_in_each_language(table, **move):
    said = {}
    for headers in (GERMAN, FRENCH, ENGLISH):
        answer = refusal(table, headers, **move)
        said[answer.headers["Content-Language"]] = answer.json["detail"]
    return said


def test_three_refusals_in_english_german_and_french(client):
    table = table_with(client, 400, CATALOGUE)
    # H3: the phase (a message placeable) in the reader's words
    assert said_in_each_language(table, type="no_action") == {
        "en": "You cannot take an action in the active hero phase (round order: active hero, rob the rich, action,"
              " Story).",
        "de": "In der Phase „Aktiver Held“ kannst du keine Aktion ausführen (Ablauf einer Runde: Aktiver Held,"
              " Reiche berauben, Aktion, Geschichte).",
        "fr": "Tu ne peux pas faire une action pendant la phase «\u202fhéros actif\u202f» (ordre de la manche\xa0: héros actif,"
              " voler les riches, action, Histoire).",
    }
    do(table, type="rob", played={"gold": 1})
    # H5: the character's name and the missing loot, with the German plural
    answer = refusal(table, GERMAN, type="recruit", character="friar-tuck")
    assert answer.json["rule"] == "H5" and answer.json["message"]["id"] == "hero-needs-loot"
    said = said_in_each_language(table, type="recruit", character="friar-tuck")
    assert said["en"] == "Recruiting Friar Tuck needs 1 influence more loot in your inventory after Robin Hood's skills."
    assert said["de"] == ("Die Anwerbung von Bruder Tuck braucht noch 1 Einfluss Beute in deinem Inventar (nach den"
                          " Fähigkeiten von Robin Hood).")
    assert said["fr"] == ("Recruter Frère Tuck demande encore 1 influence de butin dans ton inventaire (après les"
                          " compétences de Robin des Bois).")
    # H7: Robin Hood has no Special Ability
    assert said_in_each_language(table, type="ability", note="a trick shot") == {
        "en": "Robin Hood has no Special Ability: make a recruited Merry Man the active hero to use one.",
        "de": "Robin Hood hat keine Sonderfähigkeit: Mach einen angeworbenen Gefährten zum aktiven Helden, um eine"
              " zu nutzen.",
        "fr": "Robin des Bois n'a pas de capacité spéciale\xa0: fais d'un Joyeux Compagnon recruté le héros actif pour en"
              " utiliser une.",
    }


def test_a_result_sentence_in_german_and_french():
    move = {"type": "story", "card": "Ambush", "jailed": ["little-john", "much-the-miller"]}
    result = {"outcome": "jailed", "card": "Ambush", "jailed": ["little-john", "much-the-miller"], "bounty": 600,
              "story_left": 12}
    sentence = GAME.result_sentences["story"](move, result, ["Ann"])
    assert render(sentence, "en") == ("Story card “Ambush”: jailed; Little John and Much the Miller jailed; bounty 600,"
                                      " 12 Story cards left")
    assert render(sentence, "de") == ("Geschichtenkarte „Ambush“: eingesperrt; Little John und Much der Müllerssohn"
                                      " werden eingesperrt; Kopfgeld 600, noch 12 Geschichtenkarten")
    assert render(sentence, "fr") == ("Carte Histoire «\u202fAmbush\u202f»\xa0: emprisonnement\u202f; Petit Jean et Much le meunier"
                                      " emprisonnés\u202f; prime 600, 12 cartes Histoire restantes")


def test_the_outcome_of_a_lost_and_a_won_game_in_german_and_french(client):
    table = table_with(client, 900, CATALOGUE)
    do(table, type="rob", played={})
    last = do(table, type="no_action")  # H4: the bounty reaches 1000, the game is lost (H2)
    assert last["state"]["outcome"] == "lost"
    lost = GAME.final_standing(last["state"], ["Ann"]).outcome
    assert render(lost, "en") == "Ann loses in round 1: the bounty reached 1000: Robin Hood is turned in."
    assert render(lost, "de") == "Ann verliert in Runde 1: Das Kopfgeld hat 1000 erreicht: Robin Hood wird ausgeliefert."
    assert render(lost, "fr") == "Ann perd à la manche 1\xa0: la prime a atteint 1000\xa0: Robin des Bois est livré."
    won = GAME.final_standing({"outcome": "won", "round": 14, "bounty": 300}, ["Ann"]).outcome
    assert render(won, "de") == "Ann gewinnt in Runde 14: Alle sechs Gefährten sind frei und das Kopfgeld steht bei 300."
    assert render(won, "fr") == ("Ann gagne à la manche 14\xa0: les six Joyeux Compagnons sont libres et la prime est"
                                 " de 300.")
    over = refusal(table, FRENCH, type="rob", played={})
    assert over.json["rule"] == "H2" and over.json["detail"] == "La partie est finie\xa0: tu as perdu."
