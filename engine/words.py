"""Words every game's sentences share: lists, plurals, signed numbers, players' names.

A result sentence (``Game.result_sentence``) names players, not seats: the engine knows seats,
so the reader of a log passes the names it has, seat by seat (``standing.name_of`` says them). English for now; the languages
work turns each sentence into a message id with these same parameters.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

Names = Sequence[str]
# One move type's result in words: (the move, its result, the players' names by seat) -> a sentence.
ResultSentence = Callable[[Mapping[str, Any], Mapping[str, Any], Names], str]
PRIVATE = "(private)"


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
