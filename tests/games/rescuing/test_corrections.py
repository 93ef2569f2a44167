"""Corrections in Rescuing Robin Hood through the HTTP API, with the game's real moves.

The opening every test plays (Ann is seat 0, Bob seat 1):

1. the host lays out a row: a bronze villager behind three blue guards (#0, #1, #2);
2. the host finishes the battlefield;
3. Ann's band (Wit 14); 4. Bob's band (Wit 9, one Scouting token);
5. Ann's Wit meets #0 (4); 6. then #1 (6); 7. Ann stops: #0 and #1 defeated, Wit 14 - 10 = 4 left (R2);
8. Bob scouts #2 on Ann's turn (R6).

Rescuing Robin Hood has no private fields: every move and result is public (no MoveSpec declares any),
so nothing here is blanked for other seats; the last test checks that this is still so.
"""
from __future__ import annotations

from typing import Any

import pytest

import engine
from tests.helpers import Table, correct, full_replay, make_table

GAME = "rescuing-robin-hood"
BAND = {"brawn": 6, "stealth": 4, "jolliness": 2, "cookery": 0, "prayer": 0}


def act(table: Table, headers: dict[str, str], **move: Any) -> dict[str, Any]:
    answer = table.move(headers, **move)
    assert answer.status_code == 201, answer.json
    return answer.json


def state(table: Table) -> dict[str, Any]:
    return table.get(table.host).json["state"]


def stored(app: Any, table: Table) -> dict[str, Any]:
    return app.extensions["sherwood"].store.table(table.id)


@pytest.fixture
def table(client: Any) -> Table:
    table = make_table(client, GAME, players=2)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    ann, bob, host = table.seat(0), table.seat(1), table.host
    act(table, host, type="add_row", medallions=["bronze"], guards={"blue": 3})  # v1
    act(table, host, type="setup_done")  # v2
    act(table, ann, type="band", wit=14, scouting=0, **BAND)  # v3
    act(table, bob, type="band", wit=9, scouting=1, **BAND)  # v4
    act(table, ann, type="wit", row=0, value=4)  # v5
    act(table, ann, type="wit", value=6)  # v6
    stop = act(table, ann, type="wit_stop")  # v7
    assert stop["result"]["defeated"] == 2 and stop["state"]["bands"][0]["wit"] == 4
    act(table, bob, type="scouting", guards=[2])  # v8
    return table


def test_a_corrected_wit_value_replays_cleanly_and_equals_a_replay_of_the_log(table, app):
    answer = correct(table, table.host, {"version": 6, "move": {"type": "wit", "value": 5}})
    assert answer.status_code == 201, answer.json
    assert answer.json["result"]["corrected"] == [{"version": 6, "type": "wit", "seat": 0, "deleted": False}]
    now = state(table)
    assert now["bands"][0]["wit"] == 14 - 4 - 5  # the stop at move 7 replayed over the corrected card
    assert [c["id"] for c in now["rows"][0]["cards"]] == [2] and now["rows"][0]["cards"][0]["face_up"]
    assert full_replay(app, table) == stored(app, table)["state"]
    entry = table.log(table.host).json[5]
    assert entry["version"] == 6 and entry["now"] == {"move": {"type": "wit", "value": 5}, "seat": 0}


def test_a_correction_that_breaks_a_later_move_is_refused_with_the_games_ruling_and_stores_nothing(table, app):
    before_log, before = table.log(table.host).json, stored(app, table)
    # With Wit 5 Ann's attack fails at move 6 (4 + 6 > 5), so her stop at move 7 has nothing to stop (R2).
    answer = correct(table, table.host, {"version": 3, "move": {"type": "band", "wit": 5, "scouting": 0, **BAND}})
    assert answer.status_code == 422
    assert answer.json["broken"] == {"version": 7, "seat": 0, "type": "wit_stop"}
    assert answer.json["rule"] == "R2"
    assert "move 7 (Ann's end of a Wit attack)" in answer.json["detail"]
    assert "There is no successful Wit attack to stop." in answer.json["detail"]
    assert table.log(table.host).json == before_log
    assert stored(app, table)["state"] == before["state"] and table.get(table.host).json["version"] == 8


def test_a_player_corrects_their_own_band_after_others_have_moved(table, app):
    answer = correct(table, table.seat(1), {"version": 4, "move": {"type": "band", "wit": 11, "scouting": 1, **BAND}})
    assert answer.status_code == 201, answer.json
    assert state(table)["bands"][1]["wit"] == 11
    assert state(table)["bands"][1]["scouting"] == 0  # his Scouting at move 8 still spent it
    last = table.log(table.host).json[-1]
    assert last["kind"] == "correction" and last["by"] == "player" and last["seat"] == 1
    assert full_replay(app, table) == stored(app, table)["state"]


def test_a_player_cannot_correct_another_players_move_or_the_hosts(table):
    for version in (5, 1):  # Ann's Wit attack; the host's row
        refused = correct(table, table.seat(1), {"version": version, "delete": True})
        assert refused.status_code == 403 and "ask the host" in refused.json["detail"]
    refused = correct(table, table.seat(1), {"version": 5, "move": {"type": "wit", "row": 0, "value": 3}})
    assert refused.status_code == 403
    assert table.get(table.host).json["version"] == 8


