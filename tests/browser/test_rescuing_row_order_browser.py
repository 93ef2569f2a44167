"""Rescuing's rows drawn as they lie on the table (the rulebook deals the guards to the
right of the villagers and attacks "the first Guard on the right"), a Wit attack counted while under way,
only the chosen attribute's hint, Stealth's tick boxes and values in line at 320 px, medallions told apart
by more than colour, and the villagers chart as running totals."""
import pytest
from playwright.sync_api import expect

from tests.browser.finished_games import rescuing, seat_phone
from tests.browser.helpers import check_screen
from tests.browser.test_rescuing_browser import enter_band, marian_and_john

pytestmark = pytest.mark.browser

PHONES = [(320, "light"), (390, "dark")]


def boxes(page, selector):
    return page.eval_on_selector_all(selector, "(els) => els.map((el) => ({text: el.textContent, ...el.getBoundingClientRect().toJSON()}))")


@pytest.mark.parametrize("width,scheme", PHONES)
def test_a_row_lies_as_on_the_table_villagers_left_end_guard_far_right(server, phone, width, scheme):
    marian, john = marian_and_john(server, phone, width=width, color_scheme=scheme)
    marian.get_by_role("button", name="+ bronze").click()
    marian.get_by_role("button", name="+ gold").click()
    marian.get_by_label("blue guards").fill("3")
    marian.get_by_role("button", name="Add the row").click()
    row = marian.locator('.brow[data-row="0"]')
    expect(row.locator(".rcard")).to_have_count(3)
    # The engine's first card (#0, face up) is the end guard: drawn last, at the far right.
    cards = boxes(marian, '.brow[data-row="0"] .rcard')
    assert [c["text"].split("#")[1] for c in cards] == ["2", "1", "0"], cards
    expect(row.locator(".rcard").last).to_have_class("rcard blue up")
    villagers = boxes(marian, '.brow[data-row="0"] .medallion')
    assert max(v["right"] for v in villagers) <= min(c["left"] for c in cards), "villagers on the left of their guards"
    assert cards[-1]["left"] > cards[0]["left"] and cards[-1]["right"] >= max(c["right"] for c in cards)
    row_box = row.bounding_box()
    assert row_box["x"] + row_box["width"] - cards[-1]["right"] < 12, "the end guard sits at the row's right end"
    # Medallions by letter as well as colour.
    expect(row.locator(".medallion")).to_have_text(["B", "G"])
    check_screen(marian, f"rescuing-row-order-{width}-{scheme}")

    marian.get_by_role("button", name="Done: draw the bands").click()
    enter_band(marian, 14)
    enter_band(john, 9)
    expect(marian.locator('.trackers li[data-seat="1"] .stat.wit')).to_have_text("Wit 9")
    attack = marian.locator(".attack-form")
    marian.get_by_label("Attack with").select_option("stealth")
    expect(attack.locator(".hint")).to_contain_text("Stealth: tick the cards")
    expect(attack.locator(".hint")).not_to_contain_text("Wit:")
    expect(attack.locator(".hint")).not_to_contain_text("Brawn:")
    # Tick boxes in one column and values in another, in table order (#2, #1, #0).
    ticks = boxes(marian, ".attack-form .stealth-pick input[type=checkbox]")
    values = boxes(marian, ".attack-form .stealth-pick input[type=number]")
    assert len(ticks) == 3 and len({round(t["left"]) for t in ticks}) == 1, ticks
    assert len({round(v["left"]) for v in values}) == 1, values
    assert all(t["top"] < u["top"] for t, u in zip(ticks, ticks[1:]))
    expect(attack.locator(".stealth-pick label").first).to_contain_text("#2")
    check_screen(marian, f"rescuing-stealth-form-{width}-{scheme}")

    marian.get_by_label("Attack with").select_option("wit")
    expect(attack.locator(".hint")).to_contain_text("Wit: the end card (far right)")
    expect(attack.locator(".hint")).not_to_contain_text("Stealth:")
    marian.get_by_label("Wit of #0").fill("4")
    marian.get_by_role("button", name="Attack").click()
    expect(marian.locator(".wit-hint")).to_be_visible()
    heading = marian.locator(".entry.attack h3")
    expect(heading).to_contain_text("attacks made: Wit")
    expect(heading).not_to_contain_text("none yet")


def test_the_villagers_chart_shows_running_totals_labelled(server, phone):
    finished = rescuing(server)
    page = phone(width=390)
    seat_phone(page, server, finished.id, host=finished.host)
    chart = page.locator(".rescuing .chart")
    expect(chart.locator("h3")).to_have_text("Villagers so far: rescued, and in Nottingham Prison")
    expect(chart.locator("figcaption")).to_contain_text("rescued so far")
    expect(chart.locator("figcaption")).to_contain_text("in Nottingham Prison")
    points = chart.locator("circle title").all_text_contents()
    for name in ("rescued so far", "in Nottingham Prison"):
        values = [int(t.rsplit(": ", 1)[1]) for t in points if t.startswith(f"{name},")]
        assert values and values == sorted(values), f"{name} never goes down: {values}"
