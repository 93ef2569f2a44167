"""Every phone in its own language: the server renders each sentence in the request's Accept-Language.

The engine refuses with a message id and its placeables; the API words it for each reader, so a
German, a French and an English phone at one table read the same refusal in their own words. What
is stored has no language: the log reads the same whatever language wrote or reads it.
"""
from __future__ import annotations

import csv
import io

import engine
from tests.helpers import make_table

GERMAN, FRENCH, ENGLISH = {"Accept-Language": "de-DE,de;q=0.9"}, {"Accept-Language": "fr-CH"}, \
    {"Accept-Language": "en-GB"}


def seated_pad(client, *names, **options):
    table = make_table(client, players=len(names), **options)
    for name in names:
        assert table.join(name).status_code == 201
    return table


def test_the_same_refusal_in_three_languages_by_accept_language(client):
    """SP2: adding 0 points is refused, in the reader's words, with the same ruling and message id."""
    table = seated_pad(client, "Ann", "Bob", "Cy")
    said = {}
    for seat, language in enumerate((GERMAN, FRENCH, ENGLISH)):
        answer = table.client.post(f"/api/v1/tables/{table.id}/moves", json={"type": "add", "points": 0},
                                   headers={**table.seat(seat), **language})
        assert answer.status_code == 422
        assert answer.json["rule"] == "SP2" and answer.json["message"] == {"id": "sp-add-zero", "args": {}}
        assert answer.json["errors"] == {"points": [answer.json["detail"]]}
        said[answer.headers["Content-Language"]] = (answer.json["detail"], answer.json["title"])
        assert "Accept-Language" in answer.headers["Vary"]
    assert said == {
        "de": ("0 Punkte hinzuzufügen ändert nichts.", "Abgelehnt nach Regel SP2"),
        "fr": ("Ajouter 0 point ne change rien.", "Refusé selon la règle SP2"),
        "en": ("Adding 0 points changes nothing.", "Refused by ruling SP2"),
    }


def test_an_unknown_language_or_none_falls_back_to_english(client):
    table = seated_pad(client, "Ann", "Bob")
    for headers in ({"Accept-Language": "pt-BR,pt;q=0.9"}, {"Accept-Language": "*"}, {}):
        answer = table.move({**table.seat(0), **headers}, type="add", points=0)
        assert answer.status_code == 422 and answer.json["detail"] == "Adding 0 points changes nothing."
        assert answer.headers["Content-Language"] == "en"


def test_a_refusal_with_placeables_and_field_errors_in_german_and_french(client):
    """SP5 names the side and the round; a shape error names the field and the bound."""
    table = seated_pad(client, "Ann", "Bob", sheet=True)
    assert table.move(table.seat(0), type="score", round=1, points=4).status_code == 201
    again = table.move({**table.seat(0), **FRENCH}, type="score", round=1, points=2)
    assert again.json["detail"] == "Joueur 1 a déjà des points pour la manche 1\xa0: corrige-les par une correction."
    assert again.json["message"] == {"id": "sp-round-entered",
                                     "args": {"side": {"id": "player-number", "args": {"number": 1}}, "round": 1}}
    big = table.move({**table.seat(1), **GERMAN}, type="score", round=1, points=5000)
    assert big.status_code == 422
    assert big.json["errors"] == {"points": ["points: 5.000 liegt über dem Maximum von 1.000."]}
    assert big.json["detail"] == "points: 5.000 liegt über dem Maximum von 1.000."


def test_the_stored_log_is_the_same_whatever_language_wrote_it(client, app):
    """Moves sent from a German and a French phone store ids and numbers only: the log answers the same
    JSON in every language, and the store holds no sentence."""
    table = seated_pad(client, "Ann", "Bob")
    assert table.move({**table.seat(0), **GERMAN}, type="add", points=5).status_code == 201
    assert table.move({**table.seat(1), **FRENCH}, type="add", points=-2).status_code == 201
    assert table.move({**table.seat(1), **FRENCH}, type="add", points=0).status_code == 422  # stores nothing
    logs = [table.client.get(f"/api/v1/tables/{table.id}/moves", headers={**table.host, **language}).json
            for language in (GERMAN, FRENCH, ENGLISH)]
    assert logs[0] == logs[1] == logs[2] and len(logs[0]) == 2
    stored = app.extensions["sherwood"].store.log(table.id)
    assert [entry["result"] for entry in stored] == [{"seat": 0, "points": 5, "score": 5},
                                                     {"seat": 1, "points": -2, "score": -2}]


