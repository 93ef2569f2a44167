"""Corrections at a Robin Hood (1990) table, through the HTTP API with the game's real moves.

Robin Hood (1990) has no private fields (every move and result is public), so no redaction is tested
here; tests/api/test_corrections.py covers privacy for the games that have them.
"""
from __future__ import annotations

from typing import Any

from tests.helpers import Table, correct, full_replay, make_table, stored_state


def three_players(client: Any) -> Table:
    table = make_table(client, "robin-hood-1990", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    return table


def moved(table: Table, headers: dict[str, str], **move: Any) -> dict[str, Any]:
    answer = table.move(headers, **move)
    assert answer.status_code == 201, answer.json
    return answer.json


def gold(table: Table) -> list[int]:
    return table.get(table.host).json["state"]["gold"]


def play_a_section(table: Table) -> None:
    """v1 Bob is named the youngest, v2 Ann wins a duel (+5), v3 Bob's event (+3), v4 the inn's pay-out."""
    moved(table, table.host, type="first_player", starting_seat=1)
    moved(table, table.seat(0), type="duel", player_card=4, sheriff_card=2)
    moved(table, table.seat(1), type="event", text="A merchant's purse", gold=3)
    moved(table, table.seat(2), type="settle", distances={"0": 0, "1": 3, "2": 7})


def test_a_correction_replays_cleanly_and_every_later_move_stands(client, app):
    table = three_players(client)
    play_a_section(table)
    assert gold(table) == [5 + 5 + 12, 5 + 3 + 4, 5]
    # The duel was lost: the Sheriff card was shown, not 2 arrows.
    answer = correct(table, table.host, {"version": 2, "move": {"type": "duel", "player_card": 4, "sheriff_card": "sheriff"}})
    assert answer.status_code == 201, answer.json
    assert gold(table) == [5 + 12, 5 + 3 + 4, 5]
    assert table.get(table.host).json["state"]["starter"] == 2  # Cat is still the poorest (V4)
    assert full_replay(app, table) == stored_state(app, table)


def test_the_first_player_can_be_corrected_after_the_game_has_started(client, app):
    table = three_players(client)
    play_a_section(table)
    # At its place in the log (before any other move) naming Cat instead of Bob is legal.
    assert correct(table, table.host, {"version": 1, "move": {"type": "first_player", "starting_seat": 2}}).status_code == 201
    assert table.log(table.host).json[0]["now"]["move"] == {"type": "first_player", "starting_seat": 2}
    assert full_replay(app, table) == stored_state(app, table)
    # A duel turned into a first-player choice comes after a move: refused with the game's ruling (V4).
    late = correct(table, table.host, {"version": 3, "move": {"type": "first_player", "starting_seat": 0}})
    assert late.status_code == 422 and late.json["rule"] == "V4"
    assert late.json["broken"]["version"] == 3


def test_a_correction_that_breaks_a_later_move_names_it_and_stores_nothing(client):
    table = three_players(client)
    moved(table, table.seat(0), type="settle", distances={"0": 0, "1": 3, "2": 9})  # v1: Cat is the poorest
    moved(table, table.seat(2), type="duel", player_card=4, sheriff_card=2)  # v2: Cat's duel in section 2
    before_log, before_version = table.log(table.host).json, table.get(table.host).json["version"]
    # Bob sent back to the start too: Bob and Cat tie on 5 gold, so they must choose who starts first (V6)
    # and Cat's duel at move 2 is refused.
    answer = correct(table, table.host, {"version": 1, "move": {"type": "settle", "distances": {"0": 0, "1": 9, "2": 9}}})
    assert answer.status_code == 422
    assert answer.json["rule"] == "V6"
    assert answer.json["broken"] == {"version": 2, "seat": 2, "type": "duel"}
    assert "move 2 (Cat's duel)" in answer.json["detail"]
    assert table.get(table.host).json["version"] == before_version and table.log(table.host).json == before_log


def test_a_player_corrects_their_own_event_after_others_moved(client, app):
    table = three_players(client)
    play_a_section(table)
    # Bob's event took 2 gold rather than giving 3; the pay-out after it stands.
    answer = correct(table, table.seat(1), {"version": 3, "move": {"type": "event", "text": "A toll", "gold": -2}})
    assert answer.status_code == 201, answer.json
    assert gold(table) == [22, 5 - 2 + 4, 5]
    entry = table.log(table.host).json[-1]
    assert entry["kind"] == "correction" and entry["by"] == "player" and entry["seat"] == 1
    assert full_replay(app, table) == stored_state(app, table)


def test_a_player_cannot_correct_another_players_move(client):
    table = three_players(client)
    play_a_section(table)
    refused = correct(table, table.seat(2), {"version": 3, "move": {"type": "event", "text": "A toll", "gold": -5}})
    assert refused.status_code == 403 and "ask the host" in refused.json["detail"]
    assert gold(table) == [22, 12, 5] and table.get(table.host).json["version"] == 4


def test_undo_of_a_correction_restores_what_was_there(client, app):
    table = three_players(client)
    play_a_section(table)
    before = stored_state(app, table)
    assert correct(table, table.host, {"version": 4, "move": {"type": "settle",
                                                               "distances": {"0": 2, "1": 0, "2": 7}}}).status_code == 201
    assert gold(table) == [10 + 5, 8 + 7 + 5, 5]
    undo = table.undo(table.host)
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 5
    assert stored_state(app, table) == before and gold(table) == [22, 12, 5]
    assert table.log(table.host).json[3]["corrected_in"] == []
    assert full_replay(app, table) == stored_state(app, table)
