"""The platform's flows in headless Chromium against the real server."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, join, shot

pytestmark = pytest.mark.browser


def create_score_pad(page, server, host_name=""):
    return create_table(page, server, "Score pad", host_name, players=3)


def test_create_join_add_points_and_see_them_live(server, phone):
    host = phone()
    errors = []
    host.on("pageerror", lambda err: errors.append(str(err)))
    code = create_score_pad(host, server)
    qr = host.get_by_role("img", name=re.compile("QR code"))
    expect(qr).to_be_visible()
    assert host.evaluate("(img) => img.naturalWidth", qr.element_handle()) > 0
    shot(host, "host-invite")

    guest = phone()
    join(guest, server, code, "Marian <b>")
    expect(guest.locator(".score-row.mine")).to_contain_text("Marian <b>")
    guest.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(guest.locator(".score-row.mine .score")).to_have_text("5")
    # The host's phone hears of it within 2 seconds, through live events.
    expect(host.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    expect(host.locator(".players")).to_contain_text("Marian <b>")  # shown as text, not markup
    shot(guest, "guest-table")
    assert errors == []


def test_a_refused_move_shows_its_sentence_and_changes_nothing(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    row = page.locator(".score-row.mine")
    row.get_by_role("spinbutton").fill("0")
    row.get_by_role("button", name="Add").click()
    expect(page.locator(".message.error")).to_contain_text("Adding 0 points changes nothing. (rule SP2)")
    expect(row.locator(".score")).to_have_text("0")


def test_reload_rejoins_the_same_seat(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator(".score-row.mine .score")).to_have_text("10")
    page.reload()
    expect(page.locator(".score-row.mine")).to_contain_text("Ann")
    expect(page.locator(".score-row.mine .score")).to_have_text("10")


def test_typing_survives_a_move_made_on_another_phone(server, phone):
    host = phone()
    code = create_score_pad(host, server, host_name="Ann")
    guest = phone()
    join(guest, server, code, "Bob")
    field = guest.locator(".score-row.mine").get_by_role("spinbutton")
    field.fill("42")
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(guest.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    expect(guest.locator(".score-row.mine").get_by_role("spinbutton")).to_have_value("42")


def test_undo_takes_back_the_last_move(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator(".score-row.mine .score")).to_have_text("10")
    page.get_by_role("button", name="Undo last move").click()
    expect(page.locator(".score-row.mine .score")).to_have_text("0")
    expect(page.locator(".log li.undone")).to_have_count(1)


def test_offline_moves_are_queued_then_sent_once(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.context.set_offline(True)
    page.evaluate("window.dispatchEvent(new Event('offline'))")
    page.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    page.locator(".score-row.mine").get_by_role("button", name="+1", exact=True).click()
    expect(page.locator(".pending")).to_have_text("Offline: 2 moves waiting to be sent.")
    expect(page.locator("#net-status")).to_be_visible()
    shot(page, "offline")
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".score-row.mine .score")).to_have_text("6")
    expect(page.locator(".pending")).to_be_hidden()


def test_spectator_screen_is_read_only(server, phone):
    host = phone()
    create_score_pad(host, server, host_name="Ann")
    link = host.get_by_role("link", name="Open the big-screen view").get_attribute("href")
    screen = phone()
    screen.goto(server + link)
    expect(screen.locator(".score-row")).to_have_count(3)
    expect(screen.get_by_role("button")).to_have_count(0)
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(screen.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    shot(screen, "spectator")


def test_shell_is_installable(server, phone):
    page = phone()
    page.goto(server + "/")
    manifest = page.evaluate("fetch('/manifest.webmanifest').then(r => r.json())")
    assert {i["sizes"] for i in manifest["icons"]} == {"192x192", "512x512"}
    registered = page.evaluate("navigator.serviceWorker.ready.then(r => r.active !== null)")
    assert registered
    caches = page.evaluate("caches.keys()")
    assert any(name.startswith("sherwood-shell-") for name in caches)
