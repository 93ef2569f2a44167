"""What the engine's list of legal moves (engine/choices.py) means for one reader: the moves a seat, the
host or a spectator may send now (:func:`choices_for`), the same move for every seat (:func:`every_seat`),
and what a draw may pick among (:func:`draw_values`). Apart from engine/choices.py because these read a
:class:`engine.Game`, which lists its moves with engine/choices.py's types.

>>> import engine
>>> curse = engine.get("curse-you-robin-hood")
>>> state = curse.setup(engine.validate_options(curse, {"players": 3}))
>>> legends, market = choices_for(curse, state, seat=1, host=False, seated={0, 1, 2}).moves
>>> (legends.type, legends.seat, len(legends.fields["legends"].values)), (market.type, market.fields["cards"].min_items)
(('legends', None, 7), ('market', 3))
>>> choices_for(curse, state, seat=None, host=False, seated={0, 1, 2}).moves  # a spectator sends nothing
()
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from .choices import Choices, Domain, LegalMove
from .game import Game, State


def may_send(game: Game, move: LegalMove, seat: int | None, host: bool, seated: Iterable[int]) -> bool:
    """Whether a reader (a seat, or the host when ``host``) may send ``move``, as api/moves.py
    ``acting_seat`` would let them: a host move is the host's; an ``any`` move anyone's; a seat's move
    its own seat's, or the host's for that seat, except a move with private fields (the goods game's
    week goods) for a seat someone sits in: only that seat enters what only it may read. An ``any``
    move listed for a seat (1990's tied players naming the starter, V6) is that seat's or the host's:
    a player's ``any`` move is made as their own seat."""
    spec = game.moves[move.type]
    if spec.who == "host":
        return host
    if spec.who == "any":
        return move.seat is None or move.seat == seat or host
    if move.seat is not None and move.seat == seat:
        return True
    return host and not (spec.private and move.seat in set(seated))


def choices_for(game: Game, state: State, *, seat: int | None, host: bool, seated: Iterable[int]) -> Choices:
    """The :class:`Choices` of one reader: ``seat`` (None for the host without a seat or a spectator),
    ``host`` when the reader is the table's host, ``seated`` the seats someone sits in. A spectator is
    ``seat=None, host=False`` and may send nothing."""
    state = game.upgrade(dict(state))
    turn = game.turn(state)
    awaiting = turn.seats if turn is not None else ()
    if game.status(state)["finished"] or (seat is None and not host):
        return Choices(awaiting, ())
    seated = set(seated)
    return Choices(awaiting, tuple(move for move in game.legal_moves(state)
                                   if may_send(game, move, seat, host, seated)))


def every_seat(game: Game, state: State, move_type: str, seats: Sequence[int] | None = None,
               fields: Mapping[str, Domain] | None = None, rule: str | None = None) -> list[LegalMove]:
    """The same legal move for each seat (every seat of the table unless ``seats`` names some)."""
    listed = range(int(state["seats"])) if seats is None else seats
    return [LegalMove(move_type, seat, dict(fields or {}), rule=rule) for seat in listed]


def draw_values(game: Game, choices: Choices, move_type: str) -> tuple[LegalMove, dict[str, tuple[Any, ...]]] | None:
    """What a draw of ``move_type`` may give this reader now: the legal move it would be, and for each
    of the move's drawable fields the values its legal move allows (the server picks one of each at
    random). None when the reader may not send that move now, it has nothing to draw, or the engine
    does not list a drawable field's values now (a draw only picks among values the rules allow).

    >>> from engine.game import Game, MoveSpec
    >>> from engine.choices import one_of
    >>> class Toss(Game):
    ...     id, title, min_players, max_players = "toss", "Toss", 2, 2
    ...     moves = {"start": MoveSpec("Who starts.", {}, who="any", drawable=("seat_first",))}
    ...     def legal_moves(self, state):
    ...         return [LegalMove("start", fields={"seat_first": one_of([0, 1])})]
    >>> draw_values(Toss(), Choices((), (LegalMove("start", fields={"seat_first": one_of([0, 1])}),)), "start")[1]
    {'seat_first': (0, 1)}
    >>> draw_values(Toss(), Choices((), ()), "start") is None  # not now
    True
    """
    spec = game.moves.get(move_type)
    if spec is None or not spec.drawable:
        return None
    for legal in choices.moves:
        if legal.type != move_type:
            continue
        values = {name: legal.fields[name].values for name in spec.drawable if name in legal.fields}
        if all(values.get(name) for name in spec.drawable):
            return legal, {name: tuple(found) for name, found in values.items() if found is not None}
    return None

