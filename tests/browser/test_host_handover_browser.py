"""A table survives its host's phone (issue 34 point 4), on the phones alone: the host's phone is
given the table's recovery code when it makes the table; once it dies, a player's phone takes the
host role over with that code and runs the table to its end. And a living host's phone moves the
host role to another phone with a one-time code: the old phone is told why once it sees the role gone from its seat.
Ann's phone at 320 px light, Bob's at 390 px dark, assert_screen_ready on each host screen."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import assert_screen_ready, create_table, join

pytestmark = pytest.mark.browser

RECOVERY = re.compile(r"^[A-Z0-9]{12}$")


def open_host_panel(page):
    page.locator(".handover summary").click()
    expect(page.get_by_role("heading", name="The host role")).to_be_visible()


def test_a_dead_host_phone_is_replaced_with_the_recovery_code(server, phone):
    ann = phone(width=320, color_scheme="light")
    code = create_table(ann, server, "Score pad", "Ann", players=2)
    # Said once on arriving, and kept in the host's section: the recovery code.
    notice = ann.get_by_text(re.compile("Your table's recovery code: [A-Z0-9]{12}"))
    expect(notice).to_be_visible()
    open_host_panel(ann)
    recovery = ann.locator("#recovery-code")
    expect(recovery).to_have_text(RECOVERY)
    recovery_code = recovery.inner_text()
    assert recovery_code in notice.inner_text()
    assert_screen_ready(ann)

    bob = phone(width=390, color_scheme="dark")
    join(bob, server, code, "Bob")
    expect(bob.locator("#undo")).to_have_text("Undo my last move")
    expect(bob.get_by_role("button", name="End the game")).to_have_count(0)
    ann.close()  # the host's phone dies

    # Bob types the code Ann's friends photographed, where seats are taken over.
    bob.goto(f"{server}/claim")
    bob.get_by_label("Code").fill(recovery_code.lower())
    bob.get_by_role("button", name="Take the seat on this phone").click()
    expect(bob.get_by_text(re.compile("This phone is now the host's"))).to_be_visible(timeout=10000)
    # Bob still sits at his seat, and now has the host's controls.
    expect(bob.locator(".players li.mine")).to_contain_text("Bob")
    expect(bob.locator("#undo")).to_have_text("Undo last move")
    open_host_panel(bob)
    fresh = bob.locator("#recovery-code")
    expect(fresh).to_have_text(RECOVERY)
    assert fresh.inner_text() != recovery_code
    bob.get_by_role("button", name="Move Ann to another phone").click()  # he may move Ann's seat too
    expect(bob.locator("#handover-code")).to_have_text(re.compile(r"^[A-Z0-9]{8}$"))
    assert_screen_ready(bob)

    bob.get_by_role("button", name="End the game").click()
    bob.get_by_role("dialog").get_by_role("button", name="End the game").click()
    expect(bob.locator(".banner")).to_be_visible(timeout=10000)

    # The old code is spent.
    again = phone(width=320)
    again.goto(f"{server}/claim#{recovery_code}")
    expect(again.get_by_role("alert")).to_be_visible()


def test_the_host_role_moves_to_a_new_phone_and_the_old_one_is_told(server, phone):
    ann = phone(width=390, color_scheme="dark")
    create_table(ann, server, "Score pad", "Ann", players=2)
    open_host_panel(ann)
    ann.get_by_role("button", name="Move the host role to another phone").click()
    expect(ann.get_by_role("heading", name="The host role, on the new phone")).to_be_visible()
    expect(ann.get_by_role("img", name="QR code that moves the host role to the phone that scans it")).to_be_visible()
    handover = ann.locator("#handover-code")
    expect(handover).to_have_text(re.compile(r"^[A-Z0-9]{8}$"))
    assert_screen_ready(ann)

    tablet = phone(width=320, color_scheme="light")
    tablet.goto(f"{server}/claim#{handover.inner_text()}")
    expect(tablet.get_by_text(re.compile("This phone is now the host's"))).to_be_visible(timeout=10000)
    expect(tablet.get_by_role("button", name="End the game")).to_be_visible()

    # Ann's phone still plays her seat. The server no longer lists the host's moves for it, and the
    # phone, seeing the host role gone from its seat, asks once with its host token and says why.
    ann.locator("input[name='points-0']").fill("4")
    ann.locator("input[name='points-0']").press("Enter")
    expect(ann.get_by_text(re.compile("host role at this table was moved"))).to_be_visible(timeout=10000)
    expect(ann.locator(".score-row[data-seat='0']")).to_contain_text("4")
    expect(ann.get_by_role("button", name="End the game")).to_have_count(0)
    assert_screen_ready(ann)
    ann.reload()
    expect(ann.locator(".players li.mine")).to_contain_text("Ann")
    expect(ann.get_by_role("button", name="End the game")).to_have_count(0)
    expect(ann.get_by_text(re.compile("host role at this table was moved"))).to_have_count(0)  # said once
    # The tablet runs the table: it ends the game.
    tablet.get_by_role("button", name="End the game").click()
    tablet.get_by_role("dialog").get_by_role("button", name="End the game").click()
    expect(tablet.locator(".banner")).to_be_visible(timeout=10000)
