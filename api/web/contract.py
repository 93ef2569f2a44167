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
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import engine
from engine.fields import Bool, Field, Int, ListOf, MapOf, Object, Str, merged_object_schema, object_schema

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


def union_by(property_name: str, mapping: dict[str, str], description: str) -> dict[str, Any]:
    """A ``oneOf`` of the components ``mapping`` names, told apart by ``property_name`` (a discriminator)."""
    return {"description": description, "oneOf": [{"$ref": target} for target in mapping.values()],
            "discriminator": {"propertyName": property_name, "mapping": mapping}}


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
        components[union] = union_by("type", mapping, f"A move of {game.title} (game id `{game.id}`), by its `type`.")
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


# -- every answer typed per game (issue 36, point 1) -------------------------------------------------
# A table, a move's answer, a log entry, a result and an export each say their `game`; each is published as
# `Game<Answer>`, a ``oneOf`` of `<Game><Answer>` by `game` (a discriminator), in which everything the game
# decides is typed from the engine's own declarations: the state (Game.view_schema), the options
# (Game.options), each move as the log shows it (MoveSpec.logged_schema) and every result (MoveSpec.result).
# Whole copies of each answer, not ``allOf``: openapi-python-client keeps the first ``state`` of an ``allOf``
# and cannot merge a ``const`` into a string.

@dataclass(frozen=True)
class Component(Field):
    """A field whose shape is a component of the spec (a game's result inside an undo's changes)."""

    name: str = ""

    def _schema(self) -> dict[str, Any]:
        return ref(self.name)


def nullable_ref(name: str, description: str = "") -> dict[str, Any]:
    schema: dict[str, Any] = {"anyOf": [ref(name), {"type": "null"}]}
    return {**schema, "description": description} if description else schema


def platform_results(name: str) -> dict[str, dict[str, Field]]:
    """What the platform's own log entries (an undo, a correction, a clock setting) have as result."""
    change = Object(fields={
        "version": Int(minimum=1, description="The later move whose result changed"),
        "seat": Int(minimum=0, nullable=True, description="Its seat"),
        "type": Str(description="Its type"),
        "before": Component(name=f"{name}MoveResult", nullable=True, description="Its result before"),
        "after": Component(name=f"{name}MoveResult", nullable=True, description="Its result after"),
        "amended": Bool(required=False, description="Whether the correction itself changed that move"),
    })
    changes = ListOf(item=change, max_items=2**31 - 1, required=False,
                     description="The later moves whose result the replay changed")
    seat = Int(minimum=0, nullable=True, description="The seat of the move taken back or corrected")
    corrected = Object(fields={"version": Int(minimum=1), "type": Str(), "seat": seat,
                               "deleted": Bool(description="Whether the correction deleted the move")})
    return {
        "undo": {"undid": Int(minimum=1, description="The version taken back"),
                 "type": Str(description="The type of the move taken back"), "seat": seat, "changes": changes},
        "correction": {"corrected": ListOf(item=corrected, max_items=2**31 - 1, description="The moves corrected"),
                       "changes": changes},
        "clock": {"paused": Bool(description="Whether the turn clock is paused now"),
                  "turn_limit_seconds": Int(minimum=1, nullable=True, description="The turn limit now, or null")},
    }


def platform_logged_moves(name: str) -> dict[str, dict[str, Any]]:
    """The platform's own entries as the log keeps their move (`type` undo, correction or clock), declared as
    a game declares its moves (MoveSpec.logged_schema)."""
    seat = Int(minimum=0, nullable=True)
    amendment = Object(fields={
        "version": Int(minimum=1, description="The move corrected"),
        "before": Component(name=f"{name}LoggedMove", description="The move as it was"),
        "before_seat": replace(seat, description="Its seat as it was"),
        "move": Component(name=f"{name}LoggedMove", nullable=True, description="The move as it is now; null: deleted"),
        "seat": replace(seat, description="Its seat now"),
    })
    return {
        "undo": engine.MoveSpec("").logged_schema("undo"),
        "correction": engine.MoveSpec("", {"amendments": ListOf(item=amendment, max_items=2**31 - 1)})
        .logged_schema("correction"),
        "clock": engine.MoveSpec("", {"paused": Bool(required=False),
                                      "turn_limit_seconds": Int(minimum=1, nullable=True, required=False)})
        .logged_schema("clock"),
    }