def test_the_log_export_and_the_result_follow_the_readers_language(client):
    table = seated_pad(client, "Ann", "Bob", "Cy")
    for seat, points in ((0, 7), (1, 7), (2, 3)):
        assert table.move(table.seat(seat), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201

    def csv_rows(language):
        text = table.client.get(f"/api/v1/tables/{table.id}/log.csv?layout=people", headers={**table.host, **language})
        assert text.headers["Content-Language"] == language["Accept-Language"][:2]
        return list(csv.reader(io.StringIO(text.get_data(as_text=True))))

    def csv_results(language):
        header, *rows = csv_rows(language)
        return [row[8] for row in rows]

    assert csv_rows(GERMAN)[0][5:9] == ["Art", "Zug", "Einzelheiten", "Ergebnis"]
    assert csv_rows(FRENCH)[1][11] == "non"  # undone: no

    assert csv_results(ENGLISH) == ["Ann +7: 7 in all", "Bob +7: 7 in all", "Cy +3: 3 in all",
                                    "Game over: Ann and Bob won"]
    assert csv_results(GERMAN) == ["Ann +7: insgesamt 7", "Bob +7: insgesamt 7", "Cy +3: insgesamt 3",
                                   "Spielende: Ann und Bob haben gewonnen"]
    assert csv_results(FRENCH)[-1] == "Fin de partie\xa0: Ann et Bob ont gagné"
    result = {code: table.result({**table.host, "Accept-Language": code}).json for code in ("en", "de", "fr")}
    assert result["en"]["outcome"] == "Ann and Bob share the win with 7 points each."
    assert result["de"]["outcome"] == "Ann und Bob teilen sich den Sieg (je 7 Punkte)."
    assert result["fr"]["outcome"] == "Ann et Bob se partagent la victoire avec 7 points chacun."
    assert result["de"]["tie_breaks"][0]["text"] == \
        "Ann und Bob haben je 7 Punkte: Bei gleich hohen Summen wird der Sieg geteilt."
    assert [result[code]["game_name"] for code in ("en", "de", "fr")] == ["Score pad", "Punkteblock", "Bloc de score"]
    assert {result[code]["bg_stats"]["game"]["sourceGameId"] for code in ("en", "de", "fr")} == {"score-pad"}
    worded = ("outcome", "tie_breaks", "bg_stats", "bg_stats_url", "progress", "game_name")  # BG Stats' comments are the outcome
    assert {key: value for key, value in result["de"].items() if key not in worded} == \
        {key: value for key, value in result["en"].items() if key not in worded}
    # The chart: its unit and labels in words, the same keys and numbers in every language.
    assert (result["de"]["progress"]["unit"], result["de"]["progress"]["points"][0]["label"]) == ("Zug", "Zug 1")
    assert (result["fr"]["progress"]["unit"], result["fr"]["progress"]["points"][0]["label"]) == ("Coup", "Coup 1")
    assert [{**point, "label": None} for point in result["de"]["progress"]["points"]] == \
        [{**point, "label": None} for point in result["en"]["progress"]["points"]]
    assert result["de"]["progress"]["unit_key"] == result["en"]["progress"]["unit_key"] == "move"
    assert result["fr"]["bg_stats"]["comments"] == result["fr"]["outcome"]


def test_a_calculator_refuses_in_the_readers_language(client):
    """The stateless calculators answer other tools: their refusals follow Accept-Language too."""
    for body, french in (([], "L'entrée doit être un objet JSON, pas list."),
                         ({}, "player_card\xa0: ce champ est obligatoire.")):
        answer = client.post("/api/v1/robin-hood-1990/duel", json=body, headers=FRENCH)
        assert answer.status_code == 422 and answer.headers["Content-Language"] == "fr"
        assert answer.json["detail"] == french
    german = client.post("/api/v1/robin-hood-1990/duel", json={"x": 1}, headers=GERMAN)
    assert german.json["errors"]["x"] == ["x: unbekanntes Feld."]
    # A ruling's refusal (R18: at most 2 challenges a day), not only a field's check.
    three = {"challenges": [{"points": 3, "blind": False, "day": 2}] * 3, "robin_rescued": False,
             "sheriff_defeated": False, "villagers_imprisoned": 0}
    said = {language: client.post("/api/v1/rescuing-robin-hood/expert-score", json=three, headers=headers).json
            for language, headers in (("de", GERMAN), ("fr", FRENCH))}
    assert {said[language]["rule"] for language in said} == {"R18"}
    assert said["de"]["detail"] == "3 Herausforderungen an Tag 2: Pro Tag werden höchstens 2 Herausforderungskarten" \
                                   " angenommen (R12)."
    assert said["fr"]["detail"] == "3 défis le jour 2\xa0: on accepte au plus 2 cartes Défi par jour (R12)."
    assert said["fr"]["title"] == "Refusé selon la règle R18"


def test_the_games_rulings_and_decisions_in_the_readers_language(client):
    said = {}
    for headers in (GERMAN, FRENCH, ENGLISH, {"Accept-Language": "pt-BR"}):
        games = client.get("/api/v1/games", headers=headers)
        pad = next(game for game in games.json if game["id"] == "score-pad")
        one = client.get("/api/v1/games/score-pad", headers=headers).json
        assert one["rulings"] == pad["rulings"] and set(pad["rulings"]) == set(engine.get("score-pad").rulings)
        said[headers["Accept-Language"]] = (pad["rulings"]["SP1"], one["decisions"][0], games.headers["Content-Language"])
    english = engine.get("score-pad")
    assert said == {
        "de-DE,de;q=0.9": ("Ein beendetes Spiel nimmt keine Züge mehr an.",
                           "Ein Spieler fügt nur seinem eigenen Platz Punkte hinzu; der Gastgeber darf jedem Platz"
                           " hinzufügen (für jemanden ohne Telefon).", "de"),
        "fr-CH": ("Une partie finie n'accepte plus de coups.",
                  "Un joueur n'ajoute des points qu'à sa propre place\u202f; l'hôte peut en ajouter à n'importe quelle"
                  " place (pour quelqu'un sans téléphone).", "fr"),
        "en-GB": (english.rulings["SP1"], english.decisions[0], "en"),
        "pt-BR": (english.rulings["SP1"], english.decisions[0], "en"),
    }


def test_a_malformed_request_is_refused_in_the_readers_language(client):
    """marshmallow's own sentences (a missing field, a wrong type, a length) follow Accept-Language too."""
    said = {}
    for headers in (GERMAN, FRENCH, ENGLISH):
        missing = client.post("/api/v1/tables", json={"options": {}}, headers=headers)
        long = client.post("/api/v1/tables", json={"game": "x" * 100, "colour": 1}, headers=headers)
        assert missing.status_code == long.status_code == 422
        said[headers["Accept-Language"]] = (missing.json["detail"], missing.json["errors"], long.json["errors"])
    assert said["en-GB"] == ("Check game: Missing data for required field.",
                             {"game": ["Missing data for required field."]},
                             {"game": ["Length must be between 1 and 60."], "colour": ["Unknown field."]})
    assert said["de-DE,de;q=0.9"] == ("Prüfe game: Pflichtfeld fehlt.", {"game": ["Pflichtfeld fehlt."]},
                                      {"game": ["Die Länge muss zwischen 1 und 60 liegen."],
                                       "colour": ["Unbekanntes Feld."]})
    assert said["fr-CH"][1] == {"game": ["Champ obligatoire manquant."]}
    assert said["fr-CH"][2]["game"] == ["La longueur doit être comprise entre 1 et 60."]


def test_a_refusal_the_api_writes_itself_is_in_the_readers_language(client):
    """One of each kind tests/i18n's scan of the API covers, through HTTP: a store's conflict (a taken
    name), an abort's sentence (the result of a game not over) and a schema's own check (a clock
    change that changes nothing), each in the reader's words and with its message id."""
    table = make_table(client, players=2)
    assert table.join("Ann").status_code == 201
    taken = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "ann"}, headers=FRENCH)
    assert (taken.status_code, taken.json["message"]["id"], taken.headers["Content-Language"]) == \
        (409, "api-name-taken", "fr")
    assert taken.json["detail"] == "Quelqu'un du nom de «\u202fann\u202f» est déjà assis à cette table\u202f; choisis un autre nom."
    early = table.result({**table.host, **GERMAN})
    assert (early.status_code, early.json["detail"]) == (409, "Das Spiel ist noch nicht vorbei.")
    clock = client.post(f"/api/v1/tables/{table.id}/clock", json={}, headers={**table.host, **GERMAN})
    assert clock.status_code == 422
    assert clock.json["errors"] == {"paused": ["Gib paused, turn_limit_seconds oder beides an."]}


