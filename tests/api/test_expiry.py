"""Idle or finished tables expire (TABLE_TTL_SECONDS, default 7 days)."""
from api import DEFAULTS
from tests.helpers import make_table

WEEK = 7 * 24 * 3600


def test_default_lifetime_is_seven_days():
    assert DEFAULTS["TABLE_TTL_SECONDS"] == WEEK


def test_idle_table_expires_and_its_code_stops_working(client, clock):
    table = make_table(client)
    table.join("Ann")
    clock.advance(WEEK + 1)
    assert table.get(table.seat(0)).status_code == 410
    assert table.move(table.seat(0), type="add", points=1).status_code == 410
    assert table.join("Bob").status_code == 404
    assert client.get(f"/api/v1/tables/{table.id}/qr.svg", headers=table.host).status_code == 410


def test_activity_keeps_a_table_alive(client, clock):
    table = make_table(client)
    table.join("Ann")
    for _ in range(3):
        clock.advance(WEEK - 10)
        assert table.move(table.seat(0), type="add", points=1).status_code == 201


def test_finished_table_expires_a_lifetime_after_its_last_move(client, clock):
    table = make_table(client)
    table.join("Ann")
    table.move(table.host, type="finish")
    clock.advance(WEEK + 1)
    assert table.get(table.host).status_code == 410


def test_expired_tables_are_purged_when_tables_are_created(client, clock, app):
    old = make_table(client)
    clock.advance(WEEK + 1)
    make_table(client)
    assert old.id not in app.extensions["sherwood"].store.all_table_ids()


def test_lifetime_is_configurable(tmp_path, clock):
    from api import create_app

    client = create_app({"DATABASE": str(tmp_path / "t.db"), "CLOCK": clock, "TABLE_TTL_SECONDS": 60}).test_client()
    table = make_table(client)
    clock.advance(61)
    assert table.get(table.host).status_code == 410
