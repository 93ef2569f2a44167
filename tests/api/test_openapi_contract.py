"""Openapi.yaml is a contract other tools can take as it is.

It validates (openapi-spec-validator), lints clean (Spectral's `spectral:oas`,
Redocly's `recommended`), names every operation, types every game's moves,
and its JSON Schemas are standard (Draft 2020-12): the engine's own defaults
pass them. The linters come from npm into .venv/openapi-tools (scripts/test
installs them); nothing is downloaded here.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate as validate_spec

import engine
from tests.helpers import correct, make_table
from tests.paths import ROOT, SPEC_FILE, published_spec

TOOLS = ROOT / ".venv" / "openapi-tools" / "node_modules" / ".bin"
SPECTRAL_RULESET = ROOT / ".spectral.yaml"
REDOCLY_CONFIG = ROOT / "redocly.yaml"

# Redocly's `recommended` warnings the docs accept (docs/api.md, "The API contract"):
ACCEPTED_REDOCLY_WARNINGS = {
    "info-license",  # the project has chosen no licence; the spec does not invent one
    "operation-4xx-response",  # GET /games, goods' card table and /health cannot fail but for a 5xx
}

PUBLIC_OPERATIONS = {
    "listGames", "getGame", "getGameBrief", "listPresets", "getPreset", "createTable", "joinTable", "claimHandover",
}
TOKEN_OPERATIONS = {
    "savePreset",  # a preset belongs to whoever saved it: a table token
    "linkSeatPerson",  # the host says who sits at a seat: the host token
}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    return published_spec()


def operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(method, path, op) for path, item in spec["paths"].items() for method, op in item.items()
            if method in ("get", "post", "put", "patch", "delete")]


def tool(name: str) -> str:
    path = TOOLS / name
    if not path.exists():
        pytest.fail(f"{path} is missing: scripts/test installs the OpenAPI tools from npm")
    return str(path)


def test_the_spec_is_valid_openapi_3_1(spec):
    assert spec["openapi"].startswith("3.1")
    validate_spec(spec)  # raises on the first error


def test_spectral_oas_finds_no_error_and_no_warning():
    run = subprocess.run([tool("spectral"), "lint", "--ruleset", str(SPECTRAL_RULESET), "--format", "json",
                          "--quiet", str(SPEC_FILE)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    found = json.loads(run.stdout or "[]")
    assert [(f["code"], f["message"], f["path"]) for f in found] == []


def test_redocly_recommended_finds_no_error_and_only_the_accepted_warnings():
    quiet = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}  # nothing leaves the machine
    run = subprocess.run([tool("redocly"), "lint", "--config", str(REDOCLY_CONFIG), "--format", "json",
                          str(SPEC_FILE)], capture_output=True, text=True, cwd=ROOT, timeout=300, env=quiet)
    report = json.loads(run.stdout[run.stdout.index("{"):])
    problems = report["problems"]
    assert [(p["ruleId"], p["message"]) for p in problems if p["severity"] == "error"] == []
    assert {p["ruleId"] for p in problems} <= ACCEPTED_REDOCLY_WARNINGS


def test_every_operation_has_a_stable_readable_operation_id(spec):
    ids = [op.get("operationId") for _, _, op in operations(spec)]
    assert all(isinstance(i, str) and re.fullmatch(r"[a-z][A-Za-z0-9]+", i) for i in ids), ids
    assert len(set(ids)) == len(ids)
    assert {"createTable", "joinTable", "postMove", "undoMove", "correctMoves", "getTable", "getLog",
            "getResult", "exportTable", "rescuingAttack", "robinHood1990Duel", "curseLegendPlay"} <= set(ids)


def test_public_operations_say_so_and_the_others_name_their_schemes(spec):
    for _, path, op in operations(spec):
        if op["operationId"] in PUBLIC_OPERATIONS or (op["tags"][0] not in ("tables", "corrections", "results", "seats", "photos")
                                                      and op["operationId"] not in TOKEN_OPERATIONS):
            assert op["security"] == [], path
        else:
            assert op["security"], path
    events = spec["paths"]["/api/v1/tables/{table_id}/events"]["get"]
    assert events["security"] == [{"bearerAuth": []}, {"streamTicket": []}]
    assert spec["components"]["securitySchemes"]["streamTicket"] == {
        **spec["components"]["securitySchemes"]["streamTicket"], "type": "apiKey", "in": "query", "name": "ticket"}
    assert "text/event-stream" in events["responses"]["200"]["content"]
    # The query token that could only ever get a 400 is no longer offered.
    assert all(p.get("name") != "token" for _, _, op in operations(spec) for p in op.get("parameters", []))
    assert spec["servers"]


def test_conditional_reads_and_created_resources_declare_their_headers(spec):
    table = spec["paths"]["/api/v1/tables/{table_id}"]["get"]["responses"]
    assert "ETag" in table["200"]["headers"] and "ETag" in table["304"]["headers"]
    log = spec["paths"]["/api/v1/tables/{table_id}/moves"]["get"]["responses"]["200"]["headers"]
    assert {"Link", "X-Pagination"} <= set(log)
    for method, path, op in operations(spec):
        if "201" in op["responses"]:
            assert "Location" in op["responses"]["201"].get("headers", {}), path


def component(spec: dict[str, Any], name: str) -> Draft202012Validator:
    """A validator of one component; its refs ('#/components/schemas/...') resolve in the spec's components."""
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": spec["components"]})


