"""Robin Hood (goods and the Sheriff) on three phones: the rulebook's Carlos inspection, the Sheriff's two ways
of ending a turn, and the end of a week checked against what the app counts (G12)."""
import json
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
    expect(amy.get_by_label("Potato: value")).to_have_value("1")
    expect(amy.get_by_label("Potato: value")).to_have_attribute("readonly", "")
    for label, value in [("Fruit: value", 3), ("Mead: value", 8), ("Jewelry: value", 9), ("Mead: penalty", 6),
                         ("Jewelry: penalty", 7), ("Mead: reward", 4), ("Jewelry: reward", 5), ("Fruit: sell-out limit", 4),
                         ("Chicken: sell-out limit", 4), ("Mead: sell-out limit", 2), ("Jewelry: sell-out limit", 1)]:
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
    expect(luish.locator(".private")).to_contain_text("no card seen approved for you this week")
    # Three players have no Deputy tokens: no second inspection is offered (G6).
    expect(amy.locator('.declaration[data-seat="2"]').get_by_text("Inspect (Deputy token)")).to_have_count(0)
    expect(amy.locator(".log")).to_contain_text("Amy inspected Carlos: penalty $13, reward $6")
    shot(amy, "goods-inspection")
    # After an inspection the Sheriff's button ends the turn (end_turn); Luish's unopened bag passes.
    amy.get_by_role("button", name="End the turn").click()
    expect(carlos.locator(".round-line")).to_contain_text("turn 2 of 6")
    expect(luish.locator(".private")).to_contain_text("and 1 card in bags that passed unopened")


def test_week_end_counts_the_cards_the_app_knows_g12(server, phone):
    amy = phone()
    amy.goto(server + "/")
    amy.get_by_role("link", name=re.compile("goods and the Sheriff")).click()
    amy.get_by_label("Players").fill("3")
    amy.get_by_label("Players").dispatch_event("change")
    expect(amy.get_by_label("Ruleset")).to_have_count(0)  # set by the app, not a choice
    for label, value in [("Fruit: value", 2), ("Mead: value", 6), ("Jewelry: value", 11), ("Mead: penalty", 4),
                         ("Jewelry: penalty", 6), ("Mead: reward", 3), ("Jewelry: reward", 4), ("Fruit: sell-out limit", 5),
                         ("Chicken: sell-out limit", 4), ("Mead: sell-out limit", 3), ("Jewelry: sell-out limit", 2)]:
        amy.get_by_label(label, exact=True).fill(str(value))
    amy.get_by_label("Your name (to take a seat yourself)").fill("Amy")
    amy.get_by_role("button", name="Create the table").click()
    code = amy.locator("#join-code").inner_text()
    table_id = amy.url.rstrip("/").split("/")[-1]
    carlos, luish = phone(), phone()
    for page, name in ((carlos, "Carlos"), (luish, "Luish")):
        join(page, server, code, name)
    tokens = [json.loads(page.evaluate("localStorage.getItem('sherwood.seats')"))[table_id]["player"]
              for page in (amy, carlos, luish)]

    def move(seat, **body):
        answer = amy.request.post(f"{server}/api/v1/tables/{table_id}/moves", data=body,
                                  headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert answer.status == 201, answer.text()

    def declare(*bags):
        for seat, count in bags:
            move(seat, type="declare", good="potato", count=count)

    declare((1, 1), (2, 2))
    amy.get_by_role("button", name="Let everyone pass").click()  # nothing opened: let_pass
    expect(amy.locator(".round-line")).to_contain_text("turn 2 of 6")
    declare((2, 3), (0, 1))
    move(1, type="inspect", target=2, cards={"potato": 2, "silk": 1})
    carlos.get_by_role("button", name="End the turn").click()
    expect(amy.locator(".round-line")).to_contain_text("turn 3 of 6")
    for sheriff, bags in ((2, ((0, 1), (1, 1))), (0, ((1, 1), (2, 1))), (1, ((2, 1), (0, 1))), (2, ((0, 1), (1, 1)))):
        declare(*bags)
        move(sheriff, type="let_pass")

    # Luish: 2 potatoes seen at the inspection, and 2 + 1 + 1 cards in bags that passed unopened.
    panel = luish.locator(".entry")
    expect(panel).to_contain_text("The app counts 6 approved cards for you: 2 seen (2 potatoes) and 4 in bags")
    expect(luish.get_by_label("approved potato")).to_have_value("2")
    expect(panel).to_contain_text("2 of 6 entered.")
    luish.get_by_label("approved silk").fill("9")
    expect(panel).to_contain_text("11 of 6 entered.")
    luish.get_by_role("button", name="Sell the rest").click()
    expect(luish.locator("body")).to_contain_text("The app counts 6 approved cards for you this week (2 seen, 4 in"
                                                  " bags that passed unopened or were dealt for); 11 entered.")
    luish.get_by_label("approved silk").fill("4")
    luish.get_by_label("stored silk").fill("3")
    expect(panel).to_contain_text("6 of 6 entered.")
    luish.get_by_role("button", name="Sell the rest").click()
    expect(amy.locator(".entry")).to_contain_text("Luish ✓")
    shot(luish, "goods-week-end")
