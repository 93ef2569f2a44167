"""Sentences as message ids with parameters, so each reader reads them in their own language.

The engine never writes a sentence in a language: a refusal or a result in words is a
:class:`Message`, a catalog id (``locales/<language>/server.ftl``, Project Fluent) with the
placeables the sentence needs. The API renders it in the language of each request, so at one
table a German phone and a French one read the same refusal in their own words, and what is
stored (ids and parameters) stays language-free.

A parameter is a name, a number, a list (rendered as "A, B and C" in the reader's language) or
another message (a card's or a phase's name, rendered first in the same language):

>>> m = msg("sp-add-zero")
>>> m.id, m.args
('sp-add-zero', {})
>>> m = msg("outcome-share-with", names=["Ann", "Bob"], count=2, amount=msg("amount", value=30, measure="gold"))
>>> Message.from_json(m.to_json()) == m
True
>>> m.to_json()["args"]["amount"]
{'id': 'amount', 'args': {'value': 30, 'measure': 'gold'}}
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence, Union

Arg = Union[str, int, float, "Message", Sequence["Arg"]]
# What a refusal or a result in words is: a message, or (while a game's sentences are still
# written in English only) an English sentence, shown as it is in every language.
Text = Union[str, "Message"]


@dataclass(frozen=True)
class Message:
    """One sentence (or a term such as a card's name): its catalog id and its placeables."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": {name: arg_to_json(value) for name, value in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["id"]), {name: arg_from_json(value) for name, value in dict(data.get("args") or {}).items()})

    def __hash__(self) -> int:  # args is a dict: hash by the id and the args' JSON shape
        return hash((self.id, repr(self.to_json()["args"])))


def msg(message_id: str, **args: Arg) -> Message:
    """A message: ``msg("seat-missing", seat=7)``."""
    return Message(message_id, args)


def arg_to_json(value: Arg) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [arg_to_json(item) for item in value]
    return value


def arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict) and "id" in value:
        return Message.from_json(value)
    if isinstance(value, list):
        return [arg_from_json(item) for item in value]
    return value  # type: ignore[no-any-return]


def text_to_json(text: Text) -> Any:
    """A refusal's or result's words as stored or sent: a message's JSON, or the plain sentence."""
    return text.to_json() if isinstance(text, Message) else text


def text_from_json(data: Any) -> Text:
    return Message.from_json(data) if isinstance(data, dict) else str(data)
