"""SQLite's durability is a setting, SHERWOOD_SQLITE_SYNCHRONOUS (OFF, NORMAL,
FULL, EXTRA; NORMAL by default), applied to every connection the store opens, refused at start
when misspelt, and documented in docs/deploy.md with what each value promises."""
from __future__ import annotations


import pytest

from api import close_app, create_app
from tests.paths import ROOT

DEPLOY_DOC = (ROOT / "docs" / "deploy.md").read_text()
LEVELS = {"OFF": 0, "NORMAL": 1, "FULL": 2, "EXTRA": 3}


def synchronous_of_every_connection(app) -> set[int]:
    store = app.extensions["sherwood"].store
    with store.db() as db, store.write() as writer:
        return {db.conn.execute("PRAGMA synchronous").fetchone()[0],
                writer.conn.execute("PRAGMA synchronous").fetchone()[0]}


@pytest.mark.parametrize("value, level", [(None, 1), ("full", 2), ("EXTRA", 3), ("NORMAL", 1), ("OFF", 0)])
def test_the_setting_reaches_every_connection(tmp_path, monkeypatch, value, level):
    if value is None:
        monkeypatch.delenv("SHERWOOD_SQLITE_SYNCHRONOUS", raising=False)
    else:
        monkeypatch.setenv("SHERWOOD_SQLITE_SYNCHRONOUS", value)
    app = create_app({"DATABASE": str(tmp_path / "d.db")})
    try:
        assert synchronous_of_every_connection(app) == {level}
    finally:
        close_app(app)


def test_a_misspelt_value_stops_the_app_at_start(tmp_path, monkeypatch):
    monkeypatch.setenv("SHERWOOD_SQLITE_SYNCHRONOUS", "SAFE")
    with pytest.raises(ValueError, match="OFF, NORMAL, FULL, EXTRA"):
        create_app({"DATABASE": str(tmp_path / "d.db")})


def test_the_readme_says_what_each_value_promises():
    row = next(line for line in DEPLOY_DOC.splitlines() if line.startswith("| `SHERWOOD_SQLITE_SYNCHRONOUS`"))
    for level in LEVELS:
        assert f"`{level}`" in row
    assert "power" in row and "crash" in row
