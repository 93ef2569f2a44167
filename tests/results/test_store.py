"""The rematch series' schema change on a file written before it: series columns added, tokens keyed per table."""
import sqlite3

from api.store import Store, hash_token


def old_file(path):
    """The tables and tokens of a release before rematches, with one table and its host token."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, state TEXT NOT NULL,
            version INTEGER NOT NULL, seated INTEGER DEFAULT 0, join_code TEXT NOT NULL, created_at FLOAT,
            updated_at FLOAT, expires_at FLOAT, finished INTEGER DEFAULT 0);
        CREATE TABLE tokens (hash TEXT PRIMARY KEY, table_id TEXT REFERENCES tables(id), role TEXT, seat INTEGER);
    """)
    conn.execute("INSERT INTO tables VALUES ('t1', 'score-pad', '{\"players\": 2, \"goal\": null}',"
                 " '{\"seats\": 2}', 3, 0, 'ACDEFG', 1.0, 1.0, 9e12, 1)")
    conn.execute("INSERT INTO tokens VALUES (?, 't1', 'host', NULL)", [hash_token("old-host")])
    conn.commit()
    conn.close()


def test_an_old_file_gets_the_series_columns_and_per_table_tokens(tmp_path):
    path = str(tmp_path / "old.db")
    old_file(path)
    store = Store(path)
    access = store.access("old-host", "t1")
    assert access is not None and access.role == "host" and access.rematch is None
    assert store.access("old-host", "elsewhere") is None and store.token_known("old-host")
    table = store.table("t1")
    assert (table["series_id"], table["previous_table_id"], table["rematch_table_id"]) == ("t1", None, None)
    # The same token may now open a second table (what a rematch writes).
    made = store.rematch("t1", {"seats": 2}, now=2.0, ttl=100.0)
    assert store.access("old-host", made["table_id"]).role == "host"
    Store(path)  # applied again at the next start: nothing to do, nothing lost
    assert Store(path).access("old-host", made["table_id"]) is not None
    with sqlite3.connect(path) as conn:
        keys = [row[1] for row in conn.execute("PRAGMA table_info(tokens)") if row[5]]
        triggers = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]
    assert keys == ["hash", "table_id"] and "drop_tokens" in triggers


def test_the_history_screen_reloads_as_the_shell(client):
    """/history (the past games this device keeps) answers with the app's page, like /rulings."""
    history, home = client.get("/history"), client.get("/")
    assert history.status_code == 200 and history.mimetype == "text/html"
    assert history.data == home.data
