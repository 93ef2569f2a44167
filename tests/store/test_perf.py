"""The store's speed: idempotent answers rebuilt from the log, log pages by version, old files.

Behaviour only: what is answered and stored, never how long it takes.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from api import create_app
from api.store import CHECKPOINT_EVERY
from tests.helpers import Table, correct, make_table
from tests.paths import FIXTURES



def keyed(headers: dict[str, str], key: str) -> dict[str, str]:
    return {**headers, "Idempotency-Key": key}


def stored_rows(app: Any, sql: str, *args: Any) -> list[tuple]:
    with app.extensions["sherwood"].store.db() as db:
        return db.conn.execute(sql, args).fetchall()


def test_a_retry_long_after_gets_the_first_answer_rebuilt_past_a_checkpoint(pad):
    for n in range(CHECKPOINT_EVERY - 3):
        pad.move(pad.seat(n % 2), type="add", points=1)
    first = pad.move(keyed(pad.seat(0), "late-retry"), type="add", points=7)
    for n in range(10):  # the table passes a checkpoint after the keyed move
        pad.move(pad.seat(1), type="add", points=2)
    again = pad.move(keyed(pad.seat(0), "late-retry"), type="add", points=7)
    assert again.status_code == 201 and again.json == first.json
    assert pad.get(pad.host).json["version"] == CHECKPOINT_EVERY + 8


def test_a_retry_after_its_move_was_undone_still_gets_the_first_answer(pad):
    pad.move(pad.seat(0), type="add", points=1)
    first = pad.move(keyed(pad.seat(1), "undone"), type="add", points=4)
    assert pad.undo(pad.host).status_code == 201
    again = pad.move(keyed(pad.seat(1), "undone"), type="add", points=4)
    assert again.json == first.json and first.json["state"]["scores"] == [1, 4, 0]
    assert pad.get(pad.host).json["state"]["scores"] == [1, 0, 0]  # the retry did not play it again


def test_a_retry_after_a_correction_of_an_earlier_move_gets_the_state_of_then(pad):
    pad.move(pad.seat(0), type="add", points=3)
    first = pad.move(keyed(pad.seat(1), "before-fix"), type="add", points=5)
    assert correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 9}}).status_code == 201
    again = pad.move(keyed(pad.seat(1), "before-fix"), type="add", points=5)
    assert again.json == first.json and again.json["state"]["scores"] == [3, 5, 0]


def test_a_retried_undo_and_correction_get_their_first_answers(pad):
    for points in (1, 2, 3):
        pad.move(pad.seat(0), type="add", points=points)
    undo = pad.undo(keyed(pad.host, "u1"))
    fix = correct(pad, keyed(pad.host, "c1"), {"version": 1, "move": {"type": "add", "points": 5}})
    pad.move(pad.seat(1), type="add", points=1)
    assert pad.undo(keyed(pad.host, "u1")).json == undo.json
    assert correct(pad, keyed(pad.host, "c1"), {"version": 1, "move": {"type": "add", "points": 5}}).json == fix.json
    assert pad.get(pad.host).json["version"] == 6


def test_an_idempotency_record_keeps_the_version_not_the_answer(pad, app):
    answer = pad.move(keyed(pad.seat(0), "k-1"), type="add", points=2).json
    assert stored_rows(app, "SELECT key, version FROM idempotency_versions") == [("k-1", answer["version"])]
    assert stored_rows(app, "SELECT count(*) FROM idempotency") == [(0,)]


def test_an_idempotency_record_takes_under_200_bytes(pad, app):
    if not stored_rows(app, "SELECT count(*) FROM pragma_compile_options WHERE compile_options = 'ENABLE_DBSTAT_VTAB'")[0][0]:
        pytest.skip("this SQLite has no dbstat table to measure with")
    moves = 300
    for n in range(moves):
        # 32 hex digits: the key the PWA makes (store.js newKey)
        pad.move(keyed(pad.seat(n % 2), f"{n:032x}"), type="add", points=1)
    used = stored_rows(app, "SELECT sum(pgsize - unused) FROM dbstat WHERE name = 'idempotency_versions'")[0][0]
    assert used / moves <= 200


def test_the_log_total_is_the_version_and_the_last_page_holds_the_newest(pad):
    for n in range(23):
        pad.move(pad.seat(n % 2), type="add", points=1 + n % 3)
    pad.undo(pad.host)  # v24 takes back v23
    correct(pad, pad.host, {"version": 22, "move": {"type": "add", "points": 9}})  # v25
    page = pad.log(pad.seat(0), page=3, page_size=10)
    assert json.loads(page.headers["X-Pagination"])["total"] == 25
    assert [e["version"] for e in page.json] == [21, 22, 23, 24, 25]
    by_version = {e["version"]: e for e in page.json}
    assert by_version[23]["undone"] and by_version[24]["undoes"] == 23
    assert by_version[22]["corrected_in"] == [25] and by_version[22]["now"]["move"]["points"] == 9
    assert pad.log(pad.seat(0), page=4, page_size=10).json == []


def test_a_page_far_past_the_end_is_empty_without_overflow(pad):
    pad.move(pad.seat(0), type="add", points=1)
    far = pad.log(pad.host, page=2**62, page_size=200)
    assert far.status_code == 200 and far.json == []


@pytest.fixture
def old_file(tmp_path: Path, clock: Any) -> tuple[Any, dict[str, Any]]:
    """A database written by the code before answers were rebuilt from the log (idempotent answers stored whole)."""
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "db_before_issue_13.sqlite", path)
    meta = json.loads((FIXTURES / "db_before_issue_13.json").read_text())
    app = create_app({"TESTING": True, "DATABASE": str(path), "CLOCK": clock})
    return app, meta


def test_an_old_file_keeps_its_tables_and_its_stored_answers(old_file):
    app, meta = old_file
    client = app.test_client()
    table = Table(client, meta["table"], meta["tokens"])
    for key, answer in meta["answers"].items():
        seat = int(key.split("-")[1]) % 2
        assert table.move(keyed(table.seat(seat), key), type="add", points=99).json == {"game": "score-pad", **answer}
    assert table.get(table.host).json["state"]["scores"] == [4, 2, 0]
    fresh = table.move(keyed(table.seat(0), "new-1"), type="add", points=1)
    assert fresh.status_code == 201 and fresh.json["version"] == 4
    assert table.move(keyed(table.seat(0), "new-1"), type="add", points=1).json == fresh.json
    log = table.log(table.host)
    assert [e["version"] for e in log.json] == [1, 2, 3, 4] and json.loads(log.headers["X-Pagination"])["total"] == 4
    assert table.undo(table.host).status_code == 201
    other = make_table(client, "score-pad", players=2)
    assert other.join("Cy").status_code == 201


def test_an_old_file_gets_the_new_index_and_table(old_file):
    app, _ = old_file
    names = {r[0] for r in stored_rows(app, "SELECT name FROM sqlite_master")}
    assert {"idempotency_versions", "moves_corrections", "drop_idempotency_versions"} <= names


def test_deleting_an_expired_table_takes_its_idempotency_records(client, clock, app):
    table = make_table(client, "score-pad", players=2)
    table.join("Ann")
    table.move(keyed(table.seat(0), "gone"), type="add", points=1)
    clock.advance(400 * 24 * 3600)
    make_table(client, "score-pad", players=2)  # creating a table sweeps expired ones
    assert stored_rows(app, "SELECT count(*) FROM idempotency_versions WHERE table_id = ?", table.id) == [(0,)]
    assert table.get(table.host).status_code in (401, 410)