def test_undoing_a_correction_restores_what_was_there(table, app):
    before = state(table)
    assert correct(table, table.host, {"version": 1, "move": {"type": "add_row", "medallions": ["gold"],
                                                               "guards": {"blue": 3}}}).status_code == 201
    assert state(table)["rows"][0]["medallions"] == ["gold"]
    undo = table.undo(table.host)
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 9
    assert state(table) == before
    assert table.log(table.host).json[0]["corrected_in"] == []
    assert full_replay(app, table) == stored(app, table)["state"]


def test_rescuing_has_no_private_fields_so_every_seat_reads_the_same_correction(table):
    assert all(not spec.private for spec in engine.get(GAME).moves.values())
    assert correct(table, table.host, {"version": 6, "move": {"type": "wit", "value": 5}}).status_code == 201
    seen = [table.log(headers).json[-1]["move"] for headers in (table.host, table.seat(0), table.seat(1))]
    assert seen[0] == seen[1] == seen[2]
    assert seen[0]["amendments"][0]["before"] == {"type": "wit", "value": 6}


def test_a_corrected_band_turns_a_later_stealth_attack_into_a_failure_everywhere(client, app):
    """A stale result, as a table met it: John's band Stealth fixed from 7 to 4 after his Stealth attack
    on #0 and #1 (guards totalling 5) had rescued the villager. The replay fails the attack; the
    log, the correction's own result and the export now say so, with the first result kept."""
    from tests.helpers import make_table

    table = make_table(client, GAME, players=2)
    for name in ("John", "Marian"):
        assert table.join(name).status_code == 201
    john, host = table.seat(0), table.host
    band = {"wit": 3, "brawn": 6, "jolliness": 2, "cookery": 0, "prayer": 0, "scouting": 0}
    act(table, host, type="add_row", medallions=["bronze"], guards={"blue": 2})  # v1
    act(table, host, type="setup_done")  # v2
    act(table, john, type="band", stealth=7, **band)  # v3
    act(table, table.seat(1), type="band", stealth=4, **band)  # v4
    attack = act(table, john, type="stealth", chosen=[{"id": 0, "value": 2}, {"id": 1, "value": 3}])  # v5
    assert attack["result"]["success"] and attack["result"]["rescued"] == 1

    answer = correct(table, host, {"version": 3, "move": {"type": "band", "stealth": 4, **band}})
    assert answer.status_code == 201, answer.json
    changed = {c["version"]: c for c in answer.json["result"]["changes"]}
    assert changed[5]["before"]["success"] is True and changed[5]["after"]["success"] is False
    assert changed[5]["after"].get("rescued", 0) == 0 and not changed[5]["amended"]
    log = {e["version"]: e for e in table.log(host).json}
    assert log[5]["result"]["success"] is False and log[5]["result"].get("rescued", 0) == 0
    assert log[5]["entered_result"]["success"] is True and log[5]["result_changed_in"] == [answer.json["version"]]
    exported = table.client.get(f"/api/v1/tables/{table.id}/export", headers=host, query_string={"format": "json"}).json
    assert exported["log"][4]["result"] == log[5]["result"]
    # The battlefield agrees: both guards back in the row, nobody rescued.
    assert [c["id"] for c in state(table)["rows"][0]["cards"] if c.get("kind", "guard") != "villager"][:2] == [0, 1]
    assert full_replay(app, table) == stored(app, table)["state"]


def test_r8_a_correction_that_ends_recruiting_sooner_keeps_the_later_passes_as_nothing(client, app):
    """Two villagers freed: Ann takes one, Bob and Ann pass. Corrected to one villager, Ann's take ends
    recruiting: the passes after it stand as nothing (the game's decision), and the correction is saved."""
    table = make_table(client, GAME, players=2)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    ann, bob, host = table.seat(0), table.seat(1), table.host
    act(table, host, type="add_row", medallions=["bronze", "silver"], guards={"blue": 1})  # v1
    act(table, host, type="setup_done")  # v2
    act(table, ann, type="band", wit=4, scouting=0, **BAND)  # v3
    act(table, bob, type="band", wit=4, scouting=0, **BAND)  # v4
    act(table, ann, type="brawn", row=0, revealed=[{"id": 0, "value": 1}])  # v5: both villagers freed
    act(table, ann, type="end_turn")  # v6
    act(table, bob, type="end_turn")  # v7
    act(table, ann, type="recruit", take=True)  # v8
    act(table, bob, type="recruit", take=False)  # v9
    act(table, ann, type="recruit", take=False)  # v10: everyone passed in a row
    answer = correct(table, host, {"version": 1, "move": {"type": "add_row", "medallions": ["bronze"],
                                                           "guards": {"blue": 1}}})
    assert answer.status_code == 201, answer.json
    now = state(table)
    assert now["phase"] == "cleanup" and now["major_oak"] == 0 and now["decks"] == [9, 8]
    after = {c["version"]: c["after"] for c in answer.json["result"]["changes"]}
    assert after[9]["recruiting_over"] and after[10]["recruiting_over"]  # the preview says the passes changed
    assert [entry["result"].get("recruiting_over") for entry in table.log(host).json[8:10]] == [True, True]
    assert full_replay(app, table) == stored(app, table)["state"]
