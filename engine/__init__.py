"""Sherwood Table's rules engine: pure Python, no I/O, no clock.

>>> import engine
>>> pad = engine.get("score-pad")
>>> state = pad.setup(engine.validate_options(pad, {"players": 2}))
>>> state, result = engine.play(pad, state, {"type": "add", "points": 3}, seat=1)
>>> state["scores"], result
([0, 3], {'seat': 1, 'points': 3, 'score': 3})
"""
from .choices import Choices, Domain, LegalMove
from .clock import clock_change, clock_result
from .readers import choices_for, draw_values
from .errors import RuleError
from .game import (
    DRAWN,
    Calculator,
    Game,
    MoveSpec,
    Turn,
    apply_valid,
    copy_state,
    play,
    redact,
    sealed_versions,
    validate_move,
    validate_options,
    validate_preset,
)
from .log import (
    BrokenMove,
    changed_results,
    effective_moves,
    replay,
    replay_moves,
    replay_split,
    replay_states,
    replay_with_results,
    results_now,
    sealed_in_log,
)
from .periods import Period
from .reading import entries_as_seen
from .standing import SeatStanding, Standing, TieBreak
from .registry import all_games, get, register
from .games import curse, goods, hero, rescuing, rh1990, scorepad  # noqa: F401  (each registers itself)

__all__ = [
    "BrokenMove",
    "clock_change",
    "clock_result",
    "entries_as_seen",
    "changed_results",
    "effective_moves",
    "replay_moves",
    "replay_split",
    "replay_states",
    "replay_with_results",
    "results_now",
    "sealed_in_log",
    "SeatStanding",
    "Standing",
    "TieBreak",
    "Calculator",
    "Choices",
    "Domain",
    "LegalMove",
    "choices_for",
    "draw_values",
    "DRAWN",
    "sealed_versions",
    "Game",
    "MoveSpec",
    "Period",
    "Turn",
    "RuleError",
    "all_games",
    "apply_valid",
    "copy_state",
    "get",
    "play",
    "redact",
    "register",
    "replay",
    "validate_move",
    "validate_options",
    "validate_preset",
]
