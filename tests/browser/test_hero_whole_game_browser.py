"""Robin Hood: Hero of the People played to a win on phones alone: no move is sent by the API.

The player sits at a 320 px phone in dark mode, the host (who does not sit down and enters moves for the
player) at a 390 px phone in light mode; they take turns entering the rounds. The table starts with an empty
card catalogue: each card's numbers are asked for where its action first needs them (H5), to recruit, and to
rescue once a Story card has jailed Little John (H6). Everything tapped is what the engine offers now
(`choices`): the actions the inventory can pay (H4, H5), the face-up characters a Story card may jail (H6),
the effects a phase still takes (H3, H7). The sixth Merry Man recruited with the bounty at 300 wins at once
(H2).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_log_readable, assert_screen_ready, create_table, join

pytestmark = pytest.mark.browser

PLAYER = "Rosa"
DRAWS_LABEL = "more (+) or fewer (-) cards drawn this round"
PLAYS_LABEL = "more (+) or fewer (-) cards played this round"


def at_round(page: Page, number: int, phase: str) -> None:
    expect(page.locator(".round-line")).to_contain_text(f"Round {number} · {phase} phase", timeout=5000)


def rob(page: Page, gold: int = 3) -> None:
    form = page.locator("form", has=page.get_by_role("button", name="Done robbing"))
    form.get_by_label("gold cards played").fill(str(gold))
    form.get_by_role("button", name="Done robbing").click()


def first_use(page: Page, verb: str, name: str, **numbers: int) -> None:
    """The card's numbers asked for where its action is (H5), then the action itself, now offered."""
    card = page.locator("details.first-use", has_text=f"{verb} {name}")
    card.locator("summary").click()
    for label, value in numbers.items():
        card.get_by_label(label.replace("_", " "), exact=True).fill(str(value))
    card.get_by_role("button", name="Save the numbers").click()
    action = page.get_by_role("button", name=re.compile(f"^{verb} {name}"))
    expect(action).to_be_focused()
    action.click()


def nothing_happened(page: Page) -> None:
    page.locator("form", has=page.get_by_role("button", name="Nothing to pay")) \
        .get_by_role("button", name="Nothing to pay").click()


def test_a_host_and_the_player_play_hero_to_a_win_on_phones_alone(server, phone):
    host = phone(width=390, color_scheme="light")
    code = create_table(host, server, "Hero of the People", bounty=300)  # an empty catalogue; the host stands
    player = phone(width=320, color_scheme="dark")
    join(player, server, code, PLAYER)
    at_round(player, 1, "Active hero")
    # The track's key says what the rulebook says: six Merry Men free AND the bounty under 500 (H2).
    expect(player.locator(".track-key")).to_contain_text("you win with all six Merry Men free and the bounty under 500")

    # Round 1, on the player's phone: the adjustment no longer offers the draws and plays once robbed (H3).
    rob(player)
    at_round(player, 1, "Action")
    adjust = player.locator("details.adjust")
    adjust.locator("summary").click()
    expect(adjust.get_by_label(DRAWS_LABEL)).to_have_count(0)
    expect(adjust.get_by_label(PLAYS_LABEL)).to_have_count(0)
    expect(adjust.get_by_label("cards into (+) or out of (-) the hand")).to_be_visible()
    expect(adjust.get_by_label("Whose card").locator("option")).to_have_count(2)  # Robin Hood has no ability (H7)
    adjust.locator("summary").click()
    expect(player.locator("details.first-use > summary")).to_have_count(9)  # six Merry Men, three King Richard
    first_use(player, "Recruit", "Maid Marian", recruit_gold=1, skills_archery=1)
    at_round(player, 1, "Story")
    assert_screen_ready(player)
    at_round(host, 1, "Story")
    nothing_happened(host)

    # Round 2: Maid Marian leads; her Special Ability takes no draws or plays in the action phase (H3, H7).
    at_round(player, 2, "Active hero")
    player.get_by_role("button", name="Make Maid Marian active").click()
    expect(player.locator(".band")).to_contain_text("Maid Marian active")
    rob(player)
    ability = player.locator("form.ability")
    expect(ability.get_by_role("button", name="Maid Marian's Special Ability")).to_be_visible()
    expect(ability.get_by_label(DRAWS_LABEL)).to_have_count(0)
    expect(ability.get_by_label(PLAYS_LABEL)).to_have_count(0)
    first_use(player, "Recruit", "Little John", recruit_gold=1, skills_strength=1, rescue_gold=1)
    # The Story card may jail only the face-up characters (H6): Robin Hood, Maid Marian, Little John.
    story = player.locator("form", has=player.get_by_role("button", name="Resolve the Story card"))
    expect(story.locator('input[name^="story-jail-"]')).to_have_count(3)
    story.get_by_label("Story card", exact=True).fill("The Sheriff's trap")
    story.get_by_label("Jail Little John").check()
    story.get_by_role("button", name="Resolve the Story card").click()
    at_round(player, 3, "Active hero")
    expect(player.locator(".band")).to_contain_text("Little John jailed")

    # Round 3, on the host's phone: Little John's rescue is his only rescue offered, and asked for as one (H6).
    at_round(host, 3, "Active hero")
    rob(host)
    expect(host.locator("details.first-use", has_text="Rescue Little John")).to_have_count(0)  # numbers known
    host.get_by_role("button", name=re.compile("^Rescue Little John")).click()
    expect(host.locator(".band")).to_contain_text("Little John face up")
    assert_screen_ready(host)
    nothing_happened(host)

    # Rounds 4-7: the other four Merry Men, by turns on each phone; the sixth wins at once (H2).
    men = [("Will Scarlett", player), ("Friar Tuck", host), ("Alan A Dale", player), ("Much the Miller", host)]
    for number, (name, page) in enumerate(men, start=4):
        at_round(page, number, "Active hero")
        rob(page)
        first_use(page, "Recruit", name, recruit_gold=1)
        if name != "Much the Miller":
            at_round(page, number, "Story")
            nothing_happened(page)
    for page in (host, player):
        expect(page.locator(".banner")).to_contain_text("You win: all six Merry Men are free and the bounty is under 500!",
                                                        timeout=5000)
        expect(page.get_by_role("button", name="Done robbing")).to_have_count(0)  # nothing more is offered
    assert_screen_ready(player)
    lines = assert_log_readable(host)
    assert any(f"{PLAYER}: Recruited Much the Miller (paid 1 gold)" in line for line in lines), lines
    assert any(f"{PLAYER}: Story “The Sheriff's trap”: jailed Little John" in line for line in lines), lines
