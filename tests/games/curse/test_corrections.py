"""Corrections at a Curse You, Robin Hood! table, through the HTTP API with the game's real moves.

Curse You, Robin Hood! has no private fields (every revealed card is public), so no redaction is
tested here; tests/api/test_corrections.py covers privacy for the games that have them.
"""
from __future__ import annotations

from typing import Any

from tests.helpers import Table, correct, full_replay, make_table, stored_state


def c(good: str, rank: int) -> dict[str, Any]:
    return {"good": good, "rank": rank}


def moved(table: Table, headers: dict[str, str], **move: Any) -> None:
    answer = table.move(headers, **move)
    assert answer.status_code == 201, answer.json


def play_a_turn(client: Any) -> Table:
    """Three players and Friar Tuck (C2). v1 the Market Ale 1-3; v2 Ann Meat 9; v3 Friar Tuck Gems 5 (Ann
    enters it); v4 Bob Bread 8; v5 Cat Cloth 6: Ann and Friar Tuck swap (High-Low), then v6 Bob takes
    Ale 1 and v7 Cat takes Ale 3 from the Market (C4)."""
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    moved(table, table.host, type="market", cards=[c("ale", 1), c("ale", 2), c("ale", 3)])
    moved(table, table.seat(0), type="reveal", card=c("meat", 9))
    moved(table, table.seat(0), type="legend", legend="friar-tuck", shown=c("gems", 5))
    moved(table, table.seat(1), type="reveal", card=c("bread", 8))
    moved(table, table.seat(2), type="reveal", card=c("cloth", 6))
    moved(table, table.seat(1), type="take", card=c("ale", 1))
    moved(table, table.seat(2), type="take", card=c("ale", 3))
    return table


def state(table: Table) -> dict[str, Any]:
    return table.get(table.host).json["state"]


def market(table: Table) -> list[tuple[str, int]]:
    """The Market's cards, in any order."""
    return sorted((card["good"], card["rank"]) for card in state(table)["market"])


def test_a_correction_replays_cleanly_and_every_later_move_stands(client, app):
    table = play_a_turn(client)
    assert market(table) == [("ale", 2), ("bread", 8), ("cloth", 6)]
    # The Market's second card was Ale 5: no later move used it, so the turn stands as played.
    answer = correct(table, table.host, {"version": 1, "move": {"type": "market",
                                                                "cards": [c("ale", 1), c("ale", 5), c("ale", 3)]}})
    assert answer.status_code == 201, answer.json
    assert market(table) == [("ale", 5), ("bread", 8), ("cloth", 6)]
    now = state(table)
    assert now["stockpiles"]["p1"] == [c("ale", 1)] and now["stockpiles"]["p2"] == [c("ale", 3)]
    assert now["turn"] == 2
    assert full_replay(app, table) == stored_state(app, table)


def test_a_correction_that_breaks_a_later_move_names_it_and_stores_nothing(client):
    table = play_a_turn(client)
    before_log, before_version = table.log(table.host).json, table.get(table.host).json["version"]
    # Without Ale 1 in the Market, Bob's take of Ale 1 at move 6 is refused (C4).
    answer = correct(table, table.host, {"version": 1, "move": {"type": "market",
                                                                "cards": [c("ale", 4), c("ale", 2), c("ale", 3)]}})
    assert answer.status_code == 422
    assert answer.json["rule"] == "C4"
    assert answer.json["broken"] == {"version": 6, "seat": 1, "type": "take"}
    assert "move 6 (Bob's Market card)" in answer.json["detail"] and "Ale 1 is not in the Market" in answer.json["detail"]
    assert table.get(table.host).json["version"] == before_version and table.log(table.host).json == before_log


def test_a_player_corrects_their_own_card_after_others_moved(client, app):
    table = play_a_turn(client)
    # Cat's card was Cloth 7: still below Bob's 8, so the Market trades keep their order and Cat's take stands.
    answer = correct(table, table.seat(2), {"version": 5, "move": {"type": "reveal", "card": c("cloth", 7)}})
    assert answer.status_code == 201, answer.json
    assert market(table) == [("ale", 2), ("bread", 8), ("cloth", 7)]
    entry = table.log(table.host).json[-1]
    assert entry["kind"] == "correction" and entry["by"] == "player" and entry["seat"] == 2
    assert full_replay(app, table) == stored_state(app, table)


def test_a_player_cannot_correct_another_players_move(client):
    table = play_a_turn(client)
    refused = correct(table, table.seat(1), {"version": 5, "move": {"type": "reveal", "card": c("cloth", 7)}})
    assert refused.status_code == 403 and "ask the host" in refused.json["detail"]
    assert table.get(table.host).json["version"] == 7 and c("cloth", 6) in state(table)["market"]


def test_undo_of_a_correction_restores_what_was_there(client, app):
    table = play_a_turn(client)
    before = stored_state(app, table)
    # Friar Tuck showed Gems 4, not Gems 5: Ann now holds Gems 4.
    assert correct(table, table.host, {"version": 3, "move": {"type": "legend", "legend": "friar-tuck",
                                                              "shown": c("gems", 4)}}).status_code == 201
    assert state(table)["stockpiles"]["p0"] == [c("gems", 4)]
    undo = table.undo(table.host)
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 8
    assert stored_state(app, table) == before and state(table)["stockpiles"]["p0"] == [c("gems", 5)]
    assert table.log(table.host).json[2]["corrected_in"] == []
    assert full_replay(app, table) == stored_state(app, table)
