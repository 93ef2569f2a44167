"""The service worker keeps the phone's words in the language the page speaks only (docs/languages.md,
"On the phone"): no catalog is pre-cached with the shell, and the page tells the worker its language,
which then keeps that language's shared parts. tests/browser/test_worker_languages.py watches it
happen in a browser."""
from __future__ import annotations

import re

import pytest

from api.resources.pwa import PWA_DIR, SHARED_CATALOGS, shell_files


@pytest.mark.parametrize("with_bundle", [True, False], ids=["bundled", "one by one"])
def test_no_language_is_precached_with_the_shell(with_bundle):
    assert not [url for url in shell_files(with_bundle) if url.startswith("/locales/")]


def test_the_worker_knows_the_shared_parts_it_keeps_in_the_pages_language(client):
    worker = client.get("/sw.js").get_data(as_text=True)
    assert "/locales/" in worker and '"/locales/en/app.ftl"' not in worker
    listed = re.search(r"const SHARED_PARTS = \[(.*?)\];", worker).group(1)
    assert sorted(re.findall(r'"([\w-]+)"', listed)) == sorted(name.removesuffix(".ftl") for name in SHARED_CATALOGS)
    assert all((PWA_DIR / "locales" / "en" / name).is_file() for name in SHARED_CATALOGS)


def test_the_page_tells_the_worker_its_language_as_it_registers_and_when_it_changes():
    app = (PWA_DIR / "js" / "app.js").read_text()
    assert "postMessage({ language: language() })" in app
    assert app.count("tellWorker") >= 3  # defined, on registering (and each new deploy), on a change of language
