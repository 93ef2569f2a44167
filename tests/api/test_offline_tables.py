"""A table played without a server, then uploaded (issue 38): engine/offline.py and POST /offline-tables.

The phone runs engine/offline.py (in the browser: tests/browser/test_offline_engine.py checks the
browser's answers are these). Here: the same whole games give the same log and state on the server
as offline (point 4), an upload is entered again and kept as an ordinary table or refused at the first
entry that differs with nothing stored (point 3), and the upload's attack tests: oversized, malformed,
hostile, repeated and many at once.
"""
from __future__ import annotations

import copy
import json
import threading
from typing import Any

import pytest

import engine
from engine import offline
from tests.helpers import bearer
from tests.recorded_games import RecordedGame, recorded_games

UPLOAD = "/api/v1/offline-tables"
NOW = 1_800_000_000.0  # tests/conftest.py's FakeClock starts here


def names_for(game: engine.Game, options: Any) -> list[str]:
    return [f"Player {seat + 1}" for seat in range(game.seats(engine.validate_options(game, dict(options))))]


def played_offline(recorded: RecordedGame, table_id: str = "offline-table-0001") -> dict[str, Any]:
    """A recorded whole game entered move by move on the phone's engine, a second apart."""
    game = recorded.game
    table = offline.new_table(game, dict(recorded.options), names_for(game, recorded.options), table_id)
    for index, (seat, move) in enumerate(recorded.moves):
        offline.play(game, table, move, seat, now=NOW - 10_000 + index)
    return table


def played_online(client: Any, recorded: RecordedGame) -> tuple[str, str, list[str]]:
    """The same game through the HTTP API: a table, a phone a seat, each move sent by its seat (the
    host's own moves by the host). The table's id, the host token and the seats' tokens."""
    game = recorded.game
    created = client.post("/api/v1/tables", json={"game": game.id, "options": dict(recorded.options)}).json
    tokens = []
    for name in names_for(game, recorded.options):
        joined = client.post("/api/v1/join", json={"code": created["join_code"], "name": name})
        assert joined.status_code == 201, joined.json
        tokens.append(joined.json["token"])
    for seat, move in recorded.moves:
        token = created["host_token"] if seat is None else tokens[seat]
        answer = client.post(f"/api/v1/tables/{created['id']}/moves", json=move, headers=bearer(token))
        assert answer.status_code == 201, (move, answer.json)
    return created["id"], created["host_token"], tokens


def server_log(client: Any, table_id: str) -> list[dict[str, Any]]:
    """The log as the server stored it (no reader's private fields blanked, as on the phone)."""
    return client.application.extensions["sherwood"].store.log(table_id)


def same_entries(server: list[dict[str, Any]], phone: list[dict[str, Any]]) -> None:
    assert [(e["version"], e["kind"], e["seat"], e["move"], e["result"]) for e in server] == \
        [(e["version"], e["kind"], e["seat"], e["move"], e["result"]) for e in phone]


def upload(client: Any, table: dict[str, Any], key: str | None = None, **changes: Any) -> Any:
    body = {**table, "engine": "test", **changes}
    headers = {} if key is None else {"Idempotency-Key": key}
    return client.post(UPLOAD, json=body, headers=headers)


def table_count(app: Any) -> int:
    return len(app.extensions["sherwood"].store.all_table_ids())


# -- point 4: the same answers on the phone's engine and on the server --------------------------------

@pytest.mark.parametrize("recorded", recorded_games(), ids=lambda r: f"{r.game.id}-{len(r.moves)}")
def test_a_whole_game_gives_the_same_log_and_state_offline_and_on_the_server(client, recorded):
    """Every recorded whole game of the six games (tests/recorded_games.py), host's own moves included."""
    table = played_offline(recorded)
    table_id, host, tokens = played_online(client, recorded)
    same_entries(server_log(client, table_id), table["log"])
    for seat, token in [(None, host), *enumerate(tokens)]:
        read = client.get(f"/api/v1/tables/{table_id}", headers=bearer(token)).json
        seen = offline.seen_by(recorded.game, table, seat)
        assert (read["state"], read["status"]) == (seen["state"], seen["status"])
        if seat is None:  # the host: what the phone, which holds the host role, is offered
            assert (read["choices"], read["may_undo"]) == (seen["choices"], seen["may_undo"])
        # The log as each seat reads it (other seats' secrets blanked), the time aside: the phone's own.
        log = client.get(f"/api/v1/tables/{table_id}/moves", headers=bearer(token), query_string={"page_size": 200}).json
        phone = offline.log_as_seen(recorded.game, table, seat)
        assert [{**e, "time": None} for e in log] == [{**e, "time": None} for e in phone[:200]]


