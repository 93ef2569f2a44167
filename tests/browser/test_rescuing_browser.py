"""One Rescuing Robin Hood attack in the browser: Maid Marian's Wit attack from the rulebook."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, join, shot

pytestmark = pytest.mark.browser


def enter_band(page, wit):
    for stat, value in (("wit", wit), ("brawn", 6), ("stealth", 4), ("jolliness", 2)):
        page.get_by_label(stat, exact=True).fill(str(value))
    page.get_by_role("button", name="Enter the band").click()


def test_maid_marians_wit_attack(server, phone):
    ann = phone()
    code = create_table(ann, server, "Rescuing Robin Hood", "Marian")
    john = phone()
    join(john, server, code, "John")

    ann.get_by_role("button", name="+ bronze").click()
    ann.get_by_label("blue guards").fill("3")
    ann.get_by_role("button", name="Add the row").click()
    try:
        expect(ann.locator('.brow[data-row="0"] .rcard')).to_have_count(3)
    except AssertionError as failure:  # say what the screen showed
        raise AssertionError(f"{failure}\nmessages: {ann.locator('.message').all_inner_texts()}") from None
    ann.get_by_role("button", name="Done: draw the bands").click()
    enter_band(ann, 14)
    enter_band(john, 9)
    # Typed while Ann's moves re-render John's screen: the value must arrive as typed.
    expect(ann.locator('.trackers li[data-seat="1"] .stat.wit')).to_have_text("wit 9")

    ann.get_by_label("Attack with").select_option("wit")
    ann.get_by_label("Card values").fill("4")
    ann.get_by_role("button", name="Attack").click()
    expect(ann.locator(".wit-hint")).to_contain_text("Wit left 10. Next card: blue guard, at most 6: it cannot beat you.")
    ann.get_by_label("Wit of card 1").fill("6")
    ann.get_by_role("button", name="Reveal and compare").click()
    expect(ann.locator(".wit-hint")).to_contain_text("Wit left 4. Next card: blue guard, at most 6: it could beat you.")
    ann.get_by_label("Wit of card 2").fill("5")
    ann.get_by_role("button", name="Reveal and compare").click()

    expect(ann.locator(".log")).to_contain_text("wit attack on row 0, total 15 · failed")
    expect(ann.locator('.trackers li[data-seat="0"] .stat.wit')).to_have_text("wit 0")
    expect(ann.locator('.brow[data-row="0"] .rcard.up')).to_have_count(3)  # back face-up, in order (R2)
    expect(ann.locator(".passes")).to_contain_text("passes 6 Brawn and 2 Jolliness to John")
    expect(john.locator(".log")).to_contain_text("failed", timeout=2000)
    shot(ann, "rescuing-wit")
