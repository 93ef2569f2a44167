"""A table stored by the release before card ids gets its snapshot rebuilt from its log at start."""
from __future__ import annotations

import json

import engine
from api import create_app
from api.store import dumps
from tests.helpers import Table, make_table
from tests.paths import FIXTURES

OLD = json.loads((FIXTURES / "rescuing_log_before_issue_9.json").read_text())


def test_an_old_mid_day_snapshot_is_replaced_by_a_replay_of_its_log(tmp_path, clock):
    config = {"DATABASE": str(tmp_path / "old.db"), "CLOCK": clock}
    first = create_app(config)
    table = make_table(first.test_client(), "rescuing-robin-hood", **OLD["options"])
    for name in ("Ann", "Bob"):
        table.join(name)
    played = OLD["log"][: OLD["mid_day_2"]["index"]]
    store = first.extensions["sherwood"].store
    with store.write() as db:  # the table as the old release left it: old-shape log, snapshot without ids
        for version, entry in enumerate(played, start=1):
            db.conn.execute("INSERT INTO moves (table_id, version, kind, seat, role, move, result, created_at)"
                            " VALUES (?, ?, ?, ?, 'host', ?, '{}', ?)",
                            [table.id, version, entry["kind"], entry.get("seat"), dumps(entry["move"]), clock()])
        db.conn.execute("UPDATE tables SET state = ?, version = ?, options = ? WHERE id = ?",
                        [dumps(OLD["mid_day_2"]["state"]), len(played), dumps(OLD["options"]), table.id])
    game = engine.get("rescuing-robin-hood")
    assert game.snapshot_outdated(store.table(table.id)["state"])

    restarted = create_app(config)  # the new release starts on the same file
    store = restarted.extensions["sherwood"].store
    stored = store.table(table.id)
    assert not game.snapshot_outdated(stored["state"])
    assert stored["state"] == engine.replay(game, stored["options"], store.log(table.id))
    # The screen, a new move by card id and an undo's replay now agree.
    again = Table(restarted.test_client(), table.created, table.tokens)
    shown = again.get(again.host).json["state"]
    assert shown == game.view(stored["state"], None)
    assert again.undo(again.host).status_code == 201
    assert store.table(table.id)["state"] == engine.replay(game, stored["options"], store.log(table.id))


def test_tables_of_games_that_never_ask_are_not_read(tmp_path, clock, monkeypatch):
    app = create_app({"DATABASE": str(tmp_path / "t.db"), "CLOCK": clock})
    make_table(app.test_client(), "score-pad", players=2)
    read: list[str] = []
    store = app.extensions["sherwood"].store
    original = store.live_snapshots
    monkeypatch.setattr(type(store), "live_snapshots", lambda self, game, now: read.append(game) or original(game, now))
    from api.operator.upgrade import refresh_outdated_snapshots

    assert refresh_outdated_snapshots(store, clock()) == 0
    assert read == ["rescuing-robin-hood"]