def game_of(game_id: str) -> RecordedGame:
    return next(r for r in recorded_games() if r.game.id == game_id and len(r.moves) >= 6)


@pytest.mark.parametrize("game_id", ["score-pad", "curse-you-robin-hood", "robin-hood-goods", "rescuing-robin-hood"])
def test_undo_and_corrections_give_what_the_server_gives(client, game_id):
    """An undo, a correction that replays later moves, and the undo of that correction: the phone's
    entries (results and the later results they change) are the server's."""
    recorded = game_of(game_id)
    played = recorded.moves[:6]
    short = RecordedGame(recorded.game, recorded.options, played)
    table = played_offline(short)
    table_id, host, _ = played_online(client, short)
    game = recorded.game
    # The last move taken back, then a correction of the first move as it was entered (a no-op replay
    # that still names it), then that correction taken back.
    offline.undo(game, table, now=NOW)
    assert client.post(f"/api/v1/tables/{table_id}/undo", json={}, headers=bearer(host)).status_code == 201
    first_seat, first_move = played[0]
    amendment = {"version": 1, "move": first_move, **({} if first_seat is None else {"seat": first_seat})}
    offline.correct(game, table, [amendment], now=NOW)
    corrected = client.post(f"/api/v1/tables/{table_id}/corrections", json={"amendments": [amendment]}, headers=bearer(host))
    assert corrected.status_code == 201, corrected.json
    offline.undo(game, table, now=NOW)
    assert client.post(f"/api/v1/tables/{table_id}/undo", json={}, headers=bearer(host)).status_code == 201
    # And a move deleted by a correction.
    deleted = [{"version": len(played) - 1, "delete": True}]
    offline.correct(game, table, deleted, now=NOW)
    assert client.post(f"/api/v1/tables/{table_id}/corrections", json={"amendments": deleted},
                       headers=bearer(host)).status_code == 201
    same_entries(server_log(client, table_id), table["log"])
    # Uploaded, the whole log is taken: entered again, every undo and correction comes out the same.
    kept = upload(client, table)
    assert kept.status_code == 201, kept.json
    same_entries(server_log(client, kept.json["id"]), table["log"])


def test_a_correction_that_changes_later_results_lists_them_as_the_server_does(client):
    pad = engine.get("score-pad")
    recorded = RecordedGame(pad, {"players": 2, "goal": None},
                            [(0, {"type": "add", "points": 3}), (1, {"type": "add", "points": 4}),
                             (0, {"type": "add", "points": 2})])
    table = played_offline(recorded)
    table_id, host, _ = played_online(client, recorded)
    amendments = [{"version": 1, "move": {"type": "add", "points": 10}}]
    preview = client.post(f"/api/v1/tables/{table_id}/corrections/preview", json={"amendments": amendments},
                          headers=bearer(host)).json
    planned = offline.planned_correction(pad, table, amendments)
    assert sorted(c["version"] for c in planned["result"]["changes"]) == \
        sorted(c["version"] for c in preview["changes"] + preview["own_changes"]) == [1, 3]
    offline.correct(pad, table, amendments, now=NOW)
    client.post(f"/api/v1/tables/{table_id}/corrections", json={"amendments": amendments}, headers=bearer(host))
    same_entries(server_log(client, table_id), table["log"])
    assert [c["version"] for c in table["log"][-1]["result"]["changes"]] == [1, 3]  # move 3's score is 12 now


