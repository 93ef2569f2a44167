"""Corrections at a Robin Hood (goods and the Sheriff) table, through the HTTP API, with this game's
own moves: an inspection entered wrongly and fixed, a declaration whose fix would break the inspection after it
(G3), a player fixing their own declaration after others moved, a player refused for another's move, an undo of
a correction, and a week's goods (private, G9) corrected and shown to their owner only."""
from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import Table, bearer, make_table, stored_state
from tests.api.test_corrections import correct, full_replay

CARD = {"values": {"fruit": 3, "mead": 8, "jewelry": 9}, "penalties": {"mead": 6, "jewelry": 7},
        "rewards": {"mead": 4, "jewelry": 5}, "limits": {"fruit": 4, "chicken": 4, "mead": 2, "jewelry": 1}}
AMY, CARLOS, LUISH = range(3)


@pytest.fixture
def goods(client: Any) -> Table:
    """3 players, advanced; Amy (seat 0) is the first Sheriff."""
    table = make_table(client, "robin-hood-goods", players=3, mode="advanced", card_table=CARD)
    for name in ("Amy", "Carlos", "Luish"):
        assert table.join(name).status_code == 201
    return table


def move(table: Table, seat: int, **body: Any) -> int:
    answer = table.move(table.seat(seat), **body)
    assert answer.status_code == 201, answer.json
    return answer.json["version"]


def carlos_inspected(table: Table) -> None:
    """Turn 1, the rulebook's Carlos: v1 Carlos declares 4 potatoes, v2 Luish 1 fruit, v3 Amy finds 1 potato,
    1 chicken and 2 silks in Carlos's bag (penalty $13, reward $6), v4 Amy ends the turn."""
    assert move(table, CARLOS, type="declare", good="potato", count=4) == 1
    assert move(table, LUISH, type="declare", good="fruit", count=1) == 2
    assert move(table, AMY, type="inspect", target=CARLOS, cards={"potato": 1, "chicken": 1, "silk": 2}) == 3
    assert move(table, AMY, type="end_turn") == 4


def state(table: Table, headers: dict[str, str] | None = None) -> dict[str, Any]:
    return table.get(headers or table.host).json["state"]


def test_a_corrected_inspection_replays_cleanly(goods, app):
    carlos_inspected(goods)
    assert state(goods)["money"] == [36, 17, 30]
    # The bag held 4 potatoes after all: honest, the bank pays Carlos 4 x $1 (G4), no reward for Amy.
    answer = correct(goods, goods.host, {"version": 3, "move": {"type": "inspect", "target": CARLOS,
                                                               "cards": {"potato": 4}}})
    assert answer.status_code == 201, answer.json
    assert answer.json["result"]["corrected"] == [{"version": 3, "type": "inspect", "seat": AMY, "deleted": False}]
    assert state(goods)["money"] == [30, 34, 30]
    assert state(goods, goods.seat(CARLOS))["my_seen_approved"] == {"potato": 4}
    assert full_replay(app, goods) == stored_state(app, goods)
    # Later moves kept: the turn still ended, Luish's unopened bag passed.
    assert state(goods)["turn"] == 2 and state(goods)["unseen_cards"] == [0, 0, 1]


def test_a_correction_that_breaks_the_inspection_after_it_is_refused_and_stores_nothing(goods):
    carlos_inspected(goods)
    before = goods.log(goods.host).json
    # Carlos declared 3, not 4: the inspection of move 3 found 4 cards in his bag (G3).
    answer = correct(goods, goods.host, {"version": 1, "move": {"type": "declare", "good": "potato", "count": 3}})
    assert answer.status_code == 422
    assert answer.json["broken"] == {"version": 3, "seat": AMY, "type": "inspect"}
    assert answer.json["rule"] == "G3"
    assert "move 3 (Amy's inspection)" in answer.json["detail"]
    assert "The bag was declared with 3 cards; 4 were entered." in answer.json["detail"]
    assert goods.get(goods.host).json["version"] == 4 and goods.log(goods.host).json == before
    assert state(goods)["money"] == [36, 17, 30]


def test_a_player_corrects_their_own_declaration_after_others_moved(goods, app):
    carlos_inspected(goods)
    # Luish's bag held 2 fruits (chariot token 2 was free): it passed unopened, so the app now counts 2 (G12).
    answer = correct(goods, goods.seat(LUISH), {"version": 2, "move": {"type": "declare", "good": "fruit", "count": 2}})
    assert answer.status_code == 201, answer.json
    assert state(goods)["unseen_cards"] == [0, 0, 2]
    entry = goods.log(goods.host).json[-1]
    assert entry["kind"] == "correction" and entry["by"] == "player" and entry["seat"] == LUISH
    assert full_replay(app, goods) == stored_state(app, goods)


