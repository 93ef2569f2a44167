"""A game's Fix controls kept for offline use: Rescuing's Fix form is a module of its own
(games/rescuing-fix.js), loaded the first time a Fix opens so that a joining phone never reads it
(docs/architecture.md). The page asks the service worker to keep it with the screen, so a Fix opened
without a connection still shows the game's own controls, not the generic form."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.finished_games import LiveClient, seat_phone

pytestmark = pytest.mark.browser

KEPT = """async (path) => {
    for (const name of await caches.keys()) {
        if (name.startsWith('sherwood-shell-') && await (await caches.open(name)).match(path)) return true;
    }
    return false;
}"""


def test_the_rescuing_fix_controls_are_kept_with_the_screen_and_open_offline(server, browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        live = LiveClient(server)
        created = live.post("/api/v1/tables", json={"game": "rescuing-robin-hood", "options": {"players": 2}}).json
        seat = live.post("/api/v1/join", json={"code": created["join_code"], "name": "Ann"}).json
        live.post(f"/api/v1/tables/{created['id']}/moves", json={"type": "add_row", "medallions": ["bronze"],
                                                                  "guards": {"blue": 2}},
                  headers={"Authorization": f"Bearer {created['host_token']}"})
        page.goto(server + "/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20000)
        seat_phone(page, server, created["id"], host=created["host_token"], player=seat["token"])
        expect(page.locator(".log li").first).to_be_visible()
        page.wait_for_function(f"({KEPT})('/js/games/rescuing-fix.js')", timeout=20000)
        context.set_offline(True)
        page.get_by_role("button", name="Fix move 1", exact=False).click()
        form = page.locator(".fix-panel form.fix-form")
        expect(form.get_by_role("button", name="+ Bronze", exact=False)).to_be_visible()  # the row's own controls
        expect(form.get_by_label("Medallions", exact=True)).to_have_count(0)  # not the generic form's field
    finally:
        context.set_offline(False)
        context.close()
