"""Corrections on the screen: Fix and Delete in the log, a refusal naming the later move
it would break, and fixing that one too in the same correction."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (
    save_correction,
    assert_log_readable, assert_no_axe_violations, assert_no_horizontal_overflow, create_table, join, shot,
)

pytestmark = pytest.mark.browser


def add(page, seat_name: str, points: int) -> None:
    row = page.locator(".score-row", has_text=seat_name)
    row.get_by_role("button", name=f"+{points}", exact=True).click()


def score(page, name: str):
    return page.get_by_label(f"{name} score")


@pytest.mark.parametrize("width", [320, 390])
def test_fix_a_move_then_a_batch_that_also_deletes_the_move_it_would_break(server, phone, width):
    ann = phone(width=width)
    # A table with a winning score, set through the form's own label.
    ann.goto(server + "/")
    ann.get_by_role("link", name="Score pad").click()
    ann.get_by_label("Players", exact=True).fill("2")
    ann.get_by_label("Winning score").fill("20")
    ann.get_by_label("Your name (to take a seat yourself)").fill("Ann")
    ann.get_by_role("button", name="Create the table").click()
    expect(ann.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    code = ann.locator("#join-code").inner_text()
    bob = phone(width=width)
    join(bob, server, code, "Bob")
    add(ann, "Ann", 5)  # move 1
    expect(ann.locator(".log li")).to_have_count(1)
    add(bob, "Bob", 1)  # move 2
    expect(bob.locator(".log li")).to_have_count(2)
    add(ann, "Ann", 10)  # move 3
    expect(ann.locator(".log li")).to_have_count(3)
    bob.locator(".score-row.mine").get_by_label("Points for Bob").fill("3")
    bob.locator(".score-row.mine").get_by_role("button", name="Add").click()  # move 4
    expect(bob.locator(".log li")).to_have_count(4)

    # Bob may fix only his own entries; the host (Ann) any.
    expect(bob.get_by_role("button", name="Fix move 2")).to_be_visible()
    expect(bob.get_by_role("button", name="Fix move 1")).to_have_count(0)

    # The host fixes move 1 from 5 to 10: Ann then reaches the goal at move 3, and Bob's move 4 would follow a finished game.
    expect(ann.locator(".log li")).to_have_count(4)
    ann.get_by_role("button", name="Fix move 1").click()
    form = ann.locator(".fix-form")
    points = form.get_by_label("Points", exact=True)
    expect(points).to_have_value("5")
    points.fill("10")
    assert_no_horizontal_overflow(ann)
    assert_no_axe_violations(ann)
    form.get_by_role("button", name="Preview", exact=True).click()  # refused at the preview already
    refusal = form.get_by_role("alert")
    expect(refusal).to_contain_text("move 4 (Bob's points)")
    expect(refusal).to_contain_text("rule SP1")
    expect(refusal).to_be_in_viewport()
    shot(ann, f"correction-refused-{width}")

    # Delete Bob's move 4 in the same correction: both change at once.
    form.get_by_role("button", name="Delete move 4 too").click()
    form = ann.locator(".fix-form")
    expect(form.locator(".fix-part")).to_have_count(2)
    expect(form.get_by_label("Points", exact=True)).to_have_value("10")  # what was typed is kept
    save_correction(form)
    expect(ann.locator(".fix-form")).to_have_count(0)
    expect(score(ann, "Ann")).to_have_text("20")
    expect(score(ann, "Bob")).to_have_text("1")
    expect(ann.locator(".banner")).to_contain_text("Ann")
    # Everyone's screen follows; the log keeps the originals and says what changed.
    expect(score(bob, "Ann")).to_have_text("20", timeout=5000)
    log = ann.locator(".log li")
    expect(log.first).to_contain_text("corrected move 1")
    expect(log.first).to_contain_text("deleted move 4")
    expect(ann.locator(".log li", has_text="Corrected by move 5")).to_have_count(1)
    expect(ann.locator(".log li", has_text="Deleted by move 5")).to_have_count(1)
    lines = assert_log_readable(ann)
    assert any("Ann added 5 points" in line for line in lines)
    shot(ann, f"correction-done-{width}")


def test_a_player_fixes_their_own_move_after_others_moved(server, phone):
    ann = phone()
    code = create_table(ann, server, "Score pad", "Ann", players=2)
    bob = phone()
    join(bob, server, code, "Bob")
    add(bob, "Bob", 5)  # move 1
    expect(bob.locator(".log li")).to_have_count(1)
    add(ann, "Ann", 1)  # move 2, someone else's
    expect(bob.locator(".log li")).to_have_count(2)
    bob.get_by_role("button", name="Fix move 1").click()
    bob.locator(".fix-form").get_by_label("Points", exact=True).fill("1")
    save_correction(bob.locator(".fix-form"))
    expect(score(bob, "Bob")).to_have_text("1")
    expect(score(ann, "Bob")).to_have_text("1", timeout=5000)
