"""marshmallow's and webargs' own sentences for a malformed request, in the request's language.

A request the schemas refuse (a field missing, a string where a number goes, a length out of
bounds) is refused by marshmallow, whose messages are English sentences ("Missing data for
required field.", "Length must be between 1 and 60."). This module knows each of the sentences
the API's schemas can give and reads it back as a catalog message (``schema-...`` ids, with the
bounds as placeables), so :func:`api.errors.problem` renders it like any other. A sentence it does
not know is left as it is.

>>> as_message("Missing data for required field.")
Message(id='schema-required', args={})
>>> as_message("Length must be between 1 and 60.")
Message(id='schema-length-between', args={'min': '1', 'max': '60'})
>>> as_message("Must be greater than or equal to 1 and less than or equal to 2147483647.").args["max"]
'2147483647'
>>> as_message("Something else.") is None
True
"""
from __future__ import annotations

import re
from functools import cache

from engine.messages import Message, msg

# marshmallow's and webargs' fixed sentences (their default error messages), and the API's own.
PLAIN = {
    "Missing data for required field.": "schema-required",
    "Field may not be null.": "schema-null",
    "Invalid value.": "schema-invalid-value",
    "Unknown field.": "schema-unknown-field",
    "Invalid input type.": "schema-invalid-input-type",
    "Invalid type.": "schema-invalid-type",
    "Not a valid string.": "schema-not-string",
    "Not a valid utf-8 string.": "schema-not-utf8",
    "Not a valid integer.": "schema-not-integer",
    "Not a valid number.": "schema-not-number",
    "Number too large.": "schema-number-too-large",
    "Special numeric values (nan or infinity) are not permitted.": "schema-special-number",
    "Not a valid boolean.": "schema-not-boolean",
    "Not a valid list.": "schema-not-list",
    "Not a valid mapping type.": "schema-not-mapping",
    "String does not match expected pattern.": "schema-pattern",
    "Invalid JSON body.": "schema-invalid-json",
    "Not a person id (p- and 16 hex digits).": "schema-not-person-id",
}
# marshmallow.validate's sentences with placeables: Range (its inclusive and exclusive bounds), Length, OneOf.
LOWER = {"gte": "greater than or equal to", "gt": "greater than"}
UPPER = {"lte": "less than or equal to", "lt": "less than"}
TEMPLATES: list[tuple[str, str, dict[str, str]]] = [
    *((f"Must be {low} {{min}} and {high} {{max}}.", "schema-range", {"min_op": lo, "max_op": hi})
      for lo, low in LOWER.items() for hi, high in UPPER.items()),
    *((f"Must be {low} {{min}}.", "schema-range-min", {"min_op": lo}) for lo, low in LOWER.items()),
    *((f"Must be {high} {{max}}.", "schema-range-max", {"max_op": hi}) for hi, high in UPPER.items()),
    ("Length must be between {min} and {max}.", "schema-length-between", {}),
    ("Length must be {equal}.", "schema-length-equal", {}),
    ("Longer than maximum length {max}.", "schema-length-max", {}),
    ("Shorter than minimum length {min}.", "schema-length-min", {}),
    ("Must be one of: {choices}.", "schema-one-of", {}),
]


@cache
def patterns() -> list[tuple[re.Pattern[str], str, dict[str, str]]]:
    """Each template as a regular expression, its placeables as named groups."""
    def compiled(template: str) -> re.Pattern[str]:
        return re.compile(re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(template)) + r"\Z")
    return [(compiled(template), message_id, fixed) for template, message_id, fixed in TEMPLATES]


def as_message(text: str) -> Message | None:
    """marshmallow's (or webargs') English sentence as a catalog message; None for any other text."""
    if text in PLAIN:
        return msg(PLAIN[text])
    for pattern, message_id, fixed in patterns():
        found = pattern.match(text)
        if found:
            # The bounds stay as marshmallow wrote them (digit for digit, as the schema declares them).
            return Message(message_id, {**fixed, **found.groupdict()})
    return None
