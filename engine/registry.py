"""The one place games are plugged in."""
from __future__ import annotations

from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"Game id {game.id!r} is registered twice.")
    _GAMES[game.id] = game
    return game


def get(game_id: str) -> Game | None:
    return _GAMES.get(game_id)


def all_games() -> list[Game]:
    return list(_GAMES.values())