def test_each_games_moves_are_named_components_in_a_union_reachable_from_post_move(spec):
    schemas = spec["components"]["schemas"]
    body = spec["paths"]["/api/v1/tables/{table_id}/moves"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"] == {"$ref": "#/components/schemas/Move"}
    unions = {entry["$ref"].rsplit("/", 1)[1] for entry in schemas["Move"]["anyOf"]}
    assert {"CurseMove", "ScorePadMove", "RescuingMove", "GoodsMove", "HeroMove", "RobinHood1990Move"} == unions
    curse = schemas["CurseMove"]
    assert curse["discriminator"]["propertyName"] == "type"
    assert curse["discriminator"]["mapping"]["reveal"] == "#/components/schemas/CurseReveal"
    assert set(curse["discriminator"]["mapping"]) == set(engine.get("curse-you-robin-hood").moves)
    assert schemas["CurseReveal"]["properties"]["type"] == {"type": "string", "const": "reveal", "default": "reveal"}


def test_a_typed_move_takes_a_real_move_and_refuses_a_typo(spec):
    pad = component(spec, "ScorePadMove")
    assert pad.is_valid({"type": "add", "points": 3, "seat": 1, "expected_version": 2})
    assert not pad.is_valid({"type": "add", "pionts": 3})  # a typo fails before it is sent
    assert not pad.is_valid({"type": "finish", "seat": 0})  # a host move names no seat
    assert component(spec, "Move").is_valid({"type": "note", "text": "bluff"})


def test_a_corrections_move_is_typed_as_the_server_takes_it(spec, client):
    """An amendment's move is a move less `seat` and `expected_version`: the spec refuses what the
    server refuses, and the server names the field where the body holds it."""
    amended = component(spec, "AmendedMove")
    assert amended.is_valid({"type": "add", "points": 3})
    assert not amended.is_valid({"type": "add", "points": 3, "seat": 1})
    assert not amended.is_valid({"type": "add", "points": 3, "expected_version": 2})
    body = spec["components"]["schemas"]["Amendment"]["properties"]["move"]
    assert body["$ref"] == "#/components/schemas/AmendedMove"
    table = make_table(client, players=2)
    table.join("Ann")
    assert table.move(table.seat(0), type="add", points=5).status_code == 201
    refused = correct(table, table.host, {"version": 1, "move": {"type": "add", "points": 3, "seat": 1}})
    assert refused.status_code == 422 and list(refused.json["errors"]) == ["amendments.0.move.seat"]


def test_the_engines_defaults_pass_the_published_schemas_as_standard_json_schema(spec):
    """`nullable` (OpenAPI 3.0) made a Draft 2020-12 validator refuse {"goal": null}."""
    checked = 0
    for node in walk(spec):
        if "default" in node:
            schema = {key: value for key, value in node.items() if key != "default"}
            Draft202012Validator.check_schema(schema)
            assert Draft202012Validator(schema).is_valid(node["default"]), node
            checked += 1
    for game in engine.all_games():
        for node in walk(game.describe()):
            if isinstance(node, dict) and "default" in node and "type" in node:
                assert Draft202012Validator(node).is_valid(node["default"]), (game.id, node)
                checked += 1
    assert checked > 20
    goal = engine.get("score-pad").describe()["options_schema"]["properties"]["goal"]
    assert Draft202012Validator(goal).is_valid(None) and not Draft202012Validator(goal).is_valid("ten")


def test_choices_are_typed_so_generated_clients_keep_them(spec):
    duel = spec["paths"]["/api/v1/robin-hood-1990/duel"]["post"]["requestBody"]["content"]["application/json"]
    text = json.dumps(duel)
    assert '"enum"' in text
    untyped = [node for node in walk(spec) if "enum" in node and "type" not in node]
    assert untyped == []


def walk(node: Any) -> list[dict[str, Any]]:
    if isinstance(node, dict):
        return [node] + [found for value in node.values() for found in walk(value)]
    if isinstance(node, list):
        return [found for value in node for found in walk(value)]
    return []


def test_results_and_the_bg_stats_play_are_typed(spec):
    schemas = spec["components"]["schemas"]
    result = schemas["ScorePadResult"]["properties"]
    assert result["bg_stats"]["$ref"] == "#/components/schemas/BgStatsPlay"
    assert {"sourceName", "sourcePlayId", "playDate", "game", "players"} <= set(schemas["BgStatsPlay"]["properties"])
    assert result["players"]["items"] == {"$ref": "#/components/schemas/ResultPlayer"}
    assert result["options"]["$ref"] == "#/components/schemas/ScorePadStoredOptions"
    log_move = schemas["ScorePadLogEntry"]["properties"]["move"]
    assert log_move["$ref"] == "#/components/schemas/ScorePadLoggedMove"
    assert set(schemas["ScorePadLoggedMove"]["discriminator"]["mapping"]) == {*engine.get("score-pad").moves, "undo", "correction", "clock"}


def test_the_table_answer_is_typed_by_its_game_and_a_score_pads_state_matches_what_seats_see(spec, pad):
    union = spec["components"]["schemas"]["GameTable"]
    assert union["discriminator"]["propertyName"] == "game"
    assert set(union["discriminator"]["mapping"]) == {game.id for game in engine.all_games()}
    assert spec["components"]["schemas"]["ScorePadTable"]["properties"]["state"]["$ref"] == \
        "#/components/schemas/ScorePadState"
    table = component(spec, "GameTable")
    pad.move(pad.seat(1), type="note", text="bluff")
    pad.move(pad.host, type="add", points=4, seat=0)
    for headers in (pad.host, pad.seat(0), pad.seat(1)):
        answer = pad.get(headers).json
        assert [e.message for e in table.iter_errors(answer)] == []
    state = component(spec, "ScorePadState")
    assert not state.is_valid({**pad.get(pad.host).json["state"], "notes": ["bluff"]})  # nobody is sent the notes


STATE_COMPONENTS = {"curse-you-robin-hood": "CurseState", "robin-hood-goods": "GoodsState",
                    "hero-of-the-people": "HeroState", "rescuing-robin-hood": "RescuingState",
                    "robin-hood-1990": "RobinHood1990State"}


@pytest.mark.parametrize("game_id", sorted(STATE_COMPONENTS))
def test_every_games_state_is_typed_in_its_stable_parts_and_matches_what_seats_see(spec, client, game_id):
    """Each game's table answer carries a typed state (``<Game>State``, closed: every key declared); the
    views of a table played deep by generated moves, seen by the host and each seat, all match it, and so do
    each reader's log (``GameLogEntry``: every move, undo and result typed) and export (``GameExport``)."""
    import random

    from tests.api.test_no_server_errors import MoveGenerator, random_moves, seated_table

    name = STATE_COMPONENTS[game_id]
    assert spec["components"]["schemas"][name.replace("State", "Table")]["properties"]["state"]["$ref"] == \
        f"#/components/schemas/{name}"
    typed = spec["components"]["schemas"][name]
    assert typed["additionalProperties"] is False and len(typed["properties"]) >= 8 and typed["required"] == ["seats"]
    published = client.get(f"/api/v1/games/{game_id}").json
    rnd = random.Random(f"state/{game_id}")
    table, seats = seated_table(client, published)
    generate = MoveGenerator(published, seats, rnd)
    state, answers = component(spec, name), component(spec, "GameTable")
    for step, *_ in random_moves(table, seats, generate, rnd, 600, undo_rate=0.03):
        if step % 100 == 99:
            for headers in [table.host] + [table.seat(s) for s in range(seats)]:
                answer = table.get(headers).json
                assert [e.message for e in answers.iter_errors(answer)] == [], (game_id, step)
                assert state.is_valid(answer["state"])
    assert not state.is_valid({**answer["state"], "seats": "three"})  # typed: a wrong type fails
    assert not state.is_valid({**answer["state"], "undeclared": 1})  # closed: a key not declared fails
    entries, export = component(spec, "GameLogEntry"), component(spec, "GameExport")
    for headers in [table.host] + [table.seat(s) for s in range(seats)]:
        log = client.get(f"/api/v1/tables/{table.id}/moves?page_size=200", headers=headers).json
        assert len(log) > 1 and [e.message for entry in log for e in entries.iter_errors(entry)] == []
        exported = client.get(f"/api/v1/tables/{table.id}/export", headers=headers).json
        assert [e.message for e in export.iter_errors(exported)] == []
    preview = client.post(f"/api/v1/tables/{table.id}/undo/preview", json={}, headers=table.host)
    if preview.status_code == 200:  # an undo the rules allow: its preview is typed too
        assert [e.message for e in component(spec, "GameUndoPreview").iter_errors(preview.json)] == []


def test_the_specs_own_words_on_errors_name_what_an_error_holds(spec):
    """info.description tells a reader what an error is: every member of the Error schema, as problem details."""
    said = spec["info"]["description"]
    assert "application/problem+json" in said
    assert {name for name in spec["components"]["schemas"]["Error"]["properties"] if f"`{name}`" not in said} == set()


def test_the_rate_limited_operations_the_spec_names_are_those_whose_views_count_requests():
    """RATE_LIMITED_OPERATIONS (their answers declare RateLimit and RateLimit-Policy) is kept by hand:
    read from the code which views call rate_limit(), so a new limit cannot go undeclared."""
    import ast

    from api.web.http import RATE_LIMITED_OPERATIONS

    before_the_view = {"preset_saver": "savePreset"}  # runs before PUT .../presets/{name}'s body is read
    counted = set()
    for path in (ROOT / "api" / "resources").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef):
                continue
            calls = {c.func.id for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}
            if "rate_limit" not in calls:
                continue
            named = [kw.value.value for d in node.decorator_list if isinstance(d, ast.Call) for kw in d.keywords
                     if kw.arg == "operationId" and isinstance(kw.value, ast.Constant)]
            counted.update(named or [before_the_view[node.name]])
    assert counted == RATE_LIMITED_OPERATIONS


