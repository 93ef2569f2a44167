"""Corrections: replace or delete an earlier move and keep everything after it."""
from __future__ import annotations


from api.store import CHECKPOINT_EVERY
from tests.helpers import Table, bearer, correct, full_replay, make_table


def scores(table: Table) -> list[int]:
    return table.get(table.host).json["state"]["scores"]


def play_round(pad: Table) -> None:
    """Ann +3 (v1), Bob +5 (v2), Ann +2 (v3)."""
    for seat, points in ((0, 3), (1, 5), (0, 2)):
        assert pad.move(pad.seat(seat), type="add", points=points).status_code == 201


def test_the_host_corrects_an_early_move_and_every_later_move_stands(pad, app):
    play_round(pad)
    answer = correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 4}})
    assert answer.status_code == 201, answer.json
    assert answer.json["version"] == 4 and answer.json["result"]["corrected"] == [
        {"version": 1, "type": "add", "seat": 0, "deleted": False}]
    assert scores(pad) == [6, 5, 0]
    log = pad.log(pad.host).json
    assert log[0]["move"] == {"type": "add", "points": 3} and log[0]["corrected_in"] == [4]
    assert log[0]["now"] == {"move": {"type": "add", "points": 4}, "seat": 0} and log[1]["now"] is None
    entry = log[3]
    assert entry["kind"] == "correction" and entry["by"] == "host"
    assert entry["move"]["amendments"] == [{"version": 1, "before": {"type": "add", "points": 3}, "before_seat": 0,
                                            "move": {"type": "add", "points": 4}, "seat": 0}]
    assert full_replay(app, pad) == app.extensions["sherwood"].store.table(pad.id)["state"]


def test_a_move_can_be_deleted(pad):
    play_round(pad)
    assert correct(pad, pad.host, {"version": 2, "delete": True}).status_code == 201
    assert scores(pad) == [5, 0, 0]
    assert pad.log(pad.host).json[1]["corrected_in"] == [4]
    assert pad.log(pad.host).json[1]["now"] == {"move": None, "seat": 1}


def test_a_player_corrects_their_own_move_after_others_have_moved(pad):
    play_round(pad)
    answer = correct(pad, pad.seat(1), {"version": 2, "move": {"type": "add", "points": 7}})
    assert answer.status_code == 201 and scores(pad) == [5, 7, 0]
    assert pad.log(pad.host).json[-1]["seat"] == 1 and pad.log(pad.host).json[-1]["by"] == "player"


def test_a_player_cannot_correct_another_players_move_nor_move_it_to_another_seat(pad):
    play_round(pad)
    refused = correct(pad, pad.seat(1), {"version": 1, "move": {"type": "add", "points": 9}})
    assert refused.status_code == 403 and "ask the host" in refused.json["detail"]
    moved = correct(pad, pad.seat(0), {"version": 1, "move": {"type": "add", "points": 9}, "seat": 1})
    assert moved.status_code == 403
    host_entry = pad.move(pad.host, type="add", points=1, seat=0)
    assert host_entry.status_code == 201
    assert correct(pad, pad.seat(0), {"version": 4, "delete": True}).status_code == 403
    assert pad.get(pad.host).json["version"] == 4


def test_a_spectator_cannot_correct(pad):
    play_round(pad)
    spectator = bearer(pad.created["spectator_token"])
    assert correct(pad, spectator, {"version": 1, "delete": True}).status_code == 403


def test_a_correction_that_breaks_a_later_move_names_it_and_stores_nothing(pad):
    play_round(pad)
    before = pad.log(pad.host).json
    # Ending the game at move 1 would make Bob's +5 at move 2 illegal (SP1).
    answer = correct(pad, pad.host, {"version": 1, "move": {"type": "finish"}})
    assert answer.status_code == 422
    assert answer.json["rule"] == "SP1"
    assert answer.json["broken"] == {"version": 2, "seat": 1, "type": "add"}
    assert "move 2 (Bob's points)" in answer.json["detail"]
    assert pad.get(pad.host).json["version"] == 3 and pad.log(pad.host).json == before


def test_a_corrected_move_that_is_itself_illegal_is_refused_with_its_ruling(pad):
    play_round(pad)
    answer = correct(pad, pad.host, {"version": 2, "move": {"type": "add", "points": 0}})
    assert answer.status_code == 422 and answer.json["rule"] == "SP2"
    assert answer.json["broken"]["version"] == 2