def test_a_refusal_is_the_same_ruling_and_sentence_on_the_phone_and_the_server(client):
    pad = engine.get("score-pad")
    recorded = RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 3})])
    table = played_offline(recorded)
    table_id, _, tokens = played_online(client, recorded)
    refused = client.post(f"/api/v1/tables/{table_id}/moves", json={"type": "add", "points": 0}, headers=bearer(tokens[1]))
    with pytest.raises(engine.RuleError) as offline_refusal:
        offline.play(pad, table, {"type": "add", "points": 0}, 1, now=NOW)
    assert refused.status_code == 422
    assert refused.json["message"] == offline_refusal.value.message.to_json()
    assert refused.json.get("rule") == offline_refusal.value.rule
    assert len(table["log"]) == 1  # nothing kept


# -- point 3: uploaded, checked and kept ---------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["score-pad", "curse-you-robin-hood"])
def test_an_uploaded_whole_game_is_an_ordinary_finished_table(any_client, game_id):
    client = any_client
    recorded = next(r for r in recorded_games() if r.game.id == game_id)
    table = played_offline(recorded)
    offline.undo(recorded.game, table, now=NOW)  # and the last move entered again
    offline.play(recorded.game, table, recorded.moves[-1][1], recorded.moves[-1][0], now=NOW)
    answer = upload(client, table)
    assert answer.status_code == 201, answer.json
    kept = answer.json
    assert kept["version"] == len(table["log"]) and kept["game"] == game_id
    assert [s["name"] for s in kept["seats"]] == table["players"] and kept["same_engine"] is False
    same_entries(server_log(client, kept["id"]), table["log"])
    state = offline.state_of(recorded.game, table)
    read = client.get(f"/api/v1/tables/{kept['id']}", headers=bearer(kept["seats"][0]["token"])).json
    assert read["state"] == recorded.game.view(state, 0) and read["status"]["finished"] is True
    assert [p["name"] for p in read["players"]] == table["players"]
    result = client.get(f"/api/v1/tables/{kept['id']}/result", headers=bearer(kept["host_token"]))
    assert result.status_code == 200, result.json
    assert result.json["moves"] == len(recorded.moves) and result.json["started_at"] == table["log"][0]["created_at"]
    export = client.get(f"/api/v1/tables/{kept['id']}/export", headers=bearer(kept["host_token"]))
    assert export.status_code == 200
    # Times are the phone's: the log says when each move was entered at the table.
    read_log = client.get(f"/api/v1/tables/{kept['id']}/moves", headers=bearer(kept["host_token"])).json
    assert [e["time"] for e in read_log] == [e["created_at"] for e in table["log"]]


def test_a_running_table_goes_on_online_and_its_seats_move_to_other_phones(client):
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 3, "goal": 20}, [(0, {"type": "add", "points": 5})]))
    kept = upload(client, table).json
    seat_1 = kept["seats"][1]["token"]
    moved = client.post(f"/api/v1/tables/{kept['id']}/moves", json={"type": "add", "points": 7}, headers=bearer(seat_1))
    assert moved.status_code == 201 and moved.json["version"] == 2 and moved.json["state"]["scores"] == [5, 7, 0]
    code = client.post(f"/api/v1/tables/{kept['id']}/handovers", json={"seat": 2}, headers=bearer(kept["host_token"]))
    assert code.status_code == 200, code.json
    claimed = client.post("/api/v1/handovers/claim", json={"code": code.json["code"]})
    assert claimed.status_code == 201 and claimed.json["seat"] == 2


def test_the_same_table_uploaded_twice_is_one_table(app, client):
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 5})]))
    key = f"offline-{table['id']}"
    first = upload(client, table, key)
    again = upload(client, table, key)
    assert first.status_code == again.status_code == 201
    assert again.json == first.json and again.headers.get("Idempotent-Replayed") == "true"
    without_key = upload(client, table)
    assert without_key.status_code == 409 and first.json["id"] in without_key.json["detail"]
    assert without_key.json["message"]["id"] == "offline-uploaded-before"
    assert table_count(app) == 1


def test_uploads_of_one_table_arriving_together_make_one_table(app, tmp_path):
    """Ten phones' retries at once (threads on the app's own SQLite file): one table, every other
    upload refused (409) or answered with the first answer."""
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 5})]))
    statuses: list[int] = []

    def send() -> None:
        with app.test_client() as own:
            statuses.append(upload(own, table).status_code)

    threads = [threading.Thread(target=send) for _ in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses.count(201) == 1 and set(statuses) <= {201, 409}
    assert table_count(app) == 1


# -- refused, and nothing stored -------------------------------------------------------------------------

def tampered(change: Any) -> dict[str, Any]:
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 2, "goal": 10},
                                        [(0, {"type": "add", "points": 3}), (1, {"type": "add", "points": 4}),
                                         (0, {"type": "add", "points": 2})]))
    body = copy.deepcopy(table)
    change(body)
    return body