def test_the_idempotency_keys_declared_pattern_is_the_one_the_server_checks():
    from api.request.idempotency import KEY_MAX_LENGTH, KEY_PATTERN
    from api.web.http import IDEMPOTENCY_HEADER

    assert IDEMPOTENCY_HEADER["schema"]["pattern"] == KEY_PATTERN
    assert IDEMPOTENCY_HEADER["schema"]["maxLength"] == KEY_MAX_LENGTH


# The operations whose answers say what a game decided (issue 36, point 1), and the live-update event.
GAME_ANSWERS = ("getTable", "postMove", "drawMove", "undoMove", "setClock", "correctMoves", "getLog", "getResult",
                "exportTable", "createTable", "previewUndo", "previewCorrection")


def open_spots(schema: Any, where: str, schemas: dict[str, Any], seen: set[str]) -> list[str]:
    """Where, inside ``schema`` and the components it reaches, a value would be read untyped: an object
    whose other properties are not closed or typed, or a value with no type at all."""
    if isinstance(schema, list):
        return [spot for i, item in enumerate(schema) for spot in open_spots(item, f"{where}[{i}]", schemas, seen)]
    if not isinstance(schema, dict):
        return []
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name in seen:
            return []
        seen.add(name)
        return open_spots(schemas[name], name, schemas, seen)
    kinds = schema.get("type")
    kinds = [kinds] if isinstance(kinds, str) else list(kinds or ())
    found = []
    if not kinds and not any(key in schema for key in ("anyOf", "oneOf", "allOf", "const", "enum", "not")):
        found.append(f"{where}: no type")
    if "object" in kinds and schema.get("additionalProperties", True) in (True, {}):
        found.append(f"{where}: open object")
    for key, value in schema.items():
        if key == "properties":
            found += [spot for name, prop in value.items() for spot in open_spots(prop, f"{where}.{name}", schemas, seen)]
        elif key in ("items", "additionalProperties", "anyOf", "oneOf", "allOf", "propertyNames"):
            found += open_spots(value, f"{where}/{key}", schemas, seen)
    return found


