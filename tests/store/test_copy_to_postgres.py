"""``python -m api copy-to-postgres``: a SQLite installation moved into PostgreSQL keeps its tables, logs and tokens."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import psycopg
import pytest

from api import close_app, create_app
from api.operator.copy import COPIED, NotEmpty, copy_to_postgres
from api.store import CHECKPOINT_EVERY
from tests.conftest import APP_SETTINGS
from tests.helpers import Table, correct, make_table
from tests.paths import FIXTURES, ROOT

BEFORE = json.loads((FIXTURES / "db_before_migrations.json").read_text())
pytestmark = pytest.mark.postgres


@pytest.fixture
def sqlite_installation(tmp_path, clock):
    """A SQLite file with a long table (past a checkpoint, an undo, a correction, a private note, a keyed
    move) and a preset, as a running installation has."""
    path = tmp_path / "sherwood.db"
    app = create_app({**APP_SETTINGS, "DATABASE": str(path), "CLOCK": clock})
    table = make_table(app.test_client(), "score-pad", players=3)
    for name in ("Ann", "Bob"):
        table.join(name)
    for n in range(CHECKPOINT_EVERY + 5):
        table.move(table.seat(n % 2), type="add", points=1)
    keyed = table.move({**table.seat(0), "Idempotency-Key": "before-copy"}, type="add", points=7).json
    table.move(table.seat(1), type="note", text="secret plan")
    table.undo(table.host)
    table.move(table.seat(1), type="note", text="secret plan")
    assert correct(table, table.host, {"version": CHECKPOINT_EVERY + 2, "move": {"type": "add", "points": 4}}).status_code == 201
    app.extensions["sherwood"].store.save_preset("robin-hood-goods", "club", {"cards": 3}, clock())
    seen = {"state": table.get(table.host).json, "log": table.log(table.host, page_size=200).json}
    return path, table, keyed, seen


def test_the_copy_keeps_tables_logs_tokens_and_keys(sqlite_installation, postgres_url, clock):
    path, table, keyed, seen = sqlite_installation
    counts = copy_to_postgres(str(path), postgres_url)
    with sqlite3.connect(path) as conn:
        assert counts == {name: conn.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in COPIED}
    assert counts["moves"] == seen["state"]["version"] and counts["checkpoints"] >= 1
    app = create_app({**APP_SETTINGS, "DATABASE_URL": postgres_url, "CLOCK": clock})
    try:
        moved = Table(app.test_client(), table.created, table.tokens)
        assert moved.get(moved.host).json == seen["state"]
        assert moved.log(moved.host, page_size=200).json == seen["log"]
        assert "secret plan" not in json.dumps(moved.log(moved.seat(0), page_size=200).json)
        retried = moved.move({**moved.seat(0), "Idempotency-Key": "before-copy"}, type="add", points=7)
        assert retried.status_code == 201 and retried.json == keyed
        played = moved.move(moved.seat(1), type="add", points=2)  # an old token plays on
        assert played.status_code == 201 and played.json["version"] == seen["state"]["version"] + 1
        assert moved.undo(moved.host).status_code == 201
        assert moved.join("Cy").status_code == 201  # the old join code
        assert app.extensions["sherwood"].store.preset("robin-hood-goods", "club") == {"cards": 3}
    finally:
        close_app(app)


def test_a_file_from_before_migrations_is_copied_too(tmp_path, postgres_url, clock):
    path = tmp_path / "before.db"
    with sqlite3.connect(path) as conn:
        conn.executescript((FIXTURES / "db_before_migrations.sql").read_text())
    copy_to_postgres(str(path), postgres_url)
    clock.now = BEFORE["now"] + 60
    app = create_app({**APP_SETTINGS, "DATABASE_URL": postgres_url, "CLOCK": clock})
    try:
        table = Table(app.test_client(), BEFORE["table"], BEFORE["tokens"])
        assert table.get(table.host).json["state"] == BEFORE["state"]
        again = table.move({**table.seat(0), "Idempotency-Key": "key-0"}, type="add", points=1)
        assert again.json == {"game": "score-pad", **BEFORE["answers"]["key-0"]}  # saying its game (issue 36)
    finally:
        close_app(app)


def test_the_command_line_copies_and_refuses_a_database_that_is_not_empty(sqlite_installation, postgres_url):
    path = sqlite_installation[0]
    command = [sys.executable, "-m", "api", "copy-to-postgres", str(path), postgres_url]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "tables: 1 rows" in done.stdout and "Done" in done.stdout
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert again.returncode == 1 and "already has tables" in again.stderr
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT count(*) FROM tables").fetchone()[0] == 1
    with pytest.raises(NotEmpty):
        copy_to_postgres(str(path), postgres_url)


def test_a_wrong_password_is_one_line_without_the_password(sqlite_installation, postgres_url):
    path = sqlite_installation[0]
    wrong = postgres_url.replace("://postgres@", "://nobody:s3cret-pw@")  # no such user
    assert wrong != postgres_url
    done = subprocess.run([sys.executable, "-m", "api", "copy-to-postgres", str(path), wrong],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("Could not reach the PostgreSQL database:") and "s3cret-pw" not in done.stderr


def test_a_series_of_rematches_is_copied_with_its_links(tmp_path, postgres_url, clock):
    """The rematch series' tables: the series, its links and the tokens that open every table of it."""
    path = tmp_path / "series.db"
    app = create_app({**APP_SETTINGS, "DATABASE": str(path), "CLOCK": clock})
    first = make_table(app.test_client(), "score-pad", players=2)
    first.join("Ann")
    first.move(first.host, type="add", seat=0, points=3)
    assert first.move(first.host, type="finish").status_code == 201
    second_id = first.rematch(first.host).json["table_id"]
    seen = {"series": first.series(first.host).json, "result": first.result(first.host).json}
    close_app(app)
    copy_to_postgres(str(path), postgres_url)
    app = create_app({**APP_SETTINGS, "DATABASE_URL": postgres_url, "CLOCK": clock})
    try:
        moved = Table(app.test_client(), first.created, first.tokens)
        assert moved.series(moved.host).json == seen["series"]
        assert moved.result(moved.host).json == seen["result"]
        assert moved.get(moved.host).json["rematch"] == second_id
        second = Table(app.test_client(), {**first.created, "id": second_id}, first.tokens)
        assert second.move(second.seat(0), type="add", points=1).status_code == 201  # Ann's old token
    finally:
        close_app(app)


