"""Corrections you can trust at a glance (issue 34 point 5), through the API: a correction's
preview says what changes in the corrected move itself; an undo has a preview too (a dry run, with
its attack tests); the table answer says whether the caller may undo now; corrections and undo
are taken after the game's end, and the results follow them."""
from __future__ import annotations

from typing import Any

from tests.helpers import Table, bearer, correct, make_table


def pad(client: Any) -> Table:
    """A two-seat score pad, Ann and Bob seated, Ann +5 (move 1), Ann +1 (move 2)."""
    table = make_table(client, players=2)
    assert table.join("Ann").status_code == 201 and table.join("Bob").status_code == 201
    assert table.move(table.seat(0), type="add", points=5).status_code == 201
    assert table.move(table.seat(0), type="add", points=1).status_code == 201
    return table


def preview_undo(table: Table, headers: dict[str, str], body: Any = None) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/undo/preview", json={} if body is None else body,
                             headers=headers)


def preview_correction(table: Table, headers: dict[str, str], *amendments: dict[str, Any]) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/corrections/preview",
                             json={"amendments": list(amendments)}, headers=headers)


def test_a_correction_preview_says_what_changes_in_the_corrected_move_itself(client):
    table = pad(client)
    shown = preview_correction(table, table.host, {"version": 1, "move": {"type": "add", "points": 10}})
    assert shown.status_code == 200, shown.json
    own = shown.json["own_changes"]
    assert [c["version"] for c in own] == [1] and own[0]["amended"] is True
    assert own[0]["before"] != own[0]["after"]
    assert own[0]["move"]["points"] == 10
    assert [c["version"] for c in shown.json["changes"]] == [2]
    assert shown.json["summary"].startswith("The corrected move itself: ")
    # A fix that changes the move but not its result lists nothing of its own.
    same = preview_correction(table, table.host, {"version": 1, "move": {"type": "add", "points": 5}})
    assert same.json["own_changes"] == []


def test_an_undo_preview_shows_what_undoing_a_correction_changes_and_stores_nothing(client):
    table = pad(client)
    assert correct(table, table.host, {"version": 1, "move": {"type": "add", "points": 10}}).status_code == 201
    before = table.get(table.host).json
    log_before = table.log(table.host).json

    shown = preview_undo(table, table.host)
    assert shown.status_code == 200, shown.json
    assert shown.json["undoes"] == {"version": 3, "kind": "correction", "type": "correction", "seat": None}
    assert sorted(c["version"] for c in shown.json["changes"]) == [1, 2]
    assert "correction made in move 3" in shown.json["summary"]
    assert shown.json["version"] == before["version"]
    # Nothing stored: the same version, the same log, the same scores.
    assert table.get(table.host).json["version"] == before["version"]
    assert table.log(table.host).json == log_before

    # The undo at the version previewed does what the preview said.
    undone = table.undo(table.host, expected_version=shown.json["version"])
    assert undone.status_code == 201, undone.json
    assert sorted(c["version"] for c in undone.json["result"]["changes"]) == [1, 2]


def test_an_undo_preview_of_a_plain_move_names_it(client):
    table = pad(client)
    shown = preview_undo(table, table.seat(0))
    assert shown.status_code == 200, shown.json
    assert shown.json["undoes"]["kind"] == "move" and shown.json["undoes"]["version"] == 2
    assert shown.json["changes"] == []
    assert "No other move's result changes." in shown.json["summary"]


def test_the_undo_preview_refuses_what_undo_refuses(client):
    table = pad(client)
    spectator = bearer(table.created["spectator_token"])
    assert preview_undo(table, {}).status_code == 401
    assert preview_undo(table, bearer("not-a-token")).status_code == 401
    assert preview_undo(table, spectator).status_code == 403
    assert preview_undo(table, table.seat(1)).status_code == 403  # Bob's move is not the latest
    assert preview_undo(table, table.host, {"expected_version": 1}).status_code == 409  # stale
    assert preview_undo(table, table.host, {"expected_version": "2"}).status_code == 422
    assert preview_undo(table, table.host, {"whatever": 1}).status_code == 422
    assert preview_undo(table, table.host, []).status_code == 422
    other = pad(client)
    assert preview_undo(table, other.host).status_code == 403  # another table's token
    empty = make_table(client, players=2)
    assert preview_undo(empty, empty.host).status_code == 409  # nothing to undo
    assert table.get(table.host).json["version"] == 2


