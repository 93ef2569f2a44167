"""Property-based run of the app against its own OpenAPI spec (schemathesis).

Every generated request must get an answer that is not a 5xx and that matches
the spec: status code, content type, body schema and headers. Path ids and
tokens are swapped for a real table's most of the time so that requests get
past authentication and reach the engine.
"""
import itertools
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from api import create_app



@schemathesis.check
def headers_are_well_formed(ctx, response, case):
    """X-Pagination is JSON with the documented keys; an ETag is strong and quoted.

    Stands in for schemathesis' response_headers_conformance, which reads
    flask-smorest's JSON-valued X-Pagination header as a "simple"-style
    object (key,value,...) and so rejects every correct answer.
    """
    pagination = response.headers.get("X-Pagination") or response.headers.get("x-pagination")
    if pagination:
        value = pagination[0] if isinstance(pagination, list) else pagination
        data = json.loads(value)
        assert set(data) <= {"total", "total_pages", "first_page", "last_page", "page", "previous_page", "next_page"}
        assert all(isinstance(v, int) for v in data.values())
    etag = response.headers.get("ETag") or response.headers.get("etag")
    if etag:
        value = etag[0] if isinstance(etag, list) else etag
        assert value.startswith('"') and value.endswith('"')


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    headers_are_well_formed,
]


@dataclass
class Seated:
    app: object
    table_id: str
    tokens: list
    finished_id: str = ""  # a finished game, for the endpoints (result, rematch, series, export)
    finished_tokens: list = None


def seat_a_table() -> Seated:
    # Module level: schemathesis needs the app when the test is collected.
    app = create_app({
        "DATABASE": str(Path(tempfile.mkdtemp(prefix="schemathesis-")) / "st.db"),
        "EVENTS_MAX_SECONDS": 0.05, "EVENTS_KEEPALIVE_SECONDS": 0.05, "JOIN_RATE_LIMIT": 10_000,
        "CREATE_RATE_LIMIT": 10_000, "PRESET_RATE_LIMIT": 10_000,
    })
    client = app.test_client()
    table = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 8}}).json
    player = client.post("/api/v1/join", json={"code": table["join_code"], "name": "Ann"}).json
    tokens = [table["host_token"], player["token"], table["spectator_token"], "not-a-token"]
    done = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}}).json
    ann = client.post("/api/v1/join", json={"code": done["join_code"], "name": "Ann"}).json
    host = {"Authorization": f"Bearer {done['host_token']}"}
    client.post(f"/api/v1/tables/{done['id']}/moves", json={"type": "add", "points": 3, "seat": 0}, headers=host)
    assert client.post(f"/api/v1/tables/{done['id']}/moves", json={"type": "finish"}, headers=host).status_code == 201
    finished_tokens = [done["host_token"], ann["token"], done["spectator_token"], "not-a-token"]
    return Seated(app, table["id"], tokens, done["id"], finished_tokens)


SEATED = seat_a_table()
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", SEATED.app)
turns = itertools.count()


@schema.parametrize()
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_answer_matches_the_spec_and_none_is_a_5xx(case):
    seated = SEATED
    turn = next(turns)
    after_the_game = case.path.endswith(("/result", "/rematch", "/series", "/export", "/photo"))
    table_id, tokens = ((seated.finished_id, seated.finished_tokens) if after_the_game
                        else (seated.table_id, seated.tokens))
    if case.path_parameters and "table_id" in case.path_parameters and turn % 5:
        case.path_parameters["table_id"] = table_id
    # schemathesis sends requests' "Accept-Encoding: gzip, deflate" but its WSGI transport
    # does not decode: ask for plain bodies, which the checks read (gzip: tests/pwa/test_perf.py).
    headers = {**(case.headers or {}), "Accept-Encoding": "identity"}
    if turn % 7:
        headers["Authorization"] = f"Bearer {tokens[turn % len(tokens)]}"
    case.headers = headers
    if case.query and "token" in case.query and turn % 3:
        case.query["token"] = seated.tokens[turn % len(seated.tokens)]
    case.call_and_validate(checks=checks_for(case))


# The live-update stream is declared as text (type: string, contentMediaType text/event-stream) with each
# event in its contentSchema, so that generated clients read it as text; schemathesis reads a 3.1 event
# stream's `schema` as one event's and would refuse every event. The events' shape is checked against
# TableEvent by tests/api/test_events.py (docs/api.md, "The API contract").
STREAM_PATH_END = "/events"


def checks_for(case):
    if case.path.endswith(STREAM_PATH_END) and case.method.upper() == "GET":
        return [check for check in CHECKS if check is not response_schema_conformance]
    return CHECKS
