"""Examples in the spec: every operation's request and answer, recorded from a real game.

scripts/record_examples.py plays a score pad of Catan (and a bit of Curse You, Robin Hood!, and every
calculator) through the app and writes what each operation was sent and answered to examples.json,
with example values for every token, code and id. ``document_examples`` puts them into the spec, so
a reader of openapi.yaml (or Swagger UI's "Try it out") starts from a body the server really takes.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

EXAMPLES_FILE = Path(__file__).resolve().parent / "examples.json"


def recorded_examples() -> dict[str, dict[str, Any]]:
    """The recorded examples by operationId; none before the script first wrote them."""
    if not EXAMPLES_FILE.exists():
        return {}
    examples: dict[str, dict[str, Any]] = json.loads(EXAMPLES_FILE.read_text())
    return examples


def document_examples(paths: dict[str, dict[str, Any]], examples: dict[str, dict[str, Any]]) -> None:
    """Put each operation's recorded example into the spec's ``paths``: its path and query parameters'
    values, its JSON request body, its 2xx answer and a refusal where one was recorded (after every
    other change to the paths).

    Every piece changed is replaced by a copy: some of them (a move's body, a table's answer) are
    module constants shared by several operations and by every app a process creates."""
    for item in paths.values():
        for operation in list(item.values()):  # the path's own "parameters" are replaced on the way
            if not isinstance(operation, dict) or operation.get("operationId") not in examples:
                continue
            example = examples[operation["operationId"]]
            values = example.get("parameters", {})
            item["parameters"] = with_parameter_examples(item.get("parameters", []), values)
            operation["parameters"] = with_parameter_examples(operation.get("parameters", []), values)
            if not operation["parameters"]:
                del operation["parameters"]
            if "request" in example and "requestBody" in operation:
                operation["requestBody"] = with_example(operation["requestBody"], "application/json",
                                                        example["request"])
            for exchange in (example, example.get("refusal", {})):  # the answer, and a refusal if one was kept
                answer_with_example(operation["responses"], exchange)
        if not item.get("parameters"):
            item.pop("parameters", None)


def with_parameter_examples(parameters: list[dict[str, Any]], values: dict[str, Any]) -> list[dict[str, Any]]:
    """The path's or the query's parameters, each with the value the recording sent (the first
    operation of a path names its shared parameters: the same ids in every example)."""
    return [{**parameter, "example": values[parameter["name"]]}
            if parameter.get("in") in ("path", "query") and parameter.get("name") in values
            and "example" not in parameter else parameter
            for parameter in parameters]


def answer_with_example(responses: dict[str, Any], exchange: dict[str, Any]) -> None:
    """Give the response of the exchange's status its answer as example (a shared ``$ref`` response,
    the same for every operation, keeps none)."""
    status = exchange.get("status")
    if "response" in exchange and status in responses and "$ref" not in responses[status]:
        responses[status] = with_example(responses[status], exchange["content_type"], exchange["response"])


def with_example(body: dict[str, Any], content_type: str, value: Any) -> dict[str, Any]:
    """A request body or a response with ``value`` as the example of its ``content_type`` (a copy).

    >>> with_example({"content": {"application/json": {"schema": {}}}}, "application/json", {"points": 3})
    {'content': {'application/json': {'schema': {}, 'example': {'points': 3}}}}
    >>> with_example({"description": "No content"}, "application/json", {})
    {'description': 'No content'}
    """
    content = body.get("content", {})
    if content_type not in content:
        return body
    return {**body, "content": {**content, content_type: {**content[content_type], "example": value}}}