def test_the_table_says_whether_the_caller_may_undo_now(client):
    table = make_table(client, players=2)
    assert table.join("Ann").status_code == 201 and table.join("Bob").status_code == 201
    spectator = bearer(table.created["spectator_token"])
    assert table.get(table.host).json["may_undo"] is False  # nothing to take back
    assert table.move(table.seat(0), type="add", points=5).status_code == 201
    readers = {"host": table.host, "ann": table.seat(0), "bob": table.seat(1), "screen": spectator}
    assert {name: table.get(h).json["may_undo"] for name, h in readers.items()} == {
        "host": True, "ann": True, "bob": False, "screen": False}
    # It says what the undo does: Bob is refused, Ann is not.
    assert table.undo(table.seat(1)).status_code == 403
    # The host entered Bob's next move: Bob did not enter it, so he cannot take it back.
    assert table.move(table.host, type="add", seat=1, points=2).status_code == 201
    assert table.get(table.seat(1)).json["may_undo"] is False
    assert table.undo(table.seat(1)).status_code == 403
    assert table.get(table.seat(0)).json["may_undo"] is False


def test_corrections_and_undo_are_taken_after_the_end_and_the_results_follow(client):
    """Decided (docs/decisions.md, "Corrections after the game"): a final score misentered is fixed
    after the end; the phone offers Fix and Undo then too, and the results follow."""
    table = pad(client)
    assert table.move(table.host, type="finish").status_code == 201
    assert table.get(table.host).json["status"]["finished"] is True
    assert table.get(table.host).json["may_undo"] is True
    fixed = correct(table, table.host, {"version": 1, "move": {"type": "add", "points": 1}})
    assert fixed.status_code == 201, fixed.json
    assert table.get(table.host).json["state"]["scores"] == [2, 0]
    players = table.result(table.host).json["bg_stats"]["players"]
    assert [(p["name"], p["score"]) for p in players] == [("Ann", 2), ("Bob", 0)]


def test_the_seat_the_host_sits_in_may_undo_as_the_host(client):
    """The host's phone reads with its seat's token and undoes with the host token: its may_undo is the host's."""
    table = make_table(client, players=2)
    ann = client.post("/api/v1/join", json={"code": table.created["join_code"], "name": "Ann"}, headers=table.host)
    table.tokens.append(ann.json["token"])
    assert table.join("Bob").status_code == 201
    assert table.move(table.seat(1), type="add", points=2).status_code == 201  # Bob's own move
    assert table.get(table.seat(0)).json["may_undo"] is True
    assert table.undo(table.host).status_code == 201


def test_a_refusal_is_worded_again_in_another_language(client):
    """A phone that changes language keeps a refusal: its message id and placeables, worded again."""
    table = pad(client)
    refused = table.move(table.seat(0), type="add", points=0)
    assert refused.status_code == 422
    message = refused.json["message"]
    words = {lang: client.post("/api/v1/words", json={"message": message}, headers={"Accept-Language": lang})
             for lang in ("en", "de", "fr")}
    assert words["en"].json["text"] == refused.json["detail"]
    assert len({answer.json["text"] for answer in words.values()}) == 3
    assert words["de"].headers["Content-Language"] == "de"
    # Malformed or unknown: 422, nothing worded.
    for body in ({"message": {"id": "no-such-id", "args": {}}}, {"message": {"args": {}}}, {"message": "x"}, {}, []):
        assert client.post("/api/v1/words", json=body).status_code == 422, body
