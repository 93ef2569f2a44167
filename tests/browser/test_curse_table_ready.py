"""Curse You, Robin Hood! ready for a real table on 390 and 320 px phones, light and dark.

The host (Ann, seated) and two players play a turn: the Market dealt (after a refusal on the phone
and one from the engine), every card revealed, Friar Tuck's card entered, the trades drawn, the
Market trades tapped; the host then fixes a Market card from the log. Every step checks
that a refusal is beside its control and announced, nothing overflows, axe finds nothing serious in
light or dark, text and targets are large enough, the trade diagram's names are whole and readable,
and the log reads as sentences.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (
    save_correction,
    assert_log_readable, assert_refusal_visible_and_announced, assert_screen_ready, create_table, join,
)

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "curse-you-robin-hood.png"


def assert_diagram_names_readable(page: Page) -> None:
    """The helpers skip text inside SVG: the trade diagram's names are measured here, as drawn."""
    # The size drawn: the font size in SVG units times the SVG's scale on the screen.
    labels = page.evaluate("""() => [...document.querySelectorAll('.trades svg text')].map((t) => ({
        text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a}))""")
    assert labels, "no trade diagram"
    for label in labels:
        assert label["size"] >= 12, f"the diagram's label {label['text']!r} is drawn at {label['size']:.1f} px"
    assert any(label["text"] == "FriarTuck" for label in labels), [label["text"] for label in labels]


def pick(page: Page, picker: str, good: str, rank: int) -> None:
    box = page.locator(f'fieldset[data-picker="{picker}"]')
    box.get_by_role("button", name=good, exact=True).click()
    box.get_by_role("button", name=str(rank), exact=True).click()


@pytest.mark.parametrize("width", [390, 320])
def test_a_turn_on_a_phone(server, phone, width):
    ann = phone(width=width)
    code = create_table(ann, server, "Curse You", "Ann", players=3)
    bob, cat = phone(width=width), phone(width=width)
    join(bob, server, code, "Bob")
    join(cat, server, code, "Cat")
    expect(ann.locator(".round-line")).to_contain_text("Round 1 of 3")
    assert_screen_ready(ann)

    # A card not picked: the phone says so under that card's picker.
    pick(ann, "Market card 1", "ale", 1)
    ann.get_by_role("button", name="Deal the Market").click()
    refusal = assert_refusal_visible_and_announced(ann, "Market card 2: pick a good and a rank first.")
    expect(ann.locator('fieldset[data-picker="Market card 2"] + .refusal')).to_have_count(1)
    # The same card twice: the engine refuses (C1), beside the Market's form.
    pick(ann, "Market card 2", "ale", 1)
    expect(refusal).to_have_count(0)
    pick(ann, "Market card 3", "ale", 3)
    ann.get_by_role("button", name="Deal the Market").click()
    refusal = assert_refusal_visible_and_announced(ann, re.compile(r"Ale 1.*rule C1"))
    assert_screen_ready(ann)
    pick(ann, "Market card 2", "ale", 2)
    ann.get_by_role("button", name="Deal the Market").click()
    expect(ann.locator(".market .card-chip")).to_have_count(3)
    expect(refusal).to_have_count(0)

    pick(bob, "Your card", "bread", 8)
    bob.get_by_role("button", name="Reveal my card").click()
    pick(ann, "Your card", "meat", 9)
    ann.get_by_role("button", name="Reveal my card").click()
    pick(ann, "Friar Tuck: card shown", "gems", 5)
    assert_screen_ready(ann)
    ann.get_by_role("button", name="Enter Friar Tuck").click()
    pick(cat, "Your card", "cloth", 6)
    cat.get_by_role("button", name="Reveal my card").click()

    # The trades, drawn with whole names large enough to read, and listed.
    expect(ann.locator(".trade-list")).to_contain_text("Ann → Friar Tuck: Meat 9")
    assert_diagram_names_readable(ann)
    bob.locator(".market-pick").get_by_role("button", name="Take Ale 1").click()
    expect(cat.locator("section.entry")).to_contain_text("Tap the Market card you take")
    assert_screen_ready(cat)
    cat.locator(".market-pick").get_by_role("button", name="Take Ale 3").click()
    expect(ann.locator(".round-line")).to_contain_text("Turn 2 of 11")
    expect(ann.locator('.stockpile[data-seat="p2"]')).to_contain_text("Ale 3")

    expect(ann.locator(".log li").first).to_contain_text("Cat took Ale 3 from the Market")  # the log follows the table
    lines = assert_log_readable(ann)
    assert "Cat took Ale 3 from the Market" in lines[0]
    assert "Bob took Ale 1 from the Market" in lines[1]
    assert any("Ann entered: Friar Tuck showed Gems 5: plays Gems 5" in line for line in lines)
    assert any("Ann dealt the Market: Ale 1, Ale 2, Ale 3" in line for line in lines)
    assert_screen_ready(ann)
    # The README's picture, rewritten only on request.
    if width == 390 and os.environ.get("SHERWOOD_README_SCREENSHOTS"):
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        bob.screenshot(path=str(SCREENSHOT), full_page=True)

    # The host fixes the Market from the log: its second card was Ale 5, not Ale 2 (no later move used it).
    line = ann.locator(".log li", has_text="dealt the Market")
    line.get_by_role("button", name=re.compile(r"^Fix move")).click()
    form = ann.locator(".fix-panel form.fix-form")
    # The Market's card pickers, pre-filled; the second card's rank is the one to fix.
    second = form.get_by_role("group", name=re.compile(r"^Market card 2"))
    expect(second.get_by_role("button", name="2", exact=True)).to_have_attribute("aria-pressed", "true")
    second.get_by_role("button", name="5", exact=True).click()
    save_correction(form)
    for page in (ann, bob):
        expect(page.locator("section.market")).to_contain_text("Ale 5")
        expect(page.locator("section.market")).not_to_contain_text("Ale 2")
    expect(ann.locator(".log li").first).to_contain_text(
        "Ann corrected move 1: Ann dealt the Market: Ale 1, Ale 2, Ale 3 → Ann dealt the Market: Ale 1, Ale 5, Ale 3")
    assert_log_readable(ann)
    assert_screen_ready(ann)
