"""One turn of Curse You, Robin Hood! played on three phones."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, join, shot

pytestmark = pytest.mark.browser


def pick(page, picker, good, rank):
    box = page.locator(f'fieldset[data-picker="{picker}"]')
    box.get_by_role("button", name=good, exact=True).click()
    box.get_by_role("button", name=str(rank), exact=True).click()


def test_one_turn_with_high_low_and_market_trades(server, phone):
    ann = phone()
    code = create_table(ann, server, "Curse You", "Ann", players=3)
    bob, cat = phone(), phone()
    for page, name in ((bob, "Bob"), (cat, "Cat")):
        join(page, server, code, name)
        expect(page.locator(".round-line")).to_contain_text("Round 1 of 3")

    for i, rank in enumerate([1, 2, 3], start=1):
        pick(ann, f"Market card {i}", "ale", rank)
    ann.get_by_role("button", name="Deal the Market").click()
    expect(ann.locator(".market .card-chip")).to_have_count(3)

    # Cards already seen this round cannot be picked.
    bob_picker = bob.locator('fieldset[data-picker="Your card"]')
    expect(bob_picker).to_be_visible()
    bob_picker.get_by_role("button", name="ale", exact=True).click()
    expect(bob_picker.get_by_role("button", name="2", exact=True)).to_be_disabled()

    pick(ann, "Your card", "meat", 9)
    ann.get_by_role("button", name="Reveal my card").click()
    # With her own card in, the host's screen opens the entries for the Legend and the others.
    expect(ann.locator('fieldset[data-picker="Your card"]')).to_have_count(0)
    pick(ann, "Friar Tuck: card shown", "gems", 5)
    ann.get_by_role("button", name="Enter Friar Tuck").click()
    pick(bob, "Your card", "bread", 8)
    bob.get_by_role("button", name="Reveal my card").click()
    pick(cat, "Your card", "cloth", 6)
    cat.get_by_role("button", name="Reveal my card").click()

    # High-Low: Ann's 9 and Friar Tuck's 5 swap; Bob (8) then Cat (6) trade with the Market.
    expect(ann.locator(".trade-list")).to_contain_text("Ann → Friar Tuck: Meat 9")
    expect(ann.locator(".trade-list")).to_contain_text("Friar Tuck → Ann: Gems 5")
    expect(ann.locator(".trades line.arrow.high_low")).to_have_count(2)
    expect(cat.get_by_text("Waiting for Bob.")).to_be_visible()
    bob.locator(".market-pick").get_by_role("button", name=re.compile("Ale 1")).click()
    cat.locator(".market-pick").get_by_role("button", name=re.compile("Ale 3")).click()

    expect(ann.locator(".round-line")).to_contain_text("Turn 2 of 11")
    expect(ann.locator('.stockpile[data-seat="p1"]')).to_contain_text("Ale 1")
    expect(ann.locator('.stockpile[data-seat="p2"]')).to_contain_text("Ale 3")
    expect(ann.locator("section.market")).to_contain_text("Bread 8")
    expect(ann.locator("section.market")).to_contain_text("Cloth 6")
    # Friar Tuck holds the Meat 9 (two targets): heading for the Curse if the round ended now.
    expect(ann.locator('.stockpile[data-seat="friar-tuck"] .curse-warning')).to_be_visible()
    # What a target is and when points come are said in words (a newcomer met "◎" and "0 pts" unexplained).
    expect(ann.locator(".stockpiles .hint")).to_contain_text("◎ is a target")
    expect(ann.locator('.stockpile[data-seat="p1"] .total')).to_have_text(" 0 points so far")
    expect(ann.locator(".log")).to_contain_text("Bob took Ale 1 from the Market")
    shot(ann, "curse-turn")
