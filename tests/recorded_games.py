"""Whole games of all six, played with legal moves only (tests/legal_moves.py), kept as what a tool sends.

Each game's moves are entered as a program would enter them: a field left at its declared default
is left out, as the API allows (its ``Left out:`` in the spec). tests/api/test_generated_clients.py
type-checks every one of them against the TypeScript client generated from openapi.yaml.
"""
from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class RecordedGame:
    """One whole game: its options and every move as entered, with the seat it was entered for."""

    game: engine.Game
    options: Mapping[str, Any]
    moves: list[tuple[int | None, dict[str, Any]]]


@cache
def recorded_games() -> list[RecordedGame]:
    """One or more whole games of each game, in every option set the legal-move tests play."""
    games: list[RecordedGame] = []

    def record(game: engine.Game, options: Mapping[str, Any], moves: list[tuple[int | None, dict[str, Any]]]) -> None:
        games.append(RecordedGame(game, options, moves))

    for options in PADS.values():
        record(PAD, options, play_legal(PAD, options, 0, pad_fill).entered)
    for players, legends in [(1, ["little-john", "will-scarlet", "robin-hood"]), (2, ["the-sheriff", "maid-marian"]),
                             (3, ["little-john"]), (5, ["the-prince"]), (6, [])]:
        options = {"players": players, "legends": legends}
        record(CURSE, options, play_legal(CURSE, options, 0).entered)
    for players, mode in [(3, "family"), (4, "advanced"), (5, "advanced")]:
        options = goods_options(players, mode)
        record(GOODS, options, play_legal(GOODS, options, 0, goods_fill).entered)
    for catalogue in (FULL_CATALOGUE, EMPTY_CATALOGUE):
        moves: list[dict[str, Any]] = []
        options = {"bounty": 300, "catalogue": catalogue}
        play_hero(options, 0, entered=moves)
        record(engine.get("hero-of-the-people"), options, [(0, move) for move in moves])  # a game of one: seat 0
    for options in RESCUING_VARIANTS.values():
        record(engine.get("rescuing-robin-hood"), options, play_rescuing(options, 0).entered)
    for players in (2, 4):
        record(RH1990, {"players": players}, play_legal(RH1990, {"players": players}, 0, rh1990_fill).entered)
    return games


@cache
def recorded_moves() -> dict[str, list[dict[str, Any]]]:
    """Every move of :func:`recorded_games` by game id, each once as entered and once with its
    defaults left out."""
    played: dict[str, list[dict[str, Any]]] = {}
    for recorded in recorded_games():
        played.setdefault(recorded.game.id, []).extend(move for _, move in recorded.moves)
    return {game: moves + [as_sent(engine.get(game), move) for move in moves] for game, moves in played.items()}
