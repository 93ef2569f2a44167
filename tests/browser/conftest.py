"""A real server (gunicorn, as the Procfile serves it) and Debian's Chromium."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The server's SQLite file: a test may age a table there (a week cannot pass in a test)."""
    return tmp_path_factory.mktemp("db") / "browser.db"


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory, browser_db: Path) -> Iterator[str]:
    """The app served as the Procfile serves it, on a port gunicorn picks itself: its modules bundled."""
    yield from serve(tmp_path_factory, browser_db, {})


@pytest.fixture(scope="session")
def modules_server(tmp_path_factory: pytest.TempPathFactory, browser_db: Path) -> Iterator[str]:
    """The same app with its modules served one by one, as written (SHERWOOD_MINIFY=0), on the same
    database: for a test that imports a module (say /js/forms.js) to call it in the page."""
    yield from serve(tmp_path_factory, browser_db, {"SHERWOOD_MINIFY": "0"})


def serve(tmp_path_factory: pytest.TempPathFactory, browser_db: Path, settings: dict[str, str]) -> Iterator[str]:
    # One server serves every browser test, all joining from 127.0.0.1: the join rate limit
    # (tested through the API in tests/api/test_join.py) would otherwise refuse later tests.
    env = {**os.environ, "SHERWOOD_DB": str(browser_db),
           "SHERWOOD_JOIN_RATE_LIMIT": "100000",
           "SHERWOOD_CREATE_RATE_LIMIT": "100000", "SHERWOOD_PRESET_RATE_LIMIT": "100000",
           "SHERWOOD_OFFLINE_RATE_LIMIT": "100000",
           # en-XA, accented and lengthened English (api/words/pseudo.py): tests/browser/test_pseudo_locale.py
           "SHERWOOD_PSEUDO_LOCALE": "1", **settings}
    gunicorn = [sys.executable, "-m", "gunicorn", "--worker-class", "gevent", "--workers", "2",
                "--graceful-timeout", "2", "--no-control-socket", "--bind", "127.0.0.1:0", "api.wsgi:app"]
    log_path = tmp_path_factory.mktemp("log") / "gunicorn.log"
    log = log_path.open("wb")
    process = subprocess.Popen(gunicorn, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        url = wait_for_server(process, log_path)
        yield url
        assert process.poll() is None, f"the server died during the tests:\n{log_path.read_text()}"
    finally:
        process.terminate()
        process.wait(timeout=20)
        log.close()


def wait_for_server(process: subprocess.Popen, log_path: Path) -> str:
    """The URL gunicorn says it listens at, once it answers."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        found = re.search(r"Listening at: (http://127\.0\.0\.1:\d+)", log_path.read_text())
        if found:
            try:
                urllib.request.urlopen(f"{found.group(1)}/api/v1/games", timeout=1)
                return found.group(1)
            except OSError:
                pass
        time.sleep(0.2)
    raise RuntimeError(f"the server did not start:\n{log_path.read_text()}")


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (the test command does).")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def phone(browser: object) -> Iterator[object]:
    """A factory of phone-sized browser contexts, each its own device."""
    contexts = []

    def open_phone(width: int = 390, height: int = 844, **options: object) -> object:
        """A new phone; ``color_scheme="dark"`` for a phone in dark mode, ``width=320`` for a small one."""
        context = browser.new_context(viewport={"width": width, "height": height}, **options)
        contexts.append(context)
        return context.new_page()

    yield open_phone
    for context in contexts:
        context.close()