def game_parts(game: engine.Game) -> dict[str, dict[str, Any]]:
    """One game's typed parts: `<Game>State`, `<Game>Options`, `<Game>MoveResult` (a move's result),
    `<Game>EntryResult` (any entry's: a move's or the platform's), `<Game>LoggedMove` (by `type`) and
    each move type's `<Game><Type>Logged`."""
    name = game_name(game)
    parts: dict[str, dict[str, Any]] = {}
    if game.view_schema is not None:
        parts[f"{name}State"] = {**game.view_schema.schema(), "description": f"A {game.title} table's state as one seat may see it."}
    parts[f"{name}Options"] = {**object_schema(game.options), "description": f"A new {game.title} table's options."}
    parts[f"{name}StoredOptions"] = {**game.stored_options_schema(), "description": (
        f"A {game.title} table's options as it keeps them: a new table's, or the values an older release's tables keep.")}
    parts[f"{name}MoveResult"] = {**game.results_schema(), "description": f"What a {game.title} move came to."}
    shapes = {move_type: spec.result_fields() for move_type, spec in game.moves.items()}
    parts[f"{name}EntryResult"] = {**merged_object_schema({**shapes, **platform_results(name)}),
                                   "description": f"A {game.title} log entry's result: its move's, or an undo's,"
                                                  " a correction's or a clock setting's."}
    mapping = {}
    logged = {move_type: spec.logged_schema(move_type) for move_type, spec in game.moves.items()}
    for move_type, schema in {**logged, **platform_logged_moves(name)}.items():
        component = f"{name}{pascal(move_type)}Logged"
        parts[component] = schema
        mapping[move_type] = ref(component)["$ref"]
    parts[f"{name}LoggedMove"] = union_by("type", mapping, f"A {game.title} move as the log keeps it, by its `type`.")
    return parts


def value_schema(fld: Field) -> dict[str, Any]:
    """A field's value as an answer carries it: its schema without what only a request reads."""
    return {key: value for key, value in fld.schema().items() if key not in ("default", "description")}


def typed_domain(domain: dict[str, Any], fld: Field) -> dict[str, Any]:
    """The ``Domain`` component for one field: its ``values`` typed as the field's values, a list's ``items``
    as its item's domain, a map's ``entries`` and ``counts`` as its values' (what engine/choices.py offers)."""
    typed = copy.deepcopy(domain)
    properties = typed["properties"]
    properties["values"]["items"] = value_schema(fld)
    if isinstance(fld, ListOf):
        properties["items"] = {**typed_domain(domain, fld.item), "description": properties["items"]["description"]}
    else:
        del properties["items"], properties["min_items"], properties["max_items"]
    if isinstance(fld, MapOf):
        for name in ("entries", "counts"):
            properties[name]["additionalProperties"] = typed_domain(domain, fld.value)
    else:
        for name in ("entries", "counts", "min_total", "max_total", "counts_within"):
            del properties[name]
    return typed