def walk_game_answers(spec: dict[str, Any]) -> tuple[list[str], set[str], list[str]]:
    """The open spots of the game answers (GAME_ANSWERS' 2xx bodies, and TableEvent), the components they
    reach, and the operations walked."""
    schemas, seen = spec["components"]["schemas"], set()
    found = open_spots({"$ref": "#/components/schemas/TableEvent"}, "TableEvent", schemas, seen)
    answered = []
    for item in spec["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and operation.get("operationId") in GAME_ANSWERS:
                answered.append(operation["operationId"])
                for status, response in operation["responses"].items():
                    for media in response.get("content", {}).values() if status.startswith("2") else ():
                        found += open_spots(media["schema"], f"{operation['operationId']} {status}", schemas, seen)
    return found, seen, answered


def game_answer_components(spec: dict[str, Any]) -> set[str]:
    """The components the game answers reach."""
    return walk_game_answers(spec)[1]


def test_every_game_answer_is_typed_all_the_way_down(spec):
    """No value of a table, a move's answer, a log entry, a result, an export or a live-update event is
    left untyped by the spec (what openapi-typescript would make `unknown`, openapi-python-client a plain
    dict); the walk itself finds an open object."""
    found, seen, answered = walk_game_answers(spec)
    assert sorted(answered) == sorted(GAME_ANSWERS)
    assert found == []
    assert {"CurseState", "CurseLoggedMove", "CurseEntryResult", "ScorePadStoredOptions", "GoodsExport",
            "CurseRevealLegalMove"} <= seen
    assert open_spots({"type": "object", "properties": {"a": {}}}, "x", {}, set()) == ["x: open object", "x.a: no type"]
