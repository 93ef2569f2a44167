"""See before you save: a Fix first shows, in words, what it changes later; nothing is
stored and no other phone changes until it is confirmed; the log then says which results changed.
(tests/browser/test_fix_every_move.py goes through the same preview on every game's Fix form.)"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (
    assert_no_axe_violations, assert_no_horizontal_overflow, create_table, join, shot,
)

pytestmark = pytest.mark.browser


def add(page, seat_name: str, points: int) -> None:
    page.locator(".score-row", has_text=seat_name).get_by_role("button", name=f"+{points}", exact=True).click()


@pytest.mark.parametrize("width, scheme", [(320, "light"), (390, "dark")])
def test_a_fix_shows_what_it_changes_later_and_saves_only_when_confirmed(server, phone, width, scheme):
    ann = phone(width=width)
    ann.emulate_media(color_scheme=scheme)
    code = create_table(ann, server, "Score pad", "Ann", players=2)
    bob = phone(width=width)
    join(bob, server, code, "Bob")
    add(ann, "Ann", 5)  # move 1
    expect(ann.locator(".log li")).to_have_count(1)
    add(ann, "Ann", 1)  # move 2: Ann's total after it is 6
    expect(bob.locator(".log li")).to_have_count(2, timeout=5000)

    ann.get_by_role("button", name="Fix move 1").click()
    form = ann.locator(".fix-form")
    form.get_by_label("Points", exact=True).fill("10")
    form.get_by_role("button", name="Preview", exact=True).click()
    preview = form.locator(".fix-preview")
    # The corrected move's own change first: Ann's +5 becoming +10.
    own = preview.locator(".fix-own li")
    expect(own).to_have_count(1)
    expect(own).to_contain_text("Move 1 itself: now")
    assert own.inner_text().index("10") < own.inner_text().index("was:") < own.inner_text().rindex("5")
    expect(preview).to_contain_text("This changes one later move")
    expect(preview).to_contain_text("Move 2")
    expect(preview).to_contain_text("11")  # Ann's total after move 2, now
    assert_no_horizontal_overflow(ann)
    assert_no_axe_violations(ann)
    shot(ann, f"correction-preview-{width}-{scheme}")
    # Nothing is stored yet: Bob's phone and the log still show the move as entered.
    expect(bob.get_by_label("Ann score")).to_have_text("6")
    expect(bob.locator(".log li")).to_have_count(2)
    ann.wait_for_timeout(1500)  # a live update would have arrived by now
    expect(bob.get_by_label("Ann score")).to_have_text("6")

    # Changing the form asks again; confirming saves.
    form.get_by_label("Points", exact=True).fill("9")
    expect(preview).to_be_hidden()
    expect(form.get_by_role("button", name="Save the correction")).to_have_count(0)  # asks again first
    form.get_by_role("button", name="Preview", exact=True).click()
    expect(preview).to_contain_text("10")
    form.get_by_role("button", name="Save the correction").click()
    expect(ann.locator(".fix-form")).to_have_count(0)
    expect(bob.get_by_label("Ann score")).to_have_text("10", timeout=5000)
    # Move 2's line says its result changed, and by which move.
    expect(bob.locator(".log li", has_text="Result changed by move 3")).to_have_count(1)
    expect(bob.locator(".log li").first).to_contain_text("results changed: move 2")


def test_a_fix_that_changes_nothing_later_says_so(server, phone):
    ann = phone()
    create_table(ann, server, "Score pad", "Ann", players=2)
    add(ann, "Ann", 5)
    expect(ann.locator(".log li")).to_have_count(1)
    ann.get_by_role("button", name="Fix move 1").click()
    form = ann.locator(".fix-form")
    form.get_by_label("Points", exact=True).fill("3")
    form.get_by_role("button", name="Preview", exact=True).click()
    expect(form.locator(".fix-preview")).to_contain_text("This correction changes no later move's result.")
    expect(form.locator(".fix-own")).to_contain_text("Move 1 itself: now")
    form.get_by_role("button", name="Save the correction").click()
    expect(ann.get_by_label("Ann score")).to_have_text("3")