@pytest.mark.parametrize(("change", "field", "message"), [
    (lambda t: t["log"][1]["result"].update(score=40), "log.1.result", "offline-entry-differs"),
    (lambda t: t["log"][1].update(seat=0), "log.1.result", "offline-entry-differs"),
    (lambda t: t["log"][2]["move"].update(points=9), "log.2.result", "offline-entry-differs"),
    (lambda t: t["log"][2]["move"].update(points=0), "log.2", "offline-move-refused"),
    (lambda t: t["log"].pop(1), "log.1.version", "offline-entry-differs"),
    (lambda t: t["log"][0].update(role="host"), "log.0.role", "offline-entry-differs"),
    (lambda t: t["log"].append({**t["log"][0], "version": 4, "kind": "undo", "move": {"type": "undo"}, "seat": None,
                                "role": "host", "result": {"undid": 2, "type": "add", "seat": 1}, "undoes": 2}),
     "log.3.result", "offline-entry-differs"),
    (lambda t: t.update(options={"players": 3, "goal": 10}), "players", "offline-names-per-seat"),
])
def test_a_table_changed_after_it_was_entered_is_refused_at_the_first_entry_that_differs(app, client, change, field, message):
    answer = upload(client, tampered(change))
    assert answer.status_code == 422, answer.json
    assert answer.json["message"]["id"] == message
    assert field in answer.json["errors"], answer.json["errors"]
    assert table_count(app) == 0


def test_an_illegal_move_is_refused_with_its_ruling(app, client):
    pad = engine.get("score-pad")
    answer = upload(client, tampered(lambda t: t["log"][2]["move"].update(points=0)))
    with pytest.raises(engine.RuleError) as rules:
        engine.play(pad, pad.setup(engine.validate_options(pad, {"players": 2})), {"type": "add", "points": 0}, 0)
    assert answer.json["rule"] == rules.value.rule and answer.json["type"].startswith("urn:sherwood-table:ruling:score-pad-")
    assert table_count(app) == 0


@pytest.mark.parametrize(("change", "status"), [
    (lambda t: t.update(format=2), 422),
    (lambda t: t.update(id="short"), 422),
    (lambda t: t.update(id="../../etc/passwd-0123456789"), 422),
    (lambda t: t.update(game="chess"), 422),
    (lambda t: t.update(players=["Ann", "ann"]), 422),
    (lambda t: t.update(players=["Ann", "B\u0007ob"]), 422),
    (lambda t: t.update(players=["Ann", " "]), 422),
    (lambda t: t.update(players=[]), 422),
    (lambda t: t.update(options={"players": "two"}), 422),
    (lambda t: t.update(extra=1), 422),
    (lambda t: t["log"][0].update(extra=1), 422),
    (lambda t: t["log"][0].update(kind="clock"), 422),
    (lambda t: t["log"][0].update(created_at=-1), 422),
    (lambda t: t["log"][0].update(created_at="yesterday"), 422),
    (lambda t: t["log"][0].update(created_at=NOW + 2 * 24 * 3600), 422),
    (lambda t: t["log"][0].update(created_at=float("inf")), 422),
    (lambda t: t["log"][0].update(version=True), 422),
    (lambda t: t["log"][0].update(move=[1, 2]), 422),
    (lambda t: t["log"][0].update(move={"type": "no-such-move"}), 422),
    (lambda t: t.update(log=[t["log"][0]] * 2001), 422),
    (lambda t: t.pop("log"), 422),
])
def test_malformed_and_hostile_uploads_get_a_4xx_and_store_nothing(app, client, change, status):
    answer = upload(client, tampered(change))
    assert answer.status_code == status, answer.json
    assert answer.json["message"]["id"] and answer.json["detail"]
    assert table_count(app) == 0


