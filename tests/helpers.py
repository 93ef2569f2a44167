"""Helpers the API tests share: a Table made through the HTTP API."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flask.testing import FlaskClient


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@dataclass
class Table:
    """A table made through the API, with helpers to act at it."""

    client: FlaskClient
    created: dict[str, Any]
    tokens: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.created["id"]

    @property
    def host(self) -> dict[str, str]:
        return bearer(self.created["host_token"])

    def seat(self, n: int) -> dict[str, str]:
        return bearer(self.tokens[n])

    def join(self, name: str) -> Any:
        response = self.client.post("/api/v1/join", json={"code": self.created["join_code"], "name": name})
        if response.status_code == 201:
            self.tokens.append(response.json["token"])
        return response

    def move(self, headers: dict[str, str], **move: Any) -> Any:
        return self.client.post(f"/api/v1/tables/{self.id}/moves", json=move, headers=headers)

    def get(self, headers: dict[str, str]) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}", headers=headers)

    def log(self, headers: dict[str, str], **query: Any) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/moves", headers=headers, query_string=query)

    def undo(self, headers: dict[str, str], **body: Any) -> Any:
        return self.client.post(f"/api/v1/tables/{self.id}/undo", json=body, headers=headers)

    # -- after the game --
    def result(self, headers: dict[str, str], **query: Any) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/result", headers=headers, query_string=query)

    def rematch(self, headers: dict[str, str]) -> Any:
        return self.client.post(f"/api/v1/tables/{self.id}/rematch", headers=headers)

    def series(self, headers: dict[str, str]) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/series", headers=headers)

    def export(self, headers: dict[str, str], **query: Any) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/export", headers=headers, query_string=query)

    def log_csv(self, headers: dict[str, str], **query: Any) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/log.csv", headers=headers, query_string=query)

    def results_csv(self, headers: dict[str, str], **query: Any) -> Any:
        return self.client.get(f"/api/v1/tables/{self.id}/results.csv", headers=headers, query_string=query)

    def at(self, table_id: str) -> "Table":
        """The same people (the same tokens) at another table: a rematch keeps them."""
        return Table(self.client, {**self.created, "id": table_id}, list(self.tokens))


def make_table(client: FlaskClient, game: str = "score-pad", **options: Any) -> Table:
    response = client.post("/api/v1/tables", json={"game": game, "options": options})
    assert response.status_code == 201, response.json
    return Table(client, response.json)


def correct(table: Table, headers: dict[str, str], *amendments: dict[str, Any], **body: Any) -> Any:
    """POST a correction of one or more moves."""
    return table.client.post(f"/api/v1/tables/{table.id}/corrections",
                             json={"amendments": list(amendments), **body}, headers=headers)


def full_replay(app: Any, table: Table) -> dict[str, Any]:
    """The state a replay of the whole stored log gives (undos and corrections applied)."""
    import engine

    store = app.extensions["sherwood"].store
    stored = store.table(table.id)
    return engine.replay(engine.get(stored["game"]), stored["options"], store.log(table.id))


def stored_state(app: Any, table: Table) -> dict[str, Any]:
    """The snapshot the store keeps for a table."""
    return app.extensions["sherwood"].store.table(table.id)["state"]


def http_json(port: int, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """One request to a server the test started on 127.0.0.1:``port``: the status and the JSON body ({} if none)."""
    import http.client
    import json

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return response.status, json.loads(data) if data else {}


def server_json(server: str, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """http_json for a server named by its address ('http://127.0.0.1:8123'), as the browser tests' fixture gives it."""
    return http_json(int(server.rsplit(":", 1)[1]), method, path, body, token)



def english(text: Any) -> Any:
    """Engine sentences (message ids with placeables, or plain ones) as an English reader reads them:
    a message or a RuleError as its sentence; lists, tuples and dicts (a refusal's ``errors``) item by item."""
    from api.words.i18n import render
    from engine import RuleError

    if isinstance(text, RuleError):
        return render(text.message, "en")
    if isinstance(text, dict):
        return {key: english(value) for key, value in text.items()}
    if isinstance(text, (list, tuple)):
        return type(text)(english(item) for item in text)
    return render(text, "en") if text is not None else None


def chart_point(label: str, scores: list[Any]) -> dict[str, Any]:
    """A point of the results chart as the API gives it in English: ``chart_point("Week 2", [5, 3])``
    has the label, the period's unit and number ("week", 2) and the scores."""
    unit, number = label.rsplit(" ", 1)
    return {"label": label, "unit": unit.lower(), "number": int(number), "scores": scores}


def person_of(client: FlaskClient, name: str) -> str:
    """The id of the person of ``name`` at the installation ``client`` talks to (its key)."""
    from api.store.people_ids import person_id

    return person_id(name, client.application.extensions["sherwood"].store.person_key())


def longest_offline_upload(table_id: str, start: float) -> dict[str, Any]:
    """The longest table played without a server that an upload may hold (engine/offline.py's limits): a
    score pad of 2,000 entries, the last MAX_CHANGES of them undos, dated from ``start``. The moves are
    entered with the state carried forward (play_on): play() replays the log each time."""
    import engine
    from engine import offline

    pad = engine.get("score-pad")
    assert pad is not None
    table = offline.new_table(pad, {"players": 2}, ["Ann", "Bob"], table_id)
    state = pad.setup(table["options"])
    for index in range(2000 - offline.MAX_CHANGES):
        _, state = offline.play_on(pad, table, {"type": "add", "points": 1}, index % 2, start + index, state)
    for index in range(offline.MAX_CHANGES):
        offline.undo(pad, table, now=start + 3000 + index)
    return table