def test_a_batch_changes_several_moves_at_once(pad):
    play_round(pad)
    pad.move(pad.seat(1), type="add", points=1)  # v4
    # Finishing at move 3 alone breaks move 4; deleting move 4 in the same batch makes it hold.
    alone = correct(pad, pad.host, {"version": 3, "move": {"type": "finish"}})
    assert alone.status_code == 422 and alone.json["broken"]["version"] == 4
    batch = correct(pad, pad.host, {"version": 3, "move": {"type": "finish"}}, {"version": 4, "delete": True})
    assert batch.status_code == 201, batch.json
    table = pad.get(pad.host).json
    assert table["status"] == {"finished": True, "winners": [1]} and table["state"]["scores"] == [3, 5, 0]


def test_undo_takes_back_a_correction_and_restores_what_was_there(pad, app):
    play_round(pad)
    correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 10}})
    assert scores(pad) == [12, 5, 0]
    undo = pad.undo(pad.host)
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 4
    assert scores(pad) == [5, 5, 0]
    assert pad.log(pad.host).json[0]["corrected_in"] == []
    assert full_replay(app, pad) == app.extensions["sherwood"].store.table(pad.id)["state"]


def test_a_correction_is_checked_against_the_log_as_earlier_corrections_left_it(pad):
    play_round(pad)
    assert correct(pad, pad.host, {"version": 3, "delete": True}).status_code == 201  # v4: Ann's +2 deleted
    # With move 3 gone, ending the game at move 2 breaks nothing...
    assert correct(pad, pad.host, {"version": 2, "move": {"type": "finish"}}).status_code == 201
    assert pad.get(pad.host).json["status"]["finished"]
    # ...and the undo of that correction brings Bob's +5 back.
    assert pad.undo(pad.host).status_code == 201 and scores(pad) == [3, 5, 0]


def test_bad_corrections_get_422_and_store_nothing(pad):
    play_round(pad)
    pad.undo(pad.seat(0))  # v4 takes back v3
    for amendments in (
        [{"version": 99, "delete": True}],  # no such move
        [{"version": 4, "delete": True}],  # an undo, not a move
        [{"version": 3, "delete": True}],  # taken back
        [{"version": 1, "delete": True}, {"version": 1, "delete": True}],  # twice
        [{"version": 1}],  # neither a move nor delete
        [{"version": 1, "delete": True, "move": {"type": "add", "points": 1}}],  # both
        [{"version": 1, "move": {"type": "juggle"}}],  # not a move of the game
        [{"version": 1, "move": {"type": "add", "points": "many"}}],
        [],
    ):
        answer = correct(pad, pad.host, *amendments)
        assert answer.status_code == 422, (amendments, answer.json)
        assert answer.json["detail"]
    assert correct(pad, pad.host, {"version": 1, "delete": True}, expected_version=2).status_code == 409
    assert pad.get(pad.host).json["version"] == 4


def test_private_fields_stay_private_in_corrections(pad):
    assert pad.move(pad.seat(0), type="note", text="bluffing").status_code == 201
    pad.move(pad.seat(1), type="add", points=2)
    answer = correct(pad, pad.seat(0), {"version": 1, "move": {"type": "note", "text": "not bluffing"}})
    assert answer.status_code == 201
    own = pad.log(pad.seat(0)).json[-1]["move"]["amendments"][0]
    assert own["before"]["text"] == "bluffing" and own["move"]["text"] == "not bluffing"
    assert pad.log(pad.seat(0)).json[0]["now"]["move"]["text"] == "not bluffing"
    # The answer to the correction shows the new state as its sender may see it.
    assert answer.json["state"]["my_note"] == "not bluffing"
    assert pad.get(pad.seat(1)).json["state"]["my_note"] == "" and pad.get(pad.host).json["state"]["my_note"] is None
    for headers in (pad.seat(1), pad.host, bearer(pad.created["spectator_token"])):
        seen = pad.log(headers).json[-1]["move"]["amendments"][0]
        assert seen["before"]["text"] is None and seen["move"]["text"] is None
        assert pad.log(headers).json[0]["now"]["move"]["text"] is None
        assert "bluffing" not in str(pad.log(headers).json)


