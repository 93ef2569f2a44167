"""What the published OpenAPI document says beyond the marshmallow schemas.

Other tools are one of the three things Sherwood Table is for: they read
``/api/openapi.json``, generate a client from it and play through that client
only. So the spec is OpenAPI 3.1 (standard JSON Schema: ``type: [x, "null"]``
where 3.0 had ``nullable``), every operation has a stable ``operationId``,
and each game's moves are named components built from the engine's own
``MoveSpec`` fields, one ``oneOf`` per game with a discriminator on ``type``:
a generated client then builds ``ScorePadAdd(points=3)`` with typed fields,
and a typo fails before it is sent. The API still validates every move with
the engine (``engine.validate_move``): the spec describes, it does not decide.
"""
from __future__ import annotations

import copy
import json
import re
from typing import Any

import engine
from engine.fields import object_schema

from .paths import PRESET_NAME_PATTERN

# Short, readable names for the games' schemas and calculator operations ("CurseReveal",
# "rescuingAttack"); a game not listed gets its id in PascalCase ("ScorePad").
GAME_NAMES = {
    "curse-you-robin-hood": "Curse",
    "robin-hood-goods": "Goods",
    "hero-of-the-people": "Hero",
    "rescuing-robin-hood": "Rescuing",
    "robin-hood-1990": "RobinHood1990",
}

SEAT_PROPERTY = {
    "type": "integer", "minimum": 0, "maximum": 99,
    "description": "Seat acted for; defaults to the caller's. Only the host may act for others.",
}
EXPECTED_VERSION_PROPERTY = {
    "type": "integer", "minimum": 0, "maximum": 2**31 - 1,
    "description": "Refuse with 409 unless the table is at this version",
}

SECURITY_SCHEMES = {
    "bearerAuth": {"type": "http", "scheme": "bearer", "description": "A host, player or spectator token"},
    "streamTicket": {
        "type": "apiKey", "in": "query", "name": "ticket",
        "description": "A live-update ticket (POST /api/v1/tables/{table_id}/events/tickets), good for EventSource's own reconnections: "
                       "EventSource cannot send headers, and a lasting token does not go in a URL.",
    },
}


def pascal(text: str) -> str:
    """'legend-play' -> 'LegendPlay', 'acquire_king_richard' -> 'AcquireKingRichard'.

    >>> pascal("robin_hood"), pascal("score-pad"), pascal("1990")
    ('RobinHood', 'ScorePad', '1990')
    """
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[-_ ]+", text) if part)


def camel(text: str) -> str:
    name = pascal(text)
    return name[:1].lower() + name[1:]


def game_name(game: engine.Game) -> str:
    return GAME_NAMES.get(game.id, pascal(game.id))


def calculator_operation_id(game: engine.Game, name: str) -> str:
    """'rescuing-robin-hood' + 'attack' -> 'rescuingAttack'."""
    return camel(game_name(game)) + pascal(name)


def move_schema_name(game: engine.Game, move_type: str) -> str:
    return game_name(game) + pascal(move_type)


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def move_schema(game: engine.Game, move_type: str, spec: engine.MoveSpec) -> dict[str, Any]:
    """One move as /moves takes it: its ``type``, the platform's fields and the game's own."""
    own = object_schema(spec.fields)
    # The default lets a generated client fill it in: ScorePadAdd(points=3).
    properties: dict[str, Any] = {"type": {"type": "string", "const": move_type, "default": move_type}}
    if spec.who != "host":  # a host move with a seat is refused (api.moves.acting_seat)
        properties["seat"] = SEAT_PROPERTY
    properties["expected_version"] = EXPECTED_VERSION_PROPERTY
    properties.update(own["properties"])
    who = {"seat": "A seat's move (the host may enter it for any seat).", "host": "The host's move only.",
           "any": "Any seat, or the host, acting as themselves."}[spec.who]
    private = f" Private: {', '.join(spec.private)} (other seats read null in the log)." if spec.private else ""
    return {
        "type": "object",
        "title": move_schema_name(game, move_type),
        "description": f"{game.title}: {spec.description} {who}{private}",
        "properties": properties,
        "required": ["type", *own.get("required", [])],
        "additionalProperties": False,
    }


