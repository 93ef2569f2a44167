"""The service worker keeps the phone's words in the language in use only (docs/languages.md, "On the
phone"): after a first visit and the worker's install, its cache holds that language's catalogs and
no other's, and the page opens offline in it. A change of language while online keeps the new one's
words too, so the page then opens offline in that one."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from api.words.i18n import LANGUAGES
from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.test_picked_language_browser import phone_words

pytestmark = pytest.mark.browser

CACHED_CATALOGS = """async () => {
    const paths = [];
    for (const name of await caches.keys()) {
        if (!name.startsWith('sherwood-shell-')) continue;
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.filter((path) => path.startsWith('/locales/')).sort();
}"""
SHARED = ("after", "app", "fix", "home")


def cached_catalogs(page: Page) -> list[str]:
    return page.evaluate(CACHED_CATALOGS)


def wait_for_catalogs(page: Page, expected: set[str]) -> list[str]:
    """The worker's catalogs once ``expected`` are all among them (it keeps them as it is told)."""
    page.wait_for_function(f"({CACHED_CATALOGS})().then((paths) => {sorted(expected)}.every((p) => paths.includes(p)))",
                           timeout=20000)
    return cached_catalogs(page)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_the_worker_keeps_only_the_language_in_use_and_opens_offline_in_it(server, browser, language):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale=language)
    try:
        page = context.new_page()
        page.goto(server + "/")
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("#offline-link")).to_be_visible()  # drawn: the games list is kept
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20000)
        # Installed and in control: its cache has the language's shared words, and nothing of another.
        kept = cached_catalogs(page)
        assert {f"/locales/{language}/{part}.ftl" for part in SHARED} <= set(kept), kept
        assert all(path.startswith(f"/locales/{language}/") for path in kept), kept

        # Offline, the page opens in its language from the worker's cache: the home page, with its
        # way to play without a server (issue 38), in the language.
        context.set_offline(True)
        page.reload()
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("#app h1")).to_have_text(phone_words(language, "home", "home-intro-title"))
        expect(page.locator("#offline-link")).to_have_text(phone_words(language, "home", "home-offline-link"))
        # A page that needs the server waits for it, and says so in the language.
        page.goto(server + "/rulings")
        expect(page.locator("#app h1")).to_have_text(phone_words(language, "app", "app-waiting"))
        context.set_offline(False)

        # A table of a game: its words are kept in this language once it opens, the other games' are not.
        live = LiveClient(server)
        created = live.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}}).json
        seat = live.post("/api/v1/join", json={"code": created["join_code"], "name": "Ann"}).json
        seat_phone(page, server, created["id"], host=created["host_token"], player=seat["token"])
        expect(page.locator(".score-row.mine")).to_contain_text("Ann", timeout=10000)
        kept = wait_for_catalogs(page, {f"/locales/{language}/score-pad.ftl"})
        assert all(path.startswith(f"/locales/{language}/") for path in kept), kept

        # Another language picked while online: its words are kept too, and the page opens offline in it.
        other = "en"
        page.locator("#language").select_option(other)
        expect(page.locator("html")).to_have_attribute("lang", other)
        kept = wait_for_catalogs(page, {f"/locales/{other}/{part}.ftl" for part in SHARED}
                                 | {f"/locales/{other}/score-pad.ftl"})
        assert all(path.startswith((f"/locales/{language}/", f"/locales/{other}/")) for path in kept), kept
        context.set_offline(True)
        page.reload()
        expect(page.locator("html")).to_have_attribute("lang", other)
        expect(page.locator(".score-row.mine")).to_contain_text("Ann", timeout=10000)
        expect(page.get_by_text("as this phone last saw it")).to_be_visible()
    finally:
        context.close()
