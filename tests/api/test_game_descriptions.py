"""GET /games and /games/{id} in the reader's language: the title, the characters' names and every
option's and move's description (api/words/descriptions.py), with the same shape in every language."""
from __future__ import annotations

import pytest

import engine
from api.words.descriptions import texts, worded


def shape(node):
    """The description without its words: keys, numbers, enums (the rulings by id, the decisions counted)."""
    if isinstance(node, dict):
        return {key: sorted(value) if key == "rulings" else len(value) if key == "decisions" else shape(value)
                for key, value in node.items() if key not in ("description", "title", "x-names")}
    if isinstance(node, list):
        return [shape(item) for item in node]
    return node


@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_game_reads_in_german_and_french_with_the_same_shape(client, language):
    english = client.get("/api/v1/games/curse-you-robin-hood", headers={"Accept-Language": "en"}).json
    theirs = client.get("/api/v1/games/curse-you-robin-hood", headers={"Accept-Language": language})
    assert theirs.headers["Content-Language"] == language and "Accept-Language" in theirs.headers["Vary"]
    assert shape(theirs.json) == shape(english)
    legends = theirs.json["options_schema"]["properties"]["legends"]["items"]["x-names"]
    assert legends["friar-tuck"] == {"de": "Bruder Tuck", "fr": "Frère Tuck"}[language]
    market = theirs.json["moves"]["market"]["description"]
    assert market != english["moves"]["market"]["description"]


def test_an_unknown_language_reads_the_engines_english(client):
    answer = client.get("/api/v1/games", headers={"Accept-Language": "pt-BR"})
    assert answer.headers["Content-Language"] == "en"
    for game, listed in zip(engine.all_games(), answer.json):
        assert listed["title"] == game.title
        assert shape(listed) == shape({k: v for k, v in game.describe().items() if k != "decisions"}) | {
            "rulings_url": f"/rulings#{game.id}", "ruling_phases": shape(listed["ruling_phases"])}


def test_every_description_and_name_of_every_game_is_in_every_language():
    """The English catalog is the engine's (scripts/games_catalog.py); each language words every text."""
    for game in engine.all_games():
        for language in ("de", "fr"):
            described = worded(game, language)
            english = dict(texts(game))
            words = dict(walk(described))
            assert len(words) == len(english)
            same = [mid for mid in english if words[mid] == english[mid] and not mid.startswith("name-")]
            assert same == [], f"{game.id} in {language}: still in English"


def walk(described):
    """(id, text) of a worded description, in the order texts() gives them."""
    from api.words.descriptions import PLACES, _words_in

    for place in PLACES:
        for _, _, message_id, text in _words_in(described["id"], described.get(place), [place]):
            yield message_id, text
