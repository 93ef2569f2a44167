"""Robin Hood (1990) ready for a real table on 390 and 320 px phones, light and dark.

The host (Ann, seated) and two players play a few real moves: the youngest is named by tapping her
name, a duel (one refused, one won), a settlement entered with steppers and confirmed from a
summary; a player fixes their own duel from the log. Every step checks that a refusal is
beside its control and announced, nothing overflows, axe finds nothing serious in light or dark,
text and targets are large enough and the log reads as sentences.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (
    save_correction,
    assert_log_readable, assert_refusal_visible_and_announced, assert_screen_ready, create_table, join,
)

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "robin-hood-1990.png"


def gold(page: Page, seat: int):
    return page.locator(f'.ledger li[data-seat="{seat}"] .gold')


@pytest.mark.parametrize("width", [390, 320])
def test_a_few_real_moves_on_a_phone(server, phone, width):
    ann = phone(width=width)
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=3)
    bob, cat = phone(width=width), phone(width=width)
    join(bob, server, code, "Bob")
    join(cat, server, code, "Cat")

    # Before the first move the table names the youngest by tapping a name (no seat numbers).
    choice = ann.locator("section.first-player")
    expect(choice).to_contain_text("Who is the youngest?")
    expect(ann.locator(".round-line")).to_contain_text("who starts?")
    assert_screen_ready(ann)
    choice.get_by_role("button", name="Bob", exact=True).click()
    for page in (ann, bob, cat):
        expect(page.locator(".round-line")).to_contain_text("Bob starts")
    expect(bob.locator('section.first-player button[aria-pressed="true"]')).to_have_text("Bob")

    # A settlement needs every distance: nothing is guessed for anyone, and the refusal names who is missing.
    settle = cat.locator("section.settle")
    for seat_name in ("Ann", "Bob", "Cat"):
        expect(cat.get_by_label(f"{seat_name}: spaces short of the inn")).to_have_value("")
    settle.get_by_role("button", name="Check the payout").click()
    assert_refusal_visible_and_announced(cat, "Enter how many spaces short Ann, Bob and Cat are")
    assert_screen_ready(cat)

    # The engine refuses a duel with two equal castle cards (V3): the sentence shows under the duel form.
    duel = bob.locator("details.duel")
    duel.locator("summary").click()
    duel.get_by_label("Player's castle card").select_option(label="2 arrows")
    duel.get_by_label("Sheriff's castle card").select_option(label="2 arrows")
    duel.get_by_role("button", name="Settle the duel").click()
    refusal = assert_refusal_visible_and_announced(bob, "different cards")
    expect(refusal).to_contain_text("rule V3")
    assert_screen_ready(bob)
    duel.get_by_label("Player's castle card").select_option(label="4 arrows")
    expect(refusal).to_have_count(0)  # fixing the refused value takes the old sentence away
    duel.get_by_role("button", name="Settle the duel").click()
    expect(gold(ann, 1)).to_have_text("10 gold")
    expect(ann.locator("section.first-player")).to_have_count(0)  # the game has started: the choice is over

    # Distances with the steppers and the number pad, then a summary to confirm before anything is paid.
    cat.get_by_label("Ann: spaces short of the inn").fill("0")
    for _ in range(3):
        settle.get_by_role("button", name="One space more for Bob").click()
    expect(cat.get_by_label("Bob: spaces short of the inn")).to_have_value("2")
    settle.get_by_role("button", name="One space more for Bob").click()
    cat.get_by_label("Cat: spaces short of the inn").fill("0")
    settle.get_by_role("button", name="Check the payout").click()
    # Two pawns at the gathering point: the settlement calculator refuses (V2), beside the form.
    assert_refusal_visible_and_announced(cat, "Exactly one pawn reached the gathering point")
    cat.get_by_label("Cat: spaces short of the inn").fill("7")
    settle.get_by_role("button", name="Check the payout").click()
    summary = settle.locator(".payout-summary")
    expect(summary).to_contain_text("Ann +12 gold (arrived)")
    expect(summary).to_contain_text("Bob +4 gold (3 spaces short)")
    expect(summary).to_contain_text("Cat +0 gold (7 spaces short)")
    expect(gold(ann, 0)).to_have_text("5 gold")  # nothing paid yet
    assert_screen_ready(cat)
    summary.get_by_role("button", name="Pay out").click()
    expect(gold(ann, 0)).to_have_text("17 gold")
    expect(gold(bob, 1)).to_have_text("14 gold")
    expect(ann.locator(".round-line")).to_contain_text("Section 2 of 4 · towards the clearing · Cat starts")
    expect(ann.get_by_role("img", name="17 gold")).to_be_visible()

    expect(ann.locator(".log li").first).to_contain_text("paid out")  # the log follows the table
    lines = assert_log_readable(ann)
    assert lines[0].startswith("3.") and "Gathering point 1 (the inn) paid out: Ann +12, Bob +4, Cat +0 gold" in lines[0]
    assert "Bob won an archery duel (4 arrows against 2 arrows): +5 gold" in lines[1]
    assert "Ann chose the youngest: Bob starts section 1" in lines[2]
    assert_screen_ready(ann)
    # The README's picture, rewritten only on request.
    if width == 390 and os.environ.get("SHERWOOD_README_SCREENSHOTS"):
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        ann.screenshot(path=str(SCREENSHOT), full_page=True)

    # Bob fixes his own duel from the log: the Sheriff card, so the duel was lost.
    line = bob.locator(".log li", has_text="Bob won an archery duel")
    line.get_by_role("button", name="Fix move 2").click()
    form = bob.locator(".fix-panel form.fix-form")
    expect(form.get_by_label("Player's castle card")).to_have_value('4')  # the duel form's own cards
    form.get_by_label("Sheriff's castle card").select_option(label="Sheriff")
    save_correction(form)
    for page in (ann, bob):
        expect(gold(page, 1)).to_have_text("9 gold")
    expect(bob.locator(".log li").first).to_contain_text(
        "Bob corrected move 2: Bob won an archery duel (4 arrows against 2 arrows): +5 gold"
        " → Bob lost an archery duel to the Sheriff (4 arrows against the Sheriff card):"
        " pawn back to the section's starting point")
    assert_log_readable(bob)
    assert_screen_ready(bob)
    if os.environ.get("SHERWOOD_SCREENSHOTS"):
        bob.screenshot(path=os.path.join(os.environ["SHERWOOD_SCREENSHOTS"], f"rh1990-ready-{width}.png"), full_page=True)