def test_a_player_cannot_correct_another_players_move(goods):
    carlos_inspected(goods)
    for version, fix in ((2, {"type": "declare", "good": "potato", "count": 1}),  # Luish's declaration
                         (3, {"type": "inspect", "target": CARLOS, "cards": {"potato": 4}})):  # Amy's inspection
        refused = correct(goods, goods.seat(CARLOS), {"version": version, "move": fix})
        assert refused.status_code == 403 and "ask the host" in refused.json["detail"]
    assert correct(goods, goods.seat(CARLOS), {"version": 2, "delete": True}).status_code == 403
    assert goods.get(goods.host).json["version"] == 4 and state(goods)["money"] == [36, 17, 30]


def test_undo_of_a_correction_restores_the_inspection(goods, app):
    carlos_inspected(goods)
    before = state(goods)
    assert correct(goods, goods.host, {"version": 3, "move": {"type": "inspect", "target": CARLOS,
                                                             "cards": {"potato": 4}}}).status_code == 201
    assert state(goods)["money"] == [30, 34, 30]
    undo = goods.undo(goods.host)
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 5
    assert state(goods) == before
    assert goods.log(goods.host).json[2]["corrected_in"] == [] and goods.log(goods.host).json[2]["now"] is None
    assert full_replay(app, goods) == stored_state(app, goods)


def rest_of_week_one(table: Table) -> None:
    """Turns 2-6: every bag 1 potato, every Sheriff lets them pass (Sheriffs Carlos, Luish, Amy, Carlos, Luish)."""
    for sheriff in (CARLOS, LUISH, AMY, CARLOS, LUISH):
        for seat in ((sheriff + 1) % 3, (sheriff + 2) % 3):
            move(table, seat, type="declare", good="potato", count=1)
        move(table, sheriff, type="let_pass")


def test_corrected_week_goods_are_seen_by_their_owner_only(goods, client):
    carlos_inspected(goods)
    rest_of_week_one(goods)
    # Carlos: 1 potato seen approved, and 3 bags of 1 card passed unopened (G12: 4 cards).
    entered = move(goods, CARLOS, type="week_goods", approved={"potato": 1, "silk": 3}, stored={"silk": 3})
    move(goods, LUISH, type="week_goods", approved={"potato": 3, "fruit": 1}, stored={})
    first = {"approved": {"potato": 1, "silk": 3}, "stored": {"silk": 3}}
    fixed = {"approved": {"potato": 2, "jewelry": 2}, "stored": {"jewelry": 2}}
    headers = {**goods.seat(CARLOS), "Idempotency-Key": "carlos-fixes-his-week"}
    answer = correct(goods, headers, {"version": entered, "move": {"type": "week_goods", **fixed}})
    assert answer.status_code == 201, answer.json
    correction = answer.json["version"]

    # The owner's answer and view hold the corrected entry; the correction's result names no goods.
    assert answer.json["state"]["my_week_goods"] == {"sold": {"potato": 2}, "stored": {"jewelry": 2}, "earned": 2}
    assert answer.json["result"]["corrected"] == [{"version": entered, "type": "week_goods", "seat": CARLOS,
                                                   "deleted": False}]
    # Its changed results: Carlos's own week goods now earn 2 (his answer, so he reads them).
    assert [(c["version"], c["amended"], c["after"]["earned"]) for c in answer.json["result"]["changes"]] == [
        (entered, True, 2)]
    assert state(goods, goods.seat(CARLOS))["my_week_goods"]["stored"] == {"jewelry": 2}
    # Nobody else's view has it: the host and Amy have no entry, Luish sees his own.
    assert state(goods)["my_week_goods"] is None and state(goods, goods.seat(AMY))["my_week_goods"] is None
    assert state(goods, goods.seat(LUISH))["my_week_goods"]["sold"] == {"potato": 3, "fruit": 1}
    # The answer another seat would get with the same key: not Carlos's (keys are per token), and no goods.
    stranger = correct(goods, {**goods.seat(LUISH), "Idempotency-Key": "carlos-fixes-his-week"},
                       {"version": entered, "move": {"type": "week_goods", **fixed}})
    assert stranger.status_code == 403 and "jewelry" not in str(stranger.json) and "silk" not in str(stranger.json)

    # The log: Carlos reads both versions, in the correction and in the corrected entry.
    own = {e["version"]: e for e in goods.log(goods.seat(CARLOS)).json}
    amendment = own[correction]["move"]["amendments"][0]
    assert {k: amendment["before"][k] for k in first} == first and {k: amendment["move"][k] for k in fixed} == fixed
    assert own[entered]["move"]["approved"] == first["approved"] and own[entered]["entered_result"]["earned"] == 1
    assert own[entered]["result"]["earned"] == 2 and own[entered]["result_changed_in"] == [correction]  # the result as it stands now
    assert own[entered]["now"]["move"]["approved"] == fixed["approved"]
    # Everyone else, the host and the big screen included, reads that Carlos entered goods, never which.
    for reader in (goods.host, goods.seat(AMY), goods.seat(LUISH), bearer(goods.created["spectator_token"])):
        log = {e["version"]: e for e in goods.log(reader).json}
        seen = log[correction]["move"]["amendments"][0]
        for version in (seen["before"], seen["move"], log[entered]["move"], log[entered]["now"]["move"]):
            assert version["approved"] is None and version["stored"] is None, version
        assert log[entered]["result"]["sold"] is None and log[entered]["result"]["earned"] is None
        assert log[entered]["entered_result"]["earned"] is None
        assert all(c["after"]["earned"] is None for c in log[correction]["result"]["changes"])
        text = str([log[entered], log[correction]])
        assert "silk" not in text and "jewelry" not in text

    # The week is paid once Amy enters: Carlos's corrected sale (2 potatoes, $2), his 2 jewelries stored.
    move(goods, AMY, type="week_goods", approved={"potato": 4})
    after = state(goods, goods.seat(CARLOS))
    assert after["money"][CARLOS] == 17 + 2 and after["my_stored"] == {"jewelry": 2}
    assert state(goods)["stored_counts"] == [0, 2, 0] and state(goods)["my_stored"] is None
    assert state(goods, goods.seat(AMY))["my_stored"] == {}