def test_a_photo_of_the_table_is_copied_byte_for_byte(tmp_path, postgres_url, clock):
    """A finished table's photo (a SQLite BLOB) arrives as PostgreSQL bytea, the same bytes and ETag;
    the people's ids stay the same (the installation's key comes along)."""
    import io

    from PIL import Image

    path = tmp_path / "photo.db"
    out = io.BytesIO()
    Image.new("RGB", (16, 16), (5, 6, 7)).save(out, format="PNG")
    photo = out.getvalue()
    app = create_app({**APP_SETTINGS, "DATABASE": str(path), "CLOCK": clock})
    table = make_table(app.test_client(), "score-pad", players=2)
    table.join("Ann")
    table.move(table.host, type="add", seat=0, points=3)
    assert table.move(table.host, type="finish").status_code == 201
    sent = table.client.put(f"/api/v1/tables/{table.id}/photo", data=photo,
                            headers={**table.seat(0), "Content-Type": "image/png"})
    assert sent.status_code == 200
    kept = table.client.get(f"/api/v1/tables/{table.id}/photo", headers=table.host).data  # as the server wrote it
    ids = {p["name"]: p["person_id"] for p in table.get(table.host).json["players"]}
    close_app(app)
    assert copy_to_postgres(str(path), postgres_url)["photos"] == 1
    app = create_app({**APP_SETTINGS, "DATABASE_URL": postgres_url, "CLOCK": clock})
    try:
        got = app.test_client().get(f"/api/v1/tables/{table.id}/photo", headers=table.seat(0))
        assert (got.status_code, got.data, got.mimetype) == (200, kept, "image/png")
        copied = app.test_client().get(f"/api/v1/tables/{table.id}", headers=table.host).json["players"]
        assert {p["name"]: p["person_id"] for p in copied} == ids
        assert got.headers["ETag"] == sent.headers["ETag"]
        # Ann sent it: her old token still removes it.
        assert app.test_client().delete(f"/api/v1/tables/{table.id}/photo", headers=table.seat(0)).status_code == 204
    finally:
        close_app(app)
