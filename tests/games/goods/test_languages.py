"""Robin Hood (goods and the Sheriff) in three languages: refusals, results in words and the outcome
are message ids (goods-...), worded by the API in each reader's language (docs/languages.md)."""
from __future__ import annotations


from api.words.i18n import render
from tests.games.goods.test_rules import GAME
from tests.games.goods.test_whole_game import OUR_CARD, play_four_player_advanced_game
from tests.helpers import make_table

LANGUAGES = {"en": {"Accept-Language": "en-GB"}, "de": {"Accept-Language": "de-DE,de;q=0.9"},
             "fr": {"Accept-Language": "fr-CH"}}
AMY, CARLOS, LUISH, MICHEL = range(4)


def seated_table(client):
    table = make_table(client, "robin-hood-goods", players=4, mode="advanced", first_sheriff=AMY, card_table=OUR_CARD)
    for name in ("Amy", "Carlos", "Luish", "Michel"):
        assert table.join(name).status_code == 201
    return table


def refused_in_each_language(table, seat, **move):
    """{language: (detail, rule, message id)} of the same refused move."""
    said = {}
    for code, headers in LANGUAGES.items():
        answer = table.move({**table.seat(seat), **headers}, **move)
        assert answer.status_code == 422, answer.json
        assert answer.headers["Content-Language"] == code
        said[code] = (answer.json["detail"], answer.json["rule"], answer.json["message"]["id"])
    return said


def test_three_refusals_in_english_german_and_french(client):
    table = seated_table(client)
    # G2: the Sheriff has no bag to declare.
    assert refused_in_each_language(table, AMY, type="declare", good="potato", count=1) == {
        "en": ("The Sheriff does not declare this turn.", "G2", "goods-declare-sheriff"),
        "de": ("Der Sheriff sagt in diesem Zug nicht an.", "G2", "goods-declare-sheriff"),
        "fr": ("Le shérif ne déclare pas ce tour-ci.", "G2", "goods-declare-sheriff"),
    }
    # G2: a chariot token is taken once a turn.
    assert table.move(table.seat(CARLOS), type="declare", good="potato", count=3).status_code == 201
    said = refused_in_each_language(table, LUISH, type="declare", good="fruit", count=3)
    assert {code: detail for code, (detail, _, _) in said.items()} == {
        "en": "The chariot token 3 is already taken this turn: declare another count.",
        "de": "Der Karren-Marker 3 ist in diesem Zug schon vergeben: Sag eine andere Anzahl an.",
        "fr": "Le jeton chariot 3 est déjà pris ce tour-ci\xa0: déclare un autre nombre.",
    }
    assert table.move(table.seat(LUISH), type="declare", good="fruit", count=1).status_code == 201
    assert table.move(table.seat(MICHEL), type="declare", good="chicken", count=2).status_code == 201
    # G4: a deal is paid in full, so it is at most the player's money, in each language's way of writing money.
    said = refused_in_each_language(table, AMY, type="deal", target=CARLOS, amount=31)
    assert {code: detail for code, (detail, _, _) in said.items()} == {
        "en": "That player has only $30: a deal is paid in full, so it can be at most $30.",
        "de": "Dieser Spieler hat nur 30\xa0$: Ein Handel wird voll bezahlt, er kann also höchstens 30\xa0$ betragen.",
        "fr": "Ce joueur n'a que 30\xa0$\xa0: un marché se paie en entier, il peut donc être d'au plus 30\xa0$.",
    }
    assert {rule for _, rule, _ in said.values()} == {"G4"}


def test_a_result_sentence_in_german_and_french():
    """G5: the shortfall of a penalty is written off, said in the reader's language."""
    move = {"type": "inspect", "target": CARLOS, "cards": {"potato": 1, "silk": 2}, "deputy": True}
    result = {"target": CARLOS, "honest": False, "approved": {"potato": 1}, "discarded": {"silk": 2}, "indemnity": 0,
              "penalty": 10, "reward": 6, "paid": 5, "written_off": 5}
    sentence = GAME.result_sentence(move, result, ["Amy", "Carlos", "Luish"])
    assert render(sentence, "en") == ("The Sheriff inspected Carlos with a Deputy token: 2 silks discarded, Carlos paid"
                                      " a $10 penalty (only $5 paid, $5 written off), the Sheriff's reward $6;"
                                      " 1 potato approved")
    assert render(sentence, "de") == ("Der Sheriff hat Carlos mit einem Hilfssheriff-Marker kontrolliert: 2 Seide"
                                      " abgeworfen, Carlos zahlte 10\xa0$ Strafe (nur 5\xa0$ gezahlt, 5\xa0$"
                                      " abgeschrieben), Belohnung des Sheriffs 6\xa0$; 1 Kartoffel genehmigt")
    assert render(sentence, "fr") == ("Le shérif a inspecté Carlos avec un jeton Adjoint\xa0: défaussé\xa0: 2 soies, Carlos"
                                      " a payé une pénalité de 10\xa0$ (seulement 5\xa0$ payés, 5\xa0$ passés"
                                      " en perte), récompense du shérif\xa0: 6\xa0$\u202f; approuvé\xa0: 1 pomme de terre")


def test_the_outcome_of_a_finished_game_in_german_and_french(client):
    """G11: most money wins."""
    table = play_four_player_advanced_game(client)
    outcome = {code: table.result({**table.host, **headers}).json["outcome"] for code, headers in LANGUAGES.items()}
    assert outcome["en"] == "Luish wins with $125."
    assert outcome["de"] == render(GAME.final_standing(table.get(table.host).json["state"],
                                                       ["Amy", "Carlos", "Luish", "Michel"]).outcome, "de")
    assert "Luish" in outcome["de"] and "125\xa0$" in outcome["de"] and "gewinnt" in outcome["de"]
    assert "Luish" in outcome["fr"] and "125\xa0$" in outcome["fr"]


def test_g3_french_elides_de_before_a_name_in_the_bags_that_passed():
    """Issue 34: "le sac de Inès" is "le sac d'Inès" (the catalogs' OF(), docs/languages.md)."""
    names = ["Amy", "Inès", "Bob", "Hélène"]
    one = GAME.result_sentence({"type": "let_pass"}, {"turn": 2, "passed": [1]}, names)
    assert render(one, "fr") == "Le tour 2 est fini\xa0: le sac d'Inès est passé sans être ouvert"
    several = GAME.result_sentence({"type": "end_turn"}, {"turn": 3, "passed": [2, 3]}, names)
    assert render(several, "fr") == "Le tour 3 est fini\xa0: les sacs de Bob et d'Hélène sont passés sans être ouverts"
    assert render(several, "en") == "Turn 3 is over: Bob's and Hélène's bags passed unopened"


def test_no_french_goods_sentence_writes_de_before_a_name():
    """Issue 34: "le sac de Inès". Before a player's name French elides "de" ("d'Inès"): the catalogs' OF()
    (docs/languages.md), on the phone and on the server alike."""
    import re

    from tests.paths import ROOT

    name = re.compile(r"\bde \{ \$(name|names|target|owners|sheriff|payer|payee|player|others) \}")
    for catalog in (ROOT / "pwa" / "locales" / "fr" / "robin-hood-goods.ftl", ROOT / "locales" / "fr" / "server.ftl"):
        current = ""
        for line in catalog.read_text().splitlines():
            current = line.split(" =")[0] if re.match(r"^[a-z][a-z0-9-]* =", line) else current
            if current.startswith("goods-"):
                assert not name.search(line), f"{catalog.name}: {line}"
