"""Robin Hood: Hero of the People ready for a real table, and a correction from the log.

A host who does not sit down and the one player play a few real moves on phones of 320 and 390 px,
in light and in dark: the host starts with an empty card catalogue, so the player is asked for
Little John's numbers only when recruiting him. Every step fails on a refusal off screen or not
announced, on sideways overflow, on a serious or critical axe-core finding, on text under 12 px or
a tap target under 44 px, and on a log line with JSON, an underscore identifier, null/true/false or
a seat counted from 0.
"""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.helpers import (
    save_correction,
    assert_log_readable, assert_refusal_visible_and_announced, check_screen, create_table, join,
)

pytestmark = pytest.mark.browser

PHONES = [(320, "light"), (320, "dark"), (390, "light"), (390, "dark")]
SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "hero-of-the-people.png"
PLAYER = "Rosa"


def log_line(page: Page, text: str) -> Locator:
    return page.locator(".log li").filter(has=page.locator(".log-text", has_text=text)).first


def save_main_screen(page: Page, tmp_path: Path) -> None:
    """The main screen mid-game as a phone shows it: the README's picture, rewritten only when asked
    (SHERWOOD_README_SCREENSHOTS=1), so a test run leaves the checked-in file alone."""
    path = tmp_path / "hero.png"
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000, "the screenshot is empty"
    if not os.environ.get("SHERWOOD_README_SCREENSHOTS"):
        return
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, SCREENSHOT)


