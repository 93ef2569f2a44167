"""What may be entered now: the engine's own answer to "what can I do?".

python-chess answers ``Board.legal_moves``; boardgame.io's games ``enumerate``. Here a game lists,
for a state, every move the table may take next (:meth:`engine.Game.legal_moves`): its type, the seat it
is entered for, and for each field whose values the state limits, the values allowed now
(:class:`Domain`). :func:`engine.readers.choices_for` keeps of that list what one reader may send, and every screen
builds its pickers, buttons and "waiting for" line from it, so that no rule is written a second time
in the phone (docs/architecture.md, "What may be entered now").

The promise, held by ``tests/engine/test_choices.py`` for every game: a value a domain allows,
completed with allowed values of the other fields, is accepted by :meth:`engine.Game.apply`; a value
of the field's finite type that it leaves out is refused.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping


@dataclass(frozen=True)
class Domain:
    """The values a field may take now: one of ``values``; or an integer from ``minimum`` to
    ``maximum``; or a list of ``min_items`` to ``max_items`` items, each allowed by ``items``; or an
    object with exactly the keys of ``entries``, each value allowed by its entry's domain (1990's
    distances by seat); or an object of counts (``counts``): any of its keys, each count allowed by
    its key's domain, a key left out counting 0, the counts adding up to ``min_total`` ..
    ``max_total``, and each at most the same key's count in the move's field ``counts_within`` (the
    goods you store are among those you hold: a bound across two fields, which :meth:`allows` cannot
    see alone). A domain with none of these allows whatever the field's declaration does.

    >>> Domain(values=("ale", "gems")).allows("gems"), Domain(minimum=1, maximum=3).allows(4)
    (True, False)
    >>> Domain(items=Domain(values=("p0", "p2")), min_items=1).allows(["p2"])
    True
    >>> arrived = Domain(entries={"0": one_of([0]), "1": between(0, 200)})
    >>> arrived.allows({"0": 0, "1": 7}), arrived.allows({"0": 3, "1": 0}), arrived.allows({"1": 7})
    (True, False, False)
    >>> held = Domain(counts={"ale": between(1, 4), "gems": between(0, 4)}, min_total=3, max_total=3)
    >>> held.allows({"ale": 1, "gems": 2}), held.allows({"gems": 3}), held.allows({"ale": 4}), held.allows({"wine": 3})
    (True, False, False, False)
    """

    values: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    items: Domain | None = None
    min_items: int | None = None
    max_items: int | None = None
    entries: Mapping[str, Domain] | None = None
    counts: Mapping[str, Domain] | None = None
    min_total: int | None = None
    max_total: int | None = None
    counts_within: str | None = None

    def allows(self, value: Any) -> bool:
        if self.entries is not None and not self.allows_entries(value):
            return False
        if self.counts is not None and not self.allows_counts(value):
            return False
        if self.values is not None and not any(same(value, allowed) for allowed in self.values):
            return False
        if self.minimum is not None or self.maximum is not None:
            if isinstance(value, bool) or not isinstance(value, int):
                return False
            if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
                return False
        if self.items is not None or self.min_items is not None or self.max_items is not None:
            if not isinstance(value, list):
                return False
            if (self.min_items is not None and len(value) < self.min_items) or \
                    (self.max_items is not None and len(value) > self.max_items):
                return False
            if self.items is not None and not all(self.items.allows(item) for item in value):
                return False
        return True

    def allows_entries(self, value: Any) -> bool:
        """An object with exactly the keys of ``entries``, each value allowed by its own domain."""
        assert self.entries is not None
        return isinstance(value, dict) and set(value) == set(self.entries) and \
            all(self.entries[key].allows(item) for key, item in value.items())

    def allows_counts(self, value: Any) -> bool:
        """An object of counts: known keys, each count allowed (a key left out: 0), the total in range."""
        assert self.counts is not None
        if not isinstance(value, dict) or not set(value) <= set(self.counts):
            return False
        if not all(domain.allows(value.get(key, 0)) for key, domain in self.counts.items()):
            return False
        total = sum(value.values())
        return (self.min_total is None or total >= self.min_total) and (self.max_total is None or total <= self.max_total)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.values is not None:
            out["values"] = list(self.values)
        if self.counts is not None:
            out["counts"] = {key: domain.as_json() for key, domain in self.counts.items()}
        if self.counts_within is not None:
            out["counts_within"] = self.counts_within
        for name in ("minimum", "maximum", "min_items", "max_items", "min_total", "max_total"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        if self.items is not None:
            out["items"] = self.items.as_json()
        if self.entries is not None:
            out["entries"] = {key: domain.as_json() for key, domain in self.entries.items()}
        return out


def same(value: Any, allowed: Any) -> bool:
    """Equal as JSON values are (``1`` is not ``True``)."""
    return value == allowed and type(value) is type(allowed)


def one_of(values: Iterable[Any]) -> Domain:
    """A domain of the listed values, in their order, each once."""
    unique: list[Any] = []
    for value in values:
        if not any(same(value, seen) for seen in unique):
            unique.append(value)
    return Domain(values=tuple(unique))


def between(minimum: int, maximum: int) -> Domain:
    return Domain(minimum=minimum, maximum=maximum)


@dataclass(frozen=True)
class LegalMove:
    """One move the table may take now.

    ``seat``: the seat it is entered for (a seat's own move); None for a move nobody in particular
    makes (an ``any`` move, entered by whoever sees it happen, or the host's). ``fields``: the fields
    whose values the state limits now, each with its :class:`Domain`; a field not named keeps its
    declared range (a card's printed number the app cannot know). ``omit``: optional fields that
    must be left out now (an honest Legend shows no second card); ``require``: optional fields that
    must be sent now (a bluffing Legend's second card). ``rule``: the ruling that offers
    or limits it, which the phone links to ("What can I do now?").
    """

    type: str
    seat: int | None = None
    fields: Mapping[str, Domain] = field(default_factory=dict)
    omit: tuple[str, ...] = ()
    require: tuple[str, ...] = ()
    rule: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat,
                "fields": {name: domain.as_json() for name, domain in self.fields.items()},
                "omit": list(self.omit), "require": list(self.require), "rule": self.rule}


@dataclass(frozen=True)
class Choices:
    """What one reader may enter now: the seats the table waits for (:meth:`engine.Game.turn`), and
    the legal moves this reader may send (none once the game is over, none for a spectator)."""

    awaiting: tuple[int, ...]
    moves: tuple[LegalMove, ...]

    def as_json(self) -> dict[str, Any]:
        return {"awaiting": list(self.awaiting), "moves": [move.as_json() for move in self.moves]}
