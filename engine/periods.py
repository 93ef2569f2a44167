"""The parts of a play as data: a unit and a number ("week" 1), never a word.

A game says which period a state falls in (its turn clock's, :attr:`engine.Turn.period`, and its
results chart's points, :meth:`engine.Game.progress_point`) as a :class:`Period`. The API words it
in each reader's language (the catalog's ``period``: "Week 1", "Woche 1", "Semaine 1"), and the
table's clock sends it as it is, so a phone words it itself and the table's answer has no language.

>>> Period("week", 1).to_json()
{'unit': 'week', 'number': 1}
>>> Period("day", 3).words()
Message(id='period', args={'unit': 'day', 'number': 3})
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .messages import Message, msg

# The units the games count their play in: the catalog's `period` and `period-unit` select on them.
UNITS = ("round", "day", "week", "section", "settlement", "move")


@dataclass(frozen=True)
class Period:
    """One period of a play: its unit (one of :data:`UNITS`) and its number, from 1."""

    unit: str
    number: int

    def to_json(self) -> dict[str, Any]:
        return {"unit": self.unit, "number": self.number}

    def words(self) -> Message:
        """The period as a reader says it ("Round 2"), rendered by the API in their language."""
        return msg("period", unit=self.unit, number=self.number)


def unit_words(unit: str) -> Message:
    """A unit's name as the results chart's axis says it ("Round", "Runde", "Manche")."""
    return msg("period-unit", unit=unit)
