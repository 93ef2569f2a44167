"""A game's description (GET /games) in the reader's language: its title, the names of its
characters and every option's and move's description.

The engine writes them in English, as the source (``Game.describe()``; the OpenAPI spec quotes
them). The catalogs hold them as messages, ``locales/<language>/games.ftl``: the English one is
generated from the engine (``scripts/games_catalog.py``, checked by a test), the others are
translations of it. Each description's id says where it sits in the description:

>>> description_id("score-pad", ["options_schema", "properties", "goal", "description"])
'describe-score-pad-option-goal'
>>> description_id("curse-you-robin-hood", ["moves", "market", "schema", "properties", "cards", "description"])
'describe-curse-you-robin-hood-move-market-cards'
>>> name_id("friar-tuck")
'name-friar-tuck'
"""
from __future__ import annotations

import copy
from typing import Any, Iterator

import engine
from engine.messages import msg

from .i18n import render, words_or

# Keys that only give a schema its shape: left out of an id, so it reads as the field it names.
STRUCTURE = {"properties", "schema", "items", "additionalProperties", "then", "else", "if"}
PLACES = {"options_schema": "option", "moves": "move", "preset_schema": "preset", "setup_tables": "setup"}


def description_id(game_id: str, path: list[str]) -> str:
    """The catalog id of the description at ``path`` (the keys down to "description")."""
    words = [PLACES.get(path[0], path[0])] + [key for key in path[1:-1] if key not in STRUCTURE]
    return "-".join(["describe", game_id, *words]).replace("_", "-")


def name_id(key: str) -> str:
    """The catalog id of a character's name ("x-names" of a schema's choices)."""
    return f"name-{key}".replace("_", "-")


def texts(game: engine.Game) -> Iterator[tuple[str, str]]:
    """Every (id, English text) of a game's description to translate, in the order it is written."""
    described = game.describe()
    for place in PLACES:
        for _, _, message_id, text in _words_in(game.id, described.get(place), [place]):
            yield message_id, text


def _words_in(game_id: str, node: Any, path: list[str]) -> Iterator[tuple[dict[str, Any], str, str, str]]:
    """Each text of a description with where it sits: (the dict holding it, its key there, its id,
    the English). A description is one; so is each character's name in a choice's x-names."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "description" and isinstance(value, str):
                yield node, key, description_id(game_id, [*path, key]), value
            elif key == "x-names" and isinstance(value, dict):
                yield from ((value, choice, name_id(choice), name) for choice, name in value.items())
            else:
                yield from _words_in(game_id, value, [*path, str(key)])
    elif isinstance(node, list):
        for number, item in enumerate(node):
            yield from _words_in(game_id, item, [*path, str(number)])


def worded(game: engine.Game, language: str) -> dict[str, Any]:
    """``game.describe()`` with its words in ``language``: the engine's English where the catalog
    has no translation yet."""
    described = copy.deepcopy(game.describe())
    described["title"] = render(game.title_words(), language)
    for place in PLACES:
        for holder, key, message_id, english in list(_words_in(game.id, described.get(place), [place])):
            holder[key] = render(words_or(msg(message_id), english), language)
    return described