def test_a_full_table_and_a_taken_preset_name_in_german(client):
    table = make_table(client, players=1)
    assert table.join("Ann").status_code == 201
    full = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Bob"}, headers=GERMAN)
    assert (full.status_code, full.json["detail"]) == (409, "Dieser Tisch ist voll: Alle 1 Plätze sind besetzt.")


def test_an_error_no_view_worded_says_its_status_in_the_readers_language(client):
    """An unknown address's 404 and a method an address does not take (405) come from the router,
    not a view: their sentence is the catalog's for the status, not werkzeug's English."""
    lost = client.get("/api/v1/no-such-thing", headers=GERMAN)
    assert (lost.status_code, lost.json["detail"]) == (404, "Unter dieser Adresse gibt es nichts.")
    assert lost.json["message"] == {"id": "http-status", "args": {"status": 404}}
    wrong = client.delete("/api/v1/games", headers=FRENCH)
    assert (wrong.status_code, wrong.json["detail"]) == (405, "Cette adresse n'accepte pas cette méthode.")
    assert client.get("/api/v1/no-such-thing").json["detail"] == "There is nothing at this address."


def test_a_field_check_says_its_field_in_the_readers_typography_and_carries_its_message(client):
    """Refusals made by the schemas alone (no ruling): the sentence is built from messages, so French
    gets its no-break space before the colon, a lone problem of the whole body is said as it is, and
    `message` carries it as {id, args} like every other refusal."""
    table = make_table(client, players=2)
    bad_json = client.post("/api/v1/join", data="{bad", content_type="application/json", headers=FRENCH)
    assert (bad_json.status_code, bad_json.json["detail"]) == (400, "Corps JSON non valide.")
    assert bad_json.json["message"] == {"id": "schema-invalid-json", "args": {}}
    a_list = client.post("/api/v1/join", json=[1, 2], headers=GERMAN)
    assert (a_list.json["detail"], a_list.json["errors"]) == ("Ungültiger Eingabetyp.", {"": ["Ungültiger Eingabetyp."]})
    seat = table.move({**table.host, **FRENCH}, type="add", points=1, seat="x")
    assert seat.json["detail"] == "Vérifie seat\xa0: Pas un nombre entier valide."
    assert seat.json["message"]["args"]["first"]["id"] == "field-problem"


def test_french_elides_de_before_a_name_that_starts_with_a_vowel():
    """'d'Anna', 'de Bob': the catalogs write { OF($name) } (api.words.i18n.of_name)."""
    from api.words.i18n import render
    from engine.messages import msg

    said = [render(msg("move-of-player", version=3, what="points", name=name), "fr") for name in ("Anna", "Bob", "Hélène")]
    assert said == ["le coup 3 (points d'Anna)", "le coup 3 (points de Bob)", "le coup 3 (points d'Hélène)"]