def test_a_players_week_goods_are_corrected_by_that_player_and_the_host_sees_none_of_them(goods):
    """The host enters no private fields for a seat someone sits in (api/table/moves.py acting_seat): the
    host's correction is 403 and quotes nothing; Carlos corrects his own, and the host's log shows none."""
    carlos_inspected(goods)
    rest_of_week_one(goods)
    entered = move(goods, CARLOS, type="week_goods", approved={"potato": 1, "silk": 3}, stored={"silk": 3})
    fix = {"version": entered, "move": {"type": "week_goods", "approved": {"potato": 4}, "stored": {}}}
    refused = correct(goods, goods.host, fix)
    assert refused.status_code == 403, refused.json
    assert "silk" not in str(refused.json) and "potato" not in str(refused.json)
    answer = correct(goods, goods.seat(CARLOS), fix)
    assert answer.status_code == 201, answer.json
    seen = goods.log(goods.host).json[-1]["move"]["amendments"][0]
    assert seen["before"]["approved"] is None and seen["move"]["approved"] is None
    assert "silk" not in str(goods.log(goods.host).json[-1])
    assert state(goods, goods.seat(CARLOS))["my_week_goods"] == {"sold": {"potato": 4}, "stored": {}, "earned": 4}


def test_the_first_sheriff_is_named_at_the_table_before_the_first_move_only(goods):
    """The `first_sheriff` option is a seat number; at the table anyone names the first Sheriff until the first
    move (G8 covers who is Sheriff). A correction that changes them re-orders the declarations after it."""
    assert state(goods)["first_sheriff_open"] is True
    host = goods.client.post(f"/api/v1/tables/{goods.id}/moves", json={"type": "first_sheriff", "sheriff": LUISH},
                             headers=goods.host)
    assert host.status_code == 201 and state(goods)["sheriff"] == LUISH
    assert move(goods, AMY, type="first_sheriff", sheriff=CARLOS) == 2  # any player may, too
    assert state(goods)["sheriff"] == CARLOS
    # Clockwise from Carlos's left: Luish declares first.
    assert move(goods, LUISH, type="declare", good="potato", count=1) == 3
    assert state(goods)["first_sheriff_open"] is False
    late = goods.move(goods.seat(AMY), type="first_sheriff", sheriff=AMY)
    assert late.status_code == 422 and late.json["rule"] == "G8"
    assert late.json["detail"] == "The first Sheriff can only be changed before the first move of the game."
    # Had Luish been Sheriff, he would have no bag: the correction names his declaration and stores nothing.
    broken = correct(goods, goods.host, {"version": 2, "move": {"type": "first_sheriff", "sheriff": LUISH}})
    assert broken.status_code == 422 and broken.json["broken"] == {"version": 3, "seat": LUISH, "type": "declare"}
    assert broken.json["rule"] == "G2" and state(goods)["sheriff"] == CARLOS


def test_the_last_entry_of_a_week_says_the_week_was_paid(goods):
    carlos_inspected(goods)
    rest_of_week_one(goods)
    first = goods.move(goods.seat(CARLOS), type="week_goods", approved={"potato": 4}).json["result"]
    assert first["week"] == 1 and first["week_over"] is False and state(goods)["money"][CARLOS] == 17
    move(goods, LUISH, type="week_goods", approved={"potato": 4})
    last = goods.move(goods.seat(AMY), type="week_goods", approved={"potato": 4}).json["result"]
    assert last["week"] == 1 and last["week_over"] is True and state(goods)["money"] == [36 + 4, 17 + 4, 30 + 4]
    # What a player earned stays private in the log, like the goods it came from.
    entry = goods.log(goods.seat(LUISH)).json[-1]
    assert entry["result"]["earned"] is None and entry["result"]["week_over"] is True