def legal_move_parts(game: engine.Game, schemas: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """`<Game>Choices`: the table's `choices` with each legal move a `<Game><Type>LegalMove` (by `type`),
    whose `fields` are that move's fields, each a `Domain` typed by the field's own declaration."""
    name = game_name(game)
    parts: dict[str, dict[str, Any]] = {}
    mapping = {}
    for move_type, spec in game.moves.items():
        component = f"{name}{pascal(move_type)}LegalMove"
        legal = copy.deepcopy(schemas["LegalMove"])
        legal["properties"]["type"] = {"type": "string", "const": move_type}
        said = legal["properties"]["fields"]["description"]
        legal["properties"]["fields"] = {
            "type": "object", "description": said, "additionalProperties": False,
            "properties": {field_name: typed_domain(schemas["Domain"], fld) for field_name, fld in spec.fields.items()}}
        parts[component] = legal
        mapping[move_type] = ref(component)["$ref"]
    parts[f"{name}LegalMove"] = union_by("type", mapping, f"A {game.title} move the caller may send now, by its `type`.")
    choices = copy.deepcopy(schemas["Choices"])
    choices["properties"]["moves"]["items"] = ref(f"{name}LegalMove")
    parts[f"{name}Choices"] = choices
    return parts


# The answers that say their game, each published as `Game<Answer>` (typed_parts: what the game types in each).
ANSWERS = ("Table", "TableCreate", "MoveOut", "LogEntry", "Result", "Export", "CorrectionPreview", "UndoPreview")
RENAMED = {answer: f"Game{answer}" for answer in ANSWERS}


def typed_parts(name: str) -> dict[str, dict[str, dict[str, Any]]]:
    """For each answer, its properties the game types (the rest is the answer's own component)."""
    entry_result = nullable_ref(f"{name}EntryResult")
    changes = {"type": "array", "items": ref(f"{name}ResultChange")}
    return {
        "Table": {"state": ref(f"{name}State"), "options": ref(f"{name}StoredOptions"), "choices": ref(f"{name}Choices")},
        "TableCreate": {"options": ref(f"{name}Options")},
        "MoveOut": {"state": ref(f"{name}State"), "result": ref(f"{name}EntryResult")},
        "LogEntry": {"move": ref(f"{name}LoggedMove"), "result": entry_result, "entered_result": entry_result,
                     "now": nullable_ref(f"{name}CorrectedMove")},
        "Result": {"options": ref(f"{name}StoredOptions")},
        "Export": {"table": ref(f"{name}Table"), "result": nullable_ref(f"{name}Result"),
                   "log": {"type": "array", "items": ref(f"{name}LogEntry")}},
        "CorrectionPreview": {"changes": changes, "own_changes": changes},
        "UndoPreview": {"changes": changes},
    }


def game_variant(base: dict[str, Any], game: engine.Game, title: str, typed: dict[str, dict[str, Any]],
                 says_game: bool = True) -> dict[str, Any]:
    """``base`` (an answer, or a part of one) for one game: ``typed``'s properties in place of its own, and its
    ``game`` a ``const`` (a part says no game of its own: the answer does)."""
    variant = copy.deepcopy(base)
    variant["title"] = title
    variant["description"] = f"{base.get('description') or title} (game id `{game.id}`)."
    if says_game:
        variant["properties"]["game"] = {"type": "string", "const": game.id}
    for prop, schema in typed.items():
        said = variant["properties"][prop].get("description")
        variant["properties"][prop] = {**schema, "description": said} if said else schema
    return variant


def replace_refs(node: Any, renamed: dict[str, str]) -> Any:
    """``node`` with every ``$ref`` to a renamed component pointing to its new name."""
    if isinstance(node, list):
        return [replace_refs(item, renamed) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: replace_refs(value, renamed) for key, value in node.items()}
    target = out.get("$ref")
    if isinstance(target, str) and target.rsplit("/", 1)[1] in renamed:
        out["$ref"] = ref(renamed[target.rsplit("/", 1)[1]])["$ref"]
    return out


# The components register_game_answers replaces by typed ones, each game's own, and removes.
UNTYPED_PARTS = ("LoggedMove", "CorrectedMove", "ResultChange", "Choices", "LegalMove", "Domain")


def answer_parts(game: engine.Game, schemas: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The parts of one game's answers that say no game of their own: a log entry's `now` and a preview's changes."""
    name = game_name(game)
    return {
        f"{name}CorrectedMove": game_variant(schemas["CorrectedMove"], game, f"{name}CorrectedMove",
                                            {"move": nullable_ref(f"{name}LoggedMove")}, says_game=False),
        f"{name}ResultChange": game_variant(schemas["ResultChange"], game, f"{name}ResultChange", {
            "move": ref(f"{name}LoggedMove"), "before": ref(f"{name}MoveResult"), "after": ref(f"{name}MoveResult")},
            says_game=False),
    }


def register_game_answers(api: Any, games: list[engine.Game]) -> None:
    """After the blueprints and TableEvent: each answer above as `Game<Answer>`, every reference to it (in
    the operations and in other components, e.g. a TableEvent's entry) pointed there, and the untyped
    components left behind removed."""
    schemas = api.spec.components.schemas
    untyped = {name: schemas.pop(name) for name in [*ANSWERS, *UNTYPED_PARTS]}
    for name, schema in list(schemas.items()):
        schemas[name] = replace_refs(schema, RENAMED)
    # Built once a process (every test makes apps): the components are read, never changed, afterwards.
    schemas.update(typed_components(tuple(game.id for game in games), json.dumps(untyped)))
    for path, item in api.spec._paths.items():
        api.spec._paths[path] = replace_refs(item, RENAMED)


@lru_cache(maxsize=4)
def typed_components(game_ids: tuple[str, ...], untyped_json: str) -> dict[str, dict[str, Any]]:
    """The typed components of register_game_answers, from the games and the untyped ones (as JSON)."""
    by_id = {game.id: game for game in engine.all_games()}
    games = [by_id[game_id] for game_id in game_ids]
    schemas = json.loads(untyped_json)
    added: dict[str, dict[str, Any]] = {}
    for game in games:
        added |= game_parts(game) | legal_move_parts(game, schemas) | answer_parts(game, schemas)
        name = game_name(game)
        for answer, typed in typed_parts(name).items():
            added[f"{name}{answer}"] = game_variant(schemas[answer], game, f"{name}{answer}", typed)
    for answer in ANSWERS:
        mapping = {game.id: ref(f"{game_name(game)}{answer}")["$ref"] for game in games}
        added[f"Game{answer}"] = union_by("game", mapping, f"{schemas[answer].get('description') or answer}, by its `game`.")
    return {name: replace_refs(schema, RENAMED) for name, schema in added.items()}


def register(api: Any, games: list[engine.Game]) -> None:
    """Add what the marshmallow schemas cannot say to the app's spec (before the blueprints)."""
    spec = api.spec
    api.ma_plugin.converter.add_attribute_function(move_body_property)
    for name, scheme in SECURITY_SCHEMES.items():
        spec.components.security_scheme(name, scheme)
    for name, schema in move_components(games).items():
        spec.components.schema(name, schema)


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
    """After document_request_defaults: the request components' constraints across fields (the game ids a
    table is made of are `GameTableCreate`'s: the create view refuses any other with 422 api-no-game)."""
    schemas = api.spec.components.schemas
    schemas["Amendment"].update(copy.deepcopy(AMENDMENT_MOVE_OR_DELETE))
    schemas["ClockIn"].update(copy.deepcopy(CLOCK_SAYS_SOMETHING))
    schemas["WordsIn"]["properties"]["message"] = copy.deepcopy(WORDS_MESSAGE)
    for path, item in api.spec._paths.items():
        if path.endswith("/presets/{name}"):
            for parameter in item.get("parameters", []):
                if parameter["name"] == "name":
                    parameter["schema"]["pattern"] = f"^{PRESET_NAME_PATTERN}$"
