"""Whole games of all six, played with legal moves only (tests/legal_moves.py), kept as what a tool sends.

Each game's moves are entered as a program would enter them: a field left at its declared default
is left out, as the API allows (its ``Left out:`` in the spec). tests/api/test_generated_clients.py
type-checks every one of them against the TypeScript client generated from openapi.yaml.
"""
from __future__ import annotations

from functools import cache
from typing import Any, Mapping

import engine
from engine.fields import Field
from tests.games.curse.test_legal_moves import CURSE
from tests.games.goods.test_legal_moves import GAME as GOODS, fill as goods_fill, options as goods_options
from tests.games.hero.test_legal_moves import EMPTY_CATALOGUE, FULL_CATALOGUE, play as play_hero
from tests.games.rescuing.test_legal_moves import VARIANTS as RESCUING_VARIANTS, play as play_rescuing
from tests.games.rh1990.test_legal_moves import GAME as RH1990, fill as rh1990_fill
from tests.games.score_pad.test_legal_moves import PAD, PADS, fill as pad_fill
from tests.legal_moves import play_legal

NOT_DECLARED = Field().default  # what a field without a default holds


def as_sent(game: engine.Game, move: Mapping[str, Any]) -> dict[str, Any]:
    """The move without the fields left at their declared default (what a tool may leave out)."""
    fields = game.moves[move["type"]].fields
    return {name: value for name, value in move.items()
            if name == "type" or name not in fields or fields[name].default is NOT_DECLARED
            or fields[name].default != value}


@cache
def recorded_moves() -> dict[str, list[dict[str, Any]]]:
    """Every move of one or more whole games of each game (by game id), in every option set the
    legal-move tests play, each move once as entered and once with its defaults left out."""
    played: dict[str, list[dict[str, Any]]] = {}
    for options in PADS.values():
        played.setdefault(PAD.id, []).extend(m for _, m in play_legal(PAD, options, 0, pad_fill).entered)
    for players, legends in [(1, ["little-john", "will-scarlet", "robin-hood"]), (2, ["the-sheriff", "maid-marian"]),
                             (3, ["little-john"]), (5, ["the-prince"]), (6, [])]:
        played.setdefault(CURSE.id, []).extend(
            m for _, m in play_legal(CURSE, {"players": players, "legends": legends}, 0).entered)
    for players, mode in [(3, "family"), (4, "advanced"), (5, "advanced")]:
        played.setdefault(GOODS.id, []).extend(
            m for _, m in play_legal(GOODS, goods_options(players, mode), 0, goods_fill).entered)
    for catalogue in (FULL_CATALOGUE, EMPTY_CATALOGUE):
        moves: list[dict[str, Any]] = []
        play_hero({"bounty": 300, "catalogue": catalogue}, 0, entered=moves)
        played.setdefault("hero-of-the-people", []).extend(moves)
    for options in RESCUING_VARIANTS.values():
        played.setdefault("rescuing-robin-hood", []).extend(m for _, m in play_rescuing(options, 0).entered)
    for players in (2, 4):
        played.setdefault(RH1990.id, []).extend(m for _, m in play_legal(RH1990, {"players": players}, 0, rh1990_fill).entered)
    return {game: moves + [as_sent(engine.get(game), move) for move in moves] for game, moves in played.items()}
