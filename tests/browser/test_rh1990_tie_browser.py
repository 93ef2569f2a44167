"""Robin Hood 1990 in the browser: a tie for the fewest gold (V6) and an event card (V5)."""
import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, join, shot

pytestmark = pytest.mark.browser


def test_v6_tied_players_or_the_host_choose_who_starts_and_v5_an_event_takes_gold(server, phone):
    ann = phone()
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=3)
    bob, cat = phone(), phone()
    for page, name in ((bob, "Bob"), (cat, "Cat")):
        join(page, server, code, name)

    # Ann arrives at the inn; Bob and Cat were sent back to the start: 9 short each, so both get nothing.
    ann.get_by_label("Ann: spaces short of the inn").fill("0")
    ann.get_by_label("Bob: spaces short of the inn").fill("9")
    ann.get_by_label("Cat: spaces short of the inn").fill("9")
    ann.get_by_role("button", name="Check the payout").click()  # a summary to confirm before paying
    expect(ann.locator(".preview")).to_contain_text("Ann +14")
    ann.get_by_role("button", name="Pay out").click()

    # Bob and Cat tie on 5 gold (V4). Only the choice is offered (V6); Ann, the host, may enter it too.
    for page in (ann, bob, cat):
        expect(page.locator(".starter-choice")).to_contain_text("Tied for the fewest gold")
        expect(page.get_by_role("button", name="Pay out")).to_have_count(0)
        expect(page.locator("details.event")).to_have_count(0)
    ann.get_by_role("button", name="Bob starts").click()  # the host, seated but not tied
    for page in (ann, bob, cat):
        expect(page.locator(".round-line")).to_contain_text("Bob starts")
    expect(ann.locator(".log")).to_contain_text("Host chose who starts: Bob")

    # Taken back, the choice is offered again; this time a tied player makes it.
    ann.get_by_role("button", name="Undo").click()
    expect(cat.locator(".starter-choice")).to_be_visible()
    cat.get_by_role("button", name="Cat starts").click()
    for page in (ann, bob, cat):
        expect(page.locator(".round-line")).to_contain_text("Cat starts")
    expect(bob.locator(".log")).to_contain_text("Cat chose who starts: Cat")

    # An event card takes 8 gold from Cat, who has 5: all 5 are taken, and the log says so (V5).
    event = cat.locator("details.event")
    event.locator("summary").click()
    event.get_by_label("Card text or note").fill("Tax collectors on the road")
    event.get_by_label("Gold (+ gained, − lost)").fill("-8")
    event.get_by_role("button", name="Enter the event").click()
    expect(ann.locator('.ledger li[data-seat="2"] .gold')).to_have_text("0 gold")
    expect(cat.locator(".log")).to_contain_text("only 5 of 8 could be taken")
    shot(cat, "rh1990-tie-and-event")