def test_the_body_may_be_a_whole_evening_but_not_more_than_a_mebibyte(app, client):
    body = json.dumps({**tampered(lambda t: None), "engine": "x", "padding": "x" * (1024 * 1024)})
    answer = client.post(UPLOAD, data=body, content_type="application/json")
    assert answer.status_code == 413 and table_count(app) == 0
    # A long real game (over the 64 KiB every other body keeps to) is taken.
    recorded = max(recorded_games(), key=lambda r: len(json.dumps(played_offline(r))))
    table = played_offline(recorded)
    assert len(json.dumps(table)) > 64 * 1024
    assert upload(client, table).status_code == 201
    # Every other body still keeps to 64 KiB.
    assert client.post("/api/v1/tables", data=json.dumps({"game": "score-pad", "options": {}, "x": "y" * 70_000}),
                       content_type="application/json").status_code == 413


@pytest.mark.parametrize(("data", "content_type", "status"), [
    ("{not json", "application/json", 400),
    ("[" * 40 + "]" * 40, "application/json", 400),
    ("format=1", "application/x-www-form-urlencoded", 415),
    ("", "application/json", 400),
])
def test_a_body_that_is_no_table_is_refused(app, client, data, content_type, status):
    answer = client.post(UPLOAD, data=data, content_type=content_type)
    assert answer.status_code in (status, 422), answer.json
    assert table_count(app) == 0


def test_uploads_are_rate_limited_per_client(app, client):
    """Each upload is a whole evening entered again: a client uploads a few tables a window."""
    app.config["OFFLINE_RATE_LIMIT"] = 3
    pad = engine.get("score-pad")
    statuses = []
    for index in range(5):
        table = played_offline(RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 1})]),
                               table_id=f"offline-table-{index:04d}")
        statuses.append(upload(client, table).status_code)
    assert statuses == [201, 201, 201, 429, 429]
    assert table_count(app) == 3


def test_a_token_is_neither_needed_nor_used(app, client, pad):
    """Anyone may keep a table played without a server, as anyone may create one; a token sent along
    (another table's) neither opens nor changes anything."""
    table = played_offline(RecordedGame(engine.get("score-pad"), {"players": 2, "goal": None}, []))
    answer = client.post(UPLOAD, json={**table, "engine": "x"}, headers=pad.host)
    assert answer.status_code == 201 and answer.json["id"] != pad.id


def test_a_table_from_an_older_engine_is_read_as_this_release_reads_its_results(app, client, monkeypatch):
    """Point 4: a phone that ran an older engine stored a result the way that release did; the server
    enters the table again with its own engine and reads the stored result through Game.result_today,
    its rule for old logs (here an older score pad that called the score "total")."""
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 3})]))
    older = copy.deepcopy(table)
    older["log"][0]["result"] = {"seat": 0, "points": 3, "total": 3}
    refused = upload(client, older)
    assert refused.status_code == 422 and refused.json["errors"] == {"log.0.result": [refused.json["detail"]]}

    def today(move_type: str, result: dict[str, Any]) -> dict[str, Any]:
        if "total" in result:
            return {"seat": result["seat"], "points": result["points"], "score": result["total"]}
        return result
    monkeypatch.setattr(pad, "result_today", today)
    kept = upload(client, older, engine="an-older-engine")
    assert kept.status_code == 201, kept.json
    assert kept.json["same_engine"] is False
    assert table_count(app) == 1


def test_the_turn_clocks_settings_made_on_the_phone_are_kept_with_the_table(client):
    recorded = game_of("curse-you-robin-hood")
    table = played_offline(RecordedGame(recorded.game, recorded.options, recorded.moves[:4]))
    offline.set_clock(recorded.game, table, {"paused": True}, now=NOW - 50)
    offline.set_clock(recorded.game, table, {"paused": False, "turn_limit_seconds": 60}, now=NOW - 20)
    with pytest.raises(offline.ClockRefused):
        offline.set_clock(recorded.game, table, {"turn_limit_seconds": 60}, now=NOW - 10)
    kept = upload(client, table)
    assert kept.status_code == 201, kept.json
    same_entries(server_log(client, kept.json["id"]), table["log"])
    clock = client.get(f"/api/v1/tables/{kept.json['id']}", headers=bearer(kept.json["host_token"])).json["clock"]
    assert clock["turn_limit_seconds"] == 60 and clock["paused"] is False
    # A setting changed by hand (a limit the phone never set) is refused.
    table["log"][-1]["result"]["turn_limit_seconds"] = 30
    assert upload(client, {**table, "id": "offline-table-9999"}).status_code == 422


