"""A draw at the table (issue 37, point 2): a phone asks the server to draw who starts (1990's youngest
player, V4, left to chance), and every phone shows the same draw land, then the log keeps it. One phone
asks for reduced motion and sees the result at once; the other sees the names turn over first."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import assert_screen_ready, create_table, join

pytestmark = pytest.mark.browser


def ann_and_bob(server, phone, game: str, ann_at: tuple, bob_at: tuple):
    """Ann makes a two-player table of ``game`` on one phone and Bob joins on another; each phone as
    (width, colour scheme, whether it asks for reduced motion)."""
    def made(width: int, scheme: str, still: bool):
        return phone(width=width, color_scheme=scheme, **({"reduced_motion": "reduce"} if still else {}))
    ann = made(*ann_at)
    code = create_table(ann, server, game, "Ann", players=2)
    bob = made(*bob_at)
    join(bob, server, code, "Bob")
    return ann, bob


def test_v4_who_starts_is_drawn_by_the_server_and_lands_the_same_on_every_phone(server, phone):
    ann, bob = ann_and_bob(server, phone, "1990", ann_at=(320, "light", True), bob_at=(390, "dark", False))

    offer = ann.locator(".draw-offer")
    expect(offer).to_contain_text("the youngest player")  # the move's own description, beside the button
    expect(bob.locator(".draw-offer")).to_have_count(1)  # any player may draw it (V4)
    assert_screen_ready(ann)
    offer.get_by_role("button", name="Draw at random").click()

    landed = ann.locator(".draw-said")
    expect(landed).to_have_text(re.compile(r"^Drawn at random by the app: (Ann|Bob) starts section 1$"))
    said = landed.inner_text()
    expect(bob.locator(".draw-title")).to_have_text("Drawing at random…")
    expect(bob.locator(".draw-said")).to_have_text(said, timeout=10000)  # the same draw on the other phone
    for page in (ann, bob):
        expect(page.locator(".log li").first.locator(".log-text")).to_have_text(said)
    assert_screen_ready(bob)


def test_rescuing_asks_who_walked_in_a_park_or_forest_and_may_leave_the_first_day_to_a_draw(server, phone):
    """The rulebook's Starting Player ("who most recently walked in a park or forest") is a fact only the
    table knows: the first day asks it, offers a draw, and the drawn band starts Day 1 on every phone."""
    ann, bob = ann_and_bob(server, phone, "Rescuing", ann_at=(390, "dark", True), bob_at=(320, "light", True))
    question = ann.locator("section.starter")
    expect(question).to_contain_text("most recently walked in a park or forest")
    expect(question).to_contain_text("Ann starts Day 1")  # band 1 until the table says otherwise
    expect(bob.locator(".draw-offer")).to_have_count(1)
    assert_screen_ready(ann)
    ann.locator(".draw-offer").get_by_role("button", name="Draw at random").click()
    landed = ann.locator(".draw-said")
    expect(landed).to_have_text(re.compile(r"^Drawn at random by the app: (Ann|Bob) starts Day 1$"))
    starter = re.search(r"(Ann|Bob) starts", landed.inner_text()).group(1)
    for page in (ann, bob):
        expect(page.locator("section.starter")).to_contain_text(f"{starter} starts Day 1 (chosen).")
    assert_screen_ready(bob)


def test_sp12_a_score_pad_names_who_goes_first_or_draws_it_until_the_first_points(server, phone):
    ann, bob = ann_and_bob(server, phone, "Score pad", ann_at=(320, "dark", True), bob_at=(390, "light", True))
    question = bob.locator("section.starter")
    expect(question.get_by_role("heading")).to_have_text("Who goes first?")
    question.get_by_role("button", name="Ann", exact=True).click()  # anyone may name it (SP12)
    expect(ann.locator("section.starter")).to_contain_text("Ann goes first.")
    assert_screen_ready(ann)
    ann.locator(".draw-offer").get_by_role("button", name="Draw at random").click()  # or leave it to chance
    landed = ann.locator(".draw-said")
    expect(landed).to_have_text(re.compile(r"^Drawn at random by the app: (Ann|Bob) goes first$"))
    starter = re.search(r"(Ann|Bob) goes", landed.inner_text()).group(1)
    expect(bob.locator("section.starter")).to_contain_text(f"{starter} goes first.")
    bob.get_by_label("Points for Bob", exact=False).first.fill("3")
    bob.get_by_role("button", name="Add", exact=False).first.click()
    for page in (ann, bob):  # points on the pad: the choice is closed, the line stays
        expect(page.locator("section.starter")).to_have_count(0)
        expect(page.locator(".draw-offer")).to_have_count(0)
        expect(page.locator(".starter-line")).to_have_text(f"{starter} goes first.")
    assert_screen_ready(bob)


def test_c2_curse_you_s_legends_are_chosen_again_or_drawn_until_the_first_market(server, phone):
    """The rulebook lets the group decide who to play with: the phones show the Legends at the table with
    a drop-down per Legend seat and a draw; the server's draw lands on every phone and in the setup."""
    ann, bob = ann_and_bob(server, phone, "Curse You", ann_at=(320, "light", True), bob_at=(390, "dark", True))
    panel = bob.locator("section.legends-choice")
    expect(panel).to_contain_text("Playing with Friar Tuck and the Sheriff, in seat order.")
    panel.get_by_label("Legend 2").select_option(label="Maid Marian")
    panel.get_by_role("button", name="Play with these").click()
    expect(ann.locator("section.legends-choice")).to_contain_text("Playing with Friar Tuck and Maid Marian")
    expect(ann.locator(".log li").first.locator(".log-text")).to_have_text(
        "Bob: the Legends at the table are Friar Tuck and Maid Marian")
    assert_screen_ready(bob)
    ann.locator(".draw-offer").get_by_role("button", name="Draw at random").click()
    landed = ann.locator(".draw-said")
    expect(landed).to_have_text(re.compile(r"^Drawn at random by the app: the Legends at the table are .+ and .+$"))
    legends = landed.inner_text().split(" are ", 1)[1]
    for page in (ann, bob):
        expect(page.locator("section.legends-choice")).to_contain_text(f"Playing with {legends}, in seat order.")
    ann.locator("details.setup-steps > summary").click()  # the setup follows the Legends drawn
    expect(ann.locator(".setup-list li").first).to_contain_text(re.compile(re.escape(legends.split(" and ")[0]), re.I))
    assert_screen_ready(ann)
