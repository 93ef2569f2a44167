"""Shared fixtures: an app on a fresh SQLite file with a clock the test controls; a throwaway
PostgreSQL server and the app on either database (``any_app``)."""
from __future__ import annotations

import os
import secrets
from typing import Any, Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.helpers import Table, make_table

from api import close_app, create_app
from tests.postgres import PostgresServer, binaries

# Settings every test app shares: fast live updates, short streams.
# Tables (and photos) are made in loops at one instant of the fake clock: their rate limits are set
# out of reach here; tests/hardening/test_rate_limits.py (and test_photo_rewrite.py) set them back where they try them.
APP_SETTINGS = {"TESTING": True, "EVENTS_MAX_SECONDS": 0.5, "EVENTS_KEEPALIVE_SECONDS": 0.2, "NOTIFY_POLL_SECONDS": 0.02,
                "CREATE_RATE_LIMIT": 100_000, "PHOTO_RATE_LIMIT": 100_000,
                "OFFLINE_RATE_LIMIT": 100_000}


class FakeClock:
    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(request: pytest.FixtureRequest, tmp_path: Any, clock: FakeClock) -> Iterator[Flask]:
    """The app on a fresh SQLite file; with SHERWOOD_TEST_POSTGRES=1, on a fresh PostgreSQL database
    instead (every API test then runs on PostgreSQL; the few that read SQLite's files directly fail)."""
    settings = {**APP_SETTINGS, "DATABASE": str(tmp_path / "test.db"), "CLOCK": clock}
    if os.environ.get("SHERWOOD_TEST_POSTGRES"):
        settings["DATABASE_URL"] = request.getfixturevalue("postgres_url")
    app = create_app(settings)
    yield app
    close_app(app)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def pad(client: FlaskClient) -> Table:
    """A 3-seat score pad with Ann (seat 0) and Bob (seat 1) seated."""
    table = make_table(client, "score-pad", players=3)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    return table


from api.store.postgres import PostgresStore  # noqa: E402  (after the app's imports, as in a worker)

# -- PostgreSQL: a throwaway server for the session, a fresh database per test --------------------

TEMPLATE_DATABASE = "sherwood_template"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server started for this test session (see tests/postgres.py), stopped at its end.

    Without PostgreSQL's binaries the tests that need it are skipped, or fail when ``CI`` is set
    (scripts/test installs them, so CI always runs them).
    """
    if binaries() is None:
        reason = "PostgreSQL is not installed (scripts/test installs Debian's postgresql package)"
        if os.environ.get("CI"):
            pytest.fail(f"{reason}; CI must run the PostgreSQL tests.")
        pytest.skip(reason)
    server = PostgresServer().start()
    try:
        server.admin(f"CREATE DATABASE {TEMPLATE_DATABASE}")
        PostgresStore(server.url(TEMPLATE_DATABASE), pool_size=1).close()  # migrated once, copied per test
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A fresh, migrated database for one test: a copy of the template (a few milliseconds)."""
    name = f"test_{secrets.token_hex(6)}"
    postgres_server.admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE_DATABASE}")
    yield postgres_server.url(name)
    postgres_server.admin(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database(request: pytest.FixtureRequest, tmp_path: Any) -> dict[str, Any]:
    """The settings of one database, each test running once on SQLite and once on PostgreSQL."""
    if request.param == "sqlite":
        return {"DATABASE": str(tmp_path / "test.db")}
    return {"DATABASE": str(tmp_path / "unused.db"), "DATABASE_URL": request.getfixturevalue("postgres_url")}


@pytest.fixture
def any_app(database: dict[str, Any], clock: FakeClock) -> Iterator[Flask]:
    """The app of the ``app`` fixture on each database in turn."""
    app = create_app({**APP_SETTINGS, **database, "CLOCK": clock})
    yield app
    close_app(app)


@pytest.fixture
def any_client(any_app: Flask) -> FlaskClient:
    return any_app.test_client()
