"""The one error type the engine raises for anything the rules refuse."""
from __future__ import annotations


class RuleError(ValueError):
    """A move, an option set or a calculator input that the rules refuse.

    ``rule`` is the ruling id (``"R4"``, ``"G10"``, ...) when a ruling of
    ``RULINGS.md`` (or a game's own listed rule) refuses it; it is ``None``
    for plain shape errors such as a missing field. ``errors`` maps a field
    path to messages, so an API can name every bad field at once.

    >>> err = RuleError("Seat 7 does not exist (seats 0-3).", rule="SP2", field="seat")
    >>> err.rule, err.errors
    ('SP2', {'seat': ['Seat 7 does not exist (seats 0-3).']})
    """

    def __init__(
        self,
        message: str,
        *,
        rule: str | None = None,
        field: str | None = None,
        errors: dict[str, list[str]] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.errors = dict(errors or {})
        if field is not None:
            self.errors.setdefault(field, []).append(message)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message}" if self.rule else self.message
