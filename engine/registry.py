"""The one place games are plugged in."""
from __future__ import annotations

from .game import PLATFORM_MOVE_FIELDS, PLATFORM_MOVE_TYPES, Game, move_method

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"Game id {game.id!r} is registered twice.")
    for name, spec in game.moves.items():
        if name in PLATFORM_MOVE_TYPES:
            raise ValueError(f"{game.id} declares a move {name!r}, which is a log entry of the platform's own.")
        clash = PLATFORM_MOVE_FIELDS & set(spec.fields)
        if clash:
            raise ValueError(f"{game.id} move {name!r} declares {sorted(clash)}, which the platform reads itself.")
        if not callable(getattr(game, move_method(name), None)):  # Game.apply dispatches to it
            raise ValueError(f"{game.id} declares a move {name!r} but has no method {move_method(name)}().")
    if game.over_rule is not None and game.over_rule not in game.rulings:
        raise ValueError(f"{game.id} ends its games with ruling {game.over_rule!r}, which it does not list.")
    _GAMES[game.id] = game
    return game


def get(game_id: str) -> Game | None:
    return _GAMES.get(game_id)


def all_games() -> list[Game]:
    return list(_GAMES.values())