def test_idempotent_retry_of_a_correction_stores_it_once(pad):
    play_round(pad)
    headers = {**pad.host, "Idempotency-Key": "fix-1"}
    first = correct(pad, headers, {"version": 1, "move": {"type": "add", "points": 4}})
    again = correct(pad, headers, {"version": 1, "move": {"type": "add", "points": 4}})
    assert first.json == again.json and pad.get(pad.host).json["version"] == 4


def test_on_a_long_table_corrections_and_undos_replay_from_checkpoints(client, app):
    table = make_table(client, "score-pad", players=2)
    table.join("Ann")
    table.join("Bob")
    total = CHECKPOINT_EVERY * 3 + 10
    for n in range(total):
        assert table.move(table.seat(n % 2), type="add", points=1 + n % 3).status_code == 201
    store = app.extensions["sherwood"].store
    with store.db() as db:
        marks = [r[0] for r in store._run(db, "SELECT version FROM checkpoints WHERE table_id = ? ORDER BY version", [table.id])]
    assert marks == [CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY, 3 * CHECKPOINT_EVERY]
    # Near the end: only the moves after the last checkpoint are replayed, and the result is exact.
    assert correct(table, table.host, {"version": total - 9, "move": {"type": "add", "points": 50}}).status_code == 201
    assert full_replay(app, table) == store.table(table.id)["state"]
    # Early: the checkpoints after the change are stale and go (the state before move 5 is close to
    # the setup: not worth one); later moves make new ones.
    assert correct(table, table.host, {"version": 5, "delete": True}).status_code == 201
    with store.db() as db:
        assert not store._run(db, "SELECT count(*) FROM checkpoints WHERE table_id = ?", [table.id]).fetchone()[0]
    # A correction far from the last checkpoint leaves one just before the move it changed.
    assert correct(table, table.host, {"version": 100, "move": {"type": "add", "points": 9}}).status_code == 201
    with store.db() as db:
        marks = [r[0] for r in store._run(db, "SELECT version FROM checkpoints WHERE table_id = ? ORDER BY version", [table.id])]
    assert marks == [99]
    assert full_replay(app, table) == store.table(table.id)["state"]
    for n in range(CHECKPOINT_EVERY):
        table.move(table.seat(n % 2), type="add", points=2)
    assert table.undo(table.host).status_code == 201
    assert correct(table, table.host, {"version": total + 10, "delete": True}).status_code == 201
    assert full_replay(app, table) == store.table(table.id)["state"]


def test_a_table_that_undoes_a_lot_keeps_a_checkpoint_near(pad, app):
    # Undo takes back checkpointed moves; the undo's own state then becomes the checkpoint,
    # so a replay never walks back further than about CHECKPOINT_EVERY entries.
    store = app.extensions["sherwood"].store
    for _ in range(3 * CHECKPOINT_EVERY):
        assert pad.move(pad.seat(0), type="add", points=1).status_code == 201
        assert pad.undo(pad.seat(0)).status_code == 201
    version = pad.get(pad.host).json["version"]
    with store.db() as db:
        latest = store._run(db, "SELECT max(version) FROM checkpoints WHERE table_id = ?", [pad.id]).fetchone()[0]
    assert latest is not None and version - latest <= CHECKPOINT_EVERY + 2
    assert full_replay(app, pad) == store.table(pad.id)["state"]


def test_checkpoints_left_by_corrections_hold_for_the_corrections_after_them(client, app):
    # Each correction here reaches behind the checkpoint the one before it left, and the
    # replays start from those checkpoints: the result must still equal a full replay.
    table = make_table(client, "score-pad", players=2)
    table.join("Ann")
    table.join("Bob")
    for n in range(200):
        assert table.move(table.seat(n % 2), type="add", points=1 + n % 4).status_code == 201
    store = app.extensions["sherwood"].store
    for version, points in ((100, 7), (150, 8), (160, 9), (120, 6), (190, 5)):
        assert correct(table, table.host, {"version": version, "move": {"type": "add", "points": points}}).status_code == 201
        assert full_replay(app, table) == store.table(table.id)["state"], version
    for _ in range(3):
        assert table.undo(table.host).status_code == 201  # takes back the corrections, latest first
        assert full_replay(app, table) == store.table(table.id)["state"]
    assert table.move(table.seat(0), type="add", points=1).status_code == 201
    assert correct(table, table.host, {"version": 170, "delete": True}).status_code == 201
    assert full_replay(app, table) == store.table(table.id)["state"]
