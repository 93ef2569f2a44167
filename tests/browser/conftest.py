"""A real server (gunicorn, as the Procfile serves it) and Debian's Chromium."""
from __future__ import annotations

import os
import socket
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    env = {**os.environ, "SHERWOOD_DB": str(tmp_path_factory.mktemp("db") / "browser.db")}
    gunicorn = [sys.executable, "-m", "gunicorn", "--worker-class", "gevent", "--workers", "2",
                "--graceful-timeout", "2", "--bind", f"127.0.0.1:{port}", "api.wsgi:app"]
    log_path = tmp_path_factory.mktemp("log") / "gunicorn.log"
    log = log_path.open("wb")
    process = subprocess.Popen(gunicorn, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/v1/games", timeout=1)
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError(f"server did not start: {process.stdout.read().decode() if process.stdout else ''}")
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=20)
        log.close()


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

    def open_phone(**options: object) -> object:
        context = browser.new_context(viewport={"width": 390, "height": 844}, **options)
        contexts.append(context)
        return context.new_page()

    yield open_phone
    for context in contexts:
        context.close()
