"""Declarative fields: validate plain JSON data and describe it as JSON Schema.

The engine must not depend on Flask or marshmallow, yet the API has to
validate game options and moves it knows nothing about and publish their
shape in ``GET /games``. Each game declares its options and moves with these
small field classes; one declaration gives both the validation and the schema.

>>> spec = {"points": Int(minimum=-5, maximum=5)}
>>> validate(spec, {"points": 3})
{'points': 3}
>>> try:
...     validate(spec, {"points": 9})
... except RuleError as refused:
...     refused.errors["points"][0]
Message(id='field-problem', args={'path': 'points', 'problem': Message(id='field-above-maximum', args={'value': 9, 'maximum': 5})})
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .errors import RuleError
from .messages import Text, msg

_MISSING: Any = object()


class Invalid(Exception):
    """Raised inside a field check; collected into one RuleError by validate()."""

    def __init__(self, message: Text) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Field:
    description: str = ""
    required: bool = True
    default: Any = _MISSING
    nullable: bool = False

    def check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> Any:
        if value is None:
            if self.nullable:
                return None
            errors.setdefault(path, []).append(msg("field-null", path=path))
            return None
        try:
            return self._check(value, path, errors)
        except Invalid as problem:
            errors.setdefault(path, []).append(msg("field-problem", path=path, problem=problem.message))
            return None

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> Any:
        raise NotImplementedError

    def schema(self) -> dict[str, Any]:
        out = with_null(self._schema()) if self.nullable else self._schema()
        if self.description:
            out["description"] = self.description
        if self.default is not _MISSING:
            out["default"] = self.default
        return out

    def _schema(self) -> dict[str, Any]:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Field):
    minimum: int | None = None
    maximum: int | None = None

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> int:
        # JSON has one kind of number: 26.0 is the whole number 26, as JSON Schema's `integer` (the
        # published move schemas) says. bool is an int subclass in Python; JSON true is not a number.
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise Invalid(msg("field-not-whole", value=repr(value)))
        if self.minimum is not None and value < self.minimum:
            raise Invalid(msg("field-below-minimum", value=value, minimum=self.minimum))
        if self.maximum is not None and value > self.maximum:
            raise Invalid(msg("field-above-maximum", value=value, maximum=self.maximum))
        return value

    def _schema(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "integer"}
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out


@dataclass(frozen=True)
class Num(Field):
    """A number that may have a fraction (calculator answers, e.g. a share of a sale)."""

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> float | int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise Invalid(msg("field-not-number", value=repr(value)))
        return value

    def _schema(self) -> dict[str, Any]:
        return {"type": "number"}


@dataclass(frozen=True)
class Str(Field):
    min_length: int = 0
    max_length: int = 200

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> str:
        if not isinstance(value, str):
            raise Invalid(msg("field-not-text", value=repr(value)))
        if len(value) < self.min_length:
            raise Invalid(msg("field-too-short", minimum=self.min_length))
        if len(value) > self.max_length:
            raise Invalid(msg("field-too-long", maximum=self.max_length))
        return value

    def _schema(self) -> dict[str, Any]:
        return {"type": "string", "minLength": self.min_length, "maxLength": self.max_length}


@dataclass(frozen=True)
class Bool(Field):
    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> bool:
        if not isinstance(value, bool):
            raise Invalid(msg("field-not-bool", value=repr(value)))
        return value

    def _schema(self) -> dict[str, Any]:
        return {"type": "boolean"}


@dataclass(frozen=True)
class Choice(Field):
    choices: tuple[Any, ...] = ()
    # Each choice as people read it ("friar-tuck": "Friar Tuck"), published as ``x-names`` so that a
    # screen or another tool shows the game's own words without keeping a copy of them.
    names: Mapping[Any, str] | None = None

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> Any:
        # `1 in (True,)` is true in Python, so compare types as well.
        for choice in self.choices:
            if value == choice and type(value) is type(choice):
                return value
        listed = ", ".join(repr(c) for c in self.choices)  # quoted values, the same in every language
        raise Invalid(msg("field-not-choice", value=repr(value), choices=listed))

    def _schema(self) -> dict[str, Any]:
        # Typed, so that generated clients keep the field: an untyped enum is dropped,
        # and so is an enum of several types; those become one typed enum per type.
        kinds = list(dict.fromkeys(json_type(choice) for choice in self.choices))
        by_kind: list[dict[str, Any]] = [{"type": kind, "enum": [c for c in self.choices if json_type(c) == kind]}
                                         for kind in kinds]
        schema: dict[str, Any] = by_kind[0] if len(by_kind) == 1 else {"anyOf": by_kind}
        if self.names:
            schema["x-names"] = {str(choice): self.names[choice] for choice in self.choices if choice in self.names}
        return schema


@dataclass(frozen=True)
class ListOf(Field):
    item: Field = field(default_factory=Field)
    min_items: int = 0
    max_items: int = 100

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> list[Any]:
        if not isinstance(value, list):
            raise Invalid(msg("field-not-list", value=repr(value)))
        if len(value) < self.min_items:
            raise Invalid(msg("field-too-few-items", minimum=self.min_items))
        if len(value) > self.max_items:
            raise Invalid(msg("field-too-many-items", maximum=self.max_items))
        return [self.item.check(v, f"{path}.{i}", errors) for i, v in enumerate(value)]

    def _schema(self) -> dict[str, Any]:
        return {
            "type": "array",
            "items": self.item.schema(),
            "minItems": self.min_items,
            "maxItems": self.max_items,
        }


@dataclass(frozen=True)
class Object(Field):
    fields: Mapping[str, Field] = field(default_factory=dict)
    # Open: other properties may come too (a game's state typed in its stable parts only).
    open: bool = False

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Invalid(msg("field-not-object", value=repr(value)))
        known = _validate_into(self.fields, {k: v for k, v in value.items() if k in self.fields or not self.open},
                               errors, prefix=f"{path}.")
        return {**{k: v for k, v in value.items() if k not in self.fields}, **known} if self.open else known

    def _schema(self) -> dict[str, Any]:
        schema = object_schema(self.fields)
        if self.open:
            del schema["additionalProperties"]
        return schema


def public_view(fields: Mapping[str, Field], always: tuple[str, ...] = ("seats",)) -> Object:
    """A game's state as one seat sees it, every key declared (issue 36: a tool reads none of it
    untyped; tests/games/test_declared_shapes.py fails on a key a view has and this does not name),
    each part optional but ``always``, so a table made by an older version, whose state lacks a newer
    part, still reads."""
    return Object(fields={name: fld if name in always else replace(fld, required=False)
                          for name, fld in fields.items()})


def merged_object_schema(shapes: Mapping[str, Mapping[str, Field]]) -> dict[str, Any]:
    """One object schema for several shapes (a game's results, one per move type): every key any of
    them has, none required, a key two shapes type differently as ``anyOf`` both; each key's
    description says which shapes have it. A generated client gets one class with typed fields.

    >>> merged = merged_object_schema({"add": {"points": Int()}, "note": {"seat": Int()}, "score": {"points": Int()}})
    >>> merged["properties"]["points"], sorted(merged["properties"]), merged["additionalProperties"]
    ({'type': 'integer', 'description': 'In add, score.'}, ['points', 'seat'], False)
    >>> merged_object_schema({"a": {"n": Int(description="A count.")}, "b": {"n": Str(description="A name")}})["properties"]["n"]
    {'anyOf': [{'type': 'integer'}, {'type': 'string', 'minLength': 0, 'maxLength': 200}], 'description': 'A count; A name. In a, b.'}
    """
    properties: dict[str, dict[str, Any]] = {}
    where: dict[str, list[str]] = {}
    said: dict[str, list[str]] = {}
    for shape_name, shape in shapes.items():
        for name, fld in shape.items():
            schema = fld.schema()
            schema.pop("default", None)
            described = schema.pop("description", "").rstrip(".")
            known = properties.setdefault(name, schema)
            if known != schema and schema not in known.get("anyOf", []):
                properties[name] = {"anyOf": [*known.get("anyOf", [known]), schema]}
            where.setdefault(name, []).append(shape_name)
            if described and described not in said.setdefault(name, []):
                said[name].append(described)
    for name, schema in properties.items():
        words, shapes_with_it = "; ".join(said.get(name, [])), ", ".join(where[name])
        schema["description"] = f"{words}. In {shapes_with_it}." if words else f"In {shapes_with_it}."
    return {"type": "object", "properties": properties, "additionalProperties": False}


@dataclass(frozen=True)
class MapOf(Field):
    """An object with free keys (player names, goods) and one kind of value."""

    key: Field = field(default_factory=lambda: Str(min_length=1, max_length=40))  # Str, or a Choice of names
    value: Field = field(default_factory=Field)
    max_items: int = 20

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Invalid(msg("field-not-object", value=repr(value)))
        if len(value) > self.max_items:
            raise Invalid(msg("field-too-many-entries", maximum=self.max_items))
        out = {}
        for k, v in value.items():
            self.key.check(k, f"{path} key", errors)
            out[k] = self.value.check(v, f"{path}.{k}", errors)
        return out

    def _schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "propertyNames": self.key.schema(),  # screens offer seats or goods by it (Fix form)
            "additionalProperties": self.value.schema(),
            "maxProperties": self.max_items,
        }


def json_type(value: Any) -> str:
    """The JSON Schema type of a plain JSON value.

    >>> [json_type(v) for v in (True, 3, 2.5, "sheriff", None)]
    ['boolean', 'integer', 'number', 'string', 'null']
    """
    if value is None:
        return "null"
    for kind, name in ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string")):
        if isinstance(value, kind):
            return name
    raise TypeError(f"{value!r} is not a JSON scalar")


def with_null(schema: dict[str, Any]) -> dict[str, Any]:
    """A schema that also takes null, in standard JSON Schema (OpenAPI 3.1; 3.0's
    ``nullable`` is unknown to a Draft 2020-12 validator, which then rejects a default of null).

    >>> with_null({"type": "string", "enum": ["a"]})
    {'type': ['string', 'null'], 'enum': ['a', None]}
    """
    out = dict(schema)
    if "anyOf" in out:
        out["anyOf"] = [*out["anyOf"], {"type": "null"}]
        return out
    kinds = out.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else list(kinds)
        out["type"] = kinds + ["null"] if "null" not in kinds else kinds
    if "enum" in out and None not in out["enum"]:
        out["enum"] = [*out["enum"], None]
    if "type" not in out and "enum" not in out:
        out = {"anyOf": [out, {"type": "null"}]}
    return out


def plain_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A published field schema as a form or a fuzzer reads it: one ``type``, the real ``enum``
    choices (typed choices of several types merged back) and ``nullable`` when null is taken.
    The PWA's forms do the same (pwa/js/forms.js, ``plainSchema``).

    >>> plain_schema({"type": ["integer", "null"], "minimum": 1})
    {'type': 'integer', 'minimum': 1, 'nullable': True}
    >>> plain_schema(Choice(choices=(1, 2, "sheriff"), nullable=True).schema())
    {'enum': [1, 2, 'sheriff'], 'type': 'integer', 'nullable': True}
    """
    out = dict(schema)
    branches = out.get("anyOf")
    if branches and all("enum" in b or b.get("type") == "null" for b in branches):
        del out["anyOf"]
        out["enum"] = [choice for b in branches for choice in b.get("enum", [])]
        out["type"] = [kind for b in branches for kind in as_list(b.get("type"))]
    kinds = as_list(out.get("type"))
    if "null" in kinds or None in out.get("enum", [None]) and "enum" in out:
        out["nullable"] = True
    if "type" in out:
        out["type"] = next((kind for kind in kinds if kind != "null"), None)
    if "enum" in out:
        out["enum"] = [choice for choice in out["enum"] if choice is not None]
    return out


def as_list(kinds: Any) -> list[str]:
    return [] if kinds is None else [kinds] if isinstance(kinds, str) else list(kinds)


def _validate_into(
    spec: Mapping[str, Field], data: Mapping[str, Any], errors: dict[str, list[Text]], prefix: str = ""
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in data:
        if name not in spec:
            errors.setdefault(prefix + name, []).append(msg("field-unknown", path=prefix + name))
    for name, fld in spec.items():
        path = prefix + name
        if name in data:
            out[name] = fld.check(data[name], path, errors)
        elif fld.default is not _MISSING:
            out[name] = fld.default
        elif fld.required:
            errors.setdefault(path, []).append(msg("field-required", path=path))
    return out


def validate(spec: Mapping[str, Field], data: Any, *, what: str = "input") -> dict[str, Any]:
    """Check ``data`` against ``spec``; return it with defaults filled in.

    Raises one RuleError naming every bad field (``rule`` is None: these are
    shape errors, not rulings).
    """
    if not isinstance(data, dict):
        raise RuleError(msg("input-not-object", what=what, kind=type(data).__name__), field="_schema")
    errors: dict[str, list[Text]] = {}
    out = _validate_into(spec, data, errors)
    if errors:
        first = next(iter(errors.values()))[0]
        raise RuleError(first, errors=errors)
    return out


def object_schema(spec: Mapping[str, Field]) -> dict[str, Any]:
    """JSON Schema of an object whose properties are ``spec``."""
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {name: fld.schema() for name, fld in spec.items()},
        "additionalProperties": False,
    }
    required = [n for n, f in spec.items() if f.required and f.default is _MISSING]
    if required:
        schema["required"] = required
    return schema
