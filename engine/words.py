"""Words every game's sentences share: lists, plurals, signed numbers, players' names.

A result sentence (``Game.result_sentence``) names players, not seats: the engine knows seats,
so the reader of a log passes the names it has, seat by seat (:func:`who` says them).

A sentence in words is a :class:`~engine.messages.Message`, rendered in each reader's language by the
API: :func:`who`, :func:`whom`, :func:`amount_words` and :func:`signed` give its placeables.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .messages import Message, Text, msg

Names = Sequence[str]
# One move type's result in words: (the move, its result, the players' names by seat) -> a sentence.
ResultSentence = Callable[[Mapping[str, Any], Mapping[str, Any], Names], Text]
# A field another seat may not read, said as (private) in the reader's language.
HIDDEN = msg("private")


def who(seat: int, names: Names) -> Text:
    """A seat's player by name; 'Player 3' (in the reader's language) for a seat with none.

    >>> who(0, ["Ann"]), who(2, ["Ann"])
    ('Ann', Message(id='player-number', args={'number': 3}))
    """
    return names[seat] if 0 <= seat < len(names) and names[seat] else msg("player-number", number=seat + 1)


def whom(seats: Iterable[int], names: Names) -> list[Text]:
    """Seats' players as a list placeable, joined by the reader's language: 'Ann, Bob und Cy'."""
    return [who(seat, names) for seat in seats]


def amount_words(value: int, measure: str) -> Message:
    """'32 gold', '1 point', '$12' in the reader's language (the catalog's ``amount``); the measure as
    a variant key ('villagers rescued' -> 'villagers-rescued')."""
    return msg("amount", value=value, measure=measure.replace(" ", "-"))


def signed(n: int) -> Message:
    """'+5', '-3', '0', '+1,000' as the reader's language writes numbers ('+1.000' in German): the
    sign as data and the number as a number, so the catalog formats it.

    >>> signed(5), signed(-1500)
    (Message(id='signed-number', args={'sign': 'plus', 'value': 5}), Message(id='signed-number', args={'sign': 'minus', 'value': 1500}))
    """
    return msg("signed-number", sign="plus" if n > 0 else "minus" if n < 0 else "zero", value=abs(n))