def test_the_check_plays_the_log_forward_once(monkeypatch):
    """What an upload costs the server grows with its log, not with its square (a 1 MiB body of moves
    must not be minutes of work): the longest recorded game (Rescuing, 450 moves) is checked with one
    move played per move."""
    recorded = max(recorded_games(), key=lambda r: len(r.moves))
    table = played_offline(recorded)
    played = []
    real = offline.apply_valid
    monkeypatch.setattr(offline, "apply_valid", lambda *args: (played.append(1), real(*args))[1])
    state = offline.checked(recorded.game, table)
    assert len(played) == len(recorded.moves) >= 400
    assert state == offline.state_of(recorded.game, table)


def test_a_table_of_more_undos_and_corrections_than_the_server_enters_again_is_refused(app, client):
    pad = engine.get("score-pad")
    table = played_offline(RecordedGame(pad, {"players": 2, "goal": None}, [(0, {"type": "add", "points": 1})]))
    for _ in range(offline.MAX_CHANGES + 1):  # an undo and the move again, over and over
        offline.undo(pad, table, now=NOW)
        offline.play(pad, table, {"type": "add", "points": 1}, 0, now=NOW)
    answer = upload(client, table)
    assert answer.status_code == 422 and answer.json["message"]["id"] == "offline-too-many-changes"
    assert table_count(app) == 0


def test_an_undo_or_a_correction_costs_the_check_one_replay():
    """Each undo or correction replays the log once (the results it changes and the state after come
    from the same replay), so MAX_CHANGES of them bound the upload's cost at that many replays."""
    recorded = game_of("score-pad")
    table = played_offline(recorded)
    offline.undo(recorded.game, table, now=NOW)
    first = next(e for e in table["log"] if e["kind"] == "move" and e["seat"] is not None)
    offline.correct(recorded.game, table, [{"version": first["version"], "move": first["move"], "seat": first["seat"]}], now=NOW)
    replays = []
    real = offline.replay_with_results
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(offline, "replay_with_results", lambda *args: (replays.append(1), real(*args))[1])
        state = offline.checked(recorded.game, table)
    assert len(replays) == 2
    assert state == offline.state_of(recorded.game, table)


def test_a_long_upload_keeps_no_other_request_of_its_worker_waiting(tmp_path):
    """Under the Procfile's gevent worker (one worker, so every request meets the upload), the longest
    evening the server enters again (2,000 entries, 100 of them undos: seconds of CPU) is checked in a
    native thread (api/request/aside.py) and the worker's other requests answer meanwhile. Not a
    timing threshold: a worker blocked by the check would answer nothing until the upload's answer."""
    import http.client
    import time

    from tests.hardening.test_photo_rewrite import finished_table_under_gunicorn
    from tests.helpers import http_json, longest_offline_upload

    # The longest upload accepted; this server's clock is the real one.
    table = longest_offline_upload("offline-long-evening-01", time.time() - 4 * 3600)
    body = json.dumps({**table, "engine": "the phone's"}).encode()
    with finished_table_under_gunicorn(tmp_path, workers=1) as (port, _):
        upload_done: dict[str, float] = {}

        def send() -> None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            conn.request("POST", UPLOAD, body=body, headers={"Content-Type": "application/json"})
            answer = conn.getresponse()
            upload_done["status"], upload_done["body"] = answer.status, answer.read()
            upload_done["ended"] = time.monotonic()
            conn.close()

        sender = threading.Thread(target=send)
        sender.start()
        time.sleep(0.05)
        answered: list[float] = []
        while sender.is_alive() and len(answered) < 50:
            assert http_json(port, "GET", "/api/v1/games")[0] == 200
            answered.append(time.monotonic())
            time.sleep(0.02)
        sender.join(120)
        assert upload_done["status"] == 201, upload_done["body"][:300]
        assert len([at for at in answered if at < upload_done["ended"]]) >= 3, answered
