"""The table's API on a phone with no server (pwa/py/local_table.py) answers as the server does (issue 38).

The phone's screens ask the same API for a table kept on the phone; the answers come from the engine in
the phone. Here they are compared with the server's over whole recorded games of all six games: every
move's answer, the table as the host reads it, the log, an undo and a correction with their previews,
a refusal. (tests/browser/test_offline_engine.py runs the same module in the browser's Pyodide.)
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from api.words.i18n import render
from engine.messages import Message
from tests.api.test_offline_tables import names_for, played_online
from tests.helpers import bearer
from tests.recorded_games import RecordedGame, recorded_games

ROOT = Path(__file__).resolve().parents[2]


def load_local_table() -> Any:
    spec = importlib.util.spec_from_file_location("local_table", ROOT / "pwa" / "py" / "local_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["local_table"] = module
    spec.loader.exec_module(module)
    return module


local_table = load_local_table()
NOW = 1_800_000_000.0


class Phone:
    """A table kept on one phone, asked as pwa/js/offline/local-server.js asks it."""

    def __init__(self, recorded: RecordedGame) -> None:
        answer = local_table.handle({"method": "POST", "path": "/tables", "body": {
            "game": recorded.game.id, "options": dict(recorded.options), "players": names_for(recorded.game, recorded.options),
            "id": "local-0123456789abcdef"}})
        assert answer["status"] == 201, answer
        self.table = answer["table"]

    def ask(self, method: str, tail: str = "", body: Any = None, seat: int | None = None, **query: Any) -> dict[str, Any]:
        answer = local_table.handle({"method": method, "path": f"/tables/{self.table['id']}{tail}", "body": body,
                                     "query": query, "table": self.table, "viewer": {"seat": seat}, "now": NOW,
                                     "picks": [0.5] * 8})
        if "table" in answer:
            self.table = answer["table"]
        return answer


COMPARED = ("game", "version", "seats", "state", "status", "options", "choices", "may_undo")


@pytest.mark.parametrize("recorded", recorded_games(), ids=lambda r: f"{r.game.id}-{len(r.moves)}")
def test_every_answer_of_a_whole_game_is_the_servers(client, recorded):
    phone = Phone(recorded)
    table_id, host, tokens = played_online(client, RecordedGame(recorded.game, recorded.options, []))
    for seat, move in recorded.moves:
        token = host if seat is None else tokens[seat]
        online = client.post(f"/api/v1/tables/{table_id}/moves", json=move, headers=bearer(token))
        here = phone.ask("POST", "/moves", move, seat=seat)
        assert (here["status"], here["body"]) == (online.status_code, online.json), move
    online_table = client.get(f"/api/v1/tables/{table_id}", headers=bearer(host)).json
    here = phone.ask("GET")["body"]
    assert {k: here[k] for k in COMPARED} == {k: online_table[k] for k in COMPARED}
    assert [p["name"] for p in here["players"]] == [p["name"] for p in online_table["players"]]
    online_log = client.get(f"/api/v1/tables/{table_id}/moves", headers=bearer(host), query_string={"page_size": 50}).json
    here_log = phone.ask("GET", "/moves", page_size=50)["body"]
    assert [{**e, "time": None, "by": None} for e in here_log] == [{**e, "time": None, "by": None} for e in online_log]


def test_undo_and_a_correction_with_their_previews_are_the_servers(client):
    pad = engine.get("score-pad")
    recorded = RecordedGame(pad, {"players": 2, "goal": None},
                            [(0, {"type": "add", "points": 3}), (1, {"type": "add", "points": 4}), (0, {"type": "add", "points": 2})])
    phone = Phone(RecordedGame(pad, recorded.options, []))
    table_id, host, tokens = played_online(client, RecordedGame(pad, recorded.options, []))
    for seat, move in recorded.moves:
        client.post(f"/api/v1/tables/{table_id}/moves", json=move, headers=bearer(tokens[seat]))
        phone.ask("POST", "/moves", move, seat=seat)
    amendments = {"amendments": [{"version": 1, "move": {"type": "add", "points": 10}}]}
    online = client.post(f"/api/v1/tables/{table_id}/corrections/preview", json=amendments, headers=bearer(host)).json
    here = phone.ask("POST", "/corrections/preview", amendments)["body"]
    for key in ("version", "corrected"):
        assert here[key] == online[key]
    for key in ("changes", "own_changes"):
        assert [{**c, "text": ""} for c in here[key]] == [{**c, "text": ""} for c in online[key]]
    online = client.post(f"/api/v1/tables/{table_id}/corrections", json=amendments, headers=bearer(host))
    here = phone.ask("POST", "/corrections", amendments)
    assert (here["status"], here["body"]) == (online.status_code, online.json)
    online = client.post(f"/api/v1/tables/{table_id}/undo/preview", json={}, headers=bearer(host)).json
    here = phone.ask("POST", "/undo/preview", {})["body"]
    assert (here["undoes"], [{**c, "text": ""} for c in here["changes"]]) == \
        (online["undoes"], [{**c, "text": ""} for c in online["changes"]])
    assert [said["id"] for said in here["summary"]] == ["preview-undo-correction", "preview-undo-changes-offline"]
    online = client.post(f"/api/v1/tables/{table_id}/undo", json={}, headers=bearer(host))
    here = phone.ask("POST", "/undo", {})
    assert (here["status"], here["body"]) == (online.status_code, online.json)


def test_a_refusal_is_the_servers_message_and_ruling(client):
    pad = engine.get("score-pad")
    phone = Phone(RecordedGame(pad, {"players": 2, "goal": None}, []))
    table_id, _, tokens = played_online(client, RecordedGame(pad, {"players": 2, "goal": None}, []))
    online = client.post(f"/api/v1/tables/{table_id}/moves", json={"type": "add", "points": 0}, headers=bearer(tokens[0]))
    here = phone.ask("POST", "/moves", {"type": "add", "points": 0}, seat=0)
    assert here["status"] == online.status_code == 422
    assert here["body"]["message"] == online.json["message"] and here["body"].get("rule") == online.json.get("rule")
    assert here["body"]["type"] == online.json["type"] or online.json["type"].startswith("urn:sherwood-table:ruling:")
    assert phone.table["log"] == []


def test_another_seats_private_move_is_only_that_seats_to_enter(client):
    """The score pad's note is private: the one holding the phone enters their own, not Bob's."""
    pad = engine.get("score-pad")
    phone = Phone(RecordedGame(pad, {"players": 2, "goal": None}, []))
    refused = phone.ask("POST", "/moves", {"type": "note", "text": "owes Bob", "seat": 1}, seat=0)
    assert refused["status"] == 403 and refused["body"]["message"]["id"] == "api-private-own-seat"
    assert phone.ask("POST", "/moves", {"type": "note", "text": "owes Bob"}, seat=1)["status"] == 201


def test_a_stale_version_and_what_needs_a_server_are_said_so(client):
    pad = engine.get("score-pad")
    phone = Phone(RecordedGame(pad, {"players": 2, "goal": None}, []))
    assert phone.ask("POST", "/moves", {"type": "add", "points": 2, "expected_version": 3}, seat=0)["status"] == 409
    assert phone.ask("POST", "/rematch", {})["body"]["message"]["id"] == "offline-needs-server"


def test_the_setup_steps_are_the_servers(client):
    curse = engine.get("curse-you-robin-hood")
    options = {"players": 3, "legends": ["little-john"]}
    phone = Phone(RecordedGame(curse, options, []))
    table_id, host, _ = played_online(client, RecordedGame(curse, options, []))
    online = client.get(f"/api/v1/tables/{table_id}/setup", headers=bearer(host)).json
    here = phone.ask("GET", "/setup")["body"]
    assert [s["id"] for s in here["steps"]] == [s["id"] for s in online["steps"]] and len(online["steps"]) > 3


def test_the_turn_clock_on_the_phone_is_the_servers(client):
    """Its settings (pause, run, a limit) and their refusals, and the clock as the table answers it."""
    recorded = game_of("curse-you-robin-hood")
    played = RecordedGame(recorded.game, recorded.options, recorded.moves[:3])
    phone = Phone(RecordedGame(recorded.game, recorded.options, []))
    table_id, host, tokens = played_online(client, RecordedGame(recorded.game, recorded.options, []))
    for seat, move in played.moves:
        client.post(f"/api/v1/tables/{table_id}/moves", json=move, headers=bearer(host if seat is None else tokens[seat]))
        phone.ask("POST", "/moves", move, seat=seat)
    for setting in ({"paused": True}, {"paused": True}, {"turn_limit_seconds": 90, "paused": False}, {"turn_limit_seconds": 90}):
        online = client.post(f"/api/v1/tables/{table_id}/clock", json=setting, headers=bearer(host))
        here = phone.ask("POST", "/clock", setting)
        assert here["status"] == online.status_code, setting
        if online.status_code == 201:
            assert here["body"] == online.json
        else:
            assert here["body"]["message"] == online.json["message"]
    online = client.get(f"/api/v1/tables/{table_id}", headers=bearer(host)).json["clock"]
    here = phone.ask("GET")["body"]["clock"]
    timeless = ("seats", "seat", "period", "paused", "turn_limit_seconds")
    assert {k: here[k] for k in timeless} == {k: online[k] for k in timeless} and here["turn_limit_seconds"] == 90


def game_of(game_id: str) -> RecordedGame:
    return next(r for r in recorded_games() if r.game.id == game_id and len(r.moves) >= 6)


@pytest.mark.parametrize("game_id", ["score-pad", "curse-you-robin-hood", "rescuing-robin-hood", "robin-hood-goods"])
def test_the_results_on_the_phone_are_the_servers(client, game_id):
    """The outcome, each seat's score, place, win and team, the tie-breaks and notes: the engine's, as the
    server's result gives them (its sentences as messages here, worded by the page)."""
    recorded = next(r for r in recorded_games() if r.game.id == game_id)
    phone = Phone(recorded)
    for seat, move in recorded.moves:
        phone.ask("POST", "/moves", move, seat=seat)
    table_id, host, _ = played_online(client, recorded)
    online = client.get(f"/api/v1/tables/{table_id}/result", headers=bearer(host)).json
    here = phone.ask("GET", "/result")["body"]
    assert [{k: p[k] for k in ("seat", "name", "score", "rank", "winner", "team")} for p in online["players"]] == here["players"]
    assert (here["measure"], here["high_wins"], here["cooperative"], here["moves"]) == \
        (online["measure"], online["high_wins"], online["cooperative"], online["moves"])
    assert [t["ruling"] for t in here["tie_breaks"]] == [t["ruling"] for t in online["tie_breaks"]]
    # The outcome sentence, worded as the page words it (the server's catalog): the server's.
    assert render(Message.from_json(here["outcome"]), "en") == online["outcome"]
    assert [render(Message.from_json(t["text"]), "en") for t in here["tie_breaks"]] == [t["text"] for t in online["tie_breaks"]]
    assert phone.ask("GET", "/result")["status"] == 200
    unfinished = Phone(RecordedGame(recorded.game, recorded.options, []))
    assert unfinished.ask("GET", "/result")["body"]["message"]["id"] == "api-not-over"
