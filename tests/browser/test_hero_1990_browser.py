"""One Robin Hood 1990 settlement and one Hero of the People round, in the browser."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, join, shot, start_hero_game

pytestmark = pytest.mark.browser


def test_one_settlement_with_sliders_and_coins(server, phone):
    ann = phone()
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=2)
    bob = phone()
    join(bob, server, code, "Bob")
    expect(bob.locator(".round-line")).to_contain_text("Section 1 of 4")

    # Ann arrived at the inn; Bob is 7 spaces short.
    ann.get_by_label("Ann: spaces short of the inn").fill("0")
    ann.get_by_label("Bob: spaces short of the inn").fill("7")
    ann.get_by_role("button", name="Check the payout").click()  # a summary to confirm before paying
    expect(ann.locator(".preview")).to_contain_text("Ann +12")  # 7 spaces + 5 first-arrival bonus (V2)
    expect(ann.locator(".preview")).to_contain_text("Bob +0")
    ann.get_by_role("button", name="Pay out").click()
    expect(ann.locator('.ledger li[data-seat="0"] .gold')).to_have_text("17 gold")
    expect(bob.locator('.ledger li[data-seat="0"] .coin')).to_have_count(17, timeout=2000)
    expect(bob.locator(".round-line")).to_contain_text("Bob starts")  # the poorest starts (V4)
    expect(ann.get_by_role("img", name="Gold per section")).to_be_visible()
    shot(ann, "rh1990-settlement")


def test_one_hero_round(server, phone):
    page = phone()
    start_hero_game(page, server)
    expect(page.get_by_role("img", name="Bounty 300 on the track")).to_be_visible()

    page.get_by_label("influence cards played").fill("1")
    page.get_by_label("gold cards played").fill("2")
    page.get_by_role("button", name="Done robbing").click()
    expect(page.locator(".round-line")).to_contain_text("Action phase")
    expect(page.locator(".inventory")).to_contain_text("gold 2")
    # Lowering the bounty needs 3 Influence: with only 1 it is not offered (H4, H5).
    expect(page.get_by_role("button", name=re.compile("Lower the bounty"))).to_have_count(0)

    # Little John's numbers are asked for when first needed, then he can be recruited.
    little_john = page.locator("details.numbers", has_text="Enter Little John's numbers")
    little_john.locator("summary").click()
    little_john.get_by_label("recruit gold").fill("2")
    little_john.get_by_role("button", name="Save the numbers").click()
    recruit = page.get_by_role("button", name=re.compile("Recruit Little John"))
    expect(recruit).to_be_enabled()
    recruit.click()
    expect(page.locator(".round-line")).to_contain_text("Story phase")
    expect(page.locator(".band")).to_contain_text("Little John face up")

    page.get_by_role("button", name="Nothing to pay").click()
    expect(page.locator(".round-line")).to_contain_text("Round 2 · Active hero phase · 19 Story cards left")
    expect(page.locator(".log")).to_contain_text("Recruited Little John (paid 2 gold)")
    shot(page, "hero-round")