@pytest.mark.parametrize(("width", "scheme"), PHONES, ids=[f"{w}-{s}" for w, s in PHONES])
def test_a_host_and_the_player_play_a_round_on_small_phones(server, phone, tmp_path, width, scheme):
    host = phone(width=width, color_scheme=scheme)
    code = create_table(host, server, "Hero of the People", bounty=300)  # no name: the host does not sit down
    player = phone(width=width, color_scheme=scheme)
    join(player, server, code, PLAYER)
    expect(player.locator(".round-line")).to_contain_text("Round 1 · Active hero phase")
    track = player.get_by_role("img", name="Bounty 300 on the track")
    expect(track).to_be_visible()
    # The track's numbers are page text, 1,000 included (as the language writes it), and none is cut off at the card's edge.
    expect(track.locator(".track-n")).to_have_text([f"{n * 100:,}" for n in range(11)])
    card_right = player.locator(".hero").evaluate("(el) => el.getBoundingClientRect().right")
    assert player.locator(".track-n").last.evaluate("(el) => el.getBoundingClientRect().right") <= card_right + 0.5
    check_screen(player, f"hero-ready-start-{width}-{scheme}")

    # Robbing: four cards where three may be played is refused beside the form, and goes once edited (H3).
    rob = player.locator("form", has=player.get_by_role("button", name="Done robbing"))
    rob.get_by_label("gold cards played").fill("2")
    rob.get_by_label("sword cards played").fill("2")
    rob.get_by_role("button", name="Done robbing").click()
    refusal = assert_refusal_visible_and_announced(player, "Only 3 cards can be played into the inventory this round, not 4.")
    expect(refusal).to_contain_text("(rule H3)")
    assert refusal.evaluate("(el) => el.previousElementSibling.matches('form') && el.previousElementSibling.textContent.includes('Done robbing')")
    check_screen(player, f"hero-ready-refusal-{width}-{scheme}")
    rob.get_by_label("sword cards played").fill("0")
    expect(player.locator(".message.error")).to_have_count(0)
    rob.get_by_label("influence cards played").fill("1")
    rob.get_by_role("button", name="Done robbing").click()
    expect(player.locator(".round-line")).to_contain_text("Action phase")
    expect(player.locator(".inventory")).to_contain_text("gold 2")

    # An empty catalogue: the menu is the actions themselves; a card's numbers are asked for on first use.
    expect(player.locator("details.first-use > summary")).to_have_count(9)  # six Merry Men, three King Richard cards
    # Only what the inventory can pay is offered (H4, H5): no Strength, so no Sherwood Forest card to build.
    expect(player.get_by_role("button", name=re.compile("Build Sherwood Forest"))).to_have_count(0)
    expect(player.locator(".hero .numbers-form:visible")).to_have_count(0)
    if (width, scheme) == (390, "light"):
        save_main_screen(player, tmp_path)
    check_screen(player, f"hero-ready-actions-{width}-{scheme}")
    little_john = player.locator("details.first-use", has_text="Recruit Little John")
    little_john.locator("summary").click()
    little_john.get_by_label("recruit gold").fill("2")
    check_screen(player, f"hero-ready-numbers-{width}-{scheme}")
    little_john.get_by_role("button", name="Save the numbers").click()
    recruit = player.get_by_role("button", name=re.compile("Recruit Little John"))
    expect(recruit).to_be_enabled()
    expect(recruit).to_be_focused()  # the finger lands where the action is
    recruit.click()
    expect(player.locator(".round-line")).to_contain_text("Story phase")
    expect(player.locator(".band")).to_contain_text("Little John face up")

    # The player picks "A Story card" for an adjustment; the host's move redraws the screen and keeps it.
    adjust = player.locator("details.adjust")
    adjust.locator("summary").click()
    adjust.get_by_label("Whose card").select_option("story")

    # The host, who has no seat, enters the Story card for the player: 150 is refused beside the form (H8).
    expect(host.locator(".round-line")).to_contain_text("Story phase", timeout=5000)
    story = host.locator("form", has=host.get_by_role("button", name="Resolve the Story card"))
    story.get_by_label("Story card", exact=True).fill("Sheriff's spies")
    story.get_by_label("Bounty up (+) or down (-)", exact=True).fill("150")
    story.get_by_role("button", name="Resolve the Story card").click()
    refusal = assert_refusal_visible_and_announced(host, "The bounty moves in steps of 100 on the track, not 150.")
    expect(refusal).to_contain_text("(rule H8)")
    check_screen(host, f"hero-ready-host-refusal-{width}-{scheme}")
    story.get_by_label("Bounty up (+) or down (-)", exact=True).fill("100")
    expect(host.locator(".message.error")).to_have_count(0)
    story.get_by_role("button", name="Resolve the Story card").click()
    expect(host.locator(".round-line")).to_contain_text("Round 2 · Active hero phase")
    expect(player.locator(".round-line")).to_contain_text("Round 2 · Active hero phase", timeout=5000)
    expect(player.get_by_role("img", name="Bounty 400 on the track")).to_be_visible()
    expect(player.locator("details.adjust")).to_have_attribute("open", "")
    expect(player.locator("details.adjust").get_by_label("Whose card")).to_have_value("story")

    # Saving the card numbers is no refusal: a quiet status line says it, and no red box shows.
    save = player.locator("details.save-catalogue")
    save.locator("summary").click()
    save.get_by_label("Catalogue name").fill(f"Rosa's box {width} {scheme}")
    save.get_by_role("button", name="Save", exact=True).click()
    expect(save.get_by_role("status")).to_contain_text(f"Saved as “Rosa's box {width} {scheme}”")
    expect(player.locator(".message.error")).to_have_count(0)

    # The log speaks the game's words with the player's name, on both phones.
    for page in (player, host):
        lines = assert_log_readable(page)
        assert any(f"{PLAYER}: Recruited Little John (paid 2 gold)" in line for line in lines), lines
        assert any(f"{PLAYER}: Entered Little John's numbers: skills none; recruit 2 gold; rescue none" in line for line in lines), lines
        assert any(f"{PLAYER}: Story “Sheriff's spies”: bounty +100" in line for line in lines), lines
        assert any(f"{PLAYER}: Robbed the rich: drew 3, played 2 gold, 1 influence; 3 in hand" in line for line in lines), lines
    check_screen(player, f"hero-ready-round2-{width}-{scheme}")

    # The player fixes their own robbing from the log (the robbing form's numbers, pre-filled): the influence card was a strength card. The table shows the corrected inventory.
    expect(player.locator(".inventory")).to_contain_text("influence 1")
    line = log_line(player, "Robbed the rich")
    line.get_by_role("button", name=re.compile(r"^Fix move \d+$")).click()
    form = player.locator(".fix-panel form.fix-form")
    expect(form).to_be_visible()
    expect(form.get_by_label("gold cards played")).to_have_value("2")
    expect(form.get_by_label("influence cards played")).to_have_value("1")
    form.get_by_label("influence cards played").fill("0")
    form.get_by_label("strength cards played").fill("1")
    check_screen(player, f"hero-ready-fix-{width}-{scheme}")
    save_correction(form)
    expect(player.locator(".inventory")).to_contain_text("influence 0")
    expect(player.locator(".inventory")).to_contain_text("strength 1")
    expect(host.locator(".inventory")).to_contain_text("strength 1", timeout=5000)
    # The inventory may redraw before the log's page of lines arrives: wait for the correction's line.
    expect(player.locator(".log li").first).to_contain_text(f"{PLAYER} corrected move")
    lines = assert_log_readable(player)
    assert any(re.search(rf"{PLAYER} corrected move \d+: .*played 2 gold, 1 influence → .*played 2 gold, 1 strength", line)
               for line in lines), lines
    check_screen(player, f"hero-ready-corrected-{width}-{scheme}")
