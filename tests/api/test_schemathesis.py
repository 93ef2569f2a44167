"""Property-based run of the app against its own OpenAPI spec (schemathesis), with every check it has.

Every generated request must get an answer that is not a 5xx and that matches the spec (status code,
content type, body schema, headers), a request valid by the spec must be taken and an invalid one
refused, auth must be enforced where declared (ignored_auth, missing_required_header), and so on:
schemathesis' whole list, as ``st run --checks all`` runs them. What a check may expect of this API
(a precondition's 412, the engine's 422 by a ruling) is in schemathesis.toml, which the CLI reads too,
with the reasons in docs/api.md ("The API contract").

Path ids and tokens are swapped for a real table's of one of the six games most of the time, by an
auth provider (tests/api/schemathesis_tables.py), so that requests reach every game's engine and
schemathesis knows the credentials are the caller's: its probes without them must be refused.
"""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import jsonschema
import schemathesis
from hypothesis import HealthCheck, settings

from api import create_app
from tests.api.schemathesis_tables import Tables, seat_all_games

CONFIG = Path(__file__).resolve().parents[2] / "schemathesis.toml"


def x_pagination_is_its_declared_json(ctx: Any, response: Any, case: Any) -> None:
    """X-Pagination is JSON matching PaginationMetadata.

    The spec declares it with ``content: application/json`` (OpenAPI 3.1), which is right; schemathesis
    4.32's response_headers_conformance reads only a header's ``schema`` and so checks nothing of it:
    this check reads the declared JSON Schema and validates the parsed value against it.
    """
    values = response.headers.get("x-pagination")
    if not values:
        return
    spec = case.operation.schema.raw_schema
    declared = spec["components"]["schemas"]["PaginationMetadata"]
    jsonschema.validate(json.loads(values[0]), declared)


def seated_app() -> tuple[Any, Tables]:
    # Module level: schemathesis needs the app when the test is collected.
    app = create_app({
        "DATABASE": str(Path(tempfile.mkdtemp(prefix="schemathesis-")) / "st.db"),
        "EVENTS_MAX_SECONDS": 0.05, "EVENTS_KEEPALIVE_SECONDS": 0.05, "JOIN_RATE_LIMIT": 100_000,
        "CREATE_RATE_LIMIT": 100_000, "PRESET_RATE_LIMIT": 100_000, "PEOPLE_RATE_LIMIT": 100_000,
        "PHOTO_RATE_LIMIT": 100_000,
    })
    client = app.test_client()

    def post(path: str, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
        answer = client.post(path, json=body, headers=headers)
        assert answer.status_code < 300, (path, answer.json)
        return answer.json  # type: ignore[no-any-return]

    return app, seat_all_games(post)


APP, TABLES = seated_app()
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", APP, config=schemathesis.Config.from_path(CONFIG))


@schema.auth(refresh_interval=None)  # a token per case, never one kept for minutes
class SixGamesTokens:
    """A real table's token (the swapped table id goes with it): credentials schemathesis treats as
    the caller's, so ignored_auth probes without them and with made-up ones."""

    def get(self, case: Any, context: Any) -> str:
        return TABLES.token_for(case)

    def set(self, case: Any, token: str, context: Any) -> None:
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_check_of_schemathesis_passes(case):
    TABLES.prepare(case)
    case.call_and_validate(additional_checks=[x_pagination_is_its_declared_json])
