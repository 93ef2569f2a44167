"""Robin Hood 1990 in the browser: a duel won on the sheriff's starting space moves the pawn onto the gathering
point, and the section ends with that player first at 0 (V7)."""
import pytest
from playwright.sync_api import expect

from tests.browser.helpers import check_screen, create_table, join, shot

pytestmark = pytest.mark.browser


def test_v7_a_duel_won_on_the_sheriffs_start_ends_the_section(server, phone):
    ann = phone()
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=2)
    bob = phone()
    join(bob, server, code, "Bob")

    duel = bob.locator("details.duel")
    duel.locator("summary").click()
    duel.get_by_label("Player's castle card").select_option("4")
    duel.get_by_label("Sheriff's castle card").select_option("2")
    duel.get_by_label("On the sheriff's starting space: the winner moves straight onto the gathering point").check()
    duel.get_by_role("button", name="Settle the duel").click()

    # The section is over: no more duels or events, only the settlement, with Bob at 0 already.
    for page in (ann, bob):
        expect(page.locator(".arrived")).to_contain_text("Bob won the duel on the sheriff's starting space")
        expect(page.locator("details.duel")).to_have_count(0)
        expect(page.locator("details.event")).to_have_count(0)
    expect(ann.locator(".log")).to_contain_text("Bob won an archery duel (4 arrows against 2 arrows): +5 gold, then"
                                                " moved straight onto the gathering point")
    expect(ann.get_by_label("Bob: spaces short of the inn")).to_have_count(0)
    expect(ann.locator(".distance-fixed")).to_have_text("Bob: arrived first, after the duel (0 spaces short)")
    check_screen(ann, "rh1990-duel-arrival")
    ann.get_by_label("Ann: spaces short of the inn").fill("6")
    ann.get_by_role("button", name="Check the payout").click()
    expect(ann.locator(".preview")).to_contain_text("Bob +11")  # 6 spaces ahead of the last, and 5 for the first
    ann.get_by_role("button", name="Pay out").click()
    expect(bob.locator('.ledger li[data-seat="1"] .gold')).to_have_text("21 gold")  # 5 + 5 for the duel + 11
    expect(bob.locator("details.duel")).to_have_count(1)  # section 2 is open
    shot(bob, "rh1990-duel-arrival-paid")
