"""People's ids disclose no name across installations (issue 35, point 6): an unlinked player's id is
an HMAC of the name under this installation's own key (made on first use, kept in the database), not
an unsalted SHA-256 anyone can compute from a list of names; seats linked to an id as ids were before
keep being the same person (the migration, and a phone still sending an old id); ids are validated
whole (a trailing newline is no id); POST /people/stats is rate-limited and never reads a log."""
from __future__ import annotations

import hashlib
from typing import Any

import pytest

from api import close_app, create_app
from api.store.people_ids import name_digest, person_id
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table, person_of

UNSALTED_ANN = "p-" + hashlib.sha256(b"ann").hexdigest()[:16]  # what any server said for "Ann" before


def finished_pad(client: Any, names: tuple[str, ...] = ("Ann", "Bob")) -> Any:
    table = make_table(client, "score-pad", players=len(names))
    for name in names:
        assert table.join(name).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    return table


def ids_at(table: Any) -> dict[str, str]:
    return {p["name"]: p["person_id"] for p in table.get(table.host).json["players"]}


def test_an_unlinked_players_id_is_keyed_by_the_installation(any_app, tmp_path, clock):
    client = any_app.test_client()
    table = finished_pad(client)
    ann = ids_at(table)["Ann"]
    assert ann != UNSALTED_ANN and ann == person_of(client, "Ann")
    assert table.result(table.host).json["bg_stats"]["players"][0]["sourcePlayerId"] == ann
    spectator = {"Authorization": f"Bearer {table.created['spectator_token']}"}
    assert UNSALTED_ANN not in table.export(spectator).get_data(as_text=True)
    # Another installation says something else for the same name; the same one says the same after a restart.
    other = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "other.db"), "CLOCK": clock})
    try:
        elsewhere = finished_pad(other.test_client())
        assert ids_at(elsewhere)["Ann"] not in (ann, UNSALTED_ANN)
    finally:
        close_app(other)
    again = create_app({**APP_SETTINGS, "DATABASE": any_app.config["DATABASE"],
                        "DATABASE_URL": any_app.config["DATABASE_URL"], "CLOCK": clock})
    try:
        assert ids_at(table.__class__(again.test_client(), table.created, table.tokens))["Ann"] == ann
    finally:
        close_app(again)


def test_the_key_is_made_once_even_when_asked_at_once(any_app):
    store = any_app.extensions["sherwood"].store
    first = store.installation_secret("person_key")
    assert store.installation_secret("person_key") == first and len(first) == 64


@pytest.mark.parametrize("sent", ["p-0123456789abcdef\n", "p-0123456789abcdef\r\n", " p-0123456789abcdef",
                                  "p-0123456789ABCDEF", "p-0123456789abcde", "p-0123456789abcdef0"])
def test_a_person_id_is_checked_whole_and_a_bad_one_stores_nothing(client, sent):
    table = make_table(client, "score-pad", players=2)
    assert table.join("Ann").status_code == 201
    linked = client.post(f"/api/v1/tables/{table.id}/seats/0/person", json={"person_id": sent}, headers=table.host)
    assert linked.status_code == 422, linked.json
    joined = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Bob", "person_id": sent},
                         headers=table.host)
    assert joined.status_code == 422
    players = table.get(table.host).json["players"]
    assert [(p["name"], p["person_confirmed"]) for p in players] == [("Ann", False)]


def test_a_phone_still_sending_an_old_id_of_the_same_name_links_the_same_person(client):
    old_table, new_table = finished_pad(client), make_table(client, "score-pad", players=2)
    assert new_table.join("Ann").status_code == 201
    linked = client.post(f"/api/v1/tables/{new_table.id}/seats/0/person", json={"person_id": name_digest("Ann")},
                         headers=new_table.host)
    assert linked.status_code == 200 and linked.json["person_confirmed"] is True
    assert linked.json["person_id"] == ids_at(old_table)["Ann"]


def test_the_migration_gives_seats_linked_to_an_old_id_the_keyed_one(database, clock):
    """Migration step 10 on both databases, read back through the API after the app starts again."""
    settings = {**APP_SETTINGS, **database, "CLOCK": clock}
    app = create_app(settings)
    table = finished_pad(app.test_client(), ("Ann", "Annie", "Bob"))
    store = app.extensions["sherwood"].store
    key = store.person_key()
    with store.write() as db:  # as a release before keyed ids left them: Annie linked to Ann's old id
        store._run(db, "UPDATE players SET person_id = ? WHERE table_id = ? AND name IN ('Ann', 'Annie')",
                   [name_digest("Ann"), table.id])
        store._run(db, "UPDATE players SET person_id = 'p-00000000000000aa' WHERE table_id = ? AND name = 'Bob'",
                   [table.id])  # a random id (Not the same) stays
        store._run(db, "DELETE FROM schema_version WHERE version >= 10")
    close_app(app)
    app = create_app(settings)  # its start applies step 10 again: the key stays, the seats move to it
    try:
        assert app.extensions["sherwood"].store.person_key() == key
        answer = app.test_client().get(f"/api/v1/tables/{table.id}", headers=table.host)
        ids = {p["name"]: (p["person_id"], p["person_confirmed"]) for p in answer.json["players"]}
        assert ids == {"Ann": (person_id("Ann", key), True), "Annie": (person_id("Ann", key), True),
                       "Bob": ("p-00000000000000aa", True)}
    finally:
        close_app(app)


@pytest.mark.parametrize("sent", ["abc\n", "abc/def", "a b", "x" * 65, ""])
def test_a_table_id_sent_for_the_people_stats_is_checked_whole(client, sent):
    answer = client.post("/api/v1/people/stats", json={"tables": [{"id": sent, "token": "t"}]})
    assert answer.status_code == 422 and "tables" in str(answer.json["errors"]), answer.json


def test_people_stats_are_rate_limited_per_client(app, client):
    app.config["PEOPLE_RATE_LIMIT"] = 3
    table = finished_pad(client)
    body = {"tables": [{"id": table.id, "token": table.created["host_token"]}]}
    answers = [client.post("/api/v1/people/stats", json=body) for _ in range(4)]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    assert int(answers[-1].headers["Retry-After"]) >= 1
    assert "people" in answers[-1].headers["RateLimit-Policy"]


def test_people_stats_never_read_a_tables_log(app, client, monkeypatch):
    """What a table costs the stats does not grow with its log: the log is never read."""
    table = make_table(client, "score-pad", players=2)
    for name in ("Ann", "Bob"):
        table.join(name)
    for _ in range(100):
        assert table.move(table.seat(0), type="add", points=1).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    store = app.extensions["sherwood"].store
    read: list[str] = []
    for name in ("log", "entries_between", "entries_after", "change_entries", "series"):
        real = getattr(store, name)
        monkeypatch.setattr(store, name, lambda *a, _real=real, _name=name, **k: (read.append(_name), _real(*a, **k))[1])
    answer = client.post("/api/v1/people/stats", json={"tables": [{"id": table.id, "token": table.tokens[0]}]})
    assert answer.status_code == 200 and read == []
    ann = next(p for p in answer.json["people"] if p["name"] == "Ann")
    assert ann["by_game"][0]["best_score"] == 100 and ann["person_id"] == person_of(client, "Ann")
