"""Shared fixtures: an app on a fresh SQLite file with a clock the test controls."""
from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.helpers import Table, make_table

from api import create_app


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
def app(tmp_path: Any, clock: FakeClock) -> Flask:
    return create_app(
        {
            "TESTING": True,
            "DATABASE": str(tmp_path / "test.db"),
            "CLOCK": clock,
            "EVENTS_MAX_SECONDS": 0.5,
            "EVENTS_KEEPALIVE_SECONDS": 0.2,
            "NOTIFY_POLL_SECONDS": 0.02,
        }
    )


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
