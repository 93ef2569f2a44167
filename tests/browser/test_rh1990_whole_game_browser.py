"""Robin Hood (1990) played over all four gathering points on phones alone: no move is sent by the API.

Ann (the host, 390 px, light), Bob (320 px, dark) and Cat (320 px, light) enter everything by tapping what
the engine offers (the table's `choices`): the youngest (V4), a duel lost (V3), an event (V5), a duel won on
the sheriff's starting space straight onto the inn (V7: then only the settlement, that pawn fixed at 0), and
the four settlements (V2), the last one naming the winner (V4). Each of issue 34's findings for this game is
checked on the way, and each check fails without its fix:

* a losing duellist going back to where the section began was not said: the screen and the log say it (V3);
* "+77" beside the coins read like a gain: it says "and 77 more", and the last payout says where it was paid;
* payouts past the box's 380 gold said nothing: the screen and the log say how much more, made up with
  stand-in coins (V8).

Every number was worked out by hand from the rulebook first (the settlement pays the distance to the last
pawn, plus 5, 10, 15, 20 to the first arrival).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_log_readable, assert_screen_ready, create_table, join, shot

pytestmark = pytest.mark.browser

PLACES = {1: "the inn", 2: "the clearing", 3: "the farm", 4: "the fisherman's hut"}


def gold(page: Page, seat: int):
    return page.locator(f'.ledger li[data-seat="{seat}"] .gold')


def settle(page: Page, point: int, distances: dict[str, int], paid: list[str]) -> None:
    """Enter every pawn's distance with the number pad, check the summary, then pay out."""
    form = page.locator("section.settle")
    for name, spaces in distances.items():
        page.get_by_label(f"{name}: spaces short of {PLACES[point]}").fill(str(spaces))
    form.get_by_role("button", name="Check the payout").click()
    summary = form.locator(".payout-summary")
    for line in paid:
        expect(summary).to_contain_text(line)
    summary.get_by_role("button", name="Pay out").click()