def move_components(games: list[engine.Game]) -> dict[str, dict[str, Any]]:
    """Every game's moves as named components, a ``<Game>Move`` union per game, and ``Move``
    over all games (``anyOf``: two games may share a move type, e.g. ``adjust``)."""
    components: dict[str, dict[str, Any]] = {}
    unions = []
    for game in games:
        mapping = {}
        for move_type, spec in game.moves.items():
            name = move_schema_name(game, move_type)
            components[name] = move_schema(game, move_type, spec)
            mapping[move_type] = ref(name)["$ref"]
        union = game_name(game) + "Move"
        components[union] = {
            "description": f"A move of {game.title} (game id `{game.id}`), by its `type`.",
            "oneOf": [{"$ref": target} for target in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
        unions.append(ref(union))
    components["Move"] = {
        "description": "A move for POST /moves: one of the table's game's moves (`<Game>Move`). "
                       "The engine checks it against the table's game; another game's move is refused with 422.",
        "anyOf": unions,
    }
    # A correction's move is the move as /moves takes it, less what only /moves says: the seat is the
    # amendment's own, the expected version the correction's (the server refuses either here).
    components["AmendedMove"] = {
        "description": "A correction's move: a `Move` without `seat` (the amendment says the seat) and without"
                       " `expected_version` (the correction's body says it).",
        "$ref": ref("Move")["$ref"],
        "not": {"anyOf": [{"properties": {name: {}}, "required": [name]} for name in ("seat", "expected_version")]},
    }
    return components


def move_body_property(converter: Any, field: Any, **kwargs: Any) -> dict[str, Any]:
    """apispec attribute function: a MoveBody field (a correction's move) is documented as an ``AmendedMove``."""
    from .schemas import MoveBody

    return ref("AmendedMove") if isinstance(field, MoveBody) else {}


def table_components(games: list[engine.Game], table: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """``GameTable``: the table answer by its ``game`` (``oneOf`` with a discriminator), each game's
    ``<Game>Table`` the ``Table`` component with ``game`` a ``const`` and ``state`` typed by the
    game's ``view_schema`` (``<Game>State``) where it declares one, else the game's own object.

    Whole copies of ``Table``, not ``allOf``: openapi-python-client keeps the first ``state`` of an
    ``allOf`` and cannot merge a ``const`` into a string.
    """
    components: dict[str, dict[str, Any]] = {}
    mapping = {}
    for game in games:
        name = game_name(game)
        variant = copy.deepcopy(table)
        variant["title"] = f"{name}Table"
        variant["description"] = f"A {game.title} table as the caller's seat may see it (game id `{game.id}`)."
        variant["properties"]["game"] = {"type": "string", "const": game.id}
        if game.view_schema is not None:
            components[f"{name}State"] = {**game.view_schema.schema(), "title": f"{name}State",
                                          "description": f"A {game.title} table's state as one seat may see it."}
            variant["properties"]["state"] = ref(f"{name}State")
        components[f"{name}Table"] = variant
        mapping[game.id] = ref(f"{name}Table")["$ref"]
    components["GameTable"] = {
        "description": "A table as the caller's seat may see it, by its `game`.",
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "game", "mapping": mapping},
    }
    return components


def register_tables(api: Any, games: list[engine.Game]) -> None:
    """After the blueprints (``Table`` is then a component): the typed tables of ``table_components``."""
    for name, schema in table_components(games, api.spec.components.schemas["Table"]).items():
        api.spec.components.schema(name, schema)


def register(api: Any, games: list[engine.Game]) -> None:
    """Add what the marshmallow schemas cannot say to the app's spec (before the blueprints)."""
    spec = api.spec
    api.ma_plugin.converter.add_attribute_function(move_body_property)
    for name, scheme in SECURITY_SCHEMES.items():
        spec.components.security_scheme(name, scheme)
    for name, schema in move_components(games).items():
        spec.components.schema(name, schema)


GAME_TABLE_RESPONSE = {200: {"content": {"application/json": {"schema": ref("GameTable")}}}}

MOVE_REQUEST_BODY = {
    "required": True,
    "content": {"application/json": {"schema": ref("Move")}},
}


# -- request bodies without `default` (issue 36, point 4) ------------------------------------------

def schema_refs(node: Any) -> set[str]:
    """The names of the components a piece of the spec points to (``$ref``), at any depth.

    >>> sorted(schema_refs({"oneOf": [{"$ref": "#/components/schemas/A"}, {"items": {"$ref": "#/components/schemas/B"}}]}))
    ['A', 'B']
    """
    if isinstance(node, dict):
        found = {node["$ref"].rsplit("/", 1)[1]} if isinstance(node.get("$ref"), str) else set()
        return found.union(*(schema_refs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(schema_refs(value) for value in node))
    return set()


def request_components(paths: dict[str, Any], schemas: dict[str, Any]) -> set[str]:
    """Every component a request body reaches, directly or through other components."""
    reached: set[str] = set()
    waiting = {name for operations in paths.values() for operation in operations.values()
               if isinstance(operation, dict) for name in schema_refs(operation.get("requestBody", {}))}
    while waiting:
        name = waiting.pop()
        if name not in reached and name in schemas:
            reached.add(name)
            waiting |= schema_refs(schemas[name]) - reached
    return reached


def without_defaults(schema: Any) -> Any:
    """``schema`` with each optional property's ``default`` said in its description instead.

    A generator reads a component's ``default`` as "always there": openapi-typescript then makes the
    field required, and a move or a join that leaves it out (as the server allows) does not type-check.
    The server's default is the same; only where it is written changes.

    >>> without_defaults({"properties": {"host": {"type": "boolean", "default": False, "description": "Sit as host."}}})
    {'properties': {'host': {'type': 'boolean', 'description': 'Sit as host. Left out: false.'}}}
    """
    if isinstance(schema, list):
        return [without_defaults(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    copied = {key: without_defaults(value) for key, value in schema.items()}
    required = set(copied.get("required") or ())  # a required field's default (a move's type) misleads no one
    for name, prop in (copied.get("properties") or {}).items():
        if isinstance(prop, dict) and "default" in prop and name not in required:
            left_out = f"Left out: {json.dumps(prop.pop('default'))}."
            prop["description"] = f"{prop['description']} {left_out}" if prop.get("description") else left_out
    return copied


def document_request_defaults(api: Any) -> None:
    """After every blueprint and the typed tables: no request body's component carries a ``default``
    (copies: the engine's own schemas, which GET /games publishes, keep theirs)."""
    schemas = api.spec.components.schemas
    for name in request_components(api.spec._paths, schemas):
        schemas[name] = without_defaults(schemas[name])


# -- what the server enforces beyond each field (issue 36, point 5) ----------------------------------
# marshmallow's validates_schema and the views' own checks say things about several fields at once, which
# apispec cannot read from the schemas: said here, so that a request valid by the spec is one the server
# takes (schemathesis' positive_data_acceptance) and one it refuses is invalid by the spec.

# AmendmentSchema.one_change: the corrected move, or delete: true, never both nor neither. Said as what is
# refused (a `not`, as AmendedMove does), which generated clients leave to the server: a oneOf of two
# shapes would give them two Amendment classes. Each subschema names the properties it requires
# (Redocly's no-required-schema-properties-undefined).
DELETE_IS_TRUE: dict[str, Any] = {"delete": {"type": "boolean", "enum": [True]}}
DELETE_TRUE = {"required": ["delete"], "properties": DELETE_IS_TRUE}
AMENDMENT_MOVE_OR_DELETE = {"not": {"anyOf": [
    {"required": ["move", "delete"], "properties": {"move": {}, **DELETE_IS_TRUE}},  # both
    {"not": {"anyOf": [{"required": ["move"], "properties": {"move": {}}}, DELETE_TRUE]}},  # neither
]}}
# ClockInSchema.says_something: paused, turn_limit_seconds or both (expected_version alone says nothing).
CLOCK_SAYS_SOMETHING = {"anyOf": [{"required": ["paused"], "properties": {"paused": {}}},
                                  {"required": ["turn_limit_seconds"], "properties": {"turn_limit_seconds": {}}}]}
# A message as a refusal carries it (engine.messages.Message.from_json): an id, and its placeables.
WORDS_MESSAGE = {
    "type": "object", "required": ["id"],  # other keys are ignored, as Message.from_json does
    "properties": {"id": {"type": "string", "minLength": 1, "description": "The message's id"},
                   "args": {"type": "object", "description": "Its placeables (a nested message as {id, args})"}},
    "description": "A message as a refusal carries it: {id, args}",
}


def document_enforced_constraints(api: Any, games: list[engine.Game]) -> None:
    """After document_request_defaults: the request components' constraints across fields, and the game
    ids a table is made of (the create view refuses any other with 422 api-no-game)."""
    schemas = api.spec.components.schemas
    schemas["TableCreate"]["properties"]["game"]["enum"] = [game.id for game in games]
    schemas["Amendment"].update(copy.deepcopy(AMENDMENT_MOVE_OR_DELETE))
    schemas["ClockIn"].update(copy.deepcopy(CLOCK_SAYS_SOMETHING))
    schemas["WordsIn"]["properties"]["message"] = copy.deepcopy(WORDS_MESSAGE)
    for path, item in api.spec._paths.items():
        if path.endswith("/presets/{name}"):
            for parameter in item.get("parameters", []):
                if parameter["name"] == "name":
                    parameter["schema"]["pattern"] = f"^{PRESET_NAME_PATTERN}$"
