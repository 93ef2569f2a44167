"""Hero of the People in the browser: a Story card with two effects jails Robin Hood, he is rescued (H6, H7)."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import shot, start_hero_game

pytestmark = pytest.mark.browser


def test_robin_jailed_by_a_story_card_then_rescued_and_an_adjustment(server, phone):
    page = phone()
    start_hero_game(page, server)

    page.get_by_role("button", name="Done robbing").click()
    page.get_by_role("button", name="No action (bounty +100)").click()
    expect(page.locator(".round-line")).to_contain_text("Story phase")

    # One Story card, two effects: Robin Hood jailed and the bounty raised (H7).
    page.get_by_label("Story card", exact=True).fill("Ambush at the ford")
    page.get_by_label("Jail Robin Hood").check()
    page.get_by_label("Bounty up (+) or down (-)", exact=True).fill("100")
    page.get_by_role("button", name="Resolve the Story card").click()
    expect(page.locator(".round-line")).to_contain_text("Round 2 · Active hero phase")
    expect(page.locator(".no-hero")).to_contain_text("No active hero")
    expect(page.locator(".band")).to_contain_text("Robin Hood jailed")
    expect(page.get_by_role("img", name="Bounty 500 on the track")).to_be_visible()
    expect(page.locator(".log")).to_contain_text("Story “Ambush at the ford”: jailed Robin Hood; bounty +100")

    # His Rescue cost is asked for when first needed, and paid with loot alone (H6).
    page.get_by_label("gold cards played").fill("2")
    page.get_by_label("strength cards played").fill("1")
    page.get_by_role("button", name="Done robbing").click()
    robin = page.locator("details.numbers", has_text="Enter Robin Hood's Rescue cost")
    robin.locator("summary").click()
    robin.get_by_label("rescue gold").fill("2")
    robin.get_by_label("rescue strength").fill("1")
    robin.get_by_role("button", name="Save the numbers").click()
    rescue = page.get_by_role("button", name=re.compile("Rescue Robin Hood"))
    expect(rescue).to_be_enabled()
    rescue.click()
    expect(page.locator(".band")).to_contain_text("Robin Hood active")
    expect(page.locator(".inventory")).to_contain_text("gold 0")

    # A King Richard card's effect the rulebook does not print, entered with its name (H7).
    adjust = page.locator("details.adjust")
    adjust.locator("summary").click()
    adjust.get_by_label("Whose card").select_option("king_richard")
    adjust.get_by_label("Card", exact=True).fill("Double Gold")
    adjust.get_by_label("gold into (+) or out of (-) the inventory").fill("2")
    adjust.get_by_role("button", name="Enter the effect").click()
    expect(page.locator(".inventory")).to_contain_text("gold 2")
    expect(page.locator(".log")).to_contain_text("King Richard card: Double Gold: +2 gold")

    # The bounty moves in steps of 100 (H8): a raise of 150 is refused where the player looks, with its ruling.
    page.get_by_label("Bounty up (+) or down (-)", exact=True).fill("150")
    page.get_by_role("button", name="Resolve the Story card").click()
    expect(page.locator(".message.error")).to_contain_text("(rule H8)")
    expect(page.locator(".round-line")).to_contain_text("Round 2 · Story phase")
    page.get_by_role("button", name="Nothing to pay").click()
    expect(page.locator(".round-line")).to_contain_text("Round 3")
    shot(page, "hero-jail")