def test_a_whole_game_over_four_gathering_points_on_phones_alone(server, phone):
    ann = phone(width=390)
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=3)
    bob, cat = phone(width=320, color_scheme="dark"), phone(width=320)
    join(bob, server, code, "Bob")
    join(cat, server, code, "Cat")
    everyone = (ann, bob, cat)

    # Section 1, towards the inn. The table names the youngest: Cat starts (V4).
    ann.locator("section.first-player").get_by_role("button", name="Cat", exact=True).click()
    for page in everyone:
        expect(page.locator(".round-line")).to_contain_text("Section 1 of 4 · towards the inn · Cat starts")

    # Bob's pawn lands on the sheriff pawn and loses (V3): Bob's phone offers the duel for Bob only.
    duel = bob.locator("details.duel")
    duel.locator("summary").click()
    expect(duel.locator('select[name="duel-seat"]')).to_have_count(0)  # a player enters their own duel
    duel.get_by_label("Player's castle card").select_option(label="2 arrows")
    duel.get_by_label("Sheriff's castle card").select_option(label="4 arrows")
    duel.get_by_role("button", name="Settle the duel").click()
    lost = ("Bob lost to the Sheriff: Bob's pawn is back at the start at the foot of the oak tree,"
            " where this section began; the sheriff pawn stays where it won.")
    for page in everyone:
        expect(page.locator(".section-duels")).to_contain_text(lost)
    expect(cat.locator(".log li").first).to_contain_text(
        "Bob lost an archery duel to the Sheriff (2 arrows against 4 arrows): pawn back to the section's starting point")
    expect(ann.locator("section.first-player")).to_have_count(0)  # the game has begun: the youngest stays Cat
    assert_screen_ready(bob)

    # Ann draws an event card: +3 gold (V5).
    event = ann.locator("details.event")
    event.locator("summary").click()
    event.locator('select[name="event-seat"]').select_option(label="Ann")  # the host may enter it for anyone
    event.get_by_label("Card text or note").fill("A purse on the road")
    event.get_by_label("Gold (+ gained, − lost)").fill("3")
    event.get_by_role("button", name="Enter the event").click()
    expect(gold(cat, 0)).to_have_text("8 gold")

    # Cat wins on the sheriff's starting space and moves straight onto the inn (V7): the section is over.
    duel = cat.locator("details.duel")
    duel.locator("summary").click()
    duel.get_by_label("Player's castle card").select_option(label="5 arrows")
    duel.get_by_label("Sheriff's castle card").select_option(label="1 arrow")
    duel.get_by_label(re.compile("On the sheriff's starting space")).check()
    duel.get_by_role("button", name="Settle the duel").click()
    for page in everyone:
        expect(page.locator(".section-duels")).to_contain_text(
            "Cat won: +5 gold, the sheriff pawn went back to its starting space, and Cat moved straight onto"
            " the gathering point.")
        expect(page.locator("details.duel")).to_have_count(0)  # only the settlement is left
    expect(bob.locator("section.settle")).to_contain_text("Cat: arrived first, after the duel (0 spaces short)")
    expect(bob.get_by_label("Cat: spaces short of the inn")).to_have_count(0)  # Cat stands at 0, not a field
    settle(bob, 1, {"Ann": 3, "Bob": 12}, ["Ann +9 gold (3 spaces short)", "Bob +0 gold (12 spaces short)",
                                          "Cat +17 gold (arrived)"])
    for seat, amount in enumerate((17, 5, 27)):
        expect(gold(ann, seat)).to_have_text(f"{amount} gold")
    expect(ann.locator('.ledger li[data-seat="0"] .last-paid')).to_have_text("9 gold paid at the inn")
    expect(ann.locator(".round-line")).to_contain_text("Section 2 of 4 · towards the clearing · Bob starts")

    # Section 2: Bob arrives at the clearing, Cat was far behind. Nobody holds more than the box yet (V8).
    settle(cat, 2, {"Ann": 60, "Bob": 0, "Cat": 150}, ["Bob +160 gold (arrived)", "Ann +90 gold (60 spaces short)"])
    for seat, amount in enumerate((107, 165, 27)):
        expect(gold(bob, seat)).to_have_text(f"{amount} gold")
    # 30 coins are drawn; the rest is said in words, not as "+77", which read like a gain.
    ledger_ann = ann.locator('.ledger li[data-seat="0"]')
    expect(ledger_ann.locator(".coin-more")).to_have_text("and 77 more")
    expect(ledger_ann.locator(".last-paid")).to_have_text("90 gold paid at the clearing")
    expect(ann.get_by_role("img", name="107 gold")).to_be_visible()
    expect(ann.locator(".beyond-box")).to_have_count(0)
    assert_screen_ready(ann)

    # Section 3: Cat arrives at the farm. The players now hold 534 gold, 154 more than the box's 380 (V8).
    settle(ann, 3, {"Ann": 100, "Bob": 160, "Cat": 0}, ["Cat +175 gold (arrived)", "Ann +60 gold (100 spaces short)"])
    for seat, amount in enumerate((167, 165, 202)):
        expect(gold(cat, seat)).to_have_text(f"{amount} gold")
    for page in everyone:
        expect(page.locator(".beyond-box")).to_have_text(
            "The players hold 534 gold: 154 more than the 380 gold of the box's 80 coin cards. The app pays"
            " everything in full (rule V8): make up the rest with stand-in coins.")
    expect(bob.locator(".log li").first).to_contain_text(
        "; the players now hold 154 gold more than the box's coins: make it up with stand-in coins")
    expect(cat.locator(".round-line")).to_contain_text("Section 4 of 4 · towards the fisherman's hut · Bob starts")
    assert_screen_ready(cat)

    # Section 4: Ann reaches the fisherman's hut first, but Cat holds the most gold and wins (V4).
    settle(bob, 4, {"Ann": 0, "Bob": 5, "Cat": 9}, ["Ann +29 gold (arrived)", "Bob +4 gold (5 spaces short)"])
    for page in everyone:
        expect(page.locator(".banner")).to_contain_text("Game over: Cat won.")
        expect(page.locator("section.settle")).to_have_count(0)  # nothing more is offered
    for seat, amount in enumerate((196, 169, 202)):
        expect(gold(ann, seat)).to_have_text(f"{amount} gold")
    lines = assert_log_readable(bob)
    assert any("Gathering point 4 (the fisherman's hut) paid out: Ann +29, Bob +4, Cat +0 gold" in line for line in lines)
    assert_screen_ready(bob)
    shot(bob, "rh1990-whole-game")
