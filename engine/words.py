"""Words every game's sentences share: lists, plurals, signed numbers, players' names.

A result sentence (``Game.result_sentence``) names players, not seats: the engine knows seats,
so the reader of a log passes the names it has, seat by seat (:func:`who` says them).

A sentence in words is a :class:`~engine.messages.Message`, rendered in each reader's language by the
API: :func:`who`, :func:`whom` and :func:`amount_words` give its placeables. The English-only helpers
below them (``and_list``, ``plural``, ``counts_text``) serve the sentences not in the catalog yet.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .messages import Message, Text, msg

Names = Sequence[str]
# One move type's result in words: (the move, its result, the players' names by seat) -> a sentence.
ResultSentence = Callable[[Mapping[str, Any], Mapping[str, Any], Names], Text]
PRIVATE = "(private)"
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


def and_list(words: Iterable[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat'; '' for none.

    >>> and_list(["Ann"]), and_list(["Ann", "Bob"]), and_list(["Ann", "Bob", "Cat"]), and_list([])
    ('Ann', 'Ann and Bob', 'Ann, Bob and Cat', '')
    """
    items = list(words)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 card', '2 cards', '0 villagers'; ``many`` where English does not add an s.

    >>> plural(1, "card"), plural(2, "card"), plural(3, "potato", "potatoes")
    ('1 card', '2 cards', '3 potatoes')
    """
    return f"{n} {word if n == 1 else many or word + 's'}"


def signed(n: int) -> str:
    """'+5', '-3', '0'.

    >>> signed(5), signed(-3), signed(0)
    ('+5', '-3', '0')
    """
    return f"+{n}" if n > 0 else str(n)


def counts_text(counts: Mapping[str, int] | None, say: Callable[[str, int], str] = lambda w, n: f"{n} {w}") -> str:
    """'2 gold and 1 sword' (zeros left out); 'nothing' when nothing is counted; (private) when hidden.

    >>> counts_text({"gold": 2, "sword": 1, "archery": 0}), counts_text({}), counts_text(None)
    ('2 gold and 1 sword', 'nothing', '(private)')
    """
    if counts is None:
        return PRIVATE
    return and_list(say(word, n) for word, n in counts.items() if n) or "nothing"


def sentence(text: str) -> str:
    """Capitalise the first letter only ('the Sheriff won' -> 'The Sheriff won').

    >>> sentence("the Sheriff won")
    'The Sheriff won'
    """
    return text[:1].upper() + text[1:]
