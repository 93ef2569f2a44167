"""One inspection of Robin Hood (goods and the Sheriff): the rulebook's Carlos example on three phones."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import join, shot

pytestmark = pytest.mark.browser


def test_carlos_inspection(server, phone):
    amy = phone()
    amy.goto(server + "/")
    amy.get_by_role("link", name=re.compile("goods and the Sheriff")).click()
    amy.get_by_label("Players").fill("3")
    amy.get_by_label("Players").dispatch_event("change")
    # Known numbers are filled in and locked; the unknown ones are typed from the player-aid card (G1).
    expect(amy.get_by_label("values potato")).to_have_value("1")
    expect(amy.get_by_label("values potato")).to_have_attribute("readonly", "")
    for label, value in [("values fruit", 3), ("values mead", 8), ("values jewelry", 9), ("penalties mead", 6),
                         ("penalties jewelry", 7), ("rewards mead", 4), ("rewards jewelry", 5), ("limits fruit", 4),
                         ("limits chicken", 4), ("limits mead", 2), ("limits jewelry", 1)]:
        amy.get_by_label(label, exact=True).fill(str(value))
    amy.get_by_label("Your name (to take a seat yourself)").fill("Amy")
    amy.get_by_role("button", name="Create the table").click()
    code = amy.locator("#join-code").inner_text()
    carlos, luish = phone(), phone()
    for page, name in ((carlos, "Carlos"), (luish, "Luish")):
        join(page, server, code, name)
        expect(page.locator(".round-line")).to_contain_text("Week 1 of 3")

    carlos.get_by_label("Good declared").select_option("potato")
    carlos.locator(".counts").get_by_role("button", name="4", exact=True).click()
    expect(luish.locator(".counts").get_by_role("button", name="4", exact=True)).to_be_disabled()  # chariot 4 taken (G2)
    luish.locator(".counts").get_by_role("button", name="1", exact=True).click()

    bag = amy.locator('.declaration[data-seat="1"]')
    expect(bag).to_contain_text("Carlos declares 4 potatoes")
    bag.get_by_text("Inspect", exact=True).click()
    pad = bag.locator(".bag-pad").first
    pad.get_by_role("button", name="one more potato").click()
    pad.get_by_role("button", name="one more chicken").click()
    pad.get_by_role("button", name="one more silk").click()
    pad.get_by_role("button", name="one more silk").click()
    pad.get_by_role("button", name="Open the bag").click()

    receipt = amy.locator(".receipts")
    expect(receipt).to_contain_text("Carlos pays $13")
    expect(receipt).to_contain_text("the Sheriff gets $6")
    expect(receipt).to_contain_text("approved 1 potato")
    expect(carlos.locator('.ledger li[data-seat="1"] .gold')).to_have_text("$17", timeout=2000)
    expect(amy.locator('.ledger li[data-seat="0"] .gold')).to_have_text("$36")
    expect(carlos.locator(".private")).to_contain_text("approved this week 1 potato")
    expect(luish.locator(".private")).to_contain_text("approved this week nothing")
    # Three players have no Deputy tokens: no second inspection is offered (G6).
    expect(amy.locator('.declaration[data-seat="2"]').get_by_text("Inspect (Deputy token)")).to_have_count(0)
    expect(amy.locator(".log")).to_contain_text("Amy inspected Carlos: penalty $13, reward $6")
    shot(amy, "goods-inspection")
