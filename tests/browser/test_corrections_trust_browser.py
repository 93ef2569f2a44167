"""Corrections you can trust at a glance (issue 34 point 5), on the phones: "Preview" then "Save
the correction", the corrected move's own change in the preview, undoing a correction asks first
with what it changes, "Undo my last move" offered only while the server would take it, and Fix
and Undo still there after the game (the API takes them then; the results follow). Ann (the host)
at 320 px light, Bob at 390 px dark; assert_screen_ready on the preview and on the undo question."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from api.words.i18n import render
from engine.messages import msg
from tests.browser.helpers import assert_refusal_visible_and_announced, assert_screen_ready, create_table, join

pytestmark = pytest.mark.browser


def add(page, seat_name: str, points: int) -> None:
    page.locator(".score-row", has_text=seat_name).get_by_role("button", name=f"+{points}", exact=True).click()


def test_preview_save_undo_a_correction_and_controls_only_for_who_may_use_them(server, phone):
    ann = phone(width=320, color_scheme="light")
    code = create_table(ann, server, "Score pad", "Ann", players=2)
    bob = phone(width=390, color_scheme="dark")
    join(bob, server, code, "Bob")

    # A refusal survives a change of language: worded again, in the same place.
    points = bob.locator("input[name='points-1']")
    points.fill("0")
    points.press("Enter")
    assert_refusal_visible_and_announced(bob, render(msg("sp-add-zero"), "en"))
    bob.select_option("#language", "de")
    expect(bob.locator(".log-head h2")).to_have_text("Protokoll")
    refusal = assert_refusal_visible_and_announced(bob, render(msg("sp-add-zero"), "de"))
    expect(refusal).not_to_contain_text(render(msg("sp-add-zero"), "en"))
    bob.select_option("#language", "en")
    assert_refusal_visible_and_announced(bob, render(msg("sp-add-zero"), "en"))
    points.fill("")

    add(ann, "Ann", 5)  # move 1
    expect(bob.locator(".log li")).to_have_count(1, timeout=10000)
    # Bob cannot take back Ann's move: no button that could only be refused.
    expect(bob.locator("#undo")).to_be_hidden()
    add(bob, "Bob", 1)  # move 2
    expect(bob.locator("#undo")).to_be_visible()
    expect(bob.locator("#undo")).to_have_text("Undo my last move")
    add(ann, "Ann", 1)  # move 3: Ann 6
    expect(bob.locator(".log li")).to_have_count(3, timeout=10000)
    expect(bob.locator("#undo")).to_be_hidden()

    # Fix move 1: one "Preview" step, which shows the move's own change, then one "Save" step.
    ann.get_by_role("button", name="Fix move 1").click()
    form = ann.locator(".fix-form")
    form.get_by_label("Points", exact=True).fill("10")
    expect(form.get_by_role("button", name="Save the correction")).to_have_count(0)
    form.get_by_role("button", name="Preview", exact=True).click()
    own = form.locator(".fix-own li")
    expect(own).to_contain_text("Move 1 itself: now")
    expect(own).to_contain_text("10")
    expect(form.locator(".fix-preview")).to_contain_text("Move 3")
    assert_screen_ready(ann)
    form.get_by_role("button", name="Save the correction").click()
    expect(bob.get_by_label("Ann score")).to_have_text("11", timeout=10000)

    # Undoing the correction asks first, in words, with what it changes; "Keep it" keeps it.
    ann.locator("#undo").click()
    question = ann.get_by_role("dialog")
    expect(question).to_contain_text("Undo takes back the correction made in move 4")
    expect(question).to_contain_text("move 3 (Ann's points): score 11 → 6")
    assert_screen_ready(ann)
    question.get_by_role("button", name="Keep it").click()
    expect(ann.get_by_label("Ann score")).to_have_text("11")
    ann.locator("#undo").click()
    ann.get_by_role("dialog").get_by_role("button", name="Undo", exact=True).click()
    expect(bob.get_by_label("Ann score")).to_have_text("6", timeout=10000)

    # After the game: Fix and Undo are still offered to the host, and a fix changes the result.
    ann.get_by_role("button", name="End the game").click()
    ann.get_by_role("dialog").get_by_role("button", name="End the game").click()
    expect(ann.locator(".banner")).to_be_visible(timeout=10000)
    expect(ann.locator("#undo")).to_be_visible()
    expect(bob.locator("#undo")).to_be_hidden()
    ann.get_by_role("button", name="Fix move 2").click()
    form = ann.locator(".fix-form")
    form.get_by_label("Points", exact=True).fill("9")
    form.get_by_role("button", name="Preview", exact=True).click()
    form.get_by_role("button", name="Save the correction").click()
    expect(bob.get_by_label("Bob score")).to_have_text("9", timeout=10000)
    expect(bob.locator(".banner")).to_contain_text("Bob", timeout=10000)


def test_a_typed_score_cell_is_not_dropped_silently_by_a_live_update(server, phone):
    """Bob types his round-1 cell; the host's phone enters that round for him first: the live update
    moves Bob's sheet to round 2, and his phone says that what he typed was not sent."""
    from tests.browser.finished_games import LiveClient, seat_phone
    from tests.helpers import make_table

    table = make_table(LiveClient(server), players=2, sheet=True)
    assert table.join("Ann").status_code == 201 and table.join("Bob").status_code == 201
    bob = phone(width=320, color_scheme="dark")
    seat_phone(bob, server, table.id, player=table.tokens[1])
    bob.locator("input[name='sheet-1-1']").fill("4")
    # Ann's round 1 arrives live: the cell Bob is typing in stays, with what he typed.
    assert table.move(table.seat(0), type="score", round=1, points=3).status_code == 201
    expect(bob.locator(".sheet tbody tr").first).to_contain_text("3", timeout=10000)
    expect(bob.locator("input[name='sheet-1-1']")).to_have_value("4")
    # The host enters Bob's round 1 for him: Bob's cell moves on, and his phone says so.
    assert table.move(table.host, type="score", seat=1, round=1, points=5).status_code == 201
    expect(bob.locator("input[name='sheet-2-1']")).to_be_visible(timeout=10000)
    assert_refusal_visible_and_announced(bob, "What you typed for Bob in round 1 was not sent")
    assert_screen_ready(bob)
