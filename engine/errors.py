"""The one error type the engine raises for anything the rules refuse."""
from __future__ import annotations

from typing import Mapping, Sequence

from .messages import Message, Text


class RuleError(ValueError):
    """A move, an option set or a calculator input that the rules refuse.

    ``rule`` is the ruling id (``"R4"``, ``"G10"``, ...) when a ruling of
    ``RULINGS.md`` (or a game's own listed rule) refuses it; it is ``None``
    for plain shape errors such as a missing field. ``message`` is the sentence
    for players as a :class:`~engine.messages.Message` (a catalog id and its
    placeables, rendered in each reader's language by the API) or, where a game's
    sentences are not in the catalog yet, an English sentence. ``errors`` maps a
    field path to such sentences, so an API can name every bad field at once.

    >>> from engine.messages import msg
    >>> err = RuleError(msg("seat-missing", seat=7, last=3), rule="SP2", field="seat")
    >>> err.rule, err.errors
    ('SP2', {'seat': [Message(id='seat-missing', args={'seat': 7, 'last': 3})]})
    >>> str(err)
    '[SP2] seat-missing'
    """

    def __init__(
        self,
        message: Text,
        *,
        rule: str | None = None,
        field: str | None = None,
        errors: Mapping[str, Sequence[Text]] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.errors: dict[str, list[Text]] = {path: list(said) for path, said in (errors or {}).items()}
        if field is not None:
            self.errors.setdefault(field, []).append(message)

    def __str__(self) -> str:
        said = self.message.id if isinstance(self.message, Message) else self.message
        return f"[{self.rule}] {said}" if self.rule else said
