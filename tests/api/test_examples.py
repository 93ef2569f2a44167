"""Every operation of the spec has an example recorded from a real game (scripts/record_examples.py),
each example is valid against its own schema, the committed file is what the script records now,
and no example shows a secret in the shape the server gives one."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any, Iterator

import pytest
from jsonschema import Draft202012Validator

from api.web.examples import EXAMPLES_FILE
from tests.paths import ROOT


@pytest.fixture
def spec(client: Any) -> dict[str, Any]:
    return client.get("/api/openapi.json").json


def operations(spec: dict[str, Any]) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """Each operation of the spec with its path item."""
    for item in spec["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "operationId" in operation:
                yield item, operation


def media_examples(operation: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, media type object) for each request body or answer that has an example."""
    for content_type, media in operation.get("requestBody", {}).get("content", {}).items():
        if "example" in media:
            yield f"request {content_type}", media
    for status, response in operation["responses"].items():
        for content_type, media in response.get("content", {}).items():
            if "example" in media:
                yield f"{status} {content_type}", media


def parameter_examples(item: dict[str, Any], operation: dict[str, Any]) -> list[dict[str, Any]]:
    return [parameter for parameter in [*item.get("parameters", []), *operation.get("parameters", [])]
            if "example" in parameter]


def problems_of(spec: dict[str, Any], schema: dict[str, Any], value: Any) -> list[str]:
    """Why ``value`` does not match ``schema``: the schema sits in a document that also holds the
    spec's components, so its ``#/components/schemas/...`` references resolve as in the spec."""
    document = {"$schema": "https://json-schema.org/draft/2020-12/schema", "components": spec["components"],
                "allOf": [schema]}
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
            for error in Draft202012Validator(document).iter_errors(value)]


def test_every_operation_has_an_example(spec):
    bare = [operation["operationId"] for item, operation in operations(spec)
            if not list(media_examples(operation)) and not parameter_examples(item, operation)]
    assert bare == []


def test_every_operation_that_takes_or_gives_json_has_its_json_examples(spec):
    """A JSON body sent or a JSON 2xx answer is never without its example."""
    missing = []
    for _, operation in operations(spec):
        bodies = [("request", operation.get("requestBody", {}))]
        bodies += [(status, response) for status, response in operation["responses"].items() if status.startswith("2")]
        for where, body in bodies:
            media = body.get("content", {}).get("application/json")
            if media is not None and "example" not in media:
                missing.append(f"{operation['operationId']} {where}")
    assert missing == []


def test_every_example_is_valid_against_its_own_schema(spec):
    invalid = {}
    for item, operation in operations(spec):
        for where, media in media_examples(operation):
            if problems := problems_of(spec, media["schema"], media["example"]):
                invalid[f"{operation['operationId']} {where}"] = problems
        for parameter in parameter_examples(item, operation):
            if problems := problems_of(spec, parameter["schema"], parameter["example"]):
                invalid[f"{operation['operationId']} {parameter['name']}"] = problems
    assert invalid == {}


def test_a_broken_example_is_caught(spec):
    """The check above can fail: a move of points given as a word is not a move."""
    media = next(operation for _, operation in operations(spec)
                 if operation["operationId"] == "postMove")["requestBody"]["content"]["application/json"]
    assert problems_of(spec, media["schema"], {**media["example"], "points": "three"})
    assert problems_of(spec, {"$ref": "#/components/schemas/GameTable"}, {"game": "score-pad"})


def test_the_committed_examples_are_what_the_script_records_now():
    result = subprocess.run([sys.executable, "scripts/record_examples.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# The shapes of the server's secrets (api/store/sql.py): a token is token_urlsafe(24), 32 characters;
# join, handover and recovery codes are 6, 8 and 12 characters of the join codes' alphabet.
REAL_TOKEN = re.compile(r"^[A-Za-z0-9_-]{32}$")
REAL_CODE = re.compile(r"^[34679ACDEFGHJKMNPQRTUVWXY]{6}$|^[34679ACDEFGHJKMNPQRTUVWXY]{8}$"
                       r"|^[34679ACDEFGHJKMNPQRTUVWXY]{12}$")
SECRET_KEYS = re.compile(r"(^|_)(token|ticket|code)$")
LINKS_WITH_A_SECRET = {"join_url", "spectator_url", "claim_url"}  # the secret is the link's fragment


def secret_values(node: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """(key, value) of every string kept under a key that names a secret, and the fragment of every
    link that carries one."""
    if isinstance(node, dict):
        for name, value in node.items():
            yield from secret_values(value, name)
    elif isinstance(node, list):
        for value in node:
            yield from secret_values(value, key)
    elif isinstance(node, str):
        if SECRET_KEYS.search(key) and key != "status_code":
            yield key, node
        if key in LINKS_WITH_A_SECRET:
            yield key, node.rsplit("#", 1)[1]


def test_no_example_shows_a_secret_in_a_real_ones_shape():
    examples = json.loads(EXAMPLES_FILE.read_text())
    found = list(secret_values(examples))
    assert len(found) > 20  # the tokens, tickets and codes of a whole game are there to check
    real_looking = [(key, value) for key, value in found
                    if "example" not in value.lower() or REAL_TOKEN.match(value) or REAL_CODE.match(value)]
    assert real_looking == []
